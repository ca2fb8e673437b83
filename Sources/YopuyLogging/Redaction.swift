#if Logging
import Yopuy

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What keeps credentials out of ``LogCalls``' records: the URL with its user, password and
/// marked query values written `REDACTED`, and every text searched for the credentials an
/// exchange carried.
enum Redaction {
    /// What a credential is written as, OpenTelemetry's word for it in `url.full`.
    static let placeholder = "REDACTED"

    /// The header fields that always carry credentials, besides a request's
    /// ``/Yopuy/AdapterRequest/credentialHeaders``.
    static let credentialHeaders = ["Authorization", "Proxy-Authorization", "Cookie", "Set-Cookie"]

    /// The query parameters OpenTelemetry asks to redact in `url.full`: signed URLs' keys.
    static let credentialQuery = ["AWSAccessKeyId", "Signature", "sig", "X-Goog-Signature"]

    /// The shortest credential searched for in a text: a shorter one would match everywhere.
    static let shortestSecret = 4

    /// `url`'s text, its user, password and the values of the query parameters named in
    /// `redactedQuery` or ``credentialQuery`` written ``placeholder``; only ``placeholder`` when
    /// it cannot be read.
    static func url(_ url: URL, redactingQuery redactedQuery: [String]) -> String {
        guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            return placeholder
        }
        if parts.percentEncodedUser != nil {
            parts.percentEncodedUser = placeholder
        }
        if parts.percentEncodedPassword != nil {
            parts.percentEncodedPassword = placeholder
        }
        let marked = markedQuery(of: parts, redactedQuery: redactedQuery)
        if !marked.isEmpty, let items = parts.percentEncodedQueryItems {
            parts.percentEncodedQueryItems = items.indices.map { index in
                marked.contains(index) ? URLQueryItem(name: items[index].name, value: placeholder) : items[index]
            }
        }
        return parts.string ?? placeholder
    }

    /// `url`'s path, percent-encoded as sent: what a record names a call without a template by.
    static func path(of url: URL) -> String {
        guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: true), !parts.percentEncodedPath.isEmpty
        else {
            return "/"
        }
        return parts.percentEncodedPath
    }

    /// The credentials `request` carries: its URL's user and password, the values of its query
    /// parameters named in `redactedQuery` or ``credentialQuery``, and those of its credential
    /// fields, as sent and percent-decoded.
    static func secrets(in request: AdapterRequest, redactedQuery: [String]) -> [String] {
        var secrets: [String] = []
        if let parts = URLComponents(url: request.url, resolvingAgainstBaseURL: true) {
            secrets += [parts.user, parts.percentEncodedUser, parts.password, parts.percentEncodedPassword]
                .compactMap { $0 }
            let (decoded, encoded) = (parts.queryItems ?? [], parts.percentEncodedQueryItems ?? [])
            for index in markedQuery(of: parts, redactedQuery: redactedQuery) where encoded.indices.contains(index) {
                secrets += [decoded[index].value, encoded[index].value].compactMap { $0 }
            }
        }
        let names = Set(credentialQuery + redactedQuery)
        for (name, value) in request.query.pairs where names.contains(name) {
            secrets.append(value)
        }
        for field in request.headers where isCredential(field.name, credentialHeaders: request.credentialHeaders) {
            secrets += parts(of: field.value)
        }
        return secrets
    }

    /// The credentials an answer's `headers` carry: the values of `Set-Cookie` and of the
    /// credential fields.
    static func secrets(inResponseHeaders headers: HTTPHeaders, credentialHeaders: [String]) -> [String] {
        headers.filter { isCredential($0.name, credentialHeaders: credentialHeaders) }.flatMap { parts(of: $0.value) }
    }

    /// `text` with each of `secrets` at least ``shortestSecret`` long written ``placeholder``,
    /// the longest first, so that a secret that holds another goes whole.
    static func scrub(_ text: String, of secrets: [String]) -> String {
        var text = text
        for secret in Set(secrets).filter({ $0.count >= shortestSecret }).sorted(by: { $0.count > $1.count })
        where text.contains(secret) {
            text = text.replacing(secret, with: placeholder)
        }
        return text
    }

    /// The indices of the query items of `parts` that have a value and are named, once
    /// percent-decoded, in `redactedQuery` or ``credentialQuery``.
    private static func markedQuery(of parts: URLComponents, redactedQuery: [String]) -> [Int] {
        let names = Set(credentialQuery + redactedQuery)
        guard let items = parts.queryItems else {
            return []
        }
        return items.indices.filter { items[$0].value != nil && names.contains(items[$0].name) }
    }

    /// Whether a field named `name` carries a credential.
    private static func isCredential(_ name: String, credentialHeaders: [String]) -> Bool {
        let name = name.lowercased()
        return (Self.credentialHeaders + credentialHeaders).contains { $0.lowercased() == name }
    }

    /// The texts of a credential field's `value` that may be quoted apart: the whole value, what
    /// follows its scheme (`Bearer abc` → `abc`), and each cookie's value (`a=b; c=d` → `b`, `d`).
    private static func parts(of value: String) -> [String] {
        var parts = [trimmed(value[...])]
        if let space = value.firstIndex(of: " ") {
            parts.append(trimmed(value[value.index(after: space)...]))
        }
        for cookie in value.split(separator: ";") {
            if let equals = cookie.firstIndex(of: "=") {
                parts.append(trimmed(cookie[cookie.index(after: equals)...]))
            }
        }
        return parts
    }

    /// `text` without the spaces and tabs at either end.
    private static func trimmed(_ text: Substring) -> String {
        let isBlank = { (character: Character) in character == " " || character == "\t" }
        guard let first = text.firstIndex(where: { !isBlank($0) }), let last = text.lastIndex(where: { !isBlank($0) })
        else {
            return ""
        }
        return String(text[first...last])
    }
}
#endif

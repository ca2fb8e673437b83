import OpenAPIKit

/// Writes the document's `securitySchemes` as setup the user keeps: `Support/Authentication+API.swift`,
/// an enum with a member for each scheme Yopuy's `Authentication` middleware sends, the headers
/// that carry credentials, and the rest said in its documentation. A Swift file rather than a
/// README, because SwiftPM warns of a file it does not handle in a target's folder, and because
/// the code in it is built with the module.
struct SecurityWriter {
    /// One scheme of the document, by its key.
    struct Scheme {
        /// `bearer`, `basic`, any other HTTP scheme, an API key, OAuth 2, OpenID Connect, mutual TLS.
        enum Kind: Equatable {
            case http(String)
            case apiKey(name: String, location: String)
            case oauth2
            case openIdConnect
            case mutualTLS
        }

        var key: String
        var kind: Kind
        var description: String?
    }

    let schemes: [Scheme]
    /// The enum's name, claimed from the registry: `API`.
    let name: String
    let title: String

    /// The schemes of `document`, in its order; a reference that leads nowhere is left out.
    static func schemes(of document: OpenAPI.Document) -> [Scheme] {
        document.components.securitySchemes.compactMap { key, entry in
            guard let scheme = document.components[entry] else { return nil }
            let kind: Scheme.Kind
            switch scheme.type {
            case .apiKey(let name, let location): kind = .apiKey(name: name, location: location.rawValue)
            case .http(let name, _): kind = .http(name.lowercased())
            case .oauth2: kind = .oauth2
            case .openIdConnect: kind = .openIdConnect
            case .mutualTLS: kind = .mutualTLS
            }
            return Scheme(key: key.rawValue, kind: kind, description: scheme.description)
        }
    }

    /// The file, or `nil` when the document has no schemes.
    func file(header: String) -> GeneratedFile? {
        guard !schemes.isEmpty else { return nil }
        var taken: Set<String> = ["credentialHeaders"]
        var members: [String] = []
        var about: [String] = []
        let headers = schemes.compactMap { scheme -> String? in
            if case .apiKey(let name, "header") = scheme.kind { return name }
            return nil
        }
        for scheme in schemes {
            let member = Naming.memberName(scheme.key, apartFrom: taken)
            let key = "`\(scheme.key)`"
            let function: (scheme: String, header: String?, summary: String, token: String)?
            switch scheme.kind {
            case .http("bearer"):
                function = ("Bearer", nil, "HTTP `bearer`", "the token")
            case .http("basic"):
                function = ("Basic", nil, "HTTP `basic`", "`user:password` in Base64")
            case .http(let other):
                function = nil
                about.append(
                    "\(key), HTTP `\(other)`: `Authentication` sends one header with a scheme and a token; "
                        + "a scheme of several steps needs a middleware of your own."
                )
            case .apiKey(let name, "header"):
                function = ("", name, "an API key in the `\(name)` header", "the key")
            case .apiKey(let name, "query"):
                function = nil
                about.append(
                    "\(key), an API key in the query parameter `\(name)`: a secret in the URL. Pass it in the "
                        + "service's query; Yopuy has no mark for a secret query value, so `LogExchanges` and "
                        + "your server's logs write it as it is. Prefer a header scheme when the API has one."
                )
            case .apiKey(let name, _):
                function = nil
                about.append(
                    "\(key), an API key in the cookie `\(name)`: `Authentication(tokens, header: \"Cookie\", "
                        + "scheme: \"\")` with tokens of `\(name)=<key>`; `Cookie` never leaves the origin."
                )
            case .oauth2, .openIdConnect:
                let what = scheme.kind == .oauth2 ? "OAuth 2" : "OpenID Connect"
                function = ("Bearer", nil, "\(what), whose access tokens are bearer tokens", "an access token")
                about.append(
                    "\(key), \(what): a bearer token. Your `TokenProvider` gets and refreshes it (Yopuy does not "
                        + "run the flow); `\(name).\(member)(tokens)` sends it."
                )
            case .mutualTLS:
                function = nil
                about.append("\(key), mutual TLS: a client certificate, given to your adapter's session, not Yopuy.")
            }
            guard let function else { continue }
            taken.insert(member)
            // The scheme as a type, which a server reads the credential by (YopuyHummingbird's
            // `request.credential(_:)`), so that both ends say it once.
            var type = Naming.typeName(scheme.key) + "Scheme"
            while taken.contains(type) { type += "2" }
            taken.insert(type)
            var schemeLines = [
                "/// How requests carry \(key): `\(Naming.inline(function.header ?? "Authorization")): "
                    + (function.scheme.isEmpty ? "" : function.scheme + " ") + "<token>`.",
                "///",
                "/// One declaration for a client's `Authentication` and a server's reading of the credential.",
                "enum \(type): CredentialScheme {",
            ]
            if let header = function.header, header.lowercased() != "authorization" {
                schemeLines += [
                    "    /// The header that carries it.", "    static let header = \(Naming.literal(header))",
                ]
            }
            schemeLines += [
                "    /// What is written before the token: edit it if the document says so only in words.",
                "    static let scheme = \(Naming.literal(function.scheme))",
                "}",
            ]
            members.append(schemeLines.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n"))
            var lines = ["/// \(key): \(function.summary)."]
            if let description = Naming.firstLine(scheme.description) {
                lines += ["///", "/// " + description]
            }
            lines += [
                "///",
                "/// ```swift",
                "/// let adapter = URLSessionAdapter().with(\(name).\(member)(tokens))",
                "/// ```",
                "///",
                "/// - Parameter tokens: What gives \(function.token); return the token given when it is",
                "///   rejected if there is no other, and a 401 ends the call.",
                "/// - Returns: The middleware that sends it with every request.",
                "static func \(member)<Tokens: TokenProvider>(_ tokens: Tokens) -> Authentication<Tokens> {",
            ]
            lines.append("    Authentication(tokens, for: \(type).self)")
            lines.append("}")
            members.append(lines.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n"))
        }
        if !headers.isEmpty {
            let list = headers.map(Naming.literal).joined(separator: ", ")
            members.append(
                [
                    "    /// The headers that carry the API's keys. Set them once, so that they never leave the",
                    "    /// origin on a redirect: `service.credentialHeaders = \(name).credentialHeaders`.",
                    "    static let credentialHeaders = [\(list)]",
                ].joined(separator: "\n")
            )
        }
        // With no member (a key in the query only), the enum names nothing of Yopuy's, and a
        // public import of it would be a warning under `--access public`.
        var text = header + (members.isEmpty ? "" : "import Yopuy\n\n")
        text +=
            "/// How \(Naming.oneLine(title)) authenticates, from its `securitySchemes`:\n"
        text += "/// set it up once, where the service is made, and keep it.\n"
        for line in about {
            text += "///\n"
            text += Self.wrap(line).map { "/// " + $0 }.joined(separator: "\n") + "\n"
        }
        text += "enum \(name) {\n" + members.joined(separator: "\n\n") + (members.isEmpty ? "" : "\n") + "}\n"
        return GeneratedFile(path: "Support/Authentication+API.swift", contents: text)
    }

    /// `text` in lines of at most 96 characters, broken at spaces.
    static func wrap(_ text: String) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > 96 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

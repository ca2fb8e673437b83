#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension AdapterRequest {
    /// The header fields that carry credentials on every request.
    static let standardCredentialHeaders = ["Authorization", "Proxy-Authorization", "Cookie"]

    /// Whether `status` redirects a request: `301`, `302`, `303`, `307` and `308` do; `300`
    /// (a choice to make), `304` (a cached answer is current) and `305` (deprecated) do not.
    static func isRedirection(_ status: Int) -> Bool {
        switch status {
        case 301, 302, 303, 307, 308: true
        default: false
        }
    }

    /// Whether the header field `name`, compared without regard to case, carries a credential:
    /// `Authorization`, `Proxy-Authorization`, `Cookie`, or a name in ``credentialHeaders``.
    ///
    /// ```swift
    /// var request = AdapterRequest(method: .get, url: url, headers: ["X-Api-Key": key])
    /// request.credentialHeaders = ["X-Api-Key"]
    /// request.isCredential("x-api-key")   // true
    /// ```
    ///
    /// - Parameter name: A header field's name.
    /// - Returns: Whether that field never leaves the request's origin.
    public func isCredential(_ name: String) -> Bool {
        Self.standardCredentialHeaders.contains { HTTPHeaders.sameName($0, name) }
            || credentialHeaders.contains { HTTPHeaders.sameName($0, name) }
    }

    /// The name of the first header field that carries a credential, or `nil` when none does.
    var firstCredential: String? {
        headers.fields.first { isCredential($0.name) }?.name
    }

    /// The request that `response` redirects this one to, or `nil` when `response` is no
    /// redirection: another status than `301`, `302`, `303`, `307` or `308`, or no `Location`.
    ///
    /// Yopuy calls it for every answer, whichever adapter sends the requests. An adapter over a
    /// client that can only follow redirections by itself, in a hook that it calls for each one,
    /// calls it there to decide what the next request carries:
    ///
    /// - the `Location`, resolved against ``url``, without its fragment;
    /// - for a `303`, and for a `POST` answered `301` or `302`: `GET`, without the body or the
    ///   fields that describe it (`Content-Type`, `Content-Length`, `Content-Encoding`,
    ///   `Content-Language`, `Content-Location`); a `HEAD` stays a `HEAD`. A `307` or a `308`
    ///   keeps the method and the body, as RFC 9110 (15.4) says;
    /// - on another origin than ``url``'s (scheme, host or port; `https` to `http` is one), none
    ///   of the fields that carry credentials (``isCredential(_:)``): a body may go there, the
    ///   credentials never do.
    ///
    /// ```swift
    /// // In your client's redirection hook: what to send next, or nil to stop at `response`.
    /// let next = try request.redirected(by: response)
    /// ```
    ///
    /// - Parameter response: The answer to this request.
    /// - Returns: The request to send next, or `nil` when `response` is the answer.
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/invalidURL`` when the `Location` is
    ///   not an `http` or `https` URL with a host and without user information; nothing is sent
    ///   there, and the error carries the redirection's status, headers and body.
    public func redirected(by response: AdapterResponse) throws(YopuyError) -> AdapterRequest? {
        let status = response.status
        guard Self.isRedirection(status), response.error == nil, let location = response.headers["Location"],
            !location.isEmpty
        else {
            return nil
        }
        func refuse(_ why: String) -> YopuyError {
            YopuyError(
                code: .invalidURL,
                reason: "the server answered \(status) with Location \(location), which \(why); it was not followed",
                request: self,
                status: status,
                headers: response.headers,
                body: response.body
            )
        }
        guard let resolved = URL(string: location, relativeTo: url)?.absoluteURL,
            var parts = URLComponents(url: resolved, resolvingAgainstBaseURL: true)
        else {
            throw refuse("is not a URL")
        }
        guard let scheme = parts.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw refuse("is not an http or https URL")
        }
        guard let host = parts.host, !host.isEmpty else {
            throw refuse("has no host")
        }
        guard parts.user == nil, parts.password == nil else {
            throw refuse("carries user information")
        }
        parts.fragment = nil
        guard let target = parts.url else {
            throw refuse("is not a URL")
        }
        var next = self
        next.url = target
        next.query = Query(
            (parts.queryItems ?? []).map { Query.Parameter(name: $0.name, value: .string($0.value ?? "")) }
        )
        if (status == 303 && method != .head) || ((status == 301 || status == 302) && method == .post) {
            next.method = .get
            next.body = nil
            next.bodySource = nil
            for name in ["Content-Type", "Content-Length", "Content-Encoding", "Content-Language", "Content-Location"] {
                next.headers[name] = nil
            }
        }
        let origin = URLComponents(url: url, resolvingAgainstBaseURL: true)?.origin
        if origin == nil || origin != parts.origin {
            for field in headers.fields where isCredential(field.name) {
                next.headers[field.name] = nil
            }
        }
        return next
    }

    /// The request to send after `response`, the answer this request got after `hops`
    /// redirections in a row, as ``redirects`` says; `nil` when `response` is the call's answer.
    ///
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/tooManyRedirects`` when `response`
    ///   would be one redirection more than the limit; what ``redirected(by:)`` throws.
    func following(_ response: AdapterResponse, after hops: Int) throws(YopuyError) -> AdapterRequest? {
        guard Self.isRedirection(response.status), let limit = redirects.limit,
            let next = try redirected(by: response)
        else {
            return nil
        }
        guard hops < limit else {
            throw YopuyError(
                code: .tooManyRedirects,
                reason: "the server redirected the request more than \(limit) times in a row; the last "
                    + "redirection, \(response.status) to \(next.url.absoluteString), was not followed",
                request: self,
                status: response.status,
                headers: response.headers,
                body: response.body
            )
        }
        return next
    }
}

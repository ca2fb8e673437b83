#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

// Repeats by design (duplicates pairs this file with Service+Send.swift and with
// Service+Download.swift): the conditional `public import` of FoundationEssentials and the
// `extension Service {` after it, which duplicates does not read as import lines.

extension Service {
    /// Runs a ``LocationAction`` at a URL the server handed back, such as a response's
    /// ``Response/location``, and parses its answer with the action's `parse(singular:)`.
    ///
    /// ```swift
    /// let created = try await service.call(Post.create, body: .json(["title": "Hello"]))
    /// if let url = created.location {
    ///     let post = try await service.follow(url, as: PostAtLocation.self).value
    /// }
    /// ```
    ///
    /// The URL, absolute or resolved already, must be on the base URL's origin (scheme, host and
    /// port), so that the service's headers, credentials among them, never go to another host.
    /// Its query is sent as it is, with `query` set over it; the service's own ``query`` is not
    /// added, since the server wrote the URL whole. The service's ``headers`` are.
    ///
    /// - Parameters:
    ///   - url: Where to send the request.
    ///   - action: The declared action: its method, body type and parser.
    ///   - query: Query parameters set over the URL's own, the call's winning by name.
    ///   - headers: Header fields, merged over the service's.
    ///   - body: What to send: the type the action's method takes.
    ///   - timeout: How long to wait for an answer; the service's ``timeout`` if `nil`.
    /// - Returns: The ``Response``, its value parsed by the action's `parse(singular:)`.
    /// - Throws: ``YopuyError``; with code ``YopuyError/Code/invalidURL``, and nothing sent,
    ///   when `url` is on another origin than the base URL or carries user information.
    @inlinable
    public func follow<Action: LocationAction>(
        _ url: URL,
        as action: Action.Type,
        query: Query = [:],
        headers: HTTPHeaders = [:],
        body: Action.Method.Body? = nil,
        timeout: Duration? = nil
    ) async throws(YopuyError) -> Response<Action.Singular> where Action.Singular: Sendable {
        let options = CallOptions(query: query, headers: Action.headers.under(headers), body: body, timeout: timeout)
        let answer = try await send(following: url, Action.Method.httpMethod, options)
        return try Self.parse(answer, with: Action.parse(singular:))
    }

    // Repeats by design (duplicates pairs this file with itself): the async and the callback
    // form of `follow` take the same parameters, as every call's two forms do.

    /// Runs a ``LocationAction`` at a URL the server handed back, and calls `handler` with the
    /// outcome: the callback form of ``follow(_:as:query:headers:body:timeout:)``.
    ///
    /// - Parameters:
    ///   - url: Where to send the request, on the base URL's origin.
    ///   - action: The declared action: its method, body type and parser.
    ///   - query: Query parameters set over the URL's own.
    ///   - headers: Header fields, merged over the service's.
    ///   - body: What to send: the type the action's method takes.
    ///   - timeout: How long to wait for an answer; the service's ``timeout`` if `nil`.
    ///   - handler: Receives the ``Response`` or the ``YopuyError`` that says what failed.
    /// - Returns: A handle that cancels the call.
    @inlinable
    @discardableResult
    public func follow<Action: LocationAction>(
        _ url: URL,
        as action: Action.Type,
        query: Query = [:],
        headers: HTTPHeaders = [:],
        body: Action.Method.Body? = nil,
        timeout: Duration? = nil,
        handler: @escaping @Sendable (Result<Response<Action.Singular>, YopuyError>) -> Void
    ) -> CallHandle where Action.Singular: Sendable {
        let options = CallOptions(query: query, headers: Action.headers.under(headers), body: body, timeout: timeout)
        return send(following: url, Action.Method.httpMethod, options) { outcome in
            handler(Self.parse(outcome, with: Action.parse(singular:)))
        }
    }

    /// Sends a request to a URL that an answer handed back, in the calling task; inlined into
    /// the caller, as `send(_:_:_:)` is, so that the call runs in one async function of ours.
    @inlinable
    func send(following url: URL, _ method: HTTPMethod, _ options: CallOptions) async throws(YopuyError) -> Answer {
        try await send(try request(method, following: url, options), path: url.absoluteString)
    }

    /// Sends a request to a URL that an answer handed back: a callback call.
    @usableFromInline
    func send(
        following url: URL,
        _ method: HTTPMethod,
        _ options: CallOptions,
        then receiver: @escaping @Sendable (Outcome) -> Void
    ) -> CallHandle {
        let request: AdapterRequest
        do {
            request = try self.request(method, following: url, options)
        } catch {
            receiver(.failure(error))
            return CallHandle(nil)
        }
        return send(request, path: url.absoluteString, then: receiver)
    }

    /// The request for a URL that an answer handed back (a next page, a `Location`), with the
    /// service's headers merged under the call's and the call's query set over the URL's.
    ///
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/invalidURL`` if `url` is not on
    ///   the base URL's origin (scheme, host and port), carries user information, or the
    ///   service's base URL cannot be used; ``YopuyError/Code/invalidHeader`` for a bad header.
    @usableFromInline
    func request(_ method: HTTPMethod, following url: URL, _ options: CallOptions) throws(YopuyError) -> AdapterRequest
    {
        _ = try checkedBase()
        let path = url.absoluteString
        func refuse(_ why: String) -> YopuyError {
            YopuyError(code: .invalidURL, reason: "\(path) \(why)", path: path)
        }
        guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let origin = URLComponents(url: baseURL, resolvingAgainstBaseURL: true)
        else {
            throw refuse("is not a valid URL")
        }
        guard parts.origin == origin.origin else {
            throw refuse("is on another origin than the base URL \(baseURL.absoluteString); nothing was sent")
        }
        guard parts.user == nil, parts.password == nil else {
            throw refuse("carries user information")
        }
        if let error = options.bodyError(path: path) {
            throw error
        }
        parts.fragment = nil
        if !options.query.isEmpty {
            // The URL's own parameters stay as the server wrote them, but for those the call sets.
            let names = Set(options.query.parameters.flatMap { [$0.name, PercentEncoding.segment($0.name)] })
            let current: String = parts.percentEncodedQuery ?? ""
            let own = current.split(separator: "&").filter { item in
                let name = item.prefix { $0 != "=" }
                return !names.contains(String(name))
            }
            parts.percentEncodedQuery = (own.map(String.init) + [options.query.encoded]).joined(separator: "&")
        }
        guard let target = parts.url else {
            throw refuse("is not a valid URL")
        }
        let headers = try headers(for: options)
        let query = Query(
            (parts.queryItems ?? []).map { Query.Parameter(name: $0.name, value: .string($0.value ?? "")) }
        )
        return adapterRequest(method, target, query, headers, options)
    }
}

// Repeats by design (duplicates pairs this file with itself, and with Service+Events.swift): the
// public calls' parameter lists and their one-line bodies, one overload per kind of path and
// form (callback, async), each specialised in the caller's module.

// MARK: - Callbacks

extension Service {
    /// Runs a path whose response is one value, and calls `handler` with the outcome.
    ///
    /// ```swift
    /// service.call(Post.show(1) / Comment.show(12)) { result in
    ///     switch result {
    ///     case .success(let response): print(response.value as Any)
    ///     case .failure(let error): print(error)
    ///     }
    /// }
    /// ```
    ///
    /// The handler runs exactly once, on whatever thread settles the call (possibly before
    /// `call` returns, when the request cannot be formed).
    ///
    /// - Parameters:
    ///   - path: A runnable path whose kind is ``SingularPath``.
    ///   - query: Query parameters, merged over the service's.
    ///   - headers: Header fields, merged over the service's.
    ///   - body: What to send: a ``RequestBody``, or the type the path's method takes
    ///     (``RequestMethod/Body``).
    ///   - timeout: How long to wait for an answer, clamped as ``timeout`` is; the service's
    ///     ``timeout`` if `nil`.
    ///   - handler: Receives the ``Response`` (its value parsed by `parse(singular:)`) or the
    ///     ``YopuyError`` that says what failed.
    /// - Returns: A handle that cancels the call.
    @inlinable
    @discardableResult
    public func call<Resource: ParsesSingular, Method: RequestMethod>(
        _ path: Path<Resource, SingularPath, Method>,
        query: Query = [:],
        headers: HTTPHeaders = [:],
        body: Method.Body? = nil,
        timeout: Duration? = nil,
        handler: @escaping @Sendable (Result<Response<Resource.Singular>, YopuyError>) -> Void
    ) -> CallHandle where Resource.Singular: Sendable {
        send(
            Method.httpMethod,
            path.route,
            CallOptions(path, query: query, headers: headers, body: body, timeout: timeout)
        ) { outcome in
            handler(Self.parse(outcome, with: Resource.parse(singular:)))
        }
    }

    /// Runs a path whose response is a collection, and calls `handler` with the outcome.
    ///
    /// ```swift
    /// service.call(Post.list, query: ["page": 2]) { result in
    ///     let posts = (try? result.get().value) ?? []
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - path: A runnable path whose kind is ``CollectionPath``.
    ///   - query: Query parameters, merged over the service's.
    ///   - headers: Header fields, merged over the service's.
    ///   - body: What to send: a ``RequestBody``, or the type the path's method takes
    ///     (``RequestMethod/Body``).
    ///   - timeout: How long to wait for an answer, clamped as ``timeout`` is; the service's
    ///     ``timeout`` if `nil`.
    ///   - handler: Receives the ``Response`` (its value parsed by `parse(collection:)`) or the
    ///     ``YopuyError`` that says what failed.
    /// - Returns: A handle that cancels the call.
    @inlinable
    @discardableResult
    public func call<Resource: ParsesCollection, Method: RequestMethod>(
        _ path: Path<Resource, CollectionPath, Method>,
        query: Query = [:],
        headers: HTTPHeaders = [:],
        body: Method.Body? = nil,
        timeout: Duration? = nil,
        handler: @escaping @Sendable (Result<Response<Resource.Collection>, YopuyError>) -> Void
    ) -> CallHandle where Resource.Collection: Sendable {
        send(
            Method.httpMethod,
            path.route,
            CallOptions(path, query: query, headers: headers, body: body, timeout: timeout)
        ) { outcome in
            handler(Self.parse(outcome, with: Resource.parse(collection:)))
        }
    }
}

// MARK: - async

extension Service {
    /// Runs a path whose response is one value.
    ///
    /// ```swift
    /// let comment = try await service.call(Post.show(1) / Comment.show(12)).value
    /// ```
    ///
    /// Cancelling the calling task ends the call with ``YopuyError/Code/cancelled`` and cancels
    /// the adapter's task.
    ///
    /// - Parameters:
    ///   - path: A runnable path whose kind is ``SingularPath``.
    ///   - query: Query parameters, merged over the service's.
    ///   - headers: Header fields, merged over the service's.
    ///   - body: What to send: a ``RequestBody``, or the type the path's method takes
    ///     (``RequestMethod/Body``).
    ///   - timeout: How long to wait for an answer, clamped as ``timeout`` is; the service's
    ///     ``timeout`` if `nil`.
    /// - Returns: The ``Response``, its value parsed by `parse(singular:)`, or `nil` for an
    ///   empty body.
    /// - Throws: ``YopuyError``, whose code says what failed.
    @inlinable
    public func call<Resource: ParsesSingular, Method: RequestMethod>(
        _ path: Path<Resource, SingularPath, Method>,
        query: Query = [:],
        headers: HTTPHeaders = [:],
        body: Method.Body? = nil,
        timeout: Duration? = nil
    ) async throws(YopuyError) -> Response<Resource.Singular> where Resource.Singular: Sendable {
        let answer = try await send(
            Method.httpMethod,
            path.route,
            CallOptions(path, query: query, headers: headers, body: body, timeout: timeout)
        )
        return try Self.parse(answer, with: Resource.parse(singular:))
    }

    /// Runs a path whose response is a collection.
    ///
    /// ```swift
    /// let posts = try await service.call(Post.list, query: ["tag": ["swift", "rest"]]).value ?? []
    /// ```
    ///
    /// Cancelling the calling task ends the call with ``YopuyError/Code/cancelled`` and cancels
    /// the adapter's task.
    ///
    /// - Parameters:
    ///   - path: A runnable path whose kind is ``CollectionPath``.
    ///   - query: Query parameters, merged over the service's.
    ///   - headers: Header fields, merged over the service's.
    ///   - body: What to send: a ``RequestBody``, or the type the path's method takes
    ///     (``RequestMethod/Body``).
    ///   - timeout: How long to wait for an answer, clamped as ``timeout`` is; the service's
    ///     ``timeout`` if `nil`.
    /// - Returns: The ``Response``, its value parsed by `parse(collection:)`, or `nil` for an
    ///   empty body.
    /// - Throws: ``YopuyError``, whose code says what failed.
    @inlinable
    public func call<Resource: ParsesCollection, Method: RequestMethod>(
        _ path: Path<Resource, CollectionPath, Method>,
        query: Query = [:],
        headers: HTTPHeaders = [:],
        body: Method.Body? = nil,
        timeout: Duration? = nil
    ) async throws(YopuyError) -> Response<Resource.Collection> where Resource.Collection: Sendable {
        let answer = try await send(
            Method.httpMethod,
            path.route,
            CallOptions(path, query: query, headers: headers, body: body, timeout: timeout)
        )
        return try Self.parse(answer, with: Resource.parse(collection:))
    }
}

// MARK: - Bodies of the wrong type

extension Service {
    /// Refuses a body of another type than the one the path takes, naming the mistake.
    ///
    /// A path whose resource declares its body type (``IsCreatable/CreateBody``,
    /// ``IsReplaceable/ReplaceBody``, ``IsPatchable/UpdateBody``) takes that type only; any
    /// other ends here, as a compile error that says so.
    @available(
        *,
        unavailable,
        message:
            "the body must be of the type this path takes: its resource's CreateBody, ReplaceBody or UpdateBody, or RequestBody"
    )
    public func call<Resource: ParsesSingular, Method: RequestMethod, Other: RequestBodyConvertible>(
        _ path: Path<Resource, SingularPath, Method>,
        query: Query = [:],
        headers: HTTPHeaders = [:],
        body: Other,
        timeout: Duration? = nil
    ) async throws(YopuyError) -> Response<Resource.Singular> where Resource.Singular: Sendable {
        throw Self.wrongBody(Other.self, path.route)
    }

    /// Refuses a body of another type than the one the path takes, naming the mistake.
    ///
    /// A path whose resource declares its body type (``IsCreatable/CreateBody``,
    /// ``IsReplaceable/ReplaceBody``, ``IsPatchable/UpdateBody``) takes that type only; any
    /// other ends here, as a compile error that says so.
    @available(
        *,
        unavailable,
        message:
            "the body must be of the type this path takes: its resource's CreateBody, ReplaceBody or UpdateBody, or RequestBody"
    )
    @discardableResult
    public func call<Resource: ParsesSingular, Method: RequestMethod, Other: RequestBodyConvertible>(
        _ path: Path<Resource, SingularPath, Method>,
        query: Query = [:],
        headers: HTTPHeaders = [:],
        body: Other,
        timeout: Duration? = nil,
        handler: @escaping @Sendable (Result<Response<Resource.Singular>, YopuyError>) -> Void
    ) -> CallHandle where Resource.Singular: Sendable {
        handler(.failure(Self.wrongBody(Other.self, path.route)))
        return CallHandle(nil)
    }

    /// What the unavailable overloads would answer, were they ever called.
    private static func wrongBody(_ type: Any.Type, _ route: Route) -> YopuyError {
        YopuyError(
            code: .invalidBody,
            reason: "a body of type \(type) is not what this path takes",
            path: route.encoded
        )
    }
}

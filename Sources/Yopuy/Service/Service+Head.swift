extension Service {
    /// Asks for a path's status and headers only: `HEAD` on any path that reads.
    ///
    /// ```swift
    /// let exists = try await service.head(Repository.at("library/ubuntu") / Blob.show(digest))
    /// exists.headers["Content-Length"]         // the blob's size, without its bytes
    ///
    /// let count = try await service.head(Post.list).headers["X-Total-Count"]
    /// ```
    ///
    /// Every path that `GET`s can be asked this way: `show`, `list`, an action whose method is
    /// ``GET``, the base URL itself. No parser runs and the body, if a server sent one, is not
    /// read as a value: the ``Response``'s value is always `nil`. A status outside 200..<300 fails
    /// as any call's does (a `404` says the record does not exist). ``Retry`` sends a `HEAD`
    /// again as it does a `GET`.
    ///
    /// - Parameters:
    ///   - path: A path that reads.
    ///   - query: Query parameters, merged over the service's.
    ///   - headers: Header fields, merged over the service's.
    ///   - timeout: How long to wait for an answer; the service's ``timeout`` if `nil`.
    /// - Returns: The status and headers, in a ``Response`` whose value is always `nil`.
    /// - Throws: ``YopuyError``, whose code says what failed.
    @inlinable
    public func head<Resource, Kind>(
        _ path: Path<Resource, Kind, GET>,
        query: Query = [:],
        headers: HTTPHeaders = [:],
        timeout: Duration? = nil
    ) async throws(YopuyError) -> Response<Never> {
        let options = CallOptions(path, query: query, headers: headers, body: nil, timeout: timeout)
        return try await send(.head, path.route, options).response(with: Never?.none)
    }

    /// Asks for a path's status and headers only, and calls `handler` with the outcome: the
    /// callback form of ``head(_:query:headers:timeout:)``.
    ///
    /// ```swift
    /// service.head(Post.show(1)) { result in
    ///     print((try? result.get().status) ?? 404)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - path: A path that reads.
    ///   - query: Query parameters, merged over the service's.
    ///   - headers: Header fields, merged over the service's.
    ///   - timeout: How long to wait for an answer; the service's ``timeout`` if `nil`.
    ///   - handler: Receives the status and headers, or the ``YopuyError`` that says what failed.
    /// - Returns: A handle that cancels the call.
    @inlinable
    @discardableResult
    public func head<Resource, Kind>(
        _ path: Path<Resource, Kind, GET>,
        query: Query = [:],
        headers: HTTPHeaders = [:],
        timeout: Duration? = nil,
        handler: @escaping @Sendable (Result<Response<Never>, YopuyError>) -> Void
    ) -> CallHandle {
        let options = CallOptions(path, query: query, headers: headers, body: nil, timeout: timeout)
        return send(.head, path.route, options) { outcome in
            switch outcome {
            case .answered(let answer): handler(.success(answer.borrowedResponse(with: Never?.none)))
            case .failed(let failure): handler(.failure(failure.error))
            }
        }
    }
}

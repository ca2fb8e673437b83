/// An ``HTTPAdapter`` written as one `async` method, for clients that speak `async`/`await`.
///
/// The work is cancelled with the call, so cancellation reaches your client: an async call
/// without a timeout awaits ``response(to:)`` in its own task; a call with a timeout, or a
/// callback call, runs it in a task that the ``Service`` cancels when the call is cancelled or
/// times out.
///
/// Throwing is how an adapter says it got no answer: the error reaches the caller as a
/// ``YopuyError`` with code ``YopuyError/Code/transport``.
///
/// ```swift
/// struct MyClientAdapter: AsyncHTTPAdapter {
///     let client: MyClient   // your async HTTP client
///
///     func response(to request: AdapterRequest) async throws -> AdapterResponse {
///         let answer = try await client.send(request.method.rawValue, request.url, request.body)
///         return AdapterResponse(status: answer.status, body: answer.bytes)
///     }
/// }
/// ```
public protocol AsyncHTTPAdapter: HTTPAdapter {
    /// Sends one request and returns the answer.
    ///
    /// - Parameter request: What to send: method, full URL, headers and body.
    /// - Returns: The server's answer, whatever its status.
    /// - Throws: Any error, when there is no answer; `CancellationError` when cancelled.
    func response(to request: AdapterRequest) async throws -> AdapterResponse
}

extension AsyncHTTPAdapter {
    /// Runs ``response(to:)`` in a new task and calls `callback` with its outcome.
    ///
    /// A ``Service`` does not use this: it runs ``response(to:)`` in a task it can cancel. It is
    /// here so that an async adapter can be used wherever a callback adapter can.
    public func perform(
        _ method: HTTPMethod,
        request: AdapterRequest,
        callback: @escaping @Sendable (AdapterResponse) -> Void
    ) {
        Task { callback(await responseOrError(to: request)) }
    }

    /// ``response(to:)``, with a thrown error folded into the response, once the redirections
    /// it is answered with are followed, as the request's ``AdapterRequest/redirects`` says.
    func responseOrError(to request: AdapterRequest) async -> AdapterResponse {
        let response: AdapterResponse
        do {
            response = try await self.response(to: request)
        } catch {
            return AdapterResponse(error: error)
        }
        guard AdapterRequest.isRedirection(response.status) else {
            return response
        }
        return await following(response, to: request)
    }

    /// The answer at the end of the redirections that `response`, the answer to `request`,
    /// starts (``RedirectionChain``); a ``YopuyError`` for a chain longer than the limit or a
    /// `Location` that cannot be followed. Not inlined, so that its frame is allocated only when a
    /// redirection comes.
    @inline(never)
    private func following(_ response: AdapterResponse, to request: AdapterRequest) async -> AdapterResponse {
        await RedirectionChain.follow(response, to: request) { next in
            try Task.checkCancellation()
            return try await self.response(to: next)
        }
    }
}

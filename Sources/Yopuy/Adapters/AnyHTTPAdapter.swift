/// Any adapter, behind one type: for choosing an adapter at run time.
///
/// ```swift
/// let adapter = useStub ? AnyHTTPAdapter(StubAdapter()) : AnyHTTPAdapter(URLSessionAdapter())
/// let service = Service(adapter: adapter, URL: baseURL)
/// ```
///
/// Cancellation and timeouts work as with the wrapped adapter itself: an ``AsyncHTTPAdapter``'s
/// task is cancelled, a callback adapter's late answer is ignored.
public struct AnyHTTPAdapter: StreamingHTTPAdapter {
    /// The wrapped adapter.
    public let base: any HTTPAdapter

    /// Wraps an adapter; wrapping an `AnyHTTPAdapter` again keeps its base.
    ///
    /// - Parameter base: The adapter that sends the requests.
    public init(_ base: some HTTPAdapter) {
        self.base = (base as? AnyHTTPAdapter)?.base ?? base
    }

    /// Sends the request through the wrapped adapter.
    ///
    /// - Parameter request: What to send.
    /// - Returns: The wrapped adapter's answer.
    /// - Throws: The wrapped adapter's error when there is no answer.
    public func response(to request: AdapterRequest) async throws -> AdapterResponse {
        try await base.send(request)
    }

    /// Sends the request with the adapter it holds, and returns the answer once its head has
    /// arrived: as the adapter streams it, if it can; read whole first otherwise.
    ///
    /// - Parameter request: What to send.
    /// - Returns: The status and headers, and the body to come.
    /// - Throws: The adapter's error.
    public func streamedResponse(to request: AdapterRequest) async throws -> StreamedAdapterResponse {
        if let streaming = base as? any StreamingHTTPAdapter {
            return try await streaming.streamedResponse(to: request)
        }
        let whole = try await base.send(request)
        var streamed = StreamedAdapterResponse(
            status: whole.status,
            headers: whole.headers,
            body: BodyStream(whole.body)
        )
        streamed.attempts = whole.attempts
        return streamed
    }
}

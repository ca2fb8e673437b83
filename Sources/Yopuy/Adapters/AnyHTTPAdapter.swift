/// Any adapter, behind one type: for choosing an adapter at run time.
///
/// ```swift
/// let adapter = useStub ? AnyHTTPAdapter(StubAdapter()) : AnyHTTPAdapter(URLSessionAdapter())
/// let service = Service(adapter: adapter, URL: baseURL)
/// ```
///
/// Cancellation and timeouts work as with the wrapped adapter itself: an ``AsyncHTTPAdapter``'s
/// task is cancelled, a callback adapter's late answer is ignored.
public struct AnyHTTPAdapter: AsyncHTTPAdapter {
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
}

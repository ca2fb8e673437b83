/// A service whose adapter's type is erased: what a property, a parameter or a result holds
/// when the adapter's middleware stack should not be spelled out.
///
/// ```swift
/// final class BlogClient {
///     let api: AnyService
///
///     init(tokens: some TokenProvider) {
///         var api = Service(
///             adapter: URLSessionAdapter().with(Authentication(tokens)).with(ETagCache()),
///             URL: URL(string: "https://api.example.com/v1")!
///         )
///         api.timeout = .seconds(10)
///         self.api = api.erased()
///     }
/// }
/// ```
///
/// Its adapter, an ``AnyHTTPAdapter``, is an ``AsyncHTTPAdapter``: cancelling a call or timing
/// it out cancels the wrapped adapter's work, as it would without the erasure.
public typealias AnyService = Service<AnyHTTPAdapter>

extension Service {
    /// This service with its adapter wrapped in an ``AnyHTTPAdapter``: the same base URL,
    /// headers, query, timeout, error body parser, credential headers and redirections, under a
    /// type that does not name the adapter, ``AnyService``.
    ///
    /// ```swift
    /// let api: AnyService = Service(adapter: URLSessionAdapter().with(ETagCache()), URL: baseURL).erased()
    /// ```
    ///
    /// Erasing an ``AnyService`` again returns it as it is.
    ///
    /// - Returns: The erased service, sending every request through this service's adapter.
    public func erased() -> AnyService {
        if let erased = self as? AnyService {
            return erased
        }
        var erased = AnyService(adapter: AnyHTTPAdapter(adapter), URL: baseURL)
        erased.headers = headers
        erased.query = query
        erased.timeout = timeout
        erased.errorBody = errorBody
        erased.credentialHeaders = credentialHeaders
        erased.redirects = redirects
        erased.maximumBodySize = maximumBodySize
        return erased
    }
}

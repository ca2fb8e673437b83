public import Yopuy

#if canImport(FoundationNetworking)
import Foundation
#else
public import Foundation
#endif

/// The adapter behind the documentation's `URLSessionAdapter` when DocumentationRunTests runs
/// the examples: every request goes to the stage's server for its host (``Stage``), never to
/// the network.
public struct StagedAdapter: StreamingHTTPAdapter {
    /// Header fields sent with every request that does not set them, as a session's
    /// configuration's `httpAdditionalHeaders` are.
    private let additionalHeaders: [String: String]

    /// Creates an adapter that adds `additionalHeaders` to each request.
    ///
    /// - Parameter additionalHeaders: A session configuration's `httpAdditionalHeaders`.
    public init(additionalHeaders: [AnyHashable: Any] = [:]) {
        var headers: [String: String] = [:]
        for (name, value) in additionalHeaders {
            if let name = name as? String {
                headers[name] = "\(value)"
            }
        }
        self.additionalHeaders = headers
    }

    /// The answer of the stage's server for the request's host.
    ///
    /// - Parameter request: What the service sends.
    /// - Returns: The server's status and headers, and its body to come.
    /// - Throws: `URLError.cannotFindHost` for a host the stage has no server for.
    public func streamedResponse(to request: AdapterRequest) async throws -> StreamedAdapterResponse {
        var request = request
        for (name, value) in additionalHeaders where request.headers[name] == nil {
            request.headers[name] = value
        }
        return try await Stage.server(for: request.url).streamedResponse(to: request)
    }
}

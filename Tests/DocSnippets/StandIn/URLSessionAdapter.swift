// Compiled into each program of DocumentationRunTests, beside the document's examples: declared
// in the program's own module, this `URLSessionAdapter` shadows YopuyURLSession's, which the
// examples import, so that their services talk to the stage (`Tests/DocSnippets/Stage`) instead
// of the network. It has the real one's initialisers; DocumentationTests type-checks the
// examples against the real one.

import DocStage
import Foundation
import Yopuy

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Stands for `YopuyURLSession.URLSessionAdapter`: answers from the stage.
struct URLSessionAdapter: StreamingHTTPAdapter {
    private let staged: StagedAdapter

    /// As `URLSessionAdapter()`.
    init() {
        staged = StagedAdapter()
    }

    /// As `URLSessionAdapter(configuration:)`: the configuration's `httpAdditionalHeaders` are
    /// sent.
    init(configuration: URLSessionConfiguration) {
        staged = StagedAdapter(additionalHeaders: configuration.httpAdditionalHeaders ?? [:])
    }

    /// As `URLSessionAdapter(connectionsPerHost:)`.
    init(connectionsPerHost: Int) {
        staged = StagedAdapter()
    }

    /// As `URLSessionAdapter(session:)`.
    init(session: URLSession = .shared) {
        staged = StagedAdapter()
    }

    func streamedResponse(to request: AdapterRequest) async throws -> StreamedAdapterResponse {
        try await staged.streamedResponse(to: request)
    }
}

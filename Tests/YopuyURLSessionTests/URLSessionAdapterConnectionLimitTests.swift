import Foundation
import Testing

@testable import YopuyURLSession

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("URLSessionAdapter's connections per host")
struct URLSessionAdapterConnectionLimitTests {
    @Test(
        "gives its session the limit, at least 1, and shares it with every adapter made with the same number",
        arguments: [Int.min, -1, 0, 1, 2, 6, 50, 64, 1_000]
    )
    func limit(connectionsPerHost: Int) {
        let adapter = URLSessionAdapter(connectionsPerHost: connectionsPerHost)
        #expect(adapter.session.configuration.httpMaximumConnectionsPerHost == max(1, connectionsPerHost))
        #expect(adapter.session.configuration.urlCredentialStorage == nil)
        #expect(URLSessionAdapter(connectionsPerHost: connectionsPerHost).session === adapter.session)
        #expect(adapter.session !== URLSessionAdapter().session)
        #expect(URLSessionAdapter(connectionsPerHost: max(1, connectionsPerHost) + 1).session !== adapter.session)
    }

    @Test("leaves the shared session at URLSession's default of 6")
    func sharedDefault() {
        #expect(URLSessionAdapter().session.configuration.httpMaximumConnectionsPerHost == 6)
    }
}

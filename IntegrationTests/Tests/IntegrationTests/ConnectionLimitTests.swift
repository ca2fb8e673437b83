import Foundation
import Synchronization
import Testing
import Yopuy
import YopuyAsyncHTTPClient
import YopuyURLSession

/// `connectionsPerHost` (issue #50): how many streams to one host run at once through each
/// client's adapter. Each stream holds its connection until it ends, so a stream past the limit
/// gets its first event only once another has ended.
@Suite("Connections per host")
struct ConnectionLimitTests {
    /// The most streams of `group` that the blog server had open at once.
    struct Peak: SingularRootResource, IsShowable {
        static let path = "posts/changes/peak"
        static func parse(singular data: Data) throws -> Int {
            try #require(Int(String(decoding: data, as: UTF8.self)))
        }
    }

    /// Reads `count` streams at once through `adapter`, each held open by the server until
    /// `together` of them have been open at the same time (30 s at most), and returns the most
    /// that the server had open at once.
    func peak(
        _ count: Int,
        together: Int,
        through adapter: AnyHTTPAdapter,
        at base: URL
    ) async throws -> Int {
        let service = Service(adapter: adapter, URL: base)
        let group = UUID().uuidString
        let query: Query = ["count": 1, "hold": 30_000, "together": together, "group": group]
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            for _ in 0..<count {
                tasks.addTask {
                    var events = 0
                    for try await _ in try await service.events(Post.Changes.action, query: query) {
                        events += 1
                    }
                    #expect(events == 1)
                }
            }
            try await tasks.waitForAll()
        }
        return try #require(
            try await Service(adapter: adapter, URL: base).call(Peak.show, query: ["group": group]).value
        )
    }

    func adapter(_ client: Client, connectionsPerHost: Int) -> AnyHTTPAdapter {
        switch client {
        case .urlSession: AnyHTTPAdapter(URLSessionAdapter(connectionsPerHost: connectionsPerHost))
        case .asyncHTTPClient: AnyHTTPAdapter(AsyncHTTPClientAdapter(connectionsPerHost: connectionsPerHost))
        }
    }

    /// With room for every stream, all are open at once; past the limit, as many as the limit,
    /// never more: the server counts the streams it has open, so a loaded machine, however slow,
    /// cannot change the answer (#47's rule). A client that ran fewer at once than its limit
    /// would keep the server waiting for 30 s, and then be told so.
    @Test(
        "as many streams are open at once as the limit lets run",
        arguments: Client.allCases,
        [(streams: 5, limit: 5), (streams: 3, limit: 2), (streams: 4, limit: 1)]
    )
    func limit(client: Client, case: (streams: Int, limit: Int)) async throws {
        try await withServer(.blog) { base in
            let together = min(`case`.streams, `case`.limit)
            let peak = try await peak(
                `case`.streams,
                together: together,
                through: adapter(client, connectionsPerHost: `case`.limit),
                at: base
            )
            #expect(peak == together)
        }
    }
}

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
    /// When each of `count` streams, held open `hold` milliseconds after their one event, got
    /// that event and ended, read at once through `adapter`.
    func timeline(
        _ count: Int,
        holding hold: Int,
        through adapter: AnyHTTPAdapter,
        at base: URL
    ) async throws
        -> [(first: ContinuousClock.Instant, end: ContinuousClock.Instant)]
    {
        let service = Service(adapter: adapter, URL: base)
        return try await withThrowingTaskGroup(of: (ContinuousClock.Instant, ContinuousClock.Instant).self) { group in
            for _ in 0..<count {
                group.addTask {
                    var first: ContinuousClock.Instant?
                    for try await _ in try await service.events(Post.Changes.action, query: ["count": 1, "hold": hold])
                    {
                        first = first ?? .now
                    }
                    return (try #require(first), .now)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }

    func adapter(_ client: Client, connectionsPerHost: Int) -> AnyHTTPAdapter {
        switch client {
        case .urlSession: AnyHTTPAdapter(URLSessionAdapter(connectionsPerHost: connectionsPerHost))
        case .asyncHTTPClient: AnyHTTPAdapter(AsyncHTTPClientAdapter(connectionsPerHost: connectionsPerHost))
        }
    }

    /// With room for every stream, each gets its event before any ends; past the limit, only
    /// as many as the limit do, and the others wait for one to end.
    @Test(
        "as many streams get their first event before any ends as the limit lets run",
        arguments: Client.allCases,
        [(streams: 5, limit: 5), (streams: 3, limit: 2), (streams: 4, limit: 1)]
    )
    func limit(client: Client, case: (streams: Int, limit: Int)) async throws {
        try await withServer(.blog) { base in
            let streams = try await timeline(
                `case`.streams,
                holding: 1_500,
                through: adapter(client, connectionsPerHost: `case`.limit),
                at: base
            )
            let firstEnd = try #require(streams.map(\.end).min())
            #expect(streams.filter { $0.first < firstEnd }.count == min(`case`.streams, `case`.limit))
        }
    }
}

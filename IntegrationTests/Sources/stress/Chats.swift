import Foundation
import Yopuy
import YopuyAsyncHTTPClient
import YopuyURLSession

extension Post {
    /// `GET /posts/changes?count=1&hold=MS`: one post as a server-sent event, then a stream held
    /// open for MS milliseconds, as a chat's answer is.
    enum Changes: CollectionAction {
        typealias Target = Post
        typealias Method = GET
        typealias Kind = EventStreamPath
        static let path = "changes"
        static func parse(singular data: Data) throws -> Post { try JSONDecoder().decode(Post.self, from: data) }
        static func parse(event: ServerSentEvent) throws -> Post? {
            event.event == "ping" ? nil : try parse(singular: Data(event.data.utf8))
        }
    }
}

/// Fifty chats at once (issue #50, item 2): `streams` event streams of `hold` seconds each, read to
/// their end at the same time, through the client's shared adapter (its default per-host limit,
/// measured with `--with-default`) and through one made with `connectionsPerHost: streams`.
/// Passes when the raised limit runs them all within twice one stream's time.
func chats(client: String, base: URL, streams: Int, seconds hold: Int, withDefault: Bool) async -> Bool {
    func adapter(connectionsPerHost: Int?) -> AnyHTTPAdapter {
        switch (client, connectionsPerHost) {
        case ("urlsession", nil): AnyHTTPAdapter(URLSessionAdapter())
        case ("urlsession", let limit?): AnyHTTPAdapter(URLSessionAdapter(connectionsPerHost: limit))
        case (_, nil): AnyHTTPAdapter(AsyncHTTPClientAdapter())
        case (_, let limit?): AnyHTTPAdapter(AsyncHTTPClientAdapter(connectionsPerHost: limit))
        }
    }
    /// The time `count` streams take together, read to their end.
    func run(_ count: Int, through adapter: AnyHTTPAdapter) async throws -> Duration {
        let service = Service(adapter: adapter, URL: base)
        let start = ContinuousClock.now
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<count {
                group.addTask {
                    let stream = try await service.events(
                        Post.Changes.action,
                        query: ["count": 1, "hold": hold * 1_000]
                    )
                    return try await stream.reduce(0) { count, _ in count + 1 }
                }
            }
            for try await events in group where events != 1 {
                throw Failure("a stream carried \(events) events, not 1")
            }
        }
        return ContinuousClock.now - start
    }
    func shown(_ duration: Duration) -> String {
        String(format: "%.1f s", seconds(duration))
    }
    do {
        let one = try await run(1, through: adapter(connectionsPerHost: streams))
        say("one stream: \(shown(one))")
        if withDefault {
            let queued = try await run(streams, through: adapter(connectionsPerHost: nil))
            say(
                "\(streams) streams, the client's default limit: \(shown(queued)) (\(String(format: "%.1f", queued / one))x one)"
            )
        }
        let raised = try await run(streams, through: adapter(connectionsPerHost: streams))
        let ratio = raised / one
        let passed = ratio <= 2
        say(
            "\(streams) streams, connectionsPerHost: \(streams): \(shown(raised)) "
                + "(\(String(format: "%.2f", ratio))x one; target at most 2x) \(passed ? "ok" : "MISSED")"
        )
        return passed
    } catch {
        say("chats failed: \(error)")
        return false
    }
}

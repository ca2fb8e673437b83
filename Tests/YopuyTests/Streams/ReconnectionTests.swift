import BlogModel
import Foundation
import Testing
import Yopuy

/// What one connection of a scripted event stream does, after the events it sends.
private enum Ending: Sendable, Equatable {
    /// The connection drops: the body fails.
    case drop
    /// The server ends the stream cleanly.
    case end
    /// The request gets no answer at all (a refused connection).
    case refused
    /// The request is answered with this status and no stream.
    case status(Int)
    /// The request is answered with `200` and this `Content-Type`.
    case type(String)
}

/// A server of posts 1 to `total` as events, each connection going on after the request's
/// `Last-Event-ID` with `sizes[n]` events and then `endings[n]`; past the script, or once every
/// post is sent, it answers `204 No Content`. Records each request's `Last-Event-ID`.
private final class ScriptedFeed: Sendable {
    let total: Int
    let script: [(size: Int, ending: Ending)]
    let retry: Int?
    let lastEventIDs = Recorder<String?>()

    init(total: Int, script: [(size: Int, ending: Ending)], retry: Int? = nil) {
        self.total = total
        self.script = script
        self.retry = retry
    }

    var adapter: FakeStreamingAdapter {
        FakeStreamingAdapter { [self] request in
            let connection = lastEventIDs.record(request.headers["Last-Event-ID"]) - 1
            let after = request.headers["Last-Event-ID"].flatMap { Int($0) } ?? 0
            guard connection < script.count, after < total else {
                return StreamedAdapterResponse(status: 204, headers: [:], body: BodyStream(Data()))
            }
            let (size, ending) = script[connection]
            switch ending {
            case .refused:
                throw URLError(.cannotConnectToHost)
            case .status(let status):
                return StreamedAdapterResponse(status: status, headers: [:], body: BodyStream(Data("no".utf8)))
            case .type(let type):
                return StreamedAdapterResponse(status: 200, headers: ["Content-Type": type], body: BodyStream(Data()))
            case .drop, .end:
                var parts = retry.map { [": hello\nretry: \($0)\n\n"] } ?? []
                for id in (after + 1)..<min(total, after + size) + 1 where size > 0 {
                    parts.append("id: \(id)\ndata: {\"id\": \(id), \"title\": \"Post \(id)\"}\n\n")
                    parts.append("event: ping\ndata:\n\n")
                }
                // A drop may cut an event in two: its first half never reaches the caller.
                if ending == .drop {
                    parts.append("id: \(after + size + 1)\ndata: {\"id\": ")
                }
                return StreamedAdapterResponse(
                    status: 200,
                    headers: ["Content-Type": "text/event-stream"],
                    body: streamedBody(parts, end: ending == .drop ? URLError(.networkConnectionLost) : nil)
                )
            }
        }
    }
}

@Suite("Event streams: reconnection")
struct ReconnectionTests {
    /// Tiny waits, so that generated cases run fast.
    static let quick = Reconnection(attempts: 3, delay: .milliseconds(1), maximumDelay: .milliseconds(4))

    @Test("off unless asked: a dropped stream throws, an ended one ends, and nothing is sent again")
    func offUnlessAsked() async throws {
        let dropped = ScriptedFeed(total: 5, script: [(2, .drop)])
        var seen: [Int] = []
        await #expect(throws: URLError.self) {
            for try await post in try await service(dropped.adapter).events(Post.Changes.action) {
                seen.append(post.value.id)
            }
        }
        #expect(seen == [1, 2])
        let ended = ScriptedFeed(total: 5, script: [(2, .end)])
        let posts = try await service(ended.adapter).events(Post.Changes.action).reduce(into: []) { $0.append($1) }
        #expect(posts.map(\.value.id) == [1, 2])
        #expect(posts.map(\.reconnections) == [0, 0])
        #expect(dropped.lastEventIDs.values == [nil])
        #expect(ended.lastEventIDs.values == [nil])
    }

    /// What a stream reading `feed` with `bounds` gives, by the rules `Reconnection` states:
    /// the posts, each with the reconnections before it, the `Last-Event-ID` of each request,
    /// and how it ends (`nil` for an end, else the ending that is thrown).
    private static func model(
        of feed: ScriptedFeed,
        _ bounds: Reconnection
    )
        -> (ids: [Int], reconnections: [Int], sent: [String?], thrown: Ending?)
    {
        var ids: [Int] = []
        var reconnections: [Int] = []
        var sent: [String?] = []
        var lastID: Int?
        var failures = 0
        var opened = 0
        func request() -> Ending? {
            sent.append(lastID.map(String.init))
            let connection = sent.count - 1
            guard connection < feed.script.count, (lastID ?? 0) < feed.total else {
                return nil
            }
            return feed.script[connection].ending
        }
        var current = request()
        while true {
            let size = feed.script[sent.count - 1].size
            let after = lastID ?? 0
            for id in (after + 1)..<(min(feed.total, after + size) + 1) where size > 0 {
                ids.append(id)
                reconnections.append(opened)
                lastID = id
                failures = 0
            }
            var lastFailure: Ending? = current == .drop ? .drop : nil
            reconnecting: while true {
                guard failures < bounds.attempts else {
                    return (ids, reconnections, sent, lastFailure)
                }
                failures += 1
                current = request()
                switch current {
                case nil:
                    return (ids, reconnections, sent, nil)
                case .drop, .end:
                    opened += 1
                    break reconnecting
                case .refused:
                    lastFailure = .refused
                case .status(let status) where status >= 500:
                    lastFailure = current
                default:
                    return (ids, reconnections, sent, current)
                }
            }
        }
    }

    @Test(
        "generated feeds: the posts, the IDs sent and the end are what the rules say",
        arguments: 0..<150
    )
    func generated(seed: Int) async throws {
        var generator = SeededGenerator(seed: UInt64(seed))
        let endings: [Ending] = [.drop, .end, .refused, .status(503), .status(404), .type("text/html")]
        let script: [(size: Int, ending: Ending)] = (0..<Int.random(in: 1...8, using: &generator)).map { index in
            // The first request's failures throw from `events` itself, as without reconnection.
            let ending =
                index == 0
                ? [Ending.drop, .end].randomElement(using: &generator) ?? .drop
                : endings.randomElement(using: &generator) ?? .drop
            return (Int.random(in: 0...4, using: &generator), ending)
        }
        let feed = ScriptedFeed(total: Int.random(in: 1...10, using: &generator), script: script)
        let expected = Self.model(of: feed, Self.quick)
        var posts: [ParsedEvent<Post>] = []
        var thrown: (any Error)?
        do {
            let stream = try await service(feed.adapter).events(Post.Changes.action, reconnecting: Self.quick)
            for try await post in stream {
                posts.append(post)
            }
        } catch {
            thrown = error
        }
        let context: Testing.Comment = "seed \(seed), \(feed.total) posts, \(script)"
        #expect(posts.map(\.value.id) == expected.ids, context)
        #expect(posts.map(\.reconnections) == expected.reconnections, context)
        #expect(posts.map(\.id) == expected.ids.map(String.init), context)
        #expect(feed.lastEventIDs.values == expected.sent, context)
        switch expected.thrown {
        case nil:
            #expect(thrown == nil, context)
        case .drop:
            #expect((thrown as? URLError)?.code == .networkConnectionLost, context)
        case .refused:
            #expect((thrown as? YopuyError)?.code == .transport, context)
        case .status(let status):
            #expect((thrown as? YopuyError)?.status == status, context)
        case .type:
            #expect((thrown as? YopuyError)?.code == .parseFailure, context)
        case .end:
            Issue.record("the model never throws an end")
        }
    }

    @Test("after a 4xx or a refused type, no further request; after 5xx and no answer, another")
    func whichFailuresRetry() async throws {
        let feed = ScriptedFeed(
            total: 9,
            script: [(2, .drop), (0, .refused), (0, .status(503)), (1, .end), (0, .status(401))]
        )
        var ids: [Int] = []
        var reconnections: [Int] = []
        let error = await #expect(throws: YopuyError.self) {
            for try await post in try await service(feed.adapter).events(Post.Changes.action, reconnecting: Self.quick)
            {
                ids.append(post.value.id)
                reconnections.append(post.reconnections)
            }
        }
        #expect(error?.status == 401)
        #expect(ids == [1, 2, 3])
        #expect(reconnections == [0, 0, 1])
        #expect(feed.lastEventIDs.values == [nil, "2", "2", "2", "3"])
    }

    @Test("the attempts are bounded: after them, the last failure is thrown")
    func bounded() async throws {
        let feed = ScriptedFeed(total: 9, script: [(1, .drop)] + Array(repeating: (0, .refused), count: 10))
        var ids: [Int] = []
        let error = await #expect(throws: YopuyError.self) {
            for try await post in try await service(feed.adapter).events(Post.Changes.action, reconnecting: Self.quick)
            {
                ids.append(post.value.id)
            }
        }
        #expect(error?.code == .transport)
        #expect(ids == [1])
        #expect(feed.lastEventIDs.values == [nil, "1", "1", "1"])
    }

    @Test("a 204 ends the stream; the caller's lastEventID is sent until the stream sets one")
    func noContentEnds() async throws {
        let feed = ScriptedFeed(total: 3, script: [(0, .drop), (3, .end)])
        let posts = try await service(feed.adapter)
            .events(Post.Changes.action, lastEventID: "0", reconnecting: Self.quick)
            .reduce(into: [ParsedEvent<Post>]()) { $0.append($1) }
        #expect(posts.map(\.value.id) == [1, 2, 3])
        #expect(posts.map(\.reconnections) == [1, 1, 1])
        #expect(feed.lastEventIDs.values == ["0", "0", "3"])
    }

    @Test("waits the stream's retry, doubled for each failed attempt, at most the maximum")
    func waits() {
        let bounds = Reconnection(attempts: 9, delay: .seconds(3), maximumDelay: .seconds(20))
        #expect((1...6).map { bounds.wait(before: $0, asked: nil) } == [3, 6, 12, 20, 20, 20].map { .seconds($0) })
        #expect(bounds.wait(before: 1, asked: .milliseconds(500)) == .milliseconds(500))
        #expect(bounds.wait(before: 3, asked: .milliseconds(500)) == .seconds(2))
        #expect(bounds.wait(before: 1, asked: .milliseconds(Int64.max)) == .seconds(20))
        #expect(bounds.wait(before: Int.max, asked: .milliseconds(1)) == .seconds(20))
        #expect(Reconnection(attempts: -4, delay: .seconds(-1)).attempts == 1)
        #expect(Reconnection(attempts: -4, delay: .seconds(-1)).wait(before: 1, asked: nil) == .zero)
    }
}

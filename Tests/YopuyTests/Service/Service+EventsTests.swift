import BlogModel
import Foundation
import Testing
import Yopuy

/// A streaming adapter that answers every request with `parts`, as chunks, and `headers`, and
/// records each request's headers.
private func answering(
    _ parts: [String],
    status: Int = 200,
    headers: HTTPHeaders = ["Content-Type": "text/event-stream"],
    requests: Recorder<HTTPHeaders>? = nil
) -> FakeStreamingAdapter {
    FakeStreamingAdapter { request in
        requests?.record(request.headers)
        return StreamedAdapterResponse(status: status, headers: headers, body: streamedBody(parts))
    }
}

/// A chat-completion chunk, and the action that streams them, ending with OpenAI's `[DONE]`.
private struct Token: Decodable, Sendable, Equatable {
    var text: String
}

private enum Completions: CollectionAction {
    typealias Target = Post
    typealias Method = POST
    typealias Kind = EventStreamPath
    static let path = "complete"
    static func parse(singular data: Data) throws -> Token { try JSONDecoder().decode(Token.self, from: data) }
    static func parse(event: ServerSentEvent) throws -> Token? {
        event.data == "[DONE]" ? nil : try parse(singular: Data(event.data.utf8))
    }
}

@Suite("Service: event and line streams")
struct ServiceEventsTests {
    @Test("an event stream's path says so in its type, and its events arrive parsed, with their fields")
    func events() async throws {
        let path: Path<Post.Changes, EventStreamPath, GET> = Post.Changes.action
        #expect(path.description == "GET posts/changes")
        let requests = Recorder<HTTPHeaders>()
        let adapter = answering(
            [
                "retry: 2500\nid: 7\ndata: {\"id\": 1, \"ti", "tle\": \"One\"}\n\n",
                "event: ping\ndata: \n\n: a comment\n",
                "event: edited\r\ndata: {\"id\": 2,\r\ndata: \"title\": \"Two\"}\r\n\r\n",
            ],
            requests: requests
        )
        let stream = try await service(adapter).events(path)
        #expect(stream.status == 200)
        var seen: [ParsedEvent<Post>] = []
        for try await event in stream {
            seen.append(event)
        }
        #expect(seen.map(\.value) == [Post(id: 1, title: "One"), Post(id: 2, title: "Two")])
        #expect(seen.map(\.event) == ["message", "edited"])
        #expect(seen.map(\.id) == ["7", "7"])
        #expect(seen.map(\.retry) == [.milliseconds(2500), .milliseconds(2500)])
        #expect(requests.values.map { $0["Accept"] } == ["text/event-stream"])
        #expect(requests.values.map { $0["Last-Event-ID"] } == [nil])
    }

    @Test("a reconnect sends the last event's ID; the caller's Accept wins over the default")
    func reconnect() async throws {
        let requests = Recorder<HTTPHeaders>()
        let adapter = answering(["id: 8\ndata: {\"id\": 3, \"title\": \"Three\"}\n\n"], requests: requests)
        let stream = try await service(adapter).events(
            Post.Changes.action,
            headers: ["Accept": "text/event-stream, application/json;q=0.5"],
            lastEventID: "7"
        )
        let ids = try await stream.reduce(into: [String?]()) { $0.append($1.id) }
        #expect(ids == ["8"])
        #expect(requests.values.map { $0["Last-Event-ID"] } == ["7"])
        #expect(requests.values.map { $0["Accept"] } == ["text/event-stream, application/json;q=0.5"])
    }

    @Test("a last event ID with a line break is refused before anything is sent")
    func badLastEventID() async throws {
        let requests = Recorder<HTTPHeaders>()
        let adapter = answering([], requests: requests)
        let error = await #expect(throws: YopuyError.self) {
            _ = try await service(adapter).events(Post.Changes.action, lastEventID: "7\r\nX-Evil: 1")
        }
        #expect(error?.code == .invalidHeader)
        #expect(requests.values.isEmpty)
    }

    @Test("the resource's event parser skips what carries no value: OpenAI's [DONE]")
    func skipped() async throws {
        let adapter = answering(["data: {\"text\": \"Hel\"}\n\ndata: {\"text\": \"lo\"}\n\ndata: [DONE]\n\n"])
        let stream = try await service(adapter).events(
            Completions.action,
            body: RequestBody(Data("{}".utf8), contentType: "application/json")
        )
        let tokens = try await stream.reduce(into: "") { $0 += $1.value.text }
        #expect(tokens == "Hello")
    }

    @Test("an event the parser rejects ends the stream with a parse failure holding its data")
    func rejected() async throws {
        let adapter = answering(["data: {\"id\": 1, \"title\": \"One\"}\n\ndata: not json\n\n"])
        var titles: [String] = []
        let error = await #expect(throws: YopuyError.self) {
            for try await event in try await service(adapter).events(Post.Changes.action) {
                titles.append(event.value.title)
            }
        }
        #expect(titles == ["One"])
        #expect(error?.code == .parseFailure)
        #expect(error?.body == Data("not json".utf8))
        #expect(error?.path == "posts/changes")
    }

    @Test(
        "an answer of another type is refused, with its body; parameters and a missing type are fine",
        arguments: [
            ("application/json", false),
            ("text/event-stream; charset=utf-8", true),
            ("Text/Event-Stream", true),
            (nil, true),
        ] as [(String?, Bool)]
    )
    func contentType(_ type: String?, accepted: Bool) async throws {
        var headers: HTTPHeaders = [:]
        headers["Content-Type"] = type
        let adapter = answering(["{\"error\": \"no stream here\"}"], headers: headers)
        if accepted {
            let stream = try await service(adapter).events(Post.Changes.action)
            #expect(try await stream.reduce(0) { count, _ in count + 1 } == 0)
        } else {
            let error = await #expect(throws: YopuyError.self) {
                _ = try await service(adapter).events(Post.Changes.action)
            }
            #expect(error?.code == .parseFailure)
            #expect(error?.reason == "the answer is application/json, not text/event-stream")
            #expect(error?.body == Data("{\"error\": \"no stream here\"}".utf8))
        }
    }

    @Test("a refused status throws as a call does")
    func refusedStatus() async throws {
        let adapter = answering(["gone"], status: 410, headers: [:])
        let error = await #expect(throws: YopuyError.self) {
            _ = try await service(adapter).events(Post.Changes.action)
        }
        #expect(error?.code == .unacceptableStatus)
        #expect(error?.status == 410)
    }

    @Test("the first event reaches the caller while the server holds the stream open")
    func live() async throws {
        let stops = Recorder<String>()
        let adapter = FakeStreamingAdapter { _ in
            let (body, continuation) = BodyStream.makeStream(onTermination: { stops.record("stopped") })
            continuation.yield(Data("data: {\"id\": 1, \"title\": \"First\"}\n\n".utf8))
            return StreamedAdapterResponse(status: 200, headers: ["Content-Type": "text/event-stream"], body: body)
        }
        var first: Post?
        for try await event in try await service(adapter).events(Post.Changes.action) {
            first = event.value
            break
        }
        #expect(first == Post(id: 1, title: "First"))
        #expect(stops.values == ["stopped"])
    }

    @Test("a JSON lines path reads one value per line, blank lines skipped, under any parent")
    func lines() async throws {
        let path: Path<Post.Export, JSONLinesPath, GET> = Post.Export.action
        let adapter = answering(
            [
                "{\"id\": 1, \"title\": \"One\"}\n\n{\"id\": 2,",
                " \"title\": \"Two\"}\r\n{\"id\": 3, \"title\": \"Three\"}",
            ],
            headers: ["Content-Type": "application/x-ndjson"]
        )
        let stream = try await service(adapter).lines(path)
        let titles = try await stream.reduce(into: [String]()) { $0.append($1.title) }
        #expect(titles == ["One", "Two", "Three"])
        #expect(adapter.calls.values == ["streamed http://api.test/v1/posts/export"])
    }

    @Test("a line the parser rejects ends the stream with a parse failure holding the line")
    func rejectedLine() async throws {
        let adapter = answering(["{\"id\": 1, \"title\": \"One\"}\n[1, 2]\n"], headers: [:])
        let error = await #expect(throws: YopuyError.self) {
            for try await _ in try await service(adapter).lines(Post.Export.action) {}
        }
        #expect(error?.code == .parseFailure)
        #expect(error?.body == Data("[1, 2]".utf8))
    }

    @Test("with an adapter that cannot stream, the events arrive all the same, once the body has")
    func buffered() async throws {
        let adapter = FakeAdapter.answering(
            200,
            "data: {\"id\": 5, \"title\": \"Five\"}\n\n",
            headers: ["Content-Type": "text/event-stream"]
        )
        let stream = try await service(adapter).events(Post.Changes.action)
        #expect(try await stream.reduce(into: [Int]()) { $0.append($1.value.id) } == [5])
    }
}

import BlogModel
import Foundation
import Testing
import Yopuy
import YopuyTesting

@Suite("StubAdapter: streamed answers")
struct StubAdapterStreamTests {
    /// The sizes of the chunks of `body`, and their bytes.
    func read(_ body: BodyStream) async throws -> ([Int], Data) {
        var sizes: [Int] = []
        var data = Data()
        for try await chunk in body {
            sizes.append(chunk.count)
            data.append(chunk)
        }
        return (sizes, data)
    }

    @Test("a chunked body arrives in its chunks to a stream, whole to a call")
    func chunked() async throws {
        let body = Data((0..<10).map { UInt8($0) })
        let api = try service(StubAdapter().on(Post.list, StubResponse(body: body).chunked(into: 4)))
        let (sizes, data) = try await read(api.stream(Post.list).body)
        #expect(sizes == [4, 4, 2])
        #expect(data == body)
        let error = await #expect(throws: YopuyError.self) { _ = try await api.call(Post.list) }
        #expect(error?.code == .parseFailure)
        #expect(error?.body == body)
    }

    @Test("an interrupted body hands over its bytes, then throws; a call fails as a transport error")
    func interrupted() async throws {
        let api = try service(
            StubAdapter().on(Post.list, StubResponse(body: Data(count: 100)).chunked(into: 30).interrupted(after: 40))
        )
        var received = 0
        await #expect(throws: URLError.self) {
            for try await chunk in try await api.stream(Post.list).body {
                received += chunk.count
            }
        }
        #expect(received == 40)
        let error = await #expect(throws: YopuyError.self) { _ = try await api.call(Post.list) }
        #expect(error?.code == .transport)
    }

    @Test("ranges are served as a 206, a range past the end as a 416, and a resumable download continues with them")
    func ranges() async throws {
        let body = Data("0123456789".utf8)
        let whole = StubResponse(headers: ["ETag": "\"v1\""], body: body).servingRanges()
        let api = try service(StubAdapter().on(Post.list, whole))
        let part = try await api.stream(Post.list, headers: ["Range": "bytes=3-5"])
        #expect(part.status == 206)
        #expect(part.headers["Content-Range"] == "bytes 3-5/10")
        #expect(try await read(part.body).1 == Data("345".utf8))
        let past = await #expect(throws: YopuyError.self) {
            _ = try await api.stream(Post.list, headers: ["Range": "bytes=10-"])
        }
        #expect(past?.status == 416)
        let changed = try await api.stream(Post.list, headers: ["Range": "bytes=3-", "If-Range": "\"v0\""])
        #expect(changed.status == 200)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yopuy-stub-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = folder.appendingPathComponent("digits")
        let cut = try service(StubAdapter().on(Post.list, whole.chunked(into: 2).interrupted(after: 6)))
        await #expect(throws: YopuyError.self) {
            _ = try await cut.download(Post.list, to: destination, resumable: true)
        }
        let resumed = try await api.download(Post.list, to: destination, resumable: true)
        #expect(resumed.status == 206)
        #expect(try Data(contentsOf: destination) == body)
    }

    @Test("events and JSON lines, chunked anywhere, decode as they were written")
    func liveStreams() async throws {
        /// `GET /events` and `GET /lines`.
        struct Feed: SingularRootResource, IsShowable {
            static let path = "events"
            static func parse(singular data: Data) throws -> Data { data }
        }
        struct Lines: SingularRootResource, IsShowable {
            static let path = "lines"
            static func parse(singular data: Data) throws -> Data { data }
        }
        let events = [
            ServerSentEvent(data: "first"),
            ServerSentEvent(event: "update", data: "two\nlines", id: "7", retry: .milliseconds(1_500)),
        ]
        let api = try service(
            StubAdapter()
                .on(Feed.show, StubResponse.events(events).chunked(into: 5, every: .milliseconds(1)))
                .on(Lines.show, StubResponse.jsonLines([#"{"id": 1}"#, #"{"id": 2}"#]).chunked(into: 3))
        )
        let feed = try await api.stream(Feed.show)
        #expect(feed.headers["Content-Type"] == "text/event-stream")
        var read: [ServerSentEvent] = []
        for try await event in feed.body.serverSentEvents() {
            read.append(event)
        }
        #expect(
            read == [
                events[0], ServerSentEvent(event: "update", data: "two\nlines", id: "7", retry: .milliseconds(1_500)),
            ]
        )
        var lines: [String] = []
        for try await line in try await api.stream(Lines.show).body.jsonLines() {
            lines.append(String(decoding: line, as: UTF8.self))
        }
        #expect(lines == [#"{"id": 1}"#, #"{"id": 2}"#])
    }
}

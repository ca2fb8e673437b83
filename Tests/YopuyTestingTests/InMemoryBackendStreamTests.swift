import BlogModel
import Foundation
import Synchronization
import Testing
import Yopuy
import YopuyTesting

/// A backend serving posts, their comments, and the posts' event stream and JSON lines export.
private func streamingBackend() -> InMemoryBackend {
    let backend = InMemoryBackend(serving: Post.self, Comment.self, Post.Changes.self, Post.Export.self)
    for id in 1...3 {
        backend.insert(["id": .int(id), "title": .string("Post \(id)")], at: Post.show(id))
    }
    return backend
}

@Suite("InMemoryBackend: streamed answers")
struct InMemoryBackendStreamTests {
    @Test("a streamed answer arrives in chunks of the backend's chunk size; a call reads it whole")
    func chunked() async throws {
        let backend = streamingBackend()
        backend.chunkSize = 10
        let api = try service(backend)
        let whole = try await api.call(Post.list)
        var sizes: [Int] = []
        var bytes = Data()
        for try await chunk in try await api.stream(Post.list).body {
            sizes.append(chunk.count)
            bytes.append(chunk)
        }
        #expect(bytes == whole.body)
        #expect(sizes.count == (whole.body.count + 9) / 10)
        #expect(sizes.dropLast().allSatisfy { $0 == 10 })
    }

    @Test("a collection action whose kind is an event stream streams the records, numbered, after Last-Event-ID")
    func events() async throws {
        let api = try service(streamingBackend())
        let all = try await api.events(Post.Changes.action)
        #expect(all.headers["Content-Type"] == "text/event-stream")
        let seen = try await all.reduce(into: [ParsedEvent<Post>]()) { $0.append($1) }
        #expect(seen.map(\.value.title) == ["Post 1", "Post 2", "Post 3"])
        #expect(seen.map(\.id) == ["1", "2", "3"])
        let rest = try await api.events(Post.Changes.action, lastEventID: "2")
        #expect(try await rest.reduce(into: [Int]()) { $0.append($1.value.id) } == [3])
    }

    @Test("a handler's array is the stream's values; a JSON lines action streams them a line each")
    func handledAndLines() async throws {
        let backend = streamingBackend()
        backend.handle(Post.Changes.self) { context in
            .array(context.records.reversed())
        }
        backend.chunkSize = 5
        let api = try service(backend)
        let changes = try await api.events(Post.Changes.action)
        #expect(try await changes.reduce(into: [Int]()) { $0.append($1.value.id) } == [3, 2, 1])
        let lines = try await api.lines(Post.Export.action)
        #expect(lines.headers["Content-Type"] == "application/x-ndjson")
        #expect(try await lines.reduce(into: [String]()) { $0.append($1.title) } == ["Post 1", "Post 2", "Post 3"])
    }

    @Test("a GET answers a Range with 206 and the part asked for, 416 past the end, and the whole on another If-Range")
    func ranges() async throws {
        let api = try service(streamingBackend())
        let whole = try await api.call(Post.show(1))
        let tag = try #require(whole.headers["ETag"])
        #expect(whole.headers["Accept-Ranges"] == "bytes")
        let part = try await api.stream(Post.show(1), headers: ["Range": "bytes=5-", "If-Range": tag])
        #expect(part.status == 206)
        #expect(try await part.body.collect(upTo: .max) == whole.body.dropFirst(5))
        #expect(part.headers["Content-Range"] == "bytes 5-\(whole.body.count - 1)/\(whole.body.count)")
        let stale = try await api.stream(Post.show(1), headers: ["Range": "bytes=5-", "If-Range": "\"old\""])
        #expect(stale.status == 200)
        let past = await #expect(throws: YopuyError.self) {
            _ = try await api.stream(Post.show(1), headers: ["Range": "bytes=\(whole.body.count)-"])
        }
        #expect(past?.status == 416)
    }

    @Test("a download resumes from the bytes on disk, through the backend's ranges")
    func resumedDownload() async throws {
        let backend = streamingBackend()
        backend.insert(["id": 4, "title": .string(String(repeating: "long ", count: 2_000))], at: Post.show(4))
        backend.chunkSize = 1_000
        let api = try service(backend)
        let whole = try await api.call(Post.show(4)).body
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yopuy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = folder.appendingPathComponent("post.json")
        let cut = Task {
            try await api.download(Post.show(4), to: destination, resumable: true) { progress in
                if progress.completed >= 3_000 {
                    withUnsafeCurrentTask { $0?.cancel() }
                }
            }
        }
        _ = await cut.result
        #expect(!FileManager.default.fileExists(atPath: destination.path))
        let progress = Recorder<TransferProgress>()
        let finished = try await api.download(Post.show(4), to: destination, resumable: true) { progress.record($0) }
        #expect(try Data(contentsOf: destination) == whole)
        #expect(finished.byteCount == Int64(whole.count))
        #expect((progress.values.first?.completed ?? 0) > 3_000)
    }

    @Test("an upload from a body source is read by the backend, its progress reported")
    func upload() async throws {
        let api = try service(streamingBackend())
        let seen = Recorder<TransferProgress>()
        let chunks = AsyncStream<Data> { continuation in
            continuation.yield(Data(#"{"title": "#.utf8))
            continuation.yield(Data(#""Streamed"}"#.utf8))
            continuation.finish()
        }
        let body = RequestBody(
            BodySource.chunks(chunks).reportingProgress { seen.record($0) },
            contentType: "application/json"
        )
        let created = try await api.call(Post.create, body: body)
        #expect(created.value?.title == "Streamed")
        #expect(seen.values.last?.completed == 21)
    }
}

/// Collects values from any thread, in order.
private final class Recorder<Value: Sendable>: Sendable {
    private let storage = Mutex<[Value]>([])

    func record(_ value: Value) {
        storage.withLock { $0.append(value) }
    }

    var values: [Value] { storage.withLock { $0 } }
}

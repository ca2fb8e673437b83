import BlogModel
import Foundation
import Testing
import Yopuy

/// A new file holding `text`, in a folder of its own; remove the folder when done.
func temporaryFile(_ text: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yopuy-source-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("body.txt")
    try Data(text.utf8).write(to: file)
    return file
}

/// The whole of a stream, as text.
func text(of stream: BodyStream) async throws -> String {
    String(decoding: try await stream.collect(upTo: .max), as: UTF8.self)
}

@Suite("BodySource: request bodies that are not in memory")
struct BodySourceTests {
    @Test("a file has its length, and is read again each time it is sent")
    func file() async throws {
        let file = try temporaryFile("hello, file")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let source = try BodySource.file(at: file)
        #expect(source.length == 11)
        #expect(source.isRepeatable)
        #expect(source.fileURL == file)
        #expect(try await text(of: source.makeStream()) == "hello, file")
        #expect(try await text(of: source.makeStream()) == "hello, file")
    }

    @Test("a file that is not there, or a URL that is not a file's, says so")
    func missing() throws {
        let missing = #expect(throws: YopuyError.self) {
            _ = try BodySource.file(at: URL(fileURLWithPath: "/no/such/file"))
        }
        #expect(missing?.code == .fileFailure)
        #expect(missing?.reason.contains("/no/such/file") == true)
        let remote = #expect(throws: YopuyError.self) {
            _ = try BodySource.file(at: URL(string: "https://example.com/file")!)
        }
        #expect(remote?.code == .fileFailure)
    }

    @Test("a folder is named as one, not with whatever the last failed system call left behind")
    func folder() throws {
        let folder = FileManager.default.temporaryDirectory
        _ = open("/no/such/file", O_RDONLY)  // leaves errno at ENOENT, as a failure elsewhere would
        let error = #expect(throws: YopuyError.self) {
            _ = try BodySource.file(at: folder)
        }
        #expect(error?.code == .fileFailure)
        #expect(error?.reason.hasSuffix("as a regular file: it is a folder") == true)
        #expect(error?.reason.contains("No such file") == false)
    }

    @Test("chunks are read once: asked for again, they say they were sent already")
    func chunks() async throws {
        let source = BodySource.chunks(
            AsyncStream {
                $0.yield(Data("once".utf8))
                $0.finish()
            },
            length: 4
        )
        #expect(source.length == 4)
        #expect(!source.isRepeatable)
        #expect(try await text(of: source.makeStream()) == "once")
        let again = #expect(throws: YopuyError.self) { _ = try source.makeStream() }
        #expect(again?.code == .invalidBody)
        #expect(again?.reason.contains("sent already") == true)
        #expect(source == source)
        #expect(source != BodySource.chunks(AsyncStream<Data> { $0.finish() }))
    }
}

@Suite("Service: bodies from a source")
struct ServiceBodySourceTests {
    @Test("an adapter that cannot stream gets the body read whole; a streaming one gets the source")
    func handedOver() async throws {
        let file = try temporaryFile("id,title\n1,Hello\n")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let body = RequestBody(try BodySource.file(at: file), contentType: "text/csv")

        let sent = try await sentRequest { _ = try await $0.call(Post.create, body: body) }
        #expect(sent.body == Data("id,title\n1,Hello\n".utf8))
        #expect(sent.bodySource == nil)
        #expect(sent.headers["Content-Type"] == "text/csv")

        let seen = Recorder<AdapterRequest>()
        let streaming = FakeStreamingAdapter { request in
            seen.record(request)
            return StreamedAdapterResponse(status: 204)
        }
        _ = try await service(streaming).call(Post.create, body: body)
        let request = try #require(seen.values.first)
        #expect(request.body == nil)
        #expect(request.bodySource?.fileURL == file)
    }

    @Test("a callback call reads the body for its adapter too")
    func callback() async throws {
        let seen = Recorder<Data>()
        let adapter = FakeAdapter { request, callback in
            seen.record(request.body ?? Data())
            callback(AdapterResponse(status: 204))
        }
        let chunks = BodySource.chunks(
            AsyncStream {
                $0.yield(Data("a,b".utf8))
                $0.finish()
            }
        )
        let api = try service(adapter)
        let outcome = await withCheckedContinuation { continuation in
            api.call(Post.create, body: RequestBody(chunks, contentType: "text/csv")) {
                continuation.resume(returning: $0)
            }
        }
        #expect((try? outcome.get()) != nil)
        #expect(seen.values == [Data("a,b".utf8)])
    }

    @Test("a retry sends a file again, and refuses to send chunks twice, saying why")
    func retry() async throws {
        let file = try temporaryFile("again")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let bodies = Recorder<String>()
        let adapter = FakeStreamingAdapter { request in
            bodies.record(try await text(of: request.bodySource?.makeStream() ?? BodyStream(Data())))
            return StreamedAdapterResponse(status: bodies.values.count.isMultiple(of: 2) ? 201 : 503)
        }
        let api = try service(adapter.with(Retry(delay: .zero)))
        let post = RequestBody(try BodySource.file(at: file), contentType: "text/plain")
        _ = try await api.call(Post.create, headers: ["Idempotency-Key": "k1"], body: post)
        #expect(bodies.values == ["again", "again"])

        let once = BodySource.chunks(
            AsyncStream {
                $0.yield(Data("once".utf8))
                $0.finish()
            }
        )
        let error = await #expect(throws: YopuyError.self) {
            _ = try await api.call(
                Post.create,
                headers: ["Idempotency-Key": "k2"],
                body: RequestBody(once, contentType: "text/plain")
            )
        }
        #expect(error?.code == .invalidBody)
        #expect(error?.reason.contains("sent already") == true)
        #expect(bodies.values == ["again", "again", "once"])
    }

    @Test("a 303 drops a source as it drops a body; the log names a file and never reads chunks")
    func redirectAndLog() async throws {
        let file = try temporaryFile("x")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        var request = AdapterRequest(method: .post, url: URL(string: "http://api.test/upload")!)
        request.bodySource = try BodySource.file(at: file)
        let next = try #require(
            try request.redirected(by: AdapterResponse(status: 303, headers: ["Location": "/done"]))
        )
        #expect(next.bodySource == nil)
        #expect(next.method == .get)

        let lines = Recorder<String>()
        let log = LogExchanges { lines.record($0.curl) }
        let chunks = BodySource.chunks(
            AsyncStream {
                $0.yield(Data("secret".utf8))
                $0.finish()
            },
            length: 6
        )
        let adapter = FakeStreamingAdapter { request in
            _ = try await request.bodySource?.makeStream().collect(upTo: .max)
            return StreamedAdapterResponse(status: 204)
        }
        let api = try service(adapter.with(log))
        _ = try await api.call(Post.create, body: RequestBody(try BodySource.file(at: file), contentType: "text/plain"))
        _ = try await api.call(Post.create, body: RequestBody(chunks, contentType: "text/plain"))
        #expect(lines.values[0].hasSuffix("--data-binary @'\(file.path)'"), "\(lines.values[0])")
        #expect(lines.values[1].hasSuffix("--data-binary @- # 6 bytes streamed, not shown"), "\(lines.values[1])")
    }
}

@Suite("BodySource: upload progress")
struct BodySourceProgressTests {
    @Test("a file reports the bytes read to send, up to its length, and again from zero on each send")
    func file() async throws {
        let file = try temporaryFile(String(repeating: "x", count: 600_000))
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let seen = Recorder<TransferProgress>()
        let source = try BodySource.file(at: file).reportingProgress { seen.record($0) }
        #expect(source.length == 600_000)
        #expect(source.isRepeatable)
        _ = try await source.makeStream().collect(upTo: .max)
        let first = seen.values
        #expect(first.count > 1)
        #expect(first.map(\.completed) == first.map(\.completed).sorted())
        #expect(first.last == TransferProgress(completed: 600_000, total: 600_000))
        _ = try await source.makeStream().collect(upTo: .max)
        #expect(seen.values.count == 2 * first.count)
        #expect(seen.values[first.count].completed < 600_000)
    }

    @Test("chunks of unknown length report what was read, with no total; a form reports the whole form")
    func chunksAndForm() async throws {
        let seen = Recorder<TransferProgress>()
        let chunks = BodySource.chunks(
            AsyncStream {
                $0.yield(Data("abc".utf8))
                $0.yield(Data("de".utf8))
                $0.finish()
            }
        ).reportingProgress { seen.record($0) }
        _ = try await chunks.makeStream().collect(upTo: .max)
        #expect(
            seen.values == [TransferProgress(completed: 3, total: nil), TransferProgress(completed: 5, total: nil)]
        )

        let file = try temporaryFile("file part")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let form = try MultipartForm([.field("a", "b"), try .file("f", at: file)]).encoded()
        let formSeen = Recorder<TransferProgress>()
        let source = try #require(form.source).reportingProgress { formSeen.record($0) }
        let sent = try await source.makeStream().collect(upTo: .max)
        #expect(formSeen.values.last == TransferProgress(completed: Int64(sent.count), total: Int64(sent.count)))
    }

    @Test("through the service, a streaming adapter's reads report; a seed adapter's whole read reaches the total")
    func throughService() async throws {
        let file = try temporaryFile("sent through the service")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let streamed = Recorder<TransferProgress>()
        let adapter = FakeStreamingAdapter { request in
            _ = try await request.bodySource?.makeStream().collect(upTo: .max)
            return StreamedAdapterResponse(status: 201)
        }
        let body = RequestBody(
            try BodySource.file(at: file).reportingProgress { streamed.record($0) },
            contentType: "text/plain"
        )
        _ = try await service(adapter).call(Post.create, body: body)
        #expect(streamed.values.last == TransferProgress(completed: 24, total: 24))

        let whole = Recorder<TransferProgress>()
        let seed = FakeAdapter { request, callback in
            callback(AdapterResponse(status: request.body?.count == 24 ? 201 : 400))
        }
        let read = RequestBody(
            try BodySource.file(at: file).reportingProgress { whole.record($0) },
            contentType: "text/plain"
        )
        let answer = try await service(seed).call(Post.create, body: read)
        #expect(answer.status == 201)
        #expect(whole.values.last == TransferProgress(completed: 24, total: 24))
    }
}

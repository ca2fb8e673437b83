import Foundation
import Synchronization
import Testing
import Yopuy

/// httpbin's random bytes, `GET /bytes/{n}`: with a `seed` in the query, the same bytes each
/// time, sent with a `Content-Length`.
struct RandomBytes: RootResource, IsShowable {
    static let path = "bytes"
    let id: Int
    static func parse(singular data: Data) throws -> Data { data }
}

/// httpbin's random bytes sent in chunks, `GET /stream-bytes/{n}`, without a `Content-Length`.
struct ChunkedBytes: RootResource, IsShowable {
    static let path = "stream-bytes"
    let id: Int
    static func parse(singular data: Data) throws -> Data { data }
}

/// httpbin's `GET /stream/{n}`: n JSON objects, one per line.
struct JSONStream: RootResource, IsShowable {
    static let path = "stream"
    let id: Int
    static func parse(singular data: Data) throws -> Data { data }

    struct Line: Decodable {
        let id: Int
        let url: String
    }
}

/// httpbin's `GET /drip`: `numbytes` bytes, one at a time, over `duration` seconds.
struct Drip: SingularRootResource, IsShowable {
    static let path = "drip"
    static func parse(singular data: Data) throws -> Data { data }
}

/// httpbin's `GET /range/{n}`: n bytes, `abcd…`, of which a `Range` header asks for a part.
struct RangeBytes: RootResource, IsShowable {
    static let path = "range"
    let id: Int
    static func parse(singular data: Data) throws -> Data { data }
}

/// Streamed bodies through each client, against httpbin: the same bytes as a call reads whole,
/// chunk boundaries wherever the client puts them, a first chunk before the end, and a reader
/// that cancels.
@Suite("httpbin: streamed bodies")
struct HttpbinStreamTests {
    /// A new, empty folder of its own for one test, which the test removes.
    static func newFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yopuy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A text file of 320 000 bytes in `folder`, and its text.
    static func textFile(in folder: URL) throws -> (URL, String) {
        let text = String(repeating: "0123456789abcdef", count: 20_000)
        let file = folder.appendingPathComponent("upload.txt")
        try Data(text.utf8).write(to: file)
        return (file, text)
    }

    /// The body's bytes, read chunk by chunk, and how many chunks there were.
    func read(_ body: BodyStream) async throws -> (Data, Int) {
        var data = Data()
        var count = 0
        for try await chunk in body {
            data.append(chunk)
            count += 1
        }
        return (data, count)
    }

    @Test(
        "a streamed body is the body a call reads whole, with or without a Content-Length",
        arguments: Client.allCases
    )
    func sameBytes(client: Client) async throws {
        try await withServer(.httpbin) { base in
            let service = try client.service(at: base)
            let whole = try #require(try await service.call(RandomBytes.show(90_000), query: ["seed": 7]).value)
            let streamed = try await service.stream(RandomBytes.show(90_000), query: ["seed": 7])
            #expect(streamed.expectedContentLength == 90_000)
            #expect(try await read(streamed.body).0 == whole)

            let chunked = try #require(
                try await service.call(ChunkedBytes.show(300_000), query: ["seed": 3, "chunk_size": 1_000]).value
            )
            let answer = try await service.stream(ChunkedBytes.show(300_000), query: ["seed": 3, "chunk_size": 1_000])
            #expect(answer.expectedContentLength == nil)
            let (bytes, chunks) = try await read(answer.body)
            #expect(bytes == chunked)
            #expect(chunks > 1)
        }
    }

    @Test("a download writes the same bytes, reporting progress up to the total", arguments: Client.allCases)
    func download(client: Client) async throws {
        try await withServer(.httpbin) { base in
            let service = try client.service(at: base)
            let folder = try Self.newFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let destination = folder.appendingPathComponent("bytes")
            let whole = try #require(try await service.call(RandomBytes.show(100_000), query: ["seed": 5]).value)
            let progress = Recorder<TransferProgress>()
            let download = try await service.download(RandomBytes.show(100_000), to: destination, query: ["seed": 5]) {
                progress.record($0)
            }
            #expect(download.byteCount == 100_000)
            #expect(try Data(contentsOf: destination) == whole)
            #expect(progress.values.last == TransferProgress(completed: 100_000, total: 100_000))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["bytes"])
        }
    }

    @Test("newline-delimited JSON is read line by line as it arrives", arguments: Client.allCases)
    func jsonLines(client: Client) async throws {
        try await withServer(.httpbin) { base in
            let answer = try await client.service(at: base).stream(JSONStream.show(5))
            var ids: [Int] = []
            for try await line in answer.body.jsonLines() {
                ids.append(try JSONDecoder().decode(JSONStream.Line.self, from: line).id)
            }
            #expect(ids == [0, 1, 2, 3, 4])
        }
    }

    @Test("the first chunk reaches the caller while the server still sends the rest", arguments: Client.allCases)
    func firstChunkEarly(client: Client) async throws {
        try await withServer(.httpbin) { base in
            let start = ContinuousClock.now
            let answer = try await client.service(at: base).stream(
                Drip.show,
                query: ["numbytes": 2, "duration": 20, "delay": 0]
            )
            var arrivals: [Duration] = []
            var total = 0
            for try await chunk in answer.body {
                arrivals.append(ContinuousClock.now - start)
                total += chunk.count
            }
            #expect(total == 2)
            // The two bytes leave the server 10 s apart: a client that held the body until its end
            // would hand both over at once, in one chunk. Counted, not timed: on a loaded machine
            // the first byte may reach the caller seconds late (#73).
            #expect(arrivals.count == 2, "\(arrivals)")
        }
    }

    @Test(
        "cancelling the task that reads ends the transfer at once; the server answers the next call",
        arguments: Client.allCases
    )
    func cancelReader(client: Client) async throws {
        try await withServer(.httpbin) { base in
            let service = try client.service(at: base)
            // A byte at once, then one every 20 s.
            let answer = try await service.stream(Drip.show, query: ["numbytes": 3, "duration": 60, "delay": 0])
            let firstChunk = Recorder<Int>()
            let reader = Task {
                for try await chunk in answer.body {
                    firstChunk.record(chunk.count)
                }
            }
            let start = ContinuousClock.now
            while firstChunk.values.isEmpty, ContinuousClock.now - start < Patience.poll {
                try await Task.sleep(for: .milliseconds(10))
            }
            let cancelled = ContinuousClock.now
            reader.cancel()
            await #expect(throws: (any Error).self) { try await reader.value }
            // At once, not when the drip's next byte comes, 20 s after the first.
            #expect(ContinuousClock.now - cancelled < Patience.before(.seconds(20)))
            #expect(firstChunk.values.count == 1)
            #expect(try await service.call(RandomBytes.show(10)).value?.count == 10)
        }
    }

    @Test(
        "a file and a stream of chunks are uploaded as they are read, with a Content-Length when known",
        arguments: Client.allCases
    )
    func upload(client: Client) async throws {
        try await withServer(.httpbin) { base in
            let service = try client.service(at: base)
            let folder = try Self.newFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let (file, text) = try Self.textFile(in: folder)

            let fromFile = RequestBody(try BodySource.file(at: file), contentType: "text/plain")
            let seen = try #require(try await service.call(Anything.create, body: fromFile).value)
            #expect(seen.data == text)
            #expect(seen.headers["Content-Length"] == "320000")

            for length in [Int64(320_000), nil] {
                let parts = AsyncStream<Data> { continuation in
                    for part in 0..<20 {
                        continuation.yield(Data(text.utf8.dropFirst(part * 16_000).prefix(16_000)))
                    }
                    continuation.finish()
                }
                let chunks = RequestBody(BodySource.chunks(parts, length: length), contentType: "text/plain")
                let echoed = try #require(try await service.call(Anything.create, body: chunks).value)
                #expect(echoed.data == text, "length \(length.map(String.init) ?? "unknown")")
            }
        }
    }

    @Test("an upload reports its progress as it is sent, up to its length", arguments: Client.allCases)
    func uploadProgress(client: Client) async throws {
        try await withServer(.httpbin) { base in
            let service = try client.service(at: base)
            let folder = try Self.newFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("upload.bin")
            try Data(repeating: 0x61, count: 2_000_000).write(to: file)
            let progress = Recorder<TransferProgress>()
            let source = try BodySource.file(at: file).reportingProgress { progress.record($0) }
            let seen = try #require(
                try await service.call(Anything.create, body: RequestBody(source, contentType: "text/plain")).value
            )
            #expect(seen.data.utf8.count == 2_000_000)
            let values = progress.values
            #expect(values.last == TransferProgress(completed: 2_000_000, total: 2_000_000))
            #expect(values.count > 1, "\(values)")
            #expect(values.map(\.completed) == values.map(\.completed).sorted())
        }
    }

    @Test("a multipart form streams its file parts, with the form's length when known", arguments: Client.allCases)
    func multipartFiles(client: Client) async throws {
        try await withServer(.httpbin) { base in
            let service = try client.service(at: base)
            let folder = try Self.newFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let (file, text) = try Self.textFile(in: folder)
            let rows = AsyncStream<Data> { continuation in
                continuation.yield(Data("a,b\n".utf8))
                continuation.yield(Data("1,2\n".utf8))
                continuation.finish()
            }
            let form: MultipartForm = [
                .field("title", "Holiday"),
                try .file("upload", at: file, contentType: "text/plain"),
                .init(name: "rows", filename: "rows.csv", contentType: "text/csv", source: .chunks(rows)),
            ]
            let body = try RequestBody.multipart(form)
            let seen = try #require(try await service.call(Anything.create, body: body).value)
            #expect(seen.form["title"] == .one("Holiday"))
            #expect(seen.files["upload"] == .one(text))
            #expect(seen.files["rows"] == .one("a,b\n1,2\n"))

            let filesOnly: MultipartForm = [.field("title", "Holiday"), try .file("upload", at: file)]
            let sizedBody = try RequestBody.multipart(filesOnly)
            let length = try #require(sizedBody.source?.length)
            let sized = try #require(try await service.call(Anything.create, body: sizedBody).value)
            #expect(sized.files["upload"] == .one(text))
            #expect(sized.headers["Content-Length"] == String(length))
        }
    }

    @Test(
        "a body read whole past the service's limit fails at the limit; streamed, it has none",
        arguments: Client.allCases
    )
    func bodyLimit(client: Client) async throws {
        try await withServer(.httpbin) { base in
            var service = try client.service(at: base)
            service.maximumBodySize = 50_000
            let error = await #expect(throws: YopuyError.self) {
                _ = try await service.call(ChunkedBytes.show(100_000), query: ["chunk_size": 1_000])
            }
            #expect(error?.code == .bodyTooLarge)
            let answer = try await service.stream(ChunkedBytes.show(100_000), query: ["chunk_size": 1_000])
            #expect(try await read(answer.body).0.count == 100_000)
        }
    }

    @Test("a Range header gets 206 and the part asked for", arguments: Client.allCases)
    func range(client: Client) async throws {
        try await withServer(.httpbin) { base in
            let answer = try await client.service(at: base).stream(
                RangeBytes.show(100),
                headers: ["Range": "bytes=10-19"]
            )
            #expect(answer.status == 206)
            #expect(answer.headers["Content-Range"] == "bytes 10-19/100")
            #expect(try await read(answer.body).0 == Data("klmnopqrst".utf8))
        }
    }
}

/// Collects values from any thread, in order.
final class Recorder<Value: Sendable>: Sendable {
    private let storage = Mutex<[Value]>([])

    func record(_ value: Value) {
        storage.withLock { $0.append(value) }
    }

    var values: [Value] { storage.withLock { $0 } }
}

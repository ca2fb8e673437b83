import BlogModel
import Foundation
import Testing
import Yopuy

/// A body of `parts`, each its own chunk, whose producer records when it is told to stop.
func streamedBody(_ parts: [String], end: (any Error)? = nil, stops: Recorder<String>? = nil) -> BodyStream {
    let (body, continuation) = BodyStream.makeStream(onTermination: { stops?.record("stopped") })
    for part in parts {
        continuation.yield(Data(part.utf8))
    }
    if let end {
        continuation.finish(throwing: end)
    } else if stops == nil {
        continuation.finish()
    }
    return body
}

@Suite("Service: streamed calls")
struct ServiceStreamTests {
    @Test("a streaming adapter's answer is handed over at its head, its body chunk by chunk")
    func streams() async throws {
        let adapter = FakeStreamingAdapter { _ in
            StreamedAdapterResponse(status: 200, headers: ["Content-Length": "6"], body: streamedBody(["abc", "def"]))
        }
        let answer = try await service(adapter).stream(Post.list, query: ["page": 2])
        #expect(answer.status == 200)
        #expect(answer.expectedContentLength == 6)
        #expect(answer.url?.absoluteString == "http://api.test/v1/posts?page=2")
        #expect(try await chunks(of: answer.body) == ["abc", "def"])
        #expect(adapter.calls.values == ["streamed http://api.test/v1/posts?page=2"])
    }

    @Test("an adapter that cannot stream still does: its whole body, as one chunk")
    func buffered() async throws {
        let answer = try await service(FakeAdapter.answering(200, "whole")).stream(Post.show(1))
        #expect(try await chunks(of: answer.body) == ["whole"])
    }

    @Test("a refused answer throws as a call does, with its body")
    func refused() async throws {
        let adapter = FakeStreamingAdapter { _ in
            StreamedAdapterResponse(status: 404, body: streamedBody(["not ", "found"]))
        }
        let error = await #expect(throws: YopuyError.self) { _ = try await service(adapter).stream(Post.show(9)) }
        #expect(error?.code == .unacceptableStatus)
        #expect(error?.status == 404)
        #expect(error?.body == Data("not found".utf8))
    }

    @Test("a refused answer's error holds the first MiB of its body, the transfer stopped there")
    func refusedLarge() async throws {
        let stops = Recorder<String>()
        let adapter = FakeStreamingAdapter { _ in
            let (body, continuation) = BodyStream.makeStream(
                bufferLimit: 4 << 20,
                onTermination: { stops.record("stopped") }
            )
            for _ in 0..<3 {
                continuation.yield(Data(repeating: 0x61, count: 512 << 10))
            }
            return StreamedAdapterResponse(status: 500, body: body)
        }
        let error = await #expect(throws: YopuyError.self) { _ = try await service(adapter).stream(Post.show(9)) }
        #expect(error?.body?.count == 1 << 20)
        #expect(stops.values == ["stopped"])
    }

    @Test("a redirection is followed, its own body's transfer stopped; the answer says where it came from")
    func redirected() async throws {
        let stops = Recorder<String>()
        let adapter = FakeStreamingAdapter { request in
            if request.url.path == "/v1/posts" {
                return StreamedAdapterResponse(
                    status: 302,
                    headers: ["Location": "/v2/posts"],
                    body: streamedBody(["moved"], stops: stops)
                )
            }
            return StreamedAdapterResponse(status: 200, body: streamedBody(["here"]))
        }
        let answer = try await service(adapter).stream(Post.list)
        #expect(try await chunks(of: answer.body) == ["here"])
        #expect(answer.url?.absoluteString == "http://api.test/v2/posts")
        #expect(stops.values == ["stopped"])
    }

    @Test("the timeout bounds the wait for the head; the adapter's work is cancelled")
    func timeout() async throws {
        let hanging = HangingAdapter()
        let adapter = FakeStreamingAdapter { request in
            let answer = try await hanging.response(to: request)
            return StreamedAdapterResponse(status: answer.status)
        }
        let error = await #expect(throws: YopuyError.self) {
            _ = try await service(adapter).stream(Post.list, timeout: .milliseconds(50))
        }
        #expect(error?.code == .timedOut)
        await eventually { hanging.wasCancelled }
        #expect(hanging.wasCancelled)
    }

    @Test("a transport failure before the head is a transport error; one after, the body's loop throws it")
    func failures() async throws {
        let before = FakeStreamingAdapter { _ in throw URLError(.cannotConnectToHost) }
        let error = await #expect(throws: YopuyError.self) { _ = try await service(before).stream(Post.list) }
        #expect(error?.code == .transport)

        let after = FakeStreamingAdapter { _ in
            StreamedAdapterResponse(status: 200, body: streamedBody(["part"], end: URLError(.networkConnectionLost)))
        }
        let answer = try await service(after).stream(Post.list)
        await #expect(throws: URLError.self) { _ = try await chunks(of: answer.body) }
    }

    @Test("a cancelled task is refused before anything is sent")
    func cancelledFirst() async throws {
        let adapter = FakeStreamingAdapter { _ in StreamedAdapterResponse(status: 200) }
        let api = try service(adapter)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await api.stream(Post.list)
        }
        let error = await #expect(throws: YopuyError.self) { _ = try await task.value }
        #expect(error?.code == .cancelled)
        #expect(adapter.calls.values.isEmpty)
    }
}

@Suite("Service: downloads to a file")
struct ServiceDownloadTests {
    /// A new folder of its own, for one test.
    func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "yopuy-download-\(UUID().uuidString)"
        )
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("the body goes to the destination, replacing what was there, with progress after each chunk")
    func downloads() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = folder.appendingPathComponent("posts.json")
        try Data("old".utf8).write(to: destination)
        let adapter = FakeStreamingAdapter { _ in
            StreamedAdapterResponse(
                status: 200,
                headers: ["Content-Length": "9"],
                body: streamedBody(["[1,", "2,3", ",4]"])
            )
        }
        let progress = Recorder<TransferProgress>()
        let download = try await service(adapter).download(Post.list, to: destination) { progress.record($0) }
        #expect(download.byteCount == 9)
        #expect(download.file == destination)
        #expect(try Data(contentsOf: destination) == Data("[1,2,3,4]".utf8))
        #expect(progress.values.map(\.completed) == [3, 6, 9])
        #expect(progress.values.allSatisfy { $0.total == 9 })
        #expect(!FileManager.default.fileExists(atPath: DownloadedFile.partialFile(for: destination).path))
    }

    /// A view model on the main actor, as issue #50 wrote it: its progress closure sets its own
    /// state.
    @MainActor final class DownloadModel {
        var fractions: [Double] = []

        func fetch(_ api: Service<some HTTPAdapter>, to destination: URL) async throws {
            _ = try await api.download(Post.list, to: destination) { progress in
                self.fractions.append(progress.fractionCompleted ?? 0)
            }
        }
    }

    /// Runs an actor's jobs on a queue of its own, which it marks, so that a test can see that a
    /// closure ran on the actor.
    final class QueueExecutor: SerialExecutor {
        static let key = DispatchSpecificKey<Bool>()
        let queue = DispatchQueue(label: "yopuy-tests.mirror")

        init() {
            queue.setSpecific(key: Self.key, value: true)
        }

        func enqueue(_ job: consuming ExecutorJob) {
            let job = UnownedJob(job)
            queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
        }
    }

    /// An actor that downloads, its progress closure setting its own state and noting whether it
    /// ran on the actor's queue.
    actor Mirror {
        let executor = QueueExecutor()
        nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }
        var completed: [Int64] = []
        var onItsQueue: [Bool] = []

        func copy(_ api: Service<some HTTPAdapter>, to destination: URL) async throws {
            _ = try await api.download(Post.list, to: destination) { progress in
                self.completed.append(progress.completed)
                self.onItsQueue.append(DispatchQueue.getSpecific(key: QueueExecutor.key) == true)
            }
        }
    }

    @Test("progress runs in the caller's isolation: a main-actor view model's state, an actor's, on its executor")
    func progressInTheCallersIsolation() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let adapter = FakeStreamingAdapter { _ in
            StreamedAdapterResponse(
                status: 200,
                headers: ["Content-Length": "7"],
                body: streamedBody(["[1,", "2,", "3]"])
            )
        }
        let model = DownloadModel()
        try await model.fetch(try service(adapter), to: folder.appendingPathComponent("a.json"))
        #expect(await model.fractions == [3.0 / 7, 5.0 / 7, 1])

        let mirror = Mirror()
        try await mirror.copy(try service(adapter), to: folder.appendingPathComponent("b.json"))
        #expect(await mirror.completed == [3, 5, 7])
        #expect(await mirror.onItsQueue == [true, true, true])
    }

    @Test("a failure mid-body leaves the destination as it was, and the partial file only when asked to keep it")
    func failureMidBody() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = folder.appendingPathComponent("layer.tar")
        try Data("old".utf8).write(to: destination)
        let partial = DownloadedFile.partialFile(for: destination)
        let adapter = FakeStreamingAdapter { _ in
            StreamedAdapterResponse(status: 200, body: streamedBody(["half"], end: URLError(.networkConnectionLost)))
        }
        let api = try service(adapter)
        let error = await #expect(throws: YopuyError.self) { _ = try await api.download(Post.list, to: destination) }
        #expect(error?.code == .transport)
        #expect(error?.underlyingError is URLError)
        #expect(try Data(contentsOf: destination) == Data("old".utf8))
        #expect(!FileManager.default.fileExists(atPath: partial.path))

        await #expect(throws: YopuyError.self) {
            _ = try await api.download(Post.list, to: destination, resumable: true)
        }
        #expect(try Data(contentsOf: partial) == Data("half".utf8))
        #expect(try Data(contentsOf: destination) == Data("old".utf8))
    }

    /// A streaming adapter that answers the `n`th request with `answers[n]`, and records each
    /// request's `Range` and `If-Range`.
    func scripted(_ answers: [StreamedAdapterResponse]) -> (FakeStreamingAdapter, Recorder<String>) {
        let seen = Recorder<String>()
        let adapter = FakeStreamingAdapter { request in
            seen.record("\(request.headers["Range"] ?? "-") \(request.headers["If-Range"] ?? "-")")
            return answers[min(seen.values.count, answers.count) - 1]
        }
        return (adapter, seen)
    }

    @Test("a resumable download continues with Range and If-Range; a 206 for that range is appended")
    func resume() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = folder.appendingPathComponent("layer")
        let (adapter, seen) = scripted([
            StreamedAdapterResponse(
                status: 200,
                headers: ["ETag": "\"v1\"", "Content-Length": "10"],
                body: streamedBody(["hello"], end: URLError(.networkConnectionLost))
            ),
            StreamedAdapterResponse(
                status: 206,
                headers: ["ETag": "\"v1\"", "Content-Length": "5", "Content-Range": "bytes 5-9/10"],
                body: streamedBody(["world"])
            ),
        ])
        let api = try service(adapter)
        await #expect(throws: YopuyError.self) {
            _ = try await api.download(Post.list, to: destination, resumable: true)
        }
        #expect(try Data(contentsOf: DownloadedFile.partialFile(for: destination)) == Data("hello".utf8))
        let progress = Recorder<TransferProgress>()
        let download = try await api.download(Post.list, to: destination, resumable: true) { progress.record($0) }
        #expect(seen.values == ["- -", "bytes=5- \"v1\""])
        #expect(try Data(contentsOf: destination) == Data("helloworld".utf8))
        #expect(download.byteCount == 10)
        #expect(download.status == 206)
        #expect(progress.values == [TransferProgress(completed: 10, total: 10)])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["layer"])
    }

    @Test(
        "a resume answered 200 starts over; one answered 416 starts over without a range; a weak ETag is no validator"
    )
    func resumeStartsOver() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = folder.appendingPathComponent("file")
        /// An answer whose body breaks after 3 bytes; a body is read once, so each use makes one.
        func interrupted() -> StreamedAdapterResponse {
            StreamedAdapterResponse(
                status: 200,
                headers: ["Last-Modified": "Wed, 25 Nov 2026 10:00:00 GMT"],
                body: streamedBody(["old"], end: URLError(.networkConnectionLost))
            )
        }
        let (adapter, seen) = scripted([
            interrupted(), StreamedAdapterResponse(status: 200, body: streamedBody(["new version"])),
        ])
        let api = try service(adapter)
        await #expect(throws: YopuyError.self) {
            _ = try await api.download(Post.list, to: destination, resumable: true)
        }
        _ = try await api.download(Post.list, to: destination, resumable: true)
        #expect(try Data(contentsOf: destination) == Data("new version".utf8))
        #expect(seen.values == ["- -", "bytes=3- Wed, 25 Nov 2026 10:00:00 GMT"])

        let (refusing, asked) = scripted([
            interrupted(),
            StreamedAdapterResponse(status: 416, headers: ["Content-Range": "bytes */3"]),
            StreamedAdapterResponse(status: 200, body: streamedBody(["whole"])),
        ])
        let other = try service(refusing)
        await #expect(throws: YopuyError.self) {
            _ = try await other.download(Post.list, to: destination, resumable: true)
        }
        _ = try await other.download(Post.list, to: destination, resumable: true)
        #expect(try Data(contentsOf: destination) == Data("whole".utf8))
        #expect(asked.values == ["- -", "bytes=3- Wed, 25 Nov 2026 10:00:00 GMT", "- -"])

        let (weak, sent) = scripted([
            StreamedAdapterResponse(
                status: 200,
                headers: ["ETag": "W/\"v1\""],
                body: streamedBody(["part"], end: URLError(.networkConnectionLost))
            ),
            StreamedAdapterResponse(status: 200, body: streamedBody(["all of it"])),
        ])
        let third = try service(weak)
        await #expect(throws: YopuyError.self) {
            _ = try await third.download(Post.list, to: destination, resumable: true)
        }
        _ = try await third.download(Post.list, to: destination, resumable: true)
        #expect(sent.values == ["- -", "- -"])
        #expect(try Data(contentsOf: destination) == Data("all of it".utf8))
    }

    @Test("a body shorter than its Content-Length is a failure, not a file")
    func shortBody() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = folder.appendingPathComponent("short")
        let adapter = FakeStreamingAdapter { _ in
            StreamedAdapterResponse(status: 200, headers: ["Content-Length": "10"], body: streamedBody(["12345"]))
        }
        let error = await #expect(throws: YopuyError.self) {
            _ = try await service(adapter).download(Post.list, to: destination)
        }
        #expect(error?.code == .transport)
        #expect(error?.reason.contains("5 of the 10 bytes") == true)
        #expect(!FileManager.default.fileExists(atPath: destination.path))
    }

    @Test("cancelling the task stops the transfer and leaves no file; a destination that cannot be written says why")
    func cancelledAndUnwritable() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = folder.appendingPathComponent("never")
        let stops = Recorder<String>()
        let adapter = FakeStreamingAdapter { _ in
            StreamedAdapterResponse(status: 200, body: streamedBody(["first"], stops: stops))
        }
        let api = try service(adapter)
        let written = Recorder<TransferProgress>()
        let task = Task { try await api.download(Post.list, to: destination) { written.record($0) } }
        // Cancelled mid-transfer, the first chunk in the partial file, the body still open: a
        // cancellation before the adapter was even asked would stop no transfer.
        await eventually { !written.values.isEmpty }
        #expect(FileManager.default.fileExists(atPath: DownloadedFile.partialFile(for: destination).path))
        task.cancel()
        let error = await #expect(throws: YopuyError.self) { _ = try await task.value }
        #expect(error?.code == .cancelled)
        #expect(stops.values == ["stopped"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)

        let nowhere = folder.appendingPathComponent("missing/folder/file")
        let unwritable = await #expect(throws: YopuyError.self) {
            _ = try await service(FakeAdapter.answering(200, "x")).download(Post.list, to: nowhere)
        }
        #expect(unwritable?.code == .fileFailure)
        #expect(unwritable?.reason.contains("missing/folder/file.yopuy-partial") == true)
        let remote = await #expect(throws: YopuyError.self) {
            _ = try await api.download(Post.list, to: URL(string: "https://example.com/file")!)
        }
        #expect(remote?.code == .fileFailure)
    }
}

@Suite("Service: the limit of a body read whole")
struct ServiceBodyLimitTests {
    @Test(
        "an answer past maximumBodySize fails with bodyTooLarge, its status and headers kept; at the limit it is read"
    )
    func limit() async throws {
        var api = try service(FakeAdapter.answering(200, "[]       ", headers: ["X-Id": "7"]))
        #expect(api.maximumBodySize == 64 << 20)
        api.maximumBodySize = 9
        #expect(try await api.call(Post.list).value?.count == 0)
        api.maximumBodySize = 8
        let error = await #expect(throws: YopuyError.self) { _ = try await api.call(Post.list) }
        #expect(error?.code == .bodyTooLarge)
        #expect(error?.status == 200)
        #expect(error?.headers?["X-Id"] == "7")
        #expect(error?.body == nil)
        #expect(error?.request?.maximumBodySize == 8)
        #expect(api.erased().maximumBodySize == 8)
    }

    @Test("a stream through a streaming adapter has no limit")
    func stream() async throws {
        let adapter = FakeStreamingAdapter { _ in
            StreamedAdapterResponse(status: 200, body: streamedBody(["0123456789"]))
        }
        var api = try service(adapter)
        api.maximumBodySize = 4
        #expect(try await chunks(of: api.stream(Post.list).body) == ["0123456789"])
    }
}

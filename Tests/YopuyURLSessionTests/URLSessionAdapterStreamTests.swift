#if os(Linux)
import BlogModel
import Foundation
import Testing
import Yopuy
import YopuyURLSession

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Streamed calls through URLSession on Linux, against ``ChallengeServer``: every call has a
/// timeout, so that a regression fails instead of hanging the run. The server answers at once, so
/// the timeout is 60 s: a loaded machine never reaches it, and a call that does waited for
/// nothing, and fails as ``YopuyError/Code/timedOut``, which the checks tell from an answer.
@Suite("URLSessionAdapter: streamed bodies")
struct URLSessionAdapterStreamTests {
    @Test(
        "the first chunk reaches the caller while the server holds the answer open; dropping the body closes the connection"
    )
    func firstChunkEarly() async throws {
        try await withChallengeServer { server in
            let service = Service(adapter: URLSessionAdapter(), URL: server.url.appendingPathComponent("hold"))
            let reader = Task {
                let answer = try await service.stream(Post.list, timeout: .seconds(60))
                var iterator = answer.body.makeAsyncIterator()
                return try await iterator.next().map { String(decoding: $0, as: UTF8.self) }
            }
            let first = try await reader.value
            #expect(first == "first")
            await eventually { server.heldClosed > 0 }
            #expect(server.heldClosed == 1)
        }
    }

    @Test("cancelling the task that reads ends the transfer at once")
    func cancelReader() async throws {
        try await withChallengeServer { server in
            let service = Service(adapter: URLSessionAdapter(), URL: server.url.appendingPathComponent("hold"))
            let answer = try await service.stream(Post.list, timeout: .seconds(60))
            let received = Tally()
            let reader = Task {
                for try await chunk in answer.body {
                    received.add(chunk.count)
                }
            }
            // Cancelled once it has read `first` and waits for more, the server holding the
            // answer open, rather than after a pause that a loaded machine may outlast.
            await eventually { received.value > 0 }
            reader.cancel()
            await #expect(throws: CancellationError.self) { try await reader.value }
            await eventually { server.heldClosed > 0 }
            #expect(server.heldClosed == 1)
        }
    }

    @Test(
        "a download writes the body; a redirection is followed; a refusal throws with its body",
        arguments: [true, false]
    )
    func download(ownSession: Bool) async throws {
        try await withChallengeServer { server in
            let adapter = ownSession ? URLSessionAdapter() : URLSessionAdapter(session: .shared)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yopuy-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let destination = folder.appendingPathComponent("answer.json")
            let service = Service(adapter: adapter, URL: server.url.appendingPathComponent("redirect"))
            let download = try await service.download(Post.list, to: destination, timeout: .seconds(60))
            #expect(try Data(contentsOf: destination) == Data(ChallengeServer.body.utf8))
            #expect(download.url?.path == "/ok")

            for challenge in ["bearer", "basic"] {
                let refusing = Service(adapter: adapter, URL: server.url.appendingPathComponent(challenge))
                let error = await #expect(throws: YopuyError.self) {
                    _ = try await refusing.stream(Post.list, timeout: .seconds(60))
                }
                #expect(error?.status == 401)
                // URLSession on Linux keeps the body of a Basic challenge from a session of yours.
                let body = ownSession || challenge == "bearer" ? ChallengeServer.body : ""
                #expect(error?.body == Data(body.utf8), "\(challenge)")
            }
        }
    }
}

@Suite("URLSessionAdapter: the limit of a body read whole")
struct URLSessionAdapterBodyLimitTests {
    @Test("a body past the service's limit stops the call, counted after gzip is inflated; a stream has no limit")
    func limit() async throws {
        try await withChallengeServer { server in
            for path in ["big", "bomb"] {
                var service = Service(adapter: URLSessionAdapter(), URL: server.url.appendingPathComponent(path))
                service.maximumBodySize = 1 << 20
                let error = await #expect(throws: YopuyError.self) {
                    _ = try await service.call(Post.show(1), timeout: .seconds(60))
                }
                #expect(error?.code == .bodyTooLarge, "\(path)")
                #expect(error?.reason.contains("1048576 bytes") == true)
            }
            var service = Service(adapter: URLSessionAdapter(), URL: server.url.appendingPathComponent("big"))
            service.maximumBodySize = 1 << 20
            let answer = try await service.stream(Post.show(1), timeout: .seconds(60))
            var count = 0
            for try await chunk in answer.body {
                count += chunk.count
            }
            #expect(count == 3 << 20)
        }
    }
}
#endif

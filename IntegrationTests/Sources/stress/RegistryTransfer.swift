import AsyncHTTPClient
import ContainerRegistry
import Foundation
import Hashing
import NIOCore
import NIOHTTP1
import Synchronization
import Yopuy
import YopuyAsyncHTTPClient

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// `stress registry`: a layer of `--size` bytes pushed to a real container registry and pulled
// back, each way through Yopuy and through the same HTTP client without Yopuy, interleaved, the
// layer's SHA-256 computed as its bytes stream by. Each row says its throughput and the growth of
// the peak memory; the run fails when a digest is wrong, or, through AsyncHTTPClient, when Yopuy's
// peak grows past the limit or its best time is slower than `--ratio` times the raw client's best
// time. URLSession on Linux hands bodies over through one delegate queue that it cannot pause,
// and its raw rows grow too: its rows are reported, not checked.
//
// Push, both ways: `POST /v2/<name>/blobs/uploads/`, one `PATCH` that streams the file (the
// digest computed from the chunks as the client takes them), then `PUT ?digest=`. URLSession
// can only upload a stream it is handed through a file (Yopuy would write the chunks to a
// temporary file first): through URLSession, Yopuy and the raw client both hash the file, then
// upload it from disk.
// Pull, both ways: `GET /v2/<name>/blobs/<digest>`, each chunk hashed and written to a file.

/// A SHA-256 shared between the task that feeds chunks and the one that reads the result.
final class StreamingDigest: Sendable {
    private let state = Mutex(SHA256())
    /// Told of each chunk: the watchdog's sign of life.
    private let onUpdate: @Sendable () -> Void

    init(onUpdate: @escaping @Sendable () -> Void) {
        self.onUpdate = onUpdate
    }

    func update(_ chunk: Data) {
        state.withLock { $0.update(data: chunk) }
        onUpdate()
    }

    var digest: ContainerRegistry.Digest? {
        ContainerRegistry.Digest(
            "sha256:" + state.withLock { $0.finalize() }.map { String(format: "%02x", $0) }.joined()
        )
    }
}

/// A file's bytes in chunks of 256 KiB, each hashed as it is read.
struct HashingFileChunks: AsyncSequence, Sendable {
    let file: URL
    let digest: StreamingDigest

    struct AsyncIterator: AsyncIteratorProtocol {
        let handle: FileHandle?
        let digest: StreamingDigest

        mutating func next() async throws -> Data? {
            guard let chunk = try handle?.read(upToCount: 256 << 10), !chunk.isEmpty else {
                try handle?.close()
                return nil
            }
            digest.update(chunk)
            return chunk
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(handle: try? FileHandle(forReadingFrom: file), digest: digest)
    }
}

extension Stress {
    /// The layer pushed and pulled `rounds` times each way, through Yopuy and the raw client.
    func registry(
        size: Int,
        client: String,
        rounds: Int,
        limit: Double,
        ratio: Double,
        rawDelegated: Bool,
        checkingMemory: Bool
    ) async -> Bool {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yopuy-layer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let layer = folder.appendingPathComponent("layer.tar")
            let expected = try Self.makeLayer(at: layer, size: size)
            let raw: any RawClient =
                client == "urlsession" ? RawURLSession(delegated: rawDelegated) : RawAsyncHTTPClient()
            let registry = Registry(adapter: service.adapter, url: service.baseURL, timeout: .seconds(600))
            let name = SegmentedID(splitting: "yopuy/transfer-\(UUID().uuidString.prefix(8).lowercased())")
            let mebibytes = Double(size) / 1_048_576
            var best: [String: Duration] = [:]
            var passed = true
            for round in 1...max(1, rounds) {
                for way in ["push", "pull"] {
                    for through in ["raw", "yopuy"] {
                        let target = folder.appendingPathComponent("pulled")
                        let digest = StreamingDigest(onUpdate: watchdog.tick)
                        let (growth, elapsed) = try await measure {
                            switch (way, through) {
                            case ("push", "raw"):
                                try await raw.push(layer, size: size, to: service.baseURL, name: name, digest: digest)
                            case ("push", _):
                                try await Self.push(
                                    layer,
                                    size: size,
                                    hashingFirst: client == "urlsession",
                                    through: registry,
                                    name: name,
                                    digest: digest
                                )
                            case (_, "raw"):
                                try await raw.pull(
                                    expected,
                                    from: service.baseURL,
                                    name: name,
                                    to: target,
                                    digest: digest
                                )
                            default:
                                try await Self.pull(expected, through: registry, name: name, to: target, digest: digest)
                            }
                        }
                        guard digest.digest == expected else {
                            throw Failure(
                                "\(way) through \(through): digest \(digest.digest?.description ?? "none"), not \(expected)"
                            )
                        }
                        let row = "\(way) \(through), round \(round)"
                        let checked = through == "yopuy" && checkingMemory ? limit : nil
                        passed = report(row, mebibytes, growth, elapsed, limit: checked) && passed
                        let key = "\(way) \(through)"
                        best[key] = min(best[key] ?? elapsed, elapsed)
                        try? FileManager.default.removeItem(at: target)
                    }
                }
            }
            for way in ["push", "pull"] {
                guard let yopuy = best["\(way) yopuy"], let raw = best["\(way) raw"] else {
                    continue
                }
                let speed = seconds(raw) / max(seconds(yopuy), 0.001)
                let verdict =
                    checkingMemory ? (speed >= ratio ? "at least \(ratio)×" : "UNDER \(ratio)×") : "reported"
                say(
                    "\(way): Yopuy at \(String(format: "%.2f", speed))× the raw client's speed "
                        + "(best \(String(format: "%.2f", seconds(yopuy))) s against \(String(format: "%.2f", seconds(raw))) s), \(verdict)"
                )
                passed = (speed >= ratio || !checkingMemory) && passed
            }
            return passed
        } catch {
            say("registry: \(error)")
            return false
        }
    }

    /// Writes `size` bytes of a cheap pseudo-random pattern to `file`, and returns their digest.
    static func makeLayer(at file: URL, size: Int) throws -> ContainerRegistry.Digest {
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        var hasher = SHA256()
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var written = 0
        while written < size {
            let count = min(1 << 20, size - written)
            var block = Data(count: count)
            block.withUnsafeMutableBytes { (bytes: UnsafeMutableRawBufferPointer) in
                for index in stride(from: 0, to: count, by: 8) {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    withUnsafeBytes(of: state) { word in
                        for offset in 0..<min(8, count - index) {
                            bytes[index + offset] = word[offset]
                        }
                    }
                }
            }
            hasher.update(data: block)
            try handle.write(contentsOf: block)
            written += count
        }
        guard
            let digest = ContainerRegistry.Digest(
                "sha256:" + hasher.finalize().map { String(format: "%02x", $0) }.joined()
            )
        else {
            throw Failure("could not form the layer's digest")
        }
        return digest
    }

    /// Pushes the layer with Yopuy, in one `PATCH`: its chunks hashed as the adapter takes them,
    /// or, `hashingFirst`, as URLSession allows without a copy: the file hashed first, then
    /// uploaded from disk, as the raw URLSession push does.
    static func push(
        _ layer: URL,
        size: Int,
        hashingFirst: Bool,
        through registry: Registry<AnyHTTPAdapter>,
        name: SegmentedID,
        digest: StreamingDigest
    ) async throws {
        let body: BodySource
        if hashingFirst {
            for try await chunk in HashingFileChunks(file: layer, digest: digest) {
                _ = chunk
            }
            body = try BodySource.file(at: layer)
        } else {
            body = BodySource.chunks(HashingFileChunks(file: layer, digest: digest), length: Int64(size))
        }
        let service = registry.service
        let started = try await service.call(Repository.at(name) / BlobUpload.action)
        guard let upload = started.location else {
            throw Failure("push: no upload location")
        }
        let sent = try await service.follow(upload, as: UploadChunk.self, body: BlobBytes(body))
        guard let finish = sent.location, let pushed = digest.digest else {
            throw Failure("push: no location to finish the upload at")
        }
        let finished = try await service.follow(finish, as: UploadFinish.self, query: ["digest": pushed])
        guard finished.headers["Docker-Content-Digest"] == pushed.description else {
            throw Failure("push: the registry confirmed \(finished.headers["Docker-Content-Digest"] ?? "nothing")")
        }
    }

    /// Pulls the layer with Yopuy: each chunk hashed and written to `file`.
    static func pull(
        _ expected: ContainerRegistry.Digest,
        through registry: Registry<AnyHTTPAdapter>,
        name: SegmentedID,
        to file: URL,
        digest: StreamingDigest
    ) async throws {
        let answer = try await registry.service.stream(Repository.at(name) / Blob.show(expected))
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        for try await chunk in answer.body {
            digest.update(chunk)
            try handle.write(contentsOf: chunk)
        }
    }
}

/// The same transfers through an HTTP client used directly.
protocol RawClient: Sendable {
    func push(_ layer: URL, size: Int, to registry: URL, name: SegmentedID, digest: StreamingDigest) async throws
    func pull(
        _ expected: ContainerRegistry.Digest,
        from registry: URL,
        name: SegmentedID,
        to file: URL,
        digest: StreamingDigest
    ) async throws
}

extension RawClient {
    /// The absolute URL of a `Location` field, against the registry.
    func resolve(_ location: String?, against registry: URL) throws -> URL {
        guard let location, let url = URL(string: location, relativeTo: registry)?.absoluteURL else {
            throw Failure("raw: no upload location")
        }
        return url
    }

    func url(_ registry: URL, _ path: String) throws -> URL {
        guard let url = URL(string: path, relativeTo: registry)?.absoluteURL else {
            throw Failure("raw: cannot form \(path)")
        }
        return url
    }

    func withDigest(_ url: URL, _ digest: ContainerRegistry.Digest) throws -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw Failure("raw: cannot read \(url)")
        }
        components.queryItems =
            (components.queryItems ?? []) + [URLQueryItem(name: "digest", value: digest.description)]
        guard let finished = components.url else {
            throw Failure("raw: cannot add the digest to \(url)")
        }
        return finished
    }
}

/// AsyncHTTPClient, streaming the file's chunks itself.
struct RawAsyncHTTPClient: RawClient {
    let client = AsyncHTTPClientAdapter.sharedClient

    func push(_ layer: URL, size: Int, to registry: URL, name: SegmentedID, digest: StreamingDigest) async throws {
        var post = HTTPClientRequest(
            url: try url(registry, "\(name.parts.joined(separator: "/"))/blobs/uploads/").absoluteString
        )
        post.method = NIOHTTP1.HTTPMethod.POST
        let started = try await client.execute(post, timeout: .seconds(600))
        let upload = try resolve(started.headers.first(name: "Location"), against: registry)
        var patch = HTTPClientRequest(url: upload.absoluteString)
        patch.method = NIOHTTP1.HTTPMethod.PATCH
        patch.headers.add(name: "Content-Type", value: "application/octet-stream")
        let chunks = HashingFileChunks(file: layer, digest: digest).map { ByteBuffer(bytes: $0) }
        patch.body = HTTPClientRequest.Body.stream(chunks, length: HTTPClientRequest.Body.Length.known(Int64(size)))
        let sent = try await client.execute(patch, timeout: .seconds(600))
        _ = try await sent.body.collect(upTo: 1 << 20)
        guard let pushed = digest.digest else {
            throw Failure("raw push: no digest")
        }
        var put = HTTPClientRequest(
            url: try withDigest(try resolve(sent.headers.first(name: "Location"), against: registry), pushed)
                .absoluteString
        )
        put.method = NIOHTTP1.HTTPMethod.PUT
        let finished = try await client.execute(put, timeout: .seconds(600))
        _ = try await finished.body.collect(upTo: 1 << 20)
        guard finished.status.code == 201 else {
            throw Failure("raw push: \(finished.status.code)")
        }
    }

    func pull(
        _ expected: ContainerRegistry.Digest,
        from registry: URL,
        name: SegmentedID,
        to file: URL,
        digest: StreamingDigest
    ) async throws {
        let request = HTTPClientRequest(
            url: try url(registry, "\(name.parts.joined(separator: "/"))/blobs/\(expected)").absoluteString
        )
        let answer = try await client.execute(request, timeout: .seconds(600))
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        for try await buffer in answer.body {
            let chunk = Data(buffer.readableBytesView)
            digest.update(chunk)
            try handle.write(contentsOf: chunk)
        }
    }
}

/// URLSession: the file hashed, then uploaded from disk (by `URLSession.shared` and a completion
/// handler, or, `delegated`, by a session with a delegate, as `URLSessionAdapter` uploads); a pull
/// through a data delegate that hashes and writes each part.
struct RawURLSession: RawClient {
    var delegated = false

    func push(_ layer: URL, size: Int, to registry: URL, name: SegmentedID, digest: StreamingDigest) async throws {
        var post = URLRequest(url: try url(registry, "\(name.parts.joined(separator: "/"))/blobs/uploads/"))
        post.httpMethod = "POST"
        let (_, started) = try await URLSession.shared.data(for: post)
        let upload = try resolve(
            (started as? HTTPURLResponse)?.value(forHTTPHeaderField: "Location"),
            against: registry
        )
        for try await chunk in HashingFileChunks(file: layer, digest: digest) {
            _ = chunk
        }
        var patch = URLRequest(url: upload)
        patch.httpMethod = "PATCH"
        patch.setValue("application/octet-stream", forHTTPHeaderField: "Content-Type")
        let sent: URLResponse
        if delegated {
            let writer = PullWriter(handle: FileHandle.nullDevice, digest: StreamingDigest(onUpdate: {}))
            let session = URLSession(configuration: .default, delegate: writer, delegateQueue: nil)
            defer { session.finishTasksAndInvalidate() }
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                writer.continuation.withLock { $0 = continuation }
                session.uploadTask(with: patch, fromFile: layer).resume()
            }
            guard let response = writer.response.withLock({ $0 }) else {
                throw Failure("raw push: no answer")
            }
            sent = response
        } else {
            (_, sent) = try await URLSession.shared.upload(for: patch, fromFile: layer)
        }
        guard let pushed = digest.digest else {
            throw Failure("raw push: no digest")
        }
        let next = try resolve((sent as? HTTPURLResponse)?.value(forHTTPHeaderField: "Location"), against: registry)
        var put = URLRequest(url: try withDigest(next, pushed))
        put.httpMethod = "PUT"
        let (_, finished) = try await URLSession.shared.data(for: put)
        guard (finished as? HTTPURLResponse)?.statusCode == 201 else {
            throw Failure("raw push: \((finished as? HTTPURLResponse)?.statusCode ?? 0)")
        }
    }

    func pull(
        _ expected: ContainerRegistry.Digest,
        from registry: URL,
        name: SegmentedID,
        to file: URL,
        digest: StreamingDigest
    ) async throws {
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        let writer = PullWriter(handle: handle, digest: digest)
        let session = URLSession(configuration: .default, delegate: writer, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let blob = try url(registry, "\(name.parts.joined(separator: "/"))/blobs/\(expected)")
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            writer.continuation.withLock { $0 = continuation }
            session.dataTask(with: blob).resume()
        }
    }

    /// Hashes and writes each part of a pull as URLSession hands it over.
    final class PullWriter: NSObject, URLSessionDataDelegate, Sendable {
        let handle: FileHandle
        let digest: StreamingDigest
        let continuation = Mutex<CheckedContinuation<Void, any Error>?>(nil)
        let response = Mutex<URLResponse?>(nil)

        func urlSession(
            _ session: URLSession,
            dataTask: URLSessionDataTask,
            didReceive response: URLResponse,
            completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
        ) {
            self.response.withLock { $0 = response }
            completionHandler(.allow)
        }

        init(handle: FileHandle, digest: StreamingDigest) {
            self.handle = handle
            self.digest = digest
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            digest.update(data)
            try? handle.write(contentsOf: data)
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            let waiting = continuation.withLock { waiting in
                defer { waiting = nil }
                return waiting
            }
            if let error {
                waiting?.resume(throwing: error)
            } else {
                waiting?.resume()
            }
        }
    }
}

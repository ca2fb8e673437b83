#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A request body that is not in memory: a file, read again for each send, or the chunks of an
/// `AsyncSequence`, read once.
///
/// ```swift
/// let layer = try BodySource.file(at: URL(fileURLWithPath: "/tmp/layer.tar"))
/// let upload = RequestBody(layer, contentType: "application/octet-stream")
/// ```
///
/// A file's length is known, so it goes with a `Content-Length`; and it can be read again, so
/// that a ``Retry`` or an ``Authentication`` may send it again. A sequence's chunks are read
/// once, as they are sent: a middleware that would send them again fails with a
/// ``YopuyError`` with code ``YopuyError/Code/invalidBody`` that says so.
///
/// A ``StreamingHTTPAdapter`` sends the body as it reads it. Any other adapter gets it read
/// whole into ``AdapterRequest/body`` first: the seed's ``HTTPAdapter`` keeps working, with the
/// body in memory.
public struct BodySource: Hashable, Sendable {
    /// One reference, so that a request holding a source stays small.
    let storage: Storage

    final class Storage: Sendable {
        enum Origin: Sendable {
            case file(URL)
            case chunks(Locked<BodyStream?>)
            case concatenation([Piece])
        }

        let origin: Origin
        let length: Int64?
        /// Told the bytes sent so far, as they are sent.
        let progress: (@Sendable (TransferProgress) -> Void)?

        init(_ origin: Origin, length: Int64?, progress: (@Sendable (TransferProgress) -> Void)? = nil) {
            self.origin = origin
            self.length = length
            self.progress = progress
        }
    }

    /// A body read from the file at `url`, as it is sent, each time it is sent.
    ///
    /// - Parameter url: A file URL of a regular file.
    /// - Returns: The source, its length the file's size now.
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/fileFailure`` when `url` is not a
    ///   file URL or there is no regular file there.
    public static func file(at url: URL) throws(YopuyError) -> BodySource {
        guard url.isFileURL else {
            throw YopuyError(code: .fileFailure, reason: "\(url.absoluteString) is not a file URL")
        }
        let size = try SystemFile.regularFile(at: url.path).get()
        return BodySource(storage: Storage(.file(url), length: size))
    }

    /// A body of the chunks of `chunks`, read once, as it is sent.
    ///
    /// ```swift
    /// let parts = AsyncStream<Data> { continuation in
    ///     continuation.yield(Data("id,title\n".utf8))
    ///     continuation.finish()
    /// }
    /// let body = RequestBody(BodySource.chunks(parts), contentType: "text/csv")
    /// ```
    ///
    /// - Parameters:
    ///   - chunks: The body's bytes, in order.
    ///   - length: Their total, if you know it: it goes as the `Content-Length`, and the chunks
    ///     must add up to it. Without it, the body is sent in chunks (or, through
    ///     ``/YopuyURLSession/URLSessionAdapter``, spooled to a temporary file first).
    /// - Returns: The source.
    public static func chunks<Chunks: AsyncSequence & Sendable>(
        _ chunks: Chunks,
        length: Int64? = nil
    ) -> BodySource where Chunks.Element == Data {
        BodySource(storage: Storage(.chunks(Locked(BodyStream(chunks))), length: length.map { max(0, $0) }))
    }

    /// The body's length in bytes, when known: a file's, or the one given with the chunks.
    public var length: Int64? { storage.length }

    /// The file the body is read from, when it is one: an adapter whose client uploads from a
    /// file itself hands it this.
    public var fileURL: URL? {
        guard case .file(let url) = storage.origin else {
            return nil
        }
        return url
    }

    /// Whether the body can be sent more than once: a file can; chunks cannot; a multipart form
    /// can if each of its streamed parts can.
    public var isRepeatable: Bool {
        switch storage.origin {
        case .file: true
        case .chunks: false
        case .concatenation(let pieces): pieces.allSatisfy(\.isRepeatable)
        }
    }

    /// The body's bytes, to send once: a new read of the file each time, or the chunks, the
    /// first time only.
    ///
    /// - Returns: The chunks.
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/invalidBody`` when chunks are asked
    ///   for again: they were sent already, and cannot be sent twice.
    public func makeStream() throws(YopuyError) -> BodyStream {
        let stream = try makeUnreportedStream()
        guard let progress = storage.progress else {
            return stream
        }
        return BodyStream(ProgressReporting(chunks: stream, total: length, report: progress))
    }

    /// The body's chunks, its progress not reported: for an adapter that reports what it sends
    /// itself, with ``reportSent(_:)``.
    ///
    /// - Returns: The chunks, read once.
    /// - Throws: What ``makeStream()`` throws.
    package func makeUnreportedStream() throws(YopuyError) -> BodyStream {
        switch storage.origin {
        case .file(let url):
            return BodyStream(FileReader.Chunks(path: url.path))
        case .chunks(let chunks):
            let taken = chunks.withLock { chunks in
                defer { chunks = nil }
                return chunks
            }
            guard let taken else {
                throw YopuyError(
                    code: .invalidBody,
                    reason: "the body's chunks were sent already, and cannot be sent again: "
                        + "give a body that can be read again, such as a file, to be able to send the request twice"
                )
            }
            return taken
        case .concatenation(let pieces):
            return BodyStream(
                Concatenation(segments: try pieces.map { piece throws(YopuyError) in try piece.segment() })
            )
        }
    }

    /// The whole body, read into memory, for an adapter that cannot stream.
    func data() async throws(YopuyError) -> Data {
        do {
            return try await makeStream().collect(upTo: .max)
        } catch let error as YopuyError {
            throw error
        } catch {
            throw YopuyError(code: .invalidBody, reason: "the body could not be read", underlyingError: error)
        }
    }

    /// This body, telling `report` how many of its bytes were sent so far, and its length when
    /// known, as it is sent: upload progress.
    ///
    /// ```swift
    /// let draft = try BodySource.file(at: URL(fileURLWithPath: "/tmp/draft.json")).reportingProgress { progress in
    ///     print("sent \(progress.completed) of \(progress.total ?? -1) bytes")
    /// }
    /// _ = try await service.call(Post.create, body: RequestBody(draft, contentType: "application/json"))
    /// ```
    ///
    /// ``/YopuyURLSession/URLSessionAdapter`` reports the bytes URLSession says it sent; another adapter, the bytes
    /// it has read from the body to send, a buffer ahead of the network. An adapter that cannot
    /// stream reads the whole body before it sends it, so its progress reaches the total first.
    /// Each send starts again from zero: a ``Retry`` that sends a file again reports it again.
    /// `report` is called on whatever thread sends; inside a ``MultipartForm``, report the
    /// form's progress, not a part's.
    ///
    /// - Parameter report: Told the progress after each part of the body sent.
    /// - Returns: The same body (the same file, or the same chunks, read once), reporting.
    public func reportingProgress(_ report: @escaping @Sendable (TransferProgress) -> Void) -> BodySource {
        BodySource(storage: Storage(storage.origin, length: storage.length, progress: report))
    }

    /// Tells the body's progress handler, if it has one, that `completed` bytes were sent: for an
    /// adapter whose client reports what it sent.
    ///
    /// - Parameter completed: The bytes sent so far.
    package func reportSent(_ completed: Int64) {
        storage.progress?(TransferProgress(completed: completed, total: length))
    }

    /// Whether the body reports its progress.
    package var reportsProgress: Bool { storage.progress != nil }

    /// Two sources are equal when they are the same one.
    public static func == (left: BodySource, right: BodySource) -> Bool {
        left.storage === right.storage
    }

    /// Hashes the source's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(storage))
    }
}

extension BodySource {
    /// A file that holds the body, for a client that uploads from a file: the source's own, or
    /// a temporary one that the chunks are written to, which the caller removes once sent.
    ///
    /// - Throws: ``YopuyError`` when the chunks were sent already, or cannot be read or written.
    package func uploadFile() async throws(YopuyError) -> (url: URL, isTemporary: Bool) {
        if let fileURL {
            return (fileURL, false)
        }
        let stream = try makeUnreportedStream()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("yopuy-upload-\(UUID().uuidString)")
        do {
            let writer = try FileWriter(path: url.path)
            for try await chunk in stream {
                try writer.write(chunk)
            }
        } catch {
            SystemFile.remove(url.path)
            if let error = error as? YopuyError {
                throw error
            }
            throw YopuyError(code: .invalidBody, reason: "the body could not be read", underlyingError: error)
        }
        return (url, true)
    }
}

// MARK: - Concatenation

extension BodySource {
    /// A part of a concatenated body: bytes in memory, or a source read when the body is sent.
    enum Piece: Sendable {
        case bytes(Data)
        case source(BodySource)

        /// Whether the piece can be read again.
        var isRepeatable: Bool {
            switch self {
            case .bytes: true
            case .source(let source): source.isRepeatable
            }
        }

        /// The piece's length, if known.
        var length: Int64? {
            switch self {
            case .bytes(let data): Int64(data.count)
            case .source(let source): source.length
            }
        }

        /// What one send reads: the bytes, or a new stream of the source.
        func segment() throws(YopuyError) -> Concatenation.Segment {
            switch self {
            case .bytes(let data): .bytes(data)
            case .source(let source): .stream(try source.makeUnreportedStream())
            }
        }
    }

    /// A body made of `pieces`, one after the other: a multipart form whose parts are files.
    ///
    /// It can be read again if each source can; its length is known if each source's is.
    static func concatenating(_ pieces: [Piece]) -> BodySource {
        var length: Int64? = 0
        for piece in pieces {
            length = length.flatMap { total in piece.length.map { total + $0 } }
        }
        return BodySource(storage: Storage(.concatenation(pieces), length: length))
    }

    /// The chunks of a concatenated body: each segment's, in order.
    struct Concatenation: AsyncSequence, Sendable {
        enum Segment: Sendable {
            case bytes(Data)
            case stream(BodyStream)
        }

        let segments: [Segment]

        struct AsyncIterator: AsyncIteratorProtocol {
            var segments: IndexingIterator<[Segment]>
            var current: BodyStream.AsyncIterator?

            mutating func next() async throws -> Data? {
                while true {
                    if var chunks = current {
                        let chunk = try await chunks.next()
                        current = chunk == nil ? nil : chunks
                        if let chunk {
                            return chunk
                        }
                    }
                    switch segments.next() {
                    case nil:
                        return nil
                    case .bytes(let data)?:
                        if !data.isEmpty {
                            return data
                        }
                    case .stream(let stream)?:
                        current = stream.makeAsyncIterator()
                    }
                }
            }
        }

        func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(segments: segments.makeIterator())
        }
    }
}

// MARK: - Progress

extension BodySource {
    /// A body's chunks, each reported once it is read.
    struct ProgressReporting: AsyncSequence, Sendable {
        let chunks: BodyStream
        let total: Int64?
        let report: @Sendable (TransferProgress) -> Void

        struct AsyncIterator: AsyncIteratorProtocol {
            var chunks: BodyStream.AsyncIterator
            let total: Int64?
            let report: @Sendable (TransferProgress) -> Void
            var completed: Int64 = 0

            mutating func next() async throws -> Data? {
                guard let chunk = try await chunks.next() else {
                    return nil
                }
                completed += Int64(chunk.count)
                report(TransferProgress(completed: completed, total: total))
                return chunk
            }
        }

        func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(chunks: chunks.makeAsyncIterator(), total: total, report: report)
        }
    }
}

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// An answer's body as it arrives: an `AsyncSequence` of byte chunks, read once, in bounded
/// memory.
///
/// ```swift
/// let download = try await service.stream(Post.list)
/// var received = 0
/// for try await chunk in download.body {
///     received += chunk.count   // write it somewhere, hash it, decode it
/// }
/// ```
///
/// The body is read once: a second iterator ends at once. The chunks are as the adapter got
/// them, of any size; the events and lines decoders (``serverSentEvents(maximumEventSize:)``,
/// ``jsonLines(maximumLineSize:)``) take them as they are.
///
/// Cancelling the task that reads ends the transfer at once and frees what was buffered; so
/// does dropping the body (every copy of it and of its iterator) before its end. A reader
/// slower than the network holds the transfer back, where the adapter's client can pause;
/// where it cannot, what the reader has not read yet past 1 MiB waits in a temporary file: see
/// ``makeStream(bufferLimit:onPause:onResume:onTermination:)``.
///
/// ## Make one, in an adapter
///
/// An adapter whose client hands the body over as an `AsyncSequence` wraps it with
/// ``init(_:)-(Chunks)``; one whose client calls back with each part pushes them through
/// ``makeStream(bufferLimit:onPause:onResume:onTermination:)``; one that has the whole body
/// already wraps it with ``init(_:)-(Data)``.
public struct BodyStream: AsyncSequence, Sendable {
    /// A part of the body, never empty.
    public typealias Element = Data

    /// What every copy of the body and its iterator share: the source, handed to the first
    /// iterator only, and closed when the last of them goes.
    let reader: Reader

    /// A body whose bytes are all here: one chunk, or none when `data` is empty.
    ///
    /// ```swift
    /// let body = BodyStream(Data("hello".utf8))
    /// ```
    ///
    /// - Parameter data: The whole body.
    public init(_ data: Data) {
        reader = Reader(.whole(data))
    }

    /// A body read from any sequence of chunks: the chunks of an HTTP client's own streamed
    /// body, for example. Dropping the body drops the sequence's iterator, which is how such
    /// a client learns that nobody reads it any more.
    ///
    /// ```swift
    /// let body = BodyStream(AsyncStream<Data> { $0.yield(Data("hello".utf8)); $0.finish() })
    /// ```
    ///
    /// - Parameter chunks: The body's chunks, in order; empty ones are skipped.
    public init<Chunks: AsyncSequence & Sendable>(_ chunks: Chunks) where Chunks.Element == Data {
        reader = Reader(.sequence({ IteratorBox(chunks.makeAsyncIterator()) }))
    }

    /// A body that a producer fills as its parts arrive, and the continuation it fills it with.
    ///
    /// The producer never waits: ``Continuation/yield(_:)`` buffers the chunk, or hands it to
    /// the reader waiting for it. Once more than `bufferLimit` bytes wait to be read,
    /// `onPause` runs, for the producer to stop reading from the network; once the reader has
    /// taken them down to half of it, `onResume`. For a client that cannot pause (no
    /// `onPause`), the chunks past `bufferLimit` wait in a temporary file instead, unlinked as
    /// soon as it is made, so that memory stays bounded however far the reader lags.
    ///
    /// ```swift
    /// let (body, continuation) = BodyStream.makeStream(onTermination: { print("stop the transfer") })
    /// continuation.yield(Data("hello".utf8))
    /// continuation.finish()
    /// ```
    ///
    /// - Parameters:
    ///   - bufferLimit: How many bytes may wait in memory before `onPause` runs, or, without
    ///     it, before the next ones wait in a temporary file; 1 MiB unless you say.
    ///   - onPause: Stops the transfer from reading, for now.
    ///   - onResume: Has it read again.
    ///   - onTermination: Runs once if the reader goes before the body's end: its task
    ///     cancelled, or the body dropped. Stop the transfer there.
    /// - Returns: The body to hand the caller, and the continuation that fills it.
    public static func makeStream(
        bufferLimit: Int = 1 << 20,
        onPause: (@Sendable () -> Void)? = nil,
        onResume: (@Sendable () -> Void)? = nil,
        onTermination: (@Sendable () -> Void)? = nil
    ) -> (body: BodyStream, continuation: Continuation) {
        let channel = ChunkChannel(
            bufferLimit: bufferLimit,
            onPause: onPause,
            onResume: onResume,
            onTermination: onTermination
        )
        return (BodyStream(reader: Reader(.channel(channel))), Continuation(channel: channel))
    }

    init(reader: Reader) {
        self.reader = reader
    }

    /// Fills a body made by ``BodyStream/makeStream(bufferLimit:onPause:onResume:onTermination:)``,
    /// from any thread.
    public struct Continuation: Sendable {
        let channel: ChunkChannel

        /// Adds a part of the body; an empty one is skipped.
        ///
        /// - Parameter chunk: The next bytes.
        /// - Returns: `false` when the chunk was dropped, because the reader has gone (stop the
        ///   transfer) or the body has ended.
        @discardableResult
        public func yield(_ chunk: Data) -> Bool {
            channel.yield(chunk)
        }

        /// Ends the body, after the parts already yielded.
        public func finish() {
            channel.finish()
        }

        /// Ends the body with `error`, after the parts already yielded: the reader's loop
        /// throws it.
        ///
        /// - Parameter error: Why the body ended early: the connection was lost, for example.
        public func finish(throwing error: any Error) {
            channel.finish(throwing: error)
        }

        /// Whether the reader has gone: its task was cancelled, or it dropped the body.
        public var isTerminated: Bool {
            channel.isClosed
        }
    }

    /// Reads the whole body into memory, up to `limit` bytes.
    ///
    /// ```swift
    /// let bytes = try await BodyStream(Data("hello".utf8)).collect(upTo: 1 << 20)
    /// ```
    ///
    /// - Parameter limit: The most bytes to hold.
    /// - Returns: The body's bytes.
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/bodyTooLarge`` past the limit (the
    ///   transfer is stopped there); the body's own error otherwise.
    public func collect(upTo limit: Int) async throws -> Data {
        var data = Data()
        for try await chunk in self {
            guard chunk.count <= limit - data.count else {
                reader.close()
                throw YopuyError(
                    code: .bodyTooLarge,
                    reason: "the body is larger than the \(limit) bytes it may be read into memory with"
                )
            }
            data.append(chunk)
        }
        return data
    }

    /// Reads the body's chunks, in order.
    public struct AsyncIterator: AsyncIteratorProtocol {
        /// Where the iterator reads from: the shared source, once claimed, then, for a
        /// sequence, its iterator once made.
        enum Place {
            case whole(Data)
            case channel(ChunkChannel)
            case sequence(@Sendable () -> any ChunkIterating)
            case iterator(any ChunkIterating)

            init(_ source: Reader.Source) {
                switch source {
                case .whole(let data): self = .whole(data)
                case .channel(let channel): self = .channel(channel)
                case .sequence(let make): self = .sequence(make)
                }
            }
        }

        /// Keeps the body's transfer going while the iterator lives.
        let reader: Reader
        var place: Place?

        /// The next chunk, or `nil` at the end of the body.
        ///
        /// - Throws: The transfer's error, or `CancellationError` when the reading task is
        ///   cancelled.
        public mutating func next() async throws -> Data? {
            guard place != nil else {
                return nil
            }
            // A cancelled reader ends by throwing, before and after each read: a body that
            // arrived faster than it was read would otherwise be read on to its end, and many
            // sequences (`AsyncStream` among them) end instead of throwing when their reader is
            // cancelled; either way a loop cut short would look like a whole body (#63).
            if Task.isCancelled {
                place = nil
                reader.close()
                throw CancellationError()
            }
            let chunk = try await read()
            if chunk == nil, Task.isCancelled {
                throw CancellationError()
            }
            return chunk
        }

        /// The next chunk from where the iterator reads, or `nil` at the end.
        private mutating func read() async throws -> Data? {
            switch place {
            case nil:
                return nil
            case .whole(let data):
                place = nil
                return data.isEmpty ? nil : data
            case .channel(let channel):
                do {
                    guard let chunk = try await channel.next() else {
                        place = nil
                        return nil
                    }
                    return chunk
                } catch {
                    place = nil
                    throw error
                }
            case .sequence(let make):
                let box = make()
                place = .iterator(box)
                return try await next(from: box)
            case .iterator(let box):
                return try await next(from: box)
            }
        }

        private mutating func next(from box: any ChunkIterating) async throws -> Data? {
            do {
                while let chunk = try await box.next() {
                    if !chunk.isEmpty {
                        return chunk
                    }
                }
                place = nil
                return nil
            } catch {
                place = nil
                throw error
            }
        }
    }

    /// An iterator over the chunks: the first one made reads the body; any other ends at once.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(reader: reader, place: reader.claim().map(AsyncIterator.Place.init))
    }
}

// MARK: - Where the chunks come from

/// What every copy of a ``BodyStream`` and its iterator share. When the last of them goes,
/// a channel still open is closed, and its producer told to stop.
final class Reader: Sendable {
    enum Source: Sendable {
        case whole(Data)
        case channel(ChunkChannel)
        case sequence(@Sendable () -> any ChunkIterating)
    }

    private let source: Lock<Source?>
    private let channel: ChunkChannel?

    init(_ source: Source) {
        self.source = Lock(source)
        if case .channel(let channel) = source {
            self.channel = channel
        } else {
            self.channel = nil
        }
    }

    /// The source, the first time only.
    func claim() -> Source? {
        source.withLock { source in
            defer { source = nil }
            return source
        }
    }

    /// Stops the transfer now, whoever still holds the body.
    func close() {
        channel?.close()
    }

    deinit {
        channel?.close()
    }
}

/// An iterator of chunks, boxed so that a ``BodyStream`` need not be generic.
protocol ChunkIterating: AnyObject {
    func next() async throws -> Data?
}

/// Any sequence's iterator, as a ``ChunkIterating``; used by one reader at a time.
final class IteratorBox<Base: AsyncIteratorProtocol>: ChunkIterating where Base.Element == Data {
    private var base: Base

    init(_ base: Base) {
        self.base = base
    }

    func next() async throws -> Data? {
        try await base.next()
    }
}

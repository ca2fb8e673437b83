// Repeats by design (duplicates pairs this file with JSONLines.swift): each decoder is a thin
// AsyncSequence over the byte chunks, with the same stored properties and the same queue of the
// values a chunk completed; what differs, how the bytes are read, is EventStreamParser's and
// LineSplitter's.

/// The events of a `text/event-stream`, read from any sequence of byte chunks as they arrive.
///
/// Made by ``_Concurrency/AsyncSequence/serverSentEvents(maximumEventSize:)``:
///
/// ```swift
/// let chunks = AsyncStream<[UInt8]> { continuation in
///     continuation.yield(Array("data: {\"token\": \"Hel".utf8))
///     continuation.yield(Array("lo\"}\n\n".utf8))
///     continuation.finish()
/// }
/// for try await event in chunks.serverSentEvents() {
///     print(event.data)   // {"token": "Hello"}
/// }
/// ```
///
/// The stream is read as the WHATWG HTML standard says (9.2.6, *Interpreting an event
/// stream*): lines end at CR, LF or CRLF; a byte order mark at the start is skipped; a line that
/// starts with `:` is a comment; an empty line dispatches the event that the `data`, `event`,
/// `id` and `retry` fields before it filled; an event without data is not dispatched, and one
/// that the stream ends in the middle of is dropped. A chunk may end anywhere, inside a CRLF or
/// a UTF-8 character too. Text that is not UTF-8 is read with replacement characters.
///
/// Memory is bounded by one event: each event is handed over as soon as its empty line arrives,
/// and an event or a line longer than the limit fails the sequence.
public struct ServerSentEvents<Base: AsyncSequence>: AsyncSequence where Base.Element: Collection<UInt8> {
    /// Each event, in order.
    public typealias Element = ServerSentEvent

    /// The chunks of the stream.
    let base: Base

    /// The most bytes an event's data, or a line, may hold.
    let maximumEventSize: Int

    /// Reads the events of `base`, in order.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var chunks: Base.AsyncIterator
        var parser: EventStreamParser
        /// The events the last chunk completed, and how many of them were handed over.
        var ready: [ServerSentEvent] = []
        var handed = 0

        /// The last reconnection time a `retry` field asked for, even one no event followed.
        var reconnectionTime: Duration? { parser.retry }

        /// The next event, once its empty line arrives; `nil` at the end of the stream.
        ///
        /// - Returns: The event, or `nil` when the stream ended.
        /// - Throws: The chunks' error; ``YopuyError`` with code
        ///   ``YopuyError/Code/parseFailure`` for an event or a line past the limit;
        ///   `CancellationError` when the reading task is cancelled, even with more already read
        ///   from the chunks.
        public mutating func next() async throws -> ServerSentEvent? {
            try Task.checkCancellation()
            while handed == ready.count {
                ready.removeAll(keepingCapacity: true)
                handed = 0
                guard let chunk = try await chunks.next() else {
                    return nil
                }
                try chunk.withBytes { bytes in try parser.consume(bytes, into: &ready) }
            }
            handed += 1
            return ready[handed - 1]
        }
    }

    /// Starts reading the events.
    ///
    /// - Returns: An iterator over the events.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(chunks: base.makeAsyncIterator(), parser: EventStreamParser(limit: maximumEventSize))
    }
}

extension ServerSentEvents: Sendable where Base: Sendable {}

extension AsyncSequence where Element: Collection<UInt8> {
    /// The `text/event-stream` events that these chunks of bytes carry, each as soon as it is
    /// complete.
    ///
    /// ```swift
    /// for try await event in chunks.serverSentEvents() where event.event == "update" {
    ///     let update = try JSONDecoder().decode(Post.self, from: Data(event.data.utf8))
    ///     print(update.title)
    /// }
    /// ```
    ///
    /// - Parameter maximumEventSize: The most bytes an event's data, or one of its lines, may
    ///   hold: 16 MiB unless you say otherwise. A longer one fails the sequence with
    ///   ``YopuyError/Code/parseFailure``, so that a stream without empty lines cannot fill the
    ///   memory.
    /// - Returns: The events, in order.
    public func serverSentEvents(maximumEventSize: Int = 16 << 20) -> ServerSentEvents<Self> {
        ServerSentEvents(base: self, maximumEventSize: maximumEventSize)
    }
}

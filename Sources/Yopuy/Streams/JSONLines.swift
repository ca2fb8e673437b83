#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

// Repeats by design (duplicates pairs this file with ServerSentEvents.swift): each decoder is a
// thin AsyncSequence over the byte chunks, with the same stored properties and the same queue of
// the values a chunk completed; what differs, how the bytes are read, is LineSplitter's and
// EventStreamParser's.

/// The records of a newline-delimited JSON stream (`application/x-ndjson`, JSON Lines), read
/// from any sequence of byte chunks as they arrive: each line's bytes, for a parser to read.
///
/// Made by ``_Concurrency/AsyncSequence/jsonLines(maximumLineSize:)``:
///
/// ```swift
/// let chunks = AsyncStream<[UInt8]> { continuation in
///     continuation.yield(Array("{\"id\": 1, \"title\": \"Hi\"}\n{\"id\": 2,".utf8))
///     continuation.yield(Array(" \"title\": \"Bye\"}\n".utf8))
///     continuation.finish()
/// }
/// for try await line in chunks.jsonLines() {
///     print(try JSONDecoder().decode(Post.self, from: line).title)   // Hi, then Bye
/// }
/// ```
///
/// Lines end at LF or CRLF (a lone CR too); a line that holds only spaces and tabs is skipped;
/// the last line needs no line end. A chunk may end anywhere. Memory is bounded by one line: a
/// longer one than the limit fails the sequence.
public struct JSONLines<Base: AsyncSequence>: AsyncSequence where Base.Element: Collection<UInt8> {
    /// Each line's bytes, without its end.
    public typealias Element = Data

    /// The chunks of the stream.
    let base: Base

    /// The most bytes a line may hold.
    let maximumLineSize: Int
    /// Whether a line of only spaces and tabs is handed over (text), or skipped (JSON).
    var keepsBlankLines = false

    /// Reads the lines of `base`, in order.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var chunks: Base.AsyncIterator
        let limit: Int
        var keepsBlankLines = false
        var lines = LineSplitter()
        /// The lines the last chunk completed, and how many of them were handed over.
        var ready: [Data] = []
        var handed = 0
        var ended = false

        /// The next line, once its end arrives; `nil` at the end of the stream.
        ///
        /// - Returns: The line's bytes, or `nil` when the stream ended.
        /// - Throws: The chunks' error; ``YopuyError`` with code
        ///   ``YopuyError/Code/parseFailure`` for a line past the limit; `CancellationError` when
        ///   the reading task is cancelled, even with more already read from the chunks.
        public mutating func next() async throws -> Data? {
            try Task.checkCancellation()
            while handed == ready.count {
                ready.removeAll(keepingCapacity: true)
                handed = 0
                if ended {
                    return nil
                }
                guard let chunk = try await chunks.next() else {
                    ended = true
                    if let last = lines.finish() {
                        last.withUnsafeBufferPointer { keep($0) }
                    }
                    continue
                }
                try chunk.withBytes { bytes in try read(bytes) }
            }
            handed += 1
            return ready[handed - 1]
        }

        /// Keeps each complete line of `chunk`.
        private mutating func read(_ chunk: UnsafeBufferPointer<UInt8>) throws {
            var position = 0
            while let line = lines.next(in: chunk, from: &position) {
                switch line {
                case .chunk(let range):
                    try check(range.count)
                    keep(UnsafeBufferPointer(rebasing: chunk[range]))
                case .joined:
                    try check(lines.joined.count)
                    keep(lines.joined)
                }
            }
            try check(lines.pendingCount)
        }

        /// Fails for a line of `length` bytes past the limit.
        private func check(_ length: Int) throws(YopuyError) {
            guard length <= limit else {
                throw YopuyError(
                    code: .parseFailure,
                    reason:
                        "the \(keepsBlankLines ? "text" : "JSON lines") stream sent a line of more than \(limit) bytes"
                )
            }
        }

        /// Keeps `line`, unless it is blank and blank lines are skipped.
        private mutating func keep(_ line: some Collection<UInt8>) {
            if keepsBlankLines || line.contains(where: { $0 != 0x20 && $0 != 0x09 }) {
                ready.append(Data(line))
            }
        }
    }

    /// Starts reading the lines.
    ///
    /// - Returns: An iterator over the lines.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(chunks: base.makeAsyncIterator(), limit: maximumLineSize, keepsBlankLines: keepsBlankLines)
    }
}

extension JSONLines: Sendable where Base: Sendable {}

extension AsyncSequence where Element: Collection<UInt8> {
    /// The lines of a newline-delimited JSON stream that these chunks of bytes carry, each as
    /// soon as it is complete, for a parser to read.
    ///
    /// ```swift
    /// for try await line in chunks.jsonLines() {
    ///     let post = try JSONDecoder().decode(Post.self, from: line)
    ///     print(post.title)
    /// }
    /// ```
    ///
    /// - Parameter maximumLineSize: The most bytes a line may hold: 16 MiB unless you say
    ///   otherwise. A longer one fails the sequence with ``YopuyError/Code/parseFailure``.
    /// - Returns: The lines' bytes, in order.
    public func jsonLines(maximumLineSize: Int = 16 << 20) -> JSONLines<Self> {
        JSONLines(base: self, maximumLineSize: maximumLineSize)
    }
}

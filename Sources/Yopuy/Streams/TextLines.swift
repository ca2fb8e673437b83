/// The lines of any text that a sequence of byte chunks carries, as they arrive: a CSV export,
/// a log, a plain-text feed. Each line is a `String`, decoded as UTF-8, without its end.
///
/// Made by ``_Concurrency/AsyncSequence/textLines(maximumLineSize:)``:
///
/// ```swift
/// let chunks = AsyncStream<[UInt8]> { continuation in
///     continuation.yield(Array("id,name\n1,first\n\n2,sec".utf8))
///     continuation.yield(Array("ond\r\n".utf8))
///     continuation.finish()
/// }
/// for try await line in chunks.textLines() {
///     print(line)   // id,name, then 1,first, then an empty line, then 2,second
/// }
/// ```
///
/// Lines end at LF or CRLF (a lone CR too); unlike ``JSONLines``, a blank line is a line. The last
/// line needs no line end. A chunk may end anywhere, inside a character too. Memory is bounded
/// by one line: a longer one than the limit fails the sequence with
/// ``YopuyError/Code/parseFailure``. Bytes that are not UTF-8 are read as U+FFFD. A record that
/// spans lines (a CSV field with a line break inside quotes) is the reader's to join.
public struct TextLines<Base: AsyncSequence>: AsyncSequence where Base.Element: Collection<UInt8> {
    /// One line, without its end.
    public typealias Element = String

    /// The lines' bytes.
    let lines: JSONLines<Base>

    /// Reads the lines in order.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var lines: JSONLines<Base>.AsyncIterator

        /// The next line, once its end arrives; `nil` at the end of the stream.
        ///
        /// - Returns: The line, or `nil` when the stream ended.
        /// - Throws: The chunks' error; ``YopuyError`` with code
        ///   ``YopuyError/Code/parseFailure`` for a line past the limit; `CancellationError` when
        ///   the reading task is cancelled.
        public mutating func next() async throws -> String? {
            try await lines.next().map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// Starts reading the lines.
    ///
    /// - Returns: An iterator over the lines.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(lines: lines.makeAsyncIterator())
    }
}

extension TextLines: Sendable where Base: Sendable {}

extension AsyncSequence where Element: Collection<UInt8> {
    /// The lines of text that these chunks of bytes carry, each as soon as it is complete: a
    /// streamed body read line by line.
    ///
    /// ```swift
    /// let answer = try await service.stream(Post.list)
    /// for try await line in answer.body.textLines() {
    ///     print(line)
    /// }
    /// ```
    ///
    /// - Parameter maximumLineSize: The most bytes a line may hold: 16 MiB unless you say
    ///   otherwise. A longer one fails the sequence with ``YopuyError/Code/parseFailure``.
    /// - Returns: The lines, in order, blank ones included.
    public func textLines(maximumLineSize: Int = 16 << 20) -> TextLines<Self> {
        var lines = JSONLines(base: self, maximumLineSize: maximumLineSize)
        lines.keepsBlankLines = true
        return TextLines(lines: lines)
    }
}

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The values of a ``JSONLinesPath``'s answer, one per line, each read by the resource's
/// ``ParsesSingular/parse(singular:)`` as it arrives: what
/// ``Service/lines(_:query:headers:body:timeout:)`` returns.
///
/// ```swift
/// for try await post in try await service.lines(Post.Export.action) {
///     print(post.title)
/// }
/// ```
///
/// It is read once, as its ``BodyStream`` is. Blank lines are skipped. Leaving the loop, or
/// cancelling the task that reads it, ends the transfer. A line the parser rejects ends it with
/// ``YopuyError/Code/parseFailure``, the line as the error's body.
public struct LineStream<Value: Sendable>: AsyncSequence, Sendable {
    /// Each line's value, in order.
    public typealias Element = Value

    /// The answer's status code, between 200 and 299.
    public let status: Int

    /// The answer's header fields.
    public let headers: HTTPHeaders

    /// The lines' bytes.
    let lines: JSONLines<BodyStream>

    /// The resource's parser.
    let parse: @Sendable (Data) throws -> Value

    /// The encoded path, for errors.
    let path: String

    @usableFromInline
    init(_ answer: StreamedResponse, path: String, parse: @escaping @Sendable (Data) throws -> Value) {
        self.status = answer.status
        self.headers = answer.headers
        self.lines = answer.body.jsonLines()
        self.parse = parse
        self.path = path
    }

    /// Reads the values in order.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var lines: JSONLines<BodyStream>.AsyncIterator
        let stream: LineStream

        /// The next line's value; `nil` at the end of the stream.
        ///
        /// - Returns: The value, or `nil` once the stream ended.
        /// - Throws: ``YopuyError``.
        public mutating func next() async throws -> Value? {
            guard let line = try await lines.next() else {
                return nil
            }
            return try stream.value(of: line)
        }
    }

    /// Starts reading the values.
    ///
    /// - Returns: An iterator over the values.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(lines: lines.makeAsyncIterator(), stream: self)
    }

    /// The parser's value for `line`; its failure as a ``YopuyError``.
    private func value(of line: Data) throws(YopuyError) -> Value {
        do {
            return try parse(line)
        } catch {
            throw .unparsed("a line", body: line, error: error, path: path, status: status, headers: headers)
        }
    }
}

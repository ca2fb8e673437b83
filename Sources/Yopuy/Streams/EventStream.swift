#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The events of an ``EventStreamPath``'s answer, each read by the resource's parser as it
/// arrives: what ``Service/events(_:query:headers:body:timeout:lastEventID:)`` returns.
///
/// ```swift
/// let updates = try await service.events(Post.Changes.action)
/// print(updates.status)   // 200, once the head arrived
/// for try await update in updates {
///     print(update.value.title)
/// }
/// ```
///
/// It is read once, as its ``BodyStream`` is. Leaving the loop, or cancelling the task that
/// reads it, ends the transfer. An error in the stream, or from the parser, ends it with a
/// ``YopuyError``: ``YopuyError/Code/parseFailure`` with the event's data as its body for an
/// event the parser rejected.
public struct EventStream<Value: Sendable>: AsyncSequence, Sendable {
    /// Each parsed event, in order.
    public typealias Element = ParsedEvent<Value>

    /// The answer's status code, between 200 and 299.
    public let status: Int

    /// The answer's header fields.
    public let headers: HTTPHeaders

    /// The raw events.
    let events: ServerSentEvents<BodyStream>

    /// The resource's event parser.
    let parse: @Sendable (ServerSentEvent) throws -> Value?

    /// The encoded path, for errors.
    let path: String

    @usableFromInline
    init(
        _ answer: StreamedResponse,
        path: String,
        parse: @escaping @Sendable (ServerSentEvent) throws -> Value?
    ) {
        self.status = answer.status
        self.headers = answer.headers
        self.events = answer.body.serverSentEvents()
        self.parse = parse
        self.path = path
    }

    /// Reads the events in order.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var events: ServerSentEvents<BodyStream>.AsyncIterator
        let stream: EventStream

        /// The next event whose value the parser did not skip; `nil` at the end of the stream.
        ///
        /// - Returns: The event, or `nil` once the stream ended.
        /// - Throws: ``YopuyError``.
        public mutating func next() async throws -> ParsedEvent<Value>? {
            while let event = try await events.next() {
                if let value = try stream.value(of: event) {
                    return ParsedEvent(value: value, event: event.event, id: event.id, retry: event.retry)
                }
            }
            return nil
        }
    }

    /// Starts reading the events.
    ///
    /// - Returns: An iterator over the events.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(events: events.makeAsyncIterator(), stream: self)
    }

    /// The parser's value for `event`; its failure as a ``YopuyError``.
    private func value(of event: ServerSentEvent) throws(YopuyError) -> Value? {
        do {
            return try parse(event)
        } catch {
            throw YopuyError(
                code: .parseFailure,
                reason: JSONEnvelope.reason(for: error) ?? "an event of the stream could not be parsed",
                path: path,
                status: status,
                headers: headers,
                body: Data(event.data.utf8),
                underlyingError: error
            )
        }
    }
}

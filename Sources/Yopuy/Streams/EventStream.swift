#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The events of an ``EventStreamPath``'s answer, each read by the resource's parser as it
/// arrives: what ``Service/events(_:query:headers:body:timeout:lastEventID:reconnecting:)`` returns.
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

    /// How the stream reconnects, and the request that reconnects it given the last event ID;
    /// `nil` when it does not.
    let reconnection: (bounds: Reconnection, reopen: Reopen)?

    /// Sends the stream's request again, with `Last-Event-ID` set to its argument, if any.
    @usableFromInline
    typealias Reopen = @Sendable (_ lastEventID: String?) async throws(YopuyError) -> StreamedResponse

    /// The `Last-Event-ID` the first request sent.
    let firstEventID: String?

    @usableFromInline
    init(
        _ answer: StreamedResponse,
        path: String,
        reconnection: (bounds: Reconnection, reopen: Reopen)? = nil,
        lastEventID: String? = nil,
        parse: @escaping @Sendable (ServerSentEvent) throws -> Value?
    ) {
        self.status = answer.status
        self.headers = answer.headers
        self.events = answer.body.serverSentEvents()
        self.parse = parse
        self.path = path
        self.reconnection = reconnection
        self.firstEventID = lastEventID
    }

    /// Reads the events in order.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var events: ServerSentEvents<BodyStream>.AsyncIterator
        let stream: EventStream

        /// The last event ID and reconnection time the stream set, kept across reconnections.
        var lastID: String?
        var retry: Duration?

        /// How many times the stream reconnected, and how many attempts failed since the last
        /// event.
        var reconnections = 0
        var failures = 0

        /// The next event whose value the parser did not skip; `nil` at the end of the stream.
        ///
        /// - Returns: The event, or `nil` once the stream ended.
        /// - Throws: ``YopuyError``.
        public mutating func next() async throws -> ParsedEvent<Value>? {
            while true {
                let dropped: (any Error)?
                do {
                    guard let event = try await events.next() else {
                        throw Ended()
                    }
                    lastID = event.id ?? lastID
                    retry = event.retry ?? retry
                    failures = 0
                    if let value = try stream.value(of: event) {
                        var parsed = ParsedEvent(value: value, event: event.event, id: lastID, retry: retry)
                        parsed.reconnections = reconnections
                        return parsed
                    }
                    continue
                } catch is Ended {
                    dropped = nil
                } catch {
                    guard stream.reconnection != nil, Self.isDrop(error) else {
                        throw error
                    }
                    dropped = error
                }
                guard let reconnection = stream.reconnection else {
                    return nil
                }
                guard try await reconnect(after: dropped, reconnection.bounds, reconnection.reopen) else {
                    return nil
                }
            }
        }

        /// The end of the stream, as the loop above sees it.
        private struct Ended: Error {}

        /// Whether `error`, from reading the stream, is the connection's end rather than the
        /// caller's or the stream's: not a cancellation, not an event past the size limit or
        /// one the resource rejected.
        private static func isDrop(_ error: any Error) -> Bool {
            if error is CancellationError || Task.isCancelled {
                return false
            }
            if let error = error as? YopuyError {
                return Reconnection.mayRetry(after: error)
            }
            return true
        }

        /// Opens the stream again, after the last one ended (with `dropped`, if it failed):
        /// `true` once a new answer's events are to be read, `false` when the stream ends.
        private mutating func reconnect(
            after dropped: (any Error)?,
            _ bounds: Reconnection,
            _ reopen: Reopen
        ) async throws -> Bool {
            var lastError = dropped
            retry = events.reconnectionTime ?? retry
            while failures < bounds.attempts {
                failures += 1
                do {
                    try await Task.sleep(for: bounds.wait(before: failures, asked: retry))
                } catch {
                    throw YopuyError(code: .cancelled, reason: "the calling task was cancelled", path: stream.path)
                }
                do {
                    let answer = try await reopen(lastID ?? stream.firstEventID)
                    if answer.status == 204 {
                        return false
                    }
                    events = answer.body.serverSentEvents().makeAsyncIterator()
                    reconnections += 1
                    return true
                } catch {
                    guard Reconnection.mayRetry(after: error) else {
                        throw error
                    }
                    lastError = error
                }
            }
            if let lastError {
                throw lastError
            }
            return false
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
            throw .unparsed(
                "an event",
                body: Data(event.data.utf8),
                error: error,
                path: path,
                status: status,
                headers: headers
            )
        }
    }
}

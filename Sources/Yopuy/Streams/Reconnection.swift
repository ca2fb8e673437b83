/// How an event stream reconnects by itself after its connection ends, as a browser's
/// `EventSource` does: ``Service/events(_:query:headers:body:timeout:lastEventID:reconnecting:)``
/// with `reconnecting:` set.
///
/// ```swift
/// let updates = try await service.events(Post.Changes.action, reconnecting: Reconnection())
/// for try await update in updates {
///     print(update.value.title, update.reconnections)
/// }
/// ```
///
/// When the connection drops or the server ends the stream, the stream waits, then sends the
/// request again with `Last-Event-ID` set to the last event ID it saw, so that the server goes on
/// after it. The first wait is the stream's own `retry`, or ``delay`` until the stream asks for
/// one; each attempt that fails doubles it, up to ``maximumDelay``. An attempt fails when there
/// is no answer (a refused connection, a timeout) or the answer's status is 500 or more. After
/// ``attempts`` failed attempts in a row, without an event between them, the stream ends: with
/// the last error, or, when the server kept ending the stream cleanly, as a stream ends.
///
/// A stream never reconnects after an answer with a status from 400 to 499 or of another type
/// than `text/event-stream`: those throw at once, as they do on the first request. A `204 No
/// Content` ends the stream, as the standard says: it is how a server tells its clients to stop.
/// Nor does it reconnect after an event the resource could not parse, an event past the size
/// limit, or a cancellation. Each ``ParsedEvent`` says, in ``ParsedEvent/reconnections``, how
/// many times its stream reconnected before it.
///
/// Reconnecting sends the request again, body and all: use it for streams that a `GET` or a
/// repeatable request opens, not for a chat completion that a `POST` starts.
public struct Reconnection: Sendable, Hashable {
    /// The most attempts in a row without an event between them; at least 1.
    public var attempts: Int

    /// The first wait, until the stream asks for another with its `retry` field.
    public var delay: Duration

    /// The longest wait, however many attempts failed and whatever the stream asked for.
    public var maximumDelay: Duration

    /// Reconnections with these bounds.
    ///
    /// - Parameters:
    ///   - attempts: The most attempts in a row without an event between them: 5 unless you say
    ///     otherwise; at least 1.
    ///   - delay: The first wait when the stream asked for none: 3 seconds unless you say
    ///     otherwise, as browsers wait.
    ///   - maximumDelay: The longest wait: a minute unless you say otherwise.
    public init(attempts: Int = 5, delay: Duration = .seconds(3), maximumDelay: Duration = .seconds(60)) {
        self.attempts = max(1, attempts)
        self.delay = max(.zero, delay)
        self.maximumDelay = max(.zero, maximumDelay)
    }

    /// The wait before an attempt: the stream's `retry` (or ``delay``) doubled for each attempt
    /// before it since the last event, at most ``maximumDelay``.
    ///
    /// ```swift
    /// let bounds = Reconnection(delay: .seconds(3), maximumDelay: .seconds(20))
    /// bounds.wait(before: 1, asked: nil)                  // 3 seconds
    /// bounds.wait(before: 3, asked: .milliseconds(500))   // 2 seconds
    /// bounds.wait(before: 5, asked: nil)                  // 20 seconds
    /// ```
    ///
    /// - Parameters:
    ///   - attempt: The attempt, counted from 1 since the last event.
    ///   - asked: The reconnection time the stream asked for, if any.
    /// - Returns: How long to wait.
    public func wait(before attempt: Int, asked: Duration?) -> Duration {
        let first = min(max(.zero, asked ?? delay), maximumDelay)
        let doublings = min(max(0, attempt - 1), 62)
        guard first > .zero, doublings > 0 else {
            return first
        }
        let ratio = maximumDelay / first
        guard Double(Int64(1) << doublings) < ratio else {
            return maximumDelay
        }
        return first * (Int64(1) << doublings)
    }

    /// Whether an attempt that failed with `error` may be followed by another: no answer, or
    /// a status of 500 or more.
    static func mayRetry(after error: YopuyError) -> Bool {
        switch error.code {
        case .transport, .timedOut:
            true
        case .unacceptableStatus:
            (error.status ?? 0) >= 500
        default:
            false
        }
    }
}

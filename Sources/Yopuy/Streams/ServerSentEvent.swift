/// One event of a `text/event-stream`, as the WHATWG HTML standard's event-stream interpretation
/// dispatches it.
///
/// ```swift
/// for try await event in chunks.serverSentEvents() {
///     if event.event == "completion" {
///         print(event.data)   // the event's data lines, joined with "\n"
///     }
/// }
/// ```
public struct ServerSentEvent: Hashable, Sendable {
    /// The event's type: its last `event` field, or `"message"` when it has none.
    public var event: String

    /// The event's data: its `data` fields' values, joined with line feeds.
    public var data: String

    /// The last event ID the stream set, by an `id` field of this event or of one before it;
    /// `nil` until one does. A client that reconnects sends it as `Last-Event-ID`.
    public var id: String?

    /// The reconnection time the stream asked for in its latest valid `retry` field, at this
    /// event or before it; `nil` until one does.
    public var retry: Duration?

    /// Creates an event, for example for a test's stub.
    ///
    /// - Parameters:
    ///   - event: The event's type.
    ///   - data: The event's data.
    ///   - id: The last event ID.
    ///   - retry: The reconnection time asked for.
    public init(event: String = "message", data: String, id: String? = nil, retry: Duration? = nil) {
        self.event = event
        self.data = data
        self.id = id
        self.retry = retry
    }
}

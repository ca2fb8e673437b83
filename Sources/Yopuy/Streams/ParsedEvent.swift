/// One server-sent event of an ``EventStreamPath``, its data read by the resource's parser.
///
/// ```swift
/// for try await update in try await service.events(Post.Changes.action) {
///     print(update.event, update.value.title, update.id ?? "-")
/// }
/// ```
public struct ParsedEvent<Value: Sendable>: Sendable {
    /// What the resource's ``ParsesSingular/parse(event:)`` made of the event.
    public var value: Value

    /// The event's type: its last `event` field, or `"message"` when it has none.
    public var event: String

    /// The last event ID the stream set, by this event or one before it; `nil` until one does.
    /// Send it as `lastEventID` when you reconnect, and the server goes on after it.
    public var id: String?

    /// The reconnection time the stream asked for, at this event or before it; `nil` until it
    /// asks.
    public var retry: Duration?

    /// How many times the stream reconnected before this event: 0 on the first connection.
    /// A stream reconnects only when asked to (see ``Reconnection``).
    public var reconnections = 0

    /// Creates an event, for example for a test.
    ///
    /// - Parameters:
    ///   - value: The parsed value.
    ///   - event: The event's type.
    ///   - id: The last event ID.
    ///   - retry: The reconnection time asked for.
    public init(value: Value, event: String = "message", id: String? = nil, retry: Duration? = nil) {
        self.value = value
        self.event = event
        self.id = id
        self.retry = retry
    }
}

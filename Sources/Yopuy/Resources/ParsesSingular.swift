#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A resource that can turn a response body into one ``Singular`` value.
///
/// Every capability whose paths answer with one record requires it: ``IsShowable``,
/// ``IsCreatable``, ``IsReplaceable``, ``IsPatchable``, ``IsDeletable``, and the custom actions.
/// Parse however you like; Yopuy never looks inside the bytes.
public protocol ParsesSingular: Resource {
    /// The type one record (or an action's result) parses into, inferred from
    /// ``parse(singular:)``.
    ///
    /// It can be any type: the resource itself, a separate model, or a wrapper.
    associatedtype Singular

    /// Parses one record (or an action's result) from a response body.
    ///
    /// - Parameter data: The response body, as the adapter received it.
    /// - Returns: The parsed value.
    /// - Throws: Any error; it reaches the caller wrapped with the body that failed to parse.
    static func parse(singular data: Data) throws -> Singular

    /// Parses one server-sent event of a path whose kind is ``EventStreamPath``, or skips it.
    ///
    /// The default reads the event's data with ``parse(singular:)``, as most APIs send JSON per
    /// event. Implement it to read the event's type or ID, or to skip an event that carries no
    /// value, such as the `[DONE]` that ends a chat-completion stream:
    ///
    /// ```swift
    /// struct CompletionChunk: Decodable, Sendable {
    ///     var text: String
    /// }
    ///
    /// enum Completions: CollectionAction {
    ///     typealias Target = Post
    ///     typealias Method = POST
    ///     typealias Kind = EventStreamPath
    ///     static let path = "complete"
    ///     static func parse(singular data: Data) throws -> CompletionChunk {
    ///         try JSONDecoder().decode(CompletionChunk.self, from: data)
    ///     }
    ///     static func parse(event: ServerSentEvent) throws -> CompletionChunk? {
    ///         event.data == "[DONE]" ? nil : try parse(singular: Data(event.data.utf8))
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter event: The event, as the stream dispatched it.
    /// - Returns: The parsed value, or `nil` to skip the event.
    /// - Throws: Any error; it ends the stream, wrapped with the event's data.
    static func parse(event: ServerSentEvent) throws -> Singular?
}

extension ParsesSingular {
    /// Reads the event's data with ``parse(singular:)``.
    ///
    /// - Parameter event: The event, as the stream dispatched it.
    /// - Returns: The event's data, parsed.
    /// - Throws: What ``parse(singular:)`` throws.
    public static func parse(event: ServerSentEvent) throws -> Singular? {
        try parse(singular: Data(event.data.utf8))
    }
}

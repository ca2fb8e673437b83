/// The value of an answer that carries nothing: what a resource or an action that adopts
/// ``AnswersNoContent`` parses into.
///
/// A `204 No Content` gives a ``Response`` whose `value` is `nil`, as every empty body does; a
/// body that comes anyway is ignored and gives `NoContent()`. Either way, the status and the
/// headers are on the response.
///
/// A server that serves such a resource answers `NoContent()` with 204 and no body; as JSON, the
/// value is an empty object, `{}`, and reads back from any object.
public struct NoContent: Hashable, Sendable, Codable {
    /// The one value.
    public init() {}

    /// Reads nothing: any object is the one value.
    ///
    /// - Parameter decoder: The decoder, whose value must be an object.
    public init(from decoder: any Decoder) throws {
        _ = try decoder.container(keyedBy: NoKeys.self)
    }

    /// Writes an empty object.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        _ = encoder.container(keyedBy: NoKeys.self)
    }

    /// The keys of an object with none.
    private enum NoKeys: CodingKey {}
}

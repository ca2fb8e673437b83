/// The value of an answer that carries nothing: what a resource or an action that adopts
/// ``AnswersNoContent`` parses into.
///
/// A `204 No Content` gives a ``Response`` whose `value` is `nil`, as every empty body does; a
/// body that comes anyway is ignored and gives `NoContent()`. Either way, the status and the
/// headers are on the response.
public struct NoContent: Hashable, Sendable {
    /// The one value.
    public init() {}
}

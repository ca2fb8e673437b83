#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A resource or an action whose answers carry no body, such as `204 No Content`: it needs no
/// parser and no placeholder type.
///
/// Adopting it supplies `parse(singular:)`, which ignores the body and gives ``NoContent``:
///
/// ```swift
/// struct Lock: SingularChildResource, IsReplaceable, IsDeletable, AnswersNoContent {
///     typealias Parent = Post
///     static let path = "lock"
/// }
///
/// extension Post {
///     enum Pin: RecordAction, AnswersNoContent {
///         typealias Parent = Post
///         typealias Method = PUT
///         static let path = "pin"
///     }
/// }
///
/// let lock = Post.show(1) / Lock.replace         // PUT posts/1/lock
/// let unlock = Post.show(1) / Lock.delete        // DELETE posts/1/lock
/// let pin = Post.show(1) / Post.Pin.action       // PUT posts/1/pin
/// ```
///
/// A call on such a path answers a ``Response`` of ``NoContent``: check its `status`. It
/// cannot adopt ``IsListable``, which needs a collection parser.
public protocol AnswersNoContent: ParsesSingular where Singular == NoContent {}

extension AnswersNoContent {
    /// Ignores the body: the answer carries nothing to parse.
    ///
    /// - Parameter data: The response body, ignored.
    /// - Returns: ``NoContent``.
    public static func parse(singular data: Data) throws -> NoContent {
        NoContent()
    }
}

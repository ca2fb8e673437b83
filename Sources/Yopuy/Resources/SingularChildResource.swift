/// A resource with exactly one record under each record of its ``NestedResource/Parent``:
/// `/posts/1/author`, `/blog/settings`.
///
/// Its builders take no ID and make ``ChildPath`` values:
///
/// ```swift
/// struct Author: SingularChildResource, IsShowable, Codable {
///     typealias Parent = Blog
///     static let path = "author"
///     static func parse(singular data: Data) throws -> Author {
///         try JSONDecoder().decode(Author.self, from: data)
///     }
/// }
///
/// Blog.show / Author.show   // GET blog/author
/// ```
///
/// A singleton that is never read still stands before the paths under it with ``at``: a
/// post's `pin`, created with `POST` and removed with `DELETE`, whose removal answers another
/// type than its creation, takes the removal as a ``RecordAction`` on it.
@dynamicMemberLookup
public protocol SingularChildResource: NestedResource {}

extension SingularChildResource {
    /// The singleton under one parent record, as a parent for child paths, whether or not it
    /// can be read: `…/follow`. It can never be run.
    ///
    /// ```swift
    /// enum Pin: SingularChildResource, IsCreatable {
    ///     typealias Parent = Post
    ///     static let path = "pin"
    ///     static func parse(singular data: Data) throws -> Data { data }
    /// }
    ///
    /// enum Unpin: RecordAction, AnswersNoContent {
    ///     typealias Parent = Pin
    ///     typealias Method = DELETE
    ///     static let path = ""
    /// }
    ///
    /// let pin = Post.show(1) / Pin.create                // POST posts/1/pin
    /// let unpin = Post.show(1) / Pin.at / Unpin.action   // DELETE posts/1/pin
    /// ```
    @inlinable
    public static var at: ChildPath<Self, SingularPath, ParentOnly, Parent> { ChildPath(route: ownRoute) }
}

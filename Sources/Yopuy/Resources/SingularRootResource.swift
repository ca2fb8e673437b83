/// A resource with exactly one record, at the top of the API and addressed by a constant path:
/// `/me`, `/blog`.
///
/// Its builders take no ID:
///
/// ```swift
/// struct Blog: SingularRootResource, IsShowable, Codable {
///     static let path = "blog"
///     static func parse(singular data: Data) throws -> Blog {
///         try JSONDecoder().decode(Blog.self, from: data)
///     }
/// }
///
/// Blog.show   // GET blog
/// ```
///
/// A singleton that is never read still stands before the paths under it with ``at``.
@dynamicMemberLookup
public protocol SingularRootResource: Resource {}

extension SingularRootResource {
    /// The singleton, as a parent for child paths, whether or not it can be read: `session`.
    /// It can never be run.
    ///
    /// ```swift
    /// enum Session: SingularRootResource, IsCreatable {
    ///     static let path = "session"
    ///     static func parse(singular data: Data) throws -> Data { data }
    /// }
    ///
    /// enum SignOut: RecordAction, AnswersNoContent {
    ///     typealias Parent = Session
    ///     typealias Method = DELETE
    ///     static let path = ""
    /// }
    ///
    /// let signIn = Session.create                 // POST session
    /// let signOut = Session.at / SignOut.action    // DELETE session
    /// ```
    @inlinable
    public static var at: Path<Self, SingularPath, ParentOnly> { Path(route: ownRoute) }
}

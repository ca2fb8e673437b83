/// A custom operation on one record, beyond create, read, update and delete:
/// `POST /posts/1/publish`.
///
/// Declare it once as a type, with the record's resource as `Parent`, its method, and the
/// type its response parses into:
///
/// ```swift
/// extension Post {
///     enum Publish: RecordAction {
///         typealias Parent = Post
///         typealias Method = POST
///         static let path = "publish"
///         static func parse(singular data: Data) throws -> Receipt { ... }
///     }
/// }
///
/// let publish = Post.show(1) / Post.Publish.action
/// // Path<Post.Publish, SingularPath, POST>: POST posts/1/publish
/// ```
///
/// `action` is a ``ChildPath``: it appends under any path to one `Parent` record, at any depth,
/// so a comment's action reads `Post.show(1) / Comment.show(2) / Comment.Approve.action`.
public protocol RecordAction: NestedResource, ParsesSingular {
    /// The HTTP method the action sends: ``GET``, ``POST``, ``PUT``, ``PATCH`` or ``DELETE``.
    associatedtype Method: RequestMethod
}

extension RecordAction {
    /// The action, to append under a path to one `Parent` record: `POST …/publish`.
    public static var action: ChildPath<Self, SingularPath, Method, Parent> { ChildPath(route: ownRoute) }
}

/// A custom operation on one record, beyond create, read, update and delete:
/// `POST /posts/1/publish`, `PUT /posts/1/comments/2/approval`.
///
/// Declare it once as a type, with the record's resource as `Parent`, its method, and the
/// type its response parses into:
///
/// ```swift
/// extension Comment {
///     enum Approve: RecordAction {
///         typealias Parent = Comment
///         typealias Method = PUT
///         static let path = "approval"
///         static func parse(singular data: Data) throws -> Comment {
///             try JSONDecoder().decode(Comment.self, from: data)
///         }
///     }
/// }
///
/// let approve = Post.show(1) / Comment.show(2) / Comment.Approve.action
/// // Path<Comment.Approve, SingularPath, PUT>: PUT posts/1/comments/2/approval
/// ```
///
/// `action` is a ``ChildPath``: it appends under any path to one `Parent` record, at any depth;
/// an action on a root record reads `Post.show(1) / Post.Publish.action`. An action whose
/// `path` is `""` runs on the record's own URL (`POST …/statuses/{sha}`), and one whose `path`
/// starts with `:` is a custom method on it (`POST …/instances/i1:restart`): see
/// ``Resource/path``.
public protocol RecordAction: NestedResource, ParsesSingular {
    /// The HTTP method the action sends: ``GET``, ``POST``, ``PUT``, ``PATCH`` or ``DELETE``.
    associatedtype Method: RequestMethod

    /// What the action's response holds: one value (``SingularPath``, unless you say
    /// otherwise), or a stream of them (``EventStreamPath``, ``JSONLinesPath``).
    associatedtype Kind: PathKind = SingularPath
}

extension RecordAction {
    /// The action, to append under a path to one `Parent` record: `POST …/publish`.
    @inlinable
    public static var action: ChildPath<Self, Kind, Method, Parent> { ChildPath(route: ownRoute) }
}

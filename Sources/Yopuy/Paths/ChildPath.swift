/// A path that cannot be run on its own: the part of a request that belongs to a child
/// resource, waiting to be appended under one record of its `Parent`.
///
/// Child resources, singletons and actions build these; `/` appends them under a parent path:
///
/// ```swift
/// let child = Comment.show(12)
/// // child: ChildPath<Comment, SingularPath, GET, Post>
/// let path = Post.show(1) / child        // Path<Comment, SingularPath, GET>
/// ```
///
/// The first three type parameters mean what they mean on ``Path``. `Parent` is the resource
/// whose record the child must be appended under, so a wrong nesting is a type error.
public struct ChildPath<
    Resource: Yopuy.Resource,
    Kind: PathKind,
    Method: PathMethod,
    Parent: Yopuy.Resource
>: Hashable, Sendable {
    // Repeats by design (duplicates pairs this file with Path.swift): Path and ChildPath hold the
    // same route, made the same way, and give the same `path`; each its own public type, so that
    // a child path cannot be run.
    @usableFromInline let route: Route

    @usableFromInline
    init(route: Route) {
        self.route = route
    }

    /// The child's own percent-encoded segments: `"comments/12"`.
    @inlinable
    public var path: String { route.encoded }
}

extension ChildPath: CustomStringConvertible {
    /// The method and the child's segments after an ellipsis for the parent's:
    /// `"GET …/comments/12"`.
    public var description: String {
        guard let method = Method.self as? any RequestMethod.Type else {
            return "…/\(route.encoded)"
        }
        return "\(method.httpMethod) …/\(route.encoded)"
    }
}

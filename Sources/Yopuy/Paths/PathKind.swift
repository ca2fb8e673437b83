/// A marker for what a path's response holds: one value or a collection.
///
/// It is the second type parameter of ``Path`` and ``ChildPath``. The two markers are
/// ``SingularPath`` and ``CollectionPath``; a call on a path parses the response with the
/// resource's ``ParsesSingular/parse(singular:)`` or ``ParsesCollection/parse(collection:)``
/// accordingly. You do not conform your own types to this protocol.
public protocol PathKind: Sendable {}

/// Marks a path whose response is one value: a record, a singleton, or an action's result.
///
/// `Post.show(1)` is a `Path<Post, SingularPath, GET>`. Only a path that points at one record
/// can be the parent of a child path (see ``ParentKind``). This caseless `enum` exists only as a
/// type.
public enum SingularPath: ParentKind {}

/// Marks a path whose response is a collection, such as `Post.list`.
///
/// `Post.list` is a `Path<Post, CollectionPath, GET>`. A collection path cannot be the parent
/// of a child path: `Post.list / Comment.list` does not compile, and says why (see
/// ``ParentKind``). This caseless `enum` exists only as a type.
public enum CollectionPath: PathKind {}

/// A kind marker whose paths may stand as the parent of a child path: ``SingularPath`` (and
/// ``MisspeltMember``, which stands in for a member a resource does not have).
///
/// A child is appended under one record, never under a collection: `Post.show(1) / Comment.list`
/// compiles, `Post.list / Comment.list` does not. ``CollectionPath`` conforms to this protocol
/// only to refuse that mistake in words; its conformance is unavailable, so using it is the
/// compile error:
///
/// ```text
/// error: conformance of 'CollectionPath' to 'ParentKind' is unavailable: children are appended
///        under one record, never under a list: put show(id) or at(id) before '/', not list
/// ```
///
/// You do not conform your own types to this protocol.
public protocol ParentKind: PathKind {}

@available(
    *,
    unavailable,
    message: "children are appended under one record, never under a list: put show(id) or at(id) before '/', not list"
)
extension CollectionPath: ParentKind {}

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
/// can be the parent of a child path. This caseless `enum` exists only as a type.
public enum SingularPath: PathKind {}

/// Marks a path whose response is a collection, such as `Post.list`.
///
/// `Post.list` is a `Path<Post, CollectionPath, GET>`. A collection path cannot be the parent
/// of a child path: `Post.list / Comment.list` does not compile. This caseless `enum` exists
/// only as a type.
public enum CollectionPath: PathKind {}

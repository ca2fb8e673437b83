/// A marker for what a path's response holds: one value, a collection, or a stream of values.
///
/// It is the second type parameter of ``Path`` and ``ChildPath``. A call on a ``SingularPath``
/// or a ``CollectionPath`` parses the response with the resource's
/// ``ParsesSingular/parse(singular:)`` or ``ParsesCollection/parse(collection:)`` accordingly;
/// an ``EventStreamPath`` or a ``JSONLinesPath`` is read as it arrives, one value per event or
/// line. You do not conform your own types to this protocol.
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

/// Marks a path whose response is a `text/event-stream`: server-sent events, each a value that
/// the resource's ``ParsesSingular/parse(event:)`` reads, as they arrive.
///
/// An action says its paths stream by choosing this kind; ``Service/events(_:query:headers:body:timeout:lastEventID:reconnecting:)``
/// runs them, and only it: a stream is never read whole, and never a parent.
///
/// ```swift
/// extension Post {
///     enum Updates: CollectionAction {
///         typealias Target = Post
///         typealias Method = GET
///         typealias Kind = EventStreamPath
///         static let path = "updates"
///         static func parse(singular data: Data) throws -> Post {
///             try JSONDecoder().decode(Post.self, from: data)
///         }
///     }
/// }
///
/// // Post.Updates.action: Path<Post.Updates, EventStreamPath, GET>
/// for try await update in try await service.events(Post.Updates.action) {
///     print(update.value.title)
/// }
/// ```
///
/// This caseless `enum` exists only as a type.
public enum EventStreamPath: PathKind {}

/// Marks a path whose response is newline-delimited JSON (JSON Lines, `application/x-ndjson`):
/// one value per line, each read by the resource's ``ParsesSingular/parse(singular:)`` as it
/// arrives.
///
/// An action says its paths stream lines by choosing this kind;
/// ``Service/lines(_:query:headers:body:timeout:)`` runs them, and only it.
///
/// ```swift
/// extension Post {
///     enum Backup: CollectionAction {
///         typealias Target = Post
///         typealias Method = GET
///         typealias Kind = JSONLinesPath
///         static let path = "backup"
///         static func parse(singular data: Data) throws -> Post {
///             try JSONDecoder().decode(Post.self, from: data)
///         }
///     }
/// }
///
/// for try await post in try await service.lines(Post.Backup.action) {
///     print(post.title)
/// }
/// ```
///
/// This caseless `enum` exists only as a type.
public enum JSONLinesPath: PathKind {}

@available(
    *,
    unavailable,
    message: "children are appended under one record, never under a stream: put show(id) or at(id) before '/'"
)
extension EventStreamPath: ParentKind {}

@available(
    *,
    unavailable,
    message: "children are appended under one record, never under a stream: put show(id) or at(id) before '/'"
)
extension JSONLinesPath: ParentKind {}

/// A marker for a path's HTTP method, carried in its type.
///
/// It is the third type parameter of ``Path`` and ``ChildPath``. The markers are the caseless
/// enums ``GET``, ``POST``, ``PUT``, ``PATCH`` and ``DELETE``, which send a request
/// (``RequestMethod``), and ``ParentOnly``, which names a record only so that children can be
/// appended to it. You do not conform your own types to this protocol.
public protocol PathMethod: Sendable {}

/// A method marker whose paths send a request with that method.
///
/// Only paths whose method is a `RequestMethod` can be run.
public protocol RequestMethod: PathMethod {
    /// What a call on a path with this method takes as its body: ``RequestBody``, or the type a
    /// resource named for its create, replace or update (``POSTWith``, ``PUTWith``,
    /// ``PATCHWith``).
    associatedtype Body: RequestBodyConvertible = RequestBody

    /// The method sent on the wire.
    static var httpMethod: HTTPMethod { get }
}

/// A method marker whose paths may stand as the parent of a child path.
///
/// A child is appended only under a path that reads one record (``GET``) or merely names it
/// (``ParentOnly``): `Post.show(1) / Comment.list` compiles, `Post.delete(1) / Comment.list`
/// does not. The markers of writes (``DELETE``, ``POSTWith``, ``PUTWith``, ``PATCHWith``)
/// conform to this protocol only to refuse that mistake in words; their conformances are
/// unavailable, so using one is the compile error:
///
/// ```text
/// error: conformance of 'DELETE' to 'ParentMethod' is unavailable: children are appended under
///        a path that reads (show) or names (at) one record, never under a write
/// ```
public protocol ParentMethod: PathMethod {}

/// Marks a path that reads: the `GET` method.
public enum GET: RequestMethod, ParentMethod {
    /// `GET`.
    public static var httpMethod: HTTPMethod { .get }
}

/// Marks a path that creates a record or runs an action: the `POST` method, with a body of any
/// kind (a ``RequestBody``).
///
/// It is ``POSTWith`` whose body is a ``RequestBody``: the method of every `create` path whose
/// resource names no ``IsCreatable/CreateBody``.
public typealias POST = POSTWith<RequestBody>

/// Marks a path that replaces a record: the `PUT` method, with a body of any kind (a
/// ``RequestBody``).
///
/// It is ``PUTWith`` whose body is a ``RequestBody``: the method of every `replace` path whose
/// resource names no ``IsReplaceable/ReplaceBody``.
public typealias PUT = PUTWith<RequestBody>

/// Marks a path that changes part of a record: the `PATCH` method, with a body of any kind (a
/// ``RequestBody``).
///
/// It is ``PATCHWith`` whose body is a ``RequestBody``: the method of every `update` path whose
/// resource names no ``IsPatchable/UpdateBody``.
public typealias PATCH = PATCHWith<RequestBody>

/// Marks a path that sends `POST` with a body of type `Body` only.
///
/// `create` paths carry it when their resource names its ``IsCreatable/CreateBody``; an action
/// chooses it as its `Method`:
///
/// ```swift
/// struct LockReason: EncodesJSON {
///     var reason: String
/// }
///
/// extension Post {
///     enum Lock: RecordAction, AnswersNoContent {
///         typealias Parent = Post
///         typealias Method = POSTWith<LockReason>
///         static let path = "lock"
///     }
/// }
///
/// _ = try await service.call(Post.show(1) / Post.Lock.action, body: LockReason(reason: "spam"))
/// ```
public enum POSTWith<Body: RequestBodyConvertible>: RequestMethod {
    /// `POST`.
    public static var httpMethod: HTTPMethod { .post }
}

/// Marks a path that sends `PUT` with a body of type `Body` only.
///
/// `replace` paths carry it when their resource names its ``IsReplaceable/ReplaceBody``; an
/// action may choose it as its `Method`, as with ``POSTWith``.
public enum PUTWith<Body: RequestBodyConvertible>: RequestMethod {
    /// `PUT`.
    public static var httpMethod: HTTPMethod { .put }
}

/// Marks a path that sends `PATCH` with a body of type `Body` only.
///
/// `update` paths carry it when their resource names its ``IsPatchable/UpdateBody``; an
/// action may choose it as its `Method`, as with ``POSTWith``.
public enum PATCHWith<Body: RequestBodyConvertible>: RequestMethod {
    /// `PATCH`.
    public static var httpMethod: HTTPMethod { .patch }
}

/// Marks a path that removes a record: the `DELETE` method.
public enum DELETE: RequestMethod {
    /// `DELETE`.
    public static var httpMethod: HTTPMethod { .delete }
}

/// Marks a path that names one record without any method of its own.
///
/// Some APIs nest collections under a record that cannot itself be read: `/orgs/1/members`
/// exists while `GET /orgs/1` does not. A resource that adopts ``IsAddressable`` offers
/// `at(_:)`, whose path can be a parent but can never be run:
///
/// ```swift
/// let members = Org.at(1) / Member.list   // GET /orgs/1/members
/// ```
public enum ParentOnly: ParentMethod {}

// MARK: - Writes are never parents

@available(
    *,
    unavailable,
    message: "children are appended under a path that reads (show) or names (at) one record, never under a write"
)
extension DELETE: ParentMethod {}

@available(
    *,
    unavailable,
    message: "children are appended under a path that reads (show) or names (at) one record, never under a write"
)
extension POSTWith: ParentMethod {}

@available(
    *,
    unavailable,
    message: "children are appended under a path that reads (show) or names (at) one record, never under a write"
)
extension PUTWith: ParentMethod {}

@available(
    *,
    unavailable,
    message: "children are appended under a path that reads (show) or names (at) one record, never under a write"
)
extension PATCHWith: ParentMethod {}

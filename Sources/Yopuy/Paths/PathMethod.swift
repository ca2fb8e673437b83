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
    /// The method sent on the wire.
    static var httpMethod: HTTPMethod { get }
}

/// A method marker whose paths may stand as the parent of a child path.
///
/// A child is appended only under a path that reads one record (``GET``) or merely names it
/// (``ParentOnly``): `Post.show(1) / Comment.list` compiles, `Post.delete(1) / Comment.list`
/// does not.
public protocol ParentMethod: PathMethod {}

/// Marks a path that reads: the `GET` method.
public enum GET: RequestMethod, ParentMethod {
    /// `GET`.
    public static var httpMethod: HTTPMethod { .get }
}

/// Marks a path that creates a record or runs an action: the `POST` method.
public enum POST: RequestMethod {
    /// `POST`.
    public static var httpMethod: HTTPMethod { .post }
}

/// Marks a path that replaces a record: the `PUT` method.
public enum PUT: RequestMethod {
    /// `PUT`.
    public static var httpMethod: HTTPMethod { .put }
}

/// Marks a path that changes part of a record: the `PATCH` method.
public enum PATCH: RequestMethod {
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

/// A resource whose records each have an ID: the shared part of ``RootResource`` and
/// ``ChildResource``.
///
/// Do not adopt it directly; adopt ``RootResource`` or ``ChildResource``.
public protocol IdentifiableResource: Resource {
    /// The type of the ID that names one record in a path: `Int`, `String`, `UUID`, or a type
    /// of your own.
    ///
    /// Give each resource its own ID type (see ``PathSegmentConvertible``) and the compiler
    /// refuses a comment's ID where a post's is expected.
    associatedtype ID: PathSegmentConvertible

    /// This record's ID, used by the instance builders such as `post.show`.
    var id: ID { get }
}

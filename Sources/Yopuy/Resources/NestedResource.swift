/// A resource that lives under a record of another: the shared part of ``ChildResource``,
/// ``SingularChildResource`` and ``RecordAction``.
///
/// Do not adopt it directly; adopt one of those.
public protocol NestedResource: Resource {
    /// The resource under whose record this one lives.
    ///
    /// Its paths are ``ChildPath`` values that only append, with `/`, under a path to one
    /// record of `Parent`: for `Comment` with `Parent == Post`,
    /// `Post.show(1) / Comment.list` compiles and `Blog.show / Comment.list` does not.
    associatedtype Parent: Resource
}

/// All six capabilities at once: ``IsListable``, ``IsShowable``, ``IsCreatable``,
/// ``IsReplaceable``, ``IsPatchable`` and ``IsDeletable``.
///
/// ```swift
/// struct Post: RootResource, IsRESTful { ... }
///
/// Post.list, Post.show(1), Post.create, Post.replace(1), Post.update(1), Post.delete(1)
/// ```
///
/// It requires both ``ParsesSingular/parse(singular:)`` and
/// ``ParsesCollection/parse(collection:)``. Singletons have no collection: give them the
/// capabilities they have one by one instead.
public protocol IsRESTful: IsListable, IsShowable, IsCreatable, IsReplaceable, IsPatchable, IsDeletable {}

/// The original spelling of ``IsRESTful``, kept so that code written for it still compiles.
public typealias IsRESTFul = IsRESTful

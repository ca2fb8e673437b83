/// All six capabilities at once: ``IsListable``, ``IsShowable``, ``IsCreatable``,
/// ``IsReplaceable``, ``IsPatchable`` and ``IsDeletable``.
///
/// ```swift
/// struct Post: RootResource, IsRESTful, DecodesJSON, Codable {
///     static let path = "posts"
///     let id: Int
/// }
///
/// let paths = [
///     Post.list.description,        // GET posts
///     Post.show(1).description,     // GET posts/1
///     Post.create.description,      // POST posts
///     Post.replace(1).description,  // PUT posts/1
///     Post.update(1).description,   // PATCH posts/1
///     Post.delete(1).description,   // DELETE posts/1
/// ]
/// ```
///
/// It requires both ``ParsesSingular/parse(singular:)`` and
/// ``ParsesCollection/parse(collection:)``. Singletons have no collection: give them the
/// capabilities they have one by one instead.
public protocol IsRESTful: IsListable, IsShowable, IsCreatable, IsReplaceable, IsPatchable, IsDeletable {}

/// The original spelling of ``IsRESTful``, kept so that code written for it still compiles.
public typealias IsRESTFul = IsRESTful

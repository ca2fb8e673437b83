/// A resource with many records, at the top of the API: `/posts` and `/posts/1`.
///
/// Its paths are ``Path`` values, ready to run:
///
/// ```swift
/// struct Post: RootResource, IsListable, IsShowable, Codable {
///     static let path = "posts"
///     let id: Int
///     static func parse(singular data: Data) throws -> Post {
///         try JSONDecoder().decode(Post.self, from: data)
///     }
///     static func parse(collection data: Data) throws -> [Post] {
///         try JSONDecoder().decode([Post].self, from: data)
///     }
/// }
///
/// Post.list      // GET posts
/// Post.show(1)   // GET posts/1
/// ```
///
/// A root resource can never be used as a child: its builders make no ``ChildPath``.
@dynamicMemberLookup
public protocol RootResource: IdentifiableResource {}

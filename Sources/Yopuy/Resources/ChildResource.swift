/// A resource with many records under one record of its ``NestedResource/Parent``:
/// `/posts/1/comments` and `/posts/1/comments/2`.
///
/// Its paths are ``ChildPath`` values, which cannot be run on their own; append them with `/`
/// under a path to one parent record:
///
/// ```swift
/// struct Comment: ChildResource, IsRESTful, Codable {
///     typealias Parent = Post
///     static let path = "comments"
///     let id: Int
///     static func parse(singular data: Data) throws -> Comment {
///         try JSONDecoder().decode(Comment.self, from: data)
///     }
///     static func parse(collection data: Data) throws -> [Comment] {
///         try JSONDecoder().decode([Comment].self, from: data)
///     }
/// }
///
/// Post.show(1) / Comment.show(2)   // GET posts/1/comments/2
/// ```
///
/// The parent may itself be a child, to any depth. When the same records are also served at
/// the root (`/comments/2`), declare a second, root resource whose `Singular` is `Comment`:
/// see the README, "Defining resources".
@dynamicMemberLookup
public protocol ChildResource: IdentifiableResource, NestedResource {}

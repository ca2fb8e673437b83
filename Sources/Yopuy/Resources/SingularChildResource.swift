/// A resource with exactly one record under each record of its ``NestedResource/Parent``:
/// `/posts/1/author`, `/blog/settings`.
///
/// Its builders take no ID and make ``ChildPath`` values:
///
/// ```swift
/// struct Author: SingularChildResource, IsShowable, Codable {
///     typealias Parent = Blog
///     static let path = "author"
///     static func parse(singular data: Data) throws -> Author {
///         try JSONDecoder().decode(Author.self, from: data)
///     }
/// }
///
/// Blog.show / Author.show   // GET blog/author
/// ```
@dynamicMemberLookup
public protocol SingularChildResource: NestedResource {}

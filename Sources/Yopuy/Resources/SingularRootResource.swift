/// A resource with exactly one record, at the top of the API and addressed by a constant path:
/// `/me`, `/blog`.
///
/// Its builders take no ID:
///
/// ```swift
/// struct Blog: SingularRootResource, IsShowable, Codable {
///     static let path = "blog"
///     static func parse(singular data: Data) throws -> Blog {
///         try JSONDecoder().decode(Blog.self, from: data)
///     }
/// }
///
/// Blog.show   // GET blog
/// ```
@dynamicMemberLookup
public protocol SingularRootResource: Resource {}

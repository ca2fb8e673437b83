#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Opts an `Encodable` type in to being sent as a JSON body.
///
/// ```swift
/// struct NewPost: EncodesJSON {
///     var title: String
/// }
///
/// let body = try NewPost(title: "Hello").requestBody()   // {"title":"Hello"}, application/json
/// ```
///
/// A resource that declares `typealias CreateBody = NewPost` then takes the value itself:
/// `service.call(Post.create, body: NewPost(title: "Hello"))`. Override ``encoder`` to configure
/// dates or keys.
public protocol EncodesJSON: RequestBodyConvertible, Encodable {
    /// The encoder used by ``RequestBodyConvertible/requestBody()``; a plain `JSONEncoder` unless you provide one.
    static var encoder: JSONEncoder { get }
}

extension EncodesJSON {
    /// A plain `JSONEncoder`.
    public static var encoder: JSONEncoder { JSONEncoder() }

    /// The value encoded as JSON with ``encoder``.
    ///
    /// - Returns: The body, with content type `application/json`.
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/invalidBody`` if encoding fails.
    public func requestBody() throws -> RequestBody {
        try RequestBody.json(self, encoder: Self.encoder)
    }
}

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The bytes a request sends, with their content type.
///
/// Bring your own serialisation, or opt in to JSON with ``json(_:encoder:)``:
///
/// ```swift
/// try await service.call(Post.create, body: RequestBody(Data(csv.utf8), contentType: "text/csv"))
/// try await service.call(Post.create, body: .json(NewPost(title: "Hello")))
/// ```
///
/// The content type becomes the request's `Content-Type` header unless the call sets one itself.
public struct RequestBody: Hashable, Sendable {
    /// The bytes sent.
    public var data: Data

    /// The media type of the bytes: `"application/json"`.
    public var contentType: String

    /// Creates a body from bytes.
    ///
    /// - Parameters:
    ///   - data: The bytes to send.
    ///   - contentType: Their media type.
    public init(_ data: Data, contentType: String) {
        self.data = data
        self.contentType = contentType
    }

    /// A JSON body encoded from a value.
    ///
    /// - Parameters:
    ///   - value: The value to encode.
    ///   - encoder: The encoder; a plain `JSONEncoder` unless you pass one.
    /// - Returns: The encoded body, with content type `application/json`.
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/invalidBody`` if encoding fails.
    public static func json(
        _ value: some Encodable,
        encoder: JSONEncoder = JSONEncoder()
    ) throws(YopuyError)
        -> RequestBody
    {
        do {
            return RequestBody(try encoder.encode(value), contentType: "application/json")
        } catch {
            throw YopuyError(
                code: .invalidBody,
                reason: "the body could not be encoded as JSON",
                underlyingError: error
            )
        }
    }
}

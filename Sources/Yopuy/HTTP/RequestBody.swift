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
///
/// A body too large to hold in memory is sent from a ``BodySource``, a file or an
/// `AsyncSequence` of chunks, read as it is sent:
///
/// ```swift
/// let layer = try BodySource.file(at: URL(fileURLWithPath: "/tmp/layer.tar"))
/// try await service.call(Post.create, body: RequestBody(layer, contentType: "application/octet-stream"))
/// ```
public struct RequestBody: Hashable, Sendable {
    /// The bytes sent; empty when the body comes from a ``source``.
    public var data: Data

    /// Where the bytes come from when they are not in ``data``: a file, or chunks; `nil` for a
    /// body in memory.
    public var source: BodySource?

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

    /// Creates a body read from `source` as it is sent, in bounded memory.
    ///
    /// - Parameters:
    ///   - source: A file, or chunks.
    ///   - contentType: The bytes' media type.
    public init(_ source: BodySource, contentType: String) {
        self.data = Data()
        self.source = source
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

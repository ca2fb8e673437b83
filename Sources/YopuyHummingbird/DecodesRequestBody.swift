#if Hummingbird
public import Yopuy

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A body a server reads back from the request a client sent: the inverse of
/// ``/Yopuy/RequestBodyConvertible``.
///
/// A handler of a path that sends a body receives it as the path's body type:
/// ``/Yopuy/RequestBody`` for a resource that names none (its bytes and content type, as they
/// came), or the type the resource named for its create, replace or update. A type that is
/// ``/Yopuy/EncodesJSON`` and `Decodable` only declares the conformance, and is read with a
/// decoder that mirrors its encoder (snake-case keys, ISO 8601 or numeric dates, base 64 data):
///
/// ```swift
/// struct NewIssue: EncodesJSON, Decodable, DecodesRequestBody {
///     var title: String
/// }
/// ```
public protocol DecodesRequestBody: RequestBodyConvertible, Sendable {
    /// Reads a body from the bytes and the content type a request carried.
    ///
    /// - Parameter requestBody: The request's body.
    /// - Returns: The value the client sent.
    /// - Throws: A ``ResourceError`` (any `HTTPResponseError`), answered as it is: a 422 in the
    ///   API's own error shape. Any other error is a 400 that says in words what did not read
    ///   (for a `DecodingError`, the member and what was wrong with it), which an
    ///   ``APIErrorMiddleware`` answers in the API's shape.
    static func decode(requestBody: Yopuy.RequestBody) throws -> Self
}

extension Yopuy.RequestBody: DecodesRequestBody {
    /// The body as it came.
    public static func decode(requestBody: Yopuy.RequestBody) throws -> Yopuy.RequestBody { requestBody }
}

extension DecodesRequestBody where Self: EncodesJSON & Decodable {
    /// Decodes JSON with a decoder that mirrors ``/Yopuy/EncodesJSON/encoder``.
    public static func decode(requestBody: Yopuy.RequestBody) throws -> Self {
        try JSONMirror.decoder(mirroring: encoder).decode(Self.self, from: requestBody.data)
    }
}

/// A JSON encoder that writes what a decoder reads, and a decoder that reads what an encoder
/// writes: the strategies for keys, dates and data that have a counterpart.
enum JSONMirror {
    /// An encoder that writes what `decoder` reads.
    static func encoder(mirroring decoder: JSONDecoder) -> JSONEncoder {
        let encoder = JSONEncoder()
        if case .convertFromSnakeCase = decoder.keyDecodingStrategy {
            encoder.keyEncodingStrategy = .convertToSnakeCase
        }
        switch decoder.dateDecodingStrategy {
        case .secondsSince1970: encoder.dateEncodingStrategy = .secondsSince1970
        case .millisecondsSince1970: encoder.dateEncodingStrategy = .millisecondsSince1970
        case .iso8601: encoder.dateEncodingStrategy = .iso8601
        default: break
        }
        if case .base64 = decoder.dataDecodingStrategy {
            encoder.dataEncodingStrategy = .base64
        }
        return encoder
    }

    /// A decoder that reads what `encoder` writes.
    static func decoder(mirroring encoder: JSONEncoder) -> JSONDecoder {
        let decoder = JSONDecoder()
        if case .convertToSnakeCase = encoder.keyEncodingStrategy {
            decoder.keyDecodingStrategy = .convertFromSnakeCase
        }
        switch encoder.dateEncodingStrategy {
        case .secondsSince1970: decoder.dateDecodingStrategy = .secondsSince1970
        case .millisecondsSince1970: decoder.dateDecodingStrategy = .millisecondsSince1970
        case .iso8601: decoder.dateDecodingStrategy = .iso8601
        default: break
        }
        if case .base64 = encoder.dataEncodingStrategy {
            decoder.dataDecodingStrategy = .base64
        }
        return decoder
    }
}
#endif

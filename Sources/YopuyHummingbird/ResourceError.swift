#if Hummingbird
public import Hummingbird
import Yopuy

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An answer of failure: a status and a body in the API's own error type, as JSON, which a Yopuy
/// client reads as its typed error body.
///
/// Throw it from a handler:
///
/// ```swift
/// struct APIMessage: Codable, Sendable {
///     var message: String
/// }
///
/// router.on(Post.show) { id, request, context in
///     guard let post = store.post(id) else {
///         throw ResourceError(.notFound, APIMessage(message: "no post \(id)"))
///     }
///     return post
/// }
/// ```
///
/// and a client whose service reads `errorBody = .json(APIMessage.self)` catches a ``/Yopuy/YopuyError``
/// whose `status` is 404 and whose `decodedBody(as: APIMessage.self)?.message` is the message.
///
/// Where the API documents a failure without a body (RealWorld's Conduit answers 401 so), a body
/// of `nil` (with an optional `Body`) or ``/Yopuy/NoContent`` sends none, nor a `Content-Type`:
///
/// ```swift
/// let refusal = ResourceError<APIMessage?>(.unauthorized, nil, headerFields: [.wwwAuthenticate: "Token"])
/// ```
public struct ResourceError<Body: Encodable & Sendable>: HTTPResponseError, Sendable {
    /// The answer's status.
    public let status: HTTPResponse.Status

    /// The API's error, sent as JSON.
    public let body: Body

    /// More header fields for the answer: a `WWW-Authenticate` challenge, a `Retry-After`.
    public var headerFields: HTTPFields

    /// An answer of `status` whose body is `body`, as JSON.
    ///
    /// - Parameters:
    ///   - status: A status of 400 or more.
    ///   - body: The API's error.
    ///   - headerFields: More header fields for the answer.
    public init(_ status: HTTPResponse.Status, _ body: Body, headerFields: HTTPFields = [:]) {
        self.status = status
        self.body = body
        self.headerFields = headerFields
    }

    /// The answer: the status, `Content-Type: application/json`, and the body encoded.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var fields = headerFields
        if body is NoContent || (body as? any OptionalBody)?.isNone == true {
            return Response(status: status, headers: fields, body: ResponseBody())
        }
        fields[.contentType] = "application/json"
        let data = try JSONEncoder().encode(body)
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}

/// An optional body, which is no body when it is `nil`.
protocol OptionalBody {
    var isNone: Bool { get }
}

extension Optional: OptionalBody {
    var isNone: Bool { self == nil }
}
#endif

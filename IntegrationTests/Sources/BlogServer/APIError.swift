import Foundation
import Hummingbird

/// An error answered as JSON: `{"error": "posts/9 not found"}`.
struct APIError: HTTPResponseError {
    let status: HTTPResponse.Status
    let message: String

    init(_ status: HTTPResponse.Status, _ message: String) {
        self.status = status
        self.message = message
    }

    static func notFound(_ what: String) -> APIError { APIError(.notFound, "\(what) not found") }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        let escaped = message.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return Response(
            status: status,
            headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: #"{"error": "\#(escaped)"}"#))
        )
    }
}

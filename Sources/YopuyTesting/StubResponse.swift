public import Foundation
public import Yopuy

/// What a ``StubAdapter`` route answers: a status with headers and body, or an error; at once
/// or after a delay.
///
/// ```swift
/// StubResponse.json(#"{"id": 1, "title": "Hello"}"#)
/// StubResponse(status: 204)
/// StubResponse.json(#"{"error": "nope"}"#, status: 422)
/// StubResponse.failure(URLError(.notConnectedToInternet))
/// StubResponse.json("[]").delayed(by: .milliseconds(300))
/// ```
public struct StubResponse: Sendable {
    /// The status code.
    public var status: Int
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body's bytes.
    public var body: Data
    /// The error to fail with instead of answering, if any.
    public var error: (any Error)?
    /// How long to wait before answering or failing, if at all.
    public var delay: Duration?

    /// An answer.
    ///
    /// - Parameters:
    ///   - status: The status code; 200 unless you say otherwise.
    ///   - headers: The header fields.
    ///   - body: The body's bytes.
    public init(status: Int = 200, headers: HTTPHeaders = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// An answer with a JSON body, given as text, and `Content-Type: application/json`.
    ///
    /// - Parameters:
    ///   - text: The JSON text.
    ///   - status: The status code; 200 unless you say otherwise.
    /// - Returns: The response.
    public static func json(_ text: String, status: Int = 200) -> StubResponse {
        StubResponse(status: status, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
    }

    /// An answer with a JSON body encoded from a value, and `Content-Type: application/json`.
    ///
    /// - Parameters:
    ///   - value: The value to encode.
    ///   - status: The status code; 200 unless you say otherwise.
    /// - Returns: The response.
    /// - Throws: The encoder's error.
    public static func json(encoding value: some Encodable, status: Int = 200) throws -> StubResponse {
        StubResponse(
            status: status,
            headers: ["Content-Type": "application/json"],
            body: try JSONEncoder().encode(value)
        )
    }

    /// A failure to answer: the call fails with a ``/Yopuy/YopuyError/Code/transport`` error whose
    /// underlying error is `error`.
    ///
    /// - Parameter error: The error.
    /// - Returns: The response.
    public static func failure(_ error: any Error) -> StubResponse {
        var response = StubResponse(status: 0)
        response.error = error
        return response
    }

    /// This response, given after `delay`.
    ///
    /// - Parameter delay: How long to wait; cancelling the call cuts it short.
    /// - Returns: The delayed response.
    public func delayed(by delay: Duration) -> StubResponse {
        var response = self
        response.delay = delay
        return response
    }
}

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// What an adapter hands back: the server's answer (status, headers, body), or the error that
/// kept it from getting one.
///
/// ```swift
/// callback(AdapterResponse(status: 200, headers: ["Content-Type": "application/json"], body: data))
/// callback(AdapterResponse(error: URLError(.notConnectedToInternet)))
/// ```
///
/// Any status is an answer: the ``Service`` decides which are acceptable.
public struct AdapterResponse: Sendable {
    /// The status code, such as 200 or 404; 0 when ``error`` is set.
    public var status: Int

    /// The response's header fields.
    public var headers: HTTPHeaders

    /// The response's body; empty when there was none.
    public var body: Data

    /// Why there is no answer, or `nil` when the server answered.
    public var error: (any Error)?

    /// How many times the request was sent to get this response: 1, unless a middleware such as
    /// ``Retry`` sent it again.
    public var attempts: Int {
        get { Int(sent) }
        set { sent = UInt32(clamping: newValue) }
    }

    /// ``attempts``, kept in 4 bytes so that the response stays small in every async frame
    /// that holds it.
    private var sent: UInt32 = 1

    /// How many redirections Yopuy followed to get this response: 0 unless the request was
    /// answered with a redirection that its ``AdapterRequest/redirects`` followed. A middleware
    /// sees the answer at the end of them, since they are followed below every middleware; this
    /// says how many requests that answer took besides the first (with ``attempts``, what
    /// OpenTelemetry calls `http.request.resend_count`).
    public var redirections: Int {
        get { Int(hops) }
        set { hops = UInt16(clamping: newValue) }
    }

    /// ``redirections``, in the bytes ``sent`` leaves beside the flags.
    private var hops: UInt16 = 0

    /// Whether the body came from a cache rather than from the server: ``ETagCache``
    /// sets it when the server answered `304 Not Modified` to a request it made conditional.
    public var isFromCache: Bool = false

    /// Whether the body is still arriving, handed to the caller as a stream
    /// (``Service/stream(_:query:headers:body:timeout:)``): ``body`` is empty, and is not the
    /// answer's body. A middleware that keeps bodies, as ``ETagCache`` does, keeps none of such
    /// an answer.
    public var isStreamed: Bool = false

    /// An answer from the server.
    ///
    /// - Parameters:
    ///   - status: The status code.
    ///   - headers: The header fields.
    ///   - body: The body's bytes.
    public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
        self.error = nil
    }

    /// No answer, because of `error`: it reaches the caller as a ``YopuyError`` with code
    /// ``YopuyError/Code/transport``.
    ///
    /// - Parameter error: What went wrong.
    public init(error: any Error) {
        self.status = 0
        self.headers = [:]
        self.body = Data()
        self.error = error
    }
}

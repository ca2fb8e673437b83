#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// An ``AsyncHTTPAdapter`` that can also hand an answer over as it arrives: its status and
/// headers first, then its body as a ``BodyStream``, read in bounded memory.
///
/// ``Service/stream(_:query:headers:body:timeout:)`` and ``Service/download(_:to:query:headers:body:timeout:resumable:isolation:progress:)``
/// use ``streamedResponse(to:)`` when the service's adapter has it. Any other adapter still
/// streams, by reading the whole body first: a seed ``HTTPAdapter`` keeps working, with the
/// body in memory.
///
/// ```swift
/// struct ChunkingAdapter: StreamingHTTPAdapter {
///     func streamedResponse(to request: AdapterRequest) async throws -> StreamedAdapterResponse {
///         let (body, continuation) = BodyStream.makeStream()
///         continuation.yield(Data("hello, ".utf8))
///         continuation.yield(Data("world".utf8))
///         continuation.finish()
///         return StreamedAdapterResponse(status: 200, body: body)
///     }
/// }
/// ```
///
/// ``AsyncHTTPAdapter/response(to:)`` has a default: the streamed answer, read whole.
public protocol StreamingHTTPAdapter: AsyncHTTPAdapter {
    /// Sends one request and returns the answer once its head has arrived, its body still
    /// arriving.
    ///
    /// Cancelling the calling task before the head arrives ends the transfer; after, the
    /// body's reader ends it by going away (see ``BodyStream``). Like every adapter, it
    /// hands a redirection back as it came.
    ///
    /// - Parameter request: What to send.
    /// - Returns: The status, headers and body to come.
    /// - Throws: Any error when there is no answer; `CancellationError` when cancelled.
    func streamedResponse(to request: AdapterRequest) async throws -> StreamedAdapterResponse
}

extension StreamingHTTPAdapter {
    /// The streamed answer, its body read whole into memory.
    ///
    /// - Parameter request: What to send.
    /// - Returns: The server's answer, whatever its status.
    /// - Throws: What ``streamedResponse(to:)`` or the body throws.
    public func response(to request: AdapterRequest) async throws -> AdapterResponse {
        let streamed = try await streamedResponse(to: request)
        return AdapterResponse(
            status: streamed.status,
            headers: streamed.headers,
            body: try await streamed.body.collect(upTo: .max)
        )
    }
}

extension StreamingHTTPAdapter {
    /// The answer at the end of the redirections that the answer to `request` starts, as the
    /// request's ``AdapterRequest/redirects`` says, and the request it answers. Each
    /// redirection's own body is dropped unread, which ends its transfer.
    ///
    /// - Throws: The adapter's error; ``YopuyError`` for a chain longer than the limit or a
    ///   `Location` that cannot be followed.
    func streamedFollowing(_ request: AdapterRequest) async throws -> (AdapterRequest, StreamedAdapterResponse) {
        try await RedirectionChain.follow(try await streamedResponse(to: request), to: request) { next in
            try Task.checkCancellation()
            return try await streamedResponse(to: next)
        }
    }
}

/// A streaming adapter's answer: its status and headers, and its body to come.
///
/// ```swift
/// let answer = StreamedAdapterResponse(status: 200, headers: ["Content-Type": "text/plain"], body: BodyStream(data))
/// ```
public struct StreamedAdapterResponse: Sendable {
    /// The status code, such as 200 or 404.
    public var status: Int

    /// The response's header fields.
    public var headers: HTTPHeaders

    /// The response's body, as it arrives.
    public var body: BodyStream

    /// How many times the request was sent to get this response: 1, unless a middleware such as
    /// ``Retry`` sent it again.
    public var attempts: Int = 1

    /// How many redirections Yopuy followed to get this response, as
    /// ``AdapterResponse/redirections`` says.
    public var redirections: Int = 0

    /// The URL that answered, where it is not the request's, as ``AdapterResponse/url`` says.
    public var url: URL?

    /// The redirections Yopuy followed to get this response, as
    /// ``AdapterResponse/redirectionChain`` says; the ``head`` carries them to the middleware.
    var redirectionChain: [AdapterResponse.Redirection] = []

    /// An answer whose body is still arriving.
    ///
    /// - Parameters:
    ///   - status: The status code.
    ///   - headers: The header fields.
    ///   - body: The body to come; empty unless you say.
    public init(status: Int, headers: HTTPHeaders = [:], body: BodyStream = BodyStream(Data())) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The head, as a response whose body is streamed, for the checks that every answer goes
    /// through.
    var head: AdapterResponse {
        var head = AdapterResponse(status: status, headers: headers)
        head.isStreamed = true
        head.attempts = attempts
        head.redirections = redirections
        head.url = url
        if !redirectionChain.isEmpty {
            head.redirectionChain = redirectionChain
        }
        return head
    }
}

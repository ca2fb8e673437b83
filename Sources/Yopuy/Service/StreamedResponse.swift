#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A successful streamed call: its status and headers, and its body, still arriving.
///
/// ```swift
/// let answer = try await service.stream(Post.list)
/// print(answer.status, answer.expectedContentLength ?? -1)
/// for try await chunk in answer.body {
///     print(chunk.count)
/// }
/// ```
public struct StreamedResponse: Sendable {
    /// The status code, between 200 and 299.
    public let status: Int

    /// The response's header fields.
    public let headers: HTTPHeaders

    /// The body, read once, as it arrives.
    public let body: BodyStream

    /// How many times the request was sent: 1, unless a ``Retry`` middleware sent it again.
    public let attempts: Int

    /// The URL that answered: the request's, or the last one a redirection led to.
    public let url: URL?

    init(_ head: AdapterResponse, body: BodyStream, url: URL?) {
        self.status = head.status
        self.headers = head.headers
        self.body = body
        self.attempts = head.attempts
        self.url = url
    }

    /// The body's length as its `Content-Length` says, when it says it: the total for a
    /// progress bar. `nil` for a body sent in chunks, or compressed by the transfer.
    public var expectedContentLength: Int? {
        guard let field = headers["Content-Length"], let length = Int(field), length >= 0 else {
            return nil
        }
        return length
    }
}

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// What a successful call produced: the parsed value, with the status and headers it came with.
///
/// ```swift
/// let response = try await service.call(Post.show(1))
/// response.value    // the Post, parsed by Post.parse(singular:)
/// response.status   // 200
/// response.headers["ETag"]
/// ```
///
/// An empty body is a success of its own, not a parse error: a `204 No Content`, or a `DELETE`
/// with nothing to say, gives a response whose ``value`` is `nil` and whose parser never ran.
public struct Response<Value: Sendable>: Sendable {
    /// The parsed value, or `nil` when the body was empty (the parser is not called then).
    public let value: Value?

    /// The status code, between 200 and 299.
    public let status: Int

    /// The response's header fields.
    public let headers: HTTPHeaders

    /// The body's bytes, as the parser received them.
    public let body: Data

    /// How many times the request was sent: 1, unless a ``Retry`` middleware sent it again.
    public let attempts: Int

    /// Whether the answer came from a cache: the server said `304 Not Modified` to a request
    /// that ``ETagCache`` made conditional, and ``status``, ``headers`` and ``body`` are
    /// those of the answer it had kept.
    public let isFromCache: Bool

    @usableFromInline
    init(value: Value?, status: Int, headers: HTTPHeaders, body: Data, attempts: Int = 1, isFromCache: Bool = false) {
        self.value = value
        self.status = status
        self.headers = headers
        self.body = body
        self.attempts = attempts
        self.isFromCache = isFromCache
    }

    /// Whether the body was empty, so that there is no ``value``.
    public var isEmpty: Bool { value == nil }
}

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

    /// The URL that answered: the request's, or, after redirections, the last one they led to.
    /// A relative `Location`, `Content-Location` or `Link` target resolves against it.
    public let url: URL?

    @usableFromInline
    init(
        value: Value?,
        status: Int,
        headers: HTTPHeaders,
        body: Data,
        attempts: Int = 1,
        isFromCache: Bool = false,
        url: URL? = nil
    ) {
        self.value = value
        self.status = status
        self.headers = headers
        self.body = body
        self.attempts = attempts
        self.isFromCache = isFromCache
        self.url = url
    }

    /// Whether the body was empty, so that there is no ``value``.
    public var isEmpty: Bool { value == nil }
}

// MARK: - URLs handed back

extension Response {
    /// The URL of the `Location` header, resolved against ``url``: where a
    /// `201 Created` put the new record, or where a `202 Accepted` upload goes on.
    ///
    /// ```swift
    /// let started = try await service.call(Repository.at("library/ubuntu") / BlobUpload.action)
    /// if let next = started.location {
    ///     let octets = RequestBody(chunk, contentType: "application/octet-stream")
    ///     _ = try await service.follow(next, as: UploadChunk.self, body: octets)
    /// }
    /// ```
    ///
    /// `nil` when the header is missing or is not a URL. Absolute or relative, it is only a
    /// URL: ``Service/follow(_:as:query:headers:body:timeout:)`` refuses one on another origin
    /// than the base URL.
    public var location: URL? { url(inHeader: "Location") }

    /// The URL of the `Content-Location` header, resolved against ``url``: where
    /// the representation in the body can be read again.
    public var contentLocation: URL? { url(inHeader: "Content-Location") }

    /// The URL in the header field `name`, resolved against ``url`` when it is
    /// relative; `nil` when the field is missing, empty or not a URL.
    ///
    /// - Parameter name: The field's name, in any case: `"Location"`.
    /// - Returns: The absolute URL.
    public func url(inHeader name: String) -> URL? {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let field = headers[name]?.drop(while: blank),
            let last = field.lastIndex(where: { !blank($0) }),
            let resolved = URL(string: String(field[...last]), relativeTo: url)
        else {
            return nil
        }
        return resolved.absoluteURL
    }
}

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The one error Yopuy throws: what went wrong, and everything known about where.
///
/// Switch on ``code`` to decide what to do; read ``reason`` (or the error's description) to
/// tell a person. The context properties are set where they apply: a status failure carries
/// the ``status``, ``headers`` and ``body``, a parse failure the ``body`` and the parser's
/// ``underlyingError``. New codes may be added in later releases, so a `switch` over codes
/// keeps a `default` branch.
///
/// ```swift
/// do {
///     let post = try await service.call(Post.show(1))
/// } catch let error as YopuyError {
///     switch error.code {
///     case .unacceptableStatus where error.status == 404:
///         print("no such post")
///     case .transport, .timedOut:
///         print("try again later: \(error)")
///     default:
///         print(error)
///     }
/// }
/// ```
public struct YopuyError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure an error is.
    ///
    /// Codes compare with `==` and can be matched in a `switch` with `case .invalidPath:`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Base: String, Hashable, Sendable {
            case invalidPath = "invalid path"
            case invalidURL = "invalid URL"
            case invalidHeader = "invalid header"
            case invalidBody = "invalid body"
            case transport = "transport failure"
            case unacceptableStatus = "unacceptable status"
            case parseFailure = "parse failure"
            case cancelled = "cancelled"
            case timedOut = "timed out"
            case authenticationFailure = "authentication failure"
            case tooManyPages = "too many pages"
            case tooManyRedirects = "too many redirects"
            case bodyTooLarge = "body too large"
            case fileFailure = "file failure"
        }

        private let base: Base

        private init(_ base: Base) {
            self.base = base
        }

        /// A path that cannot be sent as it is: an ID or a resource path that is empty, `.`
        /// or `..`, which would address a different resource than the one named.
        public static let invalidPath = Code(.invalidPath)

        /// A base URL that cannot serve requests (no scheme or host, a scheme other than `http`
        /// or `https`, a query, a fragment or a dot segment in it), a request URL that could
        /// not be formed or would take credentials to another origin, or a redirection whose
        /// `Location` cannot be followed (not an `http` or `https` URL with a host).
        public static let invalidURL = Code(.invalidURL)

        /// A header whose name is not an HTTP token, or whose value holds what RFC 9110 does not
        /// allow in a field value: a control byte (CR, LF, NUL, DEL, …) or leading or trailing
        /// whitespace.
        public static let invalidHeader = Code(.invalidHeader)

        /// A request body that could not be encoded.
        public static let invalidBody = Code(.invalidBody)

        /// The adapter could not get an answer: no connection, a reset, a TLS failure, or an
        /// error thrown by the adapter. ``YopuyError/underlyingError`` says which.
        public static let transport = Code(.transport)

        /// The server answered with a status outside 200–299. ``YopuyError/status``,
        /// ``YopuyError/headers`` and ``YopuyError/body`` hold its answer.
        public static let unacceptableStatus = Code(.unacceptableStatus)

        /// The resource's parser threw. ``YopuyError/body`` holds the bytes and
        /// ``YopuyError/underlyingError`` the parser's error. A live stream
        /// (``ServerSentEvents``, ``JSONLines``) fails with it too when an event or a line
        /// grows past its limit.
        public static let parseFailure = Code(.parseFailure)

        /// The call was cancelled, through its task or its ``CallHandle``.
        public static let cancelled = Code(.cancelled)

        /// No answer came within the call's timeout.
        public static let timedOut = Code(.timedOut)

        /// No credentials to send: the token provider of an ``Authentication`` middleware could
        /// not give or refresh a token. ``YopuyError/underlyingError`` holds the provider's error.
        public static let authenticationFailure = Code(.authenticationFailure)

        /// A walk through a paged list reached its `maxPages` with pages left, and was made with
        /// ``Pages/failingAtMaxPages()``: it is thrown after the last page allowed, so that a
        /// partial list is not taken for the whole. ``YopuyError/reason`` names the next page.
        public static let tooManyPages = Code(.tooManyPages)

        /// The server redirected a call more times in a row than the service's
        /// ``Service/redirects`` allows (20 unless it says otherwise): a loop, or a chain too
        /// long. ``YopuyError/status`` and ``YopuyError/headers`` hold the last redirection,
        /// which was not followed; ``YopuyError/request`` the request it answered.
        public static let tooManyRedirects = Code(.tooManyRedirects)

        /// A body was larger than it may be read into memory: an answer past the service's
        /// ``Service/maximumBodySize``, or a ``BodyStream/collect(upTo:)`` past its limit. The
        /// transfer was stopped there. Stream it instead
        /// (``Service/stream(_:query:headers:body:timeout:)``).
        public static let bodyTooLarge = Code(.bodyTooLarge)

        /// A file could not be read, written or moved into place: a download's destination in a
        /// folder that does not exist, a full disk. ``YopuyError/reason`` names the file and
        /// gives the system's reason.
        public static let fileFailure = Code(.fileFailure)

        /// A short name of the code, for example `"invalid path"`.
        public var description: String { base.rawValue }
    }

    /// What kind of failure this is.
    public let code: Code

    /// A sentence for people: what was wrong, with the offending value.
    public let reason: String

    /// The path involved, in its percent-encoded string form, where there is one.
    public let path: String?

    /// The request as it was (or would have been) handed to the adapter, once it was formed.
    public let request: AdapterRequest?

    /// The response's status code, when the server answered.
    public let status: Int?

    /// The response's headers, when the server answered.
    public let headers: HTTPHeaders?

    /// The response's body, when the server answered.
    public let body: Data?

    /// The error behind this one: the adapter's, the parser's or the encoder's.
    public let underlyingError: (any Error)?

    /// The answer's body as the service's ``Service/errorBody`` parser read it: the API's own
    /// error, for an ``Code/unacceptableStatus`` failure. `nil` when no parser is set, the body
    /// is empty, or the parser rejected it; ``body`` holds the bytes either way.
    ///
    /// Read it as the parser's type with ``parsedBody(as:)``.
    public let parsedBody: (any Sendable)?

    /// How many times the request was sent: 0 when it was refused or cancelled before it left,
    /// more than 1 when a ``Retry`` middleware sent it again before giving up.
    public let attempts: Int

    @usableFromInline
    init(
        code: Code,
        reason: String,
        path: String? = nil,
        request: AdapterRequest? = nil,
        status: Int? = nil,
        headers: HTTPHeaders? = nil,
        body: Data? = nil,
        underlyingError: (any Error)? = nil,
        parsedBody: (any Sendable)? = nil,
        attempts: Int = 0
    ) {
        self.code = code
        self.reason = reason
        self.path = path
        self.request = request
        self.status = status
        self.headers = headers
        self.body = body
        self.underlyingError = underlyingError
        self.parsedBody = parsedBody
        self.attempts = attempts
    }

    /// The answer's body as the service's ``Service/errorBody`` parser read it, as a value of
    /// the parser's type, whatever the format it read: JSON, XML, plain text.
    ///
    /// ```swift
    /// /// An API that answers failures in plain text: `rate limited`.
    /// struct PlainMessage: Sendable {
    ///     var text: String
    /// }
    ///
    /// var plain = service
    /// plain.errorBody = ErrorBodyParser { data in PlainMessage(text: String(decoding: data, as: UTF8.self)) }
    /// do {
    ///     _ = try await plain.call(Post.show(99))
    /// } catch {
    ///     print(error.parsedBody(as: PlainMessage.self)?.text ?? "no message")   // "rate limited"
    /// }
    /// ```
    ///
    /// ``ErrorBodyParser`` shows a parser of Amazon S3's XML errors. For a JSON body,
    /// ``decodedBody(as:decoder:)`` also decodes the error of a service without a parser.
    ///
    /// - Parameter type: The type of the values the service's parser returns.
    /// - Returns: ``parsedBody`` if it is a `Body`; `nil` when no parser is set, the body is
    ///   empty, the parser rejected it, or its value is of another type.
    public func parsedBody<Body>(as type: Body.Type) -> Body? {
        parsedBody as? Body
    }

    /// The answer's body as a value of the API's error type.
    ///
    /// ```swift
    /// struct APIMessage: Decodable, Sendable {
    ///     var message: String
    /// }
    ///
    /// do {
    ///     _ = try await service.call(Post.show(99))
    /// } catch {
    ///     print(error.status ?? 0, error.decodedBody(as: APIMessage.self)?.message ?? "")   // 404 Not Found
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The API's error type.
    ///   - decoder: Decodes ``body`` as JSON when ``parsedBody`` is not already of `type`.
    /// - Returns: ``parsedBody`` if it is a `Body`; otherwise ``body`` decoded as JSON; `nil`
    ///   when there is no body or it does not decode.
    public func decodedBody<Body: Decodable>(as type: Body.Type, decoder: JSONDecoder = JSONDecoder()) -> Body? {
        if let parsed = parsedBody as? Body {
            return parsed
        }
        guard let body, !body.isEmpty else {
            return nil
        }
        return try? decoder.decode(Body.self, from: body)
    }

    /// This error with `path` and `request` where it has none.
    func about(path: String, request: AdapterRequest? = nil) -> YopuyError {
        YopuyError(
            code: code,
            reason: reason,
            path: self.path ?? path,
            request: self.request ?? request,
            status: status,
            headers: headers,
            body: body,
            underlyingError: underlyingError,
            parsedBody: parsedBody,
            attempts: attempts
        )
    }

    /// The code and reason, then the request, the attempts and the underlying error where known:
    /// `unacceptable status: the server answered 503 (GET http://…/posts/9) after 3 attempts`.
    public var description: String {
        var text = "\(code): \(reason)"
        if let request {
            text += " (\(request.method) \(request.url.absoluteString))"
        }
        if attempts > 1 {
            text += " after \(attempts) attempts"
        }
        if let underlyingError {
            text += ": \(underlyingError)"
        }
        if let parsedBody {
            text += ": \(parsedBody)"
        }
        return text
    }
}

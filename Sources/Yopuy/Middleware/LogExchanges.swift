#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A middleware that logs each exchange as a `curl` command line that sends the same request,
/// then its status and how long it took, with credentials left out.
///
/// ```swift
/// let adapter = URLSessionAdapter().with(LogExchanges(redacting: ["X-API-Key"]))
/// ```
///
/// prints, for each request:
///
/// ```
/// curl -X POST 'https://api.example.com/v1/posts' -H 'Authorization: <redacted>' -H 'Content-Type: application/json' --data-binary '{"title":"Hi"}'
///   → 201 in 48.2 ms
/// ```
///
/// The values of `Authorization`, `Proxy-Authorization`, `Cookie` and `Set-Cookie`, of the
/// headers you name, and a password in the URL are written `<redacted>`. A body that is UTF-8
/// text of at most `bodyLimit` bytes is written out; a larger or binary one only by its size; a
/// body from a file as `--data-binary @file`, and a stream of chunks by a placeholder, unread.
///
/// Redirections are followed below every middleware; the entry of a redirected request shows each
/// one it followed, with the request it led to, before the answer at the end:
///
/// ```
/// curl 'https://api.example.com/v1/posts/1'
///   → 301
/// curl 'https://api.example.com/v2/posts/1'
///   → 200 in 61.0 ms
/// ```
///
/// Where it stands in the stack decides what it sees: outside a ``Retry`` it logs each call
/// once, with the attempts it took; inside, each attempt:
///
/// ```swift
/// let eachAttempt = URLSessionAdapter().with(LogExchanges()).with(Retry())
/// ```
///
/// Send the entries elsewhere, to swift-log or `os.Logger`, with a closure of your own:
///
/// ```swift
/// let quiet = LogExchanges { entry in
///     if entry.status != 200 { print(entry) }
/// }
/// ```
public struct LogExchanges: AdapterMiddleware {
    /// One logged exchange.
    public struct Entry: Sendable, CustomStringConvertible {
        /// A `curl` command line that sends the same request, credentials redacted.
        public let curl: String

        /// The answer's status; `nil` when there was no answer.
        public let status: Int?

        /// Why there was no answer; `nil` when there was one.
        public let error: (any Error)?

        /// The time from handing the request on to getting its answer or error.
        public let duration: Duration

        /// How many times the request was sent, as ``AdapterResponse/attempts`` says.
        public let attempts: Int

        /// Whether the answer came from a cache (``AdapterResponse/isFromCache``).
        public let isFromCache: Bool

        /// The redirections followed before the answer, in order, each with the request it led
        /// to; empty when there was none.
        public let redirections: [Redirection]

        /// A redirection followed on the way to the answer: its status, and the request sent
        /// after it.
        public struct Redirection: Sendable {
            /// The redirection's status: `301`, `302`, `303`, `307` or `308`.
            public let status: Int

            /// The request sent after it, as a `curl` command line, credentials redacted.
            public let curl: String
        }

        /// The `curl` line, then an indented line with the outcome: `  → 201 in 48.2 ms`. Each
        /// redirection followed comes between them, as its status and the next request's line.
        public var description: String {
            var outcome = status.map { "\($0)" } ?? (error is CancellationError ? "cancelled" : "no answer")
            if isFromCache {
                outcome += " (from cache)"
            }
            outcome += " in \(Self.milliseconds(duration))"
            if attempts > 1 {
                outcome += " after \(attempts) attempts"
            }
            if let error, !(error is CancellationError) {
                outcome += ": \(error)"
            }
            var lines = curl
            for redirection in redirections {
                lines += "\n  → \(redirection.status)\n\(redirection.curl)"
            }
            return "\(lines)\n  → \(outcome)"
        }

        /// `duration` in milliseconds with one decimal: `48.2 ms`.
        private static func milliseconds(_ duration: Duration) -> String {
            let (seconds, attoseconds) = duration.components
            let tenths = seconds * 10_000 + attoseconds / 100_000_000_000_000
            return "\(tenths / 10).\(abs(tenths % 10)) ms"
        }
    }

    /// The names of the headers whose values are written `<redacted>`, besides those always
    /// redacted: `Authorization`, `Proxy-Authorization`, `Cookie` and `Set-Cookie`.
    public let redactedHeaders: [String]

    /// The most bytes of a text body written out; a larger body is logged by its size only.
    public let bodyLimit: Int

    private let log: @Sendable (Entry) -> Void
    private let now: @Sendable () -> Duration

    /// Creates the middleware.
    ///
    /// - Parameters:
    ///   - redactedHeaders: More header names whose values must not be logged, in any case:
    ///     `["X-API-Key"]`.
    ///   - bodyLimit: The most bytes of a text body written out.
    ///   - clock: The clock that times the exchanges; tests pass their own.
    ///   - log: Receives each entry; by default it is printed.
    public init<LogClock: Clock<Duration>>(
        redacting redactedHeaders: [String] = [],
        bodyLimit: Int = 4096,
        clock: LogClock = ContinuousClock(),
        log: @escaping @Sendable (Entry) -> Void = { print($0) }
    ) {
        self.redactedHeaders = redactedHeaders
        self.bodyLimit = max(0, bodyLimit)
        self.log = log
        let origin = clock.now
        self.now = { origin.duration(to: clock.now) }
    }

    /// Creates the middleware that hands each entry to `log`.
    ///
    /// - Parameter log: Receives each entry.
    public init(log: @escaping @Sendable (Entry) -> Void) {
        self.init(redacting: [], log: log)
    }

    /// Sends the request on, then logs it with its answer or error.
    ///
    /// - Parameters:
    ///   - request: The request on its way out.
    ///   - next: Sends it through the wrapped adapter.
    /// - Returns: The wrapped adapter's response, unchanged.
    /// - Throws: The wrapped adapter's error, unchanged.
    public func intercept(
        _ request: AdapterRequest,
        next: @Sendable (AdapterRequest) async throws -> AdapterResponse
    ) async throws -> AdapterResponse {
        let start = now()
        do {
            let response = try await next(request)
            log(
                entry(
                    for: request,
                    status: response.status,
                    attempts: response.attempts,
                    fromCache: response.isFromCache,
                    redirections: response.redirectionChain,
                    since: start
                )
            )
            return response
        } catch {
            log(entry(for: request, error: error, attempts: (error as? YopuyError)?.attempts ?? 1, since: start))
            throw error
        }
    }

    private func entry(
        for request: AdapterRequest,
        status: Int? = nil,
        error: (any Error)? = nil,
        attempts: Int,
        fromCache: Bool = false,
        redirections: [AdapterResponse.Redirection] = [],
        since start: Duration
    ) -> Entry {
        Entry(
            curl: curl(request),
            status: status,
            error: error,
            duration: now() - start,
            attempts: attempts,
            isFromCache: fromCache,
            redirections: redirections.map { Entry.Redirection(status: $0.status, curl: curl($0.request)) }
        )
    }

    /// The request as a `curl` command line, credentials redacted.
    func curl(_ request: AdapterRequest) -> String {
        var words = ["curl"]
        switch request.method {
        case .get where request.body == nil && request.bodySource == nil: break
        case .head: words.append("--head")
        default: words += ["-X", request.method.rawValue]
        }
        words.append(Self.quoted(Self.redactingPassword(in: request.url)))
        for field in request.headers {
            let value = isRedacted(field.name) ? "<redacted>" : field.value
            words += ["-H", Self.quoted("\(field.name): \(value)")]
        }
        if let body = request.body, !body.isEmpty {
            if body.count <= bodyLimit, let text = String(validating: body, as: UTF8.self) {
                words += ["--data-binary", Self.quoted(text)]
            } else {
                words += ["--data-binary", "@-", "# \(body.count) bytes, not shown"]
            }
        }
        if let source = request.bodySource {
            // A stream is never read here: it is the adapter's to send, once.
            if let file = source.fileURL {
                words += ["--data-binary", "@" + Self.quoted(file.path)]
            } else {
                let size = source.length.map { "\($0) bytes" } ?? "bytes"
                words += ["--data-binary", "@-", "# \(size) streamed, not shown"]
            }
        }
        return words.joined(separator: " ")
    }

    private func isRedacted(_ name: String) -> Bool {
        Self.alwaysRedacted.contains { HTTPHeaders.sameName($0, name) }
            || redactedHeaders.contains { HTTPHeaders.sameName($0, name) }
    }

    private static let alwaysRedacted = ["Authorization", "Proxy-Authorization", "Cookie", "Set-Cookie"]

    /// The URL's text, with a password written `<redacted>`.
    private static func redactingPassword(in url: URL) -> String {
        guard url.password != nil,
            var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else {
            return url.absoluteString
        }
        components.percentEncodedPassword = "%3Credacted%3E"
        return components.string ?? url.absoluteString
    }

    // Repeats by design (duplicates pairs this file with HTTP/MultipartForm.swift): a switch
    // that escapes a few scalars of a text, each for its own format (a shell's quotes here, a
    // form's names there).

    /// `text` as one shell word: in single quotes, or as `$'…'` with escapes when it holds
    /// control characters, so that the line stays one line.
    static func quoted(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else {
            // Most lines hold no quote; replacing walks the text by Character, which costs more.
            guard text.utf8.contains(UInt8(ascii: "'")) else {
                return "'" + text + "'"
            }
            return "'" + text.replacing("'", with: "'\\''") + "'"
        }
        var quoted = "$'"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case "\\": quoted += "\\\\"
            case "'": quoted += "\\'"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                quoted += "\\x" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "'"
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

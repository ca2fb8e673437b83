#if Logging
public import Logging
public import Yopuy

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A middleware that writes one structured record per call to a swift-log `Logger`: the route
/// and the outcome in the message, the details in the metadata, credentials left out.
///
/// ```swift
/// let logger = Logger(label: "blog-api")
/// let adapter = URLSessionAdapter().with(LogCalls(logger: logger, redactingQuery: ["api_key"]))
/// let api = Service(adapter: adapter, URL: baseURL)
/// let post = try await api.call(Post.show(1)).value
/// ```
///
/// logs at `.info` the message `GET posts/{id} → 200` with the metadata
///
/// | key | value |
/// | --- | --- |
/// | `http.request.method` | `"GET"` |
/// | `url.template` | `posts/{id}` |
/// | `url.full` | `https://api.example.com/v1/posts/1?api_key=REDACTED` |
/// | `http.response.status_code` | `200` |
/// | `duration_ms` | `48.213`, milliseconds from handing the request on to its answer |
/// | `attempts` | `1`, the times it was sent (``/Yopuy/AdapterResponse/attempts``) |
/// | `http.request.body.size` | the bytes sent: the body's, or its source's length if known |
/// | `http.response.body.size` | the bytes received; of a streamed answer, its `Content-Length` if any |
///
/// The message names the route by the typed path's ``/Yopuy/AdapterRequest/pathTemplate``, or, for a
/// call made from a URL, by its path. An answer is logged at `level`, whatever its status; one
/// of 400 or more also has `error.type`, the status. A call that got no answer is logged at
/// `failureLevel` (`GET posts/{id} → timed out`) with `error.type`, the ``/Yopuy/YopuyError/Code`` of
/// a ``/Yopuy/YopuyError`` or else the error's type, and `error.message`, its description; a
/// cancelled call at `level`, with `error.type` `cancelled`, since the caller chose it.
///
/// What is never logged: header values (no header is logged at all), a user name and password
/// in the URL (written `REDACTED`, as OpenTelemetry's `url.full` asks), and the values of the
/// query parameters you mark, besides OpenTelemetry's `AWSAccessKeyId`, `Signature`, `sig` and
/// `X-Goog-Signature` (also `REDACTED`). An error's description may quote the request, so every
/// text of a record is also searched for the credentials the exchange carried, each written
/// `REDACTED` where it is found: those values, the values of `Authorization`,
/// `Proxy-Authorization`, `Cookie`, every field of ``/Yopuy/AdapterRequest/credentialHeaders``, and the
/// answer's `Set-Cookie`. A value shorter than 4 characters is not searched for, since it would
/// match everywhere.
///
/// Where it stands in the stack decides what it sees: outside a ``/Yopuy/Retry`` it logs each call
/// once, with the attempts it took; inside, each attempt. A credential that a middleware inside
/// it adds, such as an ``/Yopuy/Authentication``'s token, is not known to it, and is not searched for
/// unless an error carries the request that held it.
///
/// ```swift
/// let eachAttempt = URLSessionAdapter().with(LogCalls(logger: logger, level: .debug)).with(Retry())
/// ```
public struct LogCalls: ObservingMiddleware {
    /// The logger each record is written to.
    public let logger: Logger

    /// The level of a call that got an answer, or was cancelled.
    public let level: Logger.Level

    /// The level of a call that got no answer.
    public let failureLevel: Logger.Level

    /// The names of the query parameters whose values are written `REDACTED` in `url.full`,
    /// besides those always redacted: `AWSAccessKeyId`, `Signature`, `sig`, `X-Goog-Signature`.
    public let redactedQuery: [String]

    private let now: @Sendable () -> Duration

    /// Creates the middleware.
    ///
    /// ```swift
    /// let logCalls = LogCalls(logger: Logger(label: "blog-api"), level: .debug, redactingQuery: ["token"])
    /// ```
    ///
    /// - Parameters:
    ///   - logger: The logger each record is written to; its level decides what is written.
    ///   - level: The level of a call that got an answer, or was cancelled.
    ///   - failureLevel: The level of a call that got no answer.
    ///   - redactedQuery: The names of the query parameters whose values must not be logged,
    ///     compared exactly: `["api_key"]`.
    ///   - clock: The clock that times the calls; tests may pass their own.
    public init<LogClock: Clock<Duration>>(
        logger: Logger,
        level: Logger.Level = .info,
        failureLevel: Logger.Level = .error,
        redactingQuery redactedQuery: [String] = [],
        clock: LogClock = ContinuousClock()
    ) {
        self.logger = logger
        self.level = level
        self.failureLevel = failureLevel
        self.redactedQuery = redactedQuery
        let origin = clock.now
        self.now = { origin.duration(to: clock.now) }
    }

    /// Starts the call's clock.
    ///
    /// - Parameter request: The request on its way out, unchanged.
    /// - Returns: When it started, on the middleware's clock.
    public func willSend(_ request: inout AdapterRequest) -> Duration {
        now()
    }

    /// Writes one record of the call with its answer or error, if the logger's level lets it
    /// through.
    ///
    /// - Parameters:
    ///   - request: The request as it went out.
    ///   - outcome: The wrapped adapter's answer, or its error.
    ///   - start: What ``willSend(_:)`` returned.
    public func didFinish(
        _ request: AdapterRequest,
        with outcome: Result<AdapterResponse, any Error>,
        observation start: Duration
    ) {
        switch outcome {
        case .success(let response):
            if logger.logLevel <= level {
                write(Record(request: request, response: response, duration: now() - start, logCalls: self))
            }
        case .failure(let error):
            let cancelled = error is CancellationError || Task.isCancelled
            if logger.logLevel <= (cancelled ? level : failureLevel) {
                write(
                    Record(
                        request: request,
                        error: error,
                        cancelled: cancelled,
                        duration: now() - start,
                        logCalls: self
                    )
                )
            }
        }
    }

    /// Writes `record`, every text of it cleared of the exchange's credentials.
    private func write(_ record: Record) {
        let secrets = record.secrets
        var metadata = Logger.Metadata()
        for (key, value) in record.metadata {
            metadata[key] = .string(Redaction.scrub(value, of: secrets))
        }
        logger.log(
            level: record.isFailure ? failureLevel : level,
            Logger.Message(stringLiteral: Redaction.scrub(record.message, of: secrets)),
            metadata: metadata
        )
    }
}
#endif

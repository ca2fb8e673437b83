#if Tracing
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import Tracing
public import Yopuy

/// A middleware that gives every call a client span, named and described as OpenTelemetry's HTTP
/// client conventions say, and sends the span's context along in the request's headers.
///
/// It needs the package trait `Tracing`. Bootstrap a tracer once (swift-otel's, for example),
/// then wrap the adapter:
///
/// ```swift
/// InstrumentationSystem.bootstrap(tracer)
/// let api = Service(adapter: URLSessionAdapter().with(TraceCalls()), URL: baseURL)
/// let comment = try await api.call(Post.show(1) / Comment.show(12)).value
/// ```
///
/// records one span of kind `client`, named after the route and not after the IDs, so that the
/// calls of one route group together:
///
/// ```
/// GET posts/{id}/comments/{id}
///   http.request.method        GET
///   server.address             api.example.com
///   server.port                443
///   url.full                   https://api.example.com/v1/posts/1/comments/12
///   url.template               posts/{id}/comments/{id}
///   http.response.status_code  200
/// ```
///
/// A call made from a URL (``/Yopuy/Service/follow(_:as:query:headers:body:timeout:)``) has no
/// template: its span is named after the method alone, `"GET"`. The template is relative to the
/// service's base URL (``/Yopuy/AdapterRequest/pathTemplate``).
///
/// What goes wrong is written as the conventions say: an answer of status 400 or more sets the
/// span's status to error and `error.type` to the status (`"404"`); a call that gets no answer
/// records the error, sets the status to error and `error.type` to the ``/Yopuy/YopuyError``'s code in
/// snake case (`transport_failure`, `too_many_redirects`) or else to the error's type name
/// (`AsyncHTTPClient.HTTPClientError`); a cancelled call, `cancelled`. Every span ends, whichever
/// way its call ends.
///
/// `url.full` never holds a user name or a password, and the values of the query parameters
/// you name, along with those the conventions name (`AWSAccessKeyId`, `Signature`, `sig`,
/// `X-Goog-Signature`), are written `REDACTED`:
///
/// ```swift
/// let traced = URLSessionAdapter().with(TraceCalls(redactingQuery: ["api_key"]))
/// // url.full: https://api.example.com/v1/posts?api_key=REDACTED&page=2
/// ```
///
/// ## Context on the wire
///
/// The span's context is written into the request's headers by the instrument of the process
/// (`InstrumentationSystem.instrument`), or by the tracer you pass: with a W3C propagator, the
/// request carries a `traceparent` whose trace ID is the span's, and a server that reads it
/// records its own span as a child of this one. A header of the same name already there is
/// replaced. Redirections are followed below every middleware, and each one keeps the header:
/// it carries no credential.
///
/// The wrapped adapter runs inside the span's context (`ServiceContext.current`). When
/// its client traces too, as AsyncHTTPClient does once a tracer is bootstrapped before the
/// client is made, the client's span for each request it sends is a child of this one: this
/// span is the call, the client's are its attempts. Such a client also writes its own span's
/// context into each request it sends: the AsyncHTTPClient adapter then leaves out the fields this
/// middleware wrote, so that one `traceparent` goes out, the attempt's, whose parent is the call.
/// An adapter of yours over a client that traces should do the same.
///
/// Where nothing traces (no tracer bootstrapped, or `NoOpTracer` passed) and nothing
/// propagates, the request goes on untouched: no span is started and no header written.
///
/// ## Where it stands in the stack
///
/// Outside a ``/Yopuy/Retry``, one span covers the call and its attempts, and
/// `http.request.resend_count` says how many times the request was sent again, when it was:
///
/// ```swift
/// let oneSpanPerCall = URLSessionAdapter().with(Retry()).with(TraceCalls())
/// let oneSpanPerAttempt = URLSessionAdapter().with(TraceCalls()).with(Retry())
/// ```
///
/// Redirections are followed below every middleware, so one span covers the hops of a
/// redirected request. They count in `http.request.resend_count` too, as
/// ``/Yopuy/AdapterResponse/redirections`` reports them, and each is an event of the span named
/// `http.redirect`, in the order they were followed (``/Yopuy/AdapterResponse/redirectionChain``),
/// with the redirection's status and the URL it led to, redacted as `url.full` is:
///
/// ```
/// GET posts/{id}
///   url.full                   https://api.example.com/v1/posts/1
///   http.response.status_code  200
///   http.request.resend_count  2
///   event http.redirect        http.response.status_code 301
///                              url.full https://api.example.com/v2/posts/1
///   event http.redirect        http.response.status_code 307
///                              url.full https://cdn.example.net/posts/1?sig=REDACTED
/// ```
///
/// OpenTelemetry's conventions name no event for a redirection; these use the conventions'
/// attribute names. The events are added when the answer arrives, so their time is the answer's,
/// not each hop's. A call that ends without an answer (`too_many_redirects`, or a hop that fails)
/// has none: its error does not carry the hops.
///
/// A call is recorded once, however many of these middlewares it passes: one inside another,
/// for the same request, hands it on without a span of its own. A call that another middleware
/// makes on its way, to another URL (a token refresh, say), has a span of its own, a child of
/// the call's.
///
/// A streamed call (``/Yopuy/Service/stream(_:query:headers:body:timeout:)``) passes the middleware
/// when the answer's head arrives: its span covers the wait for the status and headers, not the
/// body's transfer.
public struct TraceCalls: ObservingMiddleware {
    /// The names of the query parameters whose values `url.full` writes `REDACTED`: those the
    /// conventions name, then those you named.
    public let redactedQueryNames: [String]

    /// The tracer you passed, or `nil` for the one of the process at each call.
    private let tracer: (any Tracer)?

    /// The name of the span event that records a redirection followed.
    private static let redirectionEvent = "http.redirect"

    /// The query parameters whose values OpenTelemetry's conventions redact by default.
    private static let standardRedactedQueryNames = ["AWSAccessKeyId", "Signature", "sig", "X-Goog-Signature"]

    /// Creates the middleware.
    ///
    /// ```swift
    /// let traced = AsyncHTTPClientAdapter().with(TraceCalls(redactingQuery: ["api_key"]))
    /// ```
    ///
    /// - Parameters:
    ///   - tracer: The tracer that starts the spans and writes their context into the headers;
    ///     by default the process's, `InstrumentationSystem.tracer` for the spans and
    ///     `InstrumentationSystem.instrument` for the headers, read at each call, so that a
    ///     task's `withTracer(_:_:)` applies.
    ///   - redactedQueryNames: The query parameters whose values `url.full` must not show, as
    ///     they are spelt in the URL: `["api_key"]`.
    public init(tracer: (any Tracer)? = nil, redactingQuery redactedQueryNames: [String] = []) {
        self.tracer = tracer
        self.redactedQueryNames = Self.standardRedactedQueryNames + redactedQueryNames
    }

    /// Whether `instrument` writes nothing: the one of a process that bootstrapped none.
    private static func isNoOp(_ instrument: any Instrument) -> Bool {
        // Compared by type, not cast: a cast costs a call hundreds of instructions (#49).
        let type = ObjectIdentifier(Swift.type(of: instrument))
        return type == ObjectIdentifier(NoOpInstrument.self) || type == ObjectIdentifier(NoOpTracer.self)
    }

    /// Sends the request on inside a client span, its context in the request's headers, and
    /// records the answer or the error on the span: ``willSend(_:)``, then `next` in the span's
    /// context (`ServiceContext.current`), then ``didFinish(_:with:observation:)``.
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
        guard let span = startSpan(for: request) else {
            return try await next(request)
        }
        var outgoing = request
        inject(span, into: &outgoing)
        do {
            let response = try await InstrumentationContext.$current.withValue(span.context) {
                try await next(outgoing)
            }
            didFinish(outgoing, with: .success(response), observation: span)
            return response
        } catch {
            didFinish(outgoing, with: .failure(error), observation: span)
            throw error
        }
    }

    /// Starts the call's client span, with the conventions' attributes, and writes its context
    /// into the request's headers; or, where nothing traces and nothing propagates, or a
    /// ``TraceCalls`` further out traces this request already, leaves the request untouched.
    ///
    /// - Parameter request: The request on its way out.
    /// - Returns: The span, or `nil` when none was started.
    public func willSend(_ request: inout AdapterRequest) -> (any Span)? {
        guard let span = startSpan(for: request) else {
            return nil
        }
        inject(span, into: &request)
        return span
    }

    /// The call's client span, started with the conventions' attributes; or `nil` where nothing
    /// traces and nothing propagates, or a ``TraceCalls`` further out traces `request` already.
    private func startSpan(for request: AdapterRequest) -> (any Span)? {
        if request.isTraced {
            return nil
        }
        // Nothing traces and nothing propagates: the request goes on untouched, with no span to
        // start and no header to write (#49: the no-op tracer's spans cost a call some 7 600
        // instructions that no one reads). The process's instrument is looked at first: where it
        // is a no-op, so is its tracer, and finding the tracer costs a cast.
        let tracer: any Tracer
        if let own = self.tracer {
            if own is NoOpTracer {
                return nil
            }
            tracer = own
        } else {
            if Self.isNoOp(InstrumentationSystem.instrument) {
                return nil
            }
            tracer = InstrumentationSystem.tracer
        }
        let method = Self.method(request.method)
        let template = request.pathTemplate
        let name = template.map { "\(method.name) \($0)" } ?? method.name
        let span = tracer.startSpan(name, ofKind: .client)
        // A span that records nothing, the no-op tracer's, is not handed attributes: `url.full`
        // and the attributes' dictionary cost some 22 000 instructions a call (#49).
        if span.isRecording {
            let url = request.url
            let original = request.method.rawValue
            span.updateAttributes { attributes in
                attributes["http.request.method"] = method.attribute
                if method.attribute == "_OTHER" {
                    attributes["http.request.method_original"] = original
                }
                if let host = url.host(percentEncoded: false), !host.isEmpty {
                    attributes["server.address"] = host
                }
                if let port = Self.port(of: url) {
                    attributes["server.port"] = port
                }
                attributes["url.full"] = fullURL(url)
                if let template {
                    attributes["url.template"] = template
                }
            }
        }
        return span
    }

    /// Writes `span`'s context into `request`'s headers, and marks the request as traced.
    private func inject(_ span: any Span, into request: inout AdapterRequest) {
        let instrument: any Instrument = self.tracer ?? InstrumentationSystem.instrument
        instrument.inject(span.context, into: &request.headers, using: HeaderInjector())
        request.isTraced = true
    }

    /// Records the answer or the error on the span ``willSend(_:)`` started, and ends it.
    ///
    /// - Parameters:
    ///   - request: The request as it went out.
    ///   - outcome: The wrapped adapter's answer, or its error.
    ///   - span: The span, or `nil` when none was started.
    public func didFinish(
        _ request: AdapterRequest,
        with outcome: Result<AdapterResponse, any Error>,
        observation span: (any Span)?
    ) {
        guard let span else {
            return
        }
        switch outcome {
        case .success(let response): record(response, on: span)
        case .failure(let error): Self.record(error, on: span)
        }
        span.end()
    }

    /// Writes the answer's status on `span`, an event for each redirection followed on the way,
    /// and an error for a status of 400 or more, unless the span records nothing.
    private func record(_ response: AdapterResponse, on span: any Span) {
        guard span.isRecording else {
            return
        }
        span.attributes["http.response.status_code"] = response.status
        let resent = response.attempts - 1 + response.redirections
        if resent > 0 {
            span.attributes["http.request.resend_count"] = resent
        }
        // An answer that was not redirected holds no chain: an empty array, no allocation.
        for redirection in response.redirectionChain {
            var attributes = SpanAttributes()
            attributes["http.response.status_code"] = redirection.status
            attributes["url.full"] = fullURL(redirection.request.url)
            span.addEvent(SpanEvent(name: Self.redirectionEvent, attributes: attributes))
        }
        if response.status >= 400 {
            span.attributes["error.type"] = "\(response.status)"
            span.setStatus(SpanStatus(code: .error))
        }
    }

    /// Records the error that kept the call from an answer on `span`.
    private static func record(_ error: any Error, on span: any Span) {
        let yopuyError = error as? YopuyError
        if let attempts = yopuyError?.attempts, attempts > 1 {
            span.attributes["http.request.resend_count"] = attempts - 1
        }
        let cancelled = error is CancellationError || yopuyError?.code == .cancelled || Task.isCancelled
        let type =
            if cancelled {
                "cancelled"
            } else if let yopuyError {
                yopuyError.code.description.replacing(" ", with: "_")
            } else {
                String(reflecting: Swift.type(of: error))
            }
        span.recordError(error)
        span.attributes["error.type"] = type
        span.setStatus(SpanStatus(code: .error, message: cancelled ? "cancelled" : nil))
    }

    /// `url` as `url.full` shows it: without user information, the values of the redacted query
    /// parameters written `REDACTED`.
    func fullURL(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            return "REDACTED"
        }
        components.user = nil
        components.password = nil
        // The decoded items name the parameters; the encoded ones, in the same order, are kept.
        if let items = components.percentEncodedQueryItems, let names = components.queryItems?.map(\.name),
            names.count == items.count
        {
            components.percentEncodedQueryItems = zip(items, names).map { item, name in
                guard item.value != nil, redactedQueryNames.contains(name) else {
                    return item
                }
                return URLQueryItem(name: item.name, value: "REDACTED")
            }
        }
        return components.string ?? "REDACTED"
    }

    /// The port the request goes to: the URL's, or its scheme's default.
    private static func port(of url: URL) -> Int? {
        if let port = url.port {
            return port
        }
        switch url.scheme?.lowercased() {
        case "http": return 80
        case "https": return 443
        default: return nil
        }
    }

    /// The method as the span's name and `http.request.method` write it: one of the methods the
    /// conventions know, or `HTTP` and `_OTHER`.
    private static func method(_ method: HTTPMethod) -> (name: String, attribute: String) {
        let known = ["GET", "HEAD", "POST", "PUT", "DELETE", "CONNECT", "OPTIONS", "TRACE", "PATCH", "QUERY"]
        guard known.contains(method.rawValue) else {
            return ("HTTP", "_OTHER")
        }
        return (method.rawValue, method.rawValue)
    }
}

/// Writes a span's context into a request's header fields, replacing a field of the same name.
private struct HeaderInjector: Injector {
    func inject(_ value: String, forKey key: String, into headers: inout HTTPHeaders) {
        headers[key] = value
    }
}

#endif

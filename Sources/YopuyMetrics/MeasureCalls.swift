#if Metrics
public import Metrics
public import Yopuy

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A middleware that measures each call with swift-metrics, as OpenTelemetry's HTTP client
/// conventions name it: how long it took, in `http.client.request.duration`, and how many calls
/// are in flight, in `http.client.active_requests`.
///
/// ```swift
/// MetricsSystem.bootstrap(myBackend)  // Prometheus, OpenTelemetry, StatsD…
/// let adapter = URLSessionAdapter().with(MeasureCalls())
/// let api = Service(adapter: adapter, URL: baseURL)
/// let comment = try await api.call(Post.show(1) / Comment.show(12)).value
/// ```
///
/// records 0.048 s in the timer `http.client.request.duration` with the dimensions
///
/// | dimension | value |
/// | --- | --- |
/// | `http.request.method` | `"GET"` |
/// | `url.template` | `posts/{id}/comments/{id}` |
/// | `server.address` | `api.example.com` |
/// | `server.port` | `443` |
/// | `http.response.status_code` | `200` |
///
/// Every dimension has few values, so that a backend keeps one series per route rather than
/// one per ID: the route is the typed path's ``/Yopuy/AdapterRequest/pathTemplate``, never the path
/// called, and a call made from a URL has no `url.template` at all. A method other than the
/// nine of RFC 9110 and RFC 5789 is `_OTHER`; the port is the URL's, or its scheme's (80, 443).
/// `http.response.status_code` is there when the server answered; `error.type` when it answered
/// 400 or more (the status, `404`), or did not answer: `cancelled` for a cancelled call, the
/// ``/Yopuy/YopuyError/Code`` of a ``/Yopuy/YopuyError`` (`timed out`, `transport failure`), else the error's
/// type (`Foundation.URLError`).
///
/// The duration is a swift-metrics `Timer`, which keeps nanoseconds and asks the backend to
/// show seconds (`preferredDisplayUnit: .seconds`): OpenTelemetry's histogram in seconds, as a
/// backend such as swift-otel exports a timer. The meter `http.client.active_requests` has the
/// method, address and port only, since the route and status of a call in flight are not its
/// own: it goes up by one when a call starts and down by one when it ends, answered, failed or
/// cancelled.
///
/// With swift-metrics' no-op factory, what `MetricsSystem` holds until it is bootstrapped, it
/// hands each request on and builds nothing: a server whose metrics are off pays for one more
/// layer of middleware, no more.
///
/// Where it stands in the stack decides what it measures: outside a ``/Yopuy/Retry`` each call, its
/// attempts and waits included; inside, each attempt. A streamed call is measured up to its
/// head, since its body is read after the middleware has returned.
///
/// ```swift
/// let eachAttempt = URLSessionAdapter().with(MeasureCalls()).with(Retry())
/// ```
public struct MeasureCalls: ObservingMiddleware {
    /// The label of the timer of each call's duration: `http.client.request.duration`.
    public static let durationLabel = "http.client.request.duration"

    /// The label of the meter of the calls in flight: `http.client.active_requests`.
    public static let activeRequestsLabel = "http.client.active_requests"

    /// The factory the metrics are made with, or `nil` for the one `MetricsSystem` holds.
    private let factory: (any MetricsFactory)?

    private let now: @Sendable () -> Duration

    /// Creates the middleware.
    ///
    /// ```swift
    /// let metrics = TestMetrics()  // MetricsTestKit
    /// let adapter = fake.with(MeasureCalls(factory: metrics))
    /// ```
    ///
    /// - Parameters:
    ///   - factory: Makes the timer and the meter; `nil`, the default, uses the factory
    ///     `MetricsSystem` was bootstrapped with, read at each call, so that a middleware made
    ///     before the bootstrap reports to it. Tests pass MetricsTestKit's `TestMetrics`.
    ///   - clock: The clock that times the calls; tests may pass their own.
    public init<MeasureClock: Clock<Duration>>(
        factory: (any MetricsFactory)? = nil,
        clock: MeasureClock = ContinuousClock()
    ) {
        self.factory = factory
        let origin = clock.now
        self.now = { origin.duration(to: clock.now) }
    }

    /// Counts the request in flight and starts its clock; or, with the no-op factory, does
    /// nothing.
    ///
    /// - Parameter request: The request on its way out, unchanged.
    /// - Returns: The call's measurement, or `nil` when metrics are off.
    public func willSend(_ request: inout AdapterRequest) -> Measurement? {
        let factory = self.factory ?? MetricsSystem.factory
        // Metrics off (MetricsSystem never bootstrapped): nothing would be kept, so nothing is
        // built, as a logger that drops a level builds no record.
        // Compared by type, not cast: a cast costs a call hundreds of instructions (#49).
        if ObjectIdentifier(type(of: factory)) == ObjectIdentifier(NOOPMetricsHandler.self) {
            return nil
        }
        var dimensions = Self.serverDimensions(of: request)
        let active = Meter(label: Self.activeRequestsLabel, dimensions: dimensions, factory: factory)
        active.increment()
        if let template = request.pathTemplate {
            dimensions.append(("url.template", template))
        }
        return Measurement(factory: factory, dimensions: dimensions, active: active, start: now())
    }

    /// Records how long the call took, with its outcome, and counts it out of flight.
    ///
    /// - Parameters:
    ///   - request: The request as it went out.
    ///   - outcome: The wrapped adapter's answer, or its error.
    ///   - measurement: What ``willSend(_:)`` returned.
    public func didFinish(
        _ request: AdapterRequest,
        with outcome: Result<AdapterResponse, any Error>,
        observation measurement: Measurement?
    ) {
        guard let measurement else {
            return
        }
        var dimensions = measurement.dimensions
        switch outcome {
        case .success(let response):
            dimensions.append(("http.response.status_code", String(response.status)))
            if response.status >= 400 {
                dimensions.append(("error.type", String(response.status)))
            }
        case .failure(let error):
            dimensions.append(("error.type", Self.errorType(of: error)))
        }
        record(now() - measurement.start, dimensions, measurement.factory)
        measurement.active.decrement()
    }

    /// One call in flight, as ``MeasureCalls/willSend(_:)`` hands it to
    /// ``MeasureCalls/didFinish(_:with:observation:)``: its dimensions so far, its meter and
    /// its start.
    public struct Measurement: Sendable {
        /// The factory the call's metrics are made with.
        let factory: any MetricsFactory

        /// The dimensions of its timer, without its outcome.
        let dimensions: [(String, String)]

        /// The meter of the calls in flight that counts it.
        let active: Meter

        /// When it started, on the middleware's clock.
        let start: Duration
    }

    /// Records `duration` in the timer with `dimensions`.
    private func record(_ duration: Duration, _ dimensions: [(String, String)], _ factory: any MetricsFactory) {
        let timer = Timer(
            label: Self.durationLabel,
            dimensions: dimensions,
            preferredDisplayUnit: .seconds,
            factory: factory
        )
        timer.recordNanoseconds(Self.nanoseconds(duration))
    }
}

// MARK: - Dimensions

extension MeasureCalls {
    /// The methods OpenTelemetry names as they are; any other is `_OTHER`.
    private static let knownMethods: Set<String> = [
        "CONNECT", "DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT", "TRACE",
    ]

    /// `http.request.method`, `server.address` and `server.port`: what a call in flight is
    /// counted by.
    static func serverDimensions(of request: AdapterRequest) -> [(String, String)] {
        let method = request.method.rawValue
        var dimensions = [("http.request.method", knownMethods.contains(method) ? method : "_OTHER")]
        let parts = URLComponents(url: request.url, resolvingAgainstBaseURL: true)
        if let host = parts?.host, !host.isEmpty {
            dimensions.append(("server.address", host))
        }
        let scheme = parts?.scheme?.lowercased()
        if let port = parts?.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : nil) {
            dimensions.append(("server.port", String(port)))
        }
        return dimensions
    }

    /// `error.type` for a call that got no answer: `cancelled` for a `CancellationError` or any
    /// error of a cancelled task, else a ``/Yopuy/YopuyError``'s code, or the error's type.
    static func errorType(of error: any Error) -> String {
        switch error {
        case _ where error is CancellationError || Task.isCancelled: "cancelled"
        case let error as YopuyError: error.code.description
        default: String(reflecting: type(of: error))
        }
    }

    /// `duration` in whole nanoseconds, as a `Timer` keeps it; a duration past `Int64` is
    /// `Int64.max`, a negative one 0.
    static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else {
            return seconds < 0 ? 0 : .max
        }
        let (total, overflowAgain) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
        guard !overflowAgain else {
            return .max
        }
        return max(0, total)
    }
}
#endif

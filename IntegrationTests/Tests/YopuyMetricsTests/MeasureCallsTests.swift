import FakeAPI
import Foundation
import Metrics
import MetricsTestKit
import Synchronization
import Testing
import Yopuy
import YopuyMetrics

@Suite("MeasureCalls")
struct MeasureCallsTests {
    /// The dimensions of a metric, by name.
    static func dimensions(_ timer: TestTimer) -> [String: String] {
        Dictionary(timer.dimensions, uniquingKeysWith: { _, last in last })
    }

    /// The one timer of the calls' durations, or a failure.
    static func timer(in metrics: TestMetrics) throws -> TestTimer {
        let timers = metrics.timers(label: MeasureCalls.durationLabel)
        try #require(timers.count == 1, "timers: \(timers.map(\.dimensions))")
        return try #require(timers.first)
    }

    /// The in-flight count of `GET` calls to api.test:443.
    static func inFlight(in metrics: TestMetrics) throws -> Double? {
        try metrics.expectMeter(
            MeasureCalls.activeRequestsLabel,
            [("http.request.method", "GET"), ("server.address", "api.test"), ("server.port", "443")]
        ).lastValue
    }

    @Test("a typed call is timed in seconds with its method, route, server and status")
    func typedCall() async throws {
        let metrics = TestMetrics()
        let adapter = FakeAdapter { _ in
            try await Task.sleep(for: .milliseconds(20))
            return answer(id: 12)
        }
        let api = Service(adapter: adapter.with(MeasureCalls(factory: metrics)), URL: try baseURL())
        _ = try await api.call(Post.show(1) / Comment.show(12))

        let timer = try Self.timer(in: metrics)
        #expect(
            Self.dimensions(timer) == [
                "http.request.method": "GET",
                "url.template": "posts/{id}/comments/{id}",
                "server.address": "api.test",
                "server.port": "443",
                "http.response.status_code": "200",
            ]
        )
        #expect(timer.displayUnit == .seconds)
        #expect(timer.values.count == 1)
        let nanoseconds = try #require(timer.values.first)
        #expect(nanoseconds >= 20_000_000, "a call that took 20 ms was timed \(nanoseconds) ns")
        #expect(timer.valueInPreferredUnit(atIndex: 0) >= 0.02)
        #expect(try Self.inFlight(in: metrics) == 0)
    }

    @Test("no concrete path reaches a dimension, whatever the IDs called")
    func noConcretePath() async throws {
        let metrics = TestMetrics()
        let adapter = FakeAdapter { _ in answer(id: 1) }
        let api = Service(adapter: adapter.with(MeasureCalls(factory: metrics)), URL: try baseURL())
        var ids: Set<String> = []
        for _ in 0..<200 {
            let post = Int.random(in: .min ... .max)
            let comment = Int.random(in: 1_000...Int.max)
            ids.formUnion([String(post), String(comment)])
            _ = try await api.call(Post.show(post) / Comment.show(comment))
        }
        let timers = metrics.timers(label: MeasureCalls.durationLabel)
        #expect(Set(timers.compactMap { Self.dimensions($0)["url.template"] }) == ["posts/{id}/comments/{id}"])
        // One series for 200 calls: a dimension that held an ID would make one per call.
        #expect(timers.count == 1)
        #expect(timers.first?.values.count == 200)
        let values = timers.flatMap(\.dimensions).map(\.1) + metrics.meters.flatMap(\.dimensions).map(\.1)
        #expect(values.allSatisfy { !ids.contains($0) && ($0 == "posts/{id}/comments/{id}" || !$0.contains("posts")) })
    }

    @Test("with the no-op factory, calls and failures pass through unchanged")
    func metricsOff() async throws {
        let adapter = FakeAdapter { request in
            if request.url.path.hasSuffix("/2") {
                throw Unreachable()
            }
            return answer(id: 1, status: 201)
        }
        let api = Service(adapter: adapter.with(MeasureCalls(factory: NOOPMetricsHandler.instance)), URL: try baseURL())
        let response = try await api.call(Post.show(1))
        #expect(response.status == 201)
        #expect(response.value?.id == 1)
        let error = await #expect(throws: YopuyError.self) {
            _ = try await api.call(Post.show(2))
        }
        #expect(error?.underlyingError is Unreachable)
    }

    @Test("a call made from a URL has no url.template, and an unknown method is _OTHER")
    func untemplated() async throws {
        let metrics = TestMetrics()
        let adapter = FakeAdapter { _ in AdapterResponse(status: 207) }.with(MeasureCalls(factory: metrics))
        let url = try baseURL("http://dav.test:8080/files/42/report.txt")
        _ = try await adapter.send(AdapterRequest(method: HTTPMethod(rawValue: "PROPFIND"), url: url))

        let timer = try Self.timer(in: metrics)
        #expect(
            Self.dimensions(timer) == [
                "http.request.method": "_OTHER",
                "server.address": "dav.test",
                "server.port": "8080",
                "http.response.status_code": "207",
            ]
        )
    }

    @Test("a 404 has the status as its error.type")
    func notFound() async throws {
        let metrics = TestMetrics()
        let adapter = FakeAdapter { _ in answer(id: 1, status: 404) }
        let api = Service(adapter: adapter.with(MeasureCalls(factory: metrics)), URL: try baseURL())
        await #expect(throws: YopuyError.self) {
            _ = try await api.call(Post.show(9))
        }
        let dimensions = Self.dimensions(try Self.timer(in: metrics))
        #expect(dimensions["http.response.status_code"] == "404")
        #expect(dimensions["error.type"] == "404")
        #expect(dimensions["url.template"] == "posts/{id}")
        #expect(try Self.inFlight(in: metrics) == 0)
    }

    @Test("a call with no answer has the error's type as its error.type, and no status")
    func thrown() async throws {
        let metrics = TestMetrics()
        let adapter = FakeAdapter { _ in throw Unreachable() }
        let api = Service(adapter: adapter.with(MeasureCalls(factory: metrics)), URL: try baseURL())
        await #expect(throws: YopuyError.self) {
            _ = try await api.call(Post.show(9))
        }
        let dimensions = Self.dimensions(try Self.timer(in: metrics))
        #expect(dimensions["error.type"] == "FakeAPI.Unreachable")
        #expect(dimensions["http.response.status_code"] == nil)
        #expect(try Self.inFlight(in: metrics) == 0)
    }

    @Test("a YopuyError from inside has its code as its error.type")
    func yopuyError() async throws {
        let metrics = TestMetrics()
        // The header the middleware inside adds is refused below it, before the fake sees it.
        let adapter = FakeAdapter { _ in answer(id: 1) }
            .with(
                Intercept { request, next in
                    var request = request
                    request.headers.add("Bad Name", value: "x")
                    return try await next(request)
                }
            )
            .with(MeasureCalls(factory: metrics))
        let api = Service(adapter: adapter, URL: try baseURL())
        await #expect(throws: YopuyError.self) {
            _ = try await api.call(Post.show(9))
        }
        #expect(Self.dimensions(try Self.timer(in: metrics))["error.type"] == "invalid header")
        #expect(try Self.inFlight(in: metrics) == 0)
    }

    @Test("a call counts as in flight while it runs, and no longer once answered or failed")
    func inFlight() async throws {
        let metrics = TestMetrics()
        let seen = Seen()
        let adapter = FakeAdapter { request in
            seen.append(try Self.inFlight(in: metrics))
            if request.url.path.hasSuffix("/2") {
                throw Unreachable()
            }
            return answer(id: 1)
        }
        let api = Service(adapter: adapter.with(MeasureCalls(factory: metrics)), URL: try baseURL())
        _ = try await api.call(Post.show(1))
        #expect(try Self.inFlight(in: metrics) == 0)
        _ = try? await api.call(Post.show(2))
        #expect(try Self.inFlight(in: metrics) == 0)
        #expect(seen.values == [1, 1])
    }

    @Test("a callback call over a callback adapter, with no task, is timed and counted the same")
    func callbackCall() async throws {
        let metrics = TestMetrics()
        let seen = Seen()
        let adapter = CallbackAdapter { request in
            seen.append(try? Self.inFlight(in: metrics))
            return request.url.path.hasSuffix("/2") ? AdapterResponse(error: Unreachable()) : answer(id: 1)
        }
        let api = Service(adapter: adapter.with(MeasureCalls(factory: metrics)), URL: try baseURL())
        _ = try await FakeAPI.callbackCall(Post.show(1) / Comment.show(1), through: api).get()
        _ = await FakeAPI.callbackCall(Post.show(2), through: api)

        let timers = metrics.timers(label: MeasureCalls.durationLabel).map(Self.dimensions)
        #expect(timers.count == 2)
        let answered = timers.first { $0["url.template"] == "posts/{id}/comments/{id}" }
        let failed = timers.first { $0["url.template"] == "posts/{id}" }
        #expect(answered?["http.response.status_code"] == "200")
        #expect(failed?["error.type"] == "FakeAPI.Unreachable")
        #expect(seen.values == [1, 1])
        #expect(try Self.inFlight(in: metrics) == 0)
    }

    @Test("a cancelled call has error.type cancelled and leaves the in-flight count at 0")
    func cancelled() async throws {
        let metrics = TestMetrics()
        let adapter = FakeAdapter { _ in
            try await Task.sleep(for: .seconds(30))
            return answer(id: 1)
        }
        let api = Service(adapter: adapter.with(MeasureCalls(factory: metrics)), URL: try baseURL())
        let call = Task { try await api.call(Post.show(1)) }
        // Wait until the call is in flight, then cancel it.
        var waited = 0
        while (try? Self.inFlight(in: metrics)) != 1, waited < 500 {
            try await Task.sleep(for: .milliseconds(10))
            waited += 1
        }
        #expect(try Self.inFlight(in: metrics) == 1)
        call.cancel()
        _ = await call.result
        #expect(Self.dimensions(try Self.timer(in: metrics))["error.type"] == "cancelled")
        #expect(try Self.inFlight(in: metrics) == 0)
    }
}

/// Values the fake adapter saw, from any task.
final class Seen: Sendable {
    private let storage = Mutex<[Double?]>([])

    var values: [Double?] { storage.withLock { $0 } }

    func append(_ value: Double?) {
        storage.withLock { $0.append(value) }
    }
}

import Foundation
import Synchronization
import Testing
import Yopuy

/// A callback adapter whose behaviour is a closure: it may answer at once, later, twice, or never.
struct FakeAdapter: HTTPAdapter {
    let respond: @Sendable (AdapterRequest, @escaping @Sendable (AdapterResponse) -> Void) -> Void

    func perform(
        _ method: HTTPMethod,
        request: AdapterRequest,
        callback: @escaping @Sendable (AdapterResponse) -> Void
    ) {
        respond(request, callback)
    }

    /// Always answers `status` with `body`.
    static func answering(_ status: Int, _ body: String = "", headers: HTTPHeaders = [:]) -> FakeAdapter {
        FakeAdapter { _, callback in
            callback(AdapterResponse(status: status, headers: headers, body: Data(body.utf8)))
        }
    }
}

/// An async adapter whose behaviour is a closure.
struct FakeAsyncAdapter: AsyncHTTPAdapter {
    let respond: @Sendable (AdapterRequest) async throws -> AdapterResponse

    func response(to request: AdapterRequest) async throws -> AdapterResponse {
        try await respond(request)
    }
}

/// Collects values from any thread, in order.
final class Recorder<Value: Sendable>: Sendable {
    private let storage = Mutex<[Value]>([])

    /// Adds `value`, and returns how many values there are with it: its place, counted from 1,
    /// decided in the same step, so that racing recorders never share one.
    @discardableResult
    func record(_ value: Value) -> Int {
        storage.withLock { values in
            values.append(value)
            return values.count
        }
    }

    var values: [Value] { storage.withLock { $0 } }
}

/// Holds every task that waits at it until the test opens it: a fake that must stay in the
/// middle of its work while the test acts, however long the machine takes to get there.
final class Gate: Sendable {
    private let opened = Mutex(false)

    /// Whether the test has opened it.
    var isOpen: Bool { opened.withLock { $0 } }

    /// Lets every waiting task through, and every later one at once.
    func open() {
        opened.withLock { $0 = true }
    }

    /// Returns once the gate is open.
    ///
    /// - Throws: `CancellationError` when the waiting task is cancelled first, as a sleep would:
    ///   the work a gate holds is cancellable, like the real work it stands for.
    func wait() async throws {
        while !isOpen {
            try await Task.sleep(for: .milliseconds(1))
        }
    }
}

/// A service at `http://api.test/v1` over `adapter`.
func service<Adapter: HTTPAdapter>(_ adapter: Adapter) throws -> Service<Adapter> {
    try Service(adapter: adapter, URL: #require(URL(string: "http://api.test/v1")))
}

/// The request a call hands to the adapter, answered with `200 {}` or `[]`.
func sentRequest(
    _ call: (Service<FakeAdapter>) async throws -> Void,
    configure: (inout Service<FakeAdapter>) -> Void = { _ in }
) async throws -> AdapterRequest {
    let requests = Recorder<AdapterRequest>()
    var service = try service(
        FakeAdapter { request, callback in
            requests.record(request)
            callback(AdapterResponse(status: 204))
        }
    )
    configure(&service)
    try await call(service)
    return try #require(requests.values.first)
}

/// An async adapter that never answers on its own, and records when it starts and when its
/// work is cancelled.
struct HangingAdapter: AsyncHTTPAdapter {
    private let events = Recorder<String>()

    var hasStarted: Bool { events.values.contains("started") }
    var wasCancelled: Bool { events.values.contains("cancelled") }

    func response(to request: AdapterRequest) async throws -> AdapterResponse {
        events.record("started")
        do {
            try await Task.sleep(for: .seconds(600))
        } catch {
            events.record("cancelled")
            throw error
        }
        return AdapterResponse(status: 200)
    }
}

/// A streaming adapter whose behaviour is a closure; it records which of its methods ran.
struct FakeStreamingAdapter: StreamingHTTPAdapter {
    let respond: @Sendable (AdapterRequest) async throws -> StreamedAdapterResponse
    let calls = Recorder<String>()

    func streamedResponse(to request: AdapterRequest) async throws -> StreamedAdapterResponse {
        calls.record("streamed \(request.url.absoluteString)")
        return try await respond(request)
    }

    func response(to request: AdapterRequest) async throws -> AdapterResponse {
        calls.record("whole \(request.url.absoluteString)")
        let streamed = try await respond(request)
        return AdapterResponse(
            status: streamed.status,
            headers: streamed.headers,
            body: try await streamed.body.collect(upTo: .max)
        )
    }
}

import BlogModel
import Foundation
import Testing
import Yopuy

/// What reaches the handler of one callback call: every outcome, in order, so that a second
/// delivery is seen, and a way to wait for the first.
final class Outcomes: Sendable {
    private let recorder = Recorder<Result<Int, YopuyError>>()

    /// The handler to give the call.
    var handler: @Sendable (Result<Response<Post>, YopuyError>) -> Void {
        { [recorder] result in recorder.record(result.map(\.status)) }
    }

    /// The codes and statuses delivered so far, as text: `"200"`, `"timed out"`.
    var delivered: [String] {
        recorder.values.map { outcome in
            switch outcome {
            case .success(let status): "\(status)"
            case .failure(let error): "\(error.code)"
            }
        }
    }

    /// Waits until something was delivered.
    ///
    /// Whatever would follow it comes from an adapter's callback, and the handler runs on the
    /// thread that settles the call, inside that callback: once the callbacks have returned
    /// (``CallbacksReturned``, ``HeldCallbacks/answerLate()``), every delivery they cause has
    /// happened, and the test looks then, not after a pause that a loaded machine may outlast.
    func waitForFirst() async {
        await eventually { !recorder.values.isEmpty }
    }
}

/// Counts the callbacks an adapter has called and that have returned.
final class CallbacksReturned: Sendable {
    private let returned = Recorder<Void>()

    /// Calls `callback` with `response`, then counts it.
    func call(_ callback: @Sendable (AdapterResponse) -> Void, with response: AdapterResponse) {
        callback(response)
        returned.record(())
    }

    /// Waits until `count` callbacks have returned.
    func waitFor(_ count: Int) async {
        await eventually { returned.values.count >= count }
    }
}

/// Keeps the callbacks an adapter was handed, to call them when a test says.
final class HeldCallbacks: Sendable {
    private let held = Recorder<@Sendable (AdapterResponse) -> Void>()

    /// An adapter that never calls back on its own.
    var adapter: FakeAdapter {
        FakeAdapter { [held] _, callback in held.record(callback) }
    }

    /// Waits until the adapter was handed a request.
    func waitForRequest() async {
        await eventually { !held.values.isEmpty }
    }

    /// Calls every held callback with a post, from another thread, and waits until it returned.
    func answerLate() async {
        await waitForRequest()
        let callbacks = held.values
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                for callback in callbacks {
                    callback(AdapterResponse(status: 200, body: Data(#"{"id": 1, "title": "late"}"#.utf8)))
                }
                continuation.resume()
            }
        }
    }
}

/// The service survives adapters that break the contract of ``HTTPAdapter``: each test would
/// fail if the exchange let a second, late or racing callback through.
@Suite("Adapters that break the contract")
struct AdapterContractTests {
    /// A post's JSON, made anew for each use: a global `Data` keeps its storage's address in a
    /// form LeakSanitizer does not recognise, and would be reported as a leak.
    static var post: Data { Data(#"{"id": 1, "title": "Hi"}"#.utf8) }

    @Test("an adapter that calls back twice: the first answer reaches the caller, once")
    func callsBackTwice() async throws {
        let returned = CallbacksReturned()
        let service = try service(
            FakeAdapter { _, callback in
                returned.call(callback, with: AdapterResponse(status: 200, body: Self.post))
                returned.call(callback, with: AdapterResponse(status: 201, body: Self.post))
            }
        )
        let outcomes = Outcomes()
        service.call(Post.show(1), handler: outcomes.handler)
        await outcomes.waitForFirst()
        await returned.waitFor(2)
        #expect(outcomes.delivered == ["200"])
    }

    @Test("two callbacks racing on two threads: exactly one of them reaches each call")
    func racingCallbacks() async throws {
        let returned = CallbacksReturned()
        let service = try service(
            FakeAdapter { _, callback in
                for status in [200, 201] {
                    DispatchQueue.global().async {
                        returned.call(callback, with: AdapterResponse(status: status, body: Self.post))
                    }
                }
            }
        )
        let calls = (0..<200).map { _ in Outcomes() }
        for outcomes in calls {
            service.call(Post.show(1), handler: outcomes.handler)
        }
        await returned.waitFor(400)
        #expect(calls.allSatisfy { $0.delivered == ["200"] || $0.delivered == ["201"] })
        #expect(calls.map(\.delivered.count).reduce(0, +) == 200)
    }

    @Test("an adapter that never calls back: the timeout ends the call, and its late answer is ignored")
    func neverCallsBack() async throws {
        let adapter = HeldCallbacks()
        let service = try service(adapter.adapter)
        let outcomes = Outcomes()
        service.call(Post.show(1), timeout: .milliseconds(20), handler: outcomes.handler)
        await outcomes.waitForFirst()
        #expect(outcomes.delivered == ["timed out"])
        await adapter.answerLate()
        #expect(outcomes.delivered == ["timed out"])
    }

    @Test("a callback from another thread after the call was cancelled is ignored")
    func callsBackAfterCancellation() async throws {
        let adapter = HeldCallbacks()
        let service = try service(adapter.adapter)
        let outcomes = Outcomes()
        let handle = service.call(Post.show(1), handler: outcomes.handler)
        handle.cancel()
        await outcomes.waitForFirst()
        await adapter.answerLate()
        #expect(outcomes.delivered == ["cancelled"])
    }

    @Test(
        "an async call cancelled while the adapter holds its callback ends at once, as cancelled",
        .timeLimit(.minutes(1))
    )
    func asyncCallCancelledBeforeTheCallback() async throws {
        let adapter = HeldCallbacks()
        let service = try service(adapter.adapter)
        let call = Task { try await service.call(Post.show(1)) }
        await adapter.waitForRequest()
        call.cancel()
        // Without the exchange settling on cancellation, this would wait for the adapter forever.
        let error = try await #require(throws: YopuyError.self) { _ = try await call.value }
        #expect(error.code == .cancelled)
        await adapter.answerLate()
    }

    @Test("an adapter that calls back from another thread, later, is waited for")
    func callsBackFromAnotherThread() async throws {
        let returned = CallbacksReturned()
        let service = try service(
            FakeAdapter { _, callback in
                Thread.detachNewThread {
                    Thread.sleep(forTimeInterval: 0.02)
                    returned.call(callback, with: AdapterResponse(status: 200, body: Self.post))
                }
            }
        )
        let outcomes = Outcomes()
        service.call(Post.show(1), handler: outcomes.handler)
        await returned.waitFor(1)
        #expect(outcomes.delivered == ["200"])
    }
}

@Suite("AdapterResponse's fields")
struct AdapterResponseFieldTests {
    @Test(
        "each field reads back what was set, the numbers kept within their range",
        arguments: [Int.min, -1, 0, 1, 200, 304, 599, 65_535, 65_536, Int.max]
    )
    func fields(number: Int) throws {
        var response = AdapterResponse(status: number, headers: ["ETag": "\"a\""], body: Data("b".utf8))
        response.attempts = number
        response.redirections = number
        response.isFromCache = true
        let url = try #require(URL(string: "https://api.test/moved"))
        response.url = url
        let kept = min(max(number, 0), 65_535)
        #expect(response.status == kept)
        #expect(response.attempts == kept)
        #expect(response.redirections == kept)
        #expect(response.isFromCache && !response.isStreamed)
        #expect(response.url == url)
        #expect(response.headers["ETag"] == "\"a\"" && response.body == Data("b".utf8) && response.error == nil)
        response.url = nil
        response.isStreamed = true
        #expect(response.url == nil && response.isStreamed && response.isFromCache)
        #expect(AdapterResponse(status: 200).attempts == 1)
        #expect(AdapterResponse(error: URLError(.timedOut)).status == 0)
    }
}

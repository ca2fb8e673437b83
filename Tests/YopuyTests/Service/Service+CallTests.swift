import BlogModel
import Foundation
import Testing
import Yopuy

/// Waits until `condition` holds: for effects that happen on another thread after a call has
/// already settled, or for a fake to reach the point a test acts at. It never asserts on time: a
/// loaded machine only makes it wait longer. It gives up after 30 s, measured on the clock rather
/// than counted in polls that each may oversleep, so that the expectation after it fails instead
/// of the run hanging; nothing a test waits for takes a fraction of that.
func eventually(_ condition: @Sendable () -> Bool) async {
    let deadline = ContinuousClock.now + .seconds(30)
    while !condition(), ContinuousClock.now < deadline {
        try? await Task.sleep(for: .milliseconds(10))
    }
}

/// A resource whose parsers must never run: they throw if they do.
struct Unparseable: RootResource, IsShowable, IsDeletable, IsListable {
    struct ParserRan: Error {}
    static let path = "unparseable"
    let id: Int
    static func parse(singular data: Data) throws -> Int { throw ParserRan() }
    static func parse(collection data: Data) throws -> [Int] { throw ParserRan() }
}

@Suite("Service: calls and their outcomes")
struct ServiceCallTests {
    @Test("the seed's callback form hands over the parsed value with status and headers")
    func callbackForm() async throws {
        let service = try service(FakeAdapter.answering(200, #"{"id": 12, "body": "hi"}"#, headers: ["ETag": "v1"]))
        let result = await withCheckedContinuation { continuation in
            service.call(Post.show(1) / Comment.show(12)) { result in
                continuation.resume(returning: result)
            }
        }
        let response = try result.get()
        #expect(response.value == Comment(id: 12, body: "hi"))
        #expect(response.status == 200)
        #expect(response.headers["etag"] == "v1")
        #expect(response.body == Data(#"{"id": 12, "body": "hi"}"#.utf8))
    }

    @Test("the async form returns the same")
    func asyncForm() async throws {
        let service = try service(FakeAdapter.answering(201, #"{"id": 3, "title": "New"}"#))
        let response = try await service.call(Post.create, body: .json(Post(id: 0, title: "New")))
        #expect(response.value == Post(id: 3, title: "New"))
        #expect(response.status == 201)
    }

    @Test("a collection path is parsed with parse(collection:)")
    func collection() async throws {
        let service = try service(FakeAdapter.answering(200, #"[{"id": 1, "title": "a"}, {"id": 2, "title": "b"}]"#))
        let posts = try await service.call(Post.list).value
        #expect(posts?.map(\.id) == [1, 2])
    }

    @Test("an action path is parsed with the action's own parser and type")
    func action() async throws {
        let service = try service(FakeAdapter.answering(200, #"{"id": 1, "title": "Hi", "published": true}"#))
        let published: Post? = try await service.call(Post.show(1) / Post.Publish.action).value
        #expect(published == Post(id: 1, title: "Hi", published: true))
    }

    @Test("an empty body is a first-class outcome: no value, and the parser never runs", arguments: [200, 202, 204])
    func emptyBody(status: Int) async throws {
        let service = try service(FakeAdapter.answering(status, "", headers: ["X-Request-Id": "7"]))
        let deleted = try await service.call(Unparseable.delete(1))
        #expect(deleted.value == nil)
        #expect(deleted.isEmpty)
        #expect(deleted.status == status)
        #expect(deleted.headers["X-Request-Id"] == "7")
        let listed = try await service.call(Unparseable.list)
        #expect(listed.value == nil)
    }

    @Test("an unacceptable status is an error carrying status, headers and body", arguments: [301, 400, 404, 422, 500])
    func unacceptableStatus(status: Int) async throws {
        let body = #"{"error": "nope"}"#
        let service = try service(FakeAdapter.answering(status, body, headers: ["Content-Type": "application/json"]))
        let error = try await #require(throws: YopuyError.self) { _ = try await service.call(Unparseable.show(9)) }
        #expect(error.code == .unacceptableStatus)
        #expect(error.status == status)
        #expect(error.headers?["content-type"] == "application/json")
        #expect(error.body == Data(body.utf8))
        #expect(error.path == "unparseable/9")
        #expect(error.request?.url.absoluteString == "http://api.test/v1/unparseable/9")
        #expect(error.description.contains("the server answered \(status) (GET http://api.test/v1/unparseable/9)"))
    }

    @Test("a parse failure carries the body and the parser's error")
    func parseFailure() async throws {
        let service = try service(FakeAdapter.answering(200, "not json"))
        let error = try await #require(throws: YopuyError.self) { _ = try await service.call(Post.show(1)) }
        #expect(error.code == .parseFailure)
        #expect(error.body == Data("not json".utf8))
        #expect(error.status == 200)
        #expect(error.underlyingError is DecodingError)
    }

    @Test("a transport error from a callback adapter carries the adapter's error")
    func transportError() async throws {
        struct Refused: Error {}
        let service = try service(FakeAdapter { _, callback in callback(AdapterResponse(error: Refused())) })
        let error = try await #require(throws: YopuyError.self) { _ = try await service.call(Post.show(1)) }
        #expect(error.code == .transport)
        #expect(error.underlyingError is Refused)
        #expect(error.request?.method == .get)
    }

    @Test("an async adapter that throws becomes a transport error")
    func throwingAdapter() async throws {
        struct Broken: Error {}
        let service = try service(FakeAsyncAdapter { _ in throw Broken() })
        let error = try await #require(throws: YopuyError.self) { _ = try await service.call(Post.list) }
        #expect(error.code == .transport)
        #expect(error.underlyingError is Broken)
    }

    @Test("an adapter answering later, on another thread, is waited for")
    func laterAnswer() async throws {
        let service = try service(
            FakeAdapter { _, callback in
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) {
                    callback(AdapterResponse(status: 200, body: Data(#"{"id": 5, "title": ""}"#.utf8)))
                }
            }
        )
        #expect(try await service.call(Post.show(5)).value?.id == 5)
    }

    @Test("a callback that never comes is bounded by the timeout")
    func neverCalledCallback() async throws {
        // What a late callback then does is in AdapterContractTests.
        let service = try service(FakeAdapter { _, _ in })
        let error = try await #require(throws: YopuyError.self) {
            _ = try await service.call(Post.show(1), timeout: .milliseconds(50))
        }
        #expect(error.code == .timedOut)
        #expect(error.request != nil)
    }

    @Test("an adapter error after the deadline is a timeout, whoever noticed it first")
    func adapterNoticesDeadline() async throws {
        struct ClientTimedOut: Error {}
        let service = try service(
            FakeAsyncAdapter { request in
                // A client told the timeout fails at the deadline, before the service's own timer.
                let timeout = try #require(request.timeout)
                try? await Task.sleep(for: timeout)
                throw ClientTimedOut()
            }
        )
        let error = try await #require(throws: YopuyError.self) {
            _ = try await service.call(Post.show(1), timeout: .milliseconds(50))
        }
        #expect(error.code == .timedOut)
    }

    @Test("an adapter error before the deadline is still a transport error")
    func adapterErrorBeforeDeadline() async throws {
        struct Refused: Error {}
        let service = try service(FakeAsyncAdapter { _ in throw Refused() })
        let error = try await #require(throws: YopuyError.self) {
            _ = try await service.call(Post.show(1), timeout: .seconds(30))
        }
        #expect(error.code == .transport)
        #expect(error.underlyingError is Refused)
    }

    @Test("the service's timeout applies to calls that set none")
    func serviceTimeout() async throws {
        var service = try service(FakeAdapter { _, _ in })
        service.timeout = .milliseconds(50)
        let error = try await #require(throws: YopuyError.self) { _ = try await service.call(Post.list) }
        #expect(error.code == .timedOut)
    }

    @Test("a timeout cancels an async adapter's work")
    func timeoutCancelsAsyncWork() async throws {
        let hanging = HangingAdapter()
        let service = try service(hanging)
        let error = try await #require(throws: YopuyError.self) {
            _ = try await service.call(Post.show(1), timeout: .milliseconds(50))
        }
        #expect(error.code == .timedOut)
        await eventually { hanging.wasCancelled }
        #expect(hanging.wasCancelled)
    }

    @Test(
        "accepts any timeout, however large, and hands the adapter one it can convert",
        arguments: [
            Duration.seconds(Int64.max), .seconds(10_000_000_000),
            Duration(secondsComponent: Int64.max, attosecondsComponent: 999_999_999_999_999_999),
        ]
    )
    func hugeTimeouts(timeout: Duration) async throws {
        let hanging = HangingAdapter()
        let requests = Recorder<AdapterRequest>()
        let service = try service(
            hanging.with(
                Intercept { request, next in
                    requests.record(request)
                    return try await next(request)
                }
            )
        )
        let call = Task { try await service.call(Post.show(1), timeout: timeout) }
        await eventually { hanging.hasStarted }
        call.cancel()
        let error = try await #require(throws: YopuyError.self) { _ = try await call.value }
        #expect(error.code == .cancelled)
        let sent = try #require(requests.values.first?.timeout)
        #expect(sent >= .seconds(1_000_000_000))
        #expect(Int64(exactly: (sent / .nanoseconds(1)).rounded(.down)) != nil)
    }

    @Test("a service timeout of any size works for callback calls too")
    func hugeServiceTimeout() async throws {
        var service = try service(FakeAdapter { _, _ in })
        service.timeout = .seconds(Int64.max)
        let outcome = await withCheckedContinuation { continuation in
            let handle = service.call(Post.list) { continuation.resume(returning: $0) }
            handle.cancel()
        }
        #expect(outcome.failure?.code == .cancelled)
    }

    @Test("a timeout of zero or less times out at once", arguments: [Duration.zero, .seconds(-5), .seconds(Int64.min)])
    func negativeTimeouts(timeout: Duration) async throws {
        let service = try service(HangingAdapter())
        let error = try await #require(throws: YopuyError.self) {
            _ = try await service.call(Post.show(1), timeout: timeout)
        }
        #expect(error.code == .timedOut)
        #expect(error.request?.timeout == .zero)
    }

    @Test("the handle of a callback call cancels it")
    func cancelHandle() async throws {
        let service = try service(FakeAdapter { _, _ in })
        let outcome = await withCheckedContinuation { continuation in
            let handle = service.call(Post.list) { result in continuation.resume(returning: result) }
            handle.cancel()
            handle.cancel()
        }
        #expect(throws: YopuyError.self) { try outcome.get() }
        #expect(outcome.failure?.code == .cancelled)
    }

    @Test("the handle also cancels an async adapter's work")
    func cancelHandleCancelsAsyncWork() async throws {
        let hanging = HangingAdapter()
        let service = try service(hanging)
        let handle = service.call(Post.list) { _ in }
        await eventually { hanging.hasStarted }
        handle.cancel()
        await eventually { hanging.wasCancelled }
        #expect(hanging.wasCancelled)
    }

    @Test("cancelling the calling task ends an async call at once, even if the adapter never answers")
    func cancelTask() async throws {
        let service = try service(FakeAdapter { _, _ in })
        let call = Task { try await service.call(Post.show(1)) }
        call.cancel()
        let error = try await #require(throws: YopuyError.self) { _ = try await call.value }
        #expect(error.code == .cancelled)
    }

    @Test("cancelling the calling task cancels an async adapter's work")
    func cancelTaskCancelsAsyncWork() async throws {
        let hanging = HangingAdapter()
        let service = try service(hanging)
        let call = Task { try await service.call(Post.list) }
        await eventually { hanging.hasStarted }
        call.cancel()
        let error = try await #require(throws: YopuyError.self) { _ = try await call.value }
        #expect(error.code == .cancelled)
        await eventually { hanging.wasCancelled }
        #expect(hanging.wasCancelled)
    }

    @Test("an async adapter without a timeout runs in the calling task, with no task of its own")
    func asyncAdapterRunsInCallingTask() async throws {
        let adapterTasks = Recorder<Int>()
        let service = try service(
            FakeAsyncAdapter { _ in
                adapterTasks.record(withUnsafeCurrentTask { $0?.hashValue } ?? 0)
                return AdapterResponse(status: 200, body: Data(#"{"id": 1, "title": ""}"#.utf8))
            }
        )
        let callerTask = withUnsafeCurrentTask { $0?.hashValue } ?? -1
        _ = try await service.call(Post.show(1))
        _ = try await service.call(Post.show(1), timeout: .seconds(30))
        #expect(adapterTasks.values.first == callerTask)
        #expect(adapterTasks.values.last != callerTask)
    }

    @Test("a call from an already cancelled task never reaches the adapter")
    func alreadyCancelled() async throws {
        let sent = Recorder<AdapterRequest>()
        let service = try service(FakeAdapter { request, _ in sent.record(request) })
        let call = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await service.call(Post.show(1))
        }
        let error = try await #require(throws: YopuyError.self) { _ = try await call.value }
        #expect(error.code == .cancelled)
        #expect(sent.values.isEmpty)
    }

    @Test("a request that cannot be formed fails the callback call without reaching the adapter")
    func callbackFormRequestError() async throws {
        let sent = Recorder<AdapterRequest>()
        let service = try service(FakeAdapter { request, _ in sent.record(request) })
        let outcome = await withCheckedContinuation { continuation in
            service.call(Blog.show / Page.show("..")) { continuation.resume(returning: $0) }
        }
        #expect(outcome.failure?.code == .invalidPath)
        #expect(sent.values.isEmpty)
    }
}

extension Result {
    /// The error, if this is a failure.
    var failure: Failure? {
        if case .failure(let error) = self {
            return error
        }
        return nil
    }
}

import BlogModel
import Foundation
import Testing
import Yopuy

/// An adapter that answers the n-th request with the n-th of `answers` (the last one again after
/// that), and records what it was sent.
func scripted(_ answers: [AdapterResponse]) -> (adapter: FakeAdapter, sent: Recorder<AdapterRequest>) {
    let sent = Recorder<AdapterRequest>()
    let adapter = FakeAdapter { request, callback in
        sent.record(request)
        callback(answers[min(sent.values.count, answers.count) - 1])
    }
    return (adapter, sent)
}

/// An answer with `status`, and a post's JSON as its body when it is 200.
func answer(_ status: Int, headers: HTTPHeaders = [:]) -> AdapterResponse {
    AdapterResponse(
        status: status,
        headers: headers,
        body: status == 200 ? Data(#"{"id": 1, "title": "Hi"}"#.utf8) : Data()
    )
}

struct Unreachable: Error {}

@Suite("Retry")
struct RetryTests {
    @Test("a GET answered 503 is sent again, waiting longer each time, until it succeeds")
    func retriesUntilSuccess() async throws {
        let clock = ImmediateClock()
        let (adapter, sent) = scripted([answer(503), answer(502), answer(200)])
        let api = try service(adapter.with(Retry(attempts: 5, delay: .seconds(1), clock: clock)))
        let response = try await api.call(Post.show(1))
        #expect(response.value?.title == "Hi")
        #expect(response.attempts == 3)
        #expect(sent.values.count == 3)
        let sleeps = clock.sleeps.map(\.seconds)
        #expect(sleeps.count == 2)
        // Equal jitter: between half and all of 1 s, then of 2 s.
        #expect((0.5...1).contains(sleeps[0]), "\(sleeps)")
        #expect((1...2).contains(sleeps[1]), "\(sleeps)")
    }

    @Test("the waits are jittered, so clients that failed together do not come back together")
    func jitter() async throws {
        var firstWaits: Set<Duration> = []
        for _ in 0..<20 {
            let clock = ImmediateClock()
            let (adapter, _) = scripted([answer(503), answer(200)])
            _ = try await service(adapter.with(Retry(delay: .seconds(1), clock: clock))).call(Post.show(1))
            firstWaits.formUnion(clock.sleeps)
        }
        #expect(firstWaits.count > 10)
    }

    @Test("POST is not retried")
    func postIsNotRetried() async throws {
        let clock = ImmediateClock()
        let (adapter, sent) = scripted([answer(503), answer(200)])
        let api = try service(adapter.with(Retry(clock: clock)))
        let error = try await #require(throws: YopuyError.self) {
            try await api.call(Post.create, body: RequestBody(Data("{}".utf8), contentType: "application/json"))
        }
        #expect(error.status == 503)
        #expect(error.attempts == 1)
        #expect(sent.values.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("PATCH is not retried either; PUT, DELETE and GET are", arguments: [("PATCH", 1), ("PUT", 2), ("DELETE", 2)])
    func byMethod(method: String, expectedAttempts: Int) async throws {
        let (adapter, sent) = scripted([answer(503), answer(204)])
        let api = try service(adapter.with(Retry(clock: ImmediateClock())))
        let body = RequestBody(Data("{}".utf8), contentType: "application/json")
        switch method {
        case "PATCH": _ = try? await api.call(Post.update(1), body: body)
        case "PUT": _ = try? await api.call(Post.replace(1), body: body)
        default: _ = try? await api.call(Post.delete(1))
        }
        #expect(sent.values.map(\.method.rawValue) == Array(repeating: method, count: expectedAttempts))
    }

    @Test("a POST with an idempotency key is retried")
    func idempotencyKey() async throws {
        let (adapter, sent) = scripted([answer(503), answer(200)])
        let api = try service(adapter.with(Retry(clock: ImmediateClock())))
        let response = try await api.call(
            Post.create,
            headers: ["Idempotency-Key": "8e03978e"],
            body: RequestBody(Data("{}".utf8), contentType: "application/json")
        )
        #expect(response.attempts == 2)
        #expect(sent.values.map { $0.headers["Idempotency-Key"] } == ["8e03978e", "8e03978e"])
    }

    @Test("after the last attempt the caller sees the last answer, with the attempt count")
    func givesUpAfterAttempts() async throws {
        let (adapter, sent) = scripted([answer(500), answer(502), answer(503)])
        let api = try service(adapter.with(Retry(attempts: 3, clock: ImmediateClock())))
        let error = try await #require(throws: YopuyError.self) { try await api.call(Post.show(1)) }
        #expect(error.code == .unacceptableStatus)
        #expect(error.status == 503)
        #expect(error.attempts == 3)
        #expect(sent.values.count == 3)
        #expect(error.description.hasSuffix("(GET http://api.test/v1/posts/1) after 3 attempts"), "\(error)")
    }

    @Test("an adapter error is retried; the last one reaches the caller as a transport error")
    func transportErrors() async throws {
        let sent = Recorder<AdapterRequest>()
        let adapter = FakeAdapter { request, callback in
            sent.record(request)
            callback(AdapterResponse(error: Unreachable()))
        }
        let api = try service(adapter.with(Retry(attempts: 4, clock: ImmediateClock())))
        let error = try await #require(throws: YopuyError.self) { try await api.call(Post.list) }
        #expect(error.code == .transport)
        #expect(error.attempts == 4)
        #expect(error.underlyingError is Unreachable)
        #expect(error.request?.url.absoluteString == "http://api.test/v1/posts")
        #expect(sent.values.count == 4)
    }

    @Test("statuses outside the list, such as 404, are not retried")
    func notRetriedStatus() async throws {
        let (adapter, sent) = scripted([answer(404), answer(200)])
        let api = try service(adapter.with(Retry(clock: ImmediateClock())))
        let error = try await #require(throws: YopuyError.self) { try await api.call(Post.show(1)) }
        #expect(error.status == 404)
        #expect(sent.values.count == 1)
    }

    @Test("a 429's Retry-After in seconds replaces the backoff")
    func retryAfterSeconds() async throws {
        let clock = ImmediateClock()
        let (adapter, _) = scripted([answer(429, headers: ["Retry-After": "7"]), answer(200)])
        let api = try service(adapter.with(Retry(clock: clock)))
        #expect(try await api.call(Post.show(1)).attempts == 2)
        #expect(clock.sleeps == [.seconds(7)])
    }

    @Test(
        "a 503's Retry-After as an HTTP date, in each of its three forms, is waited for",
        arguments: ["EEE, dd MMM yyyy HH:mm:ss 'GMT'", "EEEE, dd-MMM-yy HH:mm:ss 'GMT'", "EEE MMM d HH:mm:ss yyyy"]
    )
    func retryAfterDate(format: String) async throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = format
        let date = formatter.string(from: Date().addingTimeInterval(20))
        let clock = ImmediateClock()
        let (adapter, _) = scripted([answer(503, headers: ["Retry-After": date]), answer(200)])
        let api = try service(adapter.with(Retry(clock: clock)))
        #expect(try await api.call(Post.show(1)).attempts == 2)
        let waited = try #require(clock.sleeps.first).seconds
        #expect((18...20).contains(waited), "\(date): \(waited)")
    }

    @Test("a Retry-After date in the past means now; one that cannot be read means the backoff")
    func retryAfterOddValues() async throws {
        for (value, expected) in [("Sun, 06 Nov 1994 08:49:37 GMT", 0.0...0.0), ("soon", 5.0...10.0)] {
            let clock = ImmediateClock()
            let (adapter, _) = scripted([answer(429, headers: ["Retry-After": value]), answer(200)])
            let api = try service(adapter.with(Retry(delay: .seconds(10), maxDelay: .seconds(60), clock: clock)))
            _ = try await api.call(Post.show(1))
            #expect(clock.sleeps.count == 1)
            #expect(expected.contains(try #require(clock.sleeps.first).seconds), "\(value)")
        }
    }

    @Test("a Retry-After longer than the budget ends the retries at once")
    func retryAfterBeyondBudget() async throws {
        let clock = ImmediateClock()
        let (adapter, sent) = scripted([answer(429, headers: ["Retry-After": "120"]), answer(200)])
        let api = try service(adapter.with(Retry(within: .seconds(30), clock: clock)))
        let error = try await #require(throws: YopuyError.self) { try await api.call(Post.show(1)) }
        #expect(error.status == 429)
        #expect(error.headers?["Retry-After"] == "120")
        #expect(error.attempts == 1)
        #expect(sent.values.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("the total time bounds the attempts: no wait may end after the budget")
    func budget() async throws {
        let clock = ImmediateClock()
        let (adapter, sent) = scripted([answer(503)])
        // Waits: 5-10 s, then 10-20 s; 5 + 10 > 14.9, so the second wait never starts.
        let retry = Retry(
            attempts: 10,
            within: .seconds(14.9),
            delay: .seconds(10),
            maxDelay: .seconds(100),
            clock: clock
        )
        let error = try await #require(throws: YopuyError.self) {
            try await service(adapter.with(retry)).call(Post.show(1))
        }
        #expect(error.attempts == 2)
        #expect(sent.values.count == 2)
        #expect(clock.sleeps.count == 1)
    }

    @Test("a call cancelled while it waits to retry is not retried")
    func cancelledWhileWaiting() async throws {
        let (adapter, sent) = scripted([answer(503), answer(200)])
        let clock = WatchedClock()
        let retry = Retry(within: .seconds(600), delay: .seconds(60), maxDelay: .seconds(60), clock: clock)
        let api = try service(adapter.with(retry))
        let call = Task { try await api.call(Post.show(1)) }
        // Cancelled once Retry waits, 30 to 60 s, for the second attempt, however long it takes to
        // get there: cancelled earlier, the call ends with the 503 it got, waiting for nothing.
        await eventually { !clock.sleeps.isEmpty }
        call.cancel()
        let error = try await #require(throws: YopuyError.self) { try await call.value }
        #expect(error.code == .cancelled)
        try await Task.sleep(for: .milliseconds(50))
        #expect(sent.values.count == 1)
    }

    @Test("a request refused by an inner middleware is not retried")
    func refusalsAreNotRetried() async throws {
        let (adapter, sent) = scripted([answer(200)])
        let badHeader = Intercept { request, next in
            var request = request
            request.headers["X-Bad"] = " padded "
            return try await next(request)
        }
        let api = try service(adapter.with(badHeader).with(Retry(clock: ImmediateClock())))
        let error = try await #require(throws: YopuyError.self) { try await api.call(Post.show(1)) }
        #expect(error.code == .invalidHeader)
        #expect(sent.values.isEmpty)
    }

    @Test("attempts counts 1 without retries, and idempotency follows the method")
    func defaults() async throws {
        let (adapter, _) = scripted([answer(200)])
        #expect(try await service(adapter.with(Retry())).call(Post.show(1)).attempts == 1)
        #expect(try await service(adapter).call(Post.show(1)).attempts == 1)
        let methods: [HTTPMethod] = [.get, .head, .put, .delete, .post, .patch]
        #expect(methods.map { $0.isIdempotent } == [true, true, true, true, false, false])
    }
}

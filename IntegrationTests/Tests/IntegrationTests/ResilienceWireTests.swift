import Foundation
import Testing
import Yopuy

/// The middleware meeting real failures: the blog server's routes fail, ask for a wait, expire
/// tokens and serve entity tags on purpose, and count what they saw, so that each test checks
/// both what the caller got and what went over the wire.
@Suite("On the wire: when things go wrong")
struct ResilienceWireTests {
    /// Retries after 10 to 50 ms, so that only the tests that ask for a wait take long.
    static let retry = Retry(attempts: 3, delay: .milliseconds(20), maxDelay: .milliseconds(50))

    /// How many calls meet an expired token together.
    static let concurrentCalls = 20

    // MARK: - Retry

    @Test("a GET that fails twice with 503 succeeds on the third attempt", arguments: Client.allCases)
    func getRetried(client: Client) async throws {
        try await withServer(.blog) { base in
            let service = try client.service(at: base, with: Self.retry)
            let response = try await service.call(Flaky.show("get"), query: Flaky.failing(2))
            #expect(response.value?.hits == 3)
            #expect(response.attempts == 3)
            #expect(try await service.call(Flaky.show("get") / Flaky.Hits.action).value?.hits == 3)
        }
    }

    @Test("a PUT that fails with 502 is sent again: sending it twice is safe", arguments: Client.allCases)
    func putRetried(client: Client) async throws {
        try await withServer(.blog) { base in
            let service = try client.service(at: base, with: Self.retry)
            let response = try await service.call(Flaky.replace("put"), query: Flaky.failing(1, with: 502))
            #expect(response.value?.hits == 2)
            #expect(response.attempts == 2)
        }
    }

    @Test("a POST that fails with 503 is not retried: the server saw it once", arguments: Client.allCases)
    func postNotRetried(client: Client) async throws {
        try await withServer(.blog) { base in
            let service = try client.service(at: base, with: Self.retry)
            let error = await #expect(throws: YopuyError.self) {
                try await service.call(Flaky.show("post") / Flaky.Submit.action, query: Flaky.failing(1))
            }
            #expect(error?.code == .unacceptableStatus)
            #expect(error?.status == 503)
            #expect(error?.attempts == 1)
            #expect(try await service.call(Flaky.show("post") / Flaky.Hits.action).value?.hits == 1)
        }
    }

    @Test("a POST with an Idempotency-Key is retried", arguments: Client.allCases)
    func postWithKeyRetried(client: Client) async throws {
        try await withServer(.blog) { base in
            let service = try client.service(at: base, with: Self.retry)
            let response = try await service.call(
                Flaky.show("keyed") / Flaky.Submit.action,
                query: Flaky.failing(2),
                headers: ["Idempotency-Key": UUID().uuidString]
            )
            #expect(response.value?.hits == 3)
            #expect(response.attempts == 3)
        }
    }

    @Test("after the last attempt the caller sees the last answer, with the attempt count", arguments: Client.allCases)
    func lastAttempt(client: Client) async throws {
        try await withServer(.blog) { base in
            let service = try client.service(at: base, with: Self.retry)
            let error = await #expect(throws: YopuyError.self) {
                try await service.call(Flaky.show("down"), query: Flaky.failing(5, with: 500))
            }
            #expect(error?.code == .unacceptableStatus)
            #expect(error?.status == 500)
            #expect(error?.attempts == 3)
            #expect(error?.decodedBody(as: BlogError.self)?.error == "failure 3 of 5")
            #expect(try await service.call(Flaky.show("down") / Flaky.Hits.action).value?.hits == 3)
        }
    }

    @Test("a server that is not there is tried each time, and the caller sees the count", arguments: Client.allCases)
    func noServer(client: Client) async throws {
        // The address of a server that has stopped: nothing listens there any more.
        let gone = try await withServer(.blog) { base in base }
        try await client.withFailFastAdapter { adapter in
            let service = Service(adapter: adapter.with(Self.retry), URL: gone)
            let error = await #expect(throws: YopuyError.self) {
                try await service.call(Flaky.show("gone"))
            }
            #expect(error?.code == .transport)
            #expect(error?.attempts == 3)
        }
    }

    @Test("a 429 asking to retry after 1 second is sent again after that wait", arguments: Client.allCases)
    func retryAfterSeconds(client: Client) async throws {
        try await withServer(.blog) { base in
            let service = try client.service(at: base, with: Self.retry)
            let start = ContinuousClock.now
            let response = try await service.call(Flaky.show("busy"), query: Flaky.failing(1, with: 429, retryAfter: 1))
            let waited = ContinuousClock.now - start
            #expect(response.value?.hits == 2)
            #expect(response.attempts == 2)
            #expect(waited >= .milliseconds(900), "waited \(waited)")
        }
    }

    @Test("a 503 asking to retry after an HTTP date is sent again after that date", arguments: Client.allCases)
    func retryAfterDate(client: Client) async throws {
        try await withServer(.blog) { base in
            let service = try client.service(at: base, with: Self.retry)
            let start = ContinuousClock.now
            let response = try await service.call(Flaky.show("later"), query: Flaky.failing(1, retryAt: 1))
            let waited = ContinuousClock.now - start
            #expect(response.value?.hits == 2)
            #expect(response.attempts == 2)
            #expect(waited >= .milliseconds(900), "waited \(waited)")
        }
    }

    @Test("a Retry-After beyond the time budget ends the retries at once", arguments: Client.allCases)
    func retryAfterBeyondBudget(client: Client) async throws {
        try await withServer(.blog) { base in
            let service = try client.service(at: base, with: Retry(attempts: 3, within: .seconds(5)))
            let error = await #expect(throws: YopuyError.self) {
                try await service.call(Flaky.show("closed"), query: Flaky.failing(1, with: 429, retryAfter: 3600))
            }
            #expect(error?.status == 429)
            #expect(error?.attempts == 1)
            #expect(error?.headers?["Retry-After"] == "3600")
            #expect(try await service.call(Flaky.show("closed") / Flaky.Hits.action).value?.hits == 1)
        }
    }

    // MARK: - Authentication

    @Test("an expired token is refreshed once and the call sent again with the new one", arguments: Client.allCases)
    func tokenRefreshed(client: Client) async throws {
        try await withServer(.blog) { base in
            let plain = try client.service(at: base)
            let service = try client.service(at: base, with: Authentication(ServerTokens(service: plain)))
            #expect(try await service.call(Session.show / Me.show).value?.token == "token-1")

            _ = try await plain.call(Session.show / Session.Expire.action)
            let replayed = try await service.call(Session.show / Me.show)
            #expect(replayed.value?.token == "token-2")
            #expect(replayed.attempts == 2)

            let session = try #require(try await plain.call(Session.show).value)
            #expect(session.issued == 2)
            #expect(session.rejected == 1)
            #expect(session.accepted == 2)
        }
    }

    @Test("calls that meet an expired token together cause one refresh, and all succeed", arguments: Client.allCases)
    func singleFlightRefresh(client: Client) async throws {
        try await withServer(.blog) { base in
            let plain = try client.service(at: base)
            let service = try client.service(at: base, with: Authentication(ServerTokens(service: plain)))
            #expect(try await service.call(Session.show / Me.show).value?.token == "token-1")

            _ = try await plain.call(Session.show / Session.Expire.action)
            let tokens = try await withThrowingTaskGroup(of: String?.self) { group in
                for _ in 0..<Self.concurrentCalls {
                    group.addTask { try await service.call(Session.show / Me.show).value?.token }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(tokens == Array(repeating: "token-2", count: Self.concurrentCalls))

            let session = try #require(try await plain.call(Session.show).value)
            #expect(session.issued == 2, "one token before the expiry, one refresh after it")
            #expect(session.accepted == 1 + Self.concurrentCalls)
            #expect(session.rejected >= 1)
        }
    }

    @Test("a refused refresh fails every waiting call as an authentication failure", arguments: Client.allCases)
    func refreshRefused(client: Client) async throws {
        try await withServer(.blog) { base in
            let plain = try client.service(at: base)
            let service = try client.service(at: base, with: Authentication(ServerTokens(service: plain)))
            #expect(try await service.call(Session.show / Me.show).value?.token == "token-1")

            _ = try await plain.call(Session.show / Session.Revoke.action)
            _ = try await plain.call(Session.show / Session.Expire.action)
            let errors = await withTaskGroup(of: YopuyError?.self) { group in
                for _ in 0..<Self.concurrentCalls {
                    group.addTask {
                        do throws(YopuyError) {
                            _ = try await service.call(Session.show / Me.show)
                            return nil
                        } catch {
                            return error
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(errors.count == Self.concurrentCalls)
            for error in errors {
                #expect(error?.code == .authenticationFailure)
                #expect((error?.underlyingError as? YopuyError)?.status == 401)
            }

            // The calls that read the token before the refresh failed share its failure (exact in
            // the unit tests); one the scheduler starts only after the failure is a later request,
            // which tries a refresh again.
            let session = try #require(try await plain.call(Session.show).value)
            #expect(session.issued == 1)
            #expect((1...Self.concurrentCalls).contains(session.refused), "refused \(session.refused)")
            #expect(session.accepted == 1)
        }
    }

    // MARK: - Conditional requests

    @Test("a second GET is a 304 on the wire, and the caller gets the kept body", arguments: Client.allCases)
    func notModified(client: Client) async throws {
        try await withServer(.blog) { base in
            let service = try client.service(at: base, with: ETagCache())
            let first = try await service.call(Tagged.show("post"))
            #expect(first.isFromCache == false)
            #expect(first.headers["ETag"] == #""post-v1""#)

            let second = try await service.call(Tagged.show("post"))
            #expect(second.isFromCache)
            #expect(second.status == 200)
            #expect(second.value == first.value)
            #expect(second.body == first.body)
            #expect(second.value?.text == "The first version of post.")

            let served = try await service.call(Tagged.show("post") / Tagged.Served.action).value
            #expect(served == ServedCounts(full: 1, notModified: 1, conditional: 1))
        }
    }

    @Test("a resource changed by someone else comes back with its new body and tag", arguments: Client.allCases)
    func changedElsewhere(client: Client) async throws {
        try await withServer(.blog) { base in
            let plain = try client.service(at: base)
            let service = try client.service(at: base, with: ETagCache())
            #expect(try await service.call(Tagged.show("page")).value?.version == 1)

            _ = try await plain.call(Tagged.replace("page"), body: Tagged.Draft(text: "Changed: é & more"))
            let changed = try await service.call(Tagged.show("page"))
            #expect(changed.isFromCache == false)
            #expect(changed.value?.version == 2)
            #expect(changed.value?.text == "Changed: é & more")
            #expect(changed.headers["ETag"] == #""page-v2""#)

            let again = try await service.call(Tagged.show("page"))
            #expect(again.isFromCache)
            #expect(again.value == changed.value)

            let served = try await plain.call(Tagged.show("page") / Tagged.Served.action).value
            #expect(served == ServedCounts(full: 2, notModified: 1, conditional: 2))
        }
    }

    @Test("a change through the same client forgets the kept answer", arguments: Client.allCases)
    func changedHere(client: Client) async throws {
        try await withServer(.blog) { base in
            let service = try client.service(at: base, with: ETagCache())
            #expect(try await service.call(Tagged.show("note")).value?.version == 1)

            _ = try await service.call(Tagged.replace("note"), body: Tagged.Draft(text: "Second"))
            let changed = try await service.call(Tagged.show("note"))
            #expect(changed.isFromCache == false)
            #expect(changed.value?.text == "Second")

            let served = try await service.call(Tagged.show("note") / Tagged.Served.action).value
            #expect(served == ServedCounts(full: 2, notModified: 0, conditional: 0))
        }
    }
}

import BlogModel
import Foundation
import Synchronization
import Testing
import Yopuy

/// A token provider that counts what it is asked, hands out `t1`, then `t2`, `t3`, ... on each
/// refresh (or `t1` again when `fixed`, as a password would), and can be made to fail or to
/// hold a refresh until released: a refresh takes 20 ms, or, given a gate, lasts until the test
/// opens it.
final class CountingTokens: TokenProvider {
    struct Failed: Error {}

    private let state = Mutex((fetches: 0, refreshes: 0, rejected: [String]()))
    private let failing: Bool
    private let fixed: Bool
    private let gate: Gate?

    init(failing: Bool = false, fixed: Bool = false, holdingRefreshesAt gate: Gate? = nil) {
        self.failing = failing
        self.fixed = fixed
        self.gate = gate
    }

    var fetches: Int { state.withLock { $0.fetches } }
    var refreshes: Int { state.withLock { $0.refreshes } }
    var rejected: [String] { state.withLock { $0.rejected } }

    func token() async throws -> String {
        state.withLock { $0.fetches += 1 }
        return "t1"
    }

    func refreshedToken(replacing rejected: String) async throws -> String {
        let count = state.withLock { state in
            state.refreshes += 1
            state.rejected.append(rejected)
            return state.refreshes
        }
        if let gate {
            try await gate.wait()
        } else {
            try await Task.sleep(for: .milliseconds(20))
        }
        if failing {
            throw Failed()
        }
        return fixed ? rejected : "t\(count + 1)"
    }
}

/// An adapter that answers 401 to any token but `valid`, and the post otherwise; the 401s wait
/// until `hold` of them have arrived, so that they all meet the expired token together.
final class TokenCheckingServer: Sendable {
    private let waiting = Mutex<[@Sendable () -> Void]>([])
    let sent = Recorder<String>()
    let valid: String
    let hold: Int

    init(valid: String, hold: Int = 1) {
        self.valid = valid
        self.hold = hold
    }

    var adapter: FakeAdapter {
        FakeAdapter { [self] request, callback in
            let token = request.headers["Authorization"] ?? "none"
            sent.record(token)
            guard token != "Bearer \(valid)" else {
                return callback(answer(200))
            }
            let released: [@Sendable () -> Void] = waiting.withLock { waiting in
                waiting.append { callback(AdapterResponse(status: 401)) }
                guard waiting.count >= hold else {
                    return []
                }
                defer { waiting = [] }
                return waiting
            }
            for release in released {
                release()
            }
        }
    }
}

/// The code of the error `call` throws, or `nil` if it succeeds.
func code(of call: () async throws -> Void) async -> YopuyError.Code? {
    do {
        try await call()
        return nil
    } catch {
        return (error as? YopuyError)?.code
    }
}

@Suite("Authentication")
struct AuthenticationTests {
    @Test("each request carries the provider's token, fetched once")
    func sendsToken() async throws {
        let tokens = CountingTokens()
        let server = TokenCheckingServer(valid: "t1")
        let api = try service(server.adapter.with(Authentication(tokens)))
        for _ in 0..<3 {
            #expect(try await api.call(Post.show(1)).attempts == 1)
        }
        #expect(server.sent.values == Array(repeating: "Bearer t1", count: 3))
        #expect(tokens.fetches == 1)
        #expect(tokens.refreshes == 0)
    }

    @Test("a 401 refreshes the token once and sends the request once more")
    func refreshAndReplay() async throws {
        let tokens = CountingTokens()
        let server = TokenCheckingServer(valid: "t2")
        let api = try service(server.adapter.with(Authentication(tokens)))
        let response = try await api.call(Post.show(1))
        #expect(response.value?.title == "Hi")
        #expect(response.attempts == 2)
        #expect(server.sent.values == ["Bearer t1", "Bearer t2"])
        #expect(tokens.rejected == ["t1"])
        // The new token is kept.
        _ = try await api.call(Post.show(1))
        #expect(server.sent.values.last == "Bearer t2")
        #expect(tokens.refreshes == 1)
    }

    @Test("50 calls that meet the same expired token cause 1 refresh and 50 replays")
    func singleFlight() async throws {
        let tokens = CountingTokens()
        let server = TokenCheckingServer(valid: "t2", hold: 50)
        let api = try service(server.adapter.with(Authentication(tokens)))
        let results = await withTaskGroup(of: Result<Int, YopuyError>.self) { group in
            for _ in 0..<50 {
                group.addTask {
                    do throws(YopuyError) {
                        return .success(try await api.call(Post.show(1)).attempts)
                    } catch {
                        return .failure(error)
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 50)
        #expect(results.allSatisfy { (try? $0.get()) == 2 }, "\(results)")
        #expect(tokens.fetches == 1)
        #expect(tokens.refreshes == 1)
        #expect(server.sent.values.filter { $0 == "Bearer t1" }.count == 50)
        #expect(server.sent.values.filter { $0 == "Bearer t2" }.count == 50)
    }

    @Test("a call rejected after another call refreshed the token replays without a refresh")
    func lateRejection() async throws {
        let tokens = CountingTokens()
        let held = Mutex<(@Sendable () -> Void)?>(nil)
        let sent = Recorder<String>()
        let adapter = FakeAdapter { request, callback in
            let token = request.headers["Authorization"] ?? ""
            sent.record(token)
            if token == "Bearer t2" {
                return callback(answer(200))
            }
            // The first request with t1 is answered only when the test says; the second at once.
            let holding = held.withLock { held in
                guard sent.values.count == 1 else {
                    return false
                }
                held = { callback(AdapterResponse(status: 401)) }
                return true
            }
            if !holding {
                callback(AdapterResponse(status: 401))
            }
        }
        let api = try service(adapter.with(Authentication(tokens)))
        let slow = Task { try await api.call(Post.show(1)) }
        while sent.values.isEmpty {
            try await Task.sleep(for: .milliseconds(1))
        }
        #expect(try await api.call(Post.show(2)).attempts == 2)
        #expect(tokens.refreshes == 1)
        held.withLock { $0 }?()
        #expect(try await slow.value.attempts == 2)
        #expect(tokens.refreshes == 1)
        #expect(sent.values == ["Bearer t1", "Bearer t1", "Bearer t2", "Bearer t2"])
    }

    @Test("a refresh that fails fails every waiting call with a typed error")
    func failedRefresh() async throws {
        let tokens = CountingTokens(failing: true)
        let server = TokenCheckingServer(valid: "never", hold: 10)
        let api = try service(server.adapter.with(Authentication(tokens)))
        let errors = await errorsOfTenCallsTogether(api)
        #expect(errors.count == 10)
        for error in errors {
            #expect(error?.code == .authenticationFailure)
            #expect(error?.underlyingError is CountingTokens.Failed)
            #expect(error?.request?.url.absoluteString == "http://api.test/v1/posts/1")
        }
        #expect(tokens.refreshes == 1)
        #expect(server.sent.values.count == 10)
    }

    @Test("a 401 that comes back after the refresh failed shares that failure; a request sent later tries again")
    func lateRejectionSharesTheFailure() async throws {
        let tokens = CountingTokens(failing: true)
        let sent = Recorder<String>()
        let ended = Recorder<YopuyError.Code?>()
        // Both requests are sent before either is refused, so that both carry the token the
        // refresh replaces (a call that starts while the refresh runs waits for it instead). The
        // first is then refused; the second only once the first call has ended, its refresh
        // failed: the order is what the adapter sees, not how long anything takes.
        let adapter = FakeAsyncAdapter { request in
            switch sent.record(request.headers["Authorization"] ?? "none") {
            case 1: await eventually { sent.values.count >= 2 }
            case 2: await eventually { !ended.values.isEmpty }
            default: break
            }
            return AdapterResponse(status: 401)
        }
        let api = try service(adapter.with(Authentication(tokens)))
        // The code `call` ends with, recorded as it ends.
        @Sendable func ending(_ call: @Sendable () async throws -> Void) async -> YopuyError.Code? {
            let ending = await code(of: call)
            ended.record(ending)
            return ending
        }
        async let early = ending { _ = try await api.call(Post.show(1)) }
        async let late = ending { _ = try await api.call(Post.show(2)) }
        #expect(await [early, late] == [.authenticationFailure, .authenticationFailure])
        #expect(tokens.refreshes == 1)

        #expect(await code { _ = try await api.call(Post.show(3)) } == .authenticationFailure)
        #expect(tokens.refreshes == 2)
        #expect(sent.values == ["Bearer t1", "Bearer t1", "Bearer t1"])
    }

    @Test("a second 401 reaches the caller: a request is sent at most twice")
    func secondRejection() async throws {
        let tokens = CountingTokens()
        let server = TokenCheckingServer(valid: "never")
        let api = try service(server.adapter.with(Authentication(tokens)))
        let error = try await #require(throws: YopuyError.self) { try await api.call(Post.show(1)) }
        #expect(error.code == .unacceptableStatus)
        #expect(error.status == 401)
        #expect(error.attempts == 2)
        #expect(server.sent.values == ["Bearer t1", "Bearer t2"])
        #expect(tokens.refreshes == 1)
    }

    @Test("a credential that cannot change is sent once: the provider hands it back, and the 401 ends the call")
    func fixedCredential() async throws {
        let tokens = CountingTokens(fixed: true)
        let server = TokenCheckingServer(valid: "never")
        let api = try service(server.adapter.with(Authentication(tokens)))
        let error = try await #require(throws: YopuyError.self) { try await api.call(Post.show(1)) }
        #expect(error.code == .unacceptableStatus)
        #expect(error.status == 401)
        #expect(error.attempts == 1)
        #expect(server.sent.values == ["Bearer t1"])
        #expect(tokens.refreshes == 1)
        #expect(tokens.rejected == ["t1"])
    }

    @Test("a provider that refreshes the credential: two requests, and the second one's answer")
    func refreshedCredential() async throws {
        let tokens = CountingTokens()
        let server = TokenCheckingServer(valid: "t2")
        let api = try service(server.adapter.with(Authentication(tokens)))
        let response = try await api.call(Post.show(1))
        #expect(response.status == 200)
        #expect(response.attempts == 2)
        #expect(server.sent.values == ["Bearer t1", "Bearer t2"])
        #expect(tokens.refreshes == 1)
    }

    @Test("calls that meet a credential that cannot change together: one refresh, one request each")
    func fixedCredentialTogether() async throws {
        let tokens = CountingTokens(fixed: true)
        let server = TokenCheckingServer(valid: "never", hold: 10)
        let api = try service(server.adapter.with(Authentication(tokens)))
        let errors = await errorsOfTenCallsTogether(api)
        #expect(errors.count == 10)
        for error in errors {
            #expect(error?.status == 401)
            #expect(error?.attempts == 1)
        }
        #expect(tokens.refreshes == 1)
        #expect(server.sent.values == Array(repeating: "Bearer t1", count: 10))
    }

    @Test("a 401 after the credential came back unchanged ends at once; a request sent later asks again")
    func lateRejectionOfAFixedCredential() async throws {
        let tokens = CountingTokens(fixed: true)
        let held = Mutex<(@Sendable () -> Void)?>(nil)
        let sent = Recorder<String>()
        // The first request is answered only when the test says; the others at once.
        let adapter = FakeAdapter { request, callback in
            sent.record(request.headers["Authorization"] ?? "")
            let holding = held.withLock { held in
                guard sent.values.count == 1 else {
                    return false
                }
                held = { callback(AdapterResponse(status: 401)) }
                return true
            }
            if !holding {
                callback(AdapterResponse(status: 401))
            }
        }
        let api = try service(adapter.with(Authentication(tokens)))
        let slow = Task { try await api.call(Post.show(1)) }
        while sent.values.isEmpty {
            try await Task.sleep(for: .milliseconds(1))
        }
        #expect(await code { _ = try await api.call(Post.show(2)) } == .unacceptableStatus)
        #expect(tokens.refreshes == 1)
        held.withLock { $0 }?()
        let error = try await #require(throws: YopuyError.self) { try await slow.value }
        #expect(error.status == 401)
        #expect(error.attempts == 1)
        #expect(tokens.refreshes == 1)

        #expect(await code { _ = try await api.call(Post.show(3)) } == .unacceptableStatus)
        #expect(tokens.refreshes == 2)
        #expect(sent.values == ["Bearer t1", "Bearer t1", "Bearer t1"])
    }

    @Test("a POST rejected with 401 is replayed with its body")
    func postReplayed() async throws {
        let bodies = Recorder<String>()
        let tokens = CountingTokens()
        let adapter = FakeAdapter { request, callback in
            bodies.record(String(decoding: request.body ?? Data(), as: UTF8.self))
            callback(answer(request.headers["Authorization"] == "Bearer t2" ? 200 : 401))
        }
        let api = try service(adapter.with(Authentication(tokens)))
        let created = try await api.call(
            Post.create,
            body: RequestBody(Data(#"{"title":"Hi"}"#.utf8), contentType: "application/json")
        )
        #expect(created.attempts == 2)
        #expect(bodies.values == [#"{"title":"Hi"}"#, #"{"title":"Hi"}"#])
    }

    @Test("the header and the scheme can be chosen")
    func customHeader() async throws {
        let seen = Recorder<HTTPHeaders>()
        let adapter = FakeAdapter { request, callback in
            seen.record(request.headers)
            callback(answer(200))
        }
        let api = try service(adapter.with(Authentication(CountingTokens(), header: "X-API-Key", scheme: "")))
        _ = try await api.call(Post.show(1))
        #expect(seen.values.first?["X-API-Key"] == "t1")
        #expect(seen.values.first?["Authorization"] == nil)
    }

    @Test(
        "a call cancelled while the refresh runs ends at once; the refresh still serves the others",
        .timeLimit(.minutes(1))
    )
    func cancelledWhileRefreshing() async throws {
        let gate = Gate()
        let tokens = CountingTokens(holdingRefreshesAt: gate)
        let server = TokenCheckingServer(valid: "t2")
        let api = try service(server.adapter.with(Authentication(tokens)))
        let call = Task { try await api.call(Post.show(1)) }
        await eventually { tokens.refreshes == 1 }
        call.cancel()
        // The refresh lasts until the gate opens, after this: a call that waited for it to end
        // would never end, and the time limit would fail the test.
        let error = try await #require(throws: YopuyError.self) { try await call.value }
        #expect(error.code == .cancelled)
        #expect(server.sent.values == ["Bearer t1"], "held, the refresh has given no token yet")
        // Another call joins the refresh under way instead of starting one; the refresh, not
        // cancelled with the call that started it, gives it the new token.
        let other = Task { try await api.call(Post.show(1)) }
        gate.open()
        #expect(try await other.value.value != nil)
        #expect(tokens.refreshes == 1)
        #expect(server.sent.values == ["Bearer t1", "Bearer t2"])
    }

    @Test("a provider without a token fails the call before anything is sent")
    func noToken() async throws {
        struct NoTokens: TokenProvider {
            func token() async throws -> String { throw CountingTokens.Failed() }
            func refreshedToken(replacing rejected: String) async throws -> String { "x" }
        }
        let server = TokenCheckingServer(valid: "x")
        let api = try service(server.adapter.with(Authentication(NoTokens())))
        let error = try await #require(throws: YopuyError.self) { try await api.call(Post.show(1)) }
        #expect(error.code == .authenticationFailure)
        #expect(error.attempts == 0)
        #expect(server.sent.values.isEmpty)
    }
}

/// The errors of ten calls of `Post.show(1)` made together through `api`: `nil` for each that
/// succeeded.
private func errorsOfTenCallsTogether<Adapter: HTTPAdapter>(_ api: Service<Adapter>) async -> [YopuyError?] {
    await withTaskGroup(of: YopuyError?.self) { group in
        for _ in 0..<10 {
            group.addTask {
                do throws(YopuyError) {
                    _ = try await api.call(Post.show(1))
                    return nil
                } catch {
                    return error
                }
            }
        }
        return await group.reduce(into: []) { $0.append($1) }
    }
}

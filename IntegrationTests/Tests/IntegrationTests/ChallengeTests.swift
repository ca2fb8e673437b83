#if os(Linux)
import Foundation
import Synchronization
import Testing
import Yopuy
import YopuyAsyncHTTPClient
import YopuyURLSession

/// `/auth/{scheme}`: the ``FaultServer``'s resource guarded by a credential of that scheme.
struct Guarded: RootResource, IsShowable {
    static let path = "auth"
    let id: String
    static func parse(singular data: Data) throws -> Data { data }
}

/// The error body of the guarded resource.
struct Refusal: Decodable, Sendable, Equatable {
    let message: String
}

/// Gives `first`, and `refreshed` when the server refuses it; counts the refreshes.
struct FixedTokens: TokenProvider {
    let first: String
    let refreshed: String
    let refreshes = Counter()

    func token() async throws -> String { first }

    func refreshedToken(replacing rejected: String) async throws -> String {
        refreshes.increment()
        return refreshed
    }
}

/// A count shared across tasks.
final class Counter: Sendable {
    private let count = Mutex(0)

    var value: Int { count.withLock { $0 } }

    func increment() {
        count.withLock { $0 += 1 }
    }
}

/// A `401` that carries a `Basic`, `Bearer` or `Digest` challenge, through each client, with and
/// without ``Authentication``: the answer reaches the caller as any other does, at once, with
/// its headers and body, and no client sends a credential of its own. On Linux, URLSession up to
/// Swift 6.3.1 waits forever after a `Basic` challenge unless the adapter answers it (issue 25);
/// each call here has the timeout of ``Patience/answer``, so that a regression fails as
/// ``YopuyError/Code/timedOut`` however busy the machine, where the answer is
/// ``YopuyError/Code/unacceptableStatus``.
@Suite("Authentication challenges through each client", .timeLimit(.minutes(3)))
struct ChallengeTests {
    static let cases = Client.allCases.flatMap { client in FaultServer.Scheme.allCases.map { (client, $0) } }

    /// Calls `/auth/{scheme}` and returns how it ended.
    func call<Adapter: HTTPAdapter>(
        _ scheme: FaultServer.Scheme,
        through adapter: Adapter,
        at url: URL
    ) async -> Result<Response<Data>, YopuyError> {
        var service = Service(adapter: adapter, URL: url)
        service.errorBody = .json(Refusal.self)
        do {
            return .success(try await service.call(Guarded.show(scheme.rawValue), timeout: Patience.answer))
        } catch {
            return .failure(error)
        }
    }

    @Test("a challenge without credentials reaches the caller as the 401 it is", arguments: cases)
    func withoutCredentials(client: Client, scheme: FaultServer.Scheme) async throws {
        try await withServer(.fault) { server in
            let result = await call(
                scheme,
                through: try client.service(at: server.url).adapter,
                at: server.url
            )
            guard case .failure(let error) = result else {
                Issue.record("\(scheme) through \(client): a success")
                return
            }
            #expect(error.code == .unacceptableStatus, "\(error)")
            #expect(error.status == 401)
            #expect(error.headers?["WWW-Authenticate"] == scheme.challenge)
            #expect(error.parsedBody as? Refusal == Refusal(message: "who are you?"))
            #expect(error.attempts == 1)
            #expect(server.requestCount == 1)
        }
    }

    @Test("a 407 with Proxy-Authenticate reaches the caller as the 407 it is", arguments: cases)
    func proxyChallenge(client: Client, scheme: FaultServer.Scheme) async throws {
        try await withServer(.fault) { server in
            let service = try client.service(at: server.url)
            let error = await #expect(throws: YopuyError.self) {
                try await service.call(
                    StatusAnswer.show("407"),
                    query: ["scheme": scheme.rawValue],
                    timeout: Patience.answer
                )
            }
            #expect(error?.code == .unacceptableStatus, "\(String(describing: error))")
            #expect(error?.status == 407)
            #expect(error?.headers?["Proxy-Authenticate"] == scheme.challenge)
            #expect(error?.body == Data(FaultServer.statusBody(407).utf8))
        }
    }

    @Test("Authentication with the right credential: one request, a success", arguments: cases)
    func rightCredential(client: Client, scheme: FaultServer.Scheme) async throws {
        try await withServer(.fault) { server in
            let tokens = FixedTokens(first: scheme.rightCredential, refreshed: "unused")
            let adapter = try client.service(at: server.url).adapter.with(Authentication(tokens, scheme: scheme.name))
            let result = await call(scheme, through: adapter, at: server.url)
            let response = try result.get()
            #expect(response.status == 200)
            #expect(response.attempts == 1)
            #expect(tokens.refreshes.value == 0)
            #expect(server.requestCount == 1)
        }
    }

    @Test("Authentication with a wrong credential, then the right one: one replay, a success", arguments: cases)
    func refreshedCredential(client: Client, scheme: FaultServer.Scheme) async throws {
        try await withServer(.fault) { server in
            let tokens = FixedTokens(first: "wrong", refreshed: scheme.rightCredential)
            let adapter = try client.service(at: server.url).adapter.with(Authentication(tokens, scheme: scheme.name))
            let result = await call(scheme, through: adapter, at: server.url)
            let response = try result.get()
            #expect(response.status == 200)
            #expect(response.attempts == 2)
            #expect(tokens.refreshes.value == 1)
            #expect(server.requestCount == 2)
        }
    }

    @Test(
        "Authentication with a wrong password: exactly one replay, then the 401 as unacceptableStatus",
        arguments: cases
    )
    func wrongPassword(client: Client, scheme: FaultServer.Scheme) async throws {
        try await withServer(.fault) { server in
            let tokens = FixedTokens(first: "wrong", refreshed: "still-wrong")
            let adapter = try client.service(at: server.url).adapter.with(Authentication(tokens, scheme: scheme.name))
            let result = await call(scheme, through: adapter, at: server.url)
            guard case .failure(let error) = result else {
                Issue.record("\(scheme) through \(client): a success")
                return
            }
            #expect(error.code == .unacceptableStatus, "\(error)")
            #expect(error.status == 401)
            #expect(error.headers?["WWW-Authenticate"] == scheme.challenge)
            #expect(error.parsedBody as? Refusal == Refusal(message: "who are you?"))
            #expect(error.attempts == 2)
            #expect(tokens.refreshes.value == 1)
            #expect(server.requestCount == 2, "the request and one replay")
        }
    }
}
#endif

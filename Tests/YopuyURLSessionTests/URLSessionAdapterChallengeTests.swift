#if os(Linux)
import BlogModel
import Foundation
import Testing
import Yopuy
import YopuyURLSession

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An answer carrying an authentication challenge is an answer like any other. On Linux,
/// URLSession up to Swift 6.3.1 waits forever for a credential after a `401` with a `Basic`
/// challenge: each call here has a timeout, so that a regression fails with
/// ``YopuyError/Code/timedOut`` instead of hanging the run, which the check of each error's code
/// tells from the answer. The server answers at once, so the timeout is 60 s: a loaded machine
/// never reaches it, and a call that does waited for nothing, not for the server.
@Suite("URLSessionAdapter: authentication challenges")
struct URLSessionAdapterChallengeTests {
    /// The body the server sends with every answer.
    struct Message: Decodable, Sendable, Equatable {
        let message: String
    }

    /// A challenge the server sends, by the path that asks for it.
    struct Challenge: CustomTestStringConvertible, Sendable {
        let path: String
        let status: Int
        let header: String
        let scheme: String
        /// Whether FoundationNetworking raises an authentication challenge for it, and keeps
        /// the answer's body from a completion handler.
        let raisesChallenge: Bool

        var testDescription: String { "\(status) \(scheme) (/\(path))" }
    }

    static let challenges = [
        Challenge(path: "basic", status: 401, header: "WWW-Authenticate", scheme: "Basic", raisesChallenge: true),
        Challenge(path: "bearer", status: 401, header: "WWW-Authenticate", scheme: "Bearer", raisesChallenge: false),
        Challenge(path: "digest", status: 401, header: "WWW-Authenticate", scheme: "Digest", raisesChallenge: false),
        Challenge(path: "both", status: 401, header: "WWW-Authenticate", scheme: "Bearer", raisesChallenge: true),
        Challenge(path: "proxy", status: 407, header: "Proxy-Authenticate", scheme: "Basic", raisesChallenge: false),
    ]

    /// Calls `Post.list` under `challenge`'s path and returns the error.
    func call(
        _ challenge: Challenge,
        through adapter: URLSessionAdapter,
        on server: ChallengeServer
    ) async throws -> YopuyError {
        var service = Service(adapter: adapter, URL: server.url.appendingPathComponent(challenge.path))
        service.errorBody = .json(Message.self)
        return try await #require(throws: YopuyError.self) {
            _ = try await service.call(Post.list, timeout: .seconds(60))
        }
    }

    @Test("the adapter's own session answers a challenge with the whole answer, at once", arguments: challenges)
    func ownSession(challenge: Challenge) async throws {
        try await withChallengeServer { server in
            let error = try await call(challenge, through: URLSessionAdapter(), on: server)
            #expect(error.code == .unacceptableStatus, "\(error)")
            #expect(error.status == challenge.status)
            #expect(error.headers?[challenge.header]?.hasPrefix(challenge.scheme) == true)
            #expect(error.parsedBody as? Message == Message(message: "who are you?"))
            #expect(error.body == Data(ChallengeServer.body.utf8))
            #expect(server.authorizations == [nil], "one request, no credential")
        }
    }

    @Test("an adapter made with a configuration answers a challenge with the whole answer", arguments: challenges)
    func configuredSession(challenge: Challenge) async throws {
        let configuration = URLSessionConfiguration.default
        configuration.httpAdditionalHeaders = ["X-Client": "yopuy"]
        let adapter = URLSessionAdapter(configuration: configuration)
        defer { adapter.session.finishTasksAndInvalidate() }
        try await withChallengeServer { server in
            let error = try await call(challenge, through: adapter, on: server)
            #expect(error.code == .unacceptableStatus, "\(error)")
            #expect(error.status == challenge.status)
            #expect(error.parsedBody as? Message == Message(message: "who are you?"))
            #expect(server.authorizations == [nil], "one request, no credential")
        }
    }

    @Test(
        "a session of the caller's answers a challenge with its status and headers, without waiting",
        arguments: challenges
    )
    func callersSession(challenge: Challenge) async throws {
        let session = URLSession(configuration: .default)
        defer { session.finishTasksAndInvalidate() }
        try await withChallengeServer { server in
            let error = try await call(challenge, through: URLSessionAdapter(session: session), on: server)
            #expect(error.code == .unacceptableStatus, "\(error)")
            #expect(error.status == challenge.status)
            #expect(error.headers?[challenge.header]?.hasPrefix(challenge.scheme) == true)
            // FoundationNetworking keeps the body of an answer that raises a challenge from a
            // completion handler (URLSessionAdapter's documentation says so).
            let body = challenge.raisesChallenge ? Data() : Data(ChallengeServer.body.utf8)
            #expect(error.body == body)
            #expect(server.authorizations == [nil], "one request, no credential")
        }
    }

    /// `/{anything}/raw/{id}` as bytes.
    struct Raw: RootResource, IsShowable {
        static let path = "raw"
        let id: String
        static func parse(singular data: Data) throws -> Data { data }
    }

    @Test("the adapter's own session follows a redirection, and hands back one without Location")
    func redirections() async throws {
        try await withChallengeServer { server in
            let followed = Service(adapter: URLSessionAdapter(), URL: server.url.appendingPathComponent("redirect"))
            let response = try await followed.call(Raw.show("x"), timeout: .seconds(60))
            #expect(response.status == 200)
            #expect(response.body == Data(ChallengeServer.body.utf8))
            // URLSession on Linux never hands a session's delegate the head of a 302, expecting to
            // follow it: the adapter reads it from the task.
            let stuck = Service(adapter: URLSessionAdapter(), URL: server.url.appendingPathComponent("moved"))
            let error = try await #require(throws: YopuyError.self) {
                _ = try await stuck.call(Raw.show("x"), timeout: .seconds(60))
            }
            #expect(error.code == .unacceptableStatus, "\(error)")
            #expect(error.status == 302)
        }
    }

    /// The adapters over sessions of the adapter's own.
    static let ownSessions: [(String, @Sendable () -> URLSessionAdapter)] = [
        ("init()", { URLSessionAdapter() }),
        ("init(configuration: .default)", { URLSessionAdapter(configuration: .default) }),
        ("init(connectionsPerHost: 3)", { URLSessionAdapter(connectionsPerHost: 3) }),
    ]

    @Test(
        "the adapter's own sessions keep no cookie a server sets, and send none that another program stored",
        .serialized,
        arguments: ownSessions.indices
    )
    func ownSessionsKeepNoCookie(session: Int) async throws {
        let adapter = Self.ownSessions[session].1()
        try await withChallengeServer { server in
            // What another program left in the shared cookie file, which FoundationNetworking
            // reads into HTTPCookieStorage.shared.
            let planted = try #require(
                HTTPCookie(properties: [.name: "planted", .value: "elsewhere", .domain: "127.0.0.1", .path: "/"])
            )
            HTTPCookieStorage.shared.setCookie(planted)
            defer {
                HTTPCookieStorage.shared.deleteCookie(planted)
                for cookie in HTTPCookieStorage.shared.cookies(for: server.url) ?? [] where cookie.name == "session" {
                    HTTPCookieStorage.shared.deleteCookie(cookie)
                }
            }
            let login = Service(adapter: adapter, URL: server.url.appendingPathComponent("login"))
            let response = try await login.call(Raw.show("x"), timeout: .seconds(60))
            #expect(response.status == 200)
            #expect(String(decoding: response.body, as: UTF8.self) == "", "\(Self.ownSessions[session].0)")
            let again = Service(adapter: adapter, URL: server.url.appendingPathComponent("cookie"))
            let next = try await again.call(Raw.show("x"), timeout: .seconds(60))
            #expect(String(decoding: next.body, as: UTF8.self) == "", "\(Self.ownSessions[session].0)")
        }
    }

    @Test("a CookieJar sends the cookie a redirection set, through the adapter's own session")
    func jarAfterRedirection() async throws {
        try await withChallengeServer { server in
            let jar = CookieJar()
            let service = Service(
                adapter: URLSessionAdapter().with(jar),
                URL: server.url.appendingPathComponent("login")
            )
            let response = try await service.call(Raw.show("x"), timeout: .seconds(60))
            #expect(response.status == 200)
            #expect(String(decoding: response.body, as: UTF8.self) == "session=s3cr3t")
            #expect(jar.allCookies.map(\.value) == ["s3cr3t"])
            let other = Service(adapter: URLSessionAdapter(), URL: server.url.appendingPathComponent("cookie"))
            let alone = try await other.call(Raw.show("x"), timeout: .seconds(60))
            #expect(String(decoding: alone.body, as: UTF8.self) == "", "another service has no jar")
        }
    }

    @Test("a session of the caller's, with a cookie storage of its own, sends its cookies for where a redirection goes")
    func callersSessionCookies() async throws {
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        try await withChallengeServer { server in
            let service = Service(
                adapter: URLSessionAdapter(session: session),
                URL: server.url.appendingPathComponent("login")
            )
            let response = try await service.call(Raw.show("x"), timeout: .seconds(60))
            #expect(response.status == 200)
            #expect(String(decoding: response.body, as: UTF8.self) == "session=s3cr3t")
        }
    }

    @Test("URLSession.shared answers a challenge without sending a stored credential")
    func sharedSession() async throws {
        try await withChallengeServer { server in
            let space = URLProtectionSpace(
                host: "127.0.0.1",
                port: server.url.port ?? 0,
                protocol: "http",
                realm: "yopuy",
                authenticationMethod: NSURLAuthenticationMethodHTTPBasic
            )
            let credential = URLCredential(user: "stored", password: "secret", persistence: .forSession)
            URLCredentialStorage.shared.set(credential, for: space)
            defer { URLCredentialStorage.shared.remove(credential, for: space) }
            let challenge = Self.challenges[0]
            let error = try await call(challenge, through: URLSessionAdapter(session: .shared), on: server)
            #expect(error.code == .unacceptableStatus, "\(error)")
            #expect(error.status == 401)
            #expect(server.authorizations == [nil], "one request, no credential")
        }
    }
}
#endif

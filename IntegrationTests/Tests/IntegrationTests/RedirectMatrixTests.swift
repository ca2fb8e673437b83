import Foundation
import Testing
import Yopuy

/// httpbin's `/redirect-to?url=…&status_code=…`: a redirection to any URL, with any status.
struct RedirectTo: RootResource, IsListable, IsCreatable {
    static let path = "redirect-to"
    let id: String

    static func parse(singular data: Data) throws -> Anything.Seen { try Anything.parse(singular: data) }
    static func parse(collection data: Data) throws -> Anything.Seen { try Anything.parse(collection: data) }
}

/// httpbin's `/redirect/{n}`: a chain of `n` redirections on the same origin, ending at `/get`,
/// which echoes the request's headers.
struct Chain: RootResource, IsShowable {
    static let path = "redirect"
    let id: Int

    struct Echo: Decodable, Sendable {
        let headers: [String: String]
    }

    static func parse(singular data: Data) throws -> Echo { try JSONDecoder().decode(Echo.self, from: data) }
}

/// httpbin's `/absolute-redirect/{n}`: the same chain, each `Location` an absolute URL.
struct AbsoluteChain: RootResource, IsShowable {
    static let path = "absolute-redirect"
    let id: Int

    static func parse(singular data: Data) throws -> Chain.Echo { try Chain.parse(singular: data) }
}

/// Where a redirection sends the request: httpbin's `/anything` echo on the API's own origin, on
/// another port of the same host, or on another loopback address. Each echo is the receiving
/// side's record of what reached it.
enum RedirectTarget: String, Sendable {
    case sameOrigin = "same origin"
    case otherPort = "another port"
    case otherHost = "another host (127.0.0.2)"
    /// From an httpbin served over TLS to itself.
    case sameTLSOrigin = "the same https origin"
    /// From an httpbin served over TLS to the plain one on another port.
    case downgrade = "http from https"

    /// The targets of a plain API.
    static let plain: [Self] = [.sameOrigin, .otherPort, .otherHost]

    /// The targets of an API served over TLS.
    static let tls: [Self] = [.sameTLSOrigin, .downgrade]

    /// Whether the target is on another origin than the API.
    var isOffOrigin: Bool { self != .sameOrigin && self != .sameTLSOrigin }

    /// The httpbin that answers there, started by run-tests.sh.
    func base(api: URL) throws -> URL {
        let variable: String
        switch self {
        case .sameOrigin, .sameTLSOrigin: return api
        case .otherPort, .downgrade: variable = "HTTPBIN_OTHER_PORT_URL"
        case .otherHost: variable = "HTTPBIN_OTHER_HOST_URL"
        }
        return try #require(
            ProcessInfo.processInfo.environment[variable].flatMap(URL.init(string:)),
            "\(variable) is not set: run the integration tests with IntegrationTests/run-tests.sh"
        )
    }
}

/// Where a call's credentials come from.
enum CredentialSource: String, CaseIterable, Sendable {
    /// The service's headers: `Authorization`, `Cookie` and an API key it names as a credential.
    case service = "the service's headers"
    /// The call's own `Authorization` and `Proxy-Authorization`.
    case call = "the call's headers"
    /// The ``Authentication`` middleware's bearer token.
    case authentication = "Authentication"
    /// The ``Authentication`` middleware, sending its token in `X-Api-Key`.
    case authenticationKey = "Authentication in X-Api-Key"

    /// The names of the header fields that carry this source's credentials.
    var fields: [String] {
        switch self {
        case .service: ["Authorization", "Cookie", "X-Api-Key"]
        case .call: ["Authorization", "Proxy-Authorization"]
        case .authentication: ["Authorization"]
        case .authenticationKey: ["X-Api-Key"]
        }
    }
}

@Suite("Redirections: credentials stay on their origin, through every adapter")
struct RedirectMatrixTests {
    static let statuses = [301, 302, 303, 307, 308]
    static let methods: [HTTPMethod] = [.get, .post]
    static let secret = "s3cr3t-redirect"

    /// One cell of the matrix, and what went wrong in it.
    struct Case: CustomStringConvertible {
        let status: Int
        let method: HTTPMethod
        let source: CredentialSource
        let target: RedirectTarget
        var description: String { "\(method) \(status) to \(target.rawValue), credentials from \(source.rawValue)" }
    }

    /// A service at `api` through `adapter`, carrying credentials from `source`.
    func service(_ adapter: AnyHTTPAdapter, at api: URL, _ source: CredentialSource) -> AnyService {
        var service: AnyService
        let tokens = FixedTokens(first: Self.secret, refreshed: "x")
        switch source {
        case .service, .call:
            service = Service(adapter: adapter, URL: api)
        case .authentication:
            service = Service(adapter: adapter.with(Authentication(tokens)), URL: api).erased()
        case .authenticationKey:
            let middleware = Authentication(tokens, header: "X-Api-Key", scheme: "")
            service = Service(adapter: adapter.with(middleware), URL: api).erased()
        }
        if source == .service {
            service.headers = ["Authorization": "Bearer \(Self.secret)", "Cookie": "session=\(Self.secret)"]
            service.headers["X-Api-Key"] = Self.secret
            service.credentialHeaders = ["X-Api-Key"]
        }
        return service
    }

    /// Runs one case; returns what the receiving side saw, or the problems found.
    func run(_ cell: Case, through adapter: AnyHTTPAdapter, api: URL) async throws -> [String] {
        let service = service(adapter, at: api, cell.source)
        let target = try cell.target.base(api: api).appendingPathComponent("anything/landed")
        let query: Query = ["url": target.absoluteString, "status_code": cell.status]
        let headers: HTTPHeaders =
            cell.source == .call
            ? ["Authorization": "Bearer \(Self.secret)", "Proxy-Authorization": "Basic \(Self.secret)"] : [:]
        let seen: Anything.Seen?
        switch cell.method {
        case .post:
            let body = RequestBody(Data(#"{"payload":"\#(Self.secret)"}"#.utf8), contentType: "application/json")
            seen = try await service.call(RedirectTo.create, query: query, headers: headers, body: body).value
        default:
            seen = try await service.call(RedirectTo.list, query: query, headers: headers).value
        }
        let landed = try #require(seen, "\(cell): no echo")
        var problems: [String] = []
        let offOrigin = cell.target.isOffOrigin
        for field in cell.source.fields {
            let received = landed.headers.first { $0.key.lowercased() == field.lowercased() }?.value
            if offOrigin, let received, received.contains(Self.secret) {
                problems.append("\(cell): \(field) reached another origin")
            }
            if !offOrigin, received?.contains(Self.secret) != true {
                problems.append("\(cell): \(field) did not reach its own origin")
            }
        }
        // RFC 9110: a 303 becomes GET, and so does a POST answered 301 or 302; 307 and 308 keep
        // the method and the body.
        let keepsMethod = cell.status == 307 || cell.status == 308 || (cell.status != 303 && cell.method == .get)
        let method = keepsMethod ? cell.method.rawValue : "GET"
        if landed.method != method {
            problems.append("\(cell): arrived as \(landed.method), not \(method)")
        }
        let bodyArrived = landed.data.contains(Self.secret)
        if bodyArrived != (keepsMethod && cell.method == .post) {
            problems.append("\(cell): the body \(bodyArrived ? "arrived" : "was lost")")
        }
        if !landed.url.hasSuffix("/anything/landed") {
            problems.append("\(cell): landed at \(landed.url)")
        }
        return problems
    }

    /// Runs every cell for `targets` through `adapter`, prints the counts, and fails on any
    /// problem.
    func matrix(_ targets: [RedirectTarget], through adapter: AnyHTTPAdapter, named name: String, api: URL) async {
        var cases = 0
        var offOrigin = 0
        var leaking = 0
        var problems: [String] = []
        for status in Self.statuses {
            for method in Self.methods {
                for source in CredentialSource.allCases {
                    for target in targets {
                        cases += 1
                        offOrigin += target.isOffOrigin ? 1 : 0
                        let cell = Case(status: status, method: method, source: source, target: target)
                        do {
                            let found = try await run(cell, through: adapter, api: api)
                            leaking += found.contains { $0.contains("reached another origin") } ? 1 : 0
                            problems += found
                        } catch {
                            problems.append("\(cell): \(error)")
                        }
                    }
                }
            }
        }
        print(
            "redirect matrix through \(name): \(cases) cases, \(leaking) of the \(offOrigin) to another origin "
                + "leaked a credential, \(problems.count) problems in all"
        )
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test(
        "no credential reaches another origin by a redirection; method and body as RFC 9110 says",
        arguments: Client.allCases
    )
    func plain(client: Client) async throws {
        try await withServer(.httpbin) { api in
            await matrix(
                RedirectTarget.plain,
                through: try client.service(at: api).adapter,
                named: client.rawValue,
                api: api
            )
        }
    }

    @Test("from https to http, no credential follows; on the same https origin, they all do")
    func downgrade() async throws {
        let api = try #require(
            ProcessInfo.processInfo.environment["HTTPBIN_TLS_URL"].flatMap(URL.init(string:)),
            "HTTPBIN_TLS_URL is not set: run the integration tests with IntegrationTests/run-tests.sh"
        )
        try await withTrustingAsyncHTTPClient { adapter in
            await matrix(RedirectTarget.tls, through: adapter, named: "AsyncHTTPClient over TLS", api: api)
        }
    }

    @Test(
        "a chain as long as the limit is followed to its end with its credentials; a longer one, or a loop, is a typed error",
        arguments: Client.allCases
    )
    func chains(client: Client) async throws {
        try await withServer(.httpbin) { api in
            var service = try client.service(at: api)
            service.headers["Authorization"] = "Bearer \(Self.secret)"
            let end = try await service.call(Chain.show(20))
            #expect(
                end.value?.headers["Authorization"] == "Bearer \(Self.secret)",
                "on the same origin, every hop keeps it"
            )
            #expect(end.url?.path() == "/get", "the answer says where the chain ended: \(String(describing: end.url))")
            let absolute = try await service.stream(AbsoluteChain.show(5))
            #expect(absolute.status == 200)
            #expect(absolute.url?.path() == "/get", "a stream's too: \(String(describing: absolute.url))")
            let long = try await #require(throws: YopuyError.self) { _ = try await service.call(Chain.show(21)) }
            #expect(long.code == .tooManyRedirects, "\(long)")
            #expect(long.status == 302)
            service.redirects = .follow(limit: 2)
            let short = try await #require(throws: YopuyError.self) { _ = try await service.call(Chain.show(3)) }
            #expect(short.code == .tooManyRedirects)
            service.redirects = .doNotFollow
            let first = try await #require(throws: YopuyError.self) { _ = try await service.call(Chain.show(1)) }
            #expect(first.code == .unacceptableStatus)
            #expect(first.status == 302)
            #expect(first.headers?["Location"] == "/get")
            // A loop: `Location: #loop` is the URL that was asked for, again and again.
            service.redirects = .follow
            let loop = try await #require(throws: YopuyError.self) {
                _ = try await service.call(RedirectTo.list, query: ["url": "#loop"])
            }
            #expect(loop.code == .tooManyRedirects, "\(loop)")
        }
    }
}

import Foundation
import Yopuy

// The client's description of the blog server's resilience routes (see BlogServer's
// `addResilienceRoutes(to:)`), written as a user would.

private func decode<Value: Decodable>(_ data: Data) throws -> Value {
    try JSONDecoder().decode(Value.self, from: data)
}

/// `/flaky/{key}`: fails the first `failures` times for its key, then answers how many times it
/// was hit.
struct Flaky: RootResource, IsShowable, IsReplaceable, Decodable, Equatable, Sendable {
    static let path = "flaky"
    let id: String
    let hits: Int

    private enum CodingKeys: String, CodingKey {
        case id = "key"
        case hits
    }

    static func parse(singular data: Data) throws -> Flaky { try decode(data) }

    /// `POST /flaky/{key}/submit`: the same, for a method that is not idempotent.
    enum Submit: RecordAction {
        typealias Parent = Flaky
        typealias Method = POST
        static let path = "submit"
        static func parse(singular data: Data) throws -> Flaky { try decode(data) }
    }

    /// `GET /flaky/{key}/hits`: the hits so far, without counting this one.
    enum Hits: RecordAction {
        typealias Parent = Flaky
        typealias Method = GET
        static let path = "hits"
        static func parse(singular data: Data) throws -> Flaky { try decode(data) }
    }

    /// The query that makes a flaky route fail `failures` times with `status`, asking for a wait
    /// with `Retry-After` in seconds (`retryAfter`) or as a date that many seconds ahead
    /// (`retryAt`).
    static func failing(_ failures: Int, with status: Int = 503, retryAfter: Int? = nil, retryAt: Int? = nil) -> Query {
        var query: Query = ["failures": failures, "status": status]
        if let retryAfter {
            query["retry_after"] = .int(retryAfter)
        }
        if let retryAt {
            query["retry_at"] = .int(retryAt)
        }
        return query
    }
}

/// `GET /auth`: the server's token session, with its counts.
struct Session: SingularRootResource, IsShowable, Decodable, Equatable, Sendable {
    static let path = "auth"
    /// Tokens issued: the newest is `token-<issued>`.
    let issued: Int
    /// Token requests refused because the session was revoked.
    let refused: Int
    /// Requests to `/auth/me` let through.
    let accepted: Int
    /// Requests to `/auth/me` answered `401`.
    let rejected: Int
    let expired: Bool
    let revoked: Bool

    static func parse(singular data: Data) throws -> Session { try decode(data) }

    /// `POST /auth/token`: a new token, which replaces all the others.
    enum NewToken: RecordAction {
        typealias Parent = Session
        typealias Method = POST
        static let path = "token"
        static func parse(singular data: Data) throws -> Issued { try decode(data) }
    }

    /// What `POST /auth/token` answers.
    struct Issued: Decodable, Sendable {
        let token: String
    }

    /// `POST /auth/expire`: the newest token expires.
    enum Expire: RecordAction {
        typealias Parent = Session
        typealias Method = POST
        static let path = "expire"
        static func parse(singular data: Data) throws -> Session { try decode(data) }
    }

    /// `POST /auth/revoke`: no more tokens are issued.
    enum Revoke: RecordAction {
        typealias Parent = Session
        typealias Method = POST
        static let path = "revoke"
        static func parse(singular data: Data) throws -> Session { try decode(data) }
    }
}

/// `GET /auth/me`: answers only to the newest token, before it expires.
struct Me: SingularChildResource, IsShowable, Decodable, Equatable, Sendable {
    typealias Parent = Session
    static let path = "me"
    let name: String
    let token: String

    static func parse(singular data: Data) throws -> Me { try decode(data) }
}

/// Tokens from the blog server's `POST /auth/token`, fetched over plain HTTP by a service
/// without the ``Authentication`` middleware: each refresh is one more token the server counts.
struct ServerTokens: TokenProvider {
    /// The server answered the token request with no body.
    struct NoToken: Error {}

    let service: Service<AnyHTTPAdapter>

    func token() async throws -> String {
        try await newToken()
    }

    func refreshedToken(replacing rejected: String) async throws -> String {
        try await newToken()
    }

    private func newToken() async throws -> String {
        guard let issued = try await service.call(Session.show / Session.NewToken.action).value else {
            throw NoToken()
        }
        return issued.token
    }
}

/// `/tagged/{key}`: a resource served with a strong `ETag` that honours `If-None-Match`.
struct Tagged: RootResource, IsShowable, IsReplaceable, Decodable, Equatable, Sendable {
    typealias ReplaceBody = Draft
    static let path = "tagged"
    let id: String
    let version: Int
    let text: String

    private enum CodingKeys: String, CodingKey {
        case id = "key"
        case version
        case text
    }

    static func parse(singular data: Data) throws -> Tagged { try decode(data) }

    /// What `PUT /tagged/{key}` sends.
    struct Draft: EncodesJSON {
        var text: String
    }

    /// `GET /tagged/{key}/served`: what the server served for the resource.
    enum Served: RecordAction {
        typealias Parent = Tagged
        typealias Method = GET
        static let path = "served"
        static func parse(singular data: Data) throws -> ServedCounts { try decode(data) }
    }
}

/// The full answers and `304`s the server served for a tagged resource, and how many of the
/// requests were conditional.
struct ServedCounts: Decodable, Equatable, Sendable {
    let full: Int
    let notModified: Int
    let conditional: Int
}

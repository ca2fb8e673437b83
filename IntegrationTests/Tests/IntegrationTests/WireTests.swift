import Foundation
import Testing
import Yopuy

/// What leaves the client, witnessed by the Hummingbird server's raw request target: the exact
/// bytes of path and query, percent-encoding untouched.
@Suite("On the wire: the server's raw request target")
struct WireTests {
    static let oddIDs: [(id: String, encoded: String)] = [
        ("a/b", "a%2Fb"),
        ("a?b", "a%3Fb"),
        ("a#b", "a%23b"),
        ("100%", "100%25"),
        ("a+b", "a%2Bb"),
        ("a b", "a%20b"),
        ("café", "caf%C3%A9"),
        ("🙂", "%F0%9F%99%82"),
        ("../admin", "..%2Fadmin"),
        ("%2F", "%252F"),
        ("a;b=c&d", "a%3Bb%3Dc%26d"),
    ]

    @Test("an odd ID arrives as exactly one percent-encoded segment", arguments: Client.allCases)
    func oddIDs(client: Client) async throws {
        try await withServer(.blog) { base in
            let service = try client.service(at: base)
            for (id, encoded) in Self.oddIDs {
                let seen = try #require(try await service.call(Echo.show(id)).value)
                #expect(seen.target == "/echo/\(encoded)", "ID \(id)")
                #expect(seen.target.split(separator: "/").count == 2, "ID \(id)")
                #expect(seen.target.split(separator: "/").last.map(String.init)?.removingPercentEncoding == id)
            }
        }
    }

    /// `echo/…` declared with every path character a real API puts in a literal segment:
    /// `@me` (`/users/@me`), `:` and the sub-delimiters, an escape written by hand, a space.
    struct DeclaredEcho: RootResource, IsShowable {
        static let path = "echo/users/@me/a:b/x!$&'()*+,;=y/%40me/odd name"
        let id: String
        static func parse(singular data: Data) throws -> Seen { try Echo.parse(singular: data) }
    }

    @Test("a declared path arrives as declared; the ID after it is encoded whole", arguments: Client.allCases)
    func declaredPath(client: Client) async throws {
        try await withServer(.blog) { base in
            let service = try client.service(at: base)
            let seen = try #require(try await service.call(DeclaredEcho.show("@you/x")).value)
            #expect(seen.target == "/echo/users/@me/a:b/x!$&'()*+,;=y/%40me/odd%20name/%40you%2Fx")
        }
    }

    @Test("each verb sends its method", arguments: Client.allCases)
    func methods(client: Client) async throws {
        try await withServer(.blog) { base in
            let service = try client.service(at: base)
            #expect(try await service.call(Echo.list).value?.method == "GET")
            #expect(try await service.call(Echo.show("x")).value?.method == "GET")
            #expect(try await service.call(Echo.create).value?.method == "POST")
            #expect(try await service.call(Echo.replace("x")).value?.method == "PUT")
            #expect(try await service.call(Echo.update("x")).value?.method == "PATCH")
            #expect(try await service.call(Echo.delete("x")).value?.method == "DELETE")
        }
    }

    @Test("the base URL's path prefix is kept, with or without a trailing slash", arguments: Client.allCases)
    func prefix(client: Client) async throws {
        for prefix in ["/echo/api/v1", "/echo/api/v1/"] {
            try await withServer(.blog(prefix: prefix)) { base in
                let service = try client.service(at: base)
                #expect(try await service.call(Echo.show("x")).value?.target == "/echo/api/v1/echo/x")
            }
        }
    }

    @Test("the query is encoded once, identically by every client", arguments: Client.allCases)
    func query(client: Client) async throws {
        try await withServer(.blog) { base in
            var service = try client.service(at: base)
            service.query = ["key": "k/1", "page": 1]
            let seen = try await service.call(
                Echo.show("q"),
                query: [
                    "page": 2,
                    "text": "a b+c&d=e#f?g%h/i",
                    "uni": "ü🙂",
                    "on": true,
                    "ratio": 0.5,
                    "tag": ["x", "y z"],
                    "at": Date(timeIntervalSince1970: 1_795_000_000),
                ]
            )
            #expect(
                seen.value?.target
                    == "/echo/q?key=k%2F1&page=2&text=a%20b%2Bc%26d%3De%23f%3Fg%25h%2Fi&uni=%C3%BC%F0%9F%99%82"
                    + "&on=true&ratio=0.5&tag=x&tag=y%20z&at=2026-11-18T11%3A06%3A40Z"
            )
        }
    }

    @Test("headers and body arrive as sent", arguments: Client.allCases)
    func headersAndBody(client: Client) async throws {
        try await withServer(.blog) { base in
            var service = try client.service(at: base)
            service.headers = ["Authorization": "Bearer t", "X-Client": "default"]
            let seen = try #require(
                try await service.call(
                    Echo.create,
                    headers: ["X-Client": "call"],
                    body: RequestBody(Data("é,1\n".utf8), contentType: "text/csv")
                ).value
            )
            #expect(seen.header("Authorization") == ["Bearer t"])
            #expect(seen.header("X-Client") == ["call"])
            #expect(seen.header("Content-Type") == ["text/csv"])
            #expect(seen.body == "é,1\n")
        }
    }

    @Test("a wrapping adapter's headers reach the server", arguments: Client.allCases)
    func wrappedAdapter(client: Client) async throws {
        try await withServer(.blog) { base in
            let plain = try client.service(at: base)
            let service = try Service(adapter: plain.adapter.with(AddHeaders(["X-Wrapped": "yes"])), URL: base)
            let seen = try #require(try await service.call(Echo.show("w")).value)
            #expect(seen.header("X-Wrapped") == ["yes"])
        }
    }
}

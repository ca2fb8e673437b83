import Foundation
import Testing
import Yopuy

/// httpbin's cookie routes, a server no one here wrote that sets, rotates and deletes cookies
/// with a redirection, as a login does: `/cookies/set?name=value` and `/cookies/delete?name`
/// answer `302` to `/cookies` with their `Set-Cookie`; `/cookies` echoes the cookies it got.
enum HttpbinCookies {
    /// What `/cookies` answers: the cookies that reached it, by name.
    struct Seen: Decodable, Sendable {
        let cookies: [String: String]
    }

    static func decode(_ data: Data) throws -> [String: String] {
        try JSONDecoder().decode(Seen.self, from: data).cookies
    }

    /// `GET /cookies`.
    struct Echo: SingularRootResource, IsShowable {
        static let path = "cookies"
        static func parse(singular data: Data) throws -> [String: String] { try decode(data) }
    }

    /// `GET /cookies/set?name=value`, then its redirection to `/cookies`.
    struct Set: SingularRootResource, IsShowable {
        static let path = "cookies/set"
        static func parse(singular data: Data) throws -> [String: String] { try decode(data) }
    }

    /// `GET /cookies/delete?name`, then its redirection to `/cookies`.
    struct Delete: SingularRootResource, IsShowable {
        static let path = "cookies/delete"
        static func parse(singular data: Data) throws -> [String: String] { try decode(data) }
    }

    /// `GET /redirect-to?url=…`: a redirection to another origin's `/cookies`.
    struct Elsewhere: SingularRootResource, IsShowable {
        static let path = "redirect-to"
        static func parse(singular data: Data) throws -> [String: String] { try decode(data) }
    }
}

@Suite("Cookies: no request carries a cookie its own service was not given (httpbin)")
struct CookieTests {
    /// One step of a service's generated session.
    enum Step: Sendable {
        case set(name: String, value: String)
        case delete(name: String)
        case echo
        case elsewhere
    }

    /// Generated sessions: five services with a jar of their own and a token of their own, and
    /// two with neither, each a sequence of 24 steps; their calls run interleaved.
    static func sessions(seed: UInt64) -> [[Step]] {
        var generator = SeededGenerator(seed: seed)
        let names = ["session", "csrf", "pref"]
        return (0..<7).map { service in
            (0..<24).map { step in
                let name = names.randomElement(using: &generator) ?? "session"
                switch Int.random(in: 0..<10, using: &generator) {
                case 0..<4: return .set(name: name, value: "s\(service)v\(step)")
                case 4..<6: return .delete(name: name)
                case 6..<8: return .echo
                default: return .elsewhere
                }
            }
        }
    }

    @Test(
        "generated sessions of services with and without jars, interleaved, through each client",
        arguments: Client.allCases,
        [UInt64(1), 2]
    )
    func interleavedSessions(client: Client, seed: UInt64) async throws {
        try await withServer(.httpbin) { base in
            let other = try #require(
                ProcessInfo.processInfo.environment["HTTPBIN_OTHER_HOST_URL"].flatMap(URL.init(string:)),
                "HTTPBIN_OTHER_HOST_URL is not set: run IntegrationTests/run-tests.sh"
            )
            let elsewhere = other.appendingPathComponent("cookies").absoluteString
            let plans = Self.sessions(seed: seed)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (index, plan) in plans.enumerated() {
                    let hasJar = index < 5
                    var service =
                        hasJar
                        ? Service(adapter: try client.service(at: base).adapter.with(CookieJar()), URL: base).erased()
                        : try client.service(at: base).erased()
                    service.headers = ["Authorization": "Bearer t\(index)"]
                    let api = service
                    group.addTask {
                        // What the service's jar holds, by the server's rules (Path=/, no end).
                        var expected: [String: String] = [:]
                        for (number, step) in plan.enumerated() {
                            let place = "service \(index) (jar: \(hasJar)), step \(number): \(step)"
                            switch step {
                            case .set(let name, let value):
                                if hasJar {
                                    expected[name] = value
                                }
                                let seen = try await api.call(HttpbinCookies.Set.show, query: [name: value]).value
                                #expect(seen == expected, "\(place)")
                            case .delete(let name):
                                expected[name] = nil
                                let seen = try await api.call(HttpbinCookies.Delete.show, query: [name: ""]).value
                                #expect(seen == expected, "\(place)")
                            case .echo:
                                let seen = try await api.call(HttpbinCookies.Echo.show).value
                                #expect(seen == expected, "\(place)")
                            case .elsewhere:
                                let seen = try await api.call(
                                    HttpbinCookies.Elsewhere.show,
                                    query: ["url": elsewhere]
                                ).value
                                #expect(seen == [:], "another origin got cookies: \(place)")
                            }
                        }
                    }
                }
                try await group.waitForAll()
            }
        }
    }
}

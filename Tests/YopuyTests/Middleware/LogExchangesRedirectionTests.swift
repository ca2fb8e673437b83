import BlogModel
import Foundation
import Testing
import Yopuy

@Suite("LogExchanges: every redirection followed is logged, with the request it led to")
struct LogExchangesRedirectionTests {
    /// A chain of redirections: each hop's status, and whether it leaves the API's origin.
    struct Chain: Sendable, CustomTestStringConvertible {
        var posting: Bool
        var hops: [(status: Int, elsewhere: Bool)]

        var testDescription: String {
            "\(posting ? "POST" : "GET") "
                + hops.map { "\($0.status)\($0.elsewhere ? "→other" : "")" }.joined(separator: " ")
        }

        /// The URL of the request sent after `hop` redirections.
        func url(after hop: Int) -> String {
            guard hop > 0 else {
                return posting ? "http://api.test/v1/posts" : "http://api.test/v1/posts/1"
            }
            return hops[hop - 1].elsewhere ? "http://other.test/hop/\(hop)" : "http://api.test/v1/hop/\(hop)"
        }

        /// The server: each URL of the chain answers its redirection to the next, the last a post.
        func answer(_ request: AdapterRequest) -> AdapterResponse {
            let hop = (0...hops.count).first { url(after: $0) == request.url.absoluteString } ?? hops.count
            guard hop < hops.count else {
                return AdapterResponse(status: 200, body: Data(#"{"id": 1, "title": "Hi"}"#.utf8))
            }
            return AdapterResponse(status: hops[hop].status, headers: ["Location": url(after: hop + 1)])
        }

        /// The method of the request sent after `hop` redirections: a `303`, and a `301` or `302`
        /// of a `POST`, turn it into a `GET` (RFC 9110, 15.4).
        func method(after hop: Int) -> String {
            var method = posting ? "POST" : "GET"
            for status in hops.prefix(hop).map(\.status) where status == 303 || (method == "POST" && status < 303) {
                method = "GET"
            }
            return method
        }

        /// Whether the request sent after `hop` redirections still carries the credential: only
        /// while every hop so far stayed on the API's origin.
        func carriesCredential(after hop: Int) -> Bool {
            !hops.prefix(hop).contains { $0.elsewhere }
        }
    }

    /// Chains of 0 to 4 hops, of every redirection status, on the API's origin and off it, after a
    /// `GET` or a `POST`, from a fixed seed.
    static let chains: [Chain] = {
        var generator = SeededGenerator(seed: 51)
        return (0..<40).map { _ in
            Chain(
                posting: Bool.random(using: &generator),
                hops: (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                    (
                        status: [301, 302, 303, 307, 308].randomElement(using: &generator) ?? 302,
                        elsewhere: Int.random(in: 0..<4, using: &generator) == 0
                    )
                }
            )
        }
    }()

    @Test("through a callback and an async adapter, for generated chains", arguments: chains)
    func eachHop(chain: Chain) async throws {
        let adapters: [AnyHTTPAdapter] = [
            AnyHTTPAdapter(FakeAdapter { request, done in done(chain.answer(request)) }),
            AnyHTTPAdapter(FakeAsyncAdapter { request in chain.answer(request) }),
        ]
        for adapter in adapters {
            let entries = Recorder<LogExchanges.Entry>()
            var api = try service(adapter.with(LogExchanges { entries.record($0) }))
            api.headers = ["Authorization": "Bearer secret"]
            if chain.posting {
                _ = try await api.call(Post.create, body: RequestBody(Data("{}".utf8), contentType: "application/json"))
            } else {
                _ = try await api.call(Post.show(1))
            }
            let entry = try #require(entries.values.first)
            #expect(entries.values.count == 1)
            #expect(entry.status == 200)
            #expect(entry.redirections.map(\.status) == chain.hops.map(\.status))
            for (index, redirection) in entry.redirections.enumerated() {
                let hop = index + 1
                #expect(redirection.curl.contains("'\(chain.url(after: hop))'"))
                #expect(redirection.curl.hasPrefix(chain.method(after: hop) == "GET" ? "curl '" : "curl -X POST "))
                #expect(redirection.curl.contains("Authorization: <redacted>") == chain.carriesCredential(after: hop))
                #expect(!redirection.curl.contains("secret"))
            }
            let lines = entry.description.split(separator: "\n").map(String.init)
            #expect(lines.count == 2 + 2 * chain.hops.count)
            #expect(lines.first == entry.curl)
            #expect(
                lines.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element) == [entry.curl]
                    + entry.redirections.map(\.curl)
            )
            #expect(
                zip(lines.dropFirst().enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element), chain.hops)
                    .allSatisfy { $0 == "  → \($1.status)" }
            )
            #expect(lines.last?.hasPrefix("  → 200 in ") == true)
        }
    }

    @Test("a stream's head carries each redirection to a LogExchanges outside another middleware", arguments: chains)
    func streamed(chain: Chain) async throws {
        let entries = Recorder<LogExchanges.Entry>()
        let streaming = FakeStreamingAdapter { request in
            let answer = chain.answer(request)
            return StreamedAdapterResponse(
                status: answer.status,
                headers: answer.headers,
                body: BodyStream(answer.body)
            )
        }
        // Each wrapper follows a stream's chain; the outer one, which follows none, keeps the inner one's.
        let adapter = streaming.with(Intercept { request, next in try await next(request) })
            .with(LogExchanges { entries.record($0) })
        let api = try service(adapter)
        let answer =
            if chain.posting {
                try await api.stream(Post.create, body: RequestBody(Data("{}".utf8), contentType: "application/json"))
            } else {
                try await api.stream(Post.show(1))
            }
        #expect(answer.url?.absoluteString == chain.url(after: chain.hops.count))
        let entry = try #require(entries.values.first)
        #expect(entries.values.count == 1)
        #expect(entry.redirections.map(\.status) == chain.hops.map(\.status))
        for (index, redirection) in entry.redirections.enumerated() {
            #expect(redirection.curl.contains("'\(chain.url(after: index + 1))'"))
        }
    }

    @Test("an answer that was not redirected logs no redirection")
    func none() async throws {
        let entries = Recorder<LogExchanges.Entry>()
        let api = try service(FakeAsyncAdapter { _ in answer(200) }.with(LogExchanges { entries.record($0) }))
        _ = try await api.call(Post.show(1))
        #expect(entries.values.map(\.redirections.isEmpty) == [true])
        #expect(entries.values.first?.description.split(separator: "\n").count == 2)
    }
}

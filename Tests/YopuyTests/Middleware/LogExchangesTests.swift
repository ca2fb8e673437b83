import BlogModel
import Foundation
import Testing
import Yopuy

@Suite("LogExchanges")
struct LogExchangesTests {
    /// A service whose adapter takes `wait` on `clock` and answers `status`, logging into `entries`.
    func logged(
        _ status: Int = 200,
        wait: Duration = .milliseconds(42),
        redacting: [String] = [],
        bodyLimit: Int = 4096,
        into entries: Recorder<LogExchanges.Entry>
    ) throws -> Service<WrappedAdapter<FakeAsyncAdapter, LogExchanges>> {
        let clock = ImmediateClock()
        let adapter = FakeAsyncAdapter { _ in
            try await clock.sleep(for: wait)
            return answer(status)
        }
        return try service(
            adapter.with(LogExchanges(redacting: redacting, bodyLimit: bodyLimit, clock: clock) { entries.record($0) })
        )
    }

    @Test("each exchange is a curl line, then its status and timing")
    func curlLine() async throws {
        let entries = Recorder<LogExchanges.Entry>()
        let api = try logged(201, wait: .microseconds(48_250), into: entries)
        _ = try await api.call(
            Post.create,
            query: ["draft": true],
            headers: ["Accept": "application/json"],
            body: RequestBody(Data(#"{"title":"It's here"}"#.utf8), contentType: "application/json")
        )
        let entry = try #require(entries.values.first)
        #expect(
            entry.curl
                == #"curl -X POST 'http://api.test/v1/posts?draft=true' -H 'Accept: application/json' "#
                + #"-H 'Content-Type: application/json' --data-binary '{"title":"It'\''s here"}'"#
        )
        #expect(entry.status == 201)
        #expect(entry.duration == .microseconds(48_250))
        #expect(entry.description == entry.curl + "\n  → 201 in 48.2 ms")
    }

    @Test("a GET is a bare curl line")
    func get() async throws {
        let entries = Recorder<LogExchanges.Entry>()
        _ = try await logged(into: entries).call(Post.show(1))
        #expect(entries.values.map(\.curl) == ["curl 'http://api.test/v1/posts/1'"])
    }

    @Test("credentials, cookies and the headers named are redacted, in any case")
    func redaction() async throws {
        let entries = Recorder<LogExchanges.Entry>()
        let api = try logged(redacting: ["x-api-key"], into: entries)
        let secrets: HTTPHeaders = [
            "Authorization": "Bearer s3cret", "proxy-authorization": "Basic s3cret", "Cookie": "session=s3cret",
            "X-API-Key": "s3cret", "X-Trace": "visible",
        ]
        _ = try await api.call(Post.show(1), headers: secrets)
        let curl = try #require(entries.values.first?.curl)
        #expect(!curl.contains("s3cret"), "\(curl)")
        #expect(curl.contains("-H 'Authorization: <redacted>'"))
        #expect(curl.contains("-H 'proxy-authorization: <redacted>'"))
        #expect(curl.contains("-H 'Cookie: <redacted>'"))
        #expect(curl.contains("-H 'X-API-Key: <redacted>'"))
        #expect(curl.contains("-H 'X-Trace: visible'"))
    }

    @Test("a password in the URL is redacted")
    func urlPassword() async throws {
        let entries = Recorder<LogExchanges.Entry>()
        let adapter = FakeAdapter.answering(200, #"{"id": 1, "title": "Hi"}"#)
            .with(LogExchanges { entries.record($0) })
        let api = Service(adapter: adapter, URL: try #require(URL(string: "https://ada:s3cret@api.test/v1")))
        _ = try await api.call(Post.show(1))
        let curl = try #require(entries.values.first?.curl)
        #expect(!curl.contains("s3cret"), "\(curl)")
        #expect(curl.contains("ada:%3Credacted%3E@api.test"), "\(curl)")
    }

    @Test("a binary or large body is logged by its size; control characters keep the line one line")
    func bodies() async throws {
        let entries = Recorder<LogExchanges.Entry>()
        let api = try logged(bodyLimit: 16, into: entries)
        _ = try await api.call(Post.create, body: RequestBody(Data([0xFF, 0x00]), contentType: "image/png"))
        _ = try await api.call(
            Post.create,
            body: RequestBody(Data(repeating: 65, count: 17), contentType: "text/plain")
        )
        _ = try await api.call(Post.create, body: RequestBody(Data("a\r\nb'c\\".utf8), contentType: "text/plain"))
        let curls = entries.values.map(\.curl)
        try #require(curls.count == 3)
        #expect(curls[0].hasSuffix("--data-binary @- # 2 bytes, not shown"))
        #expect(curls[1].hasSuffix("--data-binary @- # 17 bytes, not shown"))
        #expect(curls[2].hasSuffix(#"--data-binary $'a\r\nb\'c\\'"#), "\(curls[2])")
        #expect(!curls.contains { $0.contains("\n") })
    }

    @Test("an error is logged and still thrown; a cancelled exchange says so")
    func errors() async throws {
        let entries = Recorder<LogExchanges.Entry>()
        let failing = FakeAsyncAdapter { _ in throw Unreachable() }.with(LogExchanges { entries.record($0) })
        await #expect(throws: YopuyError.self) { try await service(failing).call(Post.show(1)) }
        let entry = try #require(entries.values.first)
        #expect(entry.status == nil)
        #expect(entry.error is Unreachable)
        #expect(entry.description.contains("→ no answer in "))

        let hanging = HangingAdapter()
        let cancelledEntries = Recorder<LogExchanges.Entry>()
        let api = try service(hanging.with(LogExchanges { cancelledEntries.record($0) }))
        let call = Task { try await api.call(Post.show(1)) }
        while !hanging.hasStarted {
            await Task.yield()
        }
        call.cancel()
        _ = await call.result
        #expect(cancelledEntries.values.first?.description.contains("→ cancelled in ") == true)
    }

    @Test("outside Retry it logs the call once with its attempts; inside, every attempt")
    func placement() async throws {
        let outside = Recorder<LogExchanges.Entry>()
        let inside = Recorder<LogExchanges.Entry>()
        let (adapter, _) = scripted([answer(503), answer(503), answer(200)])
        let stacked =
            adapter
            .with(LogExchanges { inside.record($0) })
            .with(Retry(delay: .zero, clock: ImmediateClock()))
            .with(LogExchanges { outside.record($0) })
        _ = try await service(stacked).call(Post.show(1))
        #expect(inside.values.map(\.status) == [503, 503, 200])
        #expect(outside.values.map(\.status) == [200])
        #expect(outside.values.first?.attempts == 3)
        #expect(outside.values.first?.description.hasSuffix(" after 3 attempts") == true)
    }

    @Test("an answer from the cache says so")
    func fromCache() async throws {
        let entries = Recorder<LogExchanges.Entry>()
        let (adapter, _) = scripted([answer(200, headers: ["ETag": "\"v1\""]), AdapterResponse(status: 304)])
        let api = try service(adapter.with(ETagCache()).with(LogExchanges { entries.record($0) }))
        _ = try await api.call(Post.show(1))
        _ = try await api.call(Post.show(1))
        #expect(entries.values.map(\.isFromCache) == [false, true])
        #expect(entries.values.last?.description.contains("→ 200 (from cache) in ") == true)
    }
}

import FakeAPI
import Foundation
import InMemoryLogging
import Logging
import Testing
import Yopuy
import YopuyLogging

@Suite("LogCalls")
struct LogCallsTests {
    /// A logger that keeps its records, at `level` and above.
    static func logger(_ level: Logger.Level = .trace) -> (Logger, InMemoryLogHandler) {
        let handler = InMemoryLogHandler()
        var logger = Logger(label: "yopuy-test") { _ in handler }
        logger.logLevel = level
        return (logger, handler)
    }

    /// The record's metadata, each value as text.
    static func metadata(_ entry: InMemoryLogHandler.Entry) -> [String: String] {
        entry.metadata.mapValues { "\($0)" }
    }

    /// The one record written, or a failure.
    static func record(in handler: InMemoryLogHandler) throws -> InMemoryLogHandler.Entry {
        let entries = handler.entries
        try #require(entries.count == 1, "records: \(entries)")
        return try #require(entries.first)
    }

    @Test(
        "a typed call writes one record: route and status, method, URL, duration, attempts, sizes; a callback one too, with no task",
        arguments: [false, true]
    )
    func typedCall(callback: Bool) async throws {
        let (logger, handler) = Self.logger()
        if callback {
            let adapter = CallbackAdapter { _ in
                Thread.sleep(forTimeInterval: 0.005)
                return answer(id: 12)
            }
            let api = Service(adapter: adapter.with(LogCalls(logger: logger)), URL: try baseURL())
            _ = try await FakeAPI.callbackCall(Post.show(1) / Comment.show(12), through: api).get()
        } else {
            let adapter = FakeAdapter { _ in
                try await Task.sleep(for: .milliseconds(5))
                return answer(id: 12)
            }
            let api = Service(adapter: adapter.with(LogCalls(logger: logger)), URL: try baseURL())
            _ = try await api.call(Post.show(1) / Comment.show(12))
        }

        let record = try Self.record(in: handler)
        #expect(record.level == .info)
        #expect("\(record.message)" == "GET posts/{id}/comments/{id} → 200")
        var metadata = Self.metadata(record)
        let milliseconds = try #require(metadata.removeValue(forKey: "duration_ms").flatMap(Double.init))
        #expect(milliseconds >= 5)
        #expect(
            metadata == [
                "http.request.method": "GET",
                "url.template": "posts/{id}/comments/{id}",
                "url.full": "https://api.test/v1/posts/1/comments/12",
                "http.response.status_code": "200",
                "attempts": "1",
                "http.request.body.size": "0",
                "http.response.body.size": "9",
            ]
        )
    }

    @Test("the bytes sent are the body's")
    func bytesSent() async throws {
        let (logger, handler) = Self.logger()
        let adapter = FakeAdapter { _ in answer(id: 3, status: 201) }
        let api = Service(adapter: adapter.with(LogCalls(logger: logger)), URL: try baseURL())
        _ = try await api.call(
            Post.create,
            body: RequestBody(Data(#"{"title":"Hi"}"#.utf8), contentType: "application/json")
        )

        let record = try Self.record(in: handler)
        #expect("\(record.message)" == "POST posts → 201")
        #expect(Self.metadata(record)["http.request.body.size"] == "14")
        #expect(Self.metadata(record)["http.response.body.size"] == "8")
    }

    @Test("a streamed answer's bytes received are its Content-Length, or not given")
    func streamed() async throws {
        let (logger, handler) = Self.logger()
        let adapter = FakeAdapter { request in
            let headers: HTTPHeaders = request.url.path.hasSuffix("/1") ? ["Content-Length": "8"] : [:]
            return AdapterResponse(status: 200, headers: headers, body: Data(#"{"id":1}"#.utf8))
        }
        let api = Service(adapter: adapter.with(LogCalls(logger: logger)), URL: try baseURL())
        _ = try await api.stream(Post.show(1))
        _ = try await api.stream(Post.show(2))

        let entries = handler.entries
        try #require(entries.count == 2)
        #expect(Self.metadata(entries[0])["http.response.body.size"] == "8")
        #expect(Self.metadata(entries[1])["http.response.body.size"] == nil)
    }

    @Test("a 404 is an answer, at the level of answers, with the status as its error.type")
    func notFound() async throws {
        let (logger, handler) = Self.logger()
        let adapter = FakeAdapter { _ in answer(id: 1, status: 404) }
        let api = Service(adapter: adapter.with(LogCalls(logger: logger)), URL: try baseURL())
        _ = try? await api.call(Post.show(9))

        let record = try Self.record(in: handler)
        #expect(record.level == .info)
        #expect("\(record.message)" == "GET posts/{id} → 404")
        #expect(Self.metadata(record)["error.type"] == "404")
    }

    @Test("a call with no answer is logged at .error with its error's type and description")
    func failure() async throws {
        let (logger, handler) = Self.logger()
        let adapter = FakeAdapter { _ in throw Unreachable() }
        let api = Service(adapter: adapter.with(LogCalls(logger: logger)), URL: try baseURL())
        _ = try? await api.call(Post.show(9))

        let record = try Self.record(in: handler)
        #expect(record.level == .error)
        #expect("\(record.message)" == "GET posts/{id} → FakeAPI.Unreachable")
        let metadata = Self.metadata(record)
        #expect(metadata["error.type"] == "FakeAPI.Unreachable")
        #expect(metadata["error.message"] == "Unreachable()")
        #expect(metadata["http.response.status_code"] == nil)
    }

    @Test("a YopuyError from inside is logged with its code")
    func yopuyError() async throws {
        let (logger, handler) = Self.logger()
        let adapter = FakeAdapter { _ in answer(id: 1) }
            .with(
                Intercept { request, next in
                    var request = request
                    request.headers.add("Bad Name", value: "x")
                    return try await next(request)
                }
            )
            .with(LogCalls(logger: logger))
        let api = Service(adapter: adapter, URL: try baseURL())
        _ = try? await api.call(Post.show(9))

        let record = try Self.record(in: handler)
        #expect(record.level == .error)
        #expect(Self.metadata(record)["error.type"] == "invalid header")
        #expect(Self.metadata(record)["error.message"]?.hasPrefix("invalid header: ") == true)
    }

    @Test("a cancelled call is logged at the level of answers, as cancelled")
    func cancelled() async throws {
        let (logger, handler) = Self.logger()
        let started = AsyncStream<Void>.makeStream()
        let adapter = FakeAdapter { _ in
            started.continuation.yield()
            try await Task.sleep(for: .seconds(30))
            return answer(id: 1)
        }
        let api = Service(adapter: adapter.with(LogCalls(logger: logger)), URL: try baseURL())
        let call = Task { try await api.call(Post.show(1)) }
        var iterator = started.stream.makeAsyncIterator()
        await iterator.next()
        call.cancel()
        _ = await call.result

        let record = try Self.record(in: handler)
        #expect(record.level == .info)
        #expect("\(record.message)" == "GET posts/{id} → cancelled")
        #expect(Self.metadata(record)["error.type"] == "cancelled")
    }

    @Test("the levels are the caller's, and a logger above them writes nothing")
    func levels() async throws {
        let (logger, handler) = Self.logger()
        let (quiet, quietHandler) = Self.logger(.info)
        let adapter = FakeAdapter { request in
            guard request.url.path.hasSuffix("/1") else {
                throw Unreachable()
            }
            return answer(id: 1)
        }
        for logger in [logger, quiet] {
            let logCalls = LogCalls(logger: logger, level: .debug, failureLevel: .warning)
            let api = Service(adapter: adapter.with(logCalls), URL: try baseURL())
            _ = try await api.call(Post.show(1))
            _ = try? await api.call(Post.show(2))
        }
        #expect(handler.entries.map(\.level) == [.debug, .warning])
        #expect(quietHandler.entries.map(\.level) == [.warning])
    }

    @Test("no credential reaches a record: headers, cookies, the URL's password, marked query values")
    func credentials() async throws {
        let secrets = [
            "authorization": "secret-authorization-1",
            "proxy": "secret-proxy-2",
            "cookie": "secret-cookie-3",
            "setCookie": "secret-set-cookie-4",
            "apiKey": "secret-api-key-5",
            "password": "secret-password-6",
            "query": "secret-query-7",
        ]
        let (logger, handler) = Self.logger()
        // The adapter answers with a cookie, and fails with an error that quotes the whole
        // request, as an HTTP client's error may.
        let adapter = FakeAdapter { request in
            switch request.url.path {
            case let path where path.hasSuffix("/1"):
                var response = answer(id: 1)
                response.headers.add("Set-Cookie", value: "session=\(secrets["setCookie"] ?? ""); Path=/; HttpOnly")
                return response
            case let path where path.hasSuffix("/2"):
                return answer(id: 2, status: 401)
            default:
                throw Leaky(request: request)
            }
        }
        let logCalls = LogCalls(logger: logger, redactingQuery: ["api_key"])
        var api = Service(
            adapter: adapter.with(logCalls),
            URL: try baseURL("https://reader:\(secrets["password"] ?? "")@api.test/v1/")
        )
        api.credentialHeaders = ["X-Api-Key"]
        api.headers = [
            "Authorization": "Bearer \(secrets["authorization"] ?? "")",
            "Proxy-Authorization": "Basic \(secrets["proxy"] ?? "")",
            "Cookie": "theme=dark; session=\(secrets["cookie"] ?? "")",
            "X-Api-Key": secrets["apiKey"] ?? "",
        ]
        api.query = ["api_key": secrets["query"] ?? "", "page": 2]
        _ = try await api.call(Post.show(1))
        _ = try? await api.call(Post.show(2))
        _ = try? await api.call(Post.show(3))

        let entries = handler.entries
        try #require(entries.count == 3)
        // The records are there, with what is not secret in them.
        #expect(
            Self.metadata(entries[0])["url.full"]
                == "https://REDACTED:REDACTED@api.test/v1/posts/1?api_key=REDACTED&page=2"
        )
        #expect(Self.metadata(entries[2])["error.message"]?.contains("Leaky") == true)
        for entry in entries {
            let texts = ["\(entry.message)"] + entry.metadata.map { "\($0.key)=\($0.value)" }
            for (name, secret) in secrets {
                #expect(texts.allSatisfy { !$0.contains(secret) }, "\(name) leaked: \(texts)")
            }
        }
    }
}

/// An error that quotes the request it failed, credentials and all.
struct Leaky: Error, CustomStringConvertible {
    let request: AdapterRequest

    var description: String {
        "Leaky: could not send \(request.method) \(request.url.absoluteString) with \(request.headers)"
    }
}

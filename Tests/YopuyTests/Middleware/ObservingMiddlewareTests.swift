import BlogModel
import Foundation
import Testing
import Yopuy

@Suite("Observing middleware")
struct ObservingMiddlewareTests {
    /// A middleware that only observes: it writes what it sees to `log`, under its name, and
    /// sets the header `X-<name>` on the way in; it throws from `willSend` if told to.
    struct Observer: ObservingMiddleware {
        let name: String
        let log: Recorder<String>
        var refuses = false
        var movesTo: URL?

        struct Refused: Error {}

        func willSend(_ request: inout AdapterRequest) throws -> String {
            log.record("\(name) will send \(request.method.rawValue) \(request.url.path())")
            if refuses {
                throw Refused()
            }
            request.headers["X-\(name)"] = "1"
            if let movesTo {
                request.url = movesTo
            }
            return "\(name)'s observation"
        }

        func didFinish(
            _ request: AdapterRequest,
            with outcome: Result<AdapterResponse, any Error>,
            observation: String
        ) {
            let ending =
                switch outcome {
                case .success(let response): "\(response.status) after \(response.redirections) hops"
                case .failure(let error as CancellationError): "cancelled \(type(of: error))"
                case .failure(let error): "failed \(error)"
                }
            log.record("\(name) did finish \(ending) with \(observation)")
        }
    }

    /// The outcome of a callback call, awaited.
    static func callback<Adapter: HTTPAdapter>(
        _ service: Service<Adapter>,
        timeout: Duration? = nil,
        cancelled: Bool = false
    ) async -> Result<Response<Post>, YopuyError> {
        await withCheckedContinuation { continuation in
            let handle = service.call(Post.show(1), timeout: timeout) { continuation.resume(returning: $0) }
            if cancelled {
                handle.cancel()
            }
        }
    }

    @Test("a callback call through them over a callback adapter starts no task: the adapter runs in the caller's")
    func noTask() async throws {
        let caller = withUnsafeCurrentTask { $0?.hashValue }
        let tasks = Recorder<Int?>()
        let adapter = FakeAdapter { _, callback in
            tasks.record(withUnsafeCurrentTask { $0?.hashValue })
            callback(AdapterResponse(status: 200, body: Data(#"{"id": 1, "title": ""}"#.utf8)))
        }
        let log = Recorder<String>()
        let observed = adapter.with(Observer(name: "A", log: log)).with(try AddHeaders(["X-B": "2"]))
        _ = try await Self.callback(try service(observed)).get()
        // With one middleware that may wait, the same call runs the adapter in a task of its own.
        let waiting = observed.with(Intercept { request, next in try await next(request) })
        _ = try await Self.callback(try service(waiting)).get()

        #expect(caller != nil)
        #expect(tasks.values == [caller, tasks.values.last ?? nil])
        #expect(tasks.values.last != caller, "an async middleware's call runs in a task of its own")
    }

    @Test(
        "outermost first on the way in, last on the way out, the request as each left it, in a callback call and an async one",
        arguments: [false, true]
    )
    func order(async: Bool) async throws {
        let log = Recorder<String>()
        let adapter = FakeAdapter { request, callback in
            log.record("adapter got \(request.headers["X-inner"] ?? "-") \(request.headers["X-outer"] ?? "-")")
            callback(AdapterResponse(status: 200, body: Data(#"{"id": 1, "title": ""}"#.utf8)))
        }
        .with(Observer(name: "inner", log: log))
        .with(Observer(name: "outer", log: log))
        let api = try service(adapter)
        let post = try await async ? api.call(Post.show(1)).value : Self.callback(api).get().value
        #expect(post?.id == 1)
        #expect(
            log.values == [
                "outer will send GET /v1/posts/1",
                "inner will send GET /v1/posts/1",
                "adapter got 1 1",
                "inner did finish 200 after 0 hops with inner's observation",
                "outer did finish 200 after 0 hops with outer's observation",
            ]
        )
    }

    @Test("redirections are followed below them: they see the last answer and its hops; a credential stays home")
    func redirections() async throws {
        let log = Recorder<String>()
        let sent = Recorder<AdapterRequest>()
        let adapter = FakeAdapter { request, callback in
            sent.record(request)
            switch sent.values.count {
            case 1: callback(AdapterResponse(status: 302, headers: ["Location": "/v1/posts/one"]))
            case 2: callback(AdapterResponse(status: 307, headers: ["Location": "http://mirror.test/posts/1"]))
            default: callback(AdapterResponse(status: 200, body: Data(#"{"id": 1, "title": ""}"#.utf8)))
            }
        }
        let api = try service(adapter.with(Observer(name: "A", log: log)))
        let response = try await Self.callback(api).get()
        #expect(response.status == 200)
        #expect(
            sent.values.map(\.url.absoluteString) == [
                "http://api.test/v1/posts/1", "http://api.test/v1/posts/one", "http://mirror.test/posts/1",
            ]
        )
        #expect(log.values.last == "A did finish 200 after 2 hops with A's observation")

        let credentials = Recorder<AdapterRequest>()
        let withToken = try service(
            FakeAdapter { request, callback in
                credentials.record(request)
                callback(
                    credentials.values.count == 1
                        ? AdapterResponse(status: 307, headers: ["Location": "http://mirror.test/posts/1"])
                        : AdapterResponse(status: 200, body: Data(#"{"id": 1, "title": ""}"#.utf8))
                )
            }
            .with(try AddHeaders(["Authorization": "Bearer t0ken"]))
        )
        _ = try await Self.callback(withToken).get()
        #expect(credentials.values.map { $0.headers["Authorization"] } == ["Bearer t0ken", nil])
    }

    @Test("a cancelled call ends at once, and each middleware finishes once, with CancellationError")
    func cancelled() async throws {
        let log = Recorder<String>()
        let api = try service(FakeAdapter { _, _ in }.with(Observer(name: "A", log: log)))
        let outcome = await Self.callback(api, cancelled: true)
        #expect(outcome.failure?.code == .cancelled)
        await eventually { log.values.count == 2 }
        #expect(log.values.last == "A did finish cancelled CancellationError with A's observation")
    }

    @Test("a call that times out is a timeout for the caller; the middleware finishes with CancellationError")
    func timedOut() async throws {
        let log = Recorder<String>()
        let api = try service(FakeAdapter { _, _ in }.with(Observer(name: "A", log: log)))
        let outcome = await Self.callback(api, timeout: .milliseconds(20))
        #expect(outcome.failure?.code == .timedOut)
        await eventually { log.values.count == 2 }
        #expect(log.values.last == "A did finish cancelled CancellationError with A's observation")
    }

    @Test("an error from willSend ends the call unsent; those outside it finish with it, it does not")
    func refusal() async throws {
        let log = Recorder<String>()
        let sent = Recorder<AdapterRequest>()
        let adapter = FakeAdapter { request, _ in sent.record(request) }
            .with(Observer(name: "inner", log: log, refuses: true))
            .with(Observer(name: "outer", log: log))
        let outcome = await Self.callback(try service(adapter))
        #expect(outcome.failure?.code == .transport)
        #expect(sent.values.isEmpty)
        #expect(
            log.values == [
                "outer will send GET /v1/posts/1",
                "inner will send GET /v1/posts/1",
                "outer did finish failed Refused() with outer's observation",
            ]
        )
    }

    @Test("a request moved to another origin with a credential, or given a header that cannot be sent, is refused")
    func checks() async throws {
        let log = Recorder<String>()
        let sent = Recorder<AdapterRequest>()
        let adapter = FakeAdapter { request, _ in sent.record(request) }
        let moved = adapter.with(Observer(name: "A", log: log, movesTo: URL(string: "http://elsewhere.test/")))
            .with(try AddHeaders(["Authorization": "Bearer t0ken"]))
        #expect(await Self.callback(try service(moved)).failure?.code == .invalidURL)

        struct BadHeader: ObservingMiddleware {
            func willSend(_ request: inout AdapterRequest) {
                request.headers["X-Bad"] = "a\r\nInjected: 1"
            }
            func didFinish(
                _ request: AdapterRequest,
                with outcome: Result<AdapterResponse, any Error>,
                observation: Void
            ) {}
        }
        #expect(await Self.callback(try service(adapter.with(BadHeader()))).failure?.code == .invalidHeader)
        #expect(sent.values.isEmpty)
        #expect(log.values.last?.hasPrefix("A did finish failed") == true)
    }

    @Test("generated chains and answers: a callback call and an async call observe the same, and end the same")
    func parity() async throws {
        for seed in UInt64(0)..<150 {
            var generator = SeededGenerator(seed: seed)
            let depth = Int.random(in: 1...4, using: &generator)
            let hops = Int.random(in: 0...2, using: &generator)
            let ending = [200, 204, 404, 500, -1].randomElement(using: &generator) ?? 200
            let refusing = Bool.random(using: &generator) ? Int.random(in: 0..<depth, using: &generator) : nil

            func observe(async: Bool) async throws -> [String] {
                let log = Recorder<String>()
                let count = Recorder<Int>()
                let adapter = FakeAdapter { request, callback in
                    let sent = count.record(0)
                    log.record("adapter got \(request.url.path()) \(request.headers.fields.map(\.name).sorted())")
                    if sent <= hops {
                        callback(AdapterResponse(status: 301, headers: ["Location": "/v1/posts/\(sent + 1)"]))
                    } else if ending < 0 {
                        callback(AdapterResponse(error: URLError(.networkConnectionLost)))
                    } else {
                        callback(AdapterResponse(status: ending, body: Data(#"{"id": 1, "title": ""}"#.utf8)))
                    }
                }
                func observer(_ level: Int) -> Observer {
                    Observer(name: "L\(level)", log: log, refuses: level == refusing)
                }
                func run(_ chain: some HTTPAdapter) async throws {
                    let api = try service(chain)
                    let outcome: Result<Response<Post>, YopuyError>
                    if async {
                        do {
                            outcome = .success(try await api.call(Post.show(1)))
                        } catch {
                            outcome = .failure(error)
                        }
                    } else {
                        outcome = await Self.callback(api)
                    }
                    let said =
                        switch outcome {
                        case .success(let response): "\(response.status)"
                        case .failure(let error): "\(error.code)"
                        }
                    log.record("caller got \(said)")
                }
                // Nested as a user nests them, one type for each depth, so that the service
                // sees the chain's shape.
                switch depth {
                case 1: try await run(adapter.with(observer(0)))
                case 2: try await run(adapter.with(observer(0)).with(observer(1)))
                case 3: try await run(adapter.with(observer(0)).with(observer(1)).with(observer(2)))
                default: try await run(adapter.with(observer(0)).with(observer(1)).with(observer(2)).with(observer(3)))
                }
                return log.values
            }
            let callback = try await observe(async: false)
            let async = try await observe(async: true)
            #expect(callback == async, "seed \(seed)")
        }
    }
}

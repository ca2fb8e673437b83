import BlogModel
import Foundation
import Testing
import Yopuy

@Suite("Service: erased")
struct ServiceErasedTests {
    /// A client as an app writes one: the configured service kept in a property, its middleware
    /// stack not spelled.
    final class BlogClient: Sendable {
        let api: AnyService

        init(adapter: some HTTPAdapter, token: String) throws {
            var api = try service(adapter.with(AddHeaders(["Authorization": "Bearer \(token)"])).with(ETagCache()))
            api.timeout = .seconds(5)
            self.api = api.erased()
        }

        func post(_ id: Int) async throws(YopuyError) -> Post? {
            try await api.call(Post.show(id)).value
        }
    }

    @Test("keeps the base URL, headers, query, timeout and error body parser")
    func keepsSettings() async throws {
        let requests = Recorder<AdapterRequest>()
        var concrete = try service(
            FakeAdapter { request, callback in
                requests.record(request)
                callback(AdapterResponse(status: 404, body: Data(#"{"message": "gone"}"#.utf8)))
            }
        )
        concrete.headers["X-Key"] = "k"
        concrete.query = ["api_version": 2]
        concrete.timeout = .seconds(7)
        concrete.errorBody = .json(Message.self)
        let erased: AnyService = concrete.erased()

        #expect(erased.baseURL == concrete.baseURL)
        #expect(erased.headers == concrete.headers)
        #expect(erased.query == concrete.query)
        #expect(erased.timeout == .seconds(7))
        let error = await #expect(throws: YopuyError.self) { try await erased.call(Post.show(1), query: ["page": 2]) }
        #expect((error?.parsedBody as? Message)?.message == "gone")
        let request = try #require(requests.values.first)
        #expect(request.url.absoluteString == "http://api.test/v1/posts/1?api_version=2&page=2")
        #expect(request.headers["x-key"] == "k")
        #expect(request.timeout == .seconds(7))
    }

    @Test("a client class keeps its configured service in a property")
    func clientClass() async throws {
        let requests = Recorder<AdapterRequest>()
        let client = try BlogClient(
            adapter: FakeAdapter { request, callback in
                requests.record(request)
                callback(AdapterResponse(status: 200, body: Data(#"{"id": 3, "title": "kept"}"#.utf8)))
            },
            token: "t"
        )
        #expect(try await client.post(3)?.title == "kept")
        #expect(requests.values.first?.headers["Authorization"] == "Bearer t")
    }

    @Test("erasing an erased service returns it, without a second wrapper")
    func erasesOnce() throws {
        let erased = try service(FakeAdapter.answering(200)).erased()
        #expect(erased.erased().adapter.base is FakeAdapter)
    }

    @Test("cancelling a call through an erased service cancels the wrapped adapter's work")
    func cancellationReachesTheAdapter() async throws {
        let hanging = HangingAdapter()
        let erased = try service(hanging.with(ETagCache())).erased()
        let task = Task { try await erased.call(Post.show(1)) }
        while !hanging.hasStarted {
            await Task.yield()
        }
        task.cancel()
        let error = await #expect(throws: YopuyError.self) { try await task.value }
        #expect(error?.code == .cancelled)
        await eventually { hanging.wasCancelled }
        #expect(hanging.wasCancelled)
    }

    @Test("a timeout through an erased service cancels the wrapped adapter's work")
    func timeoutReachesTheAdapter() async throws {
        let hanging = HangingAdapter()
        let erased = try service(hanging).erased()
        let error = try await #require(throws: YopuyError.self) {
            _ = try await erased.call(Post.show(1), timeout: .milliseconds(50))
        }
        #expect(error.code == .timedOut)
        await eventually { hanging.wasCancelled }
        #expect(hanging.wasCancelled)
    }

    struct Message: Decodable, Sendable {
        var message: String
    }
}

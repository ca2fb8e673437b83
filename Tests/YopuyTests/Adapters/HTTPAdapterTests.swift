import BlogModel
import Foundation
import Testing
import Yopuy

/// The README's promise: a test adapter is a few lines.
private struct CannedAdapter: HTTPAdapter {
    let body: Data

    func perform(
        _ method: HTTPMethod,
        request: AdapterRequest,
        callback: @escaping @Sendable (AdapterResponse) -> Void
    ) {
        callback(AdapterResponse(status: 200, body: body))
    }
}

/// The seed's spelling of the requirement, without `@Sendable`, still satisfies it.
private struct SeedStyleAdapter: HTTPAdapter {
    func perform(_ method: HTTPMethod, request: AdapterRequest, callback: @escaping (AdapterResponse) -> Void) {
        callback(AdapterResponse(status: 200, body: Data(#"{"id": 1, "title": "seed"}"#.utf8)))
    }
}

@Suite("HTTPAdapter")
struct HTTPAdapterTests {
    static let request = AdapterRequest(method: .get, url: URL(fileURLWithPath: "/"))

    @Test("a custom adapter is a few lines")
    func canned() async throws {
        let service = try service(CannedAdapter(body: Data(#"{"id": 7, "title": "canned"}"#.utf8)))
        #expect(try await service.call(Post.show(7)).value?.title == "canned")
    }

    @Test("an adapter written with the seed's signature works")
    func seedStyle() async throws {
        let service = try service(SeedStyleAdapter())
        #expect(try await service.call(Post.show(1)).value?.title == "seed")
    }

    @Test("send reaches a callback adapter from async code and throws its error")
    func sendCallback() async throws {
        struct Down: Error {}
        let answer = try await FakeAdapter.answering(202, "ok").send(Self.request)
        #expect(answer.status == 202)
        #expect(answer.body == Data("ok".utf8))
        await #expect(throws: Down.self) {
            _ = try await FakeAdapter { _, callback in callback(AdapterResponse(error: Down())) }.send(Self.request)
        }
    }

    @Test("send reaches an async adapter and throws its error")
    func sendAsync() async throws {
        struct Down: Error {}
        #expect(try await FakeAsyncAdapter { _ in AdapterResponse(status: 201) }.send(Self.request).status == 201)
        await #expect(throws: Down.self) { _ = try await FakeAsyncAdapter { _ in throw Down() }.send(Self.request) }
    }

    @Test("send abandons a callback adapter that never answers when its task is cancelled")
    func sendCancelled() async throws {
        let task = Task { try await FakeAdapter { _, _ in }.send(Self.request) }
        task.cancel()
        await #expect(throws: CancellationError.self) { _ = try await task.value }
    }

    @Test("an async adapter also works through the callback requirement")
    func asyncThroughCallback() async throws {
        let adapter = FakeAsyncAdapter { request in AdapterResponse(status: 200, body: Data(request.url.path.utf8)) }
        let response = await withCheckedContinuation { continuation in
            adapter.perform(.get, request: Self.request) { continuation.resume(returning: $0) }
        }
        #expect(response.status == 200)
        #expect(response.body == Data("/".utf8))
    }
}

@Suite("AnyHTTPAdapter")
struct AnyHTTPAdapterTests {
    @Test("erases callback and async adapters alike, for a choice made at run time", arguments: [false, true])
    func erases(useAsync: Bool) async throws {
        let body = Data(#"{"id": 4, "title": "any"}"#.utf8)
        let adapter =
            useAsync
            ? AnyHTTPAdapter(FakeAsyncAdapter { _ in AdapterResponse(status: 200, body: body) })
            : AnyHTTPAdapter(FakeAdapter.answering(200, String(decoding: body, as: UTF8.self)))
        let service = try service(adapter)
        #expect(try await service.call(Post.show(4)).value?.title == "any")
    }

    @Test("does not nest when wrapping itself")
    func flattens() {
        let once = AnyHTTPAdapter(FakeAdapter.answering(200))
        #expect(AnyHTTPAdapter(once).base is FakeAdapter)
    }

    @Test("a wrapped callback adapter that never answers is still cancelled and timed out")
    func cancellation() async throws {
        let service = try service(AnyHTTPAdapter(FakeAdapter { _, _ in }))
        let error = try await #require(throws: YopuyError.self) {
            _ = try await service.call(Post.show(1), timeout: .milliseconds(50))
        }
        #expect(error.code == .timedOut)
    }
}

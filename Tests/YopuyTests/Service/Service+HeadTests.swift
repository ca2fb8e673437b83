import BlogModel
import Foundation
import Testing
import Yopuy

@Suite("Service: HEAD")
struct ServiceHeadTests {
    @Test("asks any path that reads for its status and headers: show, list, a GET action, the base URL")
    func everyReadingPath() async throws {
        let (adapter, sent) = scripted([
            AdapterResponse(status: 200, headers: ["X-Total-Count": "3"], body: Data("ignored".utf8))
        ])
        let api = try service(adapter)
        let list = try await api.head(Post.list, query: ["tag": "a"])
        #expect(list.headers["X-Total-Count"] == "3")
        #expect(list.status == 200)
        #expect(list.value == nil)
        _ = try await api.head(Post.show(1) / Comment.show(2))
        _ = try await api.head(Post.Search.action)
        _ = try await api.head(Home.show)
        #expect(sent.values.map(\.method) == [.head, .head, .head, .head])
        #expect(
            sent.values.map(\.url.absoluteString) == [
                "http://api.test/v1/posts?tag=a", "http://api.test/v1/posts/1/comments/2",
                "http://api.test/v1/posts/search", "http://api.test/v1",
            ]
        )
    }

    @Test("a 404 says the record is not there, as a typed error; the callback form says the same")
    func missing() async throws {
        let api = try service(FakeAdapter.answering(404))
        let error = await #expect(throws: YopuyError.self) { _ = try await api.head(Post.show(9)) }
        #expect(error?.status == 404)
        let outcome = await withCheckedContinuation { continuation in
            api.head(Post.show(9)) { continuation.resume(returning: $0) }
        }
        #expect((try? outcome.get()) == nil)
    }

    @Test("Retry sends a HEAD again, and LogExchanges writes it as curl --head")
    func middleware() async throws {
        let entries = Recorder<LogExchanges.Entry>()
        let (adapter, sent) = scripted([answer(503), AdapterResponse(status: 200)])
        let api = try service(
            adapter.with(Retry(delay: .seconds(1), clock: ImmediateClock())).with(LogExchanges { entries.record($0) })
        )
        let response = try await api.head(Post.show(1))
        #expect(response.attempts == 2)
        #expect(sent.values.count == 2)
        #expect(entries.values.first?.curl == "curl --head 'http://api.test/v1/posts/1'")
    }
}

private struct Home: SingularRootResource, IsShowable, AnswersNoContent {
    static let path = ""
}

import BlogModel
import Foundation
import Testing
import Yopuy
import YopuyTesting

@Suite("RequestRecorder")
struct RequestRecorderTests {
    @Test("records method, URL, query, headers and body, in order, around any adapter")
    func records() async throws {
        let recorder = RequestRecorder()
        let stub = StubAdapter().on(.get, "**", .json("[]")).on(.post, "**", .json(#"{"id": 1, "title": "T"}"#))
        var service = try service(stub.recording(into: recorder))
        service.headers["Authorization"] = "Bearer t"
        _ = try await service.call(Post.list, query: ["page": 2])
        _ = try await service.call(Post.create, body: .json(Post(id: 0, title: "T")))

        #expect(recorder.requests.map(\.method) == [.get, .post])
        let list = try #require(recorder.requests.first)
        #expect(list.url.absoluteString == "http://api.test/v1/posts?page=2")
        #expect(list.path == "/v1/posts")
        #expect(list.query["page"] == 2)
        #expect(list.headers["Authorization"] == "Bearer t")
        #expect(list.body == nil)
        #expect(list.bodyText == nil)

        let create = try #require(recorder.last)
        #expect(create.bodyJSON == ["id": 0, "title": "T"])
        #expect(try create.decodedBody(as: Post.self) == Post(id: 0, title: "T"))
        #expect(create.bodyText?.contains(#""title":"T""#) == true)

        recorder.removeAll()
        #expect(recorder.requests.isEmpty)
    }

    @Test("records requests that fail, too")
    func failures() async throws {
        let recorder = RequestRecorder()
        let service = try service(StubAdapter().recording(into: recorder))
        _ = try? await service.call(Post.show(1))
        #expect(recorder.requests.map(\.path) == ["/v1/posts/1"])
    }
}

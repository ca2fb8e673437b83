import BlogModel
import Foundation
import Testing
import Yopuy

/// `PUT /posts/1/lock` and `DELETE /posts/1/lock`, answering 204, as GitHub's issue lock does.
struct Lock: SingularChildResource, IsReplaceable, IsDeletable, AnswersNoContent {
    typealias Parent = Post
    static let path = "lock"
}

extension Post {
    /// `PUT /posts/1/pin`, an action that answers 204.
    enum Pin: RecordAction, AnswersNoContent {
        typealias Parent = Post
        typealias Method = PUT
        static let path = "pin"
    }
}

@Suite("AnswersNoContent")
struct AnswersNoContentTests {
    @Test("a 204 is a success with no value, for a resource and for an action")
    func noContent() async throws {
        let sent = Recorder<String>()
        let service = try service(
            FakeAdapter { request, callback in
                sent.record("\(request.method) \(request.url.path)")
                callback(AdapterResponse(status: 204))
            }
        )
        let locked: Response<NoContent> = try await service.call(Post.show(1) / Lock.replace)
        let unlocked = try await service.call(Post.show(1) / Lock.delete)
        let pinned = try await service.call(Post.show(1) / Post.Pin.action)
        #expect([locked.status, unlocked.status, pinned.status] == [Int](repeating: 204, count: 3))
        #expect(locked.isEmpty)
        #expect(unlocked.isEmpty)
        #expect(pinned.isEmpty)
        #expect(sent.values == ["PUT /v1/posts/1/lock", "DELETE /v1/posts/1/lock", "PUT /v1/posts/1/pin"])
    }

    @Test("a body that comes anyway is ignored, never a parse failure")
    func bodyIgnored() async throws {
        let service = try service(FakeAdapter.answering(200, "not JSON at all"))
        let response = try await service.call(Post.show(1) / Lock.replace)
        #expect(response.value == NoContent())
        #expect(response.status == 200)
    }
}

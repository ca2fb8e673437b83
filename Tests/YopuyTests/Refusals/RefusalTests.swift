import BlogModel
import Foundation
import Testing
import Yopuy

/// A refusal made callable on purpose: a user's own conformance to ``IDRefusal``.
private enum Unrefused: IDRefusal {}

/// A path type of a user's own that `/` would take through its refusal.
private struct Stray: MisplacedPath {
    typealias Resource = Comment
    typealias Kind = SingularPath
    typealias Method = GET
}

@Suite("Refusals")
struct RefusalTests {
    @Test("a refusal made callable builds a path that fails with invalidPath and is never sent")
    func neverSent() async throws {
        let sent = Recorder<String>()
        let service = try service(
            FakeAdapter { request, callback in
                sent.record(request.url.absoluteString)
                callback(AdapterResponse(status: 200))
            }
        )
        let wrongID = Post.show("1", refusal: Unrefused.self)
        let stray = Post.show(1) / Stray()
        _ = try await service.call(Post.show(1))  // the control: a path that is sent
        let error = try await #require(throws: YopuyError.self) { _ = try await service.call(wrongID) }
        #expect(error.code == .invalidPath)
        #expect(error.reason.contains("refusal"))
        let strayError = try await #require(throws: YopuyError.self) { _ = try await service.call(stray) }
        #expect(strayError.code == .invalidPath)
        #expect(sent.values == ["http://api.test/v1/posts/1"])
    }
}

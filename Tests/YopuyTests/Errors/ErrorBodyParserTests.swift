import BlogModel
import Foundation
import Testing
import Yopuy

/// GitHub's error body: `{"message": "Not Found", "documentation_url": "…"}`.
struct GitHubMessage: Decodable, Sendable, CustomStringConvertible, Equatable {
    var message: String
    var description: String { message }
}

@Suite("Typed error bodies")
struct ErrorBodyParserTests {
    static let notFound = #"{"message":"Not Found","documentation_url":"https://docs.github.com"}"#

    /// The error of a call to `Post.show(9)` answered with `status` and `body`, through a
    /// callback adapter or an async one.
    func failure(
        status: Int = 404,
        body: String = notFound,
        async: Bool,
        parser: ErrorBodyParser?
    ) async throws -> YopuyError {
        let response = AdapterResponse(status: status, headers: ["X-Request": "7"], body: Data(body.utf8))
        if async {
            var service = try service(FakeAsyncAdapter { _ in response })
            service.errorBody = parser
            return try #require(await #expect(throws: YopuyError.self) { try await service.call(Post.show(9)) })
        }
        var service = try service(FakeAdapter { _, callback in callback(response) })
        service.errorBody = parser
        return try #require(await #expect(throws: YopuyError.self) { try await service.call(Post.show(9)) })
    }

    @Test("a service's parser reads the API's error, and the raw answer stays", arguments: [false, true])
    func perService(async: Bool) async throws {
        let error = try await failure(async: async, parser: .json(GitHubMessage.self))
        #expect(error.code == .unacceptableStatus)
        #expect(error.parsedBody as? GitHubMessage == GitHubMessage(message: "Not Found"))
        #expect(error.decodedBody(as: GitHubMessage.self)?.message == "Not Found")
        #expect(error.status == 404)
        #expect(error.headers?["X-Request"] == "7")
        #expect(error.body == Data(Self.notFound.utf8))
        #expect(error.description.hasSuffix("(GET http://api.test/v1/posts/9): Not Found"))
    }

    @Test("without a parser, one call's error decodes in one line", arguments: [false, true])
    func perCall(async: Bool) async throws {
        let error = try await failure(async: async, parser: nil)
        #expect(error.parsedBody == nil)
        #expect(error.decodedBody(as: GitHubMessage.self)?.message == "Not Found")
        #expect(error.decodedBody(as: [Int].self) == nil)
        #expect(!error.description.contains("Not Found"))
    }

    @Test("a body the parser rejects stays raw")
    func rejected() async throws {
        let error = try await failure(
            status: 502,
            body: "<html>Bad gateway</html>",
            async: false,
            parser: .json(GitHubMessage.self)
        )
        #expect(error.parsedBody == nil)
        #expect(error.decodedBody(as: GitHubMessage.self) == nil)
        #expect(error.body == Data("<html>Bad gateway</html>".utf8))
        #expect(error.status == 502)
    }

    @Test("a parser of one's own reads any format, and sees only failed answers' non-empty bodies")
    func ownParser() async throws {
        let seen = Recorder<String>()
        let parser = ErrorBodyParser { data in
            let text = String(decoding: data, as: UTF8.self)
            seen.record(text)
            return text.uppercased()
        }
        let error = try await failure(status: 429, body: "slow down", async: false, parser: parser)
        #expect(error.parsedBody as? String == "SLOW DOWN")
        _ = try await failure(status: 500, body: "", async: true, parser: parser)

        var service = try service(FakeAdapter.answering(200, #"{"id":1,"title":"ok"}"#))
        service.errorBody = parser
        _ = try await service.call(Post.show(1))
        #expect(seen.values == ["slow down"])
    }

    @Test("errors that are not about the answer carry no parsed body")
    func otherFailures() async throws {
        var service = try service(FakeAdapter.answering(200, "not json"))
        service.errorBody = ErrorBodyParser { _ in "parsed" }
        let error = try #require(await #expect(throws: YopuyError.self) { try await service.call(Post.show(1)) })
        #expect(error.code == .parseFailure)
        #expect(error.parsedBody == nil)
    }
}

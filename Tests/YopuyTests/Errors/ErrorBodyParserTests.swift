import BlogModel
import Foundation
import Testing
import Yopuy

/// GitHub's error body: `{"message": "Not Found", "documentation_url": "…"}`.
struct GitHubMessage: Decodable, Sendable, CustomStringConvertible, Equatable {
    var message: String
    var description: String { message }
}

/// Amazon S3's error body, `<Error><Code>NoSuchKey</Code><Message>…</Message></Error>`: not
/// `Decodable`, read from XML by a scan of its elements.
struct S3Error: Sendable, Equatable {
    struct NotAnS3Error: Error {}

    var code: String
    var message: String

    init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    init(xml data: Data) throws {
        let xml = String(decoding: data, as: UTF8.self)
        func text(of element: String) -> String? {
            guard let start = xml.range(of: "<\(element)>"),
                let end = xml[start.upperBound...].range(of: "</\(element)>")
            else {
                return nil
            }
            return String(xml[start.upperBound..<end.lowerBound])
        }
        guard let code = text(of: "Code") else {
            throw NotAnS3Error()
        }
        self.code = code
        self.message = text(of: "Message") ?? ""
    }
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

    static let noSuchKey = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message>\
        <Key>photos/2006/February/sample.jpg</Key><RequestId>4442587FB7D0A2F9</RequestId></Error>
        """

    @Test("a value that is not Decodable, parsed from XML, reads back typed", arguments: [false, true])
    func nonDecodable(async: Bool) async throws {
        let parser = ErrorBodyParser { data in try S3Error(xml: data) }
        let error = try await failure(body: Self.noSuchKey, async: async, parser: parser)
        let expected = S3Error(code: "NoSuchKey", message: "The specified key does not exist.")
        #expect(error.parsedBody(as: S3Error.self) == expected)
        #expect(error.parsedBody(as: S3Error.self)?.code == "NoSuchKey")
        #expect(error.status == 404)
        #expect(error.body == Data(Self.noSuchKey.utf8))
    }

    @Test("the typed accessor gives nil for another type, without a parser, and for a rejected body")
    func typedAccessorNil() async throws {
        let s3 = ErrorBodyParser { data in try S3Error(xml: data) }
        let parsed = try await failure(body: Self.noSuchKey, async: false, parser: s3)
        #expect(parsed.parsedBody(as: GitHubMessage.self) == nil)
        #expect(parsed.parsedBody(as: String.self) == nil)

        let unparsed = try await failure(body: Self.noSuchKey, async: false, parser: nil)
        #expect(unparsed.parsedBody(as: S3Error.self) == nil)
        #expect(unparsed.parsedBody(as: String.self) == nil)

        let rejected = try await failure(status: 502, body: "<html>Bad gateway</html>", async: false, parser: s3)
        #expect(rejected.parsedBody(as: S3Error.self) == nil)

        let json = try await failure(async: false, parser: .json(GitHubMessage.self))
        #expect(json.parsedBody(as: GitHubMessage.self) == GitHubMessage(message: "Not Found"))
        #expect(json.parsedBody(as: S3Error.self) == nil)
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

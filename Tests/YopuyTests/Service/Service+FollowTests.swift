import BlogModel
import Foundation
import Testing
import Yopuy

@Suite("Service: following a URL the server handed back")
struct ServiceFollowTests {
    @Test(
        "a Location, absolute or relative, is resolved against the request's URL and followed",
        arguments: [
            ("/v1/uploads/u1?_state=a%2Bb", "http://api.test/v1/uploads/u1?_state=a%2Bb&digest=sha256%3Aab"),
            ("uploads/u1?_state=a%2Bb", "http://api.test/v1/posts/1/uploads/u1?_state=a%2Bb&digest=sha256%3Aab"),
            ("http://API.test:80/v1/uploads/u1?digest=old#frag", "http://API.test:80/v1/uploads/u1?digest=sha256%3Aab"),
        ]
    )
    func followsLocation(location: String, sent: String) async throws {
        let (adapter, requests) = scripted([
            AdapterResponse(status: 202, headers: ["Location": location]),
            AdapterResponse(status: 201, body: Data(#"{"id": 7, "title": "Up"}"#.utf8)),
        ])
        var api = try service(adapter)
        api.headers["Authorization"] = "Bearer t"
        let started = try await api.call(Post.show(1) / Post.Publish.action)
        let url = try #require(started.location)
        let finished = try await api.follow(
            url,
            as: Finish.self,
            query: ["digest": "sha256:ab"],
            body: Chunk(size: 5)
        )
        #expect(finished.value?.id == 7)
        let request = try #require(requests.values.last)
        #expect(request.method == .put)
        #expect(request.url.absoluteString == sent)
        #expect(request.headers["Authorization"] == "Bearer t")
        #expect(request.headers["Content-Type"] == "application/json")
        #expect(request.body == Data(#"{"size":5}"#.utf8))
    }

    @Test(
        "a URL on another origin, or with user information, is refused and nothing is sent",
        arguments: [
            "http://evil.test/v1/x", "https://api.test/v1/x", "http://api.test:8080/v1/x", "http://u:p@api.test/v1/x",
        ]
    )
    func refusesOtherOrigins(target: String) async throws {
        let (adapter, requests) = scripted([AdapterResponse(status: 200)])
        let api = try service(adapter)
        let url = try #require(URL(string: target))
        let error = await #expect(throws: YopuyError.self) {
            _ = try await api.follow(url, as: Finish.self, body: Chunk(size: 1))
        }
        #expect(error?.code == .invalidURL)
        let outcome = await withCheckedContinuation { continuation in
            api.follow(url, as: Finish.self, body: Chunk(size: 1)) { continuation.resume(returning: $0) }
        }
        #expect((try? outcome.get()) == nil)
        #expect(requests.values.isEmpty)
    }

    @Test("Content-Location reads the same way; a missing or empty header is nil")
    func contentLocation() async throws {
        let api = try service(
            FakeAdapter.answering(200, "{}", headers: ["Content-Location": " posts/2 ", "Location": ""])
        )
        let response = try await api.call(Home.show)
        // Relative to the base URL itself, http://api.test/v1, as RFC 3986 resolves it.
        #expect(response.contentLocation?.absoluteString == "http://api.test/posts/2")
        #expect(response.location == nil)
        #expect(response.url(inHeader: "Link") == nil)
    }
}

private struct Chunk: EncodesJSON {
    var size: Int
}

private enum Finish: LocationAction, DecodesJSON {
    typealias Method = PUTWith<Chunk>
    static func parse(singular data: Data) throws -> Post {
        try JSONDecoder().decode(Post.self, from: data)
    }
}

private struct Home: SingularRootResource, IsShowable, AnswersNoContent {
    static let path = ""
}

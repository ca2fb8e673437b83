import BlogModel
import Foundation
import Testing
import Yopuy

/// A table's rows as objects: the shape every call to it asks for (Datasette's `_shape`).
private struct Row: RootResource, IsListable, IsShowable {
    static let path = "rows"
    static let query: Query = ["_shape": "objects", "_size": 10]
    let id: Int
    static func parse(singular data: Data) throws -> Data { data }
    static func parse(collection data: Data) throws -> Data { data }
}

/// A post's comments with a query of their own.
private struct ThreadedComment: ChildResource, IsListable {
    typealias Parent = Post
    static let path = "comments"
    static let query: Query = ["threaded": true]
    let id: Int
    static func parse(collection data: Data) throws -> Data { data }
}

/// A stream of events whose resource asks for a format.
private enum RowFeed: CollectionAction {
    typealias Target = Row
    typealias Method = GET
    typealias Kind = EventStreamPath
    static let path = "feed"
    static let query: Query = ["format": "sse"]
    static func parse(singular data: Data) throws -> Data { data }
}

/// Where an upload's `Location` goes: a URL the server wrote, sent as it is.
private enum Upload: LocationAction {
    typealias Method = GET
    static let query: Query = ["never": "sent"]
    static func parse(singular data: Data) throws -> Data { data }
}

/// A name and a value that need encoding.
private struct Search: RootResource, IsListable {
    static let path = "search"
    static let query: Query = ["q w": "a&b=c"]
    let id: Int
    static func parse(collection data: Data) throws -> Data { data }
}

@Suite("Resource.query: the query parameters a resource always sends")
struct ResourceQueryTests {
    @Test("a resource that declares none sends none of its own, and the service's query as it was")
    func noneByDefault() async throws {
        #expect(Post.query.isEmpty)
        let plain = try await sentRequest { service in _ = try await service.call(Post.show(1)) }
        #expect(plain.url.absoluteString == "http://api.test/v1/posts/1")
        let withService = try await sentRequest { service in
            _ = try await service.call(Post.show(1))
        } configure: { service in
            service.query = ["key": "k"]
        }
        #expect(withService.url.absoluteString == "http://api.test/v1/posts/1?key=k")
    }

    @Test("every call to the resource sends it, whatever its kind")
    func everyCall() async throws {
        let shown = try await sentRequest { service in _ = try await service.call(Row.show(1)) }
        let listed = try await sentRequest { service in _ = try await service.call(Row.list) }
        let headed = try await sentRequest { service in _ = try await service.head(Row.show(1)) }
        #expect(shown.url.absoluteString == "http://api.test/v1/rows/1?_shape=objects&_size=10")
        #expect(listed.url.absoluteString == "http://api.test/v1/rows?_shape=objects&_size=10")
        #expect(headed.url.absoluteString == "http://api.test/v1/rows/1?_shape=objects&_size=10")
        #expect(headed.method == .head)
    }

    @Test("merged in order: the service's, then the resource's, then the call's, each replacing by name")
    func order() async throws {
        let request = try await sentRequest { service in
            _ = try await service.call(Row.list, query: ["_size": 50, "q": "x"])
        } configure: { service in
            service.query = ["_shape": "arrays", "key": "k"]
        }
        #expect(request.url.absoluteString == "http://api.test/v1/rows?_shape=objects&key=k&_size=50&q=x")
    }

    @Test("a composed path sends the query of the type it ends with, encoded as a call's is")
    func composedAndEncoded() async throws {
        let child = try await sentRequest { service in _ = try await service.call(Post.show(1) / ThreadedComment.list) }
        #expect(child.url.absoluteString == "http://api.test/v1/posts/1/comments?threaded=true")
        let parent = try await sentRequest { service in _ = try await service.call(Post.show(1)) }
        #expect(parent.url.query == nil)
        let encoded = try await sentRequest { service in _ = try await service.call(Search.list) }
        #expect(encoded.url.absoluteString == "http://api.test/v1/search?q%20w=a%26b%3Dc")
    }

    @Test(
        "event streams, streamed bodies and pages send it; a next page's URL and a followed Location are sent as written"
    )
    func streamsPagesAndFollow() async throws {
        let sent = Recorder<AdapterRequest>()
        let adapter = FakeStreamingAdapter { request in
            sent.record(request)
            let headers: HTTPHeaders =
                request.url.path.hasSuffix("feed")
                ? ["Content-Type": "text/event-stream"]
                : request.url.path == "/v1/rows" && !(request.url.query ?? "").contains("page")
                    ? ["Link": "<http://api.test/v1/rows?page=2>; rel=\"next\""] : [:]
            return StreamedAdapterResponse(status: 200, headers: headers, body: streamedBody(["x"]))
        }
        let api = try service(adapter)
        _ = try await api.events(RowFeed.action).reduce(into: 0) { count, _ in count += 1 }
        _ = try await api.stream(Row.show(7)).body.collect(upTo: 100)
        for try await _ in api.pages(Row.list, maxPages: 2) {}
        _ = try await api.follow(#require(URL(string: "http://api.test/v1/uploads/u1?part=2")), as: Upload.self)
        let urls = sent.values.map(\.url.absoluteString)
        #expect(
            urls == [
                "http://api.test/v1/rows/feed?format=sse",
                "http://api.test/v1/rows/7?_shape=objects&_size=10",
                "http://api.test/v1/rows?_shape=objects&_size=10",
                "http://api.test/v1/rows?page=2",
                "http://api.test/v1/uploads/u1?part=2",
            ]
        )
    }
}

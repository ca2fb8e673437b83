import BlogModel
import Foundation
import Testing
import Yopuy

/// A file's contents in GitHub's raw media type: the `Accept` every call to it needs.
private struct RawFile: RootResource, IsShowable, IsListable {
    static let path = "files"
    static let headers: HTTPHeaders = ["Accept": "application/vnd.github.raw+json", "X-Api-Version": "2022-11-28"]
    let id: String
    static func parse(singular data: Data) throws -> String { String(decoding: data, as: UTF8.self) }
    static func parse(collection data: Data) throws -> [String] { [String(decoding: data, as: UTF8.self)] }
}

/// A post's comments as a diff: a child resource with headers of its own.
private struct CommentDiff: ChildResource, IsShowable {
    typealias Parent = Post
    static let path = "comments"
    static let headers: HTTPHeaders = ["Accept": "application/vnd.github.diff"]
    let id: Int
    static func parse(singular data: Data) throws -> Data { data }
}

/// An action with its own `Accept`, on a record whose resource declares none.
private enum Render: RecordAction {
    typealias Parent = Post
    typealias Method = POST
    static let path = "render"
    static let headers: HTTPHeaders = ["Accept": "text/html"]
    static func parse(singular data: Data) throws -> Data { data }
}

/// A stream of events whose resource asks for a version header.
private enum PostFeed: CollectionAction {
    typealias Target = Post
    typealias Method = GET
    typealias Kind = EventStreamPath
    static let path = "feed"
    static let headers: HTTPHeaders = ["X-Api-Version": "2"]
    static func parse(singular data: Data) throws -> Data { data }
}

/// Where an upload's `Location` goes, with the header the upload API wants on every step.
private enum Chunk: LocationAction {
    typealias Method = GET
    static let headers: HTTPHeaders = ["X-Upload-Protocol": "resumable"]
    static func parse(singular data: Data) throws -> Data { data }
}

/// A resource whose declared header cannot be sent.
private struct Broken: RootResource, IsShowable {
    static let path = "broken"
    static let headers: HTTPHeaders = ["X-Evil": "a\r\nX-Injected: 1"]
    let id: Int
    static func parse(singular data: Data) throws -> Data { data }
}

@Suite("Resource.headers: the header fields a resource or an action always sends")
struct ResourceHeadersTests {
    @Test("a resource that declares none sends none of its own")
    func noneByDefault() async throws {
        #expect(Post.headers.isEmpty)
        let request = try await sentRequest { service in _ = try await service.call(Post.show(1)) }
        #expect(request.headers.isEmpty)
    }

    @Test("every call to the resource sends them, whatever its kind")
    func everyCall() async throws {
        let shown = try await sentRequest { service in _ = try await service.call(RawFile.show("README.md")) }
        let listed = try await sentRequest { service in _ = try await service.call(RawFile.list) }
        let headed = try await sentRequest { service in _ = try await service.head(RawFile.show("README.md")) }
        for request in [shown, listed, headed] {
            #expect(request.headers["Accept"] == "application/vnd.github.raw+json")
            #expect(request.headers["X-Api-Version"] == "2022-11-28")
        }
        #expect(headed.method == .head)
    }

    @Test("merged in order: the service's, then the resource's, then the call's, each replacing by name")
    func order() async throws {
        let request = try await sentRequest { service in
            _ = try await service.call(RawFile.show("a"), headers: ["x-api-version": "2026-01-01"])
        } configure: { service in
            service.headers = ["accept": "application/vnd.github+json", "Authorization": "Bearer t"]
        }
        #expect(request.headers.values(for: "Accept") == ["application/vnd.github.raw+json"])
        #expect(request.headers.values(for: "X-Api-Version") == ["2026-01-01"])
        #expect(request.headers["Authorization"] == "Bearer t")
        #expect(request.headers.fields.count == 3)
    }

    @Test("a composed path sends the headers of the type it ends with; an action its own, not its record's")
    func composedAndActions() async throws {
        let child = try await sentRequest { service in _ = try await service.call(Post.show(1) / CommentDiff.show(2)) }
        #expect(child.url.absoluteString == "http://api.test/v1/posts/1/comments/2")
        #expect(child.headers["Accept"] == "application/vnd.github.diff")
        let action = try await sentRequest { service in _ = try await service.call(Post.show(1) / Render.action) }
        #expect(action.url.absoluteString == "http://api.test/v1/posts/1/render")
        #expect(action.headers["Accept"] == "text/html")
        let record = try await sentRequest { service in _ = try await service.call(RawFile.show("a")) }
        #expect(record.headers["Accept"] != "text/html")
    }

    @Test("a body's Content-Type still comes with them")
    func contentType() async throws {
        let request = try await sentRequest { service in
            _ = try await service.call(
                Post.show(1) / Render.action,
                body: RequestBody(Data("{}".utf8), contentType: "application/json")
            )
        }
        #expect(request.headers["Content-Type"] == "application/json")
        #expect(request.headers["Accept"] == "text/html")
    }

    @Test("event streams, streamed bodies, pages and a followed Location send them too")
    func streamsPagesAndFollow() async throws {
        let sent = Recorder<AdapterRequest>()
        let adapter = FakeStreamingAdapter { request in
            sent.record(request)
            let headers: HTTPHeaders =
                request.url.path.hasSuffix("feed")
                ? ["Content-Type": "text/event-stream"]
                : request.url.query == nil ? ["Link": "<http://api.test/v1/files?page=2>; rel=\"next\""] : [:]
            return StreamedAdapterResponse(status: 200, headers: headers, body: streamedBody(["x"]))
        }
        let api = try service(adapter)
        _ = try await api.events(PostFeed.action).reduce(into: 0) { count, _ in count += 1 }
        _ = try await api.stream(RawFile.show("big")).body.collect(upTo: 100)
        for try await _ in api.pages(RawFile.list, maxPages: 2) {}
        _ = try await api.follow(#require(URL(string: "http://api.test/v1/uploads/u1")), as: Chunk.self)
        let requests = sent.values
        #expect(requests.count == 5)
        #expect(requests.first?.headers["X-Api-Version"] == "2")
        #expect(requests.first?.headers["Accept"] == "text/event-stream")
        for request in requests.dropFirst().prefix(3) {
            #expect(request.headers["Accept"] == "application/vnd.github.raw+json", "\(request.url)")
        }
        #expect(requests.dropFirst(3).first?.url.absoluteString == "http://api.test/v1/files?page=2")
        #expect(requests.last?.headers["X-Upload-Protocol"] == "resumable")
    }

    @Test("a declared field that cannot be sent fails every call to the resource before anything is sent")
    func checked() async throws {
        let sent = Recorder<AdapterRequest>()
        let service = try service(
            FakeAdapter { request, callback in
                sent.record(request)
                callback(AdapterResponse(status: 200))
            }
        )
        let error = try await #require(throws: YopuyError.self) { _ = try await service.call(Broken.show(1)) }
        #expect(error.code == .invalidHeader)
        #expect(error.reason.contains("X-Evil"), "\(error.reason)")
        #expect(sent.values.isEmpty)
    }
}

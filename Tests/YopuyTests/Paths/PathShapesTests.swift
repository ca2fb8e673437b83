import BlogModel
import Foundation
import Testing
import Yopuy

@Suite("Paths: the shapes real APIs attach to a segment")
struct PathShapesTests {
    @Test(
        "the base URL itself is a path, its prefix and trailing slash kept exactly as given",
        arguments: [
            ("http://api.test/v2/", "http://api.test/v2/"),
            ("http://api.test/v2", "http://api.test/v2"),
            ("http://api.test/", "http://api.test/"),
            ("http://api.test", "http://api.test"),
        ]
    )
    func baseURL(base: String, sent: String) async throws {
        let urls = Recorder<URL>()
        let service = try Service(
            adapter: FakeAdapter { request, callback in
                urls.record(request.url)
                callback(AdapterResponse(status: 200, body: Data(#"{"name":"registry"}"#.utf8)))
            },
            validatingURL: #require(URL(string: base))
        )
        let root = try await service.call(APIRoot.show)
        #expect(root.value == "registry")
        _ = try await service.call(APIRoot.show, query: ["n": 1])
        #expect(urls.values.map(\.absoluteString) == [sent, sent + "?n=1"])
        #expect(APIRoot.show.path == "")
    }

    @Test("a static path of no segment adds none: a record right under the base URL, an action on its own URL")
    func emptyStaticPath() async throws {
        #expect(Image.at("library/ubuntu").path == "library/ubuntu")
        #expect((Image.at("team/app/web") / Manifest.show("latest")).path == "team/app/web/manifests/latest")
        #expect((Status.at("abc123") / Status.Create.action).path == "statuses/abc123")
        #expect(Issue.Bulk.action.path == "issues")
        let request = try await sentRequest { service in
            _ = try await service.call(Status.at("abc123") / Status.Create.action, body: StatusBody(state: "success"))
        }
        #expect(request.method == .post)
        #expect(request.url.absoluteString == "http://api.test/v1/statuses/abc123")
        #expect(request.body == Data(#"{"state":"success"}"#.utf8))
    }

    @Test("a custom method after a colon attaches to its segment, on a record and on a collection (AIP-136)")
    func customMethods() async throws {
        let restart = Project.show("p1") / Instance.show("i1") / Instance.Restart.action
        #expect(restart.path == "projects/p1/instances/i1:restart")
        #expect(restart.description == "POST projects/p1/instances/i1:restart")
        #expect((Project.show("p1") / Instance.Search.action).path == "projects/p1/instances:search")
        #expect(
            (Project.show("p1") / Instance.show("a:b c") / Instance.Restart.action).path
                == "projects/p1/instances/a%3Ab%20c:restart"
        )
        let request = try await sentRequest { service in
            _ = try await service.call(restart)
        }
        #expect(request.url.absoluteString == "http://api.test/v1/projects/p1/instances/i1:restart")
    }

    @Test("an empty custom method is refused before anything is sent")
    func emptyCustomMethod() throws {
        let error = try #require(throws: YopuyError.self) {
            try (Project.show("p1") / Instance.show("i1") / Instance.Nameless.action).validatedPath()
        }
        #expect(error.code == .invalidPath)
        #expect(error.reason.contains("custom method"))
    }

    @Test("a key inside the collection's segment, percent-encoded, composes with children (OData)")
    func keyInSegment() async throws {
        #expect(Account.show(42).path == "accounts(42)")
        #expect(Account.list.path == "accounts")
        #expect((Account.show(42) / Contact.list).path == "accounts(42)/contacts")
        #expect((Account.show(42) / Contact.show("it's/x")).path == "accounts(42)/contacts(it%27s%2Fx)")
        #expect(Pair.show("a b", 2).path == "pairs(a%20b,2)")
        let error = try #require(throws: YopuyError.self) {
            try (Account.show(42) / Contact.show("")).validatedPath()
        }
        #expect(error.code == .invalidPath)
        let request = try await sentRequest { service in
            _ = try await service.call(Account.show(42) / Contact.list)
        }
        #expect(request.url.absoluteString == "http://api.test/v1/accounts(42)/contacts")
    }

    @Test("a static path's trailing slash is kept, and children follow it with one slash")
    func trailingSlash() {
        #expect((Image.at("library/ubuntu") / Upload.list).path == "library/ubuntu/blobs/uploads/")
        #expect((Image.at("library/ubuntu") / Upload.show("u1")).path == "library/ubuntu/blobs/uploads/u1")
    }
}

// MARK: - Fixtures

private struct APIRoot: SingularRootResource, IsShowable {
    static let path = ""
    static func parse(singular data: Data) throws -> String {
        try JSONDecoder().decode([String: String].self, from: data)["name"] ?? ""
    }
}

private struct Image: RootResource, IsAddressable {
    typealias ID = SegmentedID
    static let path = ""
    let id: SegmentedID
}

private struct Manifest: ChildResource, IsShowable, AnswersNoContent {
    typealias Parent = Image
    static let path = "manifests"
    let id: String
}

private struct Upload: ChildResource, IsListable, IsShowable {
    typealias Parent = Image
    static let path = "blobs/uploads/"
    let id: String
    static func parse(singular data: Data) throws -> Data { data }
    static func parse(collection data: Data) throws -> Data { data }
}

private struct StatusBody: EncodesJSON {
    var state: String
}

private struct Status: RootResource, IsAddressable {
    static let path = "statuses"
    let id: String

    enum Create: RecordAction, AnswersNoContent {
        typealias Parent = Status
        typealias Method = POSTWith<StatusBody>
        static let path = ""
    }
}

private struct Issue: RootResource, IsListable, DecodesJSON, Decodable {
    static let path = "issues"
    let id: Int

    enum Bulk: CollectionAction, AnswersNoContent {
        typealias Target = Issue
        typealias Method = PATCH
        static let path = ""
    }
}

private struct Project: RootResource, IsShowable, AnswersNoContent {
    static let path = "projects"
    let id: String
}

private struct Instance: ChildResource, IsShowable, AnswersNoContent {
    typealias Parent = Project
    static let path = "instances"
    let id: String

    enum Restart: RecordAction, AnswersNoContent {
        typealias Parent = Instance
        typealias Method = POST
        static let path = ":restart"
    }

    enum Search: CollectionAction, AnswersNoContent {
        typealias Target = Instance
        typealias Method = GET
        static let path = ":search"
    }

    enum Nameless: RecordAction, AnswersNoContent {
        typealias Parent = Instance
        typealias Method = POST
        static let path = ":"
    }
}

private struct Account: RootResource, IsShowable, IsListable, AnswersNoContent {
    static let path = "accounts()"
    let id: Int
    static func parse(collection data: Data) throws -> Data { data }
}

private struct Contact: ChildResource, IsShowable, IsListable, AnswersNoContent {
    typealias Parent = Account
    static let path = "contacts()"
    let id: String
    static func parse(collection data: Data) throws -> Data { data }
}

private struct Pair: RootResource, IsShowable, AnswersNoContent {
    typealias ID = CompositeID<String, Int>
    static let path = "pairs()"
    var id: ID { CompositeID("a", 1) }
}

import Foundation
import Testing
import Yopuy

// A GitHub-shaped client over the echo route (`/echo/**` answers with the request target it
// received), so that each new shape is checked on the exact bytes a real server saw.

private func seen(_ data: Data) throws -> Seen { try JSONDecoder().decode(Seen.self, from: data) }

enum Hub {
    struct Repository: RootResource, IsShowable, IsAddressable {
        typealias ID = CompositeID<String, String>
        static let path = "repos"
        let id: ID
        static func parse(singular data: Data) throws -> Seen { try seen(data) }
    }

    struct Issue: ChildResource, IsShowable, IsCreatable, IsPatchable {
        typealias Parent = Repository
        typealias CreateBody = NewIssue
        typealias UpdateBody = IssuePatch
        static let path = "issues"
        let id: Int
        static func parse(singular data: Data) throws -> Seen { try seen(data) }
    }

    struct NewIssue: EncodesJSON {
        var title: String
    }

    struct IssuePatch: EncodesJSON {
        var state: String
    }

    /// `PUT`/`DELETE …/lock`, answering no content worth parsing.
    struct Lock: SingularChildResource, IsReplaceable, IsDeletable, AnswersNoContent {
        typealias Parent = Issue
        typealias ReplaceBody = LockReason
        static let path = "lock"
    }

    struct LockReason: EncodesJSON {
        var reason: String
    }

    enum Search: RootNamespace {
        static let path = "search"
    }

    enum IssueSearch: CollectionAction {
        typealias Target = Search
        typealias Method = GET
        static let path = "issues"
        static func parse(singular data: Data) throws -> Seen { try seen(data) }
    }

    struct Org: RootResource, IsAddressable {
        static let path = "orgs"
        let id: String
    }

    enum Actions: ChildNamespace {
        typealias Parent = Org
        static let path = "actions"
    }

    struct Runner: ChildResource, IsListable, IsDeletable {
        typealias Parent = Actions
        static let path = "runners"
        let id: Int
        static func parse(singular data: Data) throws -> Seen { try seen(data) }
        static func parse(collection data: Data) throws -> Seen { try seen(data) }
    }

    enum State: String, QueryValueConvertible {
        case open, closed
    }
}

/// `GET /numbers`: pages of numbers linked by `Link: <…>; rel="next"`.
struct Numbers: RootResource, IsListable {
    static let path = "numbers"
    let id: Int
    static func parse(collection data: Data) throws -> NumbersPage {
        try JSONDecoder().decode(NumbersPage.self, from: data)
    }
}

struct NumbersPage: Decodable, Sendable {
    let items: [Int]
    let target: String
    let authorization: String?
}

/// The blog server's error body: `{"error": "posts/999 not found"}`.
struct BlogError: Decodable, Sendable {
    let error: String
}

@Suite("On the wire: real APIs' shapes")
struct RealShapesWireTests {
    @Test("several IDs, namespaces, typed bodies and empty answers arrive as written", arguments: Client.allCases)
    func shapes(client: Client) async throws {
        try await withServer(.blog(prefix: "/echo")) { base in
            let service = try client.service(at: base)
            let repo = Hub.Repository.at("apple", "swift/nio")
            let state = Hub.State.open
            let page = 2

            let shown = try #require(try await service.call(Hub.Repository.show("a b", "c%d")).value)
            #expect(shown.target == "/echo/repos/a%20b/c%25d")

            let issue = try #require(try await service.call(repo / Hub.Issue.show(42)).value)
            #expect(issue.target == "/echo/repos/apple/swift%2Fnio/issues/42")

            let created = try #require(
                try await service.call(repo / Hub.Issue.create, body: Hub.NewIssue(title: "Crash: é")).value
            )
            #expect(created.method == "POST")
            #expect(created.target == "/echo/repos/apple/swift%2Fnio/issues")
            #expect(created.header("Content-Type") == ["application/json"])
            #expect(created.body == #"{"title":"Crash: é"}"#)

            let patched = try #require(
                try await service.call(repo / Hub.Issue.update(42), body: Hub.IssuePatch(state: "closed")).value
            )
            #expect(patched.method == "PATCH")
            #expect(patched.body == #"{"state":"closed"}"#)

            let locked = try await service.call(
                repo / Hub.Issue.show(42) / Hub.Lock.replace,
                body: Hub.LockReason(reason: "spam")
            )
            #expect(locked.status == 200)
            let lockSeen = try seen(locked.body)
            #expect(lockSeen.method == "PUT")
            #expect(lockSeen.target == "/echo/repos/apple/swift%2Fnio/issues/42/lock")
            #expect(lockSeen.body == #"{"reason":"spam"}"#)
            let unlocked = try seen(try await service.call(repo / Hub.Issue.show(42) / Hub.Lock.delete).body)
            #expect(unlocked.method == "DELETE")

            let found = try #require(
                try await service.call(Hub.IssueSearch.action, query: ["q": "is:open", "state": state, "page": page])
                    .value
            )
            #expect(found.target == "/echo/search/issues?q=is%3Aopen&state=open&page=2")

            let runners = try #require(
                try await service.call(Hub.Org.at("swiftlang") / Hub.Actions.at / Hub.Runner.list).value
            )
            #expect(runners.target == "/echo/orgs/swiftlang/actions/runners")
            let removed = try #require(
                try await service.call(Hub.Org.at("swiftlang") / Hub.Actions.at / Hub.Runner.delete(3)).value
            )
            #expect(removed.method == "DELETE")
            #expect(removed.target == "/echo/orgs/swiftlang/actions/runners/3")
        }
    }

    @Test("a part of a composite ID that is . or .. is refused before it is sent", arguments: Client.allCases)
    func compositeRefusal(client: Client) async throws {
        try await withServer(.blog(prefix: "/echo")) { base in
            let service = try client.service(at: base)
            let error = await #expect(throws: YopuyError.self) {
                try await service.call(Hub.Repository.show("apple", ".."))
            }
            #expect(error?.code == .invalidPath)
            #expect(error?.request == nil)
        }
    }

    @Test("the server's error body decodes into the client's type", arguments: Client.allCases)
    func errorBody(client: Client) async throws {
        try await withServer(.blog) { base in
            var service = try client.service(at: base)
            service.errorBody = .json(BlogError.self)
            let error = try #require(await #expect(throws: YopuyError.self) { try await service.call(Post.show(999)) })
            #expect(error.status == 404)
            #expect((error.parsedBody as? BlogError)?.error == "posts/999 not found")
            #expect(error.decodedBody(as: BlogError.self)?.error == "posts/999 not found")
            #expect(String(decoding: error.body ?? Data(), as: UTF8.self) == #"{"error": "posts/999 not found"}"#)
        }
    }

    @Test("pages follow Link rel=next with the service's headers on every page", arguments: Client.allCases)
    func pages(client: Client) async throws {
        try await withServer(.blog) { base in
            var service = try client.service(at: base)
            service.headers["Authorization"] = "Bearer secret"
            var targets: [String] = []
            var numbers: [Int] = []
            for try await page in service.pages(Numbers.list, query: ["per_page": 3, "total": 8]) {
                let value = try #require(page.value)
                targets.append(value.target)
                numbers += value.items
                #expect(value.authorization == "Bearer secret")
            }
            #expect(numbers == Array(1...8))
            #expect(
                targets == [
                    "/numbers?per_page=3&total=8",
                    "/numbers?page=2&per_page=3&total=8",
                    "/numbers?page=3&per_page=3&total=8",
                ]
            )
        }
    }

    @Test("a next page on another host is refused, after the page before", arguments: Client.allCases)
    func pagesElsewhere(client: Client) async throws {
        try await withServer(.blog) { base in
            var service = try client.service(at: base)
            service.headers["Authorization"] = "Bearer secret"
            var iterator = service.pages(Numbers.list, query: ["away": 1]).makeAsyncIterator()
            #expect(try await iterator.next()?.value?.items == [1, 2, 3])
            let error = await #expect(throws: YopuyError.self) { try await iterator.next() }
            #expect(error?.code == .invalidURL)
            #expect(error?.reason.contains("http://localhost:") == true)
            #expect(try await iterator.next() == nil)
        }
    }
}

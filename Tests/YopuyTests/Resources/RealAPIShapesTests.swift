import BlogModel
import Foundation
import Testing
import Yopuy

// Two real public APIs' shapes, declared as a user would and checked on the request target they
// send: GitHub's REST API (several IDs in a row, constant namespaces, 204 answers) and GitLab's
// (a file path as one percent-encoded ID under a constant `repository` level).

enum GitHub {
    struct Repository: RootResource, IsShowable, IsAddressable, IsDeletable, DecodesJSON, Codable {
        typealias ID = CompositeID<String, String>  // owner, name
        static let path = "repos"
        var id: ID { CompositeID(owner, name) }
        let owner: String
        let name: String
    }

    struct Issue: ChildResource, IsListable, IsShowable, IsCreatable, IsPatchable, DecodesJSON, Codable {
        typealias Parent = Repository
        typealias CreateBody = NewIssue
        typealias UpdateBody = IssuePatch
        static let path = "issues"
        let id: Int
    }

    struct NewIssue: EncodesJSON {
        var title: String
        var labels: [String] = []

        /// Keys in order, so that the bytes sent can be compared: JSONEncoder's order is not fixed.
        static var encoder: JSONEncoder {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return encoder
        }
    }

    struct IssuePatch: EncodesJSON {
        var state: String
    }

    /// `PUT` and `DELETE /repos/{owner}/{repo}/issues/{number}/lock`, answering 204.
    struct Lock: SingularChildResource, IsReplaceable, IsDeletable, AnswersNoContent {
        typealias Parent = Issue
        typealias ReplaceBody = LockReason
        static let path = "lock"
    }

    struct LockReason: EncodesJSON {
        var lockReason: String

        static var encoder: JSONEncoder {
            let encoder = JSONEncoder()
            encoder.keyEncodingStrategy = .convertToSnakeCase
            return encoder
        }
    }

    enum Search: RootNamespace {
        static let path = "search"
    }

    /// `GET /search/issues?q=…`
    enum IssueSearch: CollectionAction {
        typealias Target = Search
        typealias Method = GET
        static let path = "issues"
        static func parse(singular data: Data) throws -> [Issue] {
            try JSONDecoder().decode([Issue].self, from: data)
        }
    }

    /// `/user`: the signed-in user, under which `/user/repos` lists their repositories.
    struct User: SingularRootResource, IsShowable, DecodesJSON, Codable {
        static let path = "user"
        let login: String
    }

    struct UserRepository: ChildResource, IsListable, IsCreatable, Codable {
        typealias Parent = User
        static let path = "repos"
        let id: Int
        static func parse(singular data: Data) throws -> Repository {
            try JSONDecoder().decode(Repository.self, from: data)
        }
        static func parse(collection data: Data) throws -> [Repository] {
            try JSONDecoder().decode([Repository].self, from: data)
        }
    }

    struct Org: RootResource, IsAddressable {
        static let path = "orgs"
        let id: String
    }

    enum OrgActions: ChildNamespace {
        typealias Parent = Org
        static let path = "actions"
    }

    struct Runner: ChildResource, IsListable, IsShowable, IsDeletable, DecodesJSON, Codable {
        typealias Parent = OrgActions
        static let path = "runners"
        let id: Int
    }
}

enum GitLab {
    struct Project: RootResource, IsShowable, IsAddressable, DecodesJSON, Codable {
        static let path = "projects"
        let id: Int
    }

    enum Repository: ChildNamespace {
        typealias Parent = Project
        static let path = "repository"
    }

    /// `/projects/{id}/repository/files/{file_path}`: the file path is one segment, its `/`
    /// percent-encoded, as GitLab requires.
    struct File: ChildResource, IsShowable, IsCreatable, IsReplaceable, IsDeletable, DecodesJSON, Codable {
        typealias Parent = Repository
        static let path = "files"
        let id: String
    }

    /// `GET /projects/{id}/repository/tree`: an action in the namespace.
    enum Tree: CollectionAction {
        typealias Target = Repository
        typealias Method = GET
        static let path = "tree"
        static func parse(singular data: Data) throws -> [String] { [] }
    }
}

/// The RealWorld ("Conduit") tutorial API's singletons that are created and deleted but never
/// read (#64): `POST` and `DELETE /profiles/{username}/follow` and `/articles/{slug}/favorite`,
/// whose removal answers another type than its creation, and a root singleton of that kind.
enum Conduit {
    struct Profile: RootResource, IsShowable, DecodesJSON, Codable {
        static let path = "profiles"
        let id: String
    }

    enum Follow: SingularChildResource, IsCreatable {
        typealias Parent = Profile
        static let path = "follow"
        static func parse(singular data: Data) throws -> Profile { Profile(id: "") }
    }

    /// `DELETE /profiles/{username}/follow`: the singleton's own URL, answering nothing.
    enum Unfollow: RecordAction, AnswersNoContent {
        typealias Parent = Follow
        typealias Method = DELETE
        static let path = ""
    }

    enum Session: SingularRootResource, IsCreatable {
        static let path = "session"
        static func parse(singular data: Data) throws -> String { "" }
    }

    enum SignOut: RecordAction, AnswersNoContent {
        typealias Parent = Session
        typealias Method = DELETE
        static let path = ""
    }

    /// `POST /session/refresh`: an action under a singleton that is never read.
    enum Refresh: RecordAction {
        typealias Parent = Session
        typealias Method = POST
        static let path = "refresh"
        static func parse(singular data: Data) throws -> String { "" }
    }
}

/// A resource whose composite ID has no parts at all: its record path would be the collection's.
struct Parts: RootResource, IsShowable {
    typealias ID = CompositeID<>
    static let path = "parts"
    var id: ID { CompositeID() }
    static func parse(singular data: Data) throws -> Parts { Parts() }
}

@Suite("Real APIs' shapes")
struct RealAPIShapesTests {
    /// The request targets calls send, answered with `status` and an empty body.
    func targets(
        status: Int = 204,
        _ calls: (Service<FakeAdapter>) async throws -> Void
    ) async throws -> [String] {
        let sent = Recorder<String>()
        let service = try service(
            FakeAdapter { request, callback in
                sent.record("\(request.method) \(request.url.absoluteString.dropFirst("http://api.test/v1/".count))")
                callback(AdapterResponse(status: status))
            }
        )
        try await calls(service)
        return sent.values
    }

    @Test("GitHub: several IDs in a row, namespaces, and answers without a body")
    func gitHub() async throws {
        typealias G = GitHub
        let q = "is:open label:bug"
        let page = 2
        let sent = try await targets { service in
            _ = try await service.call(G.Repository.show("apple", "swift"))
            _ = try await service.call(G.Repository.at("apple", "swift") / G.Issue.show(42))
            _ = try await service.call(G.Repository.at("apple", "swift") / G.Issue.list, query: ["page": page])
            _ = try await service.call(G.Repository.show(CompositeID("apple", "swift")) / G.Issue.update(7))
            _ = try await service.call(G.Repository.at("apple", "swift") / G.Issue.show(42) / G.Lock.replace)
            _ = try await service.call(G.Repository.at("apple", "swift") / G.Issue.show(42) / G.Lock.delete)
            _ = try await service.call(G.IssueSearch.action, query: ["q": q])
            _ = try await service.call(G.User.show / G.UserRepository.list)
            _ = try await service.call(G.User.show / G.UserRepository.create)
            _ = try await service.call(G.Org.at("swiftlang") / G.OrgActions.at / G.Runner.list)
            _ = try await service.call(G.Org.at("swiftlang") / G.OrgActions.at / G.Runner.delete(3))
            _ = try await service.call(G.Repository.delete("a b", "c/d"))
        }
        #expect(
            sent == [
                "GET repos/apple/swift",
                "GET repos/apple/swift/issues/42",
                "GET repos/apple/swift/issues?page=2",
                "PATCH repos/apple/swift/issues/7",
                "PUT repos/apple/swift/issues/42/lock",
                "DELETE repos/apple/swift/issues/42/lock",
                "GET search/issues?q=is%3Aopen%20label%3Abug",
                "GET user/repos",
                "POST user/repos",
                "GET orgs/swiftlang/actions/runners",
                "DELETE orgs/swiftlang/actions/runners/3",
                "DELETE repos/a%20b/c%2Fd",
            ]
        )
    }

    @Test("GitHub: each write takes the body its resource declares")
    func gitHubBodies() async throws {
        typealias G = GitHub
        let sent = Recorder<String>()
        let service = try service(
            FakeAdapter { request, callback in
                let body = String(decoding: request.body ?? Data(), as: UTF8.self)
                let target = request.url.absoluteString.dropFirst("http://api.test/v1/".count)
                sent.record("\(request.method) \(target) \(body)")
                callback(AdapterResponse(status: 204))
            }
        )
        let issue = G.Repository.at("apple", "swift") / G.Issue.show(42)
        _ = try await service.call(G.Repository.at("apple", "swift") / G.Issue.create, body: G.NewIssue(title: "Crash"))
        _ = try await service.call(
            G.Repository.at("apple", "swift") / G.Issue.update(42),
            body: G.IssuePatch(state: "closed")
        )
        _ = try await service.call(issue / G.Lock.replace, body: G.LockReason(lockReason: "spam"))
        #expect(
            sent.values == [
                #"POST repos/apple/swift/issues {"labels":[],"title":"Crash"}"#,
                #"PATCH repos/apple/swift/issues/42 {"state":"closed"}"#,
                #"PUT repos/apple/swift/issues/42/lock {"lock_reason":"spam"}"#,
            ]
        )
    }

    @Test("Conduit: a singleton that is never read stands before its actions with `at`")
    func conduit() async throws {
        typealias C = Conduit
        let sent = try await targets { service in
            _ = try await service.call(C.Profile.show("jake") / C.Follow.create)
            _ = try await service.call(C.Profile.show("jake") / C.Follow.at / C.Unfollow.action)
            _ = try await service.call(C.Profile.show("a/b") / C.Follow.at / C.Unfollow.action)
            _ = try await service.call(C.Session.create)
            _ = try await service.call(C.Session.at / C.SignOut.action)
            _ = try await service.call(C.Session.at / C.Refresh.action)
        }
        #expect(
            sent == [
                "POST profiles/jake/follow",
                "DELETE profiles/jake/follow",
                "DELETE profiles/a%2Fb/follow",
                "POST session",
                "DELETE session",
                "POST session/refresh",
            ]
        )
        #expect((C.Profile.show("jake") / C.Follow.at / C.Unfollow.action).template == "profiles/{id}/follow")
    }

    @Test("GitLab: a file path as one encoded segment under a constant level")
    func gitLab() async throws {
        typealias L = GitLab
        let sent = try await targets { service in
            _ = try await service.call(L.Project.at(7) / L.Repository.at / L.File.show("src/main.swift"))
            _ = try await service.call(L.Project.at(7) / L.Repository.at / L.File.replace("docs/a b.md"))
            _ = try await service.call(L.Project.show(7) / L.Tree.action)
        }
        #expect(
            sent == [
                "GET projects/7/repository/files/src%2Fmain.swift",
                "PUT projects/7/repository/files/docs%2Fa%20b.md",
                "GET projects/7/repository/tree",
            ]
        )
    }

    @Test(
        "each part of a composite ID is refused when empty, . or ..",
        arguments: [("", "swift"), ("apple", ".."), (".", "swift"), ("apple", "")]
    )
    func compositeRefusals(owner: String, name: String) async throws {
        let sent = try await targets { service in
            let error = await #expect(throws: YopuyError.self) {
                try await service.call(GitHub.Repository.show(owner, name))
            }
            #expect(error?.code == .invalidPath)
            #expect(throws: YopuyError.self) {
                try (GitHub.Repository.at(owner, name) / GitHub.Issue.list).validatedPath()
            }
        }
        #expect(sent.isEmpty)
    }

    @Test("a composite ID compares, hashes and describes itself part by part")
    func compositeValue() {
        let id = CompositeID("apple", 42)
        #expect(id == CompositeID("apple", 42))
        #expect(id != CompositeID("apple", 43))
        #expect(Set([id, CompositeID("apple", 42), CompositeID("swift", 42)]).count == 2)
        #expect(id.pathSegments == ["apple", "42"])
        #expect(id.pathSegment == "apple/42")
        #expect(CompositeID().pathSegments.isEmpty)
        #expect(throws: YopuyError.self) { try Parts.show(CompositeID()).validatedPath() }
    }
}

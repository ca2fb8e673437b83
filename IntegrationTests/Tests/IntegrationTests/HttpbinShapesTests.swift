import Foundation
import Testing
import Yopuy

/// The shapes real servers attach to a segment, the base URL as a path, `HEAD`, and a URL handed
/// back in `Location`, as httpbin (a server no one here wrote) receives them through each client.
@Suite("On the wire: httpbin sees the real servers' shapes")
struct HttpbinShapesTests {
    @Test(
        "the base URL itself is read, its trailing slash as given; HEAD asks it for headers only",
        arguments: Client.allCases
    )
    func baseURL(client: Client) async throws {
        try await withServer(.httpbin) { base in
            let withSlash = try client.service(at: #require(URL(string: base.absoluteString + "/anything/v2/")))
            let seen = try #require(try await withSlash.call(Root.show).value)
            #expect(seen.method == "GET")
            #expect(seen.url.hasSuffix("/anything/v2/"), "\(seen.url)")
            let withoutSlash = try client.service(at: #require(URL(string: base.absoluteString + "/anything/v2")))
            #expect(
                try await withoutSlash.call(Root.show, query: ["n": 1]).value?.url.hasSuffix("/anything/v2?n=1") == true
            )

            let head = try await withSlash.head(Root.show)
            #expect(head.status == 200)
            #expect(head.value == nil)
            #expect(head.body.isEmpty)
            #expect(Int(head.headers["Content-Length"] ?? "") ?? 0 > 0, "\(head.headers)")
        }
    }

    @Test(
        "HEAD on a list and on a record answers status and headers, and a 404 is a typed error",
        arguments: Client.allCases
    )
    func head(client: Client) async throws {
        try await withServer(.httpbin) { base in
            let service = try client.service(at: base)
            let list = try await service.head(Anything.list, query: ["q": "a b"])
            #expect(list.status == 200)
            #expect(list.headers["Content-Type"] == "application/json")
            #expect(try await service.head(Anything.show("x")).status == 200)
            let missing = await #expect(throws: YopuyError.self) { _ = try await service.head(Status.show(404)) }
            #expect(missing?.code == .unacceptableStatus)
            #expect(missing?.status == 404)
        }
    }

    @Test(
        "a SegmentedID's parts, a custom method after a colon, an OData key and an action on a record's own URL arrive as written",
        arguments: Client.allCases
    )
    func segments(client: Client) async throws {
        try await withServer(.httpbin) { base in
            let service = try client.service(at: base)
            let manifest = try await service.call(Image.at("library/ubuntu") / ImageManifest.show("latest")).value
            #expect(
                manifest?.url.hasSuffix("/anything/library/ubuntu/manifests/latest") == true,
                "\(manifest?.url ?? "")"
            )
            let restart = try await service.call(Machine.show("i1") / Machine.Restart.action).value
            #expect(restart?.method == "POST")
            #expect(restart?.url.hasSuffix("/anything/instances/i1:restart") == true, "\(restart?.url ?? "")")
            let contacts = try await service.call(Account.show(42) / Contact.list).value
            #expect(contacts?.url.hasSuffix("/anything/accounts(42)/contacts") == true, "\(contacts?.url ?? "")")
            let status = try await service.call(
                CommitStatus.at("6dcb09b") / CommitStatus.Create.action,
                body: StatusInput(state: "success")
            ).value
            #expect(status?.method == "POST")
            #expect(status?.url.hasSuffix("/anything/statuses/6dcb09b") == true, "\(status?.url ?? "")")
            #expect(status?.data == #"{"state":"success"}"#)
        }
    }

    @Test(
        "a Location the server hands back is followed with the declared method, body and query",
        arguments: Client.allCases
    )
    func followsLocation(client: Client) async throws {
        try await withServer(.httpbin) { base in
            var service = try client.service(at: base)
            service.headers["Authorization"] = "Bearer t"
            let handedBack = try await service.call(
                ResponseHeaders.show,
                query: ["Location": "/anything/uploads/u1?_state=a%2Bb"]
            )
            let location = try #require(handedBack.location)
            #expect(location.absoluteString == base.absoluteString + "/anything/uploads/u1?_state=a%2Bb")
            let chunk = RequestBody(Data("layer bytes".utf8), contentType: "application/octet-stream")
            let seen = try #require(
                try await service.follow(location, as: UploadChunk.self, query: ["digest": "sha256:ab"], body: chunk)
                    .value
            )
            #expect(seen.method == "PATCH")
            #expect(seen.args["_state"] == .one("a+b"))
            #expect(seen.args["digest"] == .one("sha256:ab"))
            #expect(seen.data == "layer bytes")
            #expect(seen.headers["Authorization"] == "Bearer t")

            let elsewhere = try await service.call(
                ResponseHeaders.show,
                query: ["Location": "http://elsewhere.test/steal"]
            )
            let refused = await #expect(throws: YopuyError.self) {
                _ = try await service.follow(#require(elsewhere.location), as: UploadChunk.self, body: chunk)
            }
            #expect(refused?.code == .invalidURL)
        }
    }
}

// MARK: - The resources, declared as a user would

private struct Root: SingularRootResource, IsShowable {
    static let path = ""
    static func parse(singular data: Data) throws -> Anything.Seen { try Anything.parse(singular: data) }
}

private struct Status: RootResource, IsShowable, AnswersNoContent {
    static let path = "status"
    let id: Int
}

private struct Image: RootResource, IsAddressable {
    typealias ID = SegmentedID
    static let path = "anything"
    let id: SegmentedID
}

private struct ImageManifest: ChildResource, IsShowable {
    typealias Parent = Image
    static let path = "manifests"
    let id: String
    static func parse(singular data: Data) throws -> Anything.Seen { try Anything.parse(singular: data) }
}

private struct Machine: RootResource, IsShowable {
    static let path = "anything/instances"
    let id: String
    static func parse(singular data: Data) throws -> Anything.Seen { try Anything.parse(singular: data) }

    enum Restart: RecordAction {
        typealias Parent = Machine
        typealias Method = POST
        static let path = ":restart"
        static func parse(singular data: Data) throws -> Anything.Seen { try Anything.parse(singular: data) }
    }
}

private struct Account: RootResource, IsShowable {
    static let path = "anything/accounts()"
    let id: Int
    static func parse(singular data: Data) throws -> Anything.Seen { try Anything.parse(singular: data) }
}

private struct Contact: ChildResource, IsListable {
    typealias Parent = Account
    static let path = "contacts"
    let id: Int
    static func parse(collection data: Data) throws -> Anything.Seen { try Anything.parse(singular: data) }
}

private struct StatusInput: EncodesJSON {
    var state: String
}

private struct CommitStatus: RootResource, IsAddressable {
    static let path = "anything/statuses"
    let id: String

    enum Create: RecordAction {
        typealias Parent = CommitStatus
        typealias Method = POSTWith<StatusInput>
        static let path = ""
        static func parse(singular data: Data) throws -> Anything.Seen { try Anything.parse(singular: data) }
    }
}

private struct ResponseHeaders: SingularRootResource, IsShowable {
    static let path = "response-headers"
    static func parse(singular data: Data) throws -> Data { data }
}

private enum UploadChunk: LocationAction {
    typealias Method = PATCH
    static func parse(singular data: Data) throws -> Anything.Seen { try Anything.parse(singular: data) }
}

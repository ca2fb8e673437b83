// Copied by check-scaffold.sh into the tests of the client it scaffolds from
// Checks/head-and-keys.json: the setup and the calls that client's documentation shows, written
// as a user writes them, so that they compile and say what the documentation says.
import Foundation
import Testing
import Yopuy
import YopuyURLSession

@testable import HeadAndKeys

/// A fixed key, as a user's `TokenProvider` of an API key is.
private struct FixedKey: TokenProvider {
    func token() async throws -> String { "key" }

    func refreshedToken(replacing rejected: String) async throws -> String { rejected }
}

@Suite("The scaffolded setup and queries, as written")
struct HeadAndKeysAsWritten {
    @Test("the security schemes' setup: Authentication middleware and the credential headers")
    func setup() throws {
        let base = try #require(URL(string: "https://api.example.com/"))
        var service = Service(adapter: URLSessionAdapter().with(API.headerKey(FixedKey())), URL: base)
        service.credentialHeaders = API.credentialHeaders
        #expect(service.credentialHeaders == ["X-Api-Key"])
        #expect(API.headerKey(FixedKey()).header == "X-Api-Key")
        #expect(API.headerKey(FixedKey()).scheme.isEmpty)
        #expect(API.bearer(FixedKey()).scheme == "Bearer")
        #expect(API.basic(FixedKey()).scheme == "Basic")
        #expect(API.oAuth(FixedKey()).scheme == "Bearer")
        #expect(API.openID(FixedKey()).scheme == "Bearer")
    }

    @Test("a query enum sends its value, a known one or not; a path key's query is in its builder")
    func queries() {
        #expect(
            ItemResource.listQuery(kind: .a, order: .desc, include: [.owner, .price]).encoded
                == "kind=a&order=desc&include=owner&include=price"
        )
        #expect(ItemResource.listQuery(kind: .unknown("c")).encoded == "kind=c")
        #expect(Search.showQuery(q: "tea").encoded == "beta=true&q=tea")
    }

    @Test("HEAD goes through service.head with the GET path that says it")
    func head() {
        // Compiled, not called: service.head takes only a GET path.
        let heads: @Sendable (Service<URLSessionAdapter>) async throws -> Void = { service in
            _ = try await service.head(ItemResource.list, query: ItemResource.listQuery(kind: .a))
            _ = try await service.head(Health.show)
        }
        _ = heads
    }
}

package import Foundation
internal import OpenAPIRuntime

/// The client swift-openapi-generator writes from `openapi.yaml`, over the same transport.
package struct GeneratedContender: Sendable {
    let client: Client

    package init(answering bytes: Data) {
        client = Client(serverURL: Fixture.baseURL, transport: MemoryTransport(bytes: bytes))
    }

    func article(_ id: Int) async throws -> Components.Schemas.Article {
        try await client.getArticle(path: .init(id: id)).ok.body.json
    }

    func articles() async throws -> [Components.Schemas.Article] {
        try await client.listArticles().ok.body.json
    }
}

package import Foundation
package import HTTPTypes
package import OpenAPIRuntime

/// A transport that answers every request with the same bytes, as `MemoryAdapter` does for Yopuy.
package struct MemoryTransport: ClientTransport {
    let bytes: Data

    package init(bytes: Data) {
        self.bytes = bytes
    }

    package func send(
        _ request: HTTPRequest,
        body: HTTPBody?,
        baseURL: URL,
        operationID: String
    ) async throws -> (HTTPResponse, HTTPBody?) {
        return (HTTPResponse(status: .ok, headerFields: [.contentType: "application/json"]), HTTPBody(bytes))
    }
}

/// A client written by hand over swift-openapi-runtime's `ClientTransport`.
package struct RuntimeClient: Sendable {
    let transport: MemoryTransport

    package init(answering bytes: Data) {
        transport = MemoryTransport(bytes: bytes)
    }

    package func article(_ id: Int) async throws -> Article {
        try await get("/v1/articles/\(id)", operationID: "getArticle", as: Article.self)
    }

    package func articles() async throws -> [Article] {
        try await get("/v1/articles", operationID: "listArticles", as: [Article].self)
    }

    private func get<Value: Decodable>(_ path: String, operationID: String, as type: Value.Type) async throws -> Value {
        let request = HTTPRequest(method: .get, scheme: nil, authority: nil, path: path)
        let (response, body) = try await transport.send(
            request,
            body: nil,
            baseURL: Fixture.baseURL,
            operationID: operationID
        )
        guard response.status == .ok, let body else {
            throw URLError(.badServerResponse)
        }
        return try JSONDecoder().decode(type, from: try await Data(collecting: body, upTo: 1 << 24))
    }
}

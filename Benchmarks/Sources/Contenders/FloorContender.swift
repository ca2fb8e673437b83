internal import Foundation

/// The floor: what any client must do at least. Build the URL, decode the bytes.
package enum Floor {
    package static func article(_ id: Int) throws -> Article {
        guard let url = URL(string: Fixture.baseURL.absoluteString + "/articles/" + String(id)) else {
            throw URLError(.badURL)
        }
        return try decode(Article.self, for: url, from: Fixture.article)
    }

    package static func articles() throws -> [Article] {
        guard let url = URL(string: Fixture.baseURL.absoluteString + "/articles") else {
            throw URLError(.badURL)
        }
        return try decode([Article].self, for: url, from: Fixture.articles)
    }

    private static func decode<Value: Decodable>(_ type: Value.Type, for url: URL, from data: Data) throws -> Value {
        withExtendedLifetime(url) {}
        return try JSONDecoder().decode(type, from: data)
    }
}

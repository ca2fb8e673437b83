package import Foundation

/// The bytes every contender decodes: one article of about 1 KB, and a list of 100.
package enum Fixture {
    /// The base URL every contender calls.
    package static let baseURL: URL = {
        guard let url = URL(string: "https://api.example.com/v1") else {
            preconditionFailure("the literal base URL is valid")
        }
        return url
    }()

    /// One article as JSON, about 1 KB.
    package static let article: Data = Data(articleJSON(id: 1).utf8)

    /// One hundred articles as a JSON array, about 100 KB.
    package static let articles: Data = Data(("[" + (1...100).map(articleJSON).joined(separator: ",") + "]").utf8)

    private static func articleJSON(id: Int) -> String {
        let body = String(repeating: "Typed paths cannot address a resource that does not exist. ", count: 12)
        return """
            {"id": \(id), "title": "Article \(id): what type safety costs", \
            "summary": "A short summary of article \(id), long enough to look like real data.", \
            "body": "\(body)", "author": "Ada Lovelace", "tags": ["swift", "rest", "benchmarks"], \
            "published": true, "createdAt": "2026-11-21T06:00:00Z"}
            """
    }
}

/// The article model the hand-written contenders decode into.
package struct Article: Codable, Sendable, Equatable {
    package let id: Int
    package let title: String
    package let summary: String
    package let body: String
    package let author: String
    package let tags: [String]
    package let published: Bool
    package let createdAt: String
}

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

    /// The URL of `GET articles/1` with the query10 workload's ten query items, written out
    /// by hand: what the floor builds and what Yopuy must hand its adapter.
    package static let query10URL =
        "https://api.example.com/v1/articles/1?q=type%20safety%20%26%20costs&page=2&per_page=50"
        + "&sort=-published_at&tag=swift%2Frest&author=Zo%C3%AB%20Lovelace&since=2026-11-01T00%3A00%3A00Z"
        + "&draft=false&lang=en-GB&fields=id%2Ctitle%2Csummary"

    /// The ten header fields of the headers10 workload, set once on the client, in order.
    package static let headers10: [(name: String, value: String)] = [
        ("Authorization", "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZGEiLCJleHAiOjE3OTU0MDAwMDB9.c2lnbmF0dXJl"),
        ("Accept", "application/json"),
        ("Accept-Language", "en-GB,en;q=0.9"),
        ("User-Agent", "YopuyBenchmarks/1.0 (Linux; Swift 6.3)"),
        ("X-Request-ID", "9f1c2a7e-3b4d-4c5e-8f60-718293a4b5c6"),
        ("X-Correlation-ID", "5e0d7c3a-1b2f-4a6e-9c8d-0f1e2d3c4b5a"),
        ("X-Client-Version", "2.4.1"),
        ("X-API-Version", "2026-11-01"),
        ("Cache-Control", "no-cache"),
        ("If-None-Match", "\"33a64df551425fcc55e4d42a148795d9f25f89d4\""),
    ]

    /// One article in an envelope, `{"data": {…}}`, as many APIs answer one record.
    package static let envelopedArticle: Data = Data(#"{"data": \#(articleJSON(id: 1))}"#.utf8)

    /// Twenty articles in an envelope beside their total, `{"data": […], "total": 20}`, as many
    /// APIs answer a list.
    package static let envelopedArticles: Data = Data(
        (#"{"data": ["# + (1...20).map(articleJSON).joined(separator: ",") + #"], "total": 20}"#).utf8
    )

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

import Foundation
import Testing
import Yopuy

/// A query of every kind of value `QueryParameters` takes.
struct PostSearch: QueryParameters, Equatable {
    enum Order: String, Codable, CaseIterable {
        case newest, oldest
        case byName = "by name & more"
    }

    struct Filter: Codable, Equatable {
        var state: String
        var labels: [String]
        var since: Date?
    }

    var text: String
    var author: String?
    var limit: Int
    var offset: Int?
    var score: Double?
    var draft: Bool
    var since: Date?
    var order: Order?
    var tags: [String]
    var pages: [Int]
    var filter: Filter?
    var odd: String?
    var small: Int8?
    var big: UInt64?

    enum CodingKeys: String, CodingKey {
        case text = "q"
        case author, limit, offset, score, draft, since, order
        case tags = "tag"
        case pages, filter
        case odd = "a b&c=d+%"
        case small, big
    }
}

@Suite("QueryParameters: a query as a type both ends share")
struct QueryParametersTests {
    /// Text of every kind a value can hold: separators of a query, escapes, spaces and `+`,
    /// letters outside ASCII, astral scalars, controls, empty.
    static func text(_ random: inout SeededGenerator) -> String {
        let pieces = [
            "", "a", "Z", "0", " ", "+", "&", "=", "?", "#", "%", "%2B", "%zz", "/", "[", "]", "é", "e\u{301}",
            "日本", "😀", "\u{1F1EB}\u{1F1F7}", "\n", "\r\n", "\t", "\u{0}", "\u{7F}", "\u{2028}", "\"", "'", ";",
            ",", "~", "-", "_", ".",
        ]
        return (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
            .joined()
    }

    static func search(_ random: inout SeededGenerator) -> PostSearch {
        func maybe<Value>(_ make: (inout SeededGenerator) -> Value) -> Value? {
            Bool.random(using: &random) ? make(&random) : nil
        }
        func integer(_ random: inout SeededGenerator) -> Int {
            [Int.min, Int.max, 0, -1, Int.random(in: -1000...1000, using: &random)].randomElement(using: &random) ?? 0
        }
        // Whole seconds: a query sends a date in ISO 8601, to the second.
        func date(_ random: inout SeededGenerator) -> Date {
            Date(timeIntervalSince1970: TimeInterval(Int.random(in: -2_000_000_000...4_000_000_000, using: &random)))
        }
        return PostSearch(
            text: text(&random),
            author: maybe(text),
            limit: integer(&random),
            offset: maybe(integer),
            score: maybe { random in
                [0.1, -2.5e-300, 1e300, Double.pi, -0.0, Double.random(in: -1e6...1e6, using: &random)]
                    .randomElement(using: &random) ?? 0
            },
            draft: Bool.random(using: &random),
            since: maybe(date),
            order: maybe { random in PostSearch.Order.allCases.randomElement(using: &random) ?? .newest },
            tags: (0..<Int.random(in: 0...4, using: &random)).map { _ in text(&random) },
            pages: (0..<Int.random(in: 0...3, using: &random)).map { _ in integer(&random) },
            filter: maybe { random in
                PostSearch.Filter(
                    state: text(&random),
                    labels: (0..<Int.random(in: 0...3, using: &random)).map { _ in text(&random) },
                    since: maybe(date)
                )
            },
            odd: maybe(text),
            small: maybe { random in Int8.random(in: .min ... .max, using: &random) },
            big: maybe { random in
                [UInt64.max, 0, UInt64.random(in: 0...UInt64.max, using: &random)].randomElement(using: &random) ?? 0
            }
        )
    }

    @Test("generated queries read back whole from the text a server receives", arguments: 0..<4)
    func roundTrip(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        for round in 0..<400 {
            let search = Self.search(&random)
            let query = try Query(search)
            let received = Query(encoded: query.encoded)
            #expect(try PostSearch(query: received) == search, "seed \(seed), round \(round): \(query.encoded)")
            // What a literal query builds reads too: the values' types, not their texts.
            #expect(try PostSearch(query: query) == search, "seed \(seed), round \(round)")
        }
    }

    @Test("how values go: repeated for an array, name[member] for a struct, nothing for nil")
    func shapes() throws {
        let search = PostSearch(
            text: "a b",
            author: nil,
            limit: 20,
            offset: nil,
            score: nil,
            draft: false,
            since: nil,
            order: .byName,
            tags: ["swift", "rest"],
            pages: [],
            filter: PostSearch.Filter(state: "open", labels: ["x"], since: nil),
            odd: "+",
            small: nil,
            big: nil
        )
        #expect(
            try Query(search).encoded
                == "q=a%20b&limit=20&draft=false&order=by%20name%20%26%20more&tag=swift&tag=rest"
                + "&filter%5Bstate%5D=open&filter%5Blabels%5D=x&a%20b%26c%3Dd%2B%25=%2B"
        )
    }

    @Test("a query that does not read names the parameter in words")
    func refusals() {
        let cases: [(Query, String)] = [
            (["q": "x", "draft": "false", "limit": "many"], "`limit` is not an Int"),
            (["q": "x", "limit": 1], "`draft` is missing"),
            (["q": "x", "limit": 1, "draft": "maybe"], "`draft` is not a Bool"),
            (["q": "x", "limit": 1, "draft": true, "order": "sideways"], "`order` is not a value of its type"),
            (["q": ["x", "y"], "limit": 1, "draft": true], "`q` is not a String"),
            (["q": "x", "limit": 1, "draft": true, "small": 300], "`small` is not an Int8"),
            (Query(encoded: "q=x&limit=1&draft=true&since=yesterday"), "`since` is not a Date"),
        ]
        for (query, words) in cases {
            let error = #expect(throws: YopuyError.self) { try PostSearch(query: query) }
            #expect(error?.code == .invalidURL)
            #expect(error?.reason == "the query is not a PostSearch: \(words)", "\(query.encoded)")
        }
    }

    @Test("what a query cannot hold is refused, named")
    func unsendable() {
        struct Nested: QueryParameters {
            var grid: [[Int]]
        }
        struct Objects: QueryParameters {
            struct Item: Codable { var name: String }
            var items: [Item]
        }
        let grid = #expect(throws: YopuyError.self) { try Query(Nested(grid: [[1, 2]])) }
        #expect(grid?.reason == "Nested cannot be sent as a query: `grid`: an array of arrays cannot be a query")
        let objects = #expect(throws: YopuyError.self) { try Query(Objects(items: [.init(name: "a")])) }
        #expect(objects?.reason == "Objects cannot be sent as a query: `items`: an array of objects cannot be a query")
    }

    @Test("a query string as a server receives it: + is a space, a broken escape is kept, a name twice is an array")
    func encodedQueries() {
        let query = Query(encoded: "a=1+2&b=%zz&c&a=3&&d=%E2%82%AC=")
        #expect(query.pairs.map { "\($0.name)=\($0.value)" } == ["a=1 2", "a=3", "b=%zz", "c=", "d=€="])
    }
}

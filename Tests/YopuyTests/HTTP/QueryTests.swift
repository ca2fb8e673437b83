import Foundation
import Testing
import Yopuy

@Suite("Query")
struct QueryTests {
    @Test("encodes every kind of value once, in order")
    func encoding() {
        let query: Query = [
            "s": "a b&c=d+e#f/g?h%",
            "i": 42,
            "d": 0.25,
            "t": true,
            "f": false,
            "list": ["x", 1, true] as [QueryValue],
            "empty": [String](),
            "naïve key": "ü",
        ]
        #expect(
            query.encoded
                == "s=a%20b%26c%3Dd%2Be%23f%2Fg%3Fh%25&i=42&d=0.25&t=true&f=false&list=x&list=1&list=true"
                + "&na%C3%AFve%20key=%C3%BC"
        )
    }

    @Test("pairs join with & whatever comes first: an empty list, an empty name, a date")
    func separators() {
        let first: Query = ["none": [String](), "": "", "at": Date(timeIntervalSince1970: 0), "z": [String]()]
        #expect(first.encoded == "=&at=1970-01-01T00%3A00%3A00Z")
        let nothing: Query = ["none": [String]()]
        #expect(nothing.encoded.isEmpty)
    }

    @Test("writes dates in ISO 8601, in UTC, to the second")
    func dates() {
        let query: Query = [
            "at": Date(timeIntervalSince1970: 0), "later": Date(timeIntervalSince1970: 90.75),
        ]
        #expect(query.pairs.map(\.value) == ["1970-01-01T00:00:00Z", "1970-01-01T00:01:30Z"])
    }

    @Test("a repeated name keeps one value: the last")
    func repeatedName() {
        let query = Query([.init(name: "a", value: 1), .init(name: "b", value: 2), .init(name: "a", value: 3)])
        #expect(query.encoded == "a=3&b=2")
    }

    @Test("a literal's repeated name keeps its first place and its last value")
    func repeatedNameInLiteral() {
        let (a, b, accented) = ("a", "b", "\u{E9}")
        let query: Query = [a: 1, b: 2, accented: 3, a: 4, "e\u{301}": 5, b: 6, "c": 7, a: 8]
        #expect(query.encoded == "a=8&b=6&%C3%A9=3&e%CC%81=5&c=7")
    }

    @Test("setting nil removes a parameter; merging lets the other side win")
    func editing() {
        var query: Query = ["a": 1, "b": 2]
        query["a"] = nil
        query["c"] = "x"
        #expect(query.encoded == "b=2&c=x")
        #expect(query.merging(["b": 9, "d": true]).encoded == "b=9&c=x&d=true")
        #expect(Query().isEmpty)
        #expect(query["c"] == "x")
    }

    @Test("merging with a closure, as Dictionary spells it: the closure picks a shared name's value")
    func mergingWithClosure() {
        let defaults: Query = ["_shape": "arrays", "_size": 10]
        #expect(defaults.merging(["_shape": "objects", "q": "x"]) { $1 }.encoded == "_shape=objects&_size=10&q=x")
        #expect(defaults.merging(["_shape": "objects"]) { current, _ in current }.encoded == "_shape=arrays&_size=10")
        let both = defaults.merging(
            ["_shape": "objects"],
            uniquingKeysWith: { current, new in .array([current, new]) }
        )
        #expect(both.encoded == "_shape=arrays&_shape=objects&_size=10")
        #expect(defaults.merging(["_size": 20]) { $1 } == defaults.merging(["_size": 20]))
    }

    @Test("round-trips through URLComponents for awkward text")
    func roundTrip() throws {
        let text = "a b&c=d+e#f/g?h%i;j,k@l:m'n(o)p*q!r$s"
        let query: Query = ["v": text]
        let components = try #require(URLComponents(string: "http://x/?\(query.encoded)"))
        #expect(components.queryItems?.first?.value == text)
    }

    @Test("names and values that Swift calls equal but differ in bytes stay apart, sent as given")
    func exactBytes() {
        let composed = "\u{E9}"  // é
        let decomposed = "e\u{301}"  // e + combining acute accent
        var query: Query = [composed: 1]
        query[decomposed] = 2
        #expect(query.encoded == "%C3%A9=1&e%CC%81=2")
        #expect(query[composed] == 1)
        #expect(query[decomposed] == 2)
        #expect(Query([.init(name: composed, value: 1), .init(name: decomposed, value: 2)]).encoded == query.encoded)
        #expect(([composed: 1] as Query).merging([decomposed: 2]).encoded == query.encoded)
        query[decomposed] = nil
        #expect(query.encoded == "%C3%A9=1")

        let valueComposed: Query = ["q": composed]
        let valueDecomposed: Query = ["q": decomposed]
        #expect(valueComposed != valueDecomposed)
        #expect(valueComposed.encoded == "q=%C3%A9")
        #expect(valueDecomposed.encoded == "q=e%CC%81")
        #expect(Set([valueComposed, valueDecomposed]).count == 2)
        #expect(Query([.init(name: composed, value: 1)]) != Query([.init(name: decomposed, value: 1)]))
    }

    @Test(
        "many parameters, built or merged at once, end as setting them one by one would",
        arguments: [3, 40, 500]
    )
    func manyParameters(count: Int) {
        // Names repeat (every third one), and two of them differ only in their bytes.
        let names = (0..<count).map { "p\($0 % (2 * count / 3 + 1))" } + ["\u{E9}", "e\u{301}", "\u{E9}"]
        let parameters = names.enumerated().map { Query.Parameter(name: $1, value: .int($0)) }
        var oneByOne = Query()
        for parameter in parameters {
            oneByOne[parameter.name] = parameter.value
        }
        #expect(Query(parameters) == oneByOne)
        #expect(Query(parameters).parameters.count == Set(names.map { Array($0.utf8) }).count)

        let (front, back) = (Array(parameters.prefix(count / 2)), Array(parameters.dropFirst(count / 2)))
        #expect(Query(front).merging(Query(back)) == oneByOne)
        #expect(Query(back).merging(Query(front)).parameters.map(\.name) == Query(back + front).parameters.map(\.name))
    }

    /// A type of the user's own, made a query value by declaring the conformance.
    enum State: String, QueryValueConvertible {
        case open, closed
    }

    @Test("takes variables of every standard type, and the user's own types")
    func variables() throws {
        let q = "is:open"
        let page = 2
        let limit: UInt8 = 50
        let huge = UInt64.max
        let ratio = 0.5
        let scale: Float = 1.1
        let draft = false
        let substring = "abc".dropFirst()
        let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        let tags = ["a", "b c"]
        let state = State.closed
        let query: Query = [
            "q": q, "page": page, "limit": limit, "huge": huge, "ratio": ratio, "scale": scale,
            "draft": draft, "sub": substring, "id": id, "tag": tags, "state": state,
            "at": Date(timeIntervalSince1970: 0), "raw": QueryValue.int(7),
        ]
        #expect(
            query.encoded
                == "q=is%3Aopen&page=2&limit=50&huge=18446744073709551615&ratio=0.5&scale=1.1&draft=false"
                + "&sub=bc&id=e621e1f8-c36c-495a-93fc-0c247a3e6e5f&tag=a&tag=b%20c&state=closed"
                + "&at=1970-01-01T00%3A00%3A00Z&raw=7"
        )
        #expect(query["page"] == 2)
        #expect(query["state"] == "closed")
    }

    @Test("leaves out an optional that is nil, and a call's nil removes the default")
    func optionals() {
        let cursor: String? = nil
        let since: Int? = 5
        let query: Query = ["cursor": cursor, "since": since]
        #expect(query.encoded == "since=5")
        let defaults: Query = ["cursor": "abc", "page": 1]
        #expect(defaults.merging(query).encoded == "page=1&since=5")
    }

    @Test("takes cases with a leading dot among literals and variables, as before variables came")
    func leadingDotCases() {
        let q = "is:open"
        let page = 2
        let since = Date(timeIntervalSince1970: 0)
        let dotted: Query = [
            "q": .string(q), "page": .int(page), "ratio": .double(0.5), "draft": .bool(false),
            "since": .date(since), "tag": .array(["a", .string(q), .int(1), true]), "none": .array([]),
            "plain": q, "n": 3, "list": ["x", "y"],
        ]
        let spelledOut: Query = [
            "q": QueryValue.string(q), "page": QueryValue.int(page), "ratio": 0.5, "draft": false,
            "since": since, "tag": ["a", .string(q), 1, true] as [QueryValue], "none": [String](),
            "plain": q, "n": 3, "list": ["x", "y"],
        ]
        #expect(dotted == spelledOut)
        #expect(
            dotted.encoded
                == "q=is%3Aopen&page=2&ratio=0.5&draft=false&since=1970-01-01T00%3A00%3A00Z"
                + "&tag=a&tag=is%3Aopen&tag=1&tag=true&plain=is%3Aopen&n=3&list=x&list=y"
        )
    }

    @Test("a leading dot where a QueryValue is expected still finds the enum's own cases")
    func leadingDotOnQueryValue() {
        var query: Query = [:]
        query["since"] = .date(Date(timeIntervalSince1970: 0))
        query["q"] = .string("a")
        let value: QueryValue = .array([.string("b"), .int(1)])
        query["tag"] = value
        #expect(query.encoded == "since=1970-01-01T00%3A00%3A00Z&q=a&tag=b&tag=1")
        if case .string(let text)? = query["q"] {
            #expect(text == "a")
        } else {
            Issue.record("q is \(String(describing: query["q"]))")
        }
        let makeText = QueryValue.string
        #expect(makeText("c") == "c")
    }
}

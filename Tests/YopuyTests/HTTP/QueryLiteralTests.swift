import Testing

@testable import Yopuy

@Suite("Query literals")
struct QueryLiteralTests {
    /// Names that often share a length and a first byte, or only the bits a literal's quick test
    /// keeps of them, or are equal to Swift and not in bytes: each kind of near-miss the search
    /// for a repeated name must tell apart.
    private static let names = [
        "", "a", "b", "p", "pa", "pb", "ap", "page", "pane", "sort", "lang", "\u{E9}", "e\u{301}", "\u{C9}",
        "per_page", "per-page", "tag", "tags", "fields", "author", "since", "draft", "q", "Q",
    ]

    @Test("a generated literal keeps each name's first place and last value, as a model does")
    func generatedLiterals() {
        var generator = SeededGenerator(seed: 51)
        for _ in 0..<2000 {
            // Up to 24 items: past 16, a literal's names are found through an index instead.
            let count = Int.random(in: 0...24, using: &generator)
            let parameters = (0..<count).map { value in
                Query.Parameter(name: Self.names.randomElement(using: &generator) ?? "", value: .int(value))
            }
            var model: [(name: [UInt8], value: Int)] = []
            for (value, parameter) in parameters.enumerated() {
                let bytes = Array(parameter.name.utf8)
                if let place = model.firstIndex(where: { $0.name == bytes }) {
                    model[place].value = value
                } else {
                    model.append((bytes, value))
                }
            }
            let query = Query(literal: parameters)
            #expect(query.parameters.map { Array($0.name.utf8) } == model.map(\.name))
            #expect(query.parameters.map(\.value) == model.map { QueryValue.int($0.value) })
        }
    }
}

/// Values of every size an existential holds differently: inline (a `Bool`, a `String`), or
/// boxed because they are larger than its three words (`Wide`), or a reference (`Shared`).
private struct Wide: QueryValueConvertible {
    let parts: (String, String, String, String)
    var queryValue: QueryValue { .string(parts.0 + parts.1 + parts.2 + parts.3) }
}

private final class Shared: QueryValueConvertible, Sendable {
    let text: String
    init(_ text: String) { self.text = text }
    var queryValue: QueryValue { .string(text) }
}

extension QueryLiteralTests {
    /// A value of a random type, any of those a literal takes.
    private static func randomValue(using generator: inout SeededGenerator) -> any QueryValueConvertible {
        let text = String(repeating: "ab/ é", count: Int.random(in: 0...9, using: &generator))
        switch Int.random(in: 0..<9, using: &generator) {
        case 0: return text
        case 1: return Int.random(in: -1000...1000, using: &generator)
        case 2: return Bool.random(using: &generator)
        case 3: return Double(Int.random(in: 0...100, using: &generator)) / 4
        case 4: return Wide(parts: (text, "-", text, String(Int.random(in: 0...9, using: &generator))))
        case 5: return Shared(text)
        case 6: return QueryValue.array([.string(text), .int(1)])
        case 7: return UInt8.random(in: 0...255, using: &generator)
        default: return text[...]
        }
    }

    @Test("a literal of generated names and values of every kind holds each as its own queryValue says")
    func generatedValues() {
        var generator = SeededGenerator(seed: 5151)
        for _ in 0..<500 {
            var items: [(String, any QueryValueConvertible)] = []
            for _ in 0..<7 {
                items.append((Self.names.randomElement(using: &generator) ?? "", Self.randomValue(using: &generator)))
            }
            let (a, b, c, d, e, f, g) = (items[0], items[1], items[2], items[3], items[4], items[5], items[6])
            let literals: [(query: Query, items: ArraySlice<(String, any QueryValueConvertible)>)] = [
                (Query(dictionaryLiteral: a), items[..<1]),
                (Query(dictionaryLiteral: a, b), items[..<2]),
                (Query(dictionaryLiteral: a, b, c, d, e, f, g), items[...]),
            ]
            for (query, items) in literals {
                let expected = Query(literal: items.map { Query.Parameter(name: $0.0, value: $0.1.queryValue) })
                #expect(query == expected)
            }
        }
    }
}

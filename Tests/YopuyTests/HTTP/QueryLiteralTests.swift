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

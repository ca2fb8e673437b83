/// Writes the check that every example of the document decodes: a Swift Testing suite that
/// reads each example into its model with the decoder the resources use (`JSONDecoder()`),
/// writes it back, reads that again, and checks that the model's two writings are the same, that
/// what the model writes is in the example, and that it writes back every member of the example
/// that the schema declares.
///
/// An example the document's own schema refuses is checked inside `withKnownIssue`, with why:
/// a model that cannot read it is the API author's mistake, and is reported, not failed.
struct ExampleWriter {
    /// The module the models are in, imported `@testable`.
    let module: String
    let title: String

    /// How many examples go into one function, so that no function is slow to type-check.
    static let chunk = 50

    /// The file's name in the tests folder.
    static let path = "ScaffoldedExampleTests.swift"

    /// The test of `examples`, or `nil` when there are none.
    func file(examples: [DocumentExample], header: String) -> GeneratedFile? {
        guard !examples.isEmpty else { return nil }
        var text = header
        text += "import Foundation\nimport Testing\n\n@testable import \(module)\n\n"
        text +=
            "/// Every example of \(Naming.testComment(Naming.oneLine(title))) that a model reads, read into it\n"
        text += "/// with the resources' `JSONDecoder()`, written back and read again: the two writings must be the\n"
        text += "/// same, what the model writes must be in the example, and every member of the example that the\n"
        text += "/// schema declares must be written back. An example that the document's own schema refuses is a\n"
        text += "/// known issue, named with why.\n"
        text += "@Suite(\"Scaffolded examples\")\nstruct ScaffoldedExampleTests {\n"
        text += "    @Test(\"each example decodes into its model and encodes back\")\n"
        text += "    func everyExample() {\n"
        text += "        var checked = 0\n"
        let chunks = stride(from: 0, to: examples.count, by: Self.chunk).map {
            Array(examples[$0..<min($0 + Self.chunk, examples.count)])
        }
        for index in chunks.indices { text += "        Self.examples\(index)(&checked)\n" }
        text += "        #expect(checked == \(examples.count))\n"
        text += "    }\n"
        for (index, chunk) in chunks.enumerated() {
            text += "\n    private static func examples\(index)(_ checked: inout Int) {\n"
            for (number, example) in chunk.enumerated() {
                let name = "json\(number + 1)"
                text +=
                    "        let \(name) = \(Self.rawLiteral(Naming.printableJSON(example.json), indent: "            "))\n"
                if !example.kept.isEmpty {
                    // On one line when it fits, as swift-format wants it (no trailing comma).
                    let items = example.kept.map(Naming.literal)
                    let line = "        let kept\(number + 1) = [\(items.joined(separator: ", "))]"
                    if line.count <= Formatter.lineLength {
                        text += line + "\n"
                    } else {
                        text += "        let kept\(number + 1) = [\n"
                        for item in items { text += "            \(item),\n" }
                        text += "        ]\n"
                    }
                }
                text += "        check(\(example.type).self, at: \(Naming.literal(example.pointer)), \(name), &checked"
                if !example.kept.isEmpty { text += ", keeps: kept\(number + 1)" }
                if let mismatch = example.mismatch { text += ", mismatch: \(Naming.literal(mismatch))" }
                text += ")\n"
            }
            text += "    }\n"
        }
        text += Self.support
        text += "}\n"
        return GeneratedFile(path: Self.path, contents: text)
    }

    /// `text` as a multi-line raw string literal whose lines start at `indent`, with enough `#`
    /// that nothing in it ends the literal or starts an escape.
    static func rawLiteral(_ text: String, indent: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "#" ? run + 1 : 0
            longest = max(longest, run)
        }
        let hashes = String(repeating: "#", count: longest + 1)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.isEmpty ? "" : indent + $0
        }
        return hashes + "\"\"\"\n" + lines.joined(separator: "\n") + "\n" + indent + "\"\"\"" + hashes
    }

    /// The suite's helpers: the check of one example and the JSON it compares.
    static let support = #"""

            /// Checks the example at `pointer`, whose members at `keeps` the model must write back: a known
            /// issue, with why, when the document's schema refuses it.
            private static func check<Model: Codable>(
                _ model: Model.Type,
                at pointer: String,
                _ json: String,
                _ checked: inout Int,
                keeps: [String] = [],
                mismatch: String? = nil
            ) {
                checked += 1
                guard let mismatch else {
                    if let failure = roundTrip(model, json, keeps) { Testing.Issue.record("\(pointer): \(failure)") }
                    return
                }
                withKnownIssue("the document's example does not match its schema: \(mismatch)", isIntermittent: true) {
                    if let failure = roundTrip(model, json, keeps) { Testing.Issue.record("\(pointer): \(failure)") }
                }
            }

            /// What goes wrong when `json` is read as `Model`, written back and read again; `nil` when
            /// nothing does.
            private static func roundTrip<Model: Codable>(_ model: Model.Type, _ json: String, _ keeps: [String]) -> String? {
                let decoder = Foundation.JSONDecoder()
                let encoder = Foundation.JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                let source = Foundation.Data(json.utf8)
                let value: Model
                do {
                    value = try decoder.decode(Model.self, from: source)
                } catch {
                    return "does not decode as \(Model.self): \(error)"
                }
                let first: Foundation.Data
                let second: Foundation.Data
                do {
                    first = try encoder.encode(value)
                    second = try encoder.encode(try decoder.decode(Model.self, from: first))
                } catch {
                    return "\(Model.self) does not encode and decode again: \(error)"
                }
                let written = String(decoding: first, as: UTF8.self)
                guard first == second else {
                    return "\(Model.self) writes \(written), then \(String(decoding: second, as: UTF8.self)) once read back"
                }
                do {
                    let original = try decoder.decode(ExampleJSON.self, from: source)
                    let kept = try decoder.decode(ExampleJSON.self, from: first)
                    if let lost = keeps.first(where: { kept.member(at: $0) == nil }) {
                        return "\(Model.self) writes \(written): \(lost), in the example and its schema, is lost"
                    }
                    return kept.difference(from: original, at: "").map { "\(Model.self) writes \(written): \($0)" }
                } catch {
                    return "is not JSON: \(error)"
                }
            }

            /// A JSON value, to compare what a model writes with the example it read.
            private indirect enum ExampleJSON: Decodable, Equatable {
                case null
                case bool(Bool)
                case number(Double)
                case string(String)
                case array([ExampleJSON])
                case object([String: ExampleJSON])

                init(from decoder: any Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    if container.decodeNil() {
                        self = .null
                    } else if let value = try? container.decode(Bool.self) {
                        self = .bool(value)
                    } else if let value = try? container.decode(Double.self) {
                        self = .number(value)
                    } else if let value = try? container.decode(String.self) {
                        self = .string(value)
                    } else if let value = try? container.decode([ExampleJSON].self) {
                        self = .array(value)
                    } else {
                        self = .object(try container.decode([String: ExampleJSON].self))
                    }
                }

                /// The value at `pointer` (`/a/0/b`), if there is one and it is not `null`.
                func member(at pointer: String) -> ExampleJSON? {
                    var value = self
                    for token in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
                        let key = token.replacingOccurrences(of: "~1", with: "/")
                            .replacingOccurrences(of: "~0", with: "~")
                        switch value {
                        case .object(let members):
                            guard let next = members[key] else { return nil }
                            value = next
                        case .array(let items):
                            guard let index = Int(key), items.indices.contains(index) else { return nil }
                            value = items[index]
                        default:
                            return nil
                        }
                    }
                    return value == .null ? nil : value
                }

                /// Where this value, written by a model, says what `original` does not: a member the
                /// example does not have (other than `null`), another value, another number of items, or
                /// none of the members of an object that has some that are not `null`. `nil` when it is
                /// all in the example.
                func difference(from original: ExampleJSON, at path: String) -> String? {
                    let place = path.isEmpty ? "the example" : path
                    switch (self, original) {
                    case (.object(let kept), .object(let members)):
                        // A `null` member is as good as absent: a model leaves out what is `nil`.
                        let present = members.values.filter { $0 != .null }.count
                        if kept.isEmpty && present > 0 {
                            return "\(place): the model keeps none of its \(present) members"
                        }
                        for key in kept.keys.sorted() {
                            guard let value = kept[key], value != .null else { continue }
                            guard let source = members[key] else { return "\(path)/\(key) is not in the example" }
                            if let found = value.difference(from: source, at: "\(path)/\(key)") { return found }
                        }
                        return nil
                    case (.array(let kept), .array(let items)):
                        guard kept.count == items.count else {
                            return "\(place): \(items.count) items in the example, \(kept.count) written"
                        }
                        for (index, pair) in zip(kept, items).enumerated() {
                            if let found = pair.0.difference(from: pair.1, at: "\(path)/\(index)") { return found }
                        }
                        return nil
                    default:
                        return self == original ? nil : "\(place) is written as \(self), not \(original)"
                    }
                }
            }

        """#
}

import Foundation
import PropertyBased
import Testing

@testable import ScaffoldKit

/// Every text a description holds, read in every serialisation (#75): documents whose titles,
/// descriptions, summaries, enum values, property and query parameter names, defaults and examples
/// are drawn from every class of text that breaks a writer of Swift (line breaks of every kind,
/// controls, comment markers, backslashes and interpolation, string delimiters, bidi controls,
/// combining marks, characters beyond U+FFFF), written four ways: JSON with every character beyond
/// ASCII escaped (`\ud83e\udd33`, as Python's `json.dumps` writes it), JSON as the characters are,
/// YAML in double quotes, and YAML in literal and folded block styles with tabs. The four are one
/// document: each scaffolds to the same files, byte for byte, and those files hold no scalar Swift
/// source should not hold as it is and parse as Swift (`swiftc -parse`), and so does each comment
/// line that Swift Testing's macros copy into a string literal. `check-scaffold.sh` builds such
/// documents as modules (`export`).
///
/// Named cases: a surrogate pair in JSON made the tool exit with "neither JSON nor YAML", and a
/// CR LF in a description ended the comment line, the rest of the sentence becoming code. Found by
/// the generator: a DEL, C1 control or line separator written raw into a string literal; a quote,
/// backslash or tab in a title, in a comment Swift Testing copies into a literal.
@Suite("Document texts")
struct DocumentTextTests {
    /// The classes of text, each a few scalars a writer must keep apart from Swift's syntax.
    static let classes: [[String]] = [
        ["\r", "\r\n", "\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"],
        ["\u{0}", "\u{1}", "\u{1B}", "\u{7F}", "\u{9B}", "\t"],
        ["*/", "/*", "//", "///", "-->"],
        ["\\", "\\(x)", "\\u{41}", "\\n"],
        ["\"", "\"\"\"", "'", "`", "#\"", "\"#"],
        ["\u{202E}", "\u{2066}", "\u{200F}", "\u{200D}", "\u{FEFF}"],
        ["e\u{301}", "\u{301}", "\u{20DD}"],
        ["🤳", "👩‍👩‍👧", "\u{1D11E}", "\u{10FFFD}", "𝒳"],
        ["word", "two words", " ", "ü", "中文"],
    ]

    /// A text of one to six pieces, each from a class drawn at random.
    static func text(_ random: inout some RandomNumberGenerator) -> String {
        (0..<Int.random(in: 1...6, using: &random)).map { _ in
            let pieces = classes.randomElement(using: &random) ?? ["word"]
            return pieces.randomElement(using: &random) ?? "word"
        }.joined()
    }

    /// A text of two to four lines, each of one to three pieces that YAML's block styles hold as
    /// they are (no control but a tab inside a line, no line break but LF), never starting with
    /// a space or tab: what a literal (`|`) or folded (`>`) scalar holds.
    static func lines(_ random: inout some RandomNumberGenerator) -> String {
        let pieces =
            classes.dropFirst(2).flatMap { $0 }.filter { $0.unicodeScalars.allSatisfy { $0.value >= 0x20 } }
            + ["a\tb", "tab\t", "#", "- item", "key: value"]
        return (0..<Int.random(in: 2...4, using: &random)).map { _ in
            let line = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                pieces.randomElement(using: &random) ?? "word"
            }.joined()
            // By scalar: a space and a combining mark are one Character.
            return [" ", "\t"].contains(line.unicodeScalars.first) ? "x" + line : line
        }.joined(separator: "\n")
    }

    /// `count` different texts.
    static func texts(_ count: Int, _ random: inout some RandomNumberGenerator) -> [String] {
        var texts: [String] = []
        while texts.count < count {
            let next = text(&random)
            if !texts.contains(next) { texts.append(next) }
        }
        return texts
    }

    /// A document with a generated text in each place the scaffold copies a text into Swift: titles,
    /// descriptions and summaries (comments), enum values (cases and their raw values), a
    /// property's and a query parameter's names (identifiers, coding keys and query names), a
    /// default and examples (literals in the code and the tests).
    static func document(_ random: inout some RandomNumberGenerator) -> [String: Any] {
        let kinds = texts(3, &random)
        // The texts' own property beside `name` and `kind`, whatever it is called.
        let key = texts(3, &random).first { $0 != "name" && $0 != "kind" } ?? "other"
        let thing: [String: Any] = [
            "type": "object", "title": text(&random), "description": text(&random),
            "required": ["name"],
            "properties": [
                "name": ["type": "string", "description": lines(&random)],
                "kind": ["type": "string", "enum": kinds, "description": text(&random)],
                key: ["type": "string", "description": text(&random), "example": text(&random)],
            ],
            "example": ["name": text(&random), "kind": kinds[1], key: text(&random)],
        ]
        return [
            "openapi": "3.0.3",
            "info": ["title": "Texts " + text(&random), "description": text(&random), "version": "1"],
            "servers": [["url": "https://api.example.com/v1", "description": text(&random)]],
            "paths": [
                "/things/{id}": [
                    "get": [
                        "operationId": "getThing", "summary": text(&random), "description": lines(&random),
                        "parameters": [
                            [
                                "name": "id", "in": "path", "required": true, "schema": ["type": "integer"],
                                "description": text(&random),
                            ],
                            ["name": "q", "in": "query", "schema": ["type": "string"], "description": text(&random)],
                            [
                                "name": text(&random), "in": "query", "description": text(&random),
                                "schema": ["type": "string", "default": text(&random)], "example": text(&random),
                            ],
                            [
                                "name": "sort", "in": "query",
                                "schema": ["type": "string", "enum": texts(2, &random)],
                            ],
                        ],
                        "responses": [
                            "200": [
                                "description": text(&random),
                                "content": ["application/json": ["schema": ["$ref": "#/components/schemas/Thing"]]],
                            ]
                        ],
                    ]
                ]
            ],
            "components": [
                "schemas": ["Thing": thing],
                "securitySchemes": [
                    "key": ["type": "apiKey", "in": "header", "name": "X-Key", "description": text(&random)]
                ],
            ],
            "security": [["key": [String]()]],
        ]
    }

    /// How a document is written.
    enum Writing: CaseIterable {
        /// JSON with every scalar beyond ASCII escaped, a pair of surrogates beyond U+FFFF.
        case escapedJSON
        /// JSON with the scalars as they are.
        case rawJSON
        /// YAML, every scalar in double quotes.
        case yaml
        /// YAML, a text in literal (`|`) or folded (`>`) block style where one can hold it, a tab
        /// between each key and its quoted scalar.
        case yamlBlocks
    }

    /// `value` written as `writing`, keys sorted.
    ///
    /// In YAML, a block scalar's lines start at `indent`: a map's values are one step in.
    static func written(_ value: Any, _ writing: Writing, indent: String = "") -> String {
        switch value {
        case let object as [String: Any]:
            let keys = object.keys.sorted()
            if writing.isYAML {
                guard !keys.isEmpty else { return "{}" }
                return keys.map { key in
                    let inner = object[key] ?? ""
                    let text = written(inner, writing, indent: indent + "  ")
                    let nested = !((inner as? [String: Any])?.isEmpty ?? (inner as? [Any])?.isEmpty ?? true)
                    let separator = writing == .yamlBlocks && !(inner is [Any] || inner is [String: Any]) ? "\t" : " "
                    return "\n\(indent)\(quoted(key, writing)):" + (nested ? text : separator + text)
                }.joined()
            }
            return "{"
                + keys.map { "\(quoted($0, writing)): \(written(object[$0] ?? "", writing))" }.joined(separator: ", ")
                + "}"
        case let array as [Any]:
            if writing.isYAML {
                guard !array.isEmpty else { return "[]" }
                return array.map { element in
                    let text = written(element, writing, indent: indent + "  ")
                    return "\n\(indent)- "
                        + (element is [String: Any] ? String(text.drop { $0 == "\n" || $0 == " " }) : text)
                }.joined()
            }
            return "[" + array.map { written($0, writing) }.joined(separator: ", ") + "]"
        case let flag as Bool:
            return flag ? "true" : "false"
        case let string as String:
            if writing == .yamlBlocks, let block = block(string, indent: indent) { return block }
            return quoted(string, writing)
        default:
            return "\(value)"
        }
    }

    /// `text` as a YAML block scalar whose lines start at `indent`, or `nil` when no block style
    /// holds it as it is: a text of one line folded (`>-`), one of several lines literal (`|-`,
    /// `|+` when it ends with a line break) or, when no line is empty, folded with an empty line
    /// for each break. Block styles escape nothing, so a text with a scalar YAML does not print,
    /// a line break other than LF, or a line that starts with a space or tab (which would read
    /// as indentation) is left to double quotes.
    static func block(_ text: String, indent: String) -> String? {
        let printable = text.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x09, 0x0A, 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF:
                ![0x2028, 0x2029, 0xFEFF].contains(scalar.value)
            default: false
            }
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard !text.isEmpty, printable,
            !lines.contains(where: { [" ", "\t"].contains($0.unicodeScalars.first) })
        else { return nil }
        let content = { (lines: [String]) in lines.map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n") }
        if lines.count == 1 { return ">-\n" + content(lines) }
        if !lines.contains(where: \.isEmpty) && text.unicodeScalars.count % 2 == 0 {
            return ">-\n" + content(lines.flatMap { [$0, ""] }.dropLast())
        }
        if text.hasSuffix("\n") { return "|+\n" + content(Array(lines.dropLast())) }
        return "|-\n" + content(lines)
    }

    /// `text` in double quotes, escaped as `writing` escapes it.
    static func quoted(_ text: String, _ writing: Writing) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || (writing.isYAML && (0x7F...0x9F).contains(scalar.value)):
                out += String(format: "\\u%04x", scalar.value)
            case _ where writing.isYAML && [0x2028, 0x2029, 0xFEFF].contains(scalar.value):
                out += String(format: "\\u%04x", scalar.value)
            case _ where writing == .escapedJSON && scalar.value > 0x7E:
                if scalar.value > 0xFFFF {
                    let value = scalar.value - 0x10000
                    out += String(format: "\\u%04x\\u%04x", 0xD800 + (value >> 10), 0xDC00 + (value & 0x3FF))
                } else {
                    out += String(format: "\\u%04x", scalar.value)
                }
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    @Test(
        "a generated document reads the same written four ways, and its Swift holds every text",
        arguments: [1, 2]
    )
    func everyWriting(half: Int) throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = Xoshiro(seed: (seed, UInt64(half), 75, 0x5445_5854))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("texts-\(seed)-\(half)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        var blocks: [String: Int] = [:]
        for number in 0..<15 {
            let document = Self.document(&random)
            var outputs: [[GeneratedFile]] = []
            for writing in Writing.allCases {
                let text = Self.written(document, writing)
                if writing == .yamlBlocks {
                    for style in ["|-\n", "|+\n", ">-\n"] {
                        blocks[style, default: 0] += text.components(separatedBy: style).count - 1
                    }
                    blocks["tab", default: 0] += text.components(separatedBy: ":\t").count - 1
                }
                let loaded: LoadedDocument
                do {
                    loaded = try DocumentLoader.load(data: Data(text.utf8), name: "texts.json")
                } catch {
                    Issue.record("seed \(seed): \(writing) not read: \(error)\n\(text)")
                    return
                }
                let output = Scaffold.scaffold(loaded, module: "Texts", serverTests: true)
                outputs.append(output.sources + output.tests + [output.serverTests].compactMap { $0 })
            }
            for (writing, other) in zip(Writing.allCases.dropFirst(), outputs.dropFirst()) {
                #expect(other.map(\.path) == outputs[0].map(\.path), "seed \(seed): \(writing) writes other files")
                for (file, first) in zip(other, outputs[0]) where file.contents != first.contents {
                    let lines = file.contents.components(separatedBy: "\n")
                    let firstLines = first.contents.components(separatedBy: "\n")
                    let shorter = min(lines.count, firstLines.count)
                    let line = (0..<shorter).first { lines[$0] != firstLines[$0] } ?? shorter
                    Issue.record(
                        """
                        seed \(seed): \(writing) writes \(file.path) otherwise, from line \(line + 1):
                        \(lines.dropFirst(line).prefix(2).joined(separator: "\n"))
                        where \(Writing.allCases[0]) writes:
                        \(firstLines.dropFirst(line).prefix(2).joined(separator: "\n"))
                        \(Self.written(document, writing))
                        """
                    )
                }
            }
            for file in outputs[0] {
                // Not one scalar Swift source should not hold as it is: controls, line breaks
                // other than LF, the byte order mark, bidirectional controls (unlike the scaffold's
                // own Naming.isUnprintable, spelt out here).
                let breaks = file.contents.unicodeScalars.filter {
                    switch $0.value {
                    case 0x0A, 0x09: false
                    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0x061C, 0x200E, 0x200F, 0x202A...0x202E,
                        0x2066...0x2069:
                        true
                    default: false
                    }
                }
                #expect(
                    breaks.isEmpty,
                    "seed \(seed): \(file.path) holds \(breaks.map { String($0.value, radix: 16) })"
                )
                let url = folder.appendingPathComponent(
                    "\(number)-\(file.path.replacingOccurrences(of: "/", with: "-"))"
                )
                try Data(file.contents.utf8).write(to: url)
                files.append(url)
            }
        }
        // Swift Testing's @Suite and @Test copy each line of the comment before them into a string
        // literal as it is: each such line must read as the body of one.
        var literals = ""
        for url in files {
            let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() where line.hasPrefix("@Suite") || line.hasPrefix("    @Test") {
                var above = index - 1
                while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                    literals += "let _ = \"\(lines[above].trimmingCharacters(in: .whitespaces))\"\n"
                    above -= 1
                }
            }
        }
        let macroComments = folder.appendingPathComponent("macro-comments.swift")
        try Data(literals.utf8).write(to: macroComments)
        files.append(macroComments)
        // The block styles and the tabs were written, not only quoted scalars.
        #expect(
            (blocks["|-\n"] ?? 0) + (blocks["|+\n"] ?? 0) > 0 && (blocks[">-\n"] ?? 0) > 0 && (blocks["tab"] ?? 0) > 0
        )
        // Each file parses as Swift: a line break in a comment would leave code behind it.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-parse"] + files.map(\.path)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "seed \(seed):\n\(String(decoding: said, as: UTF8.self).prefix(3000))")
    }

    /// Writes documents of generated texts for `check-scaffold.sh` to scaffold and build: `TEXTS_OUT`
    /// names the folder, `TEXT_MODULES` how many (12 unless told), each `TextsN.json` or
    /// `TextsN.yaml`, the writings in turn. Seeded: the same documents every run, unless
    /// `TEXT_SEED` names another seed.
    @Test(
        "export documents of generated texts to build",
        .enabled(if: ProcessInfo.processInfo.environment["TEXTS_OUT"] != nil)
    )
    func export() throws {
        let environment = ProcessInfo.processInfo.environment
        let folder = URL(fileURLWithPath: try #require(environment["TEXTS_OUT"]))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let count = environment["TEXT_MODULES"].flatMap(Int.init) ?? 12
        let seed = environment["TEXT_SEED"].flatMap(UInt64.init) ?? 75
        var random = Xoshiro(seed: (0x5445_5854_53, seed, UInt64(count), 0x4255_494C_44))
        for number in 1...count {
            let writing = Writing.allCases[(number - 1) % Writing.allCases.count]
            let name = "Texts\(number)." + (writing.isYAML ? "yaml" : "json")
            try Data(Self.written(Self.document(&random), writing).utf8).write(to: folder.appendingPathComponent(name))
        }
    }
}

extension DocumentTextTests.Writing {
    /// Whether this writing is YAML.
    var isYAML: Bool { self == .yaml || self == .yamlBlocks }
}

import Foundation
import PropertyBased
import Testing

@testable import ScaffoldKit

/// Every text a description holds, read in every serialisation (#75): documents whose titles,
/// descriptions and summaries are drawn from every class of text that breaks a writer of Swift (line
/// breaks of every kind, controls, comment markers, backslashes and interpolation, string
/// delimiters, bidi controls, combining marks, characters beyond U+FFFF), written three ways: JSON
/// with every character beyond ASCII escaped (`\ud83e\udd33`, as Python's `json.dumps` writes
/// it), JSON as the characters are, and YAML in double quotes. The three are one document: each
/// scaffolds to the same files, byte for byte, and those files hold no line break a comment would
/// end at and parse as Swift (`swiftc -parse`).
///
/// Named cases: a surrogate pair in JSON made the tool exit with "neither JSON nor YAML", and a
/// CR LF in a description ended the comment line, the rest of the sentence becoming code.
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

    /// A document with a generated text in each place a text is copied into a comment.
    static func document(_ random: inout some RandomNumberGenerator) -> [String: Any] {
        let thing: [String: Any] = [
            "type": "object", "title": text(&random), "description": text(&random),
            "properties": ["name": ["type": "string", "description": text(&random)]],
        ]
        return [
            "openapi": "3.0.3",
            "info": ["title": "Texts " + text(&random), "description": text(&random), "version": "1"],
            "paths": [
                "/things/{id}": [
                    "get": [
                        "operationId": "getThing", "summary": text(&random), "description": text(&random),
                        "parameters": [
                            [
                                "name": "id", "in": "path", "required": true, "schema": ["type": "integer"],
                                "description": text(&random),
                            ],
                            ["name": "q", "in": "query", "schema": ["type": "string"], "description": text(&random)],
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
        case escapedJSON, rawJSON, yaml
    }

    /// `value` written as `writing`, keys sorted.
    static func written(_ value: Any, _ writing: Writing, indent: String = "") -> String {
        switch value {
        case let object as [String: Any]:
            let keys = object.keys.sorted()
            if writing == .yaml {
                guard !keys.isEmpty else { return "{}" }
                return keys.map { key in
                    let inner = object[key] ?? ""
                    let text = written(inner, writing, indent: indent + "  ")
                    let nested = !((inner as? [String: Any])?.isEmpty ?? (inner as? [Any])?.isEmpty ?? true)
                    return "\n\(indent)\(quoted(key, writing)):" + (nested ? text : " " + text)
                }.joined()
            }
            return "{"
                + keys.map { "\(quoted($0, writing)): \(written(object[$0] ?? "", writing))" }.joined(separator: ", ")
                + "}"
        case let array as [Any]:
            if writing == .yaml {
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
            return quoted(string, writing)
        default:
            return "\(value)"
        }
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
            case _ where scalar.value < 0x20 || (writing == .yaml && (0x7F...0x9F).contains(scalar.value)):
                out += String(format: "\\u%04x", scalar.value)
            case _ where writing == .yaml && [0x2028, 0x2029, 0xFEFF].contains(scalar.value):
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
        "a generated document reads the same written three ways, and its comments hold every text",
        arguments: [1, 2]
    )
    func everyWriting(half: Int) throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = Xoshiro(seed: (seed, UInt64(half), 75, 0x5445_5854))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("texts-\(seed)-\(half)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for number in 0..<15 {
            let document = Self.document(&random)
            var outputs: [[GeneratedFile]] = []
            for writing in Writing.allCases {
                let text = Self.written(document, writing)
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
            for other in outputs.dropFirst() {
                #expect(other.map(\.contents) == outputs[0].map(\.contents), "seed \(seed): the writings differ")
            }
            for file in outputs[0] {
                let breaks = file.contents.unicodeScalars.filter {
                    ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || [0x7F, 0x85, 0x2028, 0x2029].contains($0.value)
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
}

import Foundation

/// A document's Swift examples as one program to run, and what their comments say it prints or
/// holds: the `main.swift` that DocumentationRunTests compiles, and the expectations it checks.
///
/// The program is each block's code in order, every block after a `#sourceLocation` directive
/// that names the document and the block's first line, so that a compiler error, a trap, a
/// failed `assert` or an issue of the document's own `@Test` names the document's line. On the
/// lines whose comments it checks, it records what the line printed or declared, through
/// `Tests/DocSnippets/Stage/Checks.swift`; it leaves every other line as the document has it.
struct DocumentProgram {
    /// What one line's comment says.
    struct Expectation: Equatable, CustomStringConvertible {
        /// What the comment is compared with.
        enum Kind: String, Equatable {
            /// The line a `print` call printed.
            case print
            /// The value a `let` declared: a string, given as a Swift literal.
            case value
            /// The path a `let` declared: its method and path.
            case path
        }

        /// The line in the document.
        let line: Int
        let kind: Kind
        /// The comment, without its `//`.
        let comment: String

        var description: String { "\(kind) at line \(line): \(comment)" }
    }

    /// The document, relative to the package's root, as diagnostics name it.
    let document: String
    /// The `main.swift`.
    let source: String
    /// What the comments say, in the order of the document's lines.
    let expectations: [Expectation]
    /// Whether the document declares `@Test` functions, which the program runs at its end.
    let runsTests: Bool

    /// The program of `blocks`, each the first line's number in `document` and the code.
    init(document: String, blocks: [(line: Int, code: String)]) {
        self.document = document
        var lines: [String] = []
        var expectations: [Expectation] = []
        for block in blocks {
            lines.append("#sourceLocation(file: \(String(reflecting: document)), line: \(block.line))")
            var inLiteral = false  // inside a multi-line string literal, whose lines are not code
            for (offset, line) in block.code.components(separatedBy: "\n").enumerated() {
                let (code, expectation) = inLiteral ? (line, nil) : Self.instrumented(line, at: block.line + offset)
                lines.append(code)
                expectations += expectation.map { [$0] } ?? []
                if line.components(separatedBy: "\"\"\"").count % 2 == 0 {
                    inLiteral.toggle()
                }
            }
        }
        lines.append("#sourceLocation()")
        runsTests = blocks.contains { $0.code.contains("@Test") }
        if runsTests {
            // The document's tests, run by Swift Testing as `swift test` would run them.
            lines.append("import Testing")
            lines.append("let documentTests = await Testing.__swiftPMEntryPoint() as CInt")
            lines.append("if documentTests != 0 { fatalError(\"the document's @Test functions failed\") }")
        }
        source = lines.joined(separator: "\n") + "\n"
        self.expectations = expectations
    }

    // MARK: - Reading the comments

    /// `line` with what records its expectation, and the expectation; or `line` as it is.
    static func instrumented(_ line: String, at number: Int) -> (String, Expectation?) {
        guard let scanned = Scanned(line), let comment = scanned.comment else {
            return (line, nil)
        }
        let code = String(line[..<scanned.commentStart])
        let statement = String(code.reversed().drop { $0 == " " }.reversed())
        let rest = line[line.index(line.startIndex, offsetBy: statement.count)...]
        let words = scanned.outside.split(separator: " ", maxSplits: 2)
        guard scanned.closes, let first = words.first else {
            return (line, nil)
        }
        if first.hasPrefix("print("), !first.hasPrefix("print()"), !isProse(comment),
            let call = statement.range(of: "print(")
        {
            let recorded = statement.replacingCharacters(in: call, with: "recordPrint(line: \(number), ")
            return (recorded + rest, Expectation(line: number, kind: .print, comment: comment))
        }
        // `let name = …` or `let name: Type = …`, one name.
        guard words.count == 3, first == "let" || first == "var", !scanned.hasOuterComma,
            let name = words[1].split(separator: ":").first.map(String.init),
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            words[1].hasSuffix(":") || words[2].hasPrefix("= ")
        else {
            return (line, nil)
        }
        let kind: Expectation.Kind
        if comment.count >= 2, comment.hasPrefix("\""), comment.hasSuffix("\"") {
            kind = .value
        } else if let method = comment.split(separator: " ").first, Self.methods.contains(String(method)),
            comment.count > method.count
        {
            kind = .path
        } else {
            return (line, nil)
        }
        let recorded = statement + "; recordValue(line: \(number), \(name))"
        return (recorded + rest, Expectation(line: number, kind: kind, comment: comment))
    }

    /// The methods a path's comment may begin with.
    static let methods: Set<String> = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"]

    /// One line read as Swift: its code outside string literals, and its trailing comment.
    struct Scanned {
        /// The code outside string literals, the literals' contents left out, trimmed.
        let outside: String
        /// Where the first `//` outside a string literal starts, or the line's end.
        let commentStart: String.Index
        /// The comment after it, trimmed; `nil` if there is none or the line is all comment.
        let comment: String?
        /// Whether the code's brackets close on the line and it does not end with `,`, `=` or
        /// `.`: whether it is a whole statement.
        let closes: Bool
        /// Whether the code holds a comma outside brackets: `let a = 1, b = 2`.
        let hasOuterComma: Bool

        /// `nil` for a line of a multi-line string literal, which one line cannot tell.
        init?(_ line: String) {
            guard !line.contains("\"\"\"") else {
                return nil
            }
            var outside = ""
            var hashes: Int?  // inside a literal: how many `#` close it
            var depth = 0
            var outerComma = false
            var index = line.startIndex
            var commentStart = line.endIndex
            while index < line.endIndex {
                let rest = line[index...]
                if let open = hashes {
                    if open == 0, rest.hasPrefix("\\") {
                        index = line.index(index, offsetBy: 2, limitedBy: line.endIndex) ?? line.endIndex
                        continue
                    }
                    if rest.hasPrefix("\"" + String(repeating: "#", count: open)) {
                        hashes = nil
                        outside += "\""
                        index = line.index(index, offsetBy: 1 + open)
                        continue
                    }
                    index = line.index(after: index)
                    continue
                }
                if rest.hasPrefix("//") {
                    commentStart = index
                    break
                }
                let opening = rest.prefix { $0 == "#" }
                if rest.dropFirst(opening.count).hasPrefix("\"") {
                    hashes = opening.count
                    outside += "\""
                    index = line.index(index, offsetBy: opening.count + 1)
                    continue
                }
                let character = line[index]
                switch character {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                case "," where depth == 0: outerComma = true
                default: break
                }
                outside.append(character)
                index = line.index(after: index)
            }
            let code = outside.trimmingCharacters(in: .whitespaces)
            self.outside = code
            self.commentStart = commentStart
            let comment = line[commentStart...].dropFirst(2).trimmingCharacters(in: .whitespaces)
            self.comment = commentStart == line.endIndex || code.isEmpty ? nil : comment
            closes = hashes == nil && depth == 0 && !code.hasSuffix(",") && !code.hasSuffix("=") && !code.hasSuffix(".")
            hasOuterComma = outerComma
        }
    }

    /// Whether `comment` describes instead of showing: it begins with "the", or it says "if".
    static func isProse(_ comment: String) -> Bool {
        comment.lowercased().hasPrefix("the ")
            || comment.split(whereSeparator: { !$0.isLetter }).contains { $0.lowercased() == "if" }
    }
}

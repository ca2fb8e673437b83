import Foundation

/// How the scaffold turns the words of a document into names a Swift developer would choose.
enum Naming {
    /// Swift's keywords, which a name must escape with backticks or avoid.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type", "Protocol", "some", "any", "consuming", "borrowing",
    ]

    /// Type names the generated code must not declare: the standard library's, Foundation's and
    /// Yopuy's, which a declaration of the same name would shadow.
    static let reservedTypes: Set<String> = [
        "Type", "Protocol", "Self", "Any", "String", "Int", "Int64", "Int32", "Bool", "Double", "Float",
        "Array", "Set", "Dictionary", "Optional", "Result", "Error", "Never", "Void", "Character",
        "Substring", "Codable", "Decodable", "Encodable", "Sendable", "Hashable", "Equatable",
        "Collection", "Sequence", "Data", "Date", "URL", "UUID", "Decimal", "JSONDecoder", "JSONEncoder",
        "Path", "ChildPath", "Route", "Response", "Service", "Query", "QueryValue", "Pages", "Resource",
        "RequestBody", "MultipartForm", "BodySource", "BodyStream", "HTTPHeaders", "HTTPMethod",
        "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "YopuyError", "JSONEnvelope",
        "NoContent", "CompositeID", "SegmentedID", "ServerSentEvent", "ParsedEvent", "Parent", "Target",
        "Method", "Kind", "ID", "Singular", "CodingKeys", "Body", "Value", "Element", "RequestBodies",
    ]

    /// The words of `text`: split at anything that is not a letter or a digit, and between a
    /// lowercase letter and an uppercase one (`createdAt` is `created`, `At`).
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in text {
            if !(character.isLetter || character.isNumber) || !character.isASCII {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if let previous, previous.isLowercase || previous.isNumber, character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `UpperCamelCase` of `text`, never empty, never starting with a digit.
    static func typeName(_ text: String) -> String {
        let joined = words(text).map(capitalized).joined()
        if joined.isEmpty { return "Value" }
        if joined.first?.isNumber == true { return "N" + joined }
        return joined
    }

    /// ``memberName(_:)`` of `text`, or of `text` and a number (`any2`, `any3`) when `taken`
    /// holds it: numbered before escaping, so that `Any` beside `any` is `any2`, not `` `any`2 ``.
    static func memberName(_ text: String, apartFrom taken: Set<String>) -> String {
        var name = memberName(text)
        var number = 1
        while taken.contains(name) {
            number += 1
            name = memberName(text + "\(number)")
        }
        return name
    }

    /// `lowerCamelCase` of `text`, never empty, never starting with a digit, escaped with
    /// backticks when it is a keyword.
    static func memberName(_ text: String) -> String {
        let parts = words(text)
        guard let first = parts.first else { return "value" }
        var joined = lowercasedHead(first) + parts.dropFirst().map(capitalized).joined()
        if joined.first?.isNumber == true { joined = "n" + joined }
        return keywords.contains(joined) ? "`\(joined)`" : joined
    }

    /// `word` with its first letter uppercased and the rest kept (`url` is `Url`, `ID` stays).
    static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// `word` lowercased at its head: `URL` is `url`, `URLPath` is `urlPath`, `Name` is `name`.
    static func lowercasedHead(_ word: String) -> String {
        if word == word.uppercased() { return word.lowercased() }
        let head = word.prefix { $0.isUppercase }
        if head.count > 1 {
            return head.dropLast().lowercased() + word.dropFirst(head.count - 1)
        }
        return word.prefix(1).lowercased() + word.dropFirst()
    }

    /// The singular of an English plural, as names in APIs use them (`policies` is `policy`).
    static func singular(_ word: String) -> String {
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        for ending in ["sses", "xes", "ches", "shes", "uses"] where word.hasSuffix(ending) {
            return String(word.dropLast(2))
        }
        return isPlural(word) ? String(word.dropLast()) : word
    }

    /// Whether the last word of `word` reads as a plural.
    static func isPlural(_ word: String) -> Bool {
        let last = word.split(whereSeparator: { $0 == "-" || $0 == "_" }).last.map(String.init) ?? word
        return last.hasSuffix("s") && !["ss", "us", "is", "ics"].contains { last.hasSuffix($0) }
    }

    /// Whether Swift source must not hold `scalar` as it is, in a literal or a comment: the C0 and
    /// C1 controls and DEL (Swift refuses most of them, and a CR ends a comment), the line and
    /// paragraph separators and NEL (line breaks to other readers), the byte order mark, and the
    /// bidirectional controls that make text read in another order than the compiler reads it.
    static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0x061C, 0x200E, 0x200F, 0x202A...0x202E,
            0x2066...0x2069:
            true
        default: false
        }
    }

    /// `scalar` as a Swift escape: `\u{7f}`.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16))}"
    }

    /// `text` as a Swift string literal, with quotes, backslashes and every unprintable scalar
    /// (``isUnprintable(_:)``) escaped.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isUnprintable(scalar): out += escape(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `json` with every unprintable scalar (``isUnprintable(_:)``) written as JSON's escape
    /// (`\u007f`): the same JSON, which a raw string literal can hold. Such scalars only stand
    /// inside JSON's strings, where the escape means the same.
    static func printableJSON(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: isUnprintable) else { return json }
        var out = ""
        for scalar in json.unicodeScalars {
            if isUnprintable(scalar) && scalar != "\n" {
                out += String(format: "\\u%04x", scalar.value)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` as it can stand in a code span on one line of a `///` comment: an unprintable
    /// scalar (``isUnprintable(_:)``) escaped as a string literal escapes it (a name with a line
    /// break would end the comment), a backtick (which would end the span) as `'`.
    static func inline(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isUnprintable($0) || $0 == "`" }) else {
            return text
        }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "`": out += "'"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isUnprintable(scalar): out += escape(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` as `///` documentation lines at `indent`, or nothing when `text` is empty.
    ///
    /// Markdown stays as written; trailing spaces are dropped (see ``commentLines(_:)``).
    static func documentation(_ text: String?, indent: String = "") -> [String] {
        commentLines(text).map { $0.isEmpty ? "\(indent)///" : "\(indent)/// \($0)" }
    }

    /// `text`'s lines as comment lines can hold them, from its first line with words to its last.
    ///
    /// Every line terminator a text can hold ends a line (LF, CR, CR LF, vertical tab, form feed,
    /// NEL, U+2028, U+2029): Swift ends a comment at a CR too, and the rest of the line would be
    /// code. Any other control character is written as its escape (`\u{0}`), which a comment can
    /// hold. Trailing spaces are dropped, and the first line's leading ones.
    static func commentLines(_ text: String?) -> [String] {
        guard let text else { return [] }
        var lines: [String] = [""]
        var afterCR = false
        for scalar in text.unicodeScalars {
            defer { afterCR = scalar == "\r" }
            switch scalar.value {
            case 0x0A where afterCR:
                continue
            case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
                lines.append("")
            case 0x09:
                lines[lines.count - 1].unicodeScalars.append(scalar)
            case _ where isUnprintable(scalar):
                lines[lines.count - 1] += escape(scalar)
            default:
                lines[lines.count - 1].unicodeScalars.append(scalar)
            }
        }
        let trimmed = lines.map { $0.trimmingTrailingSpaces() }
        guard let first = trimmed.firstIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }),
            let last = trimmed.lastIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        else { return [] }
        return trimmed[first...last].enumerated().map { offset, line in
            offset == 0 ? String(line.drop { $0 == " " || $0 == "\t" }) : line
        }
    }

    /// `text` on one line of a comment: its lines (``commentLines(_:)``) joined by a space.
    static func oneLine(_ text: String) -> String {
        commentLines(text).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// `text` as a line of a `///` comment before Swift Testing's `@Suite` or `@Test`: those macros
    /// copy each line of the comment into a string literal as it is (Swift 6.3), where a quote
    /// would end the literal, a backslash start an escape and a tab be refused, and the module
    /// would not build. The line is written as a literal's body (``literal(_:)``), so that the
    /// literal, and the comment the test reports, read as written.
    static func testComment(_ text: String) -> String {
        String(literal(text).dropFirst().dropLast())
    }

    /// The first line of `text`, as a line of a comment can hold it, or `nil` when it has none.
    static func firstLine(_ text: String?) -> String? {
        commentLines(text).first
    }
}

extension String {
    /// The string without spaces and tabs at its end.
    func trimmingTrailingSpaces() -> String {
        var result = self
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }
}

/// The type names taken in the generated module, so that no two declarations share one, and
/// none takes the name of a type that the module or its tests import (``Naming/importedTypes``)
/// or that Yopuy's declarations spell (``Naming/reservedTypes``).
struct NameRegistry {
    private(set) var taken: Set<String> = Naming.reservedTypes.union(Naming.importedTypes)

    /// Whether `name` is another module's or Yopuy's: a name the generated code may never take.
    static func isImported(_ name: String) -> Bool {
        Naming.reservedTypes.contains(name) || Naming.importedTypes.contains(name)
    }

    /// Claims the first of `candidates` that is free, or the last one with the smallest number
    /// after it that is free (`Thread2`).
    mutating func claim(_ candidates: [String]) -> String {
        for candidate in candidates where !taken.contains(candidate) {
            taken.insert(candidate)
            return candidate
        }
        let base = candidates.last ?? "Value"
        var number = 2
        while taken.contains("\(base)\(number)") { number += 1 }
        taken.insert("\(base)\(number)")
        return "\(base)\(number)"
    }

    /// Claims `name` or a numbered variant of it.
    mutating func claim(_ name: String) -> String { claim([name]) }
}

/// A Swift file the scaffold writes, by its path under the output folder.
public struct GeneratedFile: Sendable, Hashable {
    /// The file's path under the output folder, such as `Models/Pet.swift`.
    public var path: String
    /// The file's text.
    public var contents: String

    /// A file at `path` with `contents`.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

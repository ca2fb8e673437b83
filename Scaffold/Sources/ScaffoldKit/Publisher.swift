import Foundation

/// Makes what the scaffold writes public, for `--access public`: one library of declarations that
/// a server target and a client target both import.
///
/// The writers write internal declarations in one regular style; this pass reads that style, not
/// Swift at large. Each declaration of a file's or a type's scope (types, their members, the
/// members of extensions) gets `public`, an extension does not (its members do), and a struct
/// gets the `public init` its memberwise initializer was, which Swift never makes public. The
/// check of the operations imports the module without `@testable`, so that it proves the
/// declarations are visible from another module.
public enum Publisher {
    /// `output` with every declaration public.
    public static func publishing(_ output: Scaffold.Output, module: String) -> Scaffold.Output {
        var published = output
        published.sources = output.sources.map { file in
            GeneratedFile(path: file.path, contents: importing(publishing(file.contents)))
        }
        published.tests = output.tests.map { file in
            GeneratedFile(path: file.path, contents: importing(module, in: file.contents))
        }
        published.serverTests = output.serverTests.map { file in
            var text = importing(module, in: file.contents)
            // The conformances of public bodies to `DecodesRequestBody` are public: their modules
            // are imported so.
            if text.contains(": DecodesRequestBody {}") {
                text = text.components(separatedBy: "\n").map { line in
                    line == "import \(module)" || line == "import YopuyHummingbird"
                        ? "public " + line : line
                }.joined(separator: "\n")
            }
            return GeneratedFile(path: file.path, contents: text)
        }
        let (sources, problems) = Formatter.format(published.sources)
        published.sources = sources
        published.report.problems += problems
        return published
    }

    /// The Foundation types a public declaration may name.
    private static let foundationTypes: Set<String> = ["Data", "Date", "URL", "UUID", "Decimal", "TimeInterval"]

    /// `source` with the access of each import said: `public import Yopuy` (every file that
    /// imports it conforms to its protocols or names its types in public), and `public import
    /// Foundation` where the code names a Foundation type, else `internal import Foundation`. So
    /// the module builds whether its package makes imports internal by default
    /// (`InternalImportsByDefault`) or not, without a warning for an import no public
    /// declaration uses.
    static func importing(_ source: String) -> String {
        let lines = source.components(separatedBy: "\n")
        let code = lines.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
        var names: Set<String> = []
        var word = ""
        // A string's text names nothing (Figma's `case "URL":` made Foundation's import public).
        // Scalar by scalar: a quote followed by a combining mark is one Character.
        var inString = false
        var escaped = false
        for scalar in (code + " ").unicodeScalars {
            if inString {
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inString = false
                }
            } else if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
                word.unicodeScalars.append(scalar)
            } else {
                if !word.isEmpty { names.insert(word) }
                word = ""
                inString = scalar == "\""
            }
        }
        let namesFoundation = !names.isDisjoint(with: foundationTypes)
        return lines.map { line in
            switch line {
            case "import Yopuy": "public import Yopuy"
            case "import Foundation": namesFoundation ? "public import Foundation" : "internal import Foundation"
            default: line
            }
        }.joined(separator: "\n")
    }

    /// `test`, a check the scaffold wrote, importing `module` without `@testable`, among its
    /// other imports in order.
    static func importing(_ module: String, in test: String) -> String {
        var lines = test.components(separatedBy: "\n")
        guard let testable = lines.firstIndex(of: "@testable import \(module)") else { return test }
        lines.remove(at: testable)
        if testable < lines.count, lines[testable].isEmpty, testable > 0, lines[testable - 1].isEmpty {
            lines.remove(at: testable)
        }
        let imports = lines.indices.filter { lines[$0].hasPrefix("import ") }
        guard let first = imports.first, let last = imports.last else { return test }
        let sorted = (lines[first...last].filter { !$0.isEmpty } + ["import \(module)"]).sorted()
        lines.replaceSubrange(first...last, with: sorted)
        return lines.joined(separator: "\n")
    }

    /// What a pair of braces holds.
    private enum Scope {
        /// A type's or an extension's members; `isStruct` for a struct's, whose stored properties
        /// and initializers are kept to write its memberwise initializer.
        case members(isStruct: Bool, properties: [String], hasInit: Bool)
        /// Code: a function's body, a computed property's, a closure, a `switch`.
        case code
    }

    /// The words a declaration starts with, after its attributes.
    private static let declarationWords: Set<String> = [
        "struct", "enum", "indirect", "final", "class", "typealias", "let", "var", "static", "func", "init",
        "convenience", "subscript", "mutating", "nonisolated", "lazy",
    ]

    /// The words that already say a declaration's access.
    private static let accessWords: Set<String> = ["public", "private", "fileprivate", "internal", "open", "package"]

    /// The words that may stand before a declaration's keyword (`var`, `func`, `struct`…) besides
    /// access words.
    private static let modifierWords: Set<String> = [
        "final", "indirect", "nonisolated", "static", "mutating", "convenience", "lazy",
    ]

    /// The words that open a scope of members.
    private static let typeWords: Set<String> = ["struct", "enum", "class", "extension", "actor", "protocol"]

    /// `text`, a Swift file the writers wrote, with its declarations public.
    static func publishing(_ text: String) -> String {
        var lines: [String] = []
        var scopes: [Scope] = []
        // A type whose declaration goes on over lines (its conformances wrapped): whether it is a
        // struct, until its brace opens.
        var pendingType: Bool?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.drop { $0 == " " }
            let indent = String(line.prefix(line.count - trimmed.count))
            let words = Self.words(of: String(trimmed))
            let inMembers: Bool
            switch scopes.last {
            case nil, .members: inMembers = true
            case .code: inMembers = false
            }
            var written = line
            // Access is said before the declaration's keyword: a property named `package` (Stripe's
            // WeChat Pay action) is no access word, and was neither made public nor given to the
            // memberwise initializer.
            let leading = words.prefix { accessWords.contains($0) || modifierWords.contains($0) }
            if inMembers, let first = words.first, declarationWords.contains(first), !words.contains("case"),
                !leading.contains(where: accessWords.contains), !trimmed.hasPrefix("//")
            {
                let attributes =
                    trimmed.prefix { $0 != " " && $0 != "\n" }.hasPrefix("@") ? attributesPrefix(trimmed) : ""
                written = indent + attributes + "public " + trimmed.dropFirst(attributes.count)
                // Every public declaration is documented: one the writers left without a comment
                // gets one that says what it is.
                let above = lines.last { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("@") }
                if !(above?.trimmingCharacters(in: .whitespaces).hasPrefix("///") ?? false) {
                    let insertion =
                        lines.lastIndex { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("@") }
                        .map { $0 + 1 } ?? lines.count
                    lines.insert(indent + "/// " + documentation(words, trimmed), at: insertion)
                }
                if case .members(true, var properties, let hasInit) = scopes.last {
                    if let property = storedProperty(words, trimmed) {
                        properties.append(property)
                    }
                    scopes[scopes.count - 1] = .members(
                        isStruct: true,
                        properties: properties,
                        hasInit: hasInit || words.contains("init")
                    )
                }
            }
            let braces = Self.braces(in: String(trimmed))
            // The keyword after the modifiers, not any word: a property or a case named `actor`
            // or `extension` declares no type (Figma's `var actor: Actor?` made the next function's
            // body a scope of members, and its local `var` public).
            let keyword = words.dropFirst(leading.count).first
            let declaresType = inMembers && keyword.map(typeWords.contains) == true
            if declaresType && !braces.contains("{") {
                pendingType = words.contains("struct")
            }
            for (index, brace) in braces.enumerated() {
                if brace == "{" {
                    if index == 0, declaresType {
                        scopes.append(.members(isStruct: words.contains("struct"), properties: [], hasInit: false))
                    } else if index == 0, let isStruct = pendingType {
                        scopes.append(.members(isStruct: isStruct, properties: [], hasInit: false))
                    } else {
                        scopes.append(.code)
                    }
                    pendingType = nil
                } else if let closed = scopes.popLast(), case .members(true, let properties, false) = closed,
                    !properties.isEmpty, trimmed.hasPrefix("}")
                {
                    lines += memberwiseInit(properties, indent: indent + "    ")
                }
            }
            lines.append(written)
        }
        return lines.joined(separator: "\n")
    }

    /// What a declaration the writers left without a comment is, in words.
    private static func documentation(_ words: [String], _ line: Substring) -> String {
        let name = words.first { !declarationWords.contains($0) && !typeWords.contains($0) } ?? ""
        let known: [String: String] = [
            "path": "The segment this level adds to a path.", "Parent": "The level above this one.",
            "Method": "The method its path is sent with.", "Target": "The resource whose collection it acts on.",
            "CreateBody": "What a create sends.", "ReplaceBody": "What a replace sends.",
            "UpdateBody": "What an update sends.", "ID": "The type of its records' IDs.", "Kind": "How it answers.",
            "id": "The record's ID.", "encode": "Writes the value to an encoder.",
        ]
        if let text = known[name] { return text }
        if words.contains("init") {
            return line.contains("init(from") ? "Reads a value from a decoder." : "A value with each property given."
        }
        if words.first(where: { $0 != "static" }) == "var" || words.first(where: { $0 != "static" }) == "let" {
            return "The document's `\(name)`."
        }
        return "`\(name)`, from the document."
    }

    /// The attributes that start `declaration` (`@discardableResult `), with their spaces.
    private static func attributesPrefix(_ declaration: Substring) -> String {
        var rest = declaration
        var prefix = ""
        while rest.hasPrefix("@") {
            let attribute = rest.prefix { $0 != " " }
            prefix += attribute + " "
            rest = rest.dropFirst(attribute.count).drop { $0 == " " }
        }
        return prefix
    }

    /// The first words of a line of code, attributes left out, up to the first symbol.
    private static func words(of line: String) -> [String] {
        var words: [String] = []
        for word in line.split(separator: " ") {
            if word.hasPrefix("@") && words.isEmpty { continue }
            let letters = word.prefix { $0.isLetter || $0 == "_" }
            guard !letters.isEmpty else { break }
            words.append(String(letters))
            if letters.count != word.count { break }
        }
        return words
    }

    /// The parameter a stored property gives a memberwise initializer (`title: String`,
    /// `tags: [String]? = nil`), or `nil` for a property that is computed, static, or a constant
    /// with its value.
    private static func storedProperty(_ words: [String], _ line: Substring) -> String? {
        guard words.first == "let" || words.first == "var", !line.contains("{") else { return nil }
        let code = line.range(of: "  //").map { line[..<$0.lowerBound] } ?? line
        let declaration = code.drop { $0 != " " }.drop { $0 == " " }
        guard let colon = declaration.firstIndex(of: ":") else { return nil }
        let name = declaration[..<colon].trimmingCharacters(in: .whitespaces)
        let rest = declaration[declaration.index(after: colon)...]
        if let equals = rest.range(of: " = ") {
            guard words.first == "var" else { return nil }
            return "\(name): \(rest[..<equals.lowerBound].trimmingCharacters(in: .whitespaces))"
                + " = \(rest[equals.upperBound...].trimmingCharacters(in: .whitespaces))"
        }
        let type = rest.trimmingCharacters(in: .whitespaces)
        return "\(name): \(type)" + (words.first == "var" && type.hasSuffix("?") ? " = nil" : "")
    }

    /// The public initializer a struct with `properties` was given internally by Swift.
    private static func memberwiseInit(_ properties: [String], indent: String) -> [String] {
        let names = properties.map { String($0.prefix { $0 != ":" }) }
        var lines = ["", indent + "/// A value with each property given."]
        if properties.count == 1 {
            lines.append(indent + "public init(\(properties[0])) {")
        } else {
            lines.append(indent + "public init(")
            lines += properties.enumerated().map { index, property in
                indent + "    " + property + (index == properties.count - 1 ? "" : ",")
            }
            lines.append(indent + ") {")
        }
        lines += names.map { name in
            let bare = name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            return indent + "    self.\(bare) = \(name)"
        }
        lines.append(indent + "}")
        return lines
    }

    /// The braces of a line of code, in order, outside its string literals and comments.
    private static func braces(in line: String) -> [Character] {
        var braces: [Character] = []
        var inString = false
        var escaped = false
        var previous: Unicode.Scalar = " "
        // Scalar by scalar: a quote followed by a combining mark is one Character.
        for character in line.unicodeScalars {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "/" && previous == "/" {
                break
            } else if character == "{" || character == "}" {
                braces.append(Character(character))
            }
            previous = character
        }
        return braces
    }
}

import Foundation

@testable import ScaffoldKit

/// The names a Swift file declares, by the scope that holds them: a reader of generated code
/// that needs no compiler, for checks that run on hundreds of generated documents.
///
/// It knows the code the scaffold writes: one declaration a line, braces that open and close
/// scopes, `///` and `//` comments, and string literals that may hold braces.
struct DeclaredNames {
    /// A declaration: its name as written (backticks kept), its keyword, and where it is.
    struct Declaration: Hashable {
        var name: String
        var keyword: String
        /// The scopes around it, outermost first: a type's name (`Pet`, `Kind`), or `#` and a
        /// number for any other block. Empty at the top.
        var scope: [String]
        var file: String
        var line: Int
    }

    private(set) var declarations: [Declaration] = []

    /// Reads the files of one module, whose top level they share.
    init(_ files: [GeneratedFile]) {
        var blocks = 0
        for file in files { read(file, blocks: &blocks) }
    }

    private mutating func read(_ file: GeneratedFile, blocks: inout Int) {
        var scope: [String] = []
        let pattern =
            /^\s*(?:(?:private|fileprivate|internal|public|static|indirect|mutating|nonisolated)\s+)*(struct|enum|class|actor|protocol|typealias|case|var|let|func)\s+(`[^`]+`|[^\s:(<={,]+)(\()?/
        for (number, rawLine) in file.contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Self.code(of: String(rawLine))
            var opened: String?
            if let match = line.firstMatch(of: pattern) {
                let keyword = String(match.1)
                // A case with a payload is named with its parenthesis (`string(`): Swift tells it
                // apart from a property or a case without one of the same base name.
                let name = String(match.2) + (keyword == "case" && match.3 != nil ? "(" : "")
                let isEnumCase =
                    keyword == "case" && !line.hasSuffix(":") && !name.hasPrefix(".")
                    && !name.hasPrefix("\"")
                if keyword != "case" || isEnumCase {
                    declarations.append(
                        Declaration(name: name, keyword: keyword, scope: scope, file: file.path, line: number + 1)
                    )
                }
                if ["struct", "enum", "class", "actor", "protocol"].contains(keyword) { opened = String(match.2) }
            } else if let match = line.firstMatch(of: /^\s*extension\s+([A-Za-z0-9_.`]+)/) {
                opened = String(match.1)
            }
            for character in line {
                if character == "{" {
                    blocks += 1
                    scope.append(opened ?? "#\(blocks)")
                    opened = nil
                } else if character == "}", !scope.isEmpty {
                    scope.removeLast()
                }
            }
        }
    }

    /// `line` without its comment and with each string literal emptied.
    static func code(of line: String) -> String {
        var out = ""
        var inString = false
        var escaped = false
        var previous: Character?
        for character in line {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                    out.append(character)
                }
                continue
            }
            if character == "/" && previous == "/" {
                out.removeLast()
                break
            }
            if character == "\"" { inString = true }
            out.append(character)
            previous = character
        }
        return out.trimmingCharacters(in: .whitespaces)
    }

    /// `name` without its backticks.
    static func bare(_ name: String) -> String {
        if name.hasSuffix("(") { return bare(String(name.dropLast())) + "(" }
        return name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
    }

    /// Whether `name` can be written where a declaration's name goes: an identifier that is not
    /// a keyword, or a keyword in backticks.
    static func isUsable(_ name: String) -> Bool {
        var bare = bare(name)
        if bare.hasSuffix("(") { bare.removeLast() }
        guard let first = bare.unicodeScalars.first, first == "_" || isLetter(first),
            bare.unicodeScalars.allSatisfy({ $0 == "_" || isLetter($0) || ("0"..."9").contains($0) })
        else { return false }
        return name.hasPrefix("`") || !Naming.keywords.contains(bare)
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// The names declared twice in one scope, where Swift allows no overloading: a type, a
    /// property, a local or a case beside another of the same name. Functions overload and are
    /// left out.
    var clashes: [String] {
        var seen: [String: Declaration] = [:]
        var clashes: [String] = []
        for declaration in declarations where declaration.keyword != "func" {
            let key = declaration.scope.joined(separator: ".") + "." + Self.bare(declaration.name)
            if let earlier = seen[key] {
                let types = declaration.scope.filter { !$0.hasPrefix("#") }.joined(separator: ".")
                clashes.append(
                    "`\(Self.bare(declaration.name))` in \(types.isEmpty ? "the module" : types): "
                        + "\(earlier.file):\(earlier.line) and \(declaration.file):\(declaration.line)"
                )
            } else {
                seen[key] = declaration
            }
        }
        return clashes
    }
}

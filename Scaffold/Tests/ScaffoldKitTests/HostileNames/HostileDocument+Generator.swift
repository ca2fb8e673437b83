import Foundation
import PropertyBased

extension HostileDocument {
    /// Names that have broken, or could break, generated Swift: keywords and contextual keywords,
    /// the names the scaffold writes itself, the names of imported types, names that differ only
    /// in case or punctuation, and names that are not identifiers at all.
    static let awkwardNames: [String] = [
        "query", "query2", "body", "headers", "header", "path", "id", "ID", "Id", "self", "Self", "Type", "Protocol",
        "default", "init", "deinit", "subscript", "rawValue", "hashValue", "hash", "unknown", "description",
        "CodingKeys", "codingKeys", "container", "encoder", "decoder", "encode", "decode", "from", "to", "value",
        "Value", "values", "JSONValue", "AnyJSON", "Indirect", "Data", "Date", "URL", "UUID", "String", "Int", "Error",
        "Result", "Optional", "Never", "Any", "Thread", "Operation", "Notification", "Locale", "Progress", "Bundle",
        "Service", "Path", "Response", "Query", "Resource", "Route", "StubAdapter", "InMemoryBackend",
        "URLSessionAdapter", "Pages", "Parent", "Method", "Kind", "Target", "Element", "API", "Model", "Models",
        "parse", "singular", "collection", "list", "show", "create", "replace", "update", "delete", "at", "action",
        "events", "with", "method", "kind", "nil", "true", "false", "in", "is", "as", "where", "let", "var", "func",
        "class", "struct", "enum", "case", "switch", "if", "else", "return", "throw", "throws", "try", "await",
        "async", "some", "any", "super", "static", "public", "private", "internal", "open", "extension", "import",
        "protocol", "typealias", "associatedtype", "inout", "operator", "repeat", "while", "for", "do", "catch",
        "guard", "defer", "break", "continue", "fallthrough", "get", "set", "willSet", "didSet", "mutating", "lazy",
        "weak", "unowned", "required", "optional", "override", "final", "indirect", "prefix", "postfix", "none",
        "created_at", "createdAt", "CreatedAt", "created-at", "Created.At", "user", "users", "User", "USER", "x-y",
        "x_y", "xY", "_", "__", "_id", "$ref", "1st", "123", "2fa", "", " ", "é", "Ärger", "日本", "rocket🚀",
        "a\"quote", "back\\slash", "new\nline", "tab\tbed", "@me", "a:b", "%40me", "a b", "a.b", "a/b",
    ]

    /// Characters a path segment may carry as they are (RFC 3986's `pchar`, less `%`, which
    /// comes as whole triplets).
    static let segmentCharacters = Array(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@"
    )

    /// Characters of made-up names: letters, digits, punctuation, a space, non-ASCII.
    static let nameCharacters = Array("aAbBzZ09_-. $@éß日🚀")

    /// The characters a component key may have (OpenAPI's `^[a-zA-Z0-9.\-_]+$`).
    static let keyCharacters = Array("aAbBqQzZ09._-")

    /// Documents with awkward names in every place a name comes from.
    static var generator: Generator<HostileDocument, [HostileDocument]> {
        Generator(run: { random in make(&random) }, shrink: { $0.smaller })
    }

    /// A new document.
    static func make(_ random: inout some RandomNumberGenerator) -> HostileDocument {
        // References are indices, taken modulo the number of schemas there turn out to be.
        let schemaCount = 5
        var schemas: [Schema] = []
        for _ in 0..<Int.random(in: 1...5, using: &random) {
            let kind: Kind =
                Int.random(in: 0..<4, using: &random) == 0
                ? .enumeration(names(1...5, &random))
                : .object(properties(1...6, depth: 0, schemas: schemaCount, &random))
            let title = Bool.random(using: &random) ? name(&random) : nil
            let key = key(&random)
            guard !schemas.contains(where: { $0.key == key }) else { continue }
            schemas.append(Schema(key: key, title: title, kind: kind, hasExample: Bool.random(using: &random)))
        }
        var operations: [Operation] = []
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            var segments: [Segment] = []
            var parameters: Set<String> = []
            // A path begins with a literal: a parameter first (`/{owner}/…`) names no resource.
            segments.append(.literal(segment(&random)))
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                if Int.random(in: 0..<3, using: &random) == 0 {
                    let parameter = name(&random)
                    guard !parameter.isEmpty, !parameters.contains(parameter),
                        !parameter.contains(where: { "{}/?#".contains($0) })
                    else { continue }
                    parameters.insert(parameter)
                    segments.append(.parameter(parameter))
                } else {
                    segments.append(.literal(segment(&random)))
                }
            }
            var query: [Parameter] = []
            var queryNames: Set<String> = []
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let parameter = name(&random)
                guard !queryNames.contains(parameter) else { continue }
                queryNames.insert(parameter)
                query.append(
                    Parameter(name: parameter, kind: scalar(&random), required: Bool.random(using: &random))
                )
            }
            operations.append(
                Operation(
                    method: ["get", "post", "put", "patch", "delete", "head"].randomElement(using: &random) ?? "get",
                    segments: segments,
                    operationID: Bool.random(using: &random) ? name(&random) : nil,
                    query: query,
                    schema: Int.random(in: 0..<schemaCount, using: &random),
                    answersList: Bool.random(using: &random),
                    fixedQuery: Int.random(in: 0..<6, using: &random) == 0 ? fixedQuery(&random) : nil
                )
            )
        }
        return HostileDocument(
            version: Bool.random(using: &random) ? "3.1.0" : "3.0.3",
            schemas: schemas,
            operations: operations
        )
    }

    /// An awkward name, or one made of awkward characters.
    static func name(_ random: inout some RandomNumberGenerator) -> String {
        if Int.random(in: 0..<3, using: &random) > 0 {
            return awkwardNames.randomElement(using: &random) ?? ""
        }
        let count = Int.random(in: 0...6, using: &random)
        return String((0..<count).compactMap { _ in nameCharacters.randomElement(using: &random) })
    }

    static func names(_ count: ClosedRange<Int>, _ random: inout some RandomNumberGenerator) -> [String] {
        var names: [String] = []
        for _ in 0..<Int.random(in: count, using: &random) {
            let next = name(&random)
            if !names.contains(next) { names.append(next) }
        }
        return names
    }

    /// A component key: an awkward name that a key may be, or one made of a key's characters.
    static func key(_ random: inout some RandomNumberGenerator) -> String {
        let allowed = Set(keyCharacters).union("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        let fitting = awkwardNames.filter { !$0.isEmpty && $0.allSatisfy(allowed.contains) }
        if Bool.random(using: &random) { return fitting.randomElement(using: &random) ?? "Key" }
        let count = Int.random(in: 1...5, using: &random)
        return String((0..<count).compactMap { _ in keyCharacters.randomElement(using: &random) })
    }

    /// A literal path segment: `pchar` characters and `%XX` triplets, never `.` or `..`.
    static func segment(_ random: inout some RandomNumberGenerator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            if Int.random(in: 0..<8, using: &random) == 0 {
                text += ["%40", "%2F", "%20", "%e2%82%ac", "%3A"].randomElement(using: &random) ?? "%40"
            } else if let character = segmentCharacters.randomElement(using: &random) {
                text.append(character)
            }
        }
        return text == "." || text == ".." ? text + "x" : text
    }

    /// A query a path key carries: one or two `name=value` pairs of unreserved characters.
    static func fixedQuery(_ random: inout some RandomNumberGenerator) -> String {
        let characters = Array("abzABZ09-._~")
        func word(_ random: inout some RandomNumberGenerator) -> String {
            String(
                (0..<Int.random(in: 1...4, using: &random)).compactMap { _ in characters.randomElement(using: &random) }
            )
        }
        return (0..<Int.random(in: 1...2, using: &random)).map { _ in word(&random) + "=" + word(&random) }
            .joined(separator: "&")
    }

    static func scalar(_ random: inout some RandomNumberGenerator) -> Kind {
        switch Int.random(in: 0..<7, using: &random) {
        case 0: .integer
        case 1: .number
        case 2: .boolean
        case 3: .enumeration(names(1...4, &random))
        case 4: .array(.string)
        case 5: .array(.enumeration(names(1...3, &random)))
        default: .string
        }
    }

    static func properties(
        _ count: ClosedRange<Int>,
        depth: Int,
        schemas: Int,
        _ random: inout some RandomNumberGenerator
    ) -> [Property] {
        var properties: [Property] = []
        for _ in 0..<Int.random(in: count, using: &random) {
            let propertyName = name(&random)
            guard !properties.contains(where: { $0.name == propertyName }) else { continue }
            let kind: Kind
            switch Int.random(in: 0..<6, using: &random) {
            case 0: kind = .reference(Int.random(in: 0..<schemas, using: &random))
            case 1: kind = .array(.reference(Int.random(in: 0..<schemas, using: &random)))
            case 2 where depth < 2: kind = .object(Self.properties(1...3, depth: depth + 1, schemas: schemas, &random))
            case 3: kind = .nullableString
            default: kind = scalar(&random)
            }
            properties.append(Property(name: propertyName, kind: kind, required: Bool.random(using: &random)))
        }
        return properties
    }

    // MARK: - Shrinking

    /// Smaller documents than this one: an operation, a schema or a property fewer.
    var smaller: [HostileDocument] {
        var smaller: [HostileDocument] = []
        for index in operations.indices where operations.count > 1 {
            var copy = self
            copy.operations.remove(at: index)
            smaller.append(copy)
        }
        for index in schemas.indices where schemas.count > 1 {
            var copy = self
            copy.schemas.remove(at: index)
            smaller.append(copy)
        }
        for (index, schema) in schemas.enumerated() {
            guard case .object(let properties) = schema.kind, properties.count > 1 else { continue }
            for dropped in properties.indices {
                var copy = self
                var fewer = properties
                fewer.remove(at: dropped)
                copy.schemas[index].kind = .object(fewer)
                smaller.append(copy)
            }
        }
        for (index, operation) in operations.enumerated() where !operation.query.isEmpty {
            var copy = self
            copy.operations[index].query.removeLast()
            smaller.append(copy)
        }
        return smaller
    }
}

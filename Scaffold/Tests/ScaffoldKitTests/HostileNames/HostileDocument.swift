import Foundation
import PropertyBased

/// An OpenAPI document whose every name is one a generator chose to be awkward: keywords, the
/// names of the standard library's, Foundation's and Yopuy's types, the names the scaffold
/// itself writes (`query`, `CodingKeys`, `unknown`), names that differ only in case or
/// punctuation, names that start with a digit, non-ASCII names and empty ones; and literal path
/// segments of every character RFC 3986 lets a segment carry.
///
/// `json` writes it as a document; ``HostileDocument/generator`` makes them.
struct HostileDocument: Sendable, CustomStringConvertible {
    /// A property of a component schema or of an inline object.
    struct Property: Sendable {
        var name: String
        var kind: Kind
        var required: Bool
    }

    /// What a property, a query parameter or an inline value holds.
    indirect enum Kind: Sendable {
        case string, integer, number, boolean, nullableString
        /// A string `enum` with these values.
        case enumeration([String])
        /// A reference to the component schema at this index (modulo their count).
        case reference(Int)
        case array(Kind)
        /// An object with these properties, written inline.
        case object([Property])
    }

    /// A component schema: an object with properties, or a string enum.
    struct Schema: Sendable {
        var key: String
        var title: String?
        var kind: Kind
        /// Whether the schema carries an `example`, made from its own properties.
        var hasExample = false
    }

    /// A query parameter.
    struct Parameter: Sendable {
        var name: String
        var kind: Kind
        var required: Bool
    }

    /// One segment of an operation's path: a literal, or a parameter's name.
    enum Segment: Sendable {
        case literal(String)
        case parameter(String)
    }

    /// An operation.
    struct Operation: Sendable {
        var method: String
        var segments: [Segment]
        var operationID: String?
        var query: [Parameter]
        /// The index of the component schema the body and the answer are (modulo their count).
        var schema: Int
        var answersList: Bool
        /// A query the path key carries (`/items?beta=true`), or nil.
        var fixedQuery: String? = nil
    }

    var version: String
    var schemas: [Schema]
    var operations: [Operation]

    var description: String { json }

    // MARK: - Writing

    /// The paths of the operations, each path once, in the order first met, with its operations.
    var paths: [(path: String, operations: [Operation])] {
        var paths: [(path: String, operations: [Operation])] = []
        for operation in operations {
            let path =
                "/"
                + operation.segments.map { segment in
                    switch segment {
                    case .literal(let text): text
                    case .parameter(let name): "{\(name)}"
                    }
                }.joined(separator: "/") + (operation.fixedQuery.map { "?" + $0 } ?? "")
            if let index = paths.firstIndex(where: { $0.path == path }) {
                if !paths[index].operations.contains(where: { $0.method == operation.method }) {
                    paths[index].operations.append(operation)
                }
            } else {
                paths.append((path, [operation]))
            }
        }
        return paths
    }

    /// The document as JSON, keys in a fixed order.
    var json: String {
        var pathEntries: [(String, JSON)] = []
        for (path, operations) in paths {
            var methods: [(String, JSON)] = []
            for operation in operations {
                methods.append((operation.method, operationJSON(operation)))
            }
            pathEntries.append((path, .object(methods)))
        }
        let components: [(String, JSON)] = schemas.map { schema in
            var entries = schemaEntries(schema.kind)
            if let title = schema.title { entries.append(("title", .string(title))) }
            if schema.hasExample, let example = example(of: schema.kind, depth: 0) {
                entries.append(("example", example))
            }
            return (schema.key, .object(entries))
        }
        let document: JSON = .object([
            ("openapi", .string(version)),
            ("info", .object([("title", .string("Hostile names")), ("version", .string("1"))])),
            ("paths", .object(pathEntries)),
            ("components", .object([("schemas", .object(components))])),
        ])
        return document.text
    }

    private func operationJSON(_ operation: Operation) -> JSON {
        var entries: [(String, JSON)] = []
        if let id = operation.operationID { entries.append(("operationId", .string(id))) }
        var parameters: [JSON] = []
        for case .parameter(let name) in operation.segments {
            parameters.append(
                .object([
                    ("name", .string(name)), ("in", .string("path")), ("required", .bool(true)),
                    ("schema", .object([("type", .string("string"))])),
                ])
            )
        }
        for parameter in operation.query {
            parameters.append(
                .object([
                    ("name", .string(parameter.name)), ("in", .string("query")),
                    ("required", .bool(parameter.required)), ("schema", .object(schemaEntries(parameter.kind))),
                ])
            )
        }
        if !parameters.isEmpty { entries.append(("parameters", .array(parameters))) }
        let reference = JSON.object([("$ref", .string("#/components/schemas/\(schemaKey(operation.schema))"))])
        if ["post", "put", "patch"].contains(operation.method) {
            entries.append(
                (
                    "requestBody",
                    .object([("content", .object([("application/json", .object([("schema", reference)]))]))])
                )
            )
        }
        let answer =
            operation.answersList ? JSON.object([("type", .string("array")), ("items", reference)]) : reference
        let status = operation.method == "delete" ? "204" : "200"
        var response: [(String, JSON)] = [("description", .string("the answer"))]
        if status == "200" {
            response.append(("content", .object([("application/json", .object([("schema", answer)]))])))
        }
        entries.append(("responses", .object([(status, .object(response))])))
        return .object(entries)
    }

    /// A value that `kind` reads, with the awkward names as its keys and strings, or nil when
    /// none can be made (a required reference that leads back to itself).
    func example(of kind: Kind, depth: Int) -> JSON? {
        switch kind {
        case .string: return .string("a \"string\" \\ with\nlines 日本")
        case .integer: return .number("7")
        case .number: return .number("1.5")
        case .boolean: return .bool(true)
        case .nullableString: return .null
        case .enumeration(let values): return values.first.map(JSON.string)
        case .reference(let index):
            return depth < 3 ? example(of: schemas[index % schemas.count].kind, depth: depth + 1) : nil
        case .array(let element): return .array(example(of: element, depth: depth + 1).map { [$0] } ?? [])
        case .object(let properties):
            var entries: [(String, JSON)] = []
            // A key that YAML reads as another type when plain (empty, `9`, `true`, `null`) is
            // left out: the loader cannot read an example that has one, and then reads the whole
            // schema as free-form JSON and says so in the report.
            for property in properties {
                let name = property.name.lowercased()
                if name.isEmpty || Double(name) != nil
                    || ["true", "false", "null", "~", "yes", "no", "on", "off"].contains(name)
                {
                    if property.required { return nil }
                } else if let value = example(of: property.kind, depth: depth + 1) {
                    entries.append((property.name, value))
                } else if property.required {
                    return nil
                }
            }
            return .object(entries)
        }
    }

    private func schemaKey(_ index: Int) -> String {
        schemas[index % schemas.count].key
    }

    private func schemaEntries(_ kind: Kind) -> [(String, JSON)] {
        switch kind {
        case .string: return [("type", .string("string"))]
        case .integer: return [("type", .string("integer"))]
        case .number: return [("type", .string("number"))]
        case .boolean: return [("type", .string("boolean"))]
        case .nullableString:
            return version.hasPrefix("3.0")
                ? [("type", .string("string")), ("nullable", .bool(true))]
                : [("type", .array([.string("string"), .string("null")]))]
        case .enumeration(let values):
            return [("type", .string("string")), ("enum", .array(values.map(JSON.string)))]
        case .reference(let index):
            return [("$ref", .string("#/components/schemas/\(schemaKey(index))"))]
        case .array(let element):
            return [("type", .string("array")), ("items", .object(schemaEntries(element)))]
        case .object(let properties):
            var entries: [(String, JSON)] = [("type", .string("object"))]
            entries.append(("properties", .object(properties.map { ($0.name, .object(schemaEntries($0.kind))) })))
            let required = properties.filter(\.required).map(\.name)
            if !required.isEmpty { entries.append(("required", .array(required.map(JSON.string)))) }
            return entries
        }
    }
}

/// JSON with its keys in the order given, written as text.
enum JSON: Sendable {
    case string(String)
    /// A number, as written.
    case number(String)
    case bool(Bool)
    case null
    case array([JSON])
    case object([(String, JSON)])

    var text: String {
        switch self {
        case .string(let value): return Self.quoted(value)
        case .number(let text): return text
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        case .array(let values): return "[" + values.map(\.text).joined(separator: ",") + "]"
        case .object(let entries):
            return "{" + entries.map { Self.quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

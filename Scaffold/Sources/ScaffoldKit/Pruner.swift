import Foundation
import Yams

/// Finds the smallest part of a document to leave out so that a decoding error goes away:
/// the deepest schema on the error's path (read as free-form JSON instead), else the operation,
/// the path, or the component it is in.
enum Pruner {
    /// What was left out, by pointer, and in words.
    struct Skipped {
        var pointer: String
        var what: String
    }

    /// Keys of a schema whose value is a schema.
    private static let schemaKeys: Set<String> = [
        "items", "additionalProperties", "not", "contains", "propertyNames", "if", "then", "else",
        "unevaluatedItems", "unevaluatedProperties",
    ]
    /// Keys whose value is a list of schemas.
    private static let schemaListKeys: Set<String> = ["allOf", "oneOf", "anyOf", "prefixItems"]
    /// Keys whose value is a map of schemas.
    private static let schemaMapKeys: Set<String> = ["properties", "patternProperties", "$defs", "definitions"]
    /// The keys of a path item that hold its operations.
    static let methods: Set<String> = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    /// The document with the part that `tokens` leads into left out, or `nil` if there is
    /// nothing left to leave out.
    static func skip(in root: Node, along tokens: [String]) -> (Skipped, Node)? {
        var candidates: [(count: Int, replacement: Node?, what: String)] = []
        // Whether the path up to each token leads to a schema. A keyword counts only inside a
        // schema: a schema named `else` or `items` holds an `example`, which is no schema.
        var leadsToSchema: [Bool] = []
        for (index, token) in tokens.enumerated() {
            let before = tokens[..<index]
            let parentKey = before.last
            let parentIsSchema = index >= 1 && leadsToSchema[index - 1]
            let grandparentIsSchema = index >= 2 && leadsToSchema[index - 2]
            let isSchema =
                (before.count == 2 && before.first == "components" && parentKey == "schemas")
                || (token == "schema" && !parentIsSchema)  // a parameter's, a header's or a media type's
                || (parentIsSchema && schemaKeys.contains(token))
                || (grandparentIsSchema && Int(token) != nil && parentKey.map(schemaListKeys.contains) == true)
                || (grandparentIsSchema && parentKey.map(schemaMapKeys.contains) == true)
            leadsToSchema.append(isSchema)
            if isSchema {
                candidates.append((index + 1, Node([(Node, Node)]()), "the schema is read as free-form JSON"))
            }
            if before.count == 2, before.first == "paths", methods.contains(token) {
                candidates.append((index + 1, nil, "the operation is left out"))
            }
            if before.count == 1, before.first == "paths" {
                candidates.append((index + 1, nil, "the path is left out"))
            }
            if before.count == 2, before.first == "components", parentKey != "schemas" {
                candidates.append((index + 1, nil, "the component is left out"))
            }
        }
        for candidate in candidates.sorted(by: { $0.count > $1.count }) {
            let path = Array(tokens.prefix(candidate.count))
            if candidate.replacement != nil, case .mapping(let existing)? = value(in: root, at: path[...]),
                existing.isEmpty
            {
                continue  // already free-form: leaving it out again would change nothing
            }
            guard let changed = replace(in: root, at: path[...], with: candidate.replacement) else { continue }
            return (Skipped(pointer: JSONPointer.make(path), what: candidate.what), changed)
        }
        return nil
    }

    /// The node at `path`, if there is one.
    private static func value(in node: Node, at path: ArraySlice<String>) -> Node? {
        guard let token = path.first else { return node }
        switch node {
        case .mapping(let mapping):
            return mapping[token].flatMap { value(in: $0, at: path.dropFirst()) }
        case .sequence(let sequence):
            guard let index = Int(token), sequence.indices.contains(index) else { return nil }
            return value(in: sequence[index], at: path.dropFirst())
        default:
            return nil
        }
    }

    /// `node` with the node at `path` replaced (or removed, when `replacement` is `nil`), or
    /// `nil` if there is no such node.
    private static func replace(in node: Node, at path: ArraySlice<String>, with replacement: Node?) -> Node? {
        guard let token = path.first else { return replacement ?? Node([(Node, Node)]()) }
        switch node {
        case .mapping(let mapping):
            guard mapping[token] != nil else { return nil }
            var pairs: [(Node, Node)] = []
            for (key, value) in mapping {
                guard key.string == token else {
                    pairs.append((key, value))
                    continue
                }
                if path.count == 1 {
                    if let replacement { pairs.append((key, replacement)) }
                } else {
                    guard let changed = replace(in: value, at: path.dropFirst(), with: replacement) else { return nil }
                    pairs.append((key, changed))
                }
            }
            return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style))
        case .sequence(let sequence):
            guard let index = Int(token), sequence.indices.contains(index) else { return nil }
            var items = Array(sequence)
            if path.count == 1 {
                items[index] = replacement ?? Node([(Node, Node)]())
            } else {
                guard let changed = replace(in: items[index], at: path.dropFirst(), with: replacement) else {
                    return nil
                }
                items[index] = changed
            }
            return .sequence(Node.Sequence(items, sequence.tag, sequence.style))
        default:
            return nil
        }
    }
}

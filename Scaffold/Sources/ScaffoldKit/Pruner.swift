import Foundation

/// Finds the smallest part of a document to leave out so that a decoding error goes away:
/// the deepest schema on the error's path (read as free-form JSON instead), else the operation,
/// the path, or the component it is in.
enum Pruner {
    /// What was left out, by pointer, and in words.
    struct Skipped {
        var pointer: String
        var what: String
    }

    /// Keys after which the next node (or the one after an index or a name) is a schema.
    private static let schemaKeys: Set<String> = [
        "schema", "items", "additionalProperties", "not", "contains", "propertyNames", "if", "then", "else",
        "unevaluatedItems", "unevaluatedProperties",
    ]
    private static let schemaListKeys: Set<String> = ["allOf", "oneOf", "anyOf", "prefixItems"]
    private static let schemaMapKeys: Set<String> = ["properties", "patternProperties", "$defs", "definitions"]
    private static let methods: Set<String> = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    /// The tree with the part that `tokens` leads into left out, or `nil` if there is nothing
    /// left to leave out.
    static func skip(in tree: Any, along tokens: [String]) -> (Skipped, Any)? {
        // The places that could be left out, deepest last: (token count, what).
        var candidates: [(count: Int, replacement: Any?, what: String)] = []
        for (index, token) in tokens.enumerated() {
            let before = Array(tokens[..<index])
            let isSchema =
                (before.count == 2 && before[0] == "components" && before[1] == "schemas")
                || (before.last.map(schemaKeys.contains) ?? false)
                || (before.count >= 1 && (schemaListKeys.contains(before[before.count - 1]) ? false : false))
                || (before.count >= 2 && schemaListKeys.contains(before[before.count - 1]) && Int(token) != nil)
                || (before.count >= 2 && schemaMapKeys.contains(before[before.count - 1]))
            if isSchema || (schemaKeys.contains(token) && index == tokens.count - 1) {
                let count = schemaKeys.contains(token) && index == tokens.count - 1 ? index + 1 : index + 1
                candidates.append((count, [String: Any](), "the schema is read as free-form JSON"))
            }
            if before.count == 2, before[0] == "paths", methods.contains(token) {
                candidates.append((index + 1, nil, "the operation is left out"))
            }
            if before.count == 1, before[0] == "paths" {
                candidates.append((index + 1, nil, "the path is left out"))
            }
            if before.count == 2, before[0] == "components", before[1] != "schemas" {
                candidates.append((index + 1, nil, "the component is left out"))
            }
        }
        for candidate in candidates.sorted(by: { $0.count > $1.count }) {
            let path = Array(tokens.prefix(candidate.count))
            if let existing = value(in: tree, at: path), let replacement = candidate.replacement,
                let dictionary = existing as? [String: Any], dictionary.isEmpty, replacement is [String: Any]
            {
                continue  // already free-form: leaving it out again would change nothing
            }
            guard let changed = replace(in: tree, at: path[...], with: candidate.replacement) else { continue }
            return (Skipped(pointer: JSONPointer.make(path), what: candidate.what), changed)
        }
        return nil
    }

    /// The value at `path`, if there is one.
    private static func value(in tree: Any, at path: [String]) -> Any? {
        var node: Any = tree
        for token in path {
            if let object = node as? [String: Any], let next = object[token] {
                node = next
            } else if let array = node as? [Any], let index = Int(token), array.indices.contains(index) {
                node = array[index]
            } else {
                return nil
            }
        }
        return node
    }

    /// `tree` with the value at `path` replaced (or removed, when `replacement` is `nil`), or `nil`
    /// if there is no such value.
    private static func replace(in tree: Any, at path: ArraySlice<String>, with replacement: Any?) -> Any? {
        guard let token = path.first else { return replacement ?? [String: Any]() }
        if var object = tree as? [String: Any], let child = object[token] {
            if path.count == 1 {
                object[token] = replacement
                return object
            }
            guard let changed = replace(in: child, at: path.dropFirst(), with: replacement) else { return nil }
            object[token] = changed
            return object
        }
        if var array = tree as? [Any], let index = Int(token), array.indices.contains(index) {
            if path.count == 1 {
                array[index] = replacement ?? [String: Any]()
                return array
            }
            guard let changed = replace(in: array[index], at: path.dropFirst(), with: replacement) else { return nil }
            array[index] = changed
            return array
        }
        return nil
    }
}

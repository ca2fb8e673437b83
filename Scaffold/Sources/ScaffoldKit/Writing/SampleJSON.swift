import OpenAPIKit

/// A JSON text of a schema that the models the scaffold writes for it decode: each required
/// property with a value of its type, arrays empty, numbers 1, strings their first allowed value,
/// a union its first alternative. The server check answers and sends it.
struct SampleJSON {
    let components: OpenAPI.Components

    /// The sample of `schema`; `{}` for none, and past a depth of 12 (a recursive schema whose
    /// recursion is required cannot have a finite sample).
    func text(_ schema: JSONSchema?, depth: Int = 0) -> String {
        guard let schema, depth < 12 else { return "{}" }
        switch schema.value {
        case .reference(let reference, _):
            return text(resolve(reference), depth: depth + 1)
        case .null: return "null"
        case .boolean: return "true"
        case .integer: return "1"
        case .number: return "1"
        case .string(let core, _):
            return core.allowedValues?.lazy.compactMap { $0.value as? String }.first.map(Self.string) ?? "\"x\""
        case .fragment(let core):
            return core.allowedValues?.lazy.compactMap { $0.value as? String }.first.map(Self.string) ?? "{}"
        case .array: return "[]"
        case .object, .all:
            var seen: Set<String> = []
            let members = required(schema, depth: depth).filter { seen.insert($0.name).inserted }
            return "{"
                + members.map { Self.string($0.name) + ": " + text($0.schema, depth: depth + 1) }
                .joined(separator: ", ") + "}"
        case .one(of: let parts, core: _), .any(of: let parts, core: _):
            return text(parts.first, depth: depth + 1)
        case .not: return "{}"
        }
    }

    /// The required properties of an object, or of every part of an `allOf`, references followed.
    private func required(_ schema: JSONSchema, depth: Int) -> [(name: String, schema: JSONSchema)] {
        guard depth < 12 else { return [] }
        switch schema.value {
        case .reference(let reference, _):
            return resolve(reference).map { required($0, depth: depth + 1) } ?? []
        case .object(_, let object):
            return object.properties.filter { object.requiredProperties.contains($0.key) }.map { ($0.key, $0.value) }
        case .all(of: let parts, core: _):
            return parts.flatMap { required($0, depth: depth + 1) }
        default:
            return []
        }
    }

    private func resolve(_ reference: JSONReference<JSONSchema>) -> JSONSchema? {
        guard case .internal(.component(let key)) = reference else { return nil }
        return components.schemas.first { $0.key.rawValue == key }?.value
    }

    /// `text` as a JSON string.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20:
                out +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

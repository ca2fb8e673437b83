import Foundation
import OpenAPIKit
import OpenAPIKit30
import OpenAPIKitCompat
import Yams

/// An OpenAPI document as the scaffold read it, with what it had to mend or skip.
public struct LoadedDocument: Sendable {
    /// The document, in OpenAPI 3.1's model (a 3.0 document is converted).
    public var document: OpenAPIKit.OpenAPI.Document
    /// The document's own `openapi` version, as written.
    public var version: String
    /// What was mended or skipped to read it, in the order found.
    public var problems: [Problem]
}

/// Reads a published OpenAPI document as it is: JSON or YAML, 3.0 or 3.1, mending what
/// OpenAPIKit refuses but a person can read, and skipping what cannot be read at all, each
/// reported by JSON pointer.
public enum DocumentLoader {
    /// The most places the loader skips before it gives up on a document.
    static let skipLimit = 200

    /// Reads the document in the file at `path`.
    ///
    /// - Throws: ``ScaffoldError`` when the file cannot be read, is not an OpenAPI document, or
    ///   cannot be read even after mending.
    public static func load(path: String) throws(ScaffoldError) -> LoadedDocument {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ScaffoldError(.unreadable, file: path, "cannot read the file (\(error.localizedDescription))")
        }
        return try load(data: data, name: path)
    }

    /// Reads a document from `data`; `name` names it in errors.
    public static func load(data: Data, name: String) throws(ScaffoldError) -> LoadedDocument {
        var tree = try parse(data, name: name)
        guard let root = tree as? [String: Any] else {
            throw ScaffoldError(.notOpenAPI, file: name, "not an OpenAPI document: its top level is not an object")
        }
        if root["swagger"] != nil {
            throw ScaffoldError(
                .unsupportedVersion, file: name,
                "a Swagger 2.0 document: convert it to OpenAPI 3 first (for example with swagger2openapi)")
        }
        guard let version = root["openapi"] as? String else {
            throw ScaffoldError(.notOpenAPI, file: name, "not an OpenAPI document: it has no `openapi` version field")
        }
        let isThirty = version.hasPrefix("3.0")
        guard isThirty || version.hasPrefix("3.1") || version.hasPrefix("3.2") else {
            throw ScaffoldError(
                .unsupportedVersion, file: name, "OpenAPI \(version) is not read here; the scaffold reads 3.0, 3.1 and 3.2")
        }
        var problems: [Problem] = []
        tree = Mender(isThirty: isThirty).mend(tree, at: [], problems: &problems)
        for _ in 0..<skipLimit {
            let json: Data
            do {
                json = try JSONSerialization.data(withJSONObject: tree, options: [.sortedKeys])
            } catch {
                throw ScaffoldError(.undecodable, file: name, "cannot write the document back as JSON: \(error)")
            }
            do {
                let document: OpenAPIKit.OpenAPI.Document
                if isThirty {
                    document = try JSONDecoder().decode(OpenAPIKit30.OpenAPI.Document.self, from: json)
                        .convert(to: .v3_1_1)
                } else {
                    document = try JSONDecoder().decode(OpenAPIKit.OpenAPI.Document.self, from: json)
                }
                return LoadedDocument(document: document, version: version, problems: problems)
            } catch {
                let readable = OpenAPIKit.OpenAPI.Error(from: error)
                let tokens = readable.codingPath.map(\.stringValue)
                guard let (skipped, remaining) = Pruner.skip(in: tree, along: tokens) else {
                    throw ScaffoldError(
                        .undecodable, file: name,
                        "\(JSONPointer.make(tokens)): \(readable.localizedDescription)")
                }
                problems.append(Problem(.skipped, at: skipped.pointer, "\(skipped.what): \(readable.localizedDescription)"))
                tree = remaining
            }
        }
        throw ScaffoldError(.undecodable, file: name, "more than \(skipLimit) places could not be read; giving up")
    }

    /// The document's tree: dictionaries, arrays, strings, numbers, booleans and nulls.
    static func parse(_ data: Data, name: String) throws(ScaffoldError) -> Any {
        let first = data.first { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            do {
                return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            } catch {
                throw ScaffoldError(.notJSONOrYAML, file: name, "not valid JSON: \(error.localizedDescription)")
            }
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScaffoldError(.notJSONOrYAML, file: name, "not UTF-8 text, so neither JSON nor YAML")
        }
        let loaded: Any?
        do {
            loaded = try Yams.load(yaml: text)
        } catch {
            throw ScaffoldError(.notJSONOrYAML, file: name, "neither JSON nor YAML: \(error)")
        }
        guard let loaded else {
            throw ScaffoldError(.notOpenAPI, file: name, "not an OpenAPI document: the file is empty")
        }
        return jsonCompatible(loaded)
    }

    /// A YAML value as JSON can hold it: dates as ISO 8601 text, keys as strings.
    static func jsonCompatible(_ value: Any) -> Any {
        switch value {
        case let dictionary as [AnyHashable: Any]:
            var result: [String: Any] = [:]
            for (key, element) in dictionary { result["\(key.base)"] = jsonCompatible(element) }
            return result
        case let array as [Any]:
            return array.map(jsonCompatible)
        case let date as Date:
            return ISO8601DateFormatter().string(from: date)
        case let data as Data:
            return data.base64EncodedString()
        case is NSNull, is String, is Bool, is Int, is Double, is NSNumber:
            return value
        default:
            return "\(value)"
        }
    }
}

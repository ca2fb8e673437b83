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
    /// The operations the document's text has that reading it left out (a skipped path item, or
    /// an operation OpenAPIKit could not read), as `METHOD /path`: counted, and named, as not said.
    public var leftOut: [String] = []
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
    ///
    /// JSON and YAML alike are read as YAML nodes, which keep the document's order of paths,
    /// schemas and properties, so that the output follows it and is the same from run to run.
    public static func load(data: Data, name: String) throws(ScaffoldError) -> LoadedDocument {
        var root = try parse(data, name: name)
        guard case .mapping(let mapping) = root else {
            throw ScaffoldError(.notOpenAPI, file: name, "not an OpenAPI document: its top level is not an object")
        }
        if mapping["swagger"] != nil {
            throw ScaffoldError(
                .unsupportedVersion,
                file: name,
                "a Swagger 2.0 document: convert it to OpenAPI 3 first (for example with swagger2openapi)"
            )
        }
        guard let version = mapping["openapi"]?.string else {
            throw ScaffoldError(.notOpenAPI, file: name, "not an OpenAPI document: it has no `openapi` version field")
        }
        let isThirty = version.hasPrefix("3.0")
        guard isThirty || version.hasPrefix("3.1") || version.hasPrefix("3.2") else {
            throw ScaffoldError(
                .unsupportedVersion,
                file: name,
                "OpenAPI \(version) is not read here; the scaffold reads 3.0, 3.1 and 3.2"
            )
        }
        var problems: [Problem] = []
        let schemes = mapping["components"]?.mapping?["securitySchemes"]?.mapping?.keys.compactMap(\.string) ?? []
        root = Mender(isThirty: isThirty, securitySchemes: Set(schemes)).mend(root, at: [], problems: &problems)
        let mended = root
        for _ in 0..<skipLimit {
            do {
                let document: OpenAPIKit.OpenAPI.Document
                // Vendor extensions (`x-…`) say nothing the declarations use, and reading them
                // took most of the decoding's time.
                let options: [CodingUserInfoKey: Any] = [OpenAPIKit.VendorExtensionsConfiguration.enabledKey: false]
                if isThirty {
                    document = try YAMLDecoder().decode(
                        OpenAPIKit30.OpenAPI.Document.self,
                        from: root,
                        userInfo: options
                    ).convert(to: .v3_1_1)
                } else {
                    document = try YAMLDecoder().decode(OpenAPIKit.OpenAPI.Document.self, from: root, userInfo: options)
                }
                return LoadedDocument(
                    document: document,
                    version: version,
                    problems: problems,
                    leftOut: leftOut(of: mended, reading: document)
                )
            } catch {
                let readable = OpenAPIKit.OpenAPI.Error(from: error)
                let tokens = readable.codingPath.map(\.stringValue)
                guard let (skipped, remaining) = Pruner.skip(in: root, along: tokens) else {
                    throw ScaffoldError(
                        .undecodable,
                        file: name,
                        "\(JSONPointer.make(tokens)): \(readable.localizedDescription)"
                    )
                }
                problems.append(
                    Problem(.skipped, at: skipped.pointer, "\(skipped.what): \(readable.localizedDescription)")
                )
                root = remaining
            }
        }
        throw ScaffoldError(.undecodable, file: name, "more than \(skipLimit) places could not be read; giving up")
    }

    /// The operations in the text of `root` (a path's methods, ``Pruner/methods``) that `document`
    /// lacks, in the text's order.
    static func leftOut(of root: Node, reading document: OpenAPIKit.OpenAPI.Document) -> [String] {
        var read: Set<String> = []
        for (path, item) in document.paths {
            for endpoint in item.pathItemValue?.endpoints ?? [] {
                read.insert("\(endpoint.method.rawValue) \(path.rawValue)")
            }
        }
        var missing: [String] = []
        for (key, item) in root.mapping?["paths"]?.mapping ?? [:] {
            guard let text = key.string, let operations = item.mapping, operations["$ref"] == nil else { continue }
            let path = OpenAPIKit.OpenAPI.Path(rawValue: text).rawValue
            for method in operations.keys.compactMap(\.string) where Pruner.methods.contains(method) {
                let operation = "\(method.uppercased()) \(path)"
                if !read.contains(operation) { missing.append(operation) }
            }
        }
        return missing
    }

    /// The document's nodes, from JSON or YAML text.
    static func parse(_ data: Data, name: String) throws(ScaffoldError) -> Node {
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScaffoldError(.notJSONOrYAML, file: name, "not UTF-8 text, so neither JSON nor YAML")
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: Self.yamlEscapes(text))
        } catch {
            throw ScaffoldError(.notJSONOrYAML, file: name, "neither JSON nor YAML: \(error)")
        }
        guard let node else {
            throw ScaffoldError(.notOpenAPI, file: name, "not an OpenAPI document: the file is empty")
        }
        return node
    }

    /// JSON text with what YAML reads otherwise written as YAML reads it, so that JSON is read
    /// as JSON: a surrogate pair (`\ud83e\udd33`, how `json.dumps` writes every character beyond
    /// U+FFFF) as the one character it stands for (`\U0001f933`), a lone surrogate, which stands
    /// for none, as U+FFFD; and the characters a JSON string may hold as they are but YAML reads
    /// as line breaks (NEL, U+2028, U+2029) or refuses (DEL, the C1 controls, U+FEFF) as escapes.
    /// YAML's double-quoted scalars, which a JSON string is, take `\u` only for a character. YAML
    /// text is left as it is: its backslashes are not always escapes.
    static func yamlEscapes(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first(where: { !["\u{FEFF}", " ", "\t", "\n", "\r"].contains($0) }),
            first == "{" || first == "["
        else { return text }
        func unit(at index: Int) -> UInt32? {
            guard index + 6 <= scalars.count, scalars[index] == "\\", scalars[index + 1] == "u" else { return nil }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[(index + 2)..<(index + 6)])
            return UInt32(text, radix: 16)
        }
        var out = String.UnicodeScalarView()
        var index = 0
        var started = false
        while index < scalars.count {
            let scalar = scalars[index]
            defer { started = true }
            if scalar == "\\", index + 1 < scalars.count {
                // An escape: `\\` is one, so a backslash it holds never starts another.
                guard let high = unit(at: index), (0xD800...0xDFFF).contains(high) else {
                    out.append(contentsOf: scalars[index...(index + 1)])
                    index += 2
                    continue
                }
                if high <= 0xDBFF, let low = unit(at: index + 6), (0xDC00...0xDFFF).contains(low) {
                    let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                    out.append(contentsOf: "\\U\(String(format: "%08x", value))".unicodeScalars)
                    index += 12
                } else {
                    out.append(contentsOf: "\\ufffd".unicodeScalars)
                    index += 6
                }
                continue
            }
            switch scalar.value {
            case 0xFEFF where !started:
                out.append(scalar)
            case 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF:
                out.append(contentsOf: String(format: "\\u%04x", scalar.value).unicodeScalars)
            default:
                out.append(scalar)
            }
            index += 1
        }
        return String(out)
    }
}

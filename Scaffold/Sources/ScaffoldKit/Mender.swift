import Foundation
import Yams

/// Mends what OpenAPIKit refuses in a published document but a person reads without a doubt,
/// each mend reported by JSON pointer:
///
/// - a 3.0-style boolean `exclusiveMinimum` or `exclusiveMaximum` in a 3.1 document (and a
///   3.1-style number in a 3.0 one) is read in the document's own style;
/// - an integer bound beyond what 64 bits hold (`maximum: 9223372036854776000`) is read as the
///   largest (or smallest) 64-bit integer;
/// - a security requirement (the document's or an operation's) that names a scheme the document
///   does not declare in `components.securitySchemes` is left out: no one can say what it asks
///   for (OpenAPIKit refused the whole document);
/// - the keys of data (an example, a map of them, a default, an enum) are read by their text, as
///   every other key is; its values are left as they are;
/// - a link's `operationRef` that is no URI (`#/mimic/agent/{agentNum}/get/start`) is read with
///   what a URI cannot hold percent-encoded.
struct Mender {
    /// Whether the document says it is OpenAPI 3.0.
    var isThirty: Bool
    /// The names of the security schemes the document declares.
    var securitySchemes: Set<String> = []

    /// Keys whose values are data, not schema: only their keys are read by their text.
    static let dataKeys: Set<String> = ["example", "examples", "default", "enum", "const"]
    /// Keywords whose value is an integer in OpenAPIKit's model.
    static let integerKeywords: Set<String> = [
        "maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum", "multipleOf", "maxLength", "minLength",
        "maxItems", "minItems", "maxProperties", "minProperties",
    ]

    /// The node with every mend made; `tokens` is where it sits.
    func mend(_ node: Node, at tokens: [String], problems: inout [Problem]) -> Node {
        switch node {
        case .sequence(let sequence):
            let items = sequence.enumerated().map {
                mend($0.element, at: tokens + [String($0.offset)], problems: &problems)
            }
            return .sequence(Node.Sequence(items, sequence.tag, sequence.style))
        case .mapping(let mapping):
            var pairs: [(key: String, keyNode: Node, value: Node)] = []
            for (key, value) in mapping {
                let name = key.string ?? ""
                // A key is looked up by its text: a quoted "200" must match the decoder's plain 200.
                let plainKey = Node(name)
                if Self.dataKeys.contains(name) {
                    pairs.append((name, plainKey, Self.plainKeys(value)))
                } else if name.hasPrefix("x-") {
                    pairs.append((name, plainKey, value))
                } else {
                    pairs.append((name, plainKey, mend(value, at: tokens + [name], problems: &problems)))
                }
            }
            mendExclusiveBounds(&pairs, at: tokens, problems: &problems)
            if tokens.isEmpty || (tokens.count == 3 && tokens[0] == "paths") {
                mendSecurity(&pairs, at: tokens, problems: &problems)
            }
            if tokens.count >= 2 && tokens[tokens.count - 2] == "links" {
                mendOperationReference(&pairs, at: tokens, problems: &problems)
            }
            for index in pairs.indices where Self.integerKeywords.contains(pairs[index].key) {
                guard case .scalar(let scalar) = pairs[index].value, scalar.style == .plain else { continue }
                let text = scalar.string
                let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
                guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigitCharacter), Int64(text) == nil else { continue }
                let clamped: Int64 = text.hasPrefix("-") ? .min : .max
                pairs[index].value = .scalar(Node.Scalar(String(clamped), scalar.tag, .plain))
                problems.append(
                    Problem(
                        .mended,
                        at: JSONPointer.make(tokens + [pairs[index].key]),
                        "\(pairs[index].key) \(text) is beyond a 64-bit integer; read as \(clamped)"
                    )
                )
            }
            return .mapping(Node.Mapping(pairs.map { ($0.keyNode, $0.value) }, mapping.tag, mapping.style))
        default:
            return node
        }
    }

    /// `node` with every mapping's keys, at any depth, read by their text and every value as it
    /// is: data (an example, a default, an enum) mended no further. A JSON document's quoted
    /// `"404"`, as a key, was not found by its plain name: OpenAPIKit could not read an example
    /// whose value has such a key, nor the example named so, and left out the component or the
    /// operation (GitHub's and SailPoint's documents, #75).
    static func plainKeys(_ node: Node) -> Node {
        switch node {
        case .mapping(let mapping):
            let pairs = mapping.map { key, value in (Node(key.string ?? ""), plainKeys(value)) }
            return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style))
        case .sequence(let sequence):
            return .sequence(Node.Sequence(sequence.map(plainKeys), sequence.tag, sequence.style))
        default:
            return node
        }
    }

    /// Leaves out of the `security` of the document (`tokens` empty) or of an operation each
    /// requirement that names a scheme the document does not declare.
    private func mendSecurity(
        _ pairs: inout [(key: String, keyNode: Node, value: Node)],
        at tokens: [String],
        problems: inout [Problem]
    ) {
        guard let index = pairs.firstIndex(where: { $0.key == "security" }),
            case .sequence(let requirements) = pairs[index].value
        else { return }
        var kept: [Node] = []
        for (offset, requirement) in requirements.enumerated() {
            let unknown = (requirement.mapping?.keys.compactMap(\.string) ?? []).filter {
                !securitySchemes.contains($0)
            }
            guard unknown.isEmpty else {
                problems.append(
                    Problem(
                        .mended,
                        at: JSONPointer.make(tokens + ["security", String(offset)]),
                        "names \(unknown.map { "`\($0)`" }.joined(separator: ", ")), which `components.securitySchemes` "
                            + "does not declare; the requirement is left out"
                    )
                )
                continue
            }
            kept.append(requirement)
        }
        guard kept.count < requirements.count else { return }
        pairs[index].value = .sequence(Node.Sequence(kept, requirements.tag, requirements.style))
    }

    /// Percent-encodes what a URI cannot hold (`{`, `}`, a space…) in a link's `operationRef`,
    /// which OpenAPIKit reads as a URL without encoding anything:
    /// `#/mimic/agent/{agentNum}/get/start` is no URL, and it refused the whole response
    /// and with it the operation (GambitComm's document, #75). The scaffold reads no link; the
    /// reference is kept, encoded.
    private func mendOperationReference(
        _ pairs: inout [(key: String, keyNode: Node, value: Node)],
        at tokens: [String],
        problems: inout [Problem]
    ) {
        guard let index = pairs.firstIndex(where: { $0.key == "operationRef" }),
            case .scalar(let scalar) = pairs[index].value,
            URL(string: scalar.string, encodingInvalidCharacters: false) == nil
        else { return }
        var allowed = CharacterSet.urlFragmentAllowed
        allowed.insert(charactersIn: "#%")
        guard let encoded = scalar.string.addingPercentEncoding(withAllowedCharacters: allowed),
            URL(string: encoded, encodingInvalidCharacters: false) != nil
        else { return }
        pairs[index].value = .scalar(Node.Scalar(encoded, scalar.tag, scalar.style))
        problems.append(
            Problem(
                .mended,
                at: JSONPointer.make(tokens + ["operationRef"]),
                "`\(scalar.string)` is no URI; read as `\(encoded)`"
            )
        )
    }

    /// Reads `exclusiveMinimum` and `exclusiveMaximum` in the document's own style.
    private func mendExclusiveBounds(
        _ pairs: inout [(key: String, keyNode: Node, value: Node)],
        at tokens: [String],
        problems: inout [Problem]
    ) {
        for (exclusive, bound) in [("exclusiveMinimum", "minimum"), ("exclusiveMaximum", "maximum")] {
            guard let index = pairs.firstIndex(where: { $0.key == exclusive }) else { continue }
            let value = pairs[index].value
            let pointer = JSONPointer.make(tokens + [exclusive])
            let limitIndex = pairs.firstIndex { $0.key == bound }
            if !isThirty, let flag = value.bool, value.int == nil {
                if flag, let limitIndex, let limit = pairs[limitIndex].value.float {
                    let text = pairs[limitIndex].value.string ?? "\(limit)"
                    pairs[index].value = pairs[limitIndex].value
                    pairs.remove(at: limitIndex)
                    problems.append(
                        Problem(
                            .mended,
                            at: pointer,
                            "a 3.0-style boolean in a 3.1 document; read as \(exclusive): \(text), without \(bound)"
                        )
                    )
                } else {
                    pairs.remove(at: index)
                    let why = flag ? "with no \(bound) it bounds nothing" : "false says nothing"
                    problems.append(
                        Problem(
                            .mended,
                            at: pointer,
                            "a 3.0-style boolean in a 3.1 document; \(why), so it is left out"
                        )
                    )
                }
            } else if isThirty, value.bool == nil, let text = value.string, value.float != nil {
                pairs[index].value = Node("true", .implicit, .plain)
                if let limitIndex {
                    pairs[limitIndex].value = Node(text, .implicit, .plain)
                } else {
                    pairs.append((bound, Node(bound), Node(text, .implicit, .plain)))
                }
                problems.append(
                    Problem(
                        .mended,
                        at: pointer,
                        "a 3.1-style number in a 3.0 document; read as \(bound): \(text), \(exclusive): true"
                    )
                )
            }
        }
    }
}

extension Character {
    /// Whether the character is one of `0` to `9`.
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}

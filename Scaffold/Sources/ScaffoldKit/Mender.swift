import Foundation

/// Mends what OpenAPIKit refuses in a published document but a person reads without a doubt,
/// each mend reported by JSON pointer:
///
/// - a 3.0-style boolean `exclusiveMinimum` or `exclusiveMaximum` in a 3.1 document (and a
///   3.1-style number in a 3.0 one) is read in the document's own style;
/// - an integer bound beyond what 64 bits hold (`maximum: 18446744073709551615`) is read as the
///   largest (or smallest) 64-bit integer.
struct Mender {
    /// Whether the document says it is OpenAPI 3.0.
    var isThirty: Bool

    /// Keys whose values are data, not schema, and are left as they are.
    static let dataKeys: Set<String> = ["example", "examples", "default", "enum", "const"]
    /// Keywords whose value is an integer in OpenAPIKit's model.
    static let integerKeywords: Set<String> = [
        "maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum", "multipleOf", "maxLength", "minLength",
        "maxItems", "minItems", "maxProperties", "minProperties",
    ]

    /// The tree with every mend made; `tokens` is where `value` sits.
    func mend(_ value: Any, at tokens: [String], problems: inout [Problem]) -> Any {
        if let array = value as? [Any] {
            return array.enumerated().map { mend($0.element, at: tokens + [String($0.offset)], problems: &problems) }
        }
        guard var object = value as? [String: Any] else { return value }
        for key in object.keys.sorted() {
            guard let child = object[key], !Self.dataKeys.contains(key), !key.hasPrefix("x-") else { continue }
            object[key] = mend(child, at: tokens + [key], problems: &problems)
        }
        mendExclusiveBounds(&object, at: tokens, problems: &problems)
        for key in Self.integerKeywords.sorted() {
            guard let number = object[key] as? NSNumber, !(object[key] is Bool) else { continue }
            let double = number.doubleValue
            guard double.rounded() == double, double >= 9.223_372_036_854_775_807e18 || double < -9.223_372_036_854_775_808e18
            else { continue }
            let clamped: Int64 = double > 0 ? .max : .min
            object[key] = NSNumber(value: clamped)
            problems.append(
                Problem(
                    .mended, at: JSONPointer.make(tokens + [key]),
                    "\(key) \(number) is beyond a 64-bit integer; read as \(clamped)"))
        }
        return object
    }

    /// Reads `exclusiveMinimum` and `exclusiveMaximum` in the document's own style.
    private func mendExclusiveBounds(_ object: inout [String: Any], at tokens: [String], problems: inout [Problem]) {
        for (exclusive, bound) in [("exclusiveMinimum", "minimum"), ("exclusiveMaximum", "maximum")] {
            guard let value = object[exclusive] else { continue }
            let pointer = JSONPointer.make(tokens + [exclusive])
            if !isThirty, let flag = value as? Bool {
                if flag, let limit = object[bound] as? NSNumber, !(object[bound] is Bool) {
                    object[exclusive] = limit
                    object[bound] = nil
                    problems.append(
                        Problem(
                            .mended, at: pointer,
                            "a 3.0-style boolean in a 3.1 document; read as \(exclusive): \(limit), without \(bound)"))
                } else {
                    object[exclusive] = nil
                    problems.append(
                        Problem(
                            .mended, at: pointer,
                            "a 3.0-style boolean in a 3.1 document; \(flag ? "with no \(bound) it bounds nothing" : "false says nothing"), so it is left out"
                        ))
                }
            } else if isThirty, let limit = value as? NSNumber, !(value is Bool) {
                object[exclusive] = true
                object[bound] = limit
                problems.append(
                    Problem(
                        .mended, at: pointer,
                        "a 3.1-style number in a 3.0 document; read as \(bound): \(limit), \(exclusive): true"))
            }
        }
    }
}

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// One value of a query parameter: text, a number, a boolean, a date, or a list of these.
///
/// Literals turn into values, so a ``Query`` reads naturally:
///
/// ```swift
/// let query: Query = ["q": "swift tips", "page": 2, "draft": false, "tag": ["a", "b"]]
/// // q=swift%20tips&page=2&draft=false&tag=a&tag=b
/// ```
///
/// Yopuy writes every value the same way whatever the adapter: numbers in decimal, booleans as
/// `true` and `false`, dates in ISO 8601 in UTC to the second (`2026-11-21T06:00:00Z`), and a
/// list as one `name=value` pair per element (an empty list adds nothing). Names and values are
/// percent-encoded outside the unreserved set, so `&`, `=`, `+`, `#` and spaces arrive intact.
public enum QueryValue: Hashable, Sendable {
    /// Text, sent as it is (then percent-encoded).
    case string(String)
    /// An integer, in decimal.
    case int(Int)
    /// A floating-point number, in its shortest decimal form: `1.5`.
    case double(Double)
    /// A boolean: `true` or `false`.
    case bool(Bool)
    /// A date, in ISO 8601 in UTC to the second.
    case date(Date)
    /// A list: one `name=value` pair per element, in order.
    case array([QueryValue])

    /// The texts this value is sent as, before percent-encoding: one per pair.
    var texts: [String] {
        switch self {
        case .string(let text):
            return [text]
        case .int(let number):
            return [String(number)]
        case .double(let number):
            return [String(number)]
        case .bool(let flag):
            return [flag ? "true" : "false"]
        case .date(let date):
            return [date.formatted(.iso8601)]
        case .array(let values):
            return values.flatMap(\.texts)
        }
    }
}

extension QueryValue: ExpressibleByStringLiteral {
    /// A text value from a literal.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension QueryValue: ExpressibleByIntegerLiteral {
    /// An integer value from a literal.
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension QueryValue: ExpressibleByFloatLiteral {
    /// A floating-point value from a literal.
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension QueryValue: ExpressibleByBooleanLiteral {
    /// A boolean value from a literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension QueryValue: ExpressibleByArrayLiteral {
    /// A list value from a literal.
    public init(arrayLiteral elements: QueryValue...) { self = .array(elements) }
}

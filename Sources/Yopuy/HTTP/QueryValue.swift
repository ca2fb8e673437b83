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
///
/// Text is compared by its UTF-8 bytes, as it is sent: `.string("é")` and
/// `.string("e\u{301}")` are different values.
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
        var texts: [String] = []
        forEachText { texts.append($0) }
        return texts
    }

    /// Calls `body` with each text this value is sent as, in order, without collecting them.
    func forEachText(_ body: (String) -> Void) {
        switch self {
        case .string(let text):
            body(text)
        case .int(let number):
            body(String(number))
        case .double(let number):
            body(String(number))
        case .bool(let flag):
            body(flag ? "true" : "false")
        case .date(let date):
            body(date.formatted(.iso8601))
        case .array(let values):
            for value in values {
                value.forEachText(body)
            }
        }
    }
}

// MARK: - Encoding

extension QueryValue {
    /// The number of bytes of this value's pairs once encoded, each after a `&`, for a name that
    /// takes `nameCount` bytes encoded.
    func encodedCount(nameCount: Int) -> Int {
        switch self {
        case .string(let text): 2 + nameCount + PercentEncoding.count(text)
        case .int(let number):
            2 + nameCount + DecimalDigits.count(negative: number < 0, magnitude: UInt64(number.magnitude))
        case .bool(let flag): 2 + nameCount + (flag ? 4 : 5)
        case .double, .date:
            texts.reduce(0) { $0 + 2 + nameCount + PercentEncoding.count($1) }
        case .array(let values):
            values.reduce(0) { $0 + $1.encodedCount(nameCount: nameCount) }
        }
    }

    /// At least ``encodedCount(nameCount:)``, from the texts' lengths alone, for a name that
    /// takes at most `nameCount` bytes encoded.
    func encodedCountBound(nameCount: Int) -> Int {
        switch self {
        case .string(let text): 2 + nameCount + 3 * text.utf8.count
        case .int: 2 + nameCount + 20  // `-9223372036854775808`
        case .bool: 2 + nameCount + 5
        case .double, .date:
            texts.reduce(0) { $0 + 2 + nameCount + 3 * $1.utf8.count }
        case .array(let values):
            values.reduce(0) { $0 + $1.encodedCountBound(nameCount: nameCount) }
        }
    }

    /// Writes this value's pairs, `name=text` percent-encoded, each after a `&` unless it is
    /// the query's first (at `queryStart`), into `buffer` from `start`; returns the index after
    /// the last byte written. Numbers and booleans are written as they are, never made into
    /// strings first.
    func write(
        named name: String,
        to buffer: UnsafeMutableBufferPointer<UInt8>,
        from start: Int,
        queryStart: Int
    ) -> Int {
        switch self {
        case .string(let text):
            let index = Self.writeName(name, to: buffer, from: start, queryStart: queryStart)
            return PercentEncoding.write(text, to: buffer, from: index)
        case .int(let number):
            let index = Self.writeName(name, to: buffer, from: start, queryStart: queryStart)
            return DecimalDigits.write(
                negative: number < 0,
                magnitude: UInt64(number.magnitude),
                to: buffer,
                from: index
            )
        case .bool(let flag):
            let index = Self.writeName(name, to: buffer, from: start, queryStart: queryStart)
            return buffer[index...].initialize(from: (flag ? "true" : "false").utf8).1
        case .double, .date:
            var index = start
            forEachText { text in
                index = QueryValue.string(text).write(named: name, to: buffer, from: index, queryStart: queryStart)
            }
            return index
        case .array(let values):
            var index = start
            for value in values {
                index = value.write(named: name, to: buffer, from: index, queryStart: queryStart)
            }
            return index
        }
    }

    /// Writes `&` (unless `start` is the query's first byte), `name` percent-encoded and `=`;
    /// returns the index after them.
    private static func writeName(
        _ name: String,
        to buffer: UnsafeMutableBufferPointer<UInt8>,
        from start: Int,
        queryStart: Int
    ) -> Int {
        var index = start
        if index > queryStart {
            buffer[index] = UInt8(ascii: "&")
            index += 1
        }
        index = PercentEncoding.write(name, to: buffer, from: index)
        buffer[index] = UInt8(ascii: "=")
        return index + 1
    }
}

// MARK: - Equality by bytes

extension QueryValue {
    /// Whether two values are sent alike: text by its UTF-8 bytes, the rest by value.
    public static func == (left: QueryValue, right: QueryValue) -> Bool {
        switch (left, right) {
        case (.string(let left), .string(let right)): PercentEncoding.sameBytes(left, right)
        case (.int(let left), .int(let right)): left == right
        case (.double(let left), .double(let right)): left == right
        case (.bool(let left), .bool(let right)): left == right
        case (.date(let left), .date(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        default: false
        }
    }

    // Repeats by design (duplicates pairs this file with itself): one case of the switch below for
    // each case of the enum, its tag, then its payload.

    /// Hashes the value as `==` compares it: text by its UTF-8 bytes.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let text):
            hasher.combine(0)
            Self.hashBytes(of: text, into: &hasher)
        case .int(let number):
            hasher.combine(1)
            hasher.combine(number)
        case .double(let number):
            hasher.combine(2)
            hasher.combine(number)
        case .bool(let flag):
            hasher.combine(3)
            hasher.combine(flag)
        case .date(let date):
            hasher.combine(4)
            hasher.combine(date)
        case .array(let values):
            hasher.combine(5)
            hasher.combine(values)
        }
    }

    /// Feeds `text`'s UTF-8 bytes to `hasher`, then their count, so that no two texts run
    /// together.
    static func hashBytes(of text: String, into hasher: inout Hasher) {
        var count = 0
        for byte in text.utf8 {
            hasher.combine(byte)
            count += 1
        }
        hasher.combine(count)
    }
}

// Repeats by design (duplicates pairs this file with YopuyTesting/JSONValue.swift): the
// conformances to the literal protocols, one line each, of two enums of values.

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

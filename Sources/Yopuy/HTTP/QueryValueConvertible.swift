#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A value that can stand in a ``Query``: a literal, a variable of a standard type, or a type of
/// your own.
///
/// A query literal takes any of them, so variables go in as they are:
///
/// ```swift
/// let q = "is:open label:bug"
/// let page = 2
/// let since: Date? = nil
/// let query: Query = ["q": q, "page": page, "since": since, "tag": ["a", "b"]]
/// // q=is%3Aopen%20label%3Abug&page=2&tag=a&tag=b
/// ```
///
/// `String`, `Substring`, the integer types, `Double`, `Float`, `Bool`, `Date`, `UUID` and
/// ``QueryValue`` conform; so do arrays of conforming values (one pair per element) and
/// optionals (`nil` adds nothing). A `RawRepresentable` type whose raw value conforms needs
/// only to declare the conformance:
///
/// ```swift
/// enum State: String, QueryValueConvertible {
///     case open, closed
/// }
/// let open: Query = ["state": State.open]   // state=open
/// ```
public protocol QueryValueConvertible {
    /// The value as the query sends it.
    var queryValue: QueryValue { get }
}

extension QueryValue: QueryValueConvertible {
    /// The value itself.
    public var queryValue: QueryValue { self }
}

extension String: QueryValueConvertible {
    /// The text.
    public var queryValue: QueryValue { .string(self) }
}

extension Substring: QueryValueConvertible {
    /// The text.
    public var queryValue: QueryValue { .string(String(self)) }
}

extension BinaryInteger where Self: QueryValueConvertible {
    /// The integer, in decimal; one too large for `Int` is sent as its decimal text all the same.
    public var queryValue: QueryValue { Int(exactly: self).map(QueryValue.int) ?? .string(description) }
}

extension Int: QueryValueConvertible {}
extension Int8: QueryValueConvertible {}
extension Int16: QueryValueConvertible {}
extension Int32: QueryValueConvertible {}
extension Int64: QueryValueConvertible {}
extension UInt: QueryValueConvertible {}
extension UInt8: QueryValueConvertible {}
extension UInt16: QueryValueConvertible {}
extension UInt32: QueryValueConvertible {}
extension UInt64: QueryValueConvertible {}

extension Double: QueryValueConvertible {
    /// The number, in its shortest decimal form.
    public var queryValue: QueryValue { .double(self) }
}

extension Float: QueryValueConvertible {
    /// The number, in its shortest decimal form as a `Float`: `1.1`, not `1.100000023841858`.
    public var queryValue: QueryValue { .string(description) }
}

extension Bool: QueryValueConvertible {
    /// `true` or `false`.
    public var queryValue: QueryValue { .bool(self) }
}

extension Date: QueryValueConvertible {
    /// The date, in ISO 8601 in UTC to the second.
    public var queryValue: QueryValue { .date(self) }
}

extension UUID: QueryValueConvertible {
    /// The UUID in lowercase hexadecimal with hyphens, as in a path.
    public var queryValue: QueryValue { .string(uuidString.lowercased()) }
}

extension Array: QueryValueConvertible where Element: QueryValueConvertible {
    /// One pair per element, in order; an empty array adds nothing.
    public var queryValue: QueryValue { .array(map(\.queryValue)) }
}

extension Optional: QueryValueConvertible where Wrapped: QueryValueConvertible {
    /// The wrapped value, or nothing at all for `nil`: the parameter is left out of the query,
    /// and a call's `nil` removes the service's parameter of that name.
    public var queryValue: QueryValue { self?.queryValue ?? .array([]) }
}

extension RawRepresentable where RawValue: QueryValueConvertible {
    /// The raw value's query value.
    public var queryValue: QueryValue { rawValue.queryValue }
}

// MARK: - Cases with a leading dot

extension QueryValue {
    /// A ``QueryValue`` case written with a leading dot where any ``QueryValueConvertible``
    /// value is expected: `.string(q)` in `["q": .string(q)]`.
    ///
    /// You never name this type. A query literal's values are of any convertible type, so a
    /// leading dot has no enum to look in; the static members of ``QueryValueConvertible`` that
    /// make this type give it one, with the cases' names:
    ///
    /// ```swift
    /// let q = "swift", since = Date(timeIntervalSince1970: 0)
    /// let query: Query = ["q": .string(q), "since": .date(since), "page": 2, "tag": ["a", "b"]]
    /// // q=swift&since=1970-01-01T00:00:00Z&page=2&tag=a&tag=b
    /// ```
    ///
    /// Where the expected type is ``QueryValue`` itself (`query["page"] = .int(2)`), the dot
    /// finds the enum's own cases, as it always has.
    public struct Case: QueryValueConvertible, Hashable, Sendable {
        /// The value the case makes.
        public let queryValue: QueryValue

        init(_ queryValue: QueryValue) {
            self.queryValue = queryValue
        }
    }
}

extension QueryValueConvertible where Self == QueryValue.Case {
    /// Text, as ``QueryValue/string(_:)``: `["q": .string(q)]`.
    ///
    /// - Parameter text: The text, sent as it is (then percent-encoded).
    /// - Returns: The value.
    public static func string(_ text: String) -> Self { Self(.string(text)) }

    /// An integer, as ``QueryValue/int(_:)``: `["page": .int(page)]`.
    ///
    /// - Parameter number: The integer, sent in decimal.
    /// - Returns: The value.
    public static func int(_ number: Int) -> Self { Self(.int(number)) }

    /// A floating-point number, as ``QueryValue/double(_:)``: `["ratio": .double(ratio)]`.
    ///
    /// - Parameter number: The number, sent in its shortest decimal form.
    /// - Returns: The value.
    public static func double(_ number: Double) -> Self { Self(.double(number)) }

    /// A boolean, as ``QueryValue/bool(_:)``: `["draft": .bool(draft)]`.
    ///
    /// - Parameter flag: The boolean, sent as `true` or `false`.
    /// - Returns: The value.
    public static func bool(_ flag: Bool) -> Self { Self(.bool(flag)) }

    /// A date, as ``QueryValue/date(_:)``: `["since": .date(lastSync)]`.
    ///
    /// - Parameter date: The date, sent in ISO 8601 in UTC to the second.
    /// - Returns: The value.
    public static func date(_ date: Date) -> Self { Self(.date(date)) }

    /// A list, as ``QueryValue/array(_:)``: `["tag": .array(["a", .int(1)])]`, one pair per
    /// element, in order.
    ///
    /// - Parameter values: The elements; literals and cases of different kinds may mix.
    /// - Returns: The value.
    public static func array(_ values: [QueryValue]) -> Self { Self(.array(values)) }
}

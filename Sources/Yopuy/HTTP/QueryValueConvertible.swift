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

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A value that can name one path segment: the type of a resource's ``IdentifiableResource/ID``.
///
/// `Int` and the other integer types, `String`, `Substring` and `UUID` conform. So does any
/// `RawRepresentable` type whose raw value conforms, which is how a resource gets an ID type
/// of its own that no other resource's ID can be mistaken for:
///
/// ```swift
/// struct PostID: RawRepresentable, Hashable, PathSegmentConvertible {
///     let rawValue: Int
/// }
/// ```
///
/// Yopuy percent-encodes the segment, so it may hold any characters: `"a/b?c"` stays one
/// segment. An empty segment, `.` or `..` is refused when the path is used.
public protocol PathSegmentConvertible {
    /// The segment's text, before percent-encoding.
    var pathSegment: String { get }
}

extension RawRepresentable where RawValue: PathSegmentConvertible {
    /// The raw value's segment.
    @inlinable
    public var pathSegment: String { rawValue.pathSegment }
}

extension String: PathSegmentConvertible {
    /// The string itself.
    @inlinable
    public var pathSegment: String { self }
}

extension Substring: PathSegmentConvertible {
    /// The substring's characters.
    @inlinable
    public var pathSegment: String { String(self) }
}

extension UUID: PathSegmentConvertible {
    /// The UUID in lowercase hexadecimal with hyphens, as RFC 9562 recommends.
    @inlinable
    public var pathSegment: String { uuidString.lowercased() }
}

extension BinaryInteger where Self: PathSegmentConvertible {
    /// The integer in decimal.
    @inlinable
    public var pathSegment: String { description }
}

extension Int: PathSegmentConvertible {}
extension Int8: PathSegmentConvertible {}
extension Int16: PathSegmentConvertible {}
extension Int32: PathSegmentConvertible {}
extension Int64: PathSegmentConvertible {}
extension UInt: PathSegmentConvertible {}
extension UInt8: PathSegmentConvertible {}
extension UInt16: PathSegmentConvertible {}
extension UInt32: PathSegmentConvertible {}
extension UInt64: PathSegmentConvertible {}

/// Where the records sit in a JSON answer that wraps them: `{"data": {…}}`, `{"items": […]}`,
/// `{"result": {"items": […]}}`.
///
/// A ``DecodesJSON`` resource declares it once, and its default parsers look there for one
/// record and for a list alike:
///
/// ```swift
/// struct Article: RootResource, IsRESTful, DecodesJSON, Codable {
///     static let path = "articles"
///     static let envelope: JSONEnvelope = "data"   // {"data": {…}} and {"data": […]}
///     let id: Int
///     var title: String
/// }
/// ```
///
/// Write the keys from the outside in, separated by dots: `"result.items"` reads the `items`
/// of the body's `result`. A key of digits where the body has an array is an element of it, from
/// 0: `"rows.0"` reads the one row of `{"rows": [{…}]}`, as Datasette answers for one record (a
/// key of digits where the body has an object is that object's key). The empty string, ``bare``, is no envelope: the record is the whole
/// body. Only the value at the end of the path is decoded; the members beside it (a `total`, a
/// `links` object) are skipped.
///
/// A body without the key fails to parse: the call throws a ``YopuyError`` with code
/// ``YopuyError/Code/parseFailure`` whose reason names the missing key, and whose
/// ``YopuyError/underlyingError`` is the `DecodingError.keyNotFound` a hand-written wrapper
/// would have thrown.
public struct JSONEnvelope: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The keys from the outside in, separated by dots: `"data"`, `"result.items"`; empty for
    /// no envelope.
    public let path: String

    /// Whether a key of the path is all digits, which may be an element of an array.
    @usableFromInline let indexed: Bool

    /// An envelope at a key path.
    ///
    /// ```swift
    /// let envelope = JSONEnvelope("result.items")   // {"result": {"items": […]}}
    /// ```
    ///
    /// - Parameter path: The keys from the outside in, separated by dots; empty for no envelope.
    public init(_ path: String) {
        self.path = path
        indexed = path.split(separator: ".").contains { key in key.utf8.allSatisfy { (48...57).contains($0) } }
    }

    /// An envelope at a key path written as a literal: `"data"`.
    ///
    /// - Parameter value: The keys from the outside in, separated by dots.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// No envelope: the record, or the list, is the whole body.
    public static let bare = JSONEnvelope("")

    /// Whether this is no envelope at all, ``bare``.
    public var isBare: Bool { path.isEmpty }

    /// The keys from the outside in: `["result", "items"]`; empty for ``bare``.
    public var keys: [String] {
        isBare ? [] : path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// The path, as written: `result.items`.
    public var description: String { path }
}

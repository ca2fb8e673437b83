#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Opts a `Decodable` resource in to JSON parsing, so it needs no `parse` functions of its own.
///
/// Parsing stays yours by default; adopt `DecodesJSON` where JSON with `JSONDecoder` is what you
/// would have written anyway:
///
/// ```swift
/// struct Post: RootResource, IsRESTful, DecodesJSON, Codable {
///     static let path = "posts"
///     let id: Int
///     var title: String
/// }
/// // parse(singular:) decodes a Post, parse(collection:) a [Post]
/// ```
///
/// Override ``decoder`` to configure dates or keys. A resource whose `Singular` is another type
/// than itself writes its one-line `parse` instead.
///
/// When the API wraps its records (`{"data": {…}}`, `{"items": […], "total": 3}`), say where
/// they sit with ``envelope``, in one line; the default parsers decode only what is there:
///
/// ```swift
/// struct Invoice: RootResource, IsRESTful, DecodesJSON, Codable {
///     static let path = "invoices"
///     static let envelope: JSONEnvelope = "data"   // {"data": {…}}, {"data": […]}
///     let id: Int
/// }
///
/// struct Receipt: RootResource, IsRESTful, DecodesJSON, Codable {
///     static let path = "receipts"
///     static let singularEnvelope: JSONEnvelope = "receipt"          // {"receipt": {…}}
///     static let collectionEnvelope: JSONEnvelope = "result.items"   // {"result": {"items": […]}}
///     let id: Int
/// }
/// ```
///
/// Give the property its type, `JSONEnvelope`: a `static let envelope = "data"` would be a
/// `String`, which is not the requirement, and the records would be read from the whole body.
public protocol DecodesJSON: Resource {
    /// The decoder used by the default parsers; a plain `JSONDecoder` unless you provide one.
    static var decoder: JSONDecoder { get }

    /// Where the records sit in the answers, for one record and for a list alike:
    /// ``JSONEnvelope/bare`` (the whole body) unless you provide one.
    ///
    /// ```swift
    /// struct Invoice: RootResource, IsShowable, IsListable, DecodesJSON, Codable {
    ///     static let path = "invoices"
    ///     static let envelope: JSONEnvelope = "data"
    ///     let id: Int
    /// }
    /// ```
    static var envelope: JSONEnvelope { get }

    /// Where one record sits in an answer: ``envelope`` unless you provide one.
    ///
    /// ```swift
    /// struct Receipt: RootResource, IsShowable, DecodesJSON, Codable {
    ///     static let path = "receipts"
    ///     static let singularEnvelope: JSONEnvelope = "receipt"   // {"receipt": {…}}
    ///     let id: Int
    /// }
    /// ```
    static var singularEnvelope: JSONEnvelope { get }

    /// Where a list of records sits in an answer: ``envelope`` unless you provide one.
    ///
    /// ```swift
    /// struct Receipt: RootResource, IsListable, DecodesJSON, Codable {
    ///     static let path = "receipts"
    ///     static let collectionEnvelope: JSONEnvelope = "result.items"   // {"result": {"items": […]}}
    ///     let id: Int
    /// }
    /// ```
    static var collectionEnvelope: JSONEnvelope { get }
}

extension DecodesJSON {
    /// A plain `JSONDecoder`.
    public static var decoder: JSONDecoder { JSONDecoder() }

    /// No envelope: the records are the whole body.
    public static var envelope: JSONEnvelope { .bare }

    /// The resource's ``envelope``.
    public static var singularEnvelope: JSONEnvelope { envelope }

    /// The resource's ``envelope``.
    public static var collectionEnvelope: JSONEnvelope { envelope }
}

extension ParsesSingular where Self: DecodesJSON & Decodable {
    /// Decodes one record from JSON with ``DecodesJSON/decoder``, at the resource's
    /// ``DecodesJSON/singularEnvelope``.
    ///
    /// - Parameter data: The response body.
    /// - Returns: The decoded record.
    /// - Throws: The decoder's error; `DecodingError.keyNotFound` naming the key when the body
    ///   has no envelope where the resource says.
    @inlinable
    public static func parse(singular data: Data) throws -> Self {
        if singularEnvelope.isBare {
            return try decoder.decode(Self.self, from: data)
        }
        return try decoder.decode(EnvelopedRecord<Self>.self, from: data).record
    }
}

extension ParsesCollection where Self: DecodesJSON & Decodable {
    /// Decodes an array of records from JSON with ``DecodesJSON/decoder``, at the resource's
    /// ``DecodesJSON/collectionEnvelope``.
    ///
    /// - Parameter data: The response body.
    /// - Returns: The decoded records.
    /// - Throws: The decoder's error; `DecodingError.keyNotFound` naming the key when the body
    ///   has no envelope where the resource says.
    @inlinable
    public static func parse(collection data: Data) throws -> [Self] {
        if collectionEnvelope.isBare {
            return try decoder.decode([Self].self, from: data)
        }
        return try decoder.decode(EnvelopedRecords<Self>.self, from: data).records
    }
}

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
public protocol DecodesJSON: Resource {
    /// The decoder used by the default parsers; a plain `JSONDecoder` unless you provide one.
    static var decoder: JSONDecoder { get }
}

extension DecodesJSON {
    /// A plain `JSONDecoder`.
    public static var decoder: JSONDecoder { JSONDecoder() }
}

extension ParsesSingular where Self: DecodesJSON & Decodable {
    /// Decodes one record from JSON with ``DecodesJSON/decoder``.
    ///
    /// - Parameter data: The response body.
    /// - Returns: The decoded record.
    /// - Throws: The decoder's error.
    public static func parse(singular data: Data) throws -> Self {
        try decoder.decode(Self.self, from: data)
    }
}

extension ParsesCollection where Self: DecodesJSON & Decodable {
    /// Decodes an array of records from JSON with ``DecodesJSON/decoder``.
    ///
    /// - Parameter data: The response body.
    /// - Returns: The decoded records.
    /// - Throws: The decoder's error.
    public static func parse(collection data: Data) throws -> [Self] {
        try decoder.decode([Self].self, from: data)
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A query's parameters as a type of their own: one declaration that a client sends and a server
/// reads, so that no name is spelt twice and both ends agree on each value's type.
///
/// Adopt it on a `Codable` struct; each property is a parameter, named by its coding key:
///
/// ```swift
/// struct PostSearch: QueryParameters {
///     var author: String?
///     var limit: Int?
///     var tag: [String] = []
/// }
///
/// let query = try Query(PostSearch(author: "ada", limit: 20, tag: ["swift", "rest"]))
/// // author=ada&limit=20&tag=swift&tag=rest
/// let search = try PostSearch(query: query)
/// ```
///
/// A server reads the same type from a request's query (YopuyHummingbird's
/// `request.query(as: PostSearch.self)`). How each value goes:
///
/// - `String`, `Int`, `Double`, `Bool` and `Date` (ISO 8601) as one parameter; an enum with raw
///   values as its raw value; `nil` not at all;
/// - an array as its parameter repeated, once for each element (`tag=swift&tag=rest`);
/// - a nested struct's properties as `name[property]`, OpenAPI's `deepObject` style
///   (`filter[state]=open`).
public protocol QueryParameters: Codable, Sendable {}

extension Query {
    /// The query `parameters` sends.
    ///
    /// - Parameter parameters: The parameters, a ``QueryParameters`` value.
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/invalidURL`` for a value that a query
    ///   cannot hold (an array of arrays, or what a hand-written `encode(to:)` throws), naming it.
    public init(_ parameters: some QueryParameters) throws(YopuyError) {
        let encoder = QueryEncoding()
        do {
            try parameters.encode(to: encoder)
        } catch {
            throw YopuyError(
                code: .invalidURL,
                reason:
                    "\(type(of: parameters)) cannot be sent as a query: \(DecodingFailure.words(for: error, whole: "the query"))"
            )
        }
        if let failure = encoder.written.failure {
            throw YopuyError(code: .invalidURL, reason: "\(type(of: parameters)) cannot be sent as a query: \(failure)")
        }
        self.init(distinct: encoder.written.parameters)
    }

    /// The query of a URL's query string, as a server receives it: `page=2&tag=a&tag=b`, without
    /// its `?`.
    ///
    /// Each name and value is percent-decoded (a `+` is a space, as in a form), every value a
    /// ``QueryValue/string(_:)``, a name given more than once an ``QueryValue/array(_:)`` of
    /// its values in order. A sequence that is not a percent-encoding is kept as it came.
    ///
    /// - Parameter encoded: The query string.
    public init(encoded: String) {
        var values: [(name: String, texts: [String])] = []
        var places: [String: Int] = [:]
        for pair in encoded.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.decoded(parts[0])
            let text = parts.count > 1 ? Self.decoded(parts[1]) : ""
            if let place = places[name] {
                values[place].texts.append(text)
            } else {
                places[name] = values.count
                values.append((name, [text]))
            }
        }
        self.init(
            distinct: values.map { name, texts in
                Parameter(
                    name: name,
                    value: texts.count == 1 ? .string(texts[0]) : .array(texts.map(QueryValue.string))
                )
            }
        )
    }

    /// `text` percent-decoded, a `+` read as a space; as it came where it is no encoding.
    private static func decoded(_ text: Substring) -> String {
        let spaced = String(text).replacing("+", with: " ")
        return PercentDecoding.text(spaced[...]) ?? spaced
    }
}

extension QueryParameters {
    /// Reads the parameters from `query`, as a server reads what a client sent.
    ///
    /// - Parameter query: The query, from ``Query/init(encoded:)`` or a literal.
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/invalidURL`` naming the parameter
    ///   that is missing or not of its type, in words (that `limit` is not an Int).
    public init(query: Query) throws(YopuyError) {
        do {
            try self.init(from: QueryDecoding(query: query))
        } catch {
            throw YopuyError(
                code: .invalidURL,
                reason: "the query is not a \(Self.self): \(DecodingFailure.words(for: error, whole: "the query"))"
            )
        }
    }
}

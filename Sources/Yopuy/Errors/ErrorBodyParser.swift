#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// How a service reads the body of an answer whose status is outside 200..<300: the API's own
/// error, in a type of yours.
///
/// Set it once on the service, and every ``YopuyError/Code/unacceptableStatus`` error carries
/// the parsed value in ``YopuyError/parsedBody``, and shows it in its description:
///
/// ```swift
/// struct APIMessage: Decodable, Sendable {
///     var message: String
/// }
///
/// var api = service
/// api.errorBody = .json(APIMessage.self)
/// do {
///     _ = try await api.call(Post.show(99))
/// } catch {
///     print(error.decodedBody(as: APIMessage.self)?.message ?? "no message")   // "Not Found"
/// }
/// ```
///
/// A body the parser rejects leaves ``YopuyError/parsedBody`` `nil`; the raw
/// ``YopuyError/body``, ``YopuyError/status`` and ``YopuyError/headers`` are there either way.
public struct ErrorBodyParser: Sendable {
    /// Reads a non-empty body into the API's error.
    let parse: @Sendable (Data) throws -> any Sendable

    /// A parser of your own, for any format.
    ///
    /// ```swift
    /// let text = ErrorBodyParser { data in String(decoding: data, as: UTF8.self) }
    /// ```
    ///
    /// - Parameter parse: Reads the body; an error it throws leaves the value out.
    public init<Body: Sendable>(_ parse: @escaping @Sendable (Data) throws -> Body) {
        self.parse = { data in try parse(data) }
    }

    /// A parser that decodes JSON into `type`.
    ///
    /// - Parameters:
    ///   - type: The API's error type.
    ///   - decoder: The decoder; a plain `JSONDecoder` unless you pass one.
    /// - Returns: The parser.
    public static func json<Body: Decodable & Sendable>(
        _ type: Body.Type,
        decoder: JSONDecoder = JSONDecoder()
    ) -> ErrorBodyParser {
        ErrorBodyParser { data in try decoder.decode(Body.self, from: data) }
    }

    /// The body parsed, or `nil` when it is empty or the parser rejects it.
    func value(of body: Data) -> (any Sendable)? {
        guard !body.isEmpty else {
            return nil
        }
        return try? parse(body)
    }
}

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
/// A body in another format takes a parser of your own, and ``YopuyError/parsedBody(as:)``
/// reads its value back as your type, `Decodable` or not. Amazon S3, for one, answers a failure
/// in XML: `<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>`.
///
/// ```swift
/// struct S3Error: Sendable {
///     struct NotAnS3Error: Error {}
///
///     var code: String
///     var message: String
///
///     /// Reads the text of the `<Code>` and `<Message>` elements. (A sketch: it leaves entities
///     /// such as `&amp;` as they are. `XMLParser`, from FoundationXML on Linux, reads any XML.)
///     init(xml data: Data) throws {
///         let xml = String(decoding: data, as: UTF8.self)
///         func text(of element: String) -> String? {
///             guard let start = xml.range(of: "<\(element)>"),
///                 let end = xml[start.upperBound...].range(of: "</\(element)>")
///             else {
///                 return nil
///             }
///             return String(xml[start.upperBound..<end.lowerBound])
///         }
///         guard let code = text(of: "Code") else {
///             throw NotAnS3Error()
///         }
///         self.code = code
///         self.message = text(of: "Message") ?? ""
///     }
/// }
///
/// var s3 = service
/// s3.errorBody = ErrorBodyParser { data in try S3Error(xml: data) }
/// do {
///     _ = try await s3.call(Post.show(99))
/// } catch {
///     if let s3Error = error.parsedBody(as: S3Error.self), s3Error.code == "NoSuchKey" {
///         print(s3Error.message)   // "The specified key does not exist."
///     }
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
    /// var plain = service
    /// plain.errorBody = ErrorBodyParser { data in String(decoding: data, as: UTF8.self) }
    /// do {
    ///     _ = try await plain.call(Post.show(99))
    /// } catch {
    ///     print(error.parsedBody(as: String.self) ?? "")   // the body, as text
    /// }
    /// ```
    ///
    /// - Parameter parse: Reads the body; an error it throws leaves the value out. What it
    ///   returns reads back with ``YopuyError/parsedBody(as:)``, as a `Body`.
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

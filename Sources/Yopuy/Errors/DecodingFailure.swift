/// What a decoder's error says went wrong, in words a client can be shown: the member and what
/// was wrong with it, never the decoder's types and coding keys (a server's reading of a body or
/// a query, a failure of ``QueryParameters``).
@usableFromInline
package enum DecodingFailure {
    /// `error` in words (that `stars` is missing, that `limit` is not an Int); the error's own
    /// description for another type's error.
    ///
    /// - Parameters:
    ///   - error: What the decoder threw.
    ///   - whole: What the value as a whole is called: "the body", "the query".
    @usableFromInline
    package static func words(for error: any Error, whole: String) -> String {
        guard let error = error as? DecodingError else {
            return "\(error)"
        }
        func name(_ path: [any CodingKey]) -> String {
            let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.isEmpty ? whole : "`\(text.hasPrefix(".") ? String(text.dropFirst()) : text)`"
        }
        func article(_ type: Any.Type) -> String {
            "\(type)".first.map { "AEIOUaeiou".contains($0) } == true ? "an" : "a"
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(name(context.codingPath + [key])) is missing"
        case .valueNotFound(let type, let context):
            return "\(name(context.codingPath)) is null, where \(type) is needed"
        case .typeMismatch(let type, let context):
            return "\(name(context.codingPath)) is not \(article(type)) \(type)"
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "it is not valid JSON"
        case .dataCorrupted(let context):
            return "\(name(context.codingPath)) is not a value of its type"
        @unknown default:
            return "it does not read"
        }
    }
}

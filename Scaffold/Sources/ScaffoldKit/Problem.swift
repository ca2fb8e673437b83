import Foundation

/// Something in a document that the scaffold mended, skipped or could not say, with where it is.
///
/// Every problem names its place by JSON pointer (RFC 6901), such as
/// `#/components/schemas/Pet/properties/age/maximum`, so that a reader can find it in the
/// document.
public struct Problem: Sendable, Hashable, CustomStringConvertible {
    /// What the scaffold did about the problem.
    public enum Outcome: String, Sendable, Hashable {
        /// The scaffold changed the document to read it, and says what it read instead.
        case mended
        /// The scaffold left out what the problem touches, and says what that is.
        case skipped
    }

    /// The JSON pointer of the place, starting with `#`.
    public var pointer: String
    /// What the scaffold did about it.
    public var outcome: Outcome
    /// What is wrong and what the scaffold did, in a sentence.
    public var message: String

    /// A problem at `pointer`.
    public init(_ outcome: Outcome, at pointer: String, _ message: String) {
        self.pointer = pointer
        self.outcome = outcome
        self.message = message
    }

    /// One line: the outcome, the pointer and the message.
    public var description: String { "\(outcome.rawValue): \(pointer): \(message)" }
}

/// Builds JSON pointers (RFC 6901): `~` becomes `~0` and `/` becomes `~1` in each token.
enum JSONPointer {
    /// The pointer of `tokens` under the document's root, such as `#/paths/~1pets/get`.
    static func make(_ tokens: [String]) -> String {
        "#" + tokens.map { "/" + escape($0) }.joined()
    }

    /// One token, escaped.
    static func escape(_ token: String) -> String {
        token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// One token as it was before `escape(_:)`.
    static func unescape(_ token: String) -> String {
        token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }

    /// The pointer of a component schema.
    static func schema(_ name: String) -> String { make(["components", "schemas", name]) }
}

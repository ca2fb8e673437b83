// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

internal import Foundation

/// `NewComment`, from the document.
public struct NewComment: Codable, Sendable {
    /// The document's `body`.
    public var body: String

    /// A value with each property given.
    public init(body: String) {
        self.body = body
    }
}

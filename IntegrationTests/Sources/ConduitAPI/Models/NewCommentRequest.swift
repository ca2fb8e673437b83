// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

internal import Foundation

/// `NewCommentRequest`, from the document.
public struct NewCommentRequest: Codable, Sendable {
    /// The document's `comment`.
    public var comment: NewComment

    /// A value with each property given.
    public init(comment: NewComment) {
        self.comment = comment
    }
}

// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

internal import Foundation

/// `SingleCommentResponse`, from the document.
public struct SingleCommentResponse: Codable, Sendable {
    /// The document's `comment`.
    public var comment: CommentModel

    /// A value with each property given.
    public init(comment: CommentModel) {
        self.comment = comment
    }
}

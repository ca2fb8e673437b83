// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

internal import Foundation

/// `MultipleCommentsResponse`, from the document.
public struct MultipleCommentsResponse: Codable, Sendable {
    /// The document's `comments`.
    public var comments: [CommentModel]

    /// A value with each property given.
    public init(comments: [CommentModel]) {
        self.comments = comments
    }
}

// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

internal import Foundation

/// `TagsResponse`, from the document.
public struct TagsResponse: Codable, Sendable {
    /// The document's `tags`.
    public var tags: [String]

    /// A value with each property given.
    public init(tags: [String]) {
        self.tags = tags
    }
}

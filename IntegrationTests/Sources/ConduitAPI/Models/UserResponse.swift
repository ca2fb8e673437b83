// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

internal import Foundation

/// `UserResponse`, from the document.
public struct UserResponse: Codable, Sendable {
    /// The document's `user`.
    public var user: User

    /// A value with each property given.
    public init(user: User) {
        self.user = user
    }
}

// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

internal import Foundation

/// `UpdateUserRequest`, from the document.
public struct UpdateUserRequest: Codable, Sendable {
    /// The document's `user`.
    public var user: UpdateUser

    /// A value with each property given.
    public init(user: UpdateUser) {
        self.user = user
    }
}

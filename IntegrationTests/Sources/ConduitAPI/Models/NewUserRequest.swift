// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

internal import Foundation

/// `NewUserRequest`, from the document.
public struct NewUserRequest: Codable, Sendable {
    /// The document's `user`.
    public var user: NewUser

    /// A value with each property given.
    public init(user: NewUser) {
        self.user = user
    }
}

// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

internal import Foundation

/// `LoginUserRequest`, from the document.
public struct LoginUserRequest: Codable, Sendable {
    /// The document's `user`.
    public var user: LoginUser

    /// A value with each property given.
    public init(user: LoginUser) {
        self.user = user
    }
}

// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ClientInitialAccessCreatePresentation`, from the document.
public struct ClientInitialAccessCreatePresentation: Codable, Sendable {
    /// The document's `expiration`.
    public var expiration: Int?
    /// The document's `count`.
    public var count: Int?

    /// A value with each property given.
    public init(
        expiration: Int? = nil,
        count: Int? = nil
    ) {
        self.expiration = expiration
        self.count = count
    }
}

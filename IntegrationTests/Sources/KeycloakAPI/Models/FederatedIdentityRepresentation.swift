// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `FederatedIdentityRepresentation`, from the document.
public struct FederatedIdentityRepresentation: Codable, Sendable {
    /// The document's `identityProvider`.
    public var identityProvider: String?
    /// The document's `userId`.
    public var userId: String?
    /// The document's `userName`.
    public var userName: String?

    /// A value with each property given.
    public init(
        identityProvider: String? = nil,
        userId: String? = nil,
        userName: String? = nil
    ) {
        self.identityProvider = identityProvider
        self.userId = userId
        self.userName = userName
    }
}

// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `AuthDetailsRepresentation`, from the document.
public struct AuthDetailsRepresentation: Codable, Sendable {
    /// The document's `realmId`.
    public var realmId: String?
    /// The document's `clientId`.
    public var clientId: String?
    /// The document's `userId`.
    public var userId: String?
    /// The document's `ipAddress`.
    public var ipAddress: String?

    /// A value with each property given.
    public init(
        realmId: String? = nil,
        clientId: String? = nil,
        userId: String? = nil,
        ipAddress: String? = nil
    ) {
        self.realmId = realmId
        self.clientId = clientId
        self.userId = userId
        self.ipAddress = ipAddress
    }
}

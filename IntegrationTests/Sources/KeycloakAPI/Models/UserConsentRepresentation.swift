// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `UserConsentRepresentation`, from the document.
public struct UserConsentRepresentation: Codable, Sendable {
    /// The document's `clientId`.
    public var clientId: String?
    /// The document's `grantedClientScopes`.
    public var grantedClientScopes: [String]?
    /// The document's `createdDate`.
    public var createdDate: Int?
    /// The document's `lastUpdatedDate`.
    public var lastUpdatedDate: Int?
    /// The document's `grantedRealmRoles`.
    public var grantedRealmRoles: [String]?

    /// A value with each property given.
    public init(
        clientId: String? = nil,
        grantedClientScopes: [String]? = nil,
        createdDate: Int? = nil,
        lastUpdatedDate: Int? = nil,
        grantedRealmRoles: [String]? = nil
    ) {
        self.clientId = clientId
        self.grantedClientScopes = grantedClientScopes
        self.createdDate = createdDate
        self.lastUpdatedDate = lastUpdatedDate
        self.grantedRealmRoles = grantedRealmRoles
    }
}

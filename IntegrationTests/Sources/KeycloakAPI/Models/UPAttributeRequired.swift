// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `UPAttributeRequired`, from the document.
public struct UPAttributeRequired: Codable, Sendable {
    /// The document's `roles`.
    public var roles: [String]?
    /// The document's `scopes`.
    public var scopes: [String]?

    /// A value with each property given.
    public init(
        roles: [String]? = nil,
        scopes: [String]? = nil
    ) {
        self.roles = roles
        self.scopes = scopes
    }
}

// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `RolesRepresentation`, from the document.
public struct RolesRepresentation: Codable, Sendable {
    /// The document's `realm`.
    public var realm: [RoleRepresentation]?
    /// The document's `client`.
    public var client: [String: [AnyJSON]]?
    /// The document's `application`.
    public var application: [String: [AnyJSON]]?

    /// A value with each property given.
    public init(
        realm: [RoleRepresentation]? = nil,
        client: [String: [AnyJSON]]? = nil,
        application: [String: [AnyJSON]]? = nil
    ) {
        self.realm = realm
        self.client = client
        self.application = application
    }
}

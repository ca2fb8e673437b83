// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ManagementPermissionReference`, from the document.
public struct ManagementPermissionReference: Codable, Sendable {
    /// The document's `enabled`.
    public var enabled: Bool?
    /// The document's `resource`.
    public var resource: String?
    /// The document's `scopePermissions`.
    public var scopePermissions: [String: String]?

    /// A value with each property given.
    public init(
        enabled: Bool? = nil,
        resource: String? = nil,
        scopePermissions: [String: String]? = nil
    ) {
        self.enabled = enabled
        self.resource = resource
        self.scopePermissions = scopePermissions
    }
}

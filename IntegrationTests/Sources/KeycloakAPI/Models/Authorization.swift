// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `Authorization`, from the document.
public struct Authorization: Codable, Sendable {
    /// The document's `permissions`.
    public var permissions: [Permission]?

    /// A value with each property given.
    public init(permissions: [Permission]? = nil) {
        self.permissions = permissions
    }
}

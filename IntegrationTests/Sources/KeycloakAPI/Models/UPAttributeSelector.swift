// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `UPAttributeSelector`, from the document.
public struct UPAttributeSelector: Codable, Sendable {
    /// The document's `scopes`.
    public var scopes: [String]?

    /// A value with each property given.
    public init(scopes: [String]? = nil) {
        self.scopes = scopes
    }
}

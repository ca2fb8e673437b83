// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `AuthenticatorConfigRepresentation`, from the document.
public struct AuthenticatorConfigRepresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `alias`.
    public var alias: String?
    /// The document's `config`.
    public var config: [String: String]?

    /// A value with each property given.
    public init(
        id: String? = nil,
        alias: String? = nil,
        config: [String: String]? = nil
    ) {
        self.id = id
        self.alias = alias
        self.config = config
    }
}

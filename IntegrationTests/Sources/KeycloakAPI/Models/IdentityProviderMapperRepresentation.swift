// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `IdentityProviderMapperRepresentation`, from the document.
public struct IdentityProviderMapperRepresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `name`.
    public var name: String?
    /// The document's `identityProviderAlias`.
    public var identityProviderAlias: String?
    /// The document's `identityProviderMapper`.
    public var identityProviderMapper: String?
    /// The document's `config`.
    public var config: [String: String]?

    /// A value with each property given.
    public init(
        id: String? = nil,
        name: String? = nil,
        identityProviderAlias: String? = nil,
        identityProviderMapper: String? = nil,
        config: [String: String]? = nil
    ) {
        self.id = id
        self.name = name
        self.identityProviderAlias = identityProviderAlias
        self.identityProviderMapper = identityProviderMapper
        self.config = config
    }
}

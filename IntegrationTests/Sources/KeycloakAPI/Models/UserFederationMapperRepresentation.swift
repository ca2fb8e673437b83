// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `UserFederationMapperRepresentation`, from the document.
public struct UserFederationMapperRepresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `name`.
    public var name: String?
    /// The document's `federationProviderDisplayName`.
    public var federationProviderDisplayName: String?
    /// The document's `federationMapperType`.
    public var federationMapperType: String?
    /// The document's `config`.
    public var config: [String: String]?

    /// A value with each property given.
    public init(
        id: String? = nil,
        name: String? = nil,
        federationProviderDisplayName: String? = nil,
        federationMapperType: String? = nil,
        config: [String: String]? = nil
    ) {
        self.id = id
        self.name = name
        self.federationProviderDisplayName = federationProviderDisplayName
        self.federationMapperType = federationMapperType
        self.config = config
    }
}

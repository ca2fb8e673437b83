// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `IdentityProviderMapperTypeRepresentation`, from the document.
public struct IdentityProviderMapperTypeRepresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `name`.
    public var name: String?
    /// The document's `category`.
    public var category: String?
    /// The document's `helpText`.
    public var helpText: String?
    /// The document's `properties`.
    public var properties: [ConfigPropertyRepresentation]?

    /// A value with each property given.
    public init(
        id: String? = nil,
        name: String? = nil,
        category: String? = nil,
        helpText: String? = nil,
        properties: [ConfigPropertyRepresentation]? = nil
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.helpText = helpText
        self.properties = properties
    }
}

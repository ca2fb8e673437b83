// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ResourceRepresentation`, from the document.
public struct ResourceRepresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `name`.
    public var name: String?
    /// The document's `uris`.
    public var uris: [String]?
    /// The document's `type`.
    public var type: String?
    /// The document's `scopes`.
    public var scopes: [ScopeRepresentation]?
    /// The document's `iconUri`.
    public var iconUri: String?
    /// The document's `owner`.
    public var owner: ResourceRepresentationOwner?
    /// The document's `ownerManagedAccess`.
    public var ownerManagedAccess: Bool?
    /// The document's `displayName`.
    public var displayName: String?
    /// The document's `attributes`.
    public var attributes: [String: [AnyJSON]]?
    /// The document's `uri`.
    public var uri: String?
    /// The document's `scopesUma`.
    public var scopesUma: [ScopeRepresentation]?

    /// `CodingKeys`, from the document.
    public enum CodingKeys: String, CodingKey {
        case id
        case name
        case uris
        case type
        case scopes
        case iconUri = "icon_uri"
        case owner
        case ownerManagedAccess
        case displayName
        case attributes
        case uri
        case scopesUma
    }

    /// A value with each property given.
    public init(
        id: String? = nil,
        name: String? = nil,
        uris: [String]? = nil,
        type: String? = nil,
        scopes: [ScopeRepresentation]? = nil,
        iconUri: String? = nil,
        owner: ResourceRepresentationOwner? = nil,
        ownerManagedAccess: Bool? = nil,
        displayName: String? = nil,
        attributes: [String: [AnyJSON]]? = nil,
        uri: String? = nil,
        scopesUma: [ScopeRepresentation]? = nil
    ) {
        self.id = id
        self.name = name
        self.uris = uris
        self.type = type
        self.scopes = scopes
        self.iconUri = iconUri
        self.owner = owner
        self.ownerManagedAccess = ownerManagedAccess
        self.displayName = displayName
        self.attributes = attributes
        self.uri = uri
        self.scopesUma = scopesUma
    }
}

// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ScopeRepresentation`, from the document.
public struct ScopeRepresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `name`.
    public var name: String?
    /// The document's `iconUri`.
    public var iconUri: String?
    /// The document's `policies`.
    public var policies: [PolicyRepresentation]?
    /// The document's `resources`.
    public var resources: [ResourceRepresentation]?
    /// The document's `displayName`.
    public var displayName: String?

    /// A value with each property given.
    public init(
        id: String? = nil,
        name: String? = nil,
        iconUri: String? = nil,
        policies: [PolicyRepresentation]? = nil,
        resources: [ResourceRepresentation]? = nil,
        displayName: String? = nil
    ) {
        self.id = id
        self.name = name
        self.iconUri = iconUri
        self.policies = policies
        self.resources = resources
        self.displayName = displayName
    }
}

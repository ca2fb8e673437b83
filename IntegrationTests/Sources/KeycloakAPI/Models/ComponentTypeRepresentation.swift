// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ComponentTypeRepresentation`, from the document.
public struct ComponentTypeRepresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `helpText`.
    public var helpText: String?
    /// The document's `properties`.
    public var properties: [ConfigPropertyRepresentation]?
    /// The document's `metadata`.
    public var metadata: [String: [String: AnyJSON]]?

    /// A value with each property given.
    public init(
        id: String? = nil,
        helpText: String? = nil,
        properties: [ConfigPropertyRepresentation]? = nil,
        metadata: [String: [String: AnyJSON]]? = nil
    ) {
        self.id = id
        self.helpText = helpText
        self.properties = properties
        self.metadata = metadata
    }
}

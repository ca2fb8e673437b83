// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ClientMappingsRepresentation`, from the document.
public struct ClientMappingsRepresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `client`.
    public var client: String?
    /// The document's `mappings`.
    public var mappings: [RoleRepresentation]?

    /// A value with each property given.
    public init(
        id: String? = nil,
        client: String? = nil,
        mappings: [RoleRepresentation]? = nil
    ) {
        self.id = id
        self.client = client
        self.mappings = mappings
    }
}

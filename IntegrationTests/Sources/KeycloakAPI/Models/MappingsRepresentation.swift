// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `MappingsRepresentation`, from the document.
public struct MappingsRepresentation: Codable, Sendable {
    /// The document's `realmMappings`.
    public var realmMappings: [RoleRepresentation]?
    /// The document's `clientMappings`.
    public var clientMappings: [String: ClientMappingsRepresentation]?

    /// A value with each property given.
    public init(
        realmMappings: [RoleRepresentation]? = nil,
        clientMappings: [String: ClientMappingsRepresentation]? = nil
    ) {
        self.realmMappings = realmMappings
        self.clientMappings = clientMappings
    }
}

// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ClientScopeRepresentation`, from the document.
public struct ClientScopeRepresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `name`.
    public var name: String?
    /// The document's `description`.
    public var description: String?
    /// The document's ``.
    public var `protocol`: String?
    /// The document's `attributes`.
    public var attributes: [String: String]?
    /// The document's `protocolMappers`.
    public var protocolMappers: [ProtocolMapperRepresentation]?

    /// A value with each property given.
    public init(
        id: String? = nil,
        name: String? = nil,
        description: String? = nil,
        `protocol`: String? = nil,
        attributes: [String: String]? = nil,
        protocolMappers: [ProtocolMapperRepresentation]? = nil
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.protocol = `protocol`
        self.attributes = attributes
        self.protocolMappers = protocolMappers
    }
}

// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `RoleRepresentation`, from the document.
public struct RoleRepresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `name`.
    public var name: String?
    /// The document's `description`.
    public var description: String?
    /// The document's `scopeParamRequired`.
    public var scopeParamRequired: Bool?
    /// The document's `composite`.
    public var composite: Bool?
    /// The document's `composites`.
    public var composites: Composites?
    /// The document's `clientRole`.
    public var clientRole: Bool?
    /// The document's `containerId`.
    public var containerId: String?
    /// The document's `attributes`.
    public var attributes: [String: [AnyJSON]]?

    /// A value with each property given.
    public init(
        id: String? = nil,
        name: String? = nil,
        description: String? = nil,
        scopeParamRequired: Bool? = nil,
        composite: Bool? = nil,
        composites: Composites? = nil,
        clientRole: Bool? = nil,
        containerId: String? = nil,
        attributes: [String: [AnyJSON]]? = nil
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.scopeParamRequired = scopeParamRequired
        self.composite = composite
        self.composites = composites
        self.clientRole = clientRole
        self.containerId = containerId
        self.attributes = attributes
    }
}

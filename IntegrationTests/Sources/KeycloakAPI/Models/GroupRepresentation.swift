// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `GroupRepresentation`, from the document.
public struct GroupRepresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `name`.
    public var name: String?
    /// The segment this level adds to a path.
    public var path: String?
    /// The document's `parentId`.
    public var parentId: String?
    /// The document's `subGroupCount`.
    public var subGroupCount: Int?
    /// The document's `subGroups`.
    public var subGroups: [GroupRepresentation]?
    /// The document's `attributes`.
    public var attributes: [String: [AnyJSON]]?
    /// The document's `realmRoles`.
    public var realmRoles: [String]?
    /// The document's `clientRoles`.
    public var clientRoles: [String: [AnyJSON]]?
    /// The document's `access`.
    public var access: [String: Bool]?

    /// A value with each property given.
    public init(
        id: String? = nil,
        name: String? = nil,
        path: String? = nil,
        parentId: String? = nil,
        subGroupCount: Int? = nil,
        subGroups: [GroupRepresentation]? = nil,
        attributes: [String: [AnyJSON]]? = nil,
        realmRoles: [String]? = nil,
        clientRoles: [String: [AnyJSON]]? = nil,
        access: [String: Bool]? = nil
    ) {
        self.id = id
        self.name = name
        self.path = path
        self.parentId = parentId
        self.subGroupCount = subGroupCount
        self.subGroups = subGroups
        self.attributes = attributes
        self.realmRoles = realmRoles
        self.clientRoles = clientRoles
        self.access = access
    }
}

// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ComponentRepresentation`, from the document.
public struct ComponentRepresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `name`.
    public var name: String?
    /// The document's `providerId`.
    public var providerId: String?
    /// The document's `providerType`.
    public var providerType: String?
    /// The document's `parentId`.
    public var parentId: String?
    /// The document's `subType`.
    public var subType: String?
    /// The document's `config`.
    public var config: [String: [AnyJSON]]?

    /// A value with each property given.
    public init(
        id: String? = nil,
        name: String? = nil,
        providerId: String? = nil,
        providerType: String? = nil,
        parentId: String? = nil,
        subType: String? = nil,
        config: [String: [AnyJSON]]? = nil
    ) {
        self.id = id
        self.name = name
        self.providerId = providerId
        self.providerType = providerType
        self.parentId = parentId
        self.subType = subType
        self.config = config
    }
}

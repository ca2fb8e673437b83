// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ComponentExportRepresentation`, from the document.
public struct ComponentExportRepresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `name`.
    public var name: String?
    /// The document's `providerId`.
    public var providerId: String?
    /// The document's `subType`.
    public var subType: String?
    /// The document's `subComponents`.
    public var subComponents: [String: [AnyJSON]]?
    /// The document's `config`.
    public var config: [String: [AnyJSON]]?

    /// A value with each property given.
    public init(
        id: String? = nil,
        name: String? = nil,
        providerId: String? = nil,
        subType: String? = nil,
        subComponents: [String: [AnyJSON]]? = nil,
        config: [String: [AnyJSON]]? = nil
    ) {
        self.id = id
        self.name = name
        self.providerId = providerId
        self.subType = subType
        self.subComponents = subComponents
        self.config = config
    }
}

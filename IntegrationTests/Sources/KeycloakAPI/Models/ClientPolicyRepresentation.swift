// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ClientPolicyRepresentation`, from the document.
public struct ClientPolicyRepresentation: Codable, Sendable {
    /// The document's `name`.
    public var name: String?
    /// The document's `description`.
    public var description: String?
    /// The document's `enabled`.
    public var enabled: Bool?
    /// The document's `conditions`.
    public var conditions: [ClientPolicyConditionRepresentation]?
    /// The document's `profiles`.
    public var profiles: [String]?

    /// A value with each property given.
    public init(
        name: String? = nil,
        description: String? = nil,
        enabled: Bool? = nil,
        conditions: [ClientPolicyConditionRepresentation]? = nil,
        profiles: [String]? = nil
    ) {
        self.name = name
        self.description = description
        self.enabled = enabled
        self.conditions = conditions
        self.profiles = profiles
    }
}

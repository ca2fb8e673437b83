// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ClientPolicyConditionRepresentation`, from the document.
public struct ClientPolicyConditionRepresentation: Codable, Sendable {
    /// The document's `condition`.
    public var condition: String?
    /// The document's `configuration`.
    public var configuration: [[String: AnyJSON]]?

    /// A value with each property given.
    public init(
        condition: String? = nil,
        configuration: [[String: AnyJSON]]? = nil
    ) {
        self.condition = condition
        self.configuration = configuration
    }
}

// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ClientPoliciesRepresentation`, from the document.
public struct ClientPoliciesRepresentation: Codable, Sendable {
    /// The document's `policies`.
    public var policies: [ClientPolicyRepresentation]?

    /// A value with each property given.
    public init(policies: [ClientPolicyRepresentation]? = nil) {
        self.policies = policies
    }
}

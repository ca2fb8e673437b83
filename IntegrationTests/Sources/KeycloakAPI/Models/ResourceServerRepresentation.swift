// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ResourceServerRepresentation`, from the document.
public struct ResourceServerRepresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `clientId`.
    public var clientId: String?
    /// The document's `name`.
    public var name: String?
    /// The document's `allowRemoteResourceManagement`.
    public var allowRemoteResourceManagement: Bool?
    /// The document's `policyEnforcementMode`.
    public var policyEnforcementMode: PolicyEnforcementMode?
    /// The document's `resources`.
    public var resources: [ResourceRepresentation]?
    /// The document's `policies`.
    public var policies: [PolicyRepresentation]?
    /// The document's `scopes`.
    public var scopes: [ScopeRepresentation]?
    /// The document's `decisionStrategy`.
    public var decisionStrategy: DecisionStrategy?

    /// A value with each property given.
    public init(
        id: String? = nil,
        clientId: String? = nil,
        name: String? = nil,
        allowRemoteResourceManagement: Bool? = nil,
        policyEnforcementMode: PolicyEnforcementMode? = nil,
        resources: [ResourceRepresentation]? = nil,
        policies: [PolicyRepresentation]? = nil,
        scopes: [ScopeRepresentation]? = nil,
        decisionStrategy: DecisionStrategy? = nil
    ) {
        self.id = id
        self.clientId = clientId
        self.name = name
        self.allowRemoteResourceManagement = allowRemoteResourceManagement
        self.policyEnforcementMode = policyEnforcementMode
        self.resources = resources
        self.policies = policies
        self.scopes = scopes
        self.decisionStrategy = decisionStrategy
    }
}

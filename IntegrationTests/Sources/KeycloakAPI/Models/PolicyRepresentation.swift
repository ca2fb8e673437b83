// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `PolicyRepresentation`, from the document.
public struct PolicyRepresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `name`.
    public var name: String?
    /// The document's `description`.
    public var description: String?
    /// The document's `type`.
    public var type: String?
    /// The document's `policies`.
    public var policies: [String]?
    /// The document's `resources`.
    public var resources: [String]?
    /// The document's `scopes`.
    public var scopes: [String]?
    /// The document's `logic`.
    public var logic: Logic?
    /// The document's `decisionStrategy`.
    public var decisionStrategy: DecisionStrategy?
    /// The document's `owner`.
    public var owner: String?
    /// The document's `resourcesData`.
    public var resourcesData: [ResourceRepresentation]?
    /// The document's `scopesData`.
    public var scopesData: [ScopeRepresentation]?
    /// The document's `config`.
    public var config: [String: String]?

    /// A value with each property given.
    public init(
        id: String? = nil,
        name: String? = nil,
        description: String? = nil,
        type: String? = nil,
        policies: [String]? = nil,
        resources: [String]? = nil,
        scopes: [String]? = nil,
        logic: Logic? = nil,
        decisionStrategy: DecisionStrategy? = nil,
        owner: String? = nil,
        resourcesData: [ResourceRepresentation]? = nil,
        scopesData: [ScopeRepresentation]? = nil,
        config: [String: String]? = nil
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.type = type
        self.policies = policies
        self.resources = resources
        self.scopes = scopes
        self.logic = logic
        self.decisionStrategy = decisionStrategy
        self.owner = owner
        self.resourcesData = resourcesData
        self.scopesData = scopesData
        self.config = config
    }
}

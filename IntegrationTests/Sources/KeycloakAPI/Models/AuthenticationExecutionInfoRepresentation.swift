// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `AuthenticationExecutionInfoRepresentation`, from the document.
public struct AuthenticationExecutionInfoRepresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `requirement`.
    public var requirement: String?
    /// The document's `displayName`.
    public var displayName: String?
    /// The document's `alias`.
    public var alias: String?
    /// The document's `description`.
    public var description: String?
    /// The document's `requirementChoices`.
    public var requirementChoices: [String]?
    /// The document's `configurable`.
    public var configurable: Bool?
    /// The document's `authenticationFlow`.
    public var authenticationFlow: Bool?
    /// The document's `providerId`.
    public var providerId: String?
    /// The document's `authenticationConfig`.
    public var authenticationConfig: String?
    /// The document's `flowId`.
    public var flowId: String?
    /// The document's `level`.
    public var level: Int?
    /// The document's `index`.
    public var index: Int?

    /// A value with each property given.
    public init(
        id: String? = nil,
        requirement: String? = nil,
        displayName: String? = nil,
        alias: String? = nil,
        description: String? = nil,
        requirementChoices: [String]? = nil,
        configurable: Bool? = nil,
        authenticationFlow: Bool? = nil,
        providerId: String? = nil,
        authenticationConfig: String? = nil,
        flowId: String? = nil,
        level: Int? = nil,
        index: Int? = nil
    ) {
        self.id = id
        self.requirement = requirement
        self.displayName = displayName
        self.alias = alias
        self.description = description
        self.requirementChoices = requirementChoices
        self.configurable = configurable
        self.authenticationFlow = authenticationFlow
        self.providerId = providerId
        self.authenticationConfig = authenticationConfig
        self.flowId = flowId
        self.level = level
        self.index = index
    }
}

// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `AuthenticationFlowRepresentation`, from the document.
public struct AuthenticationFlowRepresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `alias`.
    public var alias: String?
    /// The document's `description`.
    public var description: String?
    /// The document's `providerId`.
    public var providerId: String?
    /// The document's `topLevel`.
    public var topLevel: Bool?
    /// The document's `builtIn`.
    public var builtIn: Bool?
    /// The document's `authenticationExecutions`.
    public var authenticationExecutions: [AuthenticationExecutionExportRepresentation]?

    /// A value with each property given.
    public init(
        id: String? = nil,
        alias: String? = nil,
        description: String? = nil,
        providerId: String? = nil,
        topLevel: Bool? = nil,
        builtIn: Bool? = nil,
        authenticationExecutions: [AuthenticationExecutionExportRepresentation]? = nil
    ) {
        self.id = id
        self.alias = alias
        self.description = description
        self.providerId = providerId
        self.topLevel = topLevel
        self.builtIn = builtIn
        self.authenticationExecutions = authenticationExecutions
    }
}

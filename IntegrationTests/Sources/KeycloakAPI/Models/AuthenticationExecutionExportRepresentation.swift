// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `AuthenticationExecutionExportRepresentation`, from the document.
public struct AuthenticationExecutionExportRepresentation: Codable, Sendable {
    /// The document's `authenticatorConfig`.
    public var authenticatorConfig: String?
    /// The document's `authenticator`.
    public var authenticator: String?
    /// The document's `authenticatorFlow`.
    public var authenticatorFlow: Bool?
    /// The document's `requirement`.
    public var requirement: String?
    /// The document's `priority`.
    public var priority: Int?
    /// The document's `autheticatorFlow`.
    public var autheticatorFlow: Bool?
    /// The document's `flowAlias`.
    public var flowAlias: String?
    /// The document's `userSetupAllowed`.
    public var userSetupAllowed: Bool?

    /// A value with each property given.
    public init(
        authenticatorConfig: String? = nil,
        authenticator: String? = nil,
        authenticatorFlow: Bool? = nil,
        requirement: String? = nil,
        priority: Int? = nil,
        autheticatorFlow: Bool? = nil,
        flowAlias: String? = nil,
        userSetupAllowed: Bool? = nil
    ) {
        self.authenticatorConfig = authenticatorConfig
        self.authenticator = authenticator
        self.authenticatorFlow = authenticatorFlow
        self.requirement = requirement
        self.priority = priority
        self.autheticatorFlow = autheticatorFlow
        self.flowAlias = flowAlias
        self.userSetupAllowed = userSetupAllowed
    }
}

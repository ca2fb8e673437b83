// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `IdentityProviderRepresentation`, from the document.
public struct IdentityProviderRepresentation: Codable, Sendable {
    /// The document's `alias`.
    public var alias: String?
    /// The document's `displayName`.
    public var displayName: String?
    /// The document's `internalId`.
    public var internalId: String?
    /// The document's `providerId`.
    public var providerId: String?
    /// The document's `enabled`.
    public var enabled: Bool?
    /// The document's `updateProfileFirstLoginMode`.
    public var updateProfileFirstLoginMode: String?
    /// The document's `trustEmail`.
    public var trustEmail: Bool?
    /// The document's `storeToken`.
    public var storeToken: Bool?
    /// The document's `addReadTokenRoleOnCreate`.
    public var addReadTokenRoleOnCreate: Bool?
    /// The document's `authenticateByDefault`.
    public var authenticateByDefault: Bool?
    /// The document's `linkOnly`.
    public var linkOnly: Bool?
    /// The document's `firstBrokerLoginFlowAlias`.
    public var firstBrokerLoginFlowAlias: String?
    /// The document's `postBrokerLoginFlowAlias`.
    public var postBrokerLoginFlowAlias: String?
    /// The document's `config`.
    public var config: [String: String]?
    /// The document's `updateProfileFirstLogin`.
    public var updateProfileFirstLogin: Bool?

    /// A value with each property given.
    public init(
        alias: String? = nil,
        displayName: String? = nil,
        internalId: String? = nil,
        providerId: String? = nil,
        enabled: Bool? = nil,
        updateProfileFirstLoginMode: String? = nil,
        trustEmail: Bool? = nil,
        storeToken: Bool? = nil,
        addReadTokenRoleOnCreate: Bool? = nil,
        authenticateByDefault: Bool? = nil,
        linkOnly: Bool? = nil,
        firstBrokerLoginFlowAlias: String? = nil,
        postBrokerLoginFlowAlias: String? = nil,
        config: [String: String]? = nil,
        updateProfileFirstLogin: Bool? = nil
    ) {
        self.alias = alias
        self.displayName = displayName
        self.internalId = internalId
        self.providerId = providerId
        self.enabled = enabled
        self.updateProfileFirstLoginMode = updateProfileFirstLoginMode
        self.trustEmail = trustEmail
        self.storeToken = storeToken
        self.addReadTokenRoleOnCreate = addReadTokenRoleOnCreate
        self.authenticateByDefault = authenticateByDefault
        self.linkOnly = linkOnly
        self.firstBrokerLoginFlowAlias = firstBrokerLoginFlowAlias
        self.postBrokerLoginFlowAlias = postBrokerLoginFlowAlias
        self.config = config
        self.updateProfileFirstLogin = updateProfileFirstLogin
    }
}

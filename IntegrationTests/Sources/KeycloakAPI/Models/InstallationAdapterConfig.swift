// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `InstallationAdapterConfig`, from the document.
public struct InstallationAdapterConfig: Codable, Sendable {
    /// The document's `realm`.
    public var realm: String?
    /// The document's `realmPublicKey`.
    public var realmPublicKey: String?
    /// The document's `authServerUrl`.
    public var authServerUrl: String?
    /// The document's `sslRequired`.
    public var sslRequired: String?
    /// The document's `bearerOnly`.
    public var bearerOnly: Bool?
    /// The document's `resource`.
    public var resource: String?
    /// The document's `publicClient`.
    public var publicClient: Bool?
    /// The document's `verifyTokenAudience`.
    public var verifyTokenAudience: Bool?
    /// The document's `credentials`.
    public var credentials: [String: [String: AnyJSON]]?
    /// The document's `useResourceRoleMappings`.
    public var useResourceRoleMappings: Bool?
    /// The document's `confidentialPort`.
    public var confidentialPort: Int?
    /// The document's `policyEnforcer`.
    public var policyEnforcer: PolicyEnforcerConfig?

    /// `CodingKeys`, from the document.
    public enum CodingKeys: String, CodingKey {
        case realm
        case realmPublicKey = "realm-public-key"
        case authServerUrl = "auth-server-url"
        case sslRequired = "ssl-required"
        case bearerOnly = "bearer-only"
        case resource
        case publicClient = "public-client"
        case verifyTokenAudience = "verify-token-audience"
        case credentials
        case useResourceRoleMappings = "use-resource-role-mappings"
        case confidentialPort = "confidential-port"
        case policyEnforcer = "policy-enforcer"
    }

    /// A value with each property given.
    public init(
        realm: String? = nil,
        realmPublicKey: String? = nil,
        authServerUrl: String? = nil,
        sslRequired: String? = nil,
        bearerOnly: Bool? = nil,
        resource: String? = nil,
        publicClient: Bool? = nil,
        verifyTokenAudience: Bool? = nil,
        credentials: [String: [String: AnyJSON]]? = nil,
        useResourceRoleMappings: Bool? = nil,
        confidentialPort: Int? = nil,
        policyEnforcer: PolicyEnforcerConfig? = nil
    ) {
        self.realm = realm
        self.realmPublicKey = realmPublicKey
        self.authServerUrl = authServerUrl
        self.sslRequired = sslRequired
        self.bearerOnly = bearerOnly
        self.resource = resource
        self.publicClient = publicClient
        self.verifyTokenAudience = verifyTokenAudience
        self.credentials = credentials
        self.useResourceRoleMappings = useResourceRoleMappings
        self.confidentialPort = confidentialPort
        self.policyEnforcer = policyEnforcer
    }
}

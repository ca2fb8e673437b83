// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ClientRepresentation`, from the document.
public struct ClientRepresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `clientId`.
    public var clientId: String?
    /// The document's `name`.
    public var name: String?
    /// The document's `description`.
    public var description: String?
    /// The document's `rootUrl`.
    public var rootUrl: String?
    /// The document's `adminUrl`.
    public var adminUrl: String?
    /// The document's `baseUrl`.
    public var baseUrl: String?
    /// The document's `surrogateAuthRequired`.
    public var surrogateAuthRequired: Bool?
    /// The document's `enabled`.
    public var enabled: Bool?
    /// The document's `alwaysDisplayInConsole`.
    public var alwaysDisplayInConsole: Bool?
    /// The document's `clientAuthenticatorType`.
    public var clientAuthenticatorType: String?
    /// The document's `secret`.
    public var secret: String?
    /// The document's `registrationAccessToken`.
    public var registrationAccessToken: String?
    /// The document's `defaultRoles`.
    public var defaultRoles: [String]?
    /// The document's `redirectUris`.
    public var redirectUris: [String]?
    /// The document's `webOrigins`.
    public var webOrigins: [String]?
    /// The document's `notBefore`.
    public var notBefore: Int?
    /// The document's `bearerOnly`.
    public var bearerOnly: Bool?
    /// The document's `consentRequired`.
    public var consentRequired: Bool?
    /// The document's `standardFlowEnabled`.
    public var standardFlowEnabled: Bool?
    /// The document's `implicitFlowEnabled`.
    public var implicitFlowEnabled: Bool?
    /// The document's `directAccessGrantsEnabled`.
    public var directAccessGrantsEnabled: Bool?
    /// The document's `serviceAccountsEnabled`.
    public var serviceAccountsEnabled: Bool?
    /// The document's `oauth`.
    public var oauth2DeviceAuthorizationGrantEnabled: Bool?
    /// The document's `authorizationServicesEnabled`.
    public var authorizationServicesEnabled: Bool?
    /// The document's `directGrantsOnly`.
    public var directGrantsOnly: Bool?
    /// The document's `publicClient`.
    public var publicClient: Bool?
    /// The document's `frontchannelLogout`.
    public var frontchannelLogout: Bool?
    /// The document's ``.
    public var `protocol`: String?
    /// The document's `attributes`.
    public var attributes: [String: String]?
    /// The document's `authenticationFlowBindingOverrides`.
    public var authenticationFlowBindingOverrides: [String: String]?
    /// The document's `fullScopeAllowed`.
    public var fullScopeAllowed: Bool?
    /// The document's `nodeReRegistrationTimeout`.
    public var nodeReRegistrationTimeout: Int?
    /// The document's `registeredNodes`.
    public var registeredNodes: [String: Int]?
    /// The document's `protocolMappers`.
    public var protocolMappers: [ProtocolMapperRepresentation]?
    /// The document's `clientTemplate`.
    public var clientTemplate: String?
    /// The document's `useTemplateConfig`.
    public var useTemplateConfig: Bool?
    /// The document's `useTemplateScope`.
    public var useTemplateScope: Bool?
    /// The document's `useTemplateMappers`.
    public var useTemplateMappers: Bool?
    /// The document's `defaultClientScopes`.
    public var defaultClientScopes: [String]?
    /// The document's `optionalClientScopes`.
    public var optionalClientScopes: [String]?
    /// The document's `authorizationSettings`.
    public var authorizationSettings: ResourceServerRepresentation?
    /// The document's `access`.
    public var access: [String: Bool]?
    /// The document's `origin`.
    public var origin: String?

    /// A value with each property given.
    public init(
        id: String? = nil,
        clientId: String? = nil,
        name: String? = nil,
        description: String? = nil,
        rootUrl: String? = nil,
        adminUrl: String? = nil,
        baseUrl: String? = nil,
        surrogateAuthRequired: Bool? = nil,
        enabled: Bool? = nil,
        alwaysDisplayInConsole: Bool? = nil,
        clientAuthenticatorType: String? = nil,
        secret: String? = nil,
        registrationAccessToken: String? = nil,
        defaultRoles: [String]? = nil,
        redirectUris: [String]? = nil,
        webOrigins: [String]? = nil,
        notBefore: Int? = nil,
        bearerOnly: Bool? = nil,
        consentRequired: Bool? = nil,
        standardFlowEnabled: Bool? = nil,
        implicitFlowEnabled: Bool? = nil,
        directAccessGrantsEnabled: Bool? = nil,
        serviceAccountsEnabled: Bool? = nil,
        oauth2DeviceAuthorizationGrantEnabled: Bool? = nil,
        authorizationServicesEnabled: Bool? = nil,
        directGrantsOnly: Bool? = nil,
        publicClient: Bool? = nil,
        frontchannelLogout: Bool? = nil,
        `protocol`: String? = nil,
        attributes: [String: String]? = nil,
        authenticationFlowBindingOverrides: [String: String]? = nil,
        fullScopeAllowed: Bool? = nil,
        nodeReRegistrationTimeout: Int? = nil,
        registeredNodes: [String: Int]? = nil,
        protocolMappers: [ProtocolMapperRepresentation]? = nil,
        clientTemplate: String? = nil,
        useTemplateConfig: Bool? = nil,
        useTemplateScope: Bool? = nil,
        useTemplateMappers: Bool? = nil,
        defaultClientScopes: [String]? = nil,
        optionalClientScopes: [String]? = nil,
        authorizationSettings: ResourceServerRepresentation? = nil,
        access: [String: Bool]? = nil,
        origin: String? = nil
    ) {
        self.id = id
        self.clientId = clientId
        self.name = name
        self.description = description
        self.rootUrl = rootUrl
        self.adminUrl = adminUrl
        self.baseUrl = baseUrl
        self.surrogateAuthRequired = surrogateAuthRequired
        self.enabled = enabled
        self.alwaysDisplayInConsole = alwaysDisplayInConsole
        self.clientAuthenticatorType = clientAuthenticatorType
        self.secret = secret
        self.registrationAccessToken = registrationAccessToken
        self.defaultRoles = defaultRoles
        self.redirectUris = redirectUris
        self.webOrigins = webOrigins
        self.notBefore = notBefore
        self.bearerOnly = bearerOnly
        self.consentRequired = consentRequired
        self.standardFlowEnabled = standardFlowEnabled
        self.implicitFlowEnabled = implicitFlowEnabled
        self.directAccessGrantsEnabled = directAccessGrantsEnabled
        self.serviceAccountsEnabled = serviceAccountsEnabled
        self.oauth2DeviceAuthorizationGrantEnabled = oauth2DeviceAuthorizationGrantEnabled
        self.authorizationServicesEnabled = authorizationServicesEnabled
        self.directGrantsOnly = directGrantsOnly
        self.publicClient = publicClient
        self.frontchannelLogout = frontchannelLogout
        self.protocol = `protocol`
        self.attributes = attributes
        self.authenticationFlowBindingOverrides = authenticationFlowBindingOverrides
        self.fullScopeAllowed = fullScopeAllowed
        self.nodeReRegistrationTimeout = nodeReRegistrationTimeout
        self.registeredNodes = registeredNodes
        self.protocolMappers = protocolMappers
        self.clientTemplate = clientTemplate
        self.useTemplateConfig = useTemplateConfig
        self.useTemplateScope = useTemplateScope
        self.useTemplateMappers = useTemplateMappers
        self.defaultClientScopes = defaultClientScopes
        self.optionalClientScopes = optionalClientScopes
        self.authorizationSettings = authorizationSettings
        self.access = access
        self.origin = origin
    }
}

// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `RealmRepresentation`, from the document.
public struct RealmRepresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `realm`.
    public var realm: String?
    /// The document's `displayName`.
    public var displayName: String?
    /// The document's `displayNameHtml`.
    public var displayNameHtml: String?
    /// The document's `notBefore`.
    public var notBefore: Int?
    /// The document's `defaultSignatureAlgorithm`.
    public var defaultSignatureAlgorithm: String?
    /// The document's `revokeRefreshToken`.
    public var revokeRefreshToken: Bool?
    /// The document's `refreshTokenMaxReuse`.
    public var refreshTokenMaxReuse: Int?
    /// The document's `accessTokenLifespan`.
    public var accessTokenLifespan: Int?
    /// The document's `accessTokenLifespanForImplicitFlow`.
    public var accessTokenLifespanForImplicitFlow: Int?
    /// The document's `ssoSessionIdleTimeout`.
    public var ssoSessionIdleTimeout: Int?
    /// The document's `ssoSessionMaxLifespan`.
    public var ssoSessionMaxLifespan: Int?
    /// The document's `ssoSessionIdleTimeoutRememberMe`.
    public var ssoSessionIdleTimeoutRememberMe: Int?
    /// The document's `ssoSessionMaxLifespanRememberMe`.
    public var ssoSessionMaxLifespanRememberMe: Int?
    /// The document's `offlineSessionIdleTimeout`.
    public var offlineSessionIdleTimeout: Int?
    /// The document's `offlineSessionMaxLifespanEnabled`.
    public var offlineSessionMaxLifespanEnabled: Bool?
    /// The document's `offlineSessionMaxLifespan`.
    public var offlineSessionMaxLifespan: Int?
    /// The document's `clientSessionIdleTimeout`.
    public var clientSessionIdleTimeout: Int?
    /// The document's `clientSessionMaxLifespan`.
    public var clientSessionMaxLifespan: Int?
    /// The document's `clientOfflineSessionIdleTimeout`.
    public var clientOfflineSessionIdleTimeout: Int?
    /// The document's `clientOfflineSessionMaxLifespan`.
    public var clientOfflineSessionMaxLifespan: Int?
    /// The document's `accessCodeLifespan`.
    public var accessCodeLifespan: Int?
    /// The document's `accessCodeLifespanUserAction`.
    public var accessCodeLifespanUserAction: Int?
    /// The document's `accessCodeLifespanLogin`.
    public var accessCodeLifespanLogin: Int?
    /// The document's `actionTokenGeneratedByAdminLifespan`.
    public var actionTokenGeneratedByAdminLifespan: Int?
    /// The document's `actionTokenGeneratedByUserLifespan`.
    public var actionTokenGeneratedByUserLifespan: Int?
    /// The document's `oauth`.
    public var oauth2DeviceCodeLifespan: Int?
    /// The document's `oauth`.
    public var oauth2DevicePollingInterval: Int?
    /// The document's `enabled`.
    public var enabled: Bool?
    /// The document's `sslRequired`.
    public var sslRequired: String?
    /// The document's `passwordCredentialGrantAllowed`.
    public var passwordCredentialGrantAllowed: Bool?
    /// The document's `registrationAllowed`.
    public var registrationAllowed: Bool?
    /// The document's `registrationEmailAsUsername`.
    public var registrationEmailAsUsername: Bool?
    /// The document's `rememberMe`.
    public var rememberMe: Bool?
    /// The document's `verifyEmail`.
    public var verifyEmail: Bool?
    /// The document's `loginWithEmailAllowed`.
    public var loginWithEmailAllowed: Bool?
    /// The document's `duplicateEmailsAllowed`.
    public var duplicateEmailsAllowed: Bool?
    /// The document's `resetPasswordAllowed`.
    public var resetPasswordAllowed: Bool?
    /// The document's `editUsernameAllowed`.
    public var editUsernameAllowed: Bool?
    /// The document's `userCacheEnabled`.
    public var userCacheEnabled: Bool?
    /// The document's `realmCacheEnabled`.
    public var realmCacheEnabled: Bool?
    /// The document's `bruteForceProtected`.
    public var bruteForceProtected: Bool?
    /// The document's `permanentLockout`.
    public var permanentLockout: Bool?
    /// The document's `maxFailureWaitSeconds`.
    public var maxFailureWaitSeconds: Int?
    /// The document's `minimumQuickLoginWaitSeconds`.
    public var minimumQuickLoginWaitSeconds: Int?
    /// The document's `waitIncrementSeconds`.
    public var waitIncrementSeconds: Int?
    /// The document's `quickLoginCheckMilliSeconds`.
    public var quickLoginCheckMilliSeconds: Int?
    /// The document's `maxDeltaTimeSeconds`.
    public var maxDeltaTimeSeconds: Int?
    /// The document's `failureFactor`.
    public var failureFactor: Int?
    /// The document's `privateKey`.
    public var privateKey: String?
    /// The document's `publicKey`.
    public var publicKey: String?
    /// The document's `certificate`.
    public var certificate: String?
    /// The document's `codeSecret`.
    public var codeSecret: String?
    /// The document's `roles`.
    public var roles: RolesRepresentation?
    /// The document's `groups`.
    public var groups: [GroupRepresentation]?
    /// The document's `defaultRoles`.
    public var defaultRoles: [String]?
    /// The document's `defaultRole`.
    public var defaultRole: RoleRepresentation?
    /// The document's `defaultGroups`.
    public var defaultGroups: [String]?
    /// The document's `requiredCredentials`.
    public var requiredCredentials: [String]?
    /// The document's `passwordPolicy`.
    public var passwordPolicy: String?
    /// The document's `otpPolicyType`.
    public var otpPolicyType: String?
    /// The document's `otpPolicyAlgorithm`.
    public var otpPolicyAlgorithm: String?
    /// The document's `otpPolicyInitialCounter`.
    public var otpPolicyInitialCounter: Int?
    /// The document's `otpPolicyDigits`.
    public var otpPolicyDigits: Int?
    /// The document's `otpPolicyLookAheadWindow`.
    public var otpPolicyLookAheadWindow: Int?
    /// The document's `otpPolicyPeriod`.
    public var otpPolicyPeriod: Int?
    /// The document's `otpPolicyCodeReusable`.
    public var otpPolicyCodeReusable: Bool?
    /// The document's `otpSupportedApplications`.
    public var otpSupportedApplications: [String]?
    /// The document's `localizationTexts`.
    public var localizationTexts: [String: [String: AnyJSON]]?
    /// The document's `webAuthnPolicyRpEntityName`.
    public var webAuthnPolicyRpEntityName: String?
    /// The document's `webAuthnPolicySignatureAlgorithms`.
    public var webAuthnPolicySignatureAlgorithms: [String]?
    /// The document's `webAuthnPolicyRpId`.
    public var webAuthnPolicyRpId: String?
    /// The document's `webAuthnPolicyAttestationConveyancePreference`.
    public var webAuthnPolicyAttestationConveyancePreference: String?
    /// The document's `webAuthnPolicyAuthenticatorAttachment`.
    public var webAuthnPolicyAuthenticatorAttachment: String?
    /// The document's `webAuthnPolicyRequireResidentKey`.
    public var webAuthnPolicyRequireResidentKey: String?
    /// The document's `webAuthnPolicyUserVerificationRequirement`.
    public var webAuthnPolicyUserVerificationRequirement: String?
    /// The document's `webAuthnPolicyCreateTimeout`.
    public var webAuthnPolicyCreateTimeout: Int?
    /// The document's `webAuthnPolicyAvoidSameAuthenticatorRegister`.
    public var webAuthnPolicyAvoidSameAuthenticatorRegister: Bool?
    /// The document's `webAuthnPolicyAcceptableAaguids`.
    public var webAuthnPolicyAcceptableAaguids: [String]?
    /// The document's `webAuthnPolicyExtraOrigins`.
    public var webAuthnPolicyExtraOrigins: [String]?
    /// The document's `webAuthnPolicyPasswordlessRpEntityName`.
    public var webAuthnPolicyPasswordlessRpEntityName: String?
    /// The document's `webAuthnPolicyPasswordlessSignatureAlgorithms`.
    public var webAuthnPolicyPasswordlessSignatureAlgorithms: [String]?
    /// The document's `webAuthnPolicyPasswordlessRpId`.
    public var webAuthnPolicyPasswordlessRpId: String?
    /// The document's `webAuthnPolicyPasswordlessAttestationConveyancePreference`.
    public var webAuthnPolicyPasswordlessAttestationConveyancePreference: String?
    /// The document's `webAuthnPolicyPasswordlessAuthenticatorAttachment`.
    public var webAuthnPolicyPasswordlessAuthenticatorAttachment: String?
    /// The document's `webAuthnPolicyPasswordlessRequireResidentKey`.
    public var webAuthnPolicyPasswordlessRequireResidentKey: String?
    /// The document's `webAuthnPolicyPasswordlessUserVerificationRequirement`.
    public var webAuthnPolicyPasswordlessUserVerificationRequirement: String?
    /// The document's `webAuthnPolicyPasswordlessCreateTimeout`.
    public var webAuthnPolicyPasswordlessCreateTimeout: Int?
    /// The document's `webAuthnPolicyPasswordlessAvoidSameAuthenticatorRegister`.
    public var webAuthnPolicyPasswordlessAvoidSameAuthenticatorRegister: Bool?
    /// The document's `webAuthnPolicyPasswordlessAcceptableAaguids`.
    public var webAuthnPolicyPasswordlessAcceptableAaguids: [String]?
    /// The document's `webAuthnPolicyPasswordlessExtraOrigins`.
    public var webAuthnPolicyPasswordlessExtraOrigins: [String]?
    /// The document's `clientProfiles`.
    public var clientProfiles: ClientProfilesRepresentation?
    /// The document's `clientPolicies`.
    public var clientPolicies: ClientPoliciesRepresentation?
    /// The document's `users`.
    public var users: [UserRepresentation]?
    /// The document's `federatedUsers`.
    public var federatedUsers: [UserRepresentation]?
    /// The document's `scopeMappings`.
    public var scopeMappings: [ScopeMappingRepresentation]?
    /// The document's `clientScopeMappings`.
    public var clientScopeMappings: [String: [AnyJSON]]?
    /// The document's `clients`.
    public var clients: [ClientRepresentation]?
    /// The document's `clientScopes`.
    public var clientScopes: [ClientScopeRepresentation]?
    /// The document's `defaultDefaultClientScopes`.
    public var defaultDefaultClientScopes: [String]?
    /// The document's `defaultOptionalClientScopes`.
    public var defaultOptionalClientScopes: [String]?
    /// The document's `browserSecurityHeaders`.
    public var browserSecurityHeaders: [String: String]?
    /// The document's `smtpServer`.
    public var smtpServer: [String: String]?
    /// The document's `userFederationProviders`.
    public var userFederationProviders: [UserFederationProviderRepresentation]?
    /// The document's `userFederationMappers`.
    public var userFederationMappers: [UserFederationMapperRepresentation]?
    /// The document's `loginTheme`.
    public var loginTheme: String?
    /// The document's `accountTheme`.
    public var accountTheme: String?
    /// The document's `adminTheme`.
    public var adminTheme: String?
    /// The document's `emailTheme`.
    public var emailTheme: String?
    /// The document's `eventsEnabled`.
    public var eventsEnabled: Bool?
    /// The document's `eventsExpiration`.
    public var eventsExpiration: Int?
    /// The document's `eventsListeners`.
    public var eventsListeners: [String]?
    /// The document's `enabledEventTypes`.
    public var enabledEventTypes: [String]?
    /// The document's `adminEventsEnabled`.
    public var adminEventsEnabled: Bool?
    /// The document's `adminEventsDetailsEnabled`.
    public var adminEventsDetailsEnabled: Bool?
    /// The document's `identityProviders`.
    public var identityProviders: [IdentityProviderRepresentation]?
    /// The document's `identityProviderMappers`.
    public var identityProviderMappers: [IdentityProviderMapperRepresentation]?
    /// The document's `protocolMappers`.
    public var protocolMappers: [ProtocolMapperRepresentation]?
    /// The document's `components`.
    public var components: [String: [AnyJSON]]?
    /// The document's `internationalizationEnabled`.
    public var internationalizationEnabled: Bool?
    /// The document's `supportedLocales`.
    public var supportedLocales: [String]?
    /// The document's `defaultLocale`.
    public var defaultLocale: String?
    /// The document's `authenticationFlows`.
    public var authenticationFlows: [AuthenticationFlowRepresentation]?
    /// The document's `authenticatorConfig`.
    public var authenticatorConfig: [AuthenticatorConfigRepresentation]?
    /// The document's `requiredActions`.
    public var requiredActions: [RequiredActionProviderRepresentation]?
    /// The document's `browserFlow`.
    public var browserFlow: String?
    /// The document's `registrationFlow`.
    public var registrationFlow: String?
    /// The document's `directGrantFlow`.
    public var directGrantFlow: String?
    /// The document's `resetCredentialsFlow`.
    public var resetCredentialsFlow: String?
    /// The document's `clientAuthenticationFlow`.
    public var clientAuthenticationFlow: String?
    /// The document's `dockerAuthenticationFlow`.
    public var dockerAuthenticationFlow: String?
    /// The document's `attributes`.
    public var attributes: [String: String]?
    /// The document's `keycloakVersion`.
    public var keycloakVersion: String?
    /// The document's `userManagedAccessAllowed`.
    public var userManagedAccessAllowed: Bool?
    /// The document's `social`.
    public var social: Bool?
    /// The document's `updateProfileOnInitialSocialLogin`.
    public var updateProfileOnInitialSocialLogin: Bool?
    /// The document's `socialProviders`.
    public var socialProviders: [String: String]?
    /// The document's `applicationScopeMappings`.
    public var applicationScopeMappings: [String: [AnyJSON]]?
    /// The document's `applications`.
    public var applications: [ApplicationRepresentation]?
    /// The document's `oauthClients`.
    public var oauthClients: [OAuthClientRepresentation]?
    /// The document's `clientTemplates`.
    public var clientTemplates: [ClientTemplateRepresentation]?
    /// The document's `oAuth`.
    public var oAuth2DeviceCodeLifespan: Int?
    /// The document's `oAuth`.
    public var oAuth2DevicePollingInterval: Int?

    /// A value with each property given.
    public init(
        id: String? = nil,
        realm: String? = nil,
        displayName: String? = nil,
        displayNameHtml: String? = nil,
        notBefore: Int? = nil,
        defaultSignatureAlgorithm: String? = nil,
        revokeRefreshToken: Bool? = nil,
        refreshTokenMaxReuse: Int? = nil,
        accessTokenLifespan: Int? = nil,
        accessTokenLifespanForImplicitFlow: Int? = nil,
        ssoSessionIdleTimeout: Int? = nil,
        ssoSessionMaxLifespan: Int? = nil,
        ssoSessionIdleTimeoutRememberMe: Int? = nil,
        ssoSessionMaxLifespanRememberMe: Int? = nil,
        offlineSessionIdleTimeout: Int? = nil,
        offlineSessionMaxLifespanEnabled: Bool? = nil,
        offlineSessionMaxLifespan: Int? = nil,
        clientSessionIdleTimeout: Int? = nil,
        clientSessionMaxLifespan: Int? = nil,
        clientOfflineSessionIdleTimeout: Int? = nil,
        clientOfflineSessionMaxLifespan: Int? = nil,
        accessCodeLifespan: Int? = nil,
        accessCodeLifespanUserAction: Int? = nil,
        accessCodeLifespanLogin: Int? = nil,
        actionTokenGeneratedByAdminLifespan: Int? = nil,
        actionTokenGeneratedByUserLifespan: Int? = nil,
        oauth2DeviceCodeLifespan: Int? = nil,
        oauth2DevicePollingInterval: Int? = nil,
        enabled: Bool? = nil,
        sslRequired: String? = nil,
        passwordCredentialGrantAllowed: Bool? = nil,
        registrationAllowed: Bool? = nil,
        registrationEmailAsUsername: Bool? = nil,
        rememberMe: Bool? = nil,
        verifyEmail: Bool? = nil,
        loginWithEmailAllowed: Bool? = nil,
        duplicateEmailsAllowed: Bool? = nil,
        resetPasswordAllowed: Bool? = nil,
        editUsernameAllowed: Bool? = nil,
        userCacheEnabled: Bool? = nil,
        realmCacheEnabled: Bool? = nil,
        bruteForceProtected: Bool? = nil,
        permanentLockout: Bool? = nil,
        maxFailureWaitSeconds: Int? = nil,
        minimumQuickLoginWaitSeconds: Int? = nil,
        waitIncrementSeconds: Int? = nil,
        quickLoginCheckMilliSeconds: Int? = nil,
        maxDeltaTimeSeconds: Int? = nil,
        failureFactor: Int? = nil,
        privateKey: String? = nil,
        publicKey: String? = nil,
        certificate: String? = nil,
        codeSecret: String? = nil,
        roles: RolesRepresentation? = nil,
        groups: [GroupRepresentation]? = nil,
        defaultRoles: [String]? = nil,
        defaultRole: RoleRepresentation? = nil,
        defaultGroups: [String]? = nil,
        requiredCredentials: [String]? = nil,
        passwordPolicy: String? = nil,
        otpPolicyType: String? = nil,
        otpPolicyAlgorithm: String? = nil,
        otpPolicyInitialCounter: Int? = nil,
        otpPolicyDigits: Int? = nil,
        otpPolicyLookAheadWindow: Int? = nil,
        otpPolicyPeriod: Int? = nil,
        otpPolicyCodeReusable: Bool? = nil,
        otpSupportedApplications: [String]? = nil,
        localizationTexts: [String: [String: AnyJSON]]? = nil,
        webAuthnPolicyRpEntityName: String? = nil,
        webAuthnPolicySignatureAlgorithms: [String]? = nil,
        webAuthnPolicyRpId: String? = nil,
        webAuthnPolicyAttestationConveyancePreference: String? = nil,
        webAuthnPolicyAuthenticatorAttachment: String? = nil,
        webAuthnPolicyRequireResidentKey: String? = nil,
        webAuthnPolicyUserVerificationRequirement: String? = nil,
        webAuthnPolicyCreateTimeout: Int? = nil,
        webAuthnPolicyAvoidSameAuthenticatorRegister: Bool? = nil,
        webAuthnPolicyAcceptableAaguids: [String]? = nil,
        webAuthnPolicyExtraOrigins: [String]? = nil,
        webAuthnPolicyPasswordlessRpEntityName: String? = nil,
        webAuthnPolicyPasswordlessSignatureAlgorithms: [String]? = nil,
        webAuthnPolicyPasswordlessRpId: String? = nil,
        webAuthnPolicyPasswordlessAttestationConveyancePreference: String? = nil,
        webAuthnPolicyPasswordlessAuthenticatorAttachment: String? = nil,
        webAuthnPolicyPasswordlessRequireResidentKey: String? = nil,
        webAuthnPolicyPasswordlessUserVerificationRequirement: String? = nil,
        webAuthnPolicyPasswordlessCreateTimeout: Int? = nil,
        webAuthnPolicyPasswordlessAvoidSameAuthenticatorRegister: Bool? = nil,
        webAuthnPolicyPasswordlessAcceptableAaguids: [String]? = nil,
        webAuthnPolicyPasswordlessExtraOrigins: [String]? = nil,
        clientProfiles: ClientProfilesRepresentation? = nil,
        clientPolicies: ClientPoliciesRepresentation? = nil,
        users: [UserRepresentation]? = nil,
        federatedUsers: [UserRepresentation]? = nil,
        scopeMappings: [ScopeMappingRepresentation]? = nil,
        clientScopeMappings: [String: [AnyJSON]]? = nil,
        clients: [ClientRepresentation]? = nil,
        clientScopes: [ClientScopeRepresentation]? = nil,
        defaultDefaultClientScopes: [String]? = nil,
        defaultOptionalClientScopes: [String]? = nil,
        browserSecurityHeaders: [String: String]? = nil,
        smtpServer: [String: String]? = nil,
        userFederationProviders: [UserFederationProviderRepresentation]? = nil,
        userFederationMappers: [UserFederationMapperRepresentation]? = nil,
        loginTheme: String? = nil,
        accountTheme: String? = nil,
        adminTheme: String? = nil,
        emailTheme: String? = nil,
        eventsEnabled: Bool? = nil,
        eventsExpiration: Int? = nil,
        eventsListeners: [String]? = nil,
        enabledEventTypes: [String]? = nil,
        adminEventsEnabled: Bool? = nil,
        adminEventsDetailsEnabled: Bool? = nil,
        identityProviders: [IdentityProviderRepresentation]? = nil,
        identityProviderMappers: [IdentityProviderMapperRepresentation]? = nil,
        protocolMappers: [ProtocolMapperRepresentation]? = nil,
        components: [String: [AnyJSON]]? = nil,
        internationalizationEnabled: Bool? = nil,
        supportedLocales: [String]? = nil,
        defaultLocale: String? = nil,
        authenticationFlows: [AuthenticationFlowRepresentation]? = nil,
        authenticatorConfig: [AuthenticatorConfigRepresentation]? = nil,
        requiredActions: [RequiredActionProviderRepresentation]? = nil,
        browserFlow: String? = nil,
        registrationFlow: String? = nil,
        directGrantFlow: String? = nil,
        resetCredentialsFlow: String? = nil,
        clientAuthenticationFlow: String? = nil,
        dockerAuthenticationFlow: String? = nil,
        attributes: [String: String]? = nil,
        keycloakVersion: String? = nil,
        userManagedAccessAllowed: Bool? = nil,
        social: Bool? = nil,
        updateProfileOnInitialSocialLogin: Bool? = nil,
        socialProviders: [String: String]? = nil,
        applicationScopeMappings: [String: [AnyJSON]]? = nil,
        applications: [ApplicationRepresentation]? = nil,
        oauthClients: [OAuthClientRepresentation]? = nil,
        clientTemplates: [ClientTemplateRepresentation]? = nil,
        oAuth2DeviceCodeLifespan: Int? = nil,
        oAuth2DevicePollingInterval: Int? = nil
    ) {
        self.id = id
        self.realm = realm
        self.displayName = displayName
        self.displayNameHtml = displayNameHtml
        self.notBefore = notBefore
        self.defaultSignatureAlgorithm = defaultSignatureAlgorithm
        self.revokeRefreshToken = revokeRefreshToken
        self.refreshTokenMaxReuse = refreshTokenMaxReuse
        self.accessTokenLifespan = accessTokenLifespan
        self.accessTokenLifespanForImplicitFlow = accessTokenLifespanForImplicitFlow
        self.ssoSessionIdleTimeout = ssoSessionIdleTimeout
        self.ssoSessionMaxLifespan = ssoSessionMaxLifespan
        self.ssoSessionIdleTimeoutRememberMe = ssoSessionIdleTimeoutRememberMe
        self.ssoSessionMaxLifespanRememberMe = ssoSessionMaxLifespanRememberMe
        self.offlineSessionIdleTimeout = offlineSessionIdleTimeout
        self.offlineSessionMaxLifespanEnabled = offlineSessionMaxLifespanEnabled
        self.offlineSessionMaxLifespan = offlineSessionMaxLifespan
        self.clientSessionIdleTimeout = clientSessionIdleTimeout
        self.clientSessionMaxLifespan = clientSessionMaxLifespan
        self.clientOfflineSessionIdleTimeout = clientOfflineSessionIdleTimeout
        self.clientOfflineSessionMaxLifespan = clientOfflineSessionMaxLifespan
        self.accessCodeLifespan = accessCodeLifespan
        self.accessCodeLifespanUserAction = accessCodeLifespanUserAction
        self.accessCodeLifespanLogin = accessCodeLifespanLogin
        self.actionTokenGeneratedByAdminLifespan = actionTokenGeneratedByAdminLifespan
        self.actionTokenGeneratedByUserLifespan = actionTokenGeneratedByUserLifespan
        self.oauth2DeviceCodeLifespan = oauth2DeviceCodeLifespan
        self.oauth2DevicePollingInterval = oauth2DevicePollingInterval
        self.enabled = enabled
        self.sslRequired = sslRequired
        self.passwordCredentialGrantAllowed = passwordCredentialGrantAllowed
        self.registrationAllowed = registrationAllowed
        self.registrationEmailAsUsername = registrationEmailAsUsername
        self.rememberMe = rememberMe
        self.verifyEmail = verifyEmail
        self.loginWithEmailAllowed = loginWithEmailAllowed
        self.duplicateEmailsAllowed = duplicateEmailsAllowed
        self.resetPasswordAllowed = resetPasswordAllowed
        self.editUsernameAllowed = editUsernameAllowed
        self.userCacheEnabled = userCacheEnabled
        self.realmCacheEnabled = realmCacheEnabled
        self.bruteForceProtected = bruteForceProtected
        self.permanentLockout = permanentLockout
        self.maxFailureWaitSeconds = maxFailureWaitSeconds
        self.minimumQuickLoginWaitSeconds = minimumQuickLoginWaitSeconds
        self.waitIncrementSeconds = waitIncrementSeconds
        self.quickLoginCheckMilliSeconds = quickLoginCheckMilliSeconds
        self.maxDeltaTimeSeconds = maxDeltaTimeSeconds
        self.failureFactor = failureFactor
        self.privateKey = privateKey
        self.publicKey = publicKey
        self.certificate = certificate
        self.codeSecret = codeSecret
        self.roles = roles
        self.groups = groups
        self.defaultRoles = defaultRoles
        self.defaultRole = defaultRole
        self.defaultGroups = defaultGroups
        self.requiredCredentials = requiredCredentials
        self.passwordPolicy = passwordPolicy
        self.otpPolicyType = otpPolicyType
        self.otpPolicyAlgorithm = otpPolicyAlgorithm
        self.otpPolicyInitialCounter = otpPolicyInitialCounter
        self.otpPolicyDigits = otpPolicyDigits
        self.otpPolicyLookAheadWindow = otpPolicyLookAheadWindow
        self.otpPolicyPeriod = otpPolicyPeriod
        self.otpPolicyCodeReusable = otpPolicyCodeReusable
        self.otpSupportedApplications = otpSupportedApplications
        self.localizationTexts = localizationTexts
        self.webAuthnPolicyRpEntityName = webAuthnPolicyRpEntityName
        self.webAuthnPolicySignatureAlgorithms = webAuthnPolicySignatureAlgorithms
        self.webAuthnPolicyRpId = webAuthnPolicyRpId
        self.webAuthnPolicyAttestationConveyancePreference = webAuthnPolicyAttestationConveyancePreference
        self.webAuthnPolicyAuthenticatorAttachment = webAuthnPolicyAuthenticatorAttachment
        self.webAuthnPolicyRequireResidentKey = webAuthnPolicyRequireResidentKey
        self.webAuthnPolicyUserVerificationRequirement = webAuthnPolicyUserVerificationRequirement
        self.webAuthnPolicyCreateTimeout = webAuthnPolicyCreateTimeout
        self.webAuthnPolicyAvoidSameAuthenticatorRegister = webAuthnPolicyAvoidSameAuthenticatorRegister
        self.webAuthnPolicyAcceptableAaguids = webAuthnPolicyAcceptableAaguids
        self.webAuthnPolicyExtraOrigins = webAuthnPolicyExtraOrigins
        self.webAuthnPolicyPasswordlessRpEntityName = webAuthnPolicyPasswordlessRpEntityName
        self.webAuthnPolicyPasswordlessSignatureAlgorithms = webAuthnPolicyPasswordlessSignatureAlgorithms
        self.webAuthnPolicyPasswordlessRpId = webAuthnPolicyPasswordlessRpId
        self.webAuthnPolicyPasswordlessAttestationConveyancePreference =
            webAuthnPolicyPasswordlessAttestationConveyancePreference
        self.webAuthnPolicyPasswordlessAuthenticatorAttachment = webAuthnPolicyPasswordlessAuthenticatorAttachment
        self.webAuthnPolicyPasswordlessRequireResidentKey = webAuthnPolicyPasswordlessRequireResidentKey
        self.webAuthnPolicyPasswordlessUserVerificationRequirement =
            webAuthnPolicyPasswordlessUserVerificationRequirement
        self.webAuthnPolicyPasswordlessCreateTimeout = webAuthnPolicyPasswordlessCreateTimeout
        self.webAuthnPolicyPasswordlessAvoidSameAuthenticatorRegister =
            webAuthnPolicyPasswordlessAvoidSameAuthenticatorRegister
        self.webAuthnPolicyPasswordlessAcceptableAaguids = webAuthnPolicyPasswordlessAcceptableAaguids
        self.webAuthnPolicyPasswordlessExtraOrigins = webAuthnPolicyPasswordlessExtraOrigins
        self.clientProfiles = clientProfiles
        self.clientPolicies = clientPolicies
        self.users = users
        self.federatedUsers = federatedUsers
        self.scopeMappings = scopeMappings
        self.clientScopeMappings = clientScopeMappings
        self.clients = clients
        self.clientScopes = clientScopes
        self.defaultDefaultClientScopes = defaultDefaultClientScopes
        self.defaultOptionalClientScopes = defaultOptionalClientScopes
        self.browserSecurityHeaders = browserSecurityHeaders
        self.smtpServer = smtpServer
        self.userFederationProviders = userFederationProviders
        self.userFederationMappers = userFederationMappers
        self.loginTheme = loginTheme
        self.accountTheme = accountTheme
        self.adminTheme = adminTheme
        self.emailTheme = emailTheme
        self.eventsEnabled = eventsEnabled
        self.eventsExpiration = eventsExpiration
        self.eventsListeners = eventsListeners
        self.enabledEventTypes = enabledEventTypes
        self.adminEventsEnabled = adminEventsEnabled
        self.adminEventsDetailsEnabled = adminEventsDetailsEnabled
        self.identityProviders = identityProviders
        self.identityProviderMappers = identityProviderMappers
        self.protocolMappers = protocolMappers
        self.components = components
        self.internationalizationEnabled = internationalizationEnabled
        self.supportedLocales = supportedLocales
        self.defaultLocale = defaultLocale
        self.authenticationFlows = authenticationFlows
        self.authenticatorConfig = authenticatorConfig
        self.requiredActions = requiredActions
        self.browserFlow = browserFlow
        self.registrationFlow = registrationFlow
        self.directGrantFlow = directGrantFlow
        self.resetCredentialsFlow = resetCredentialsFlow
        self.clientAuthenticationFlow = clientAuthenticationFlow
        self.dockerAuthenticationFlow = dockerAuthenticationFlow
        self.attributes = attributes
        self.keycloakVersion = keycloakVersion
        self.userManagedAccessAllowed = userManagedAccessAllowed
        self.social = social
        self.updateProfileOnInitialSocialLogin = updateProfileOnInitialSocialLogin
        self.socialProviders = socialProviders
        self.applicationScopeMappings = applicationScopeMappings
        self.applications = applications
        self.oauthClients = oauthClients
        self.clientTemplates = clientTemplates
        self.oAuth2DeviceCodeLifespan = oAuth2DeviceCodeLifespan
        self.oAuth2DevicePollingInterval = oAuth2DevicePollingInterval
    }
}

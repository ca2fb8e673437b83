// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `UserRepresentation`, from the document.
public struct UserRepresentation: Codable, Sendable {
    /// The document's `selfValue`.
    public var selfValue: String?
    /// The record's ID.
    public var id: String?
    /// The document's `origin`.
    public var origin: String?
    /// The document's `createdTimestamp`.
    public var createdTimestamp: Int?
    /// The document's `username`.
    public var username: String?
    /// The document's `enabled`.
    public var enabled: Bool?
    /// The document's `totp`.
    public var totp: Bool?
    /// The document's `emailVerified`.
    public var emailVerified: Bool?
    /// The document's `firstName`.
    public var firstName: String?
    /// The document's `lastName`.
    public var lastName: String?
    /// The document's `email`.
    public var email: String?
    /// The document's `federationLink`.
    public var federationLink: String?
    /// The document's `serviceAccountClientId`.
    public var serviceAccountClientId: String?
    /// The document's `attributes`.
    public var attributes: [String: [AnyJSON]]?
    /// The document's `credentials`.
    public var credentials: [CredentialRepresentation]?
    /// The document's `disableableCredentialTypes`.
    public var disableableCredentialTypes: [String]?
    /// The document's `requiredActions`.
    public var requiredActions: [String]?
    /// The document's `federatedIdentities`.
    public var federatedIdentities: [FederatedIdentityRepresentation]?
    /// The document's `realmRoles`.
    public var realmRoles: [String]?
    /// The document's `clientRoles`.
    public var clientRoles: [String: [AnyJSON]]?
    /// The document's `clientConsents`.
    public var clientConsents: [UserConsentRepresentation]?
    /// The document's `notBefore`.
    public var notBefore: Int?
    /// The document's `applicationRoles`.
    public var applicationRoles: [String: [AnyJSON]]?
    /// The document's `socialLinks`.
    public var socialLinks: [SocialLinkRepresentation]?
    /// The document's `groups`.
    public var groups: [String]?
    /// The document's `access`.
    public var access: [String: Bool]?
    /// The document's `userProfileMetadata`.
    public var userProfileMetadata: UserProfileMetadata?

    /// `CodingKeys`, from the document.
    public enum CodingKeys: String, CodingKey {
        case selfValue = "self"
        case id
        case origin
        case createdTimestamp
        case username
        case enabled
        case totp
        case emailVerified
        case firstName
        case lastName
        case email
        case federationLink
        case serviceAccountClientId
        case attributes
        case credentials
        case disableableCredentialTypes
        case requiredActions
        case federatedIdentities
        case realmRoles
        case clientRoles
        case clientConsents
        case notBefore
        case applicationRoles
        case socialLinks
        case groups
        case access
        case userProfileMetadata
    }

    /// A value with each property given.
    public init(
        selfValue: String? = nil,
        id: String? = nil,
        origin: String? = nil,
        createdTimestamp: Int? = nil,
        username: String? = nil,
        enabled: Bool? = nil,
        totp: Bool? = nil,
        emailVerified: Bool? = nil,
        firstName: String? = nil,
        lastName: String? = nil,
        email: String? = nil,
        federationLink: String? = nil,
        serviceAccountClientId: String? = nil,
        attributes: [String: [AnyJSON]]? = nil,
        credentials: [CredentialRepresentation]? = nil,
        disableableCredentialTypes: [String]? = nil,
        requiredActions: [String]? = nil,
        federatedIdentities: [FederatedIdentityRepresentation]? = nil,
        realmRoles: [String]? = nil,
        clientRoles: [String: [AnyJSON]]? = nil,
        clientConsents: [UserConsentRepresentation]? = nil,
        notBefore: Int? = nil,
        applicationRoles: [String: [AnyJSON]]? = nil,
        socialLinks: [SocialLinkRepresentation]? = nil,
        groups: [String]? = nil,
        access: [String: Bool]? = nil,
        userProfileMetadata: UserProfileMetadata? = nil
    ) {
        self.selfValue = selfValue
        self.id = id
        self.origin = origin
        self.createdTimestamp = createdTimestamp
        self.username = username
        self.enabled = enabled
        self.totp = totp
        self.emailVerified = emailVerified
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.federationLink = federationLink
        self.serviceAccountClientId = serviceAccountClientId
        self.attributes = attributes
        self.credentials = credentials
        self.disableableCredentialTypes = disableableCredentialTypes
        self.requiredActions = requiredActions
        self.federatedIdentities = federatedIdentities
        self.realmRoles = realmRoles
        self.clientRoles = clientRoles
        self.clientConsents = clientConsents
        self.notBefore = notBefore
        self.applicationRoles = applicationRoles
        self.socialLinks = socialLinks
        self.groups = groups
        self.access = access
        self.userProfileMetadata = userProfileMetadata
    }
}

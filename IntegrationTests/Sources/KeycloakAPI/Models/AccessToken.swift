// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `AccessToken`, from the document.
public struct AccessToken: Codable, Sendable {
    /// The document's `jti`.
    public var jti: String?
    /// The document's `exp`.
    public var exp: Int?
    /// The document's `nbf`.
    public var nbf: Int?
    /// The document's `iat`.
    public var iat: Int?
    /// The document's `iss`.
    public var iss: String?
    /// The document's `sub`.
    public var sub: String?
    /// The document's `typ`.
    public var typ: String?
    /// The document's `azp`.
    public var azp: String?
    /// The document's `otherClaims`.
    public var otherClaims: [String: [String: AnyJSON]]?
    /// The document's `nonce`.
    public var nonce: String?
    /// The document's `authTime`.
    public var authTime: Int?
    /// The document's `sessionState`.
    public var sessionState: String?
    /// The document's `atHash`.
    public var atHash: String?
    /// The document's `cHash`.
    public var cHash: String?
    /// The document's `name`.
    public var name: String?
    /// The document's `givenName`.
    public var givenName: String?
    /// The document's `familyName`.
    public var familyName: String?
    /// The document's `middleName`.
    public var middleName: String?
    /// The document's `nickname`.
    public var nickname: String?
    /// The document's `preferredUsername`.
    public var preferredUsername: String?
    /// The document's `profile`.
    public var profile: String?
    /// The document's `picture`.
    public var picture: String?
    /// The document's `website`.
    public var website: String?
    /// The document's `email`.
    public var email: String?
    /// The document's `emailVerified`.
    public var emailVerified: Bool?
    /// The document's `gender`.
    public var gender: String?
    /// The document's `birthdate`.
    public var birthdate: String?
    /// The document's `zoneinfo`.
    public var zoneinfo: String?
    /// The document's `locale`.
    public var locale: String?
    /// The document's `phoneNumber`.
    public var phoneNumber: String?
    /// The document's `phoneNumberVerified`.
    public var phoneNumberVerified: Bool?
    /// The document's `address`.
    public var address: AddressClaimSet?
    /// The document's `updatedAt`.
    public var updatedAt: Int?
    /// The document's `claimsLocales`.
    public var claimsLocales: String?
    /// The document's `acr`.
    public var acr: String?
    /// The document's `sHash`.
    public var sHash: String?
    /// The document's `authTime`.
    public var authTime2: Int?
    /// The document's `sid`.
    public var sid: String?
    /// The document's `trustedCerts`.
    public var trustedCerts: [String]?
    /// The document's `allowedOrigins`.
    public var allowedOrigins: [String]?
    /// The document's `realmAccess`.
    public var realmAccess: Access?
    /// The document's `resourceAccess`.
    public var resourceAccess: [String: Access]?
    /// The document's `authorization`.
    public var authorization: Authorization?
    /// The document's `cnf`.
    public var cnf: ConfirmationModel?
    /// The document's `scope`.
    public var scope: String?

    /// `CodingKeys`, from the document.
    public enum CodingKeys: String, CodingKey {
        case jti
        case exp
        case nbf
        case iat
        case iss
        case sub
        case typ
        case azp
        case otherClaims
        case nonce
        case authTime = "auth_time"
        case sessionState = "session_state"
        case atHash = "at_hash"
        case cHash = "c_hash"
        case name
        case givenName = "given_name"
        case familyName = "family_name"
        case middleName = "middle_name"
        case nickname
        case preferredUsername = "preferred_username"
        case profile
        case picture
        case website
        case email
        case emailVerified = "email_verified"
        case gender
        case birthdate
        case zoneinfo
        case locale
        case phoneNumber = "phone_number"
        case phoneNumberVerified = "phone_number_verified"
        case address
        case updatedAt = "updated_at"
        case claimsLocales = "claims_locales"
        case acr
        case sHash = "s_hash"
        case authTime2 = "authTime"
        case sid
        case trustedCerts = "trusted-certs"
        case allowedOrigins = "allowed-origins"
        case realmAccess = "realm_access"
        case resourceAccess = "resource_access"
        case authorization
        case cnf
        case scope
    }

    /// A value with each property given.
    public init(
        jti: String? = nil,
        exp: Int? = nil,
        nbf: Int? = nil,
        iat: Int? = nil,
        iss: String? = nil,
        sub: String? = nil,
        typ: String? = nil,
        azp: String? = nil,
        otherClaims: [String: [String: AnyJSON]]? = nil,
        nonce: String? = nil,
        authTime: Int? = nil,
        sessionState: String? = nil,
        atHash: String? = nil,
        cHash: String? = nil,
        name: String? = nil,
        givenName: String? = nil,
        familyName: String? = nil,
        middleName: String? = nil,
        nickname: String? = nil,
        preferredUsername: String? = nil,
        profile: String? = nil,
        picture: String? = nil,
        website: String? = nil,
        email: String? = nil,
        emailVerified: Bool? = nil,
        gender: String? = nil,
        birthdate: String? = nil,
        zoneinfo: String? = nil,
        locale: String? = nil,
        phoneNumber: String? = nil,
        phoneNumberVerified: Bool? = nil,
        address: AddressClaimSet? = nil,
        updatedAt: Int? = nil,
        claimsLocales: String? = nil,
        acr: String? = nil,
        sHash: String? = nil,
        authTime2: Int? = nil,
        sid: String? = nil,
        trustedCerts: [String]? = nil,
        allowedOrigins: [String]? = nil,
        realmAccess: Access? = nil,
        resourceAccess: [String: Access]? = nil,
        authorization: Authorization? = nil,
        cnf: ConfirmationModel? = nil,
        scope: String? = nil
    ) {
        self.jti = jti
        self.exp = exp
        self.nbf = nbf
        self.iat = iat
        self.iss = iss
        self.sub = sub
        self.typ = typ
        self.azp = azp
        self.otherClaims = otherClaims
        self.nonce = nonce
        self.authTime = authTime
        self.sessionState = sessionState
        self.atHash = atHash
        self.cHash = cHash
        self.name = name
        self.givenName = givenName
        self.familyName = familyName
        self.middleName = middleName
        self.nickname = nickname
        self.preferredUsername = preferredUsername
        self.profile = profile
        self.picture = picture
        self.website = website
        self.email = email
        self.emailVerified = emailVerified
        self.gender = gender
        self.birthdate = birthdate
        self.zoneinfo = zoneinfo
        self.locale = locale
        self.phoneNumber = phoneNumber
        self.phoneNumberVerified = phoneNumberVerified
        self.address = address
        self.updatedAt = updatedAt
        self.claimsLocales = claimsLocales
        self.acr = acr
        self.sHash = sHash
        self.authTime2 = authTime2
        self.sid = sid
        self.trustedCerts = trustedCerts
        self.allowedOrigins = allowedOrigins
        self.realmAccess = realmAccess
        self.resourceAccess = resourceAccess
        self.authorization = authorization
        self.cnf = cnf
        self.scope = scope
    }
}

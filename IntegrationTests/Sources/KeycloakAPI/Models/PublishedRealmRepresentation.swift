// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `PublishedRealmRepresentation`, from the document.
public struct PublishedRealmRepresentation: Codable, Sendable {
    /// The document's `realm`.
    public var realm: String?
    /// The document's `publicKey`.
    public var publicKey: String?
    /// The document's `tokenService`.
    public var tokenService: String?
    /// The document's `accountService`.
    public var accountService: String?
    /// The document's `tokensNotBefore`.
    public var tokensNotBefore: Int?

    /// `CodingKeys`, from the document.
    public enum CodingKeys: String, CodingKey {
        case realm
        case publicKey = "public_key"
        case tokenService = "token-service"
        case accountService = "account-service"
        case tokensNotBefore = "tokens-not-before"
    }

    /// A value with each property given.
    public init(
        realm: String? = nil,
        publicKey: String? = nil,
        tokenService: String? = nil,
        accountService: String? = nil,
        tokensNotBefore: Int? = nil
    ) {
        self.realm = realm
        self.publicKey = publicKey
        self.tokenService = tokenService
        self.accountService = accountService
        self.tokensNotBefore = tokensNotBefore
    }
}

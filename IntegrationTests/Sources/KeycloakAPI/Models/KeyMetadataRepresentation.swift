// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `KeyMetadataRepresentation`, from the document.
public struct KeyMetadataRepresentation: Codable, Sendable {
    /// The document's `providerId`.
    public var providerId: String?
    /// The document's `providerPriority`.
    public var providerPriority: Int?
    /// The document's `kid`.
    public var kid: String?
    /// The document's `status`.
    public var status: String?
    /// The document's `type`.
    public var type: String?
    /// The document's `algorithm`.
    public var algorithm: String?
    /// The document's `publicKey`.
    public var publicKey: String?
    /// The document's `certificate`.
    public var certificate: String?
    /// The document's `use`.
    public var use: KeyUse?
    /// The document's `validTo`.
    public var validTo: Int?

    /// A value with each property given.
    public init(
        providerId: String? = nil,
        providerPriority: Int? = nil,
        kid: String? = nil,
        status: String? = nil,
        type: String? = nil,
        algorithm: String? = nil,
        publicKey: String? = nil,
        certificate: String? = nil,
        use: KeyUse? = nil,
        validTo: Int? = nil
    ) {
        self.providerId = providerId
        self.providerPriority = providerPriority
        self.kid = kid
        self.status = status
        self.type = type
        self.algorithm = algorithm
        self.publicKey = publicKey
        self.certificate = certificate
        self.use = use
        self.validTo = validTo
    }
}

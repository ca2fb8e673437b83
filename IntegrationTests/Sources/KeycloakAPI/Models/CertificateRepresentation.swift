// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `CertificateRepresentation`, from the document.
public struct CertificateRepresentation: Codable, Sendable {
    /// The document's `privateKey`.
    public var privateKey: String?
    /// The document's `publicKey`.
    public var publicKey: String?
    /// The document's `certificate`.
    public var certificate: String?
    /// The document's `kid`.
    public var kid: String?

    /// A value with each property given.
    public init(
        privateKey: String? = nil,
        publicKey: String? = nil,
        certificate: String? = nil,
        kid: String? = nil
    ) {
        self.privateKey = privateKey
        self.publicKey = publicKey
        self.certificate = certificate
        self.kid = kid
    }
}

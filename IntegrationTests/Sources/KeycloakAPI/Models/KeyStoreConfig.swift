// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `KeyStoreConfig`, from the document.
public struct KeyStoreConfig: Codable, Sendable {
    /// The document's `realmCertificate`.
    public var realmCertificate: Bool?
    /// The document's `storePassword`.
    public var storePassword: String?
    /// The document's `keyPassword`.
    public var keyPassword: String?
    /// The document's `keyAlias`.
    public var keyAlias: String?
    /// The document's `realmAlias`.
    public var realmAlias: String?
    /// The document's `format`.
    public var format: String?

    /// A value with each property given.
    public init(
        realmCertificate: Bool? = nil,
        storePassword: String? = nil,
        keyPassword: String? = nil,
        keyAlias: String? = nil,
        realmAlias: String? = nil,
        format: String? = nil
    ) {
        self.realmCertificate = realmCertificate
        self.storePassword = storePassword
        self.keyPassword = keyPassword
        self.keyAlias = keyAlias
        self.realmAlias = realmAlias
        self.format = format
    }
}

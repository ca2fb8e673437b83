// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `AuthenticatorConfigInfoRepresentation`, from the document.
public struct AuthenticatorConfigInfoRepresentation: Codable, Sendable {
    /// The document's `name`.
    public var name: String?
    /// The document's `providerId`.
    public var providerId: String?
    /// The document's `helpText`.
    public var helpText: String?
    /// The document's `properties`.
    public var properties: [ConfigPropertyRepresentation]?

    /// A value with each property given.
    public init(
        name: String? = nil,
        providerId: String? = nil,
        helpText: String? = nil,
        properties: [ConfigPropertyRepresentation]? = nil
    ) {
        self.name = name
        self.providerId = providerId
        self.helpText = helpText
        self.properties = properties
    }
}

// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ScopeMappingRepresentation`, from the document.
public struct ScopeMappingRepresentation: Codable, Sendable {
    /// The document's `selfValue`.
    public var selfValue: String?
    /// The document's `client`.
    public var client: String?
    /// The document's `clientTemplate`.
    public var clientTemplate: String?
    /// The document's `clientScope`.
    public var clientScope: String?
    /// The document's `roles`.
    public var roles: [String]?

    /// `CodingKeys`, from the document.
    public enum CodingKeys: String, CodingKey {
        case selfValue = "self"
        case client
        case clientTemplate
        case clientScope
        case roles
    }

    /// A value with each property given.
    public init(
        selfValue: String? = nil,
        client: String? = nil,
        clientTemplate: String? = nil,
        clientScope: String? = nil,
        roles: [String]? = nil
    ) {
        self.selfValue = selfValue
        self.client = client
        self.clientTemplate = clientTemplate
        self.clientScope = clientScope
        self.roles = roles
    }
}

// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `Access`, from the document.
public struct Access: Codable, Sendable {
    /// The document's `roles`.
    public var roles: [String]?
    /// The document's `verifyCaller`.
    public var verifyCaller: Bool?

    /// `CodingKeys`, from the document.
    public enum CodingKeys: String, CodingKey {
        case roles
        case verifyCaller = "verify_caller"
    }

    /// A value with each property given.
    public init(
        roles: [String]? = nil,
        verifyCaller: Bool? = nil
    ) {
        self.roles = roles
        self.verifyCaller = verifyCaller
    }
}

// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ConfirmationModel`, from the document.
public struct ConfirmationModel: Codable, Sendable {
    /// The document's `x`.
    public var x5tS256: String?
    /// The document's `jkt`.
    public var jkt: String?

    /// `CodingKeys`, from the document.
    public enum CodingKeys: String, CodingKey {
        case x5tS256 = "x5t#S256"
        case jkt
    }

    /// A value with each property given.
    public init(
        x5tS256: String? = nil,
        jkt: String? = nil
    ) {
        self.x5tS256 = x5tS256
        self.jkt = jkt
    }
}

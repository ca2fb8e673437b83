// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `MethodConfig`, from the document.
public struct MethodConfig: Codable, Sendable {
    /// The document's `method`.
    public var method: String?
    /// The document's `scopes`.
    public var scopes: [String]?
    /// The document's `scopesEnforcementMode`.
    public var scopesEnforcementMode: ScopeEnforcementMode?

    /// `CodingKeys`, from the document.
    public enum CodingKeys: String, CodingKey {
        case method
        case scopes
        case scopesEnforcementMode = "scopes-enforcement-mode"
    }

    /// A value with each property given.
    public init(
        method: String? = nil,
        scopes: [String]? = nil,
        scopesEnforcementMode: ScopeEnforcementMode? = nil
    ) {
        self.method = method
        self.scopes = scopes
        self.scopesEnforcementMode = scopesEnforcementMode
    }
}

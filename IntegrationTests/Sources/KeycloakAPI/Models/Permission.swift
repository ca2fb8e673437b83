// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `Permission`, from the document.
public struct Permission: Codable, Sendable {
    /// The document's `rsid`.
    public var rsid: String?
    /// The document's `rsname`.
    public var rsname: String?
    /// The document's `scopes`.
    public var scopes: [String]?
    /// The document's `claims`.
    public var claims: [String: [AnyJSON]]?

    /// A value with each property given.
    public init(
        rsid: String? = nil,
        rsname: String? = nil,
        scopes: [String]? = nil,
        claims: [String: [AnyJSON]]? = nil
    ) {
        self.rsid = rsid
        self.rsname = rsname
        self.scopes = scopes
        self.claims = claims
    }
}

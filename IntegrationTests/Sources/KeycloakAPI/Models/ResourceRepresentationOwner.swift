// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ResourceRepresentationOwner`, from the document.
public struct ResourceRepresentationOwner: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `name`.
    public var name: String?

    /// A value with each property given.
    public init(
        id: String? = nil,
        name: String? = nil
    ) {
        self.id = id
        self.name = name
    }
}

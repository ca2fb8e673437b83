// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `UPAttributePermissions`, from the document.
public struct UPAttributePermissions: Codable, Sendable {
    /// The document's `view`.
    public var view: [String]?
    /// The document's `edit`.
    public var edit: [String]?

    /// A value with each property given.
    public init(
        view: [String]? = nil,
        edit: [String]? = nil
    ) {
        self.view = view
        self.edit = edit
    }
}

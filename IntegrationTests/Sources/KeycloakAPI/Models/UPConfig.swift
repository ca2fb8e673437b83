// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `UPConfig`, from the document.
public struct UPConfig: Codable, Sendable {
    /// The document's `attributes`.
    public var attributes: [UPAttribute]?
    /// The document's `groups`.
    public var groups: [UPGroup]?

    /// A value with each property given.
    public init(
        attributes: [UPAttribute]? = nil,
        groups: [UPGroup]? = nil
    ) {
        self.attributes = attributes
        self.groups = groups
    }
}

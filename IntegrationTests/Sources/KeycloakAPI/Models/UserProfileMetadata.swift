// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `UserProfileMetadata`, from the document.
public struct UserProfileMetadata: Codable, Sendable {
    /// The document's `attributes`.
    public var attributes: [UserProfileAttributeMetadata]?
    /// The document's `groups`.
    public var groups: [UserProfileAttributeGroupMetadata]?

    /// A value with each property given.
    public init(
        attributes: [UserProfileAttributeMetadata]? = nil,
        groups: [UserProfileAttributeGroupMetadata]? = nil
    ) {
        self.attributes = attributes
        self.groups = groups
    }
}

// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `SocialLinkRepresentation`, from the document.
public struct SocialLinkRepresentation: Codable, Sendable {
    /// The document's `socialProvider`.
    public var socialProvider: String?
    /// The document's `socialUserId`.
    public var socialUserId: String?
    /// The document's `socialUsername`.
    public var socialUsername: String?

    /// A value with each property given.
    public init(
        socialProvider: String? = nil,
        socialUserId: String? = nil,
        socialUsername: String? = nil
    ) {
        self.socialProvider = socialProvider
        self.socialUserId = socialUserId
        self.socialUsername = socialUsername
    }
}

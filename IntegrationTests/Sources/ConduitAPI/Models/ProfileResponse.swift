// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

internal import Foundation

/// `ProfileResponse`, from the document.
public struct ProfileResponse: Codable, Sendable {
    /// The document's `profile`.
    public var profile: Profile

    /// A value with each property given.
    public init(profile: Profile) {
        self.profile = profile
    }
}

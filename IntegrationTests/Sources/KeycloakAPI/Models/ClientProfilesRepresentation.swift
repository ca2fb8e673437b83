// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ClientProfilesRepresentation`, from the document.
public struct ClientProfilesRepresentation: Codable, Sendable {
    /// The document's `profiles`.
    public var profiles: [ClientProfileRepresentation]?
    /// The document's `globalProfiles`.
    public var globalProfiles: [ClientProfileRepresentation]?

    /// A value with each property given.
    public init(
        profiles: [ClientProfileRepresentation]? = nil,
        globalProfiles: [ClientProfileRepresentation]? = nil
    ) {
        self.profiles = profiles
        self.globalProfiles = globalProfiles
    }
}

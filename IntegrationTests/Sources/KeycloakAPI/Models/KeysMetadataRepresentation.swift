// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `KeysMetadataRepresentation`, from the document.
public struct KeysMetadataRepresentation: Codable, Sendable {
    /// The document's `active`.
    public var active: [String: String]?
    /// The document's `keys`.
    public var keys: [KeyMetadataRepresentation]?

    /// A value with each property given.
    public init(
        active: [String: String]? = nil,
        keys: [KeyMetadataRepresentation]? = nil
    ) {
        self.active = active
        self.keys = keys
    }
}

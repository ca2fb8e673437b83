// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `PathCacheConfig`, from the document.
public struct PathCacheConfig: Codable, Sendable {
    /// The document's `maxEntries`.
    public var maxEntries: Int?
    /// The document's `lifespan`.
    public var lifespan: Int?

    /// `CodingKeys`, from the document.
    public enum CodingKeys: String, CodingKey {
        case maxEntries = "max-entries"
        case lifespan
    }

    /// A value with each property given.
    public init(
        maxEntries: Int? = nil,
        lifespan: Int? = nil
    ) {
        self.maxEntries = maxEntries
        self.lifespan = lifespan
    }
}

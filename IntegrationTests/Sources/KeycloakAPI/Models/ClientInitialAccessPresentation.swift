// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ClientInitialAccessPresentation`, from the document.
public struct ClientInitialAccessPresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `token`.
    public var token: String?
    /// The document's `timestamp`.
    public var timestamp: Int?
    /// The document's `expiration`.
    public var expiration: Int?
    /// The document's `count`.
    public var count: Int?
    /// The document's `remainingCount`.
    public var remainingCount: Int?

    /// A value with each property given.
    public init(
        id: String? = nil,
        token: String? = nil,
        timestamp: Int? = nil,
        expiration: Int? = nil,
        count: Int? = nil,
        remainingCount: Int? = nil
    ) {
        self.id = id
        self.token = token
        self.timestamp = timestamp
        self.expiration = expiration
        self.count = count
        self.remainingCount = remainingCount
    }
}

// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `UserSessionRepresentation`, from the document.
public struct UserSessionRepresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `username`.
    public var username: String?
    /// The document's `userId`.
    public var userId: String?
    /// The document's `ipAddress`.
    public var ipAddress: String?
    /// The document's `start`.
    public var start: Int?
    /// The document's `lastAccess`.
    public var lastAccess: Int?
    /// The document's `rememberMe`.
    public var rememberMe: Bool?
    /// The document's `clients`.
    public var clients: [String: String]?

    /// A value with each property given.
    public init(
        id: String? = nil,
        username: String? = nil,
        userId: String? = nil,
        ipAddress: String? = nil,
        start: Int? = nil,
        lastAccess: Int? = nil,
        rememberMe: Bool? = nil,
        clients: [String: String]? = nil
    ) {
        self.id = id
        self.username = username
        self.userId = userId
        self.ipAddress = ipAddress
        self.start = start
        self.lastAccess = lastAccess
        self.rememberMe = rememberMe
        self.clients = clients
    }
}

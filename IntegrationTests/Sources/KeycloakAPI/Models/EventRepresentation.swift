// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `EventRepresentation`, from the document.
public struct EventRepresentation: Codable, Sendable {
    /// The document's `time`.
    public var time: Int?
    /// The document's `type`.
    public var type: String?
    /// The document's `realmId`.
    public var realmId: String?
    /// The document's `clientId`.
    public var clientId: String?
    /// The document's `userId`.
    public var userId: String?
    /// The document's `sessionId`.
    public var sessionId: String?
    /// The document's `ipAddress`.
    public var ipAddress: String?
    /// The document's `error`.
    public var error: String?
    /// The document's `details`.
    public var details: [String: String]?

    /// A value with each property given.
    public init(
        time: Int? = nil,
        type: String? = nil,
        realmId: String? = nil,
        clientId: String? = nil,
        userId: String? = nil,
        sessionId: String? = nil,
        ipAddress: String? = nil,
        error: String? = nil,
        details: [String: String]? = nil
    ) {
        self.time = time
        self.type = type
        self.realmId = realmId
        self.clientId = clientId
        self.userId = userId
        self.sessionId = sessionId
        self.ipAddress = ipAddress
        self.error = error
        self.details = details
    }
}

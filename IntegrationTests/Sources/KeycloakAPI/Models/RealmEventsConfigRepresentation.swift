// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `RealmEventsConfigRepresentation`, from the document.
public struct RealmEventsConfigRepresentation: Codable, Sendable {
    /// The document's `eventsEnabled`.
    public var eventsEnabled: Bool?
    /// The document's `eventsExpiration`.
    public var eventsExpiration: Int?
    /// The document's `eventsListeners`.
    public var eventsListeners: [String]?
    /// The document's `enabledEventTypes`.
    public var enabledEventTypes: [String]?
    /// The document's `adminEventsEnabled`.
    public var adminEventsEnabled: Bool?
    /// The document's `adminEventsDetailsEnabled`.
    public var adminEventsDetailsEnabled: Bool?

    /// A value with each property given.
    public init(
        eventsEnabled: Bool? = nil,
        eventsExpiration: Int? = nil,
        eventsListeners: [String]? = nil,
        enabledEventTypes: [String]? = nil,
        adminEventsEnabled: Bool? = nil,
        adminEventsDetailsEnabled: Bool? = nil
    ) {
        self.eventsEnabled = eventsEnabled
        self.eventsExpiration = eventsExpiration
        self.eventsListeners = eventsListeners
        self.enabledEventTypes = enabledEventTypes
        self.adminEventsEnabled = adminEventsEnabled
        self.adminEventsDetailsEnabled = adminEventsDetailsEnabled
    }
}

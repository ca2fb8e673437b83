// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `UserFederationProviderRepresentation`, from the document.
public struct UserFederationProviderRepresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `displayName`.
    public var displayName: String?
    /// The document's `providerName`.
    public var providerName: String?
    /// The document's `config`.
    public var config: [String: String]?
    /// The document's `priority`.
    public var priority: Int?
    /// The document's `fullSyncPeriod`.
    public var fullSyncPeriod: Int?
    /// The document's `changedSyncPeriod`.
    public var changedSyncPeriod: Int?
    /// The document's `lastSync`.
    public var lastSync: Int?

    /// A value with each property given.
    public init(
        id: String? = nil,
        displayName: String? = nil,
        providerName: String? = nil,
        config: [String: String]? = nil,
        priority: Int? = nil,
        fullSyncPeriod: Int? = nil,
        changedSyncPeriod: Int? = nil,
        lastSync: Int? = nil
    ) {
        self.id = id
        self.displayName = displayName
        self.providerName = providerName
        self.config = config
        self.priority = priority
        self.fullSyncPeriod = fullSyncPeriod
        self.changedSyncPeriod = changedSyncPeriod
        self.lastSync = lastSync
    }
}

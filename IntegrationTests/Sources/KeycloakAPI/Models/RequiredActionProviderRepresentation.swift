// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `RequiredActionProviderRepresentation`, from the document.
public struct RequiredActionProviderRepresentation: Codable, Sendable {
    /// The document's `alias`.
    public var alias: String?
    /// The document's `name`.
    public var name: String?
    /// The document's `providerId`.
    public var providerId: String?
    /// The document's `enabled`.
    public var enabled: Bool?
    /// The document's `defaultAction`.
    public var defaultAction: Bool?
    /// The document's `priority`.
    public var priority: Int?
    /// The document's `config`.
    public var config: [String: String]?

    /// A value with each property given.
    public init(
        alias: String? = nil,
        name: String? = nil,
        providerId: String? = nil,
        enabled: Bool? = nil,
        defaultAction: Bool? = nil,
        priority: Int? = nil,
        config: [String: String]? = nil
    ) {
        self.alias = alias
        self.name = name
        self.providerId = providerId
        self.enabled = enabled
        self.defaultAction = defaultAction
        self.priority = priority
        self.config = config
    }
}

// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `AdminEventRepresentation`, from the document.
public struct AdminEventRepresentation: Codable, Sendable {
    /// The document's `time`.
    public var time: Int?
    /// The document's `realmId`.
    public var realmId: String?
    /// The document's `authDetails`.
    public var authDetails: AuthDetailsRepresentation?
    /// The document's `operationType`.
    public var operationType: String?
    /// The document's `resourceType`.
    public var resourceType: String?
    /// The document's `resourcePath`.
    public var resourcePath: String?
    /// The document's `representation`.
    public var representation: String?
    /// The document's `error`.
    public var error: String?

    /// A value with each property given.
    public init(
        time: Int? = nil,
        realmId: String? = nil,
        authDetails: AuthDetailsRepresentation? = nil,
        operationType: String? = nil,
        resourceType: String? = nil,
        resourcePath: String? = nil,
        representation: String? = nil,
        error: String? = nil
    ) {
        self.time = time
        self.realmId = realmId
        self.authDetails = authDetails
        self.operationType = operationType
        self.resourceType = resourceType
        self.resourcePath = resourcePath
        self.representation = representation
        self.error = error
    }
}

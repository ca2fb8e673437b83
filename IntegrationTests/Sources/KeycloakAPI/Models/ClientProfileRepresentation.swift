// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ClientProfileRepresentation`, from the document.
public struct ClientProfileRepresentation: Codable, Sendable {
    /// The document's `name`.
    public var name: String?
    /// The document's `description`.
    public var description: String?
    /// The document's `executors`.
    public var executors: [ClientPolicyExecutorRepresentation]?

    /// A value with each property given.
    public init(
        name: String? = nil,
        description: String? = nil,
        executors: [ClientPolicyExecutorRepresentation]? = nil
    ) {
        self.name = name
        self.description = description
        self.executors = executors
    }
}

// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ClientPolicyExecutorRepresentation`, from the document.
public struct ClientPolicyExecutorRepresentation: Codable, Sendable {
    /// The document's `executor`.
    public var executor: String?
    /// The document's `configuration`.
    public var configuration: [[String: AnyJSON]]?

    /// A value with each property given.
    public init(
        executor: String? = nil,
        configuration: [[String: AnyJSON]]? = nil
    ) {
        self.executor = executor
        self.configuration = configuration
    }
}

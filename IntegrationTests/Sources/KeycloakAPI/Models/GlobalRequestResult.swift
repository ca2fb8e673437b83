// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `GlobalRequestResult`, from the document.
public struct GlobalRequestResult: Codable, Sendable {
    /// The document's `successRequests`.
    public var successRequests: [String]?
    /// The document's `failedRequests`.
    public var failedRequests: [String]?

    /// A value with each property given.
    public init(
        successRequests: [String]? = nil,
        failedRequests: [String]? = nil
    ) {
        self.successRequests = successRequests
        self.failedRequests = failedRequests
    }
}

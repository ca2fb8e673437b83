// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `PathSegment`, from the document.
public struct PathSegment: Codable, Sendable {
    /// The segment this level adds to a path.
    public var path: String?
    /// The document's `matrixParameters`.
    public var matrixParameters: [String: [AnyJSON]]?

    /// A value with each property given.
    public init(
        path: String? = nil,
        matrixParameters: [String: [AnyJSON]]? = nil
    ) {
        self.path = path
        self.matrixParameters = matrixParameters
    }
}

// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `UPGroup`, from the document.
public struct UPGroup: Codable, Sendable {
    /// The document's `name`.
    public var name: String?
    /// The document's `displayHeader`.
    public var displayHeader: String?
    /// The document's `displayDescription`.
    public var displayDescription: String?
    /// The document's `annotations`.
    public var annotations: [String: [String: AnyJSON]]?

    /// A value with each property given.
    public init(
        name: String? = nil,
        displayHeader: String? = nil,
        displayDescription: String? = nil,
        annotations: [String: [String: AnyJSON]]? = nil
    ) {
        self.name = name
        self.displayHeader = displayHeader
        self.displayDescription = displayDescription
        self.annotations = annotations
    }
}

// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `UserProfileAttributeMetadata`, from the document.
public struct UserProfileAttributeMetadata: Codable, Sendable {
    /// The document's `name`.
    public var name: String?
    /// The document's `displayName`.
    public var displayName: String?
    /// The document's `required`.
    public var required: Bool?
    /// The document's `readOnly`.
    public var readOnly: Bool?
    /// The document's `annotations`.
    public var annotations: [String: [String: AnyJSON]]?
    /// The document's `validators`.
    public var validators: [String: [String: AnyJSON]]?
    /// The document's `group`.
    public var group: String?

    /// A value with each property given.
    public init(
        name: String? = nil,
        displayName: String? = nil,
        required: Bool? = nil,
        readOnly: Bool? = nil,
        annotations: [String: [String: AnyJSON]]? = nil,
        validators: [String: [String: AnyJSON]]? = nil,
        group: String? = nil
    ) {
        self.name = name
        self.displayName = displayName
        self.required = required
        self.readOnly = readOnly
        self.annotations = annotations
        self.validators = validators
        self.group = group
    }
}

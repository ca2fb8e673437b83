// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `UPAttribute`, from the document.
public struct UPAttribute: Codable, Sendable {
    /// The document's `name`.
    public var name: String?
    /// The document's `displayName`.
    public var displayName: String?
    /// The document's `validations`.
    public var validations: [String: [String: AnyJSON]]?
    /// The document's `annotations`.
    public var annotations: [String: [String: AnyJSON]]?
    /// The document's `required`.
    public var required: UPAttributeRequired?
    /// The document's `permissions`.
    public var permissions: UPAttributePermissions?
    /// The document's `selector`.
    public var selector: UPAttributeSelector?
    /// The document's `group`.
    public var group: String?

    /// A value with each property given.
    public init(
        name: String? = nil,
        displayName: String? = nil,
        validations: [String: [String: AnyJSON]]? = nil,
        annotations: [String: [String: AnyJSON]]? = nil,
        required: UPAttributeRequired? = nil,
        permissions: UPAttributePermissions? = nil,
        selector: UPAttributeSelector? = nil,
        group: String? = nil
    ) {
        self.name = name
        self.displayName = displayName
        self.validations = validations
        self.annotations = annotations
        self.required = required
        self.permissions = permissions
        self.selector = selector
        self.group = group
    }
}

// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ConfigPropertyRepresentation`, from the document.
public struct ConfigPropertyRepresentation: Codable, Sendable {
    /// The document's `name`.
    public var name: String?
    /// The document's `label`.
    public var label: String?
    /// The document's `helpText`.
    public var helpText: String?
    /// The document's `type`.
    public var type: String?
    /// The document's `defaultValue`.
    public var defaultValue: AnyJSON?
    /// The document's `options`.
    public var options: [String]?
    /// The document's `secret`.
    public var secret: Bool?
    /// The document's `required`.
    public var required: Bool?
    /// The document's `readOnly`.
    public var readOnly: Bool?

    /// A value with each property given.
    public init(
        name: String? = nil,
        label: String? = nil,
        helpText: String? = nil,
        type: String? = nil,
        defaultValue: AnyJSON? = nil,
        options: [String]? = nil,
        secret: Bool? = nil,
        required: Bool? = nil,
        readOnly: Bool? = nil
    ) {
        self.name = name
        self.label = label
        self.helpText = helpText
        self.type = type
        self.defaultValue = defaultValue
        self.options = options
        self.secret = secret
        self.required = required
        self.readOnly = readOnly
    }
}

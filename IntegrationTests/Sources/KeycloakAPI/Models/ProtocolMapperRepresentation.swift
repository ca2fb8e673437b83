// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ProtocolMapperRepresentation`, from the document.
public struct ProtocolMapperRepresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `name`.
    public var name: String?
    /// The document's ``.
    public var `protocol`: String?
    /// The document's `protocolMapper`.
    public var protocolMapper: String?
    /// The document's `consentRequired`.
    public var consentRequired: Bool?
    /// The document's `consentText`.
    public var consentText: String?
    /// The document's `config`.
    public var config: [String: String]?

    /// A value with each property given.
    public init(
        id: String? = nil,
        name: String? = nil,
        `protocol`: String? = nil,
        protocolMapper: String? = nil,
        consentRequired: Bool? = nil,
        consentText: String? = nil,
        config: [String: String]? = nil
    ) {
        self.id = id
        self.name = name
        self.protocol = `protocol`
        self.protocolMapper = protocolMapper
        self.consentRequired = consentRequired
        self.consentText = consentText
        self.config = config
    }
}

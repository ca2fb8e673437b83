// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ClientTemplateRepresentation`, from the document.
public struct ClientTemplateRepresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `name`.
    public var name: String?
    /// The document's `description`.
    public var description: String?
    /// The document's ``.
    public var `protocol`: String?
    /// The document's `fullScopeAllowed`.
    public var fullScopeAllowed: Bool?
    /// The document's `bearerOnly`.
    public var bearerOnly: Bool?
    /// The document's `consentRequired`.
    public var consentRequired: Bool?
    /// The document's `standardFlowEnabled`.
    public var standardFlowEnabled: Bool?
    /// The document's `implicitFlowEnabled`.
    public var implicitFlowEnabled: Bool?
    /// The document's `directAccessGrantsEnabled`.
    public var directAccessGrantsEnabled: Bool?
    /// The document's `serviceAccountsEnabled`.
    public var serviceAccountsEnabled: Bool?
    /// The document's `publicClient`.
    public var publicClient: Bool?
    /// The document's `frontchannelLogout`.
    public var frontchannelLogout: Bool?
    /// The document's `attributes`.
    public var attributes: [String: String]?
    /// The document's `protocolMappers`.
    public var protocolMappers: [ProtocolMapperRepresentation]?

    /// A value with each property given.
    public init(
        id: String? = nil,
        name: String? = nil,
        description: String? = nil,
        `protocol`: String? = nil,
        fullScopeAllowed: Bool? = nil,
        bearerOnly: Bool? = nil,
        consentRequired: Bool? = nil,
        standardFlowEnabled: Bool? = nil,
        implicitFlowEnabled: Bool? = nil,
        directAccessGrantsEnabled: Bool? = nil,
        serviceAccountsEnabled: Bool? = nil,
        publicClient: Bool? = nil,
        frontchannelLogout: Bool? = nil,
        attributes: [String: String]? = nil,
        protocolMappers: [ProtocolMapperRepresentation]? = nil
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.protocol = `protocol`
        self.fullScopeAllowed = fullScopeAllowed
        self.bearerOnly = bearerOnly
        self.consentRequired = consentRequired
        self.standardFlowEnabled = standardFlowEnabled
        self.implicitFlowEnabled = implicitFlowEnabled
        self.directAccessGrantsEnabled = directAccessGrantsEnabled
        self.serviceAccountsEnabled = serviceAccountsEnabled
        self.publicClient = publicClient
        self.frontchannelLogout = frontchannelLogout
        self.attributes = attributes
        self.protocolMappers = protocolMappers
    }
}

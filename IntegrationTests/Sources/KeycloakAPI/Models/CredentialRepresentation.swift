// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `CredentialRepresentation`, from the document.
public struct CredentialRepresentation: Codable, Sendable {
    /// The record's ID.
    public var id: String?
    /// The document's `type`.
    public var type: String?
    /// The document's `userLabel`.
    public var userLabel: String?
    /// The document's `createdDate`.
    public var createdDate: Int?
    /// The document's `secretData`.
    public var secretData: String?
    /// The document's `credentialData`.
    public var credentialData: String?
    /// The document's `priority`.
    public var priority: Int?
    /// The document's `value`.
    public var value: String?
    /// The document's `temporary`.
    public var temporary: Bool?
    /// The document's `device`.
    public var device: String?
    /// The document's `hashedSaltedValue`.
    public var hashedSaltedValue: String?
    /// The document's `salt`.
    public var salt: String?
    /// The document's `hashIterations`.
    public var hashIterations: Int?
    /// The document's `counter`.
    public var counter: Int?
    /// The document's `algorithm`.
    public var algorithm: String?
    /// The document's `digits`.
    public var digits: Int?
    /// The document's `period`.
    public var period: Int?
    /// The document's `config`.
    public var config: [String: AnyJSON]?

    /// A value with each property given.
    public init(
        id: String? = nil,
        type: String? = nil,
        userLabel: String? = nil,
        createdDate: Int? = nil,
        secretData: String? = nil,
        credentialData: String? = nil,
        priority: Int? = nil,
        value: String? = nil,
        temporary: Bool? = nil,
        device: String? = nil,
        hashedSaltedValue: String? = nil,
        salt: String? = nil,
        hashIterations: Int? = nil,
        counter: Int? = nil,
        algorithm: String? = nil,
        digits: Int? = nil,
        period: Int? = nil,
        config: [String: AnyJSON]? = nil
    ) {
        self.id = id
        self.type = type
        self.userLabel = userLabel
        self.createdDate = createdDate
        self.secretData = secretData
        self.credentialData = credentialData
        self.priority = priority
        self.value = value
        self.temporary = temporary
        self.device = device
        self.hashedSaltedValue = hashedSaltedValue
        self.salt = salt
        self.hashIterations = hashIterations
        self.counter = counter
        self.algorithm = algorithm
        self.digits = digits
        self.period = period
        self.config = config
    }
}

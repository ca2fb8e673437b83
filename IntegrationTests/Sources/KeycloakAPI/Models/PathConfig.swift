// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `PathConfig`, from the document.
public struct PathConfig: Codable, Sendable {
    /// The document's `name`.
    public var name: String?
    /// The document's `type`.
    public var type: String?
    /// The segment this level adds to a path.
    public var path: String?
    /// The document's `methods`.
    public var methods: [MethodConfig]?
    /// The document's `scopes`.
    public var scopes: [String]?
    /// The record's ID.
    public var id: String?
    /// The document's `enforcementMode`.
    public var enforcementMode: EnforcementMode?
    /// The document's `claimInformationPoint`.
    public var claimInformationPoint: [String: [String: AnyJSON]]?
    /// The document's `invalidated`.
    public var invalidated: Bool?
    /// The document's `staticPath`.
    public var staticPath: Bool?
    /// The document's ``.
    public var `static`: Bool?

    /// `CodingKeys`, from the document.
    public enum CodingKeys: String, CodingKey {
        case name
        case type
        case path
        case methods
        case scopes
        case id
        case enforcementMode = "enforcement-mode"
        case claimInformationPoint = "claim-information-point"
        case invalidated
        case staticPath
        case `static`
    }

    /// A value with each property given.
    public init(
        name: String? = nil,
        type: String? = nil,
        path: String? = nil,
        methods: [MethodConfig]? = nil,
        scopes: [String]? = nil,
        id: String? = nil,
        enforcementMode: EnforcementMode? = nil,
        claimInformationPoint: [String: [String: AnyJSON]]? = nil,
        invalidated: Bool? = nil,
        staticPath: Bool? = nil,
        `static`: Bool? = nil
    ) {
        self.name = name
        self.type = type
        self.path = path
        self.methods = methods
        self.scopes = scopes
        self.id = id
        self.enforcementMode = enforcementMode
        self.claimInformationPoint = claimInformationPoint
        self.invalidated = invalidated
        self.staticPath = staticPath
        self.static = `static`
    }
}

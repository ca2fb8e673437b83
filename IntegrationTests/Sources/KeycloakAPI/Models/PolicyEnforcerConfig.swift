// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `PolicyEnforcerConfig`, from the document.
public struct PolicyEnforcerConfig: Codable, Sendable {
    /// The document's `enforcementMode`.
    public var enforcementMode: EnforcementMode?
    /// The document's `paths`.
    public var paths: [PathConfig]?
    /// The document's `pathCache`.
    public var pathCache: PathCacheConfig?
    /// The document's `lazyLoadPaths`.
    public var lazyLoadPaths: Bool?
    /// The document's `onDenyRedirectTo`.
    public var onDenyRedirectTo: String?
    /// The document's `userManagedAccess`.
    public var userManagedAccess: [String: AnyJSON]?
    /// The document's `claimInformationPoint`.
    public var claimInformationPoint: [String: [String: AnyJSON]]?
    /// The document's `httpMethodAsScope`.
    public var httpMethodAsScope: Bool?
    /// The document's `realm`.
    public var realm: String?
    /// The document's `authServerUrl`.
    public var authServerUrl: String?
    /// The document's `credentials`.
    public var credentials: [String: [String: AnyJSON]]?
    /// The document's `resource`.
    public var resource: String?

    /// `CodingKeys`, from the document.
    public enum CodingKeys: String, CodingKey {
        case enforcementMode = "enforcement-mode"
        case paths
        case pathCache = "path-cache"
        case lazyLoadPaths = "lazy-load-paths"
        case onDenyRedirectTo = "on-deny-redirect-to"
        case userManagedAccess = "user-managed-access"
        case claimInformationPoint = "claim-information-point"
        case httpMethodAsScope = "http-method-as-scope"
        case realm
        case authServerUrl = "auth-server-url"
        case credentials
        case resource
    }

    /// A value with each property given.
    public init(
        enforcementMode: EnforcementMode? = nil,
        paths: [PathConfig]? = nil,
        pathCache: PathCacheConfig? = nil,
        lazyLoadPaths: Bool? = nil,
        onDenyRedirectTo: String? = nil,
        userManagedAccess: [String: AnyJSON]? = nil,
        claimInformationPoint: [String: [String: AnyJSON]]? = nil,
        httpMethodAsScope: Bool? = nil,
        realm: String? = nil,
        authServerUrl: String? = nil,
        credentials: [String: [String: AnyJSON]]? = nil,
        resource: String? = nil
    ) {
        self.enforcementMode = enforcementMode
        self.paths = paths
        self.pathCache = pathCache
        self.lazyLoadPaths = lazyLoadPaths
        self.onDenyRedirectTo = onDenyRedirectTo
        self.userManagedAccess = userManagedAccess
        self.claimInformationPoint = claimInformationPoint
        self.httpMethodAsScope = httpMethodAsScope
        self.realm = realm
        self.authServerUrl = authServerUrl
        self.credentials = credentials
        self.resource = resource
    }
}

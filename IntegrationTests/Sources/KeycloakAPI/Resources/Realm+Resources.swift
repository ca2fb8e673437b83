// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

public import Foundation
public import Yopuy

/// `GET /` (`list`)
///
/// Get accessible realms Returns a list of accessible realms. The list is filtered based on what realms the caller is allowed to view.
///
/// Query:
/// - `briefRepresentation`, string
///
/// `GET /{realm}` (`show`)
///
/// Get the top-level representation of the realm It will not include nested information like User and Client representations.
public struct Realm: RootResource, IsListable, IsShowable, IsAddressable {
    /// The segment this level adds to a path.
    public static let path = ""

    /// The record's ID: `realm`.
    public let id: String

    /// Reads an answer as `RealmRepresentation`.
    public static func parse(singular data: Data) throws -> RealmRepresentation {
        try JSONDecoder().decode(RealmRepresentation.self, from: data)
    }

    /// Reads a list as `[RealmRepresentation]`.
    public static func parse(collection data: Data) throws -> [RealmRepresentation] {
        try JSONDecoder().decode([RealmRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

extension Realm {
    /// The query of `GET /`, typed.
    ///
    /// - Parameters:
    ///   - briefRepresentation: `briefRepresentation`.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func listQuery(briefRepresentation: String? = nil) -> Query {
        var query = Query()
        query["briefRepresentation"] = briefRepresentation?.queryValue
        return query
    }

    /// The parameters of `GET /`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ListParameters: QueryParameters {
        /// `briefRepresentation`.
        public var briefRepresentation: String?

        /// Parameters with each value given.
        public init(briefRepresentation: String? = nil) {
            self.briefRepresentation = briefRepresentation
        }
    }
}

/// `GET /{realm}/admin-events` (`show`)
///
/// Get admin events Returns all admin events, or filters events based on URL query parameters listed here
///
/// Query:
/// - `authClient`, string
/// - `authIpAddress`, string
/// - `authRealm`, string
/// - `authUser`, string: user id
/// - `dateFrom`, string
/// - `dateTo`, string
/// - `first`, string
/// - `max`, string: Maximum results size (defaults to 100)
/// - `operationTypes`, string: [String]
/// - `resourcePath`, string
/// - `resourceTypes`, string: [String]
public enum AdminEvents: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "admin-events"

    /// Reads an answer as `[AdminEventRepresentation]`.
    public static func parse(singular data: Data) throws -> [AdminEventRepresentation] {
        try JSONDecoder().decode([AdminEventRepresentation].self, from: data)
    }
}

extension AdminEvents {
    /// The query of `GET /{realm}/admin-events`, typed.
    ///
    /// - Parameters:
    ///   - authClient: `authClient`.
    ///   - authIpAddress: `authIpAddress`.
    ///   - authRealm: `authRealm`.
    ///   - authUser: user id
    ///   - dateFrom: `dateFrom`.
    ///   - dateTo: `dateTo`.
    ///   - first: `first`.
    ///   - max: Maximum results size (defaults to 100)
    ///   - operationTypes: [String]
    ///   - resourcePath: `resourcePath`.
    ///   - resourceTypes: [String]
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func showQuery(
        authClient: String? = nil,
        authIpAddress: String? = nil,
        authRealm: String? = nil,
        authUser: String? = nil,
        dateFrom: String? = nil,
        dateTo: String? = nil,
        first: String? = nil,
        max: String? = nil,
        operationTypes: String? = nil,
        resourcePath: String? = nil,
        resourceTypes: String? = nil
    ) -> Query {
        var query = Query()
        query["authClient"] = authClient?.queryValue
        query["authIpAddress"] = authIpAddress?.queryValue
        query["authRealm"] = authRealm?.queryValue
        query["authUser"] = authUser?.queryValue
        query["dateFrom"] = dateFrom?.queryValue
        query["dateTo"] = dateTo?.queryValue
        query["first"] = first?.queryValue
        query["max"] = max?.queryValue
        query["operationTypes"] = operationTypes?.queryValue
        query["resourcePath"] = resourcePath?.queryValue
        query["resourceTypes"] = resourceTypes?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/admin-events`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ShowParameters: QueryParameters {
        /// `authClient`.
        public var authClient: String?
        /// `authIpAddress`.
        public var authIpAddress: String?
        /// `authRealm`.
        public var authRealm: String?
        /// user id
        public var authUser: String?
        /// `dateFrom`.
        public var dateFrom: String?
        /// `dateTo`.
        public var dateTo: String?
        /// `first`.
        public var first: String?
        /// Maximum results size (defaults to 100)
        public var max: String?
        /// [String]
        public var operationTypes: String?
        /// `resourcePath`.
        public var resourcePath: String?
        /// [String]
        public var resourceTypes: String?

        /// Parameters with each value given.
        public init(
            authClient: String? = nil,
            authIpAddress: String? = nil,
            authRealm: String? = nil,
            authUser: String? = nil,
            dateFrom: String? = nil,
            dateTo: String? = nil,
            first: String? = nil,
            max: String? = nil,
            operationTypes: String? = nil,
            resourcePath: String? = nil,
            resourceTypes: String? = nil
        ) {
            self.authClient = authClient
            self.authIpAddress = authIpAddress
            self.authRealm = authRealm
            self.authUser = authUser
            self.dateFrom = dateFrom
            self.dateTo = dateTo
            self.first = first
            self.max = max
            self.operationTypes = operationTypes
            self.resourcePath = resourcePath
            self.resourceTypes = resourceTypes
        }
    }
}

/// The `attack-detection` level, which holds the levels below it.
public enum AttackDetection: ChildNamespace {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "attack-detection"
}

/// The `brute-force` level, which holds the levels below it.
public enum BruteForce: ChildNamespace {
    /// The level above this one.
    public typealias Parent = AttackDetection
    /// The segment this level adds to a path.
    public static let path = "brute-force"
}

/// `GET /{realm}/attack-detection/brute-force/users/{userId}` (`show`)
///
/// Get status of a username in brute force detection
public struct BruteForceUser: ChildResource, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = BruteForce
    /// The segment this level adds to a path.
    public static let path = "users"

    /// The record's ID: `userId`.
    public let id: String

    /// Reads an answer as `[String: [String: AnyJSON]]`.
    public static func parse(singular data: Data) throws -> [String: [String: AnyJSON]] {
        try JSONDecoder().decode([String: [String: AnyJSON]].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `DELETE /{realm}/attack-detection/brute-force/users` (`action`)
///
/// Clear any user login failures for all users This can release temporary disabled users
public enum DeleteUsers: CollectionAction, AnswersNoContent {
    /// The resource whose collection it acts on.
    public typealias Target = BruteForceUser
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// The `authentication` level, which holds the levels below it.
public enum RealmAuthentication: ChildNamespace {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "authentication"
}

/// `GET /{realm}/authentication/authenticator-providers` (`list`)
///
/// Get authenticator providers Returns a stream of authenticator providers.
public struct AuthenticatorProvider: ChildResource, IsListable {
    /// The level above this one.
    public typealias Parent = RealmAuthentication
    /// The segment this level adds to a path.
    public static let path = "authenticator-providers"

    /// The record's ID: `id`.
    public let id: String

    /// Reads a list as `[[String: AnyJSON]]`.
    public static func parse(collection data: Data) throws -> [[String: AnyJSON]] {
        try JSONDecoder().decode([[String: AnyJSON]].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/authentication/client-authenticator-providers` (`list`)
///
/// Get client authenticator providers Returns a stream of client authenticator providers.
public struct ClientAuthenticatorProvider: ChildResource, IsListable {
    /// The level above this one.
    public typealias Parent = RealmAuthentication
    /// The segment this level adds to a path.
    public static let path = "client-authenticator-providers"

    /// The record's ID: `id`.
    public let id: String

    /// Reads a list as `[[String: AnyJSON]]`.
    public static func parse(collection data: Data) throws -> [[String: AnyJSON]] {
        try JSONDecoder().decode([[String: AnyJSON]].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// The `config` level, which holds the levels below it.
public enum Config: ChildNamespace {
    /// The level above this one.
    public typealias Parent = RealmAuthentication
    /// The segment this level adds to a path.
    public static let path = "config"
}

/// `POST /{realm}/authentication/config` (`action`)
///
/// Create new authenticator configuration
public enum PostAuthenticationConfig: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Config
    /// The method its path is sent with.
    public typealias Method = POSTWith<AuthenticatorConfigRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `GET /{realm}/authentication/config/{id}` (`show`)
///
/// Get authenticator configuration
public struct ConfigByID: ChildResource, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = Config
    /// The segment this level adds to a path.
    public static let path = ""

    /// The record's ID: `id`.
    public let id: String

    /// Reads an answer as `AuthenticatorConfigRepresentation`.
    public static func parse(singular data: Data) throws -> AuthenticatorConfigRepresentation {
        try JSONDecoder().decode(AuthenticatorConfigRepresentation.self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/authentication/config-description/{providerId}` (`show`)
///
/// Get authenticator provider’s configuration description
public struct ConfigDescription: ChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = RealmAuthentication
    /// The segment this level adds to a path.
    public static let path = "config-description"

    /// The record's ID: `providerId`.
    public let id: String

    /// Reads an answer as `AuthenticatorConfigInfoRepresentation`.
    public static func parse(singular data: Data) throws -> AuthenticatorConfigInfoRepresentation {
        try JSONDecoder().decode(AuthenticatorConfigInfoRepresentation.self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `POST /{realm}/authentication/executions` (`create`)
///
/// Add new authentication execution
///
/// `GET /{realm}/authentication/executions/{executionId}` (`show`)
///
/// Get Single Execution
///
/// `DELETE /{realm}/authentication/executions/{executionId}` (`delete`)
///
/// Delete execution
public struct Execution: ChildResource, IsCreatable, IsShowable, IsDeletable, IsAddressable, AnswersNoContent,
    AnswersStatus
{
    /// The level above this one.
    public typealias Parent = RealmAuthentication
    /// What a create sends.
    public typealias CreateBody = AuthenticationExecutionRepresentation
    /// The segment this level adds to a path.
    public static let path = "executions"

    /// The record's ID: `executionId`.
    public let id: String

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        case .get: 200
        default: nil
        }
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// The `config` level, which holds the levels below it.
public enum ExecutionConfig: ChildNamespace {
    /// The level above this one.
    public typealias Parent = Execution
    /// The segment this level adds to a path.
    public static let path = "config"
}

/// `POST /{realm}/authentication/executions/{executionId}/config` (`action`)
///
/// Update execution with new configuration
public enum PostExecutionConfig: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = ExecutionConfig
    /// The method its path is sent with.
    public typealias Method = POSTWith<AuthenticatorConfigRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `GET /{realm}/authentication/executions/{executionId}/config/{id}` (`show`)
///
/// Get execution’s configuration
public struct ExecutionConfigConfigByID: ChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ExecutionConfig
    /// The segment this level adds to a path.
    public static let path = ""

    /// The record's ID: `id`.
    public let id: String

    /// Reads an answer as `AuthenticatorConfigRepresentation`.
    public static func parse(singular data: Data) throws -> AuthenticatorConfigRepresentation {
        try JSONDecoder().decode(AuthenticatorConfigRepresentation.self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `POST /{realm}/authentication/executions/{executionId}/lower-priority` (`action`)
///
/// Lower execution’s priority
public enum PostExecutionLowerPriority: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Execution
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = "lower-priority"

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }
}

/// `POST /{realm}/authentication/executions/{executionId}/raise-priority` (`action`)
///
/// Raise execution’s priority
public enum PostExecutionRaisePriority: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Execution
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = "raise-priority"

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }
}

/// `GET /{realm}/authentication/flows` (`list`)
///
/// Get authentication flows Returns a stream of authentication flows.
///
/// `GET /{realm}/authentication/flows/{id}` (`show`)
///
/// Get authentication flow for id
public struct Flow: ChildResource, IsListable, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = RealmAuthentication
    /// The segment this level adds to a path.
    public static let path = "flows"

    /// The record's ID: `flowAlias`.
    public let id: String

    /// Reads an answer as `AuthenticationFlowRepresentation`.
    public static func parse(singular data: Data) throws -> AuthenticationFlowRepresentation {
        try JSONDecoder().decode(AuthenticationFlowRepresentation.self, from: data)
    }

    /// Reads a list as `[AuthenticationFlowRepresentation]`.
    public static func parse(collection data: Data) throws -> [AuthenticationFlowRepresentation] {
        try JSONDecoder().decode([AuthenticationFlowRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `POST /{realm}/authentication/flows/{flowAlias}/copy` (`action`)
///
/// Copy existing authentication flow under a new name The new name is given as 'newName' attribute of the passed JSON object
public enum PostCopy: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Flow
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = "copy"

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `GET /{realm}/authentication/flows/{flowAlias}/executions` (`show`)
///
/// Get authentication executions for a flow
///
/// `PUT /{realm}/authentication/flows/{flowAlias}/executions` (`replace`)
///
/// Update authentication executions of a Flow
public enum Executions: SingularChildResource, IsShowable, IsReplaceable, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Flow
    /// What a replace sends.
    public typealias ReplaceBody = AuthenticationExecutionInfoRepresentation
    /// The segment this level adds to a path.
    public static let path = "executions"

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .get: 200
        case .put: 200
        default: nil
        }
    }
}

/// `POST /{realm}/authentication/flows/{flowAlias}/executions/execution` (`action`)
///
/// Add new authentication execution to a flow
public enum PostExecution: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Executions
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = "execution"

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `POST /{realm}/authentication/flows/{flowAlias}/executions/flow` (`action`)
///
/// Add new flow with new execution to existing flow
public enum PostFlow: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Executions
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = "flow"

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `GET /{realm}/authentication/form-action-providers` (`list`)
///
/// Get form action providers Returns a stream of form action providers.
public struct FormActionProvider: ChildResource, IsListable {
    /// The level above this one.
    public typealias Parent = RealmAuthentication
    /// The segment this level adds to a path.
    public static let path = "form-action-providers"

    /// The record's ID: `id`.
    public let id: String

    /// Reads a list as `[[String: AnyJSON]]`.
    public static func parse(collection data: Data) throws -> [[String: AnyJSON]] {
        try JSONDecoder().decode([[String: AnyJSON]].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/authentication/form-providers` (`list`)
///
/// Get form providers Returns a stream of form providers.
public struct FormProvider: ChildResource, IsListable {
    /// The level above this one.
    public typealias Parent = RealmAuthentication
    /// The segment this level adds to a path.
    public static let path = "form-providers"

    /// The record's ID: `id`.
    public let id: String

    /// Reads a list as `[[String: AnyJSON]]`.
    public static func parse(collection data: Data) throws -> [[String: AnyJSON]] {
        try JSONDecoder().decode([[String: AnyJSON]].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/authentication/per-client-config-description` (`show`)
///
/// Get configuration descriptions for all clients
public enum PerClientConfigDescription: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = RealmAuthentication
    /// The segment this level adds to a path.
    public static let path = "per-client-config-description"

    /// Reads an answer as `[String: ConfigPropertyRepresentation]`.
    public static func parse(singular data: Data) throws -> [String: ConfigPropertyRepresentation] {
        try JSONDecoder().decode([String: ConfigPropertyRepresentation].self, from: data)
    }
}

/// `POST /{realm}/authentication/register-required-action` (`action`)
///
/// Register a new required actions
public enum PostRegisterRequiredAction: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = RealmAuthentication
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = "register-required-action"

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }
}

/// `GET /{realm}/authentication/required-actions` (`list`)
///
/// Get required actions Returns a stream of required actions.
///
/// `GET /{realm}/authentication/required-actions/{alias}` (`show`)
///
/// Get required action for alias
public struct RequiredAction: ChildResource, IsListable, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = RealmAuthentication
    /// The segment this level adds to a path.
    public static let path = "required-actions"

    /// The record's ID: `alias`.
    public let id: String

    /// Reads an answer as `RequiredActionProviderRepresentation`.
    public static func parse(singular data: Data) throws -> RequiredActionProviderRepresentation {
        try JSONDecoder().decode(RequiredActionProviderRepresentation.self, from: data)
    }

    /// Reads a list as `[RequiredActionProviderRepresentation]`.
    public static func parse(collection data: Data) throws -> [RequiredActionProviderRepresentation] {
        try JSONDecoder().decode([RequiredActionProviderRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `POST /{realm}/authentication/required-actions/{alias}/lower-priority` (`action`)
///
/// Lower required action’s priority
public enum PostRequiredActionLowerPriority: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = RequiredAction
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = "lower-priority"

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }
}

/// `POST /{realm}/authentication/required-actions/{alias}/raise-priority` (`action`)
///
/// Raise required action’s priority
public enum PostRequiredActionRaisePriority: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = RequiredAction
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = "raise-priority"

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }
}

/// `GET /{realm}/authentication/unregistered-required-actions` (`list`)
///
/// Get unregistered required actions Returns a stream of unregistered required actions.
public struct UnregisteredRequiredAction: ChildResource, IsListable {
    /// The level above this one.
    public typealias Parent = RealmAuthentication
    /// The segment this level adds to a path.
    public static let path = "unregistered-required-actions"

    /// The record's ID: `id`.
    public let id: String

    /// Reads a list as `[String]`.
    public static func parse(collection data: Data) throws -> [String] {
        try JSONDecoder().decode([String].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `POST /{realm}/client-description-converter` (`action`)
///
/// Base path for importing clients under this realm.
public enum PostClientDescriptionConverter: RecordAction {
    /// The level above this one.
    public typealias Parent = Realm
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = "client-description-converter"

    /// Reads an answer as `ClientRepresentation`.
    public static func parse(singular data: Data) throws -> ClientRepresentation {
        try JSONDecoder().decode(ClientRepresentation.self, from: data)
    }
}

/// The `client-policies` level, which holds the levels below it.
public enum ClientPolicies: ChildNamespace {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "client-policies"
}

/// `GET /{realm}/client-policies/policies` (`show`)
public enum Policies: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ClientPolicies
    /// The segment this level adds to a path.
    public static let path = "policies"

    /// Reads an answer as `ClientPoliciesRepresentation`.
    public static func parse(singular data: Data) throws -> ClientPoliciesRepresentation {
        try JSONDecoder().decode(ClientPoliciesRepresentation.self, from: data)
    }
}

/// `GET /{realm}/client-policies/profiles` (`show`)
///
/// Query:
/// - `include-global-profiles`, string
public enum Profiles: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ClientPolicies
    /// The segment this level adds to a path.
    public static let path = "profiles"

    /// Reads an answer as `ClientProfilesRepresentation`.
    public static func parse(singular data: Data) throws -> ClientProfilesRepresentation {
        try JSONDecoder().decode(ClientProfilesRepresentation.self, from: data)
    }
}

extension Profiles {
    /// The query of `GET /{realm}/client-policies/profiles`, typed.
    ///
    /// - Parameters:
    ///   - includeGlobalProfiles: `include-global-profiles`.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func showQuery(includeGlobalProfiles: String? = nil) -> Query {
        var query = Query()
        query["include-global-profiles"] = includeGlobalProfiles?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/client-policies/profiles`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ShowParameters: QueryParameters {
        /// `include-global-profiles`.
        public var includeGlobalProfiles: String?

        /// Parameters with each value given.
        public init(includeGlobalProfiles: String? = nil) {
            self.includeGlobalProfiles = includeGlobalProfiles
        }

        private enum CodingKeys: String, CodingKey {
            case includeGlobalProfiles = "include-global-profiles"
        }
    }
}

/// The `client-registration-policy` level, which holds the levels below it.
public enum ClientRegistrationPolicy: ChildNamespace {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "client-registration-policy"
}

/// `GET /{realm}/client-registration-policy/providers` (`list`)
///
/// Base path for retrieve providers with the configProperties properly filled
public struct Provider: ChildResource, IsListable {
    /// The level above this one.
    public typealias Parent = ClientRegistrationPolicy
    /// The segment this level adds to a path.
    public static let path = "providers"

    /// The record's ID: `id`.
    public let id: String

    /// Reads a list as `[ComponentTypeRepresentation]`.
    public static func parse(collection data: Data) throws -> [ComponentTypeRepresentation] {
        try JSONDecoder().decode([ComponentTypeRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/client-scopes` (`list`)
///
/// Get client scopes belonging to the realm Returns a list of client scopes belonging to the realm
///
/// `GET /{realm}/client-scopes/{id}` (`show`)
///
/// Get representation of the client scope
public struct ClientScope: ChildResource, IsListable, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "client-scopes"

    /// The record's ID: `id1`.
    public let id: String

    /// Reads an answer as `ClientScopeRepresentation`.
    public static func parse(singular data: Data) throws -> ClientScopeRepresentation {
        try JSONDecoder().decode(ClientScopeRepresentation.self, from: data)
    }

    /// Reads a list as `[ClientScopeRepresentation]`.
    public static func parse(collection data: Data) throws -> [ClientScopeRepresentation] {
        try JSONDecoder().decode([ClientScopeRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// The `protocol-mappers` level, which holds the levels below it.
public enum ProtocolMappers: ChildNamespace {
    /// The level above this one.
    public typealias Parent = ClientScope
    /// The segment this level adds to a path.
    public static let path = "protocol-mappers"
}

/// `GET /{realm}/client-scopes/{id}/protocol-mappers/models` (`list`)
///
/// Get mappers
///
/// `GET /{realm}/client-scopes/{id1}/protocol-mappers/models/{id2}` (`show`)
///
/// Get mapper by id
public struct Model: ChildResource, IsListable, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = ProtocolMappers
    /// The segment this level adds to a path.
    public static let path = "models"

    /// The record's ID: `id2`.
    public let id: String

    /// Reads an answer as `ProtocolMapperRepresentation`.
    public static func parse(singular data: Data) throws -> ProtocolMapperRepresentation {
        try JSONDecoder().decode(ProtocolMapperRepresentation.self, from: data)
    }

    /// Reads a list as `[ProtocolMapperRepresentation]`.
    public static func parse(collection data: Data) throws -> [ProtocolMapperRepresentation] {
        try JSONDecoder().decode([ProtocolMapperRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `POST /{realm}/client-scopes/{id}/protocol-mappers/add-models` (`create`)
///
/// Create multiple mappers
public struct AddModel: ChildResource, IsCreatable, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = ProtocolMappers
    /// What a create sends.
    public typealias CreateBody = ProtocolMapperRepresentation
    /// The segment this level adds to a path.
    public static let path = "add-models"

    /// The record's ID: `id`.
    public let id: String

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/client-scopes/{id}/protocol-mappers/protocol/{protocol}` (`show`)
///
/// Get mappers by name for a specific protocol
public struct ProtocolMappersProtocol: ChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ProtocolMappers
    /// The segment this level adds to a path.
    public static let path = "protocol"

    /// The record's ID: `protocol`.
    public let id: String

    /// Reads an answer as `[ProtocolMapperRepresentation]`.
    public static func parse(singular data: Data) throws -> [ProtocolMapperRepresentation] {
        try JSONDecoder().decode([ProtocolMapperRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/client-scopes/{id}/scope-mappings` (`show`)
///
/// Get all scope mappings for the client
public enum ScopeMappings: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ClientScope
    /// The segment this level adds to a path.
    public static let path = "scope-mappings"

    /// Reads an answer as `MappingsRepresentation`.
    public static func parse(singular data: Data) throws -> MappingsRepresentation {
        try JSONDecoder().decode(MappingsRepresentation.self, from: data)
    }
}

/// `GET /{realm}/client-scopes/{id}/scope-mappings/clients/{client}` (`show`)
///
/// Get the roles associated with a client’s scope Returns roles for the client.
public struct ScopeMappingsClient: ChildResource, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = ScopeMappings
    /// The segment this level adds to a path.
    public static let path = "clients"

    /// The record's ID: `client`.
    public let id: String

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `POST /{realm}/client-scopes/{id}/scope-mappings/clients/{client}` (`action`)
///
/// Add client-level roles to the client’s scope
public enum PostClientScopeScopeMappingsClient: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = ScopeMappingsClient
    /// The method its path is sent with.
    public typealias Method = POSTWith<RoleRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }
}

/// `GET /{realm}/client-scopes/{id}/scope-mappings/clients/{client}/available` (`show`)
///
/// The available client-level roles Returns the roles for the client that can be associated with the client’s scope
public enum Available: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ScopeMappingsClient
    /// The segment this level adds to a path.
    public static let path = "available"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

/// `GET /{realm}/client-scopes/{id}/scope-mappings/clients/{client}/composite` (`show`)
///
/// Get effective client roles Returns the roles for the client that are associated with the client’s scope.
///
/// Query:
/// - `briefRepresentation`, string: if false, return roles with their attributes
public enum Composite: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ScopeMappingsClient
    /// The segment this level adds to a path.
    public static let path = "composite"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

extension Composite {
    /// The query of `GET /{realm}/client-scopes/{id}/scope-mappings/clients/{client}/composite`, typed.
    ///
    /// - Parameters:
    ///   - briefRepresentation: if false, return roles with their attributes
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func showQuery(briefRepresentation: String? = nil) -> Query {
        var query = Query()
        query["briefRepresentation"] = briefRepresentation?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/client-scopes/{id}/scope-mappings/clients/{client}/composite`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ShowParameters: QueryParameters {
        /// if false, return roles with their attributes
        public var briefRepresentation: String?

        /// Parameters with each value given.
        public init(briefRepresentation: String? = nil) {
            self.briefRepresentation = briefRepresentation
        }
    }
}

/// `GET /{realm}/client-scopes/{id}/scope-mappings/realm` (`show`)
///
/// Get realm-level roles associated with the client’s scope
public enum ScopeMappingsRealm: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ScopeMappings
    /// The segment this level adds to a path.
    public static let path = "realm"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

/// `GET /{realm}/client-scopes/{id}/scope-mappings/realm/available` (`show`)
///
/// Get realm-level roles that are available to attach to this client’s scope
public enum ScopeMappingsRealmAvailable: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ScopeMappingsRealm
    /// The segment this level adds to a path.
    public static let path = "available"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

/// `GET /{realm}/client-scopes/{id}/scope-mappings/realm/composite` (`show`)
///
/// Get effective realm-level roles associated with the client’s scope What this does is recurse any composite roles associated with the client’s scope and adds the roles to this lists.
///
/// Query:
/// - `briefRepresentation`, string: if false, return roles with their attributes
public enum ScopeMappingsRealmComposite: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ScopeMappingsRealm
    /// The segment this level adds to a path.
    public static let path = "composite"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

extension ScopeMappingsRealmComposite {
    /// The query of `GET /{realm}/client-scopes/{id}/scope-mappings/realm/composite`, typed.
    ///
    /// - Parameters:
    ///   - briefRepresentation: if false, return roles with their attributes
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func showQuery(briefRepresentation: String? = nil) -> Query {
        var query = Query()
        query["briefRepresentation"] = briefRepresentation?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/client-scopes/{id}/scope-mappings/realm/composite`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ShowParameters: QueryParameters {
        /// if false, return roles with their attributes
        public var briefRepresentation: String?

        /// Parameters with each value given.
        public init(briefRepresentation: String? = nil) {
            self.briefRepresentation = briefRepresentation
        }
    }
}

/// `GET /{realm}/client-session-stats` (`list`)
///
/// Get client session stats Returns a JSON map.
public struct ClientSessionStat: ChildResource, IsListable {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "client-session-stats"

    /// The record's ID: `id`.
    public let id: String

    /// Reads a list as `[String]`.
    public static func parse(collection data: Data) throws -> [String] {
        try JSONDecoder().decode([String].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/client-templates` (`list`)
///
/// Get client scopes belonging to the realm Returns a list of client scopes belonging to the realm
///
/// `GET /{realm}/client-templates/{id}` (`show`)
///
/// Get representation of the client scope
public struct ClientTemplate: ChildResource, IsListable, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "client-templates"

    /// The record's ID: `id1`.
    public let id: String

    /// Reads an answer as `ClientScopeRepresentation`.
    public static func parse(singular data: Data) throws -> ClientScopeRepresentation {
        try JSONDecoder().decode(ClientScopeRepresentation.self, from: data)
    }

    /// Reads a list as `[ClientScopeRepresentation]`.
    public static func parse(collection data: Data) throws -> [ClientScopeRepresentation] {
        try JSONDecoder().decode([ClientScopeRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// The `protocol-mappers` level, which holds the levels below it.
public enum ClientTemplateProtocolMappers: ChildNamespace {
    /// The level above this one.
    public typealias Parent = ClientTemplate
    /// The segment this level adds to a path.
    public static let path = "protocol-mappers"
}

/// `GET /{realm}/client-templates/{id}/protocol-mappers/models` (`list`)
///
/// Get mappers
///
/// `GET /{realm}/client-templates/{id1}/protocol-mappers/models/{id2}` (`show`)
///
/// Get mapper by id
public struct ClientTemplateProtocolMappersModel: ChildResource, IsListable, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = ClientTemplateProtocolMappers
    /// The segment this level adds to a path.
    public static let path = "models"

    /// The record's ID: `id2`.
    public let id: String

    /// Reads an answer as `ProtocolMapperRepresentation`.
    public static func parse(singular data: Data) throws -> ProtocolMapperRepresentation {
        try JSONDecoder().decode(ProtocolMapperRepresentation.self, from: data)
    }

    /// Reads a list as `[ProtocolMapperRepresentation]`.
    public static func parse(collection data: Data) throws -> [ProtocolMapperRepresentation] {
        try JSONDecoder().decode([ProtocolMapperRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `POST /{realm}/client-templates/{id}/protocol-mappers/add-models` (`create`)
///
/// Create multiple mappers
public struct ClientTemplateProtocolMappersAddModel: ChildResource, IsCreatable, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = ClientTemplateProtocolMappers
    /// What a create sends.
    public typealias CreateBody = ProtocolMapperRepresentation
    /// The segment this level adds to a path.
    public static let path = "add-models"

    /// The record's ID: `id`.
    public let id: String

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/client-templates/{id}/protocol-mappers/protocol/{protocol}` (`show`)
///
/// Get mappers by name for a specific protocol
public struct ClientTemplateProtocolMappersProtocol: ChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ClientTemplateProtocolMappers
    /// The segment this level adds to a path.
    public static let path = "protocol"

    /// The record's ID: `protocol`.
    public let id: String

    /// Reads an answer as `[ProtocolMapperRepresentation]`.
    public static func parse(singular data: Data) throws -> [ProtocolMapperRepresentation] {
        try JSONDecoder().decode([ProtocolMapperRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/client-templates/{id}/scope-mappings` (`show`)
///
/// Get all scope mappings for the client
public enum ClientTemplateScopeMappings: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ClientTemplate
    /// The segment this level adds to a path.
    public static let path = "scope-mappings"

    /// Reads an answer as `MappingsRepresentation`.
    public static func parse(singular data: Data) throws -> MappingsRepresentation {
        try JSONDecoder().decode(MappingsRepresentation.self, from: data)
    }
}

/// `GET /{realm}/client-templates/{id}/scope-mappings/clients/{client}` (`show`)
///
/// Get the roles associated with a client’s scope Returns roles for the client.
public struct ClientTemplateScopeMappingsClient: ChildResource, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = ClientTemplateScopeMappings
    /// The segment this level adds to a path.
    public static let path = "clients"

    /// The record's ID: `client`.
    public let id: String

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `POST /{realm}/client-templates/{id}/scope-mappings/clients/{client}` (`action`)
///
/// Add client-level roles to the client’s scope
public enum PostClientTemplateScopeMappingsClient: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = ClientTemplateScopeMappingsClient
    /// The method its path is sent with.
    public typealias Method = POSTWith<RoleRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }
}

/// `GET /{realm}/client-templates/{id}/scope-mappings/clients/{client}/available` (`show`)
///
/// The available client-level roles Returns the roles for the client that can be associated with the client’s scope
public enum ClientTemplateScopeMappingsClientAvailable: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ClientTemplateScopeMappingsClient
    /// The segment this level adds to a path.
    public static let path = "available"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

/// `GET /{realm}/client-templates/{id}/scope-mappings/clients/{client}/composite` (`show`)
///
/// Get effective client roles Returns the roles for the client that are associated with the client’s scope.
///
/// Query:
/// - `briefRepresentation`, string: if false, return roles with their attributes
public enum ClientTemplateScopeMappingsClientComposite: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ClientTemplateScopeMappingsClient
    /// The segment this level adds to a path.
    public static let path = "composite"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

extension ClientTemplateScopeMappingsClientComposite {
    /// The query of `GET /{realm}/client-templates/{id}/scope-mappings/clients/{client}/composite`, typed.
    ///
    /// - Parameters:
    ///   - briefRepresentation: if false, return roles with their attributes
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func showQuery(briefRepresentation: String? = nil) -> Query {
        var query = Query()
        query["briefRepresentation"] = briefRepresentation?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/client-templates/{id}/scope-mappings/clients/{client}/composite`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ShowParameters: QueryParameters {
        /// if false, return roles with their attributes
        public var briefRepresentation: String?

        /// Parameters with each value given.
        public init(briefRepresentation: String? = nil) {
            self.briefRepresentation = briefRepresentation
        }
    }
}

/// `GET /{realm}/client-templates/{id}/scope-mappings/realm` (`show`)
///
/// Get realm-level roles associated with the client’s scope
public enum ClientTemplateScopeMappingsRealm: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ClientTemplateScopeMappings
    /// The segment this level adds to a path.
    public static let path = "realm"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

/// `GET /{realm}/client-templates/{id}/scope-mappings/realm/available` (`show`)
///
/// Get realm-level roles that are available to attach to this client’s scope
public enum ClientTemplateScopeMappingsRealmAvailable: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ClientTemplateScopeMappingsRealm
    /// The segment this level adds to a path.
    public static let path = "available"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

/// `GET /{realm}/client-templates/{id}/scope-mappings/realm/composite` (`show`)
///
/// Get effective realm-level roles associated with the client’s scope What this does is recurse any composite roles associated with the client’s scope and adds the roles to this lists.
///
/// Query:
/// - `briefRepresentation`, string: if false, return roles with their attributes
public enum ClientTemplateScopeMappingsRealmComposite: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ClientTemplateScopeMappingsRealm
    /// The segment this level adds to a path.
    public static let path = "composite"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

extension ClientTemplateScopeMappingsRealmComposite {
    /// The query of `GET /{realm}/client-templates/{id}/scope-mappings/realm/composite`, typed.
    ///
    /// - Parameters:
    ///   - briefRepresentation: if false, return roles with their attributes
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func showQuery(briefRepresentation: String? = nil) -> Query {
        var query = Query()
        query["briefRepresentation"] = briefRepresentation?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/client-templates/{id}/scope-mappings/realm/composite`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ShowParameters: QueryParameters {
        /// if false, return roles with their attributes
        public var briefRepresentation: String?

        /// Parameters with each value given.
        public init(briefRepresentation: String? = nil) {
            self.briefRepresentation = briefRepresentation
        }
    }
}

/// `GET /{realm}/clients` (`list`)
///
/// Get clients belonging to the realm.
///
/// Query:
/// - `clientId`, string: filter by clientId
/// - `first`, string: the first result
/// - `max`, string: the max results to return
/// - `q`, string
/// - `search`, string: whether this is a search query or a getClientById query
/// - `viewableOnly`, string: filter clients that cannot be viewed in full by admin
///
/// `GET /{realm}/clients/{id}` (`show`)
///
/// Get representation of the client
public struct Client: ChildResource, IsListable, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "clients"

    /// The record's ID: `id1`.
    public let id: String

    /// Reads an answer as `ClientRepresentation`.
    public static func parse(singular data: Data) throws -> ClientRepresentation {
        try JSONDecoder().decode(ClientRepresentation.self, from: data)
    }

    /// Reads a list as `[ClientRepresentation]`.
    public static func parse(collection data: Data) throws -> [ClientRepresentation] {
        try JSONDecoder().decode([ClientRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

extension Client {
    /// The query of `GET /{realm}/clients`, typed.
    ///
    /// - Parameters:
    ///   - clientId: filter by clientId
    ///   - first: the first result
    ///   - max: the max results to return
    ///   - q: `q`.
    ///   - search: whether this is a search query or a getClientById query
    ///   - viewableOnly: filter clients that cannot be viewed in full by admin
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func listQuery(
        clientId: String? = nil,
        first: String? = nil,
        max: String? = nil,
        q: String? = nil,
        search: String? = nil,
        viewableOnly: String? = nil
    ) -> Query {
        var query = Query()
        query["clientId"] = clientId?.queryValue
        query["first"] = first?.queryValue
        query["max"] = max?.queryValue
        query["q"] = q?.queryValue
        query["search"] = search?.queryValue
        query["viewableOnly"] = viewableOnly?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/clients`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ListParameters: QueryParameters {
        /// filter by clientId
        public var clientId: String?
        /// the first result
        public var first: String?
        /// the max results to return
        public var max: String?
        /// `q`.
        public var q: String?
        /// whether this is a search query or a getClientById query
        public var search: String?
        /// filter clients that cannot be viewed in full by admin
        public var viewableOnly: String?

        /// Parameters with each value given.
        public init(
            clientId: String? = nil,
            first: String? = nil,
            max: String? = nil,
            q: String? = nil,
            search: String? = nil,
            viewableOnly: String? = nil
        ) {
            self.clientId = clientId
            self.first = first
            self.max = max
            self.q = q
            self.search = search
            self.viewableOnly = viewableOnly
        }
    }
}

/// The `protocol-mappers` level, which holds the levels below it.
public enum ClientProtocolMappers: ChildNamespace {
    /// The level above this one.
    public typealias Parent = Client
    /// The segment this level adds to a path.
    public static let path = "protocol-mappers"
}

/// `GET /{realm}/clients/{id}/protocol-mappers/models` (`list`)
///
/// Get mappers
///
/// `GET /{realm}/clients/{id1}/protocol-mappers/models/{id2}` (`show`)
///
/// Get mapper by id
public struct ClientProtocolMappersModel: ChildResource, IsListable, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = ClientProtocolMappers
    /// The segment this level adds to a path.
    public static let path = "models"

    /// The record's ID: `id2`.
    public let id: String

    /// Reads an answer as `ProtocolMapperRepresentation`.
    public static func parse(singular data: Data) throws -> ProtocolMapperRepresentation {
        try JSONDecoder().decode(ProtocolMapperRepresentation.self, from: data)
    }

    /// Reads a list as `[ProtocolMapperRepresentation]`.
    public static func parse(collection data: Data) throws -> [ProtocolMapperRepresentation] {
        try JSONDecoder().decode([ProtocolMapperRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `POST /{realm}/clients/{id}/protocol-mappers/add-models` (`create`)
///
/// Create multiple mappers
public struct ClientProtocolMappersAddModel: ChildResource, IsCreatable, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = ClientProtocolMappers
    /// What a create sends.
    public typealias CreateBody = ProtocolMapperRepresentation
    /// The segment this level adds to a path.
    public static let path = "add-models"

    /// The record's ID: `id`.
    public let id: String

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/clients/{id}/protocol-mappers/protocol/{protocol}` (`show`)
///
/// Get mappers by name for a specific protocol
public struct ClientProtocolMappersProtocol: ChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ClientProtocolMappers
    /// The segment this level adds to a path.
    public static let path = "protocol"

    /// The record's ID: `protocol`.
    public let id: String

    /// Reads an answer as `[ProtocolMapperRepresentation]`.
    public static func parse(singular data: Data) throws -> [ProtocolMapperRepresentation] {
        try JSONDecoder().decode([ProtocolMapperRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/clients/{id}/certificates/{attr}` (`show`)
///
/// Get key info
public struct Certificate: ChildResource, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = Client
    /// The segment this level adds to a path.
    public static let path = "certificates"

    /// The record's ID: `attr`.
    public let id: String

    /// Reads an answer as `CertificateRepresentation`.
    public static func parse(singular data: Data) throws -> CertificateRepresentation {
        try JSONDecoder().decode(CertificateRepresentation.self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `POST /{realm}/clients/{id}/certificates/{attr}/download` (`action`)
///
/// Get a keystore file for the client, containing private key and public certificate
public enum PostDownload: RecordAction {
    /// The level above this one.
    public typealias Parent = Certificate
    /// The method its path is sent with.
    public typealias Method = POSTWith<KeyStoreConfig>
    /// The segment this level adds to a path.
    public static let path = "download"

    /// Reads an answer as `Data`.
    public static func parse(singular data: Data) throws -> Data {
        data
    }
}

/// `POST /{realm}/clients/{id}/certificates/{attr}/generate` (`action`)
///
/// Generate a new certificate with new key pair
public enum PostGenerate: RecordAction {
    /// The level above this one.
    public typealias Parent = Certificate
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = "generate"

    /// Reads an answer as `CertificateRepresentation`.
    public static func parse(singular data: Data) throws -> CertificateRepresentation {
        try JSONDecoder().decode(CertificateRepresentation.self, from: data)
    }
}

/// `POST /{realm}/clients/{id}/certificates/{attr}/generate-and-download` (`action`)
///
/// Generate a new keypair and certificate, and get the private key file  Generates a keypair and certificate and serves the private key in a specified keystore format. Only generated public certificate is saved in Keycloak DB - the private key is not.
public enum PostGenerateAndDownload: RecordAction {
    /// The level above this one.
    public typealias Parent = Certificate
    /// The method its path is sent with.
    public typealias Method = POSTWith<KeyStoreConfig>
    /// The segment this level adds to a path.
    public static let path = "generate-and-download"

    /// Reads an answer as `Data`.
    public static func parse(singular data: Data) throws -> Data {
        data
    }
}

/// `POST /{realm}/clients/{id}/certificates/{attr}/upload` (`action`)
///
/// Upload certificate and eventually private key
public enum PostUpload: RecordAction {
    /// The level above this one.
    public typealias Parent = Certificate
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = "upload"

    /// Reads an answer as `CertificateRepresentation`.
    public static func parse(singular data: Data) throws -> CertificateRepresentation {
        try JSONDecoder().decode(CertificateRepresentation.self, from: data)
    }
}

/// `POST /{realm}/clients/{id}/certificates/{attr}/upload-certificate` (`action`)
///
/// Upload only certificate, not private key
public enum PostUploadCertificate: RecordAction {
    /// The level above this one.
    public typealias Parent = Certificate
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = "upload-certificate"

    /// Reads an answer as `CertificateRepresentation`.
    public static func parse(singular data: Data) throws -> CertificateRepresentation {
        try JSONDecoder().decode(CertificateRepresentation.self, from: data)
    }
}

/// `GET /{realm}/clients/{id}/client-secret` (`show`)
///
/// Get the client secret
///
/// `POST /{realm}/clients/{id}/client-secret` (`create`)
///
/// Generate a new secret for the client
public enum ClientSecret: SingularChildResource, IsShowable, IsCreatable, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Client
    /// The segment this level adds to a path.
    public static let path = "client-secret"

    /// Reads an answer as `CredentialRepresentation`.
    public static func parse(singular data: Data) throws -> CredentialRepresentation {
        try JSONDecoder().decode(CredentialRepresentation.self, from: data)
    }

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `GET /{realm}/clients/{id}/client-secret/rotated` (`show`)
///
/// Get the rotated client secret
public enum Rotated: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ClientSecret
    /// The segment this level adds to a path.
    public static let path = "rotated"

    /// Reads an answer as `CredentialRepresentation`.
    public static func parse(singular data: Data) throws -> CredentialRepresentation {
        try JSONDecoder().decode(CredentialRepresentation.self, from: data)
    }
}

/// `GET /{realm}/clients/{id}/default-client-scopes` (`list`)
///
/// Get default client scopes.  Only name and ids are returned.
///
/// `PUT /{realm}/clients/{id}/default-client-scopes/{clientScopeId}` (`replace`)
///
/// `DELETE /{realm}/clients/{id}/default-client-scopes/{clientScopeId}` (`delete`)
public struct DefaultClientScope: ChildResource, IsListable, IsReplaceable, IsDeletable, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = Client
    /// The segment this level adds to a path.
    public static let path = "default-client-scopes"

    /// The record's ID: `clientScopeId`.
    public let id: String

    /// Reads a list as `[ClientScopeRepresentation]`.
    public static func parse(collection data: Data) throws -> [ClientScopeRepresentation] {
        try JSONDecoder().decode([ClientScopeRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// The `evaluate-scopes` level, which holds the levels below it.
public enum EvaluateScopes: ChildNamespace {
    /// The level above this one.
    public typealias Parent = Client
    /// The segment this level adds to a path.
    public static let path = "evaluate-scopes"
}

/// `GET /{realm}/clients/{id}/evaluate-scopes/generate-example-access-token` (`show`)
///
/// Create JSON with payload of example access token
///
/// Query:
/// - `scope`, string
/// - `userId`, string
public enum GenerateExampleAccessToken: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = EvaluateScopes
    /// The segment this level adds to a path.
    public static let path = "generate-example-access-token"

    /// Reads an answer as `AccessToken`.
    public static func parse(singular data: Data) throws -> AccessToken {
        try JSONDecoder().decode(AccessToken.self, from: data)
    }
}

extension GenerateExampleAccessToken {
    /// The query of `GET /{realm}/clients/{id}/evaluate-scopes/generate-example-access-token`, typed.
    ///
    /// - Parameters:
    ///   - scope: `scope`.
    ///   - userId: `userId`.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func showQuery(scope: String? = nil, userId: String? = nil) -> Query {
        var query = Query()
        query["scope"] = scope?.queryValue
        query["userId"] = userId?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/clients/{id}/evaluate-scopes/generate-example-access-token`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ShowParameters: QueryParameters {
        /// `scope`.
        public var scope: String?
        /// `userId`.
        public var userId: String?

        /// Parameters with each value given.
        public init(scope: String? = nil, userId: String? = nil) {
            self.scope = scope
            self.userId = userId
        }
    }
}

/// `GET /{realm}/clients/{id}/evaluate-scopes/generate-example-id-token` (`show`)
///
/// Create JSON with payload of example id token
///
/// Query:
/// - `scope`, string
/// - `userId`, string
public enum GenerateExampleIdToken: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = EvaluateScopes
    /// The segment this level adds to a path.
    public static let path = "generate-example-id-token"

    /// Reads an answer as `IDToken`.
    public static func parse(singular data: Data) throws -> IDToken {
        try JSONDecoder().decode(IDToken.self, from: data)
    }
}

extension GenerateExampleIdToken {
    /// The query of `GET /{realm}/clients/{id}/evaluate-scopes/generate-example-id-token`, typed.
    ///
    /// - Parameters:
    ///   - scope: `scope`.
    ///   - userId: `userId`.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func showQuery(scope: String? = nil, userId: String? = nil) -> Query {
        var query = Query()
        query["scope"] = scope?.queryValue
        query["userId"] = userId?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/clients/{id}/evaluate-scopes/generate-example-id-token`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ShowParameters: QueryParameters {
        /// `scope`.
        public var scope: String?
        /// `userId`.
        public var userId: String?

        /// Parameters with each value given.
        public init(scope: String? = nil, userId: String? = nil) {
            self.scope = scope
            self.userId = userId
        }
    }
}

/// `GET /{realm}/clients/{id}/evaluate-scopes/generate-example-userinfo` (`show`)
///
/// Create JSON with payload of example user info
///
/// Query:
/// - `scope`, string
/// - `userId`, string
public enum GenerateExampleUserinfo: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = EvaluateScopes
    /// The segment this level adds to a path.
    public static let path = "generate-example-userinfo"

    /// Reads an answer as `[String: [String: AnyJSON]]`.
    public static func parse(singular data: Data) throws -> [String: [String: AnyJSON]] {
        try JSONDecoder().decode([String: [String: AnyJSON]].self, from: data)
    }
}

extension GenerateExampleUserinfo {
    /// The query of `GET /{realm}/clients/{id}/evaluate-scopes/generate-example-userinfo`, typed.
    ///
    /// - Parameters:
    ///   - scope: `scope`.
    ///   - userId: `userId`.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func showQuery(scope: String? = nil, userId: String? = nil) -> Query {
        var query = Query()
        query["scope"] = scope?.queryValue
        query["userId"] = userId?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/clients/{id}/evaluate-scopes/generate-example-userinfo`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ShowParameters: QueryParameters {
        /// `scope`.
        public var scope: String?
        /// `userId`.
        public var userId: String?

        /// Parameters with each value given.
        public init(scope: String? = nil, userId: String? = nil) {
            self.scope = scope
            self.userId = userId
        }
    }
}

/// `GET /{realm}/clients/{id}/evaluate-scopes/protocol-mappers` (`list`)
///
/// Return list of all protocol mappers, which will be used when generating tokens issued for particular client.
///
/// Query:
/// - `scope`, string
public struct ProtocolMapper: ChildResource, IsListable {
    /// The level above this one.
    public typealias Parent = EvaluateScopes
    /// The segment this level adds to a path.
    public static let path = "protocol-mappers"

    /// The record's ID: `id`.
    public let id: String

    /// Reads a list as `[ProtocolMapperEvaluationRepresentation]`.
    public static func parse(collection data: Data) throws -> [ProtocolMapperEvaluationRepresentation] {
        try JSONDecoder().decode([ProtocolMapperEvaluationRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

extension ProtocolMapper {
    /// The query of `GET /{realm}/clients/{id}/evaluate-scopes/protocol-mappers`, typed.
    ///
    /// - Parameters:
    ///   - scope: `scope`.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func listQuery(scope: String? = nil) -> Query {
        var query = Query()
        query["scope"] = scope?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/clients/{id}/evaluate-scopes/protocol-mappers`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ListParameters: QueryParameters {
        /// `scope`.
        public var scope: String?

        /// Parameters with each value given.
        public init(scope: String? = nil) {
            self.scope = scope
        }
    }
}

/// `ScopeMapping`, from the document.
public struct ScopeMapping: ChildResource, IsAddressable {
    /// The level above this one.
    public typealias Parent = EvaluateScopes
    /// The segment this level adds to a path.
    public static let path = "scope-mappings"

    /// The record's ID: `roleContainerId`.
    public let id: String

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/clients/{id}/evaluate-scopes/scope-mappings/{roleContainerId}/granted` (`show`)
///
/// Get effective scope mapping of all roles of particular role container, which this client is defacto allowed to have in the accessToken issued for him.
///
/// Query:
/// - `scope`, string
public enum Granted: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ScopeMapping
    /// The segment this level adds to a path.
    public static let path = "granted"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

extension Granted {
    /// The query of `GET /{realm}/clients/{id}/evaluate-scopes/scope-mappings/{roleContainerId}/granted`, typed.
    ///
    /// - Parameters:
    ///   - scope: `scope`.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func showQuery(scope: String? = nil) -> Query {
        var query = Query()
        query["scope"] = scope?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/clients/{id}/evaluate-scopes/scope-mappings/{roleContainerId}/granted`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ShowParameters: QueryParameters {
        /// `scope`.
        public var scope: String?

        /// Parameters with each value given.
        public init(scope: String? = nil) {
            self.scope = scope
        }
    }
}

/// `GET /{realm}/clients/{id}/evaluate-scopes/scope-mappings/{roleContainerId}/not-granted` (`show`)
///
/// Get roles, which this client doesn’t have scope for and can’t have them in the accessToken issued for him.
///
/// Query:
/// - `scope`, string
public enum NotGranted: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ScopeMapping
    /// The segment this level adds to a path.
    public static let path = "not-granted"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

extension NotGranted {
    /// The query of `GET /{realm}/clients/{id}/evaluate-scopes/scope-mappings/{roleContainerId}/not-granted`, typed.
    ///
    /// - Parameters:
    ///   - scope: `scope`.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func showQuery(scope: String? = nil) -> Query {
        var query = Query()
        query["scope"] = scope?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/clients/{id}/evaluate-scopes/scope-mappings/{roleContainerId}/not-granted`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ShowParameters: QueryParameters {
        /// `scope`.
        public var scope: String?

        /// Parameters with each value given.
        public init(scope: String? = nil) {
            self.scope = scope
        }
    }
}

/// The `installation` level, which holds the levels below it.
public enum Installation: ChildNamespace {
    /// The level above this one.
    public typealias Parent = Client
    /// The segment this level adds to a path.
    public static let path = "installation"
}

/// `GET /{realm}/clients/{id}/installation/providers/{providerId}` (`show`)
public struct InstallationProvider: ChildResource, IsShowable, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Installation
    /// The segment this level adds to a path.
    public static let path = "providers"

    /// The record's ID: `providerId`.
    public let id: String

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .get: 200
        default: nil
        }
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// The `management` level, which holds the levels below it.
public enum Management: ChildNamespace {
    /// The level above this one.
    public typealias Parent = Client
    /// The segment this level adds to a path.
    public static let path = "management"
}

/// `GET /{realm}/clients/{id}/management/permissions` (`show`)
///
/// Return object stating whether client Authorization permissions have been initialized or not and a reference
///
/// `PUT /{realm}/clients/{id}/management/permissions` (`replace`)
///
/// Return object stating whether client Authorization permissions have been initialized or not and a reference
public enum Permissions: SingularChildResource, IsShowable, IsReplaceable {
    /// The level above this one.
    public typealias Parent = Management
    /// What a replace sends.
    public typealias ReplaceBody = ManagementPermissionReference
    /// The segment this level adds to a path.
    public static let path = "permissions"

    /// Reads an answer as `ManagementPermissionReference`.
    public static func parse(singular data: Data) throws -> ManagementPermissionReference {
        try JSONDecoder().decode(ManagementPermissionReference.self, from: data)
    }
}

/// `POST /{realm}/clients/{id}/nodes` (`create`)
///
/// Register a cluster node with the client Manually register cluster node to this client - usually it’s not needed to call this directly as adapter should handle by sending registration request to Keycloak
///
/// `DELETE /{realm}/clients/{id}/nodes/{node}` (`delete`)
///
/// Unregister a cluster node from the client
public struct Node: ChildResource, IsCreatable, IsDeletable, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Client
    /// The segment this level adds to a path.
    public static let path = "nodes"

    /// The record's ID: `node`.
    public let id: String

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/clients/{id}/offline-session-count` (`show`)
///
/// Get application offline session count Returns a number of offline user sessions associated with this client { \"count\": number }
public enum OfflineSessionCount: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = Client
    /// The segment this level adds to a path.
    public static let path = "offline-session-count"

    /// Reads an answer as `[String: Int]`.
    public static func parse(singular data: Data) throws -> [String: Int] {
        try JSONDecoder().decode([String: Int].self, from: data)
    }
}

/// `GET /{realm}/clients/{id}/offline-sessions` (`list`)
///
/// Get offline sessions for client Returns a list of offline user sessions associated with this client
///
/// Query:
/// - `first`, string: Paging offset
/// - `max`, string: Maximum results size (defaults to 100)
public struct OfflineSession: ChildResource, IsListable {
    /// The level above this one.
    public typealias Parent = Client
    /// The segment this level adds to a path.
    public static let path = "offline-sessions"

    /// The record's ID: `id`.
    public let id: String

    /// Reads a list as `[UserSessionRepresentation]`.
    public static func parse(collection data: Data) throws -> [UserSessionRepresentation] {
        try JSONDecoder().decode([UserSessionRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

extension OfflineSession {
    /// The query of `GET /{realm}/clients/{id}/offline-sessions`, typed.
    ///
    /// - Parameters:
    ///   - first: Paging offset
    ///   - max: Maximum results size (defaults to 100)
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func listQuery(first: String? = nil, max: String? = nil) -> Query {
        var query = Query()
        query["first"] = first?.queryValue
        query["max"] = max?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/clients/{id}/offline-sessions`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ListParameters: QueryParameters {
        /// Paging offset
        public var first: String?
        /// Maximum results size (defaults to 100)
        public var max: String?

        /// Parameters with each value given.
        public init(first: String? = nil, max: String? = nil) {
            self.first = first
            self.max = max
        }
    }
}

/// `GET /{realm}/clients/{id}/optional-client-scopes` (`list`)
///
/// Get optional client scopes.  Only name and ids are returned.
///
/// `PUT /{realm}/clients/{id}/optional-client-scopes/{clientScopeId}` (`replace`)
///
/// `DELETE /{realm}/clients/{id}/optional-client-scopes/{clientScopeId}` (`delete`)
public struct OptionalClientScope: ChildResource, IsListable, IsReplaceable, IsDeletable, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = Client
    /// The segment this level adds to a path.
    public static let path = "optional-client-scopes"

    /// The record's ID: `clientScopeId`.
    public let id: String

    /// Reads a list as `[ClientScopeRepresentation]`.
    public static func parse(collection data: Data) throws -> [ClientScopeRepresentation] {
        try JSONDecoder().decode([ClientScopeRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `POST /{realm}/clients/{id}/push-revocation` (`action`)
///
/// Push the client’s revocation policy to its admin URL If the client has an admin URL, push revocation policy to it.
public enum PostClientPushRevocation: RecordAction {
    /// The level above this one.
    public typealias Parent = Client
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = "push-revocation"

    /// Reads an answer as `GlobalRequestResult`.
    public static func parse(singular data: Data) throws -> GlobalRequestResult {
        try JSONDecoder().decode(GlobalRequestResult.self, from: data)
    }
}

/// `POST /{realm}/clients/{id}/registration-access-token` (`action`)
///
/// Generate a new registration access token for the client
public enum PostRegistrationAccessToken: RecordAction {
    /// The level above this one.
    public typealias Parent = Client
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = "registration-access-token"

    /// Reads an answer as `ClientRepresentation`.
    public static func parse(singular data: Data) throws -> ClientRepresentation {
        try JSONDecoder().decode(ClientRepresentation.self, from: data)
    }
}

/// `GET /{realm}/clients/{id}/roles` (`list`)
///
/// Get all roles for the realm or client
///
/// Query:
/// - `briefRepresentation`, string
/// - `first`, string
/// - `max`, string
/// - `search`, string
///
/// `GET /{realm}/clients/{id}/roles/{role-name}` (`show`)
///
/// Get a role by name
public struct ClientRole: ChildResource, IsListable, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = Client
    /// The segment this level adds to a path.
    public static let path = "roles"

    /// The record's ID: `role-name`.
    public let id: String

    /// Reads an answer as `RoleRepresentation`.
    public static func parse(singular data: Data) throws -> RoleRepresentation {
        try JSONDecoder().decode(RoleRepresentation.self, from: data)
    }

    /// Reads a list as `[RoleRepresentation]`.
    public static func parse(collection data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

extension ClientRole {
    /// The query of `GET /{realm}/clients/{id}/roles`, typed.
    ///
    /// - Parameters:
    ///   - briefRepresentation: `briefRepresentation`.
    ///   - first: `first`.
    ///   - max: `max`.
    ///   - search: `search`.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func listQuery(
        briefRepresentation: String? = nil,
        first: String? = nil,
        max: String? = nil,
        search: String? = nil
    ) -> Query {
        var query = Query()
        query["briefRepresentation"] = briefRepresentation?.queryValue
        query["first"] = first?.queryValue
        query["max"] = max?.queryValue
        query["search"] = search?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/clients/{id}/roles`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ListParameters: QueryParameters {
        /// `briefRepresentation`.
        public var briefRepresentation: String?
        /// `first`.
        public var first: String?
        /// `max`.
        public var max: String?
        /// `search`.
        public var search: String?

        /// Parameters with each value given.
        public init(briefRepresentation: String? = nil, first: String? = nil, max: String? = nil, search: String? = nil)
        {
            self.briefRepresentation = briefRepresentation
            self.first = first
            self.max = max
            self.search = search
        }
    }
}

/// `GET /{realm}/clients/{id}/roles/{role-name}/composites` (`show`)
///
/// Get composites of the role
public enum ClientRoleComposites: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ClientRole
    /// The segment this level adds to a path.
    public static let path = "composites"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

/// `GET /{realm}/clients/{id}/roles/{role-name}/composites/clients/{clientUuid}` (`show`)
///
/// Get client-level roles for the client that are in the role’s composite
public struct ClientRoleCompositesClient: ChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ClientRoleComposites
    /// The segment this level adds to a path.
    public static let path = "clients"

    /// The record's ID: `clientUuid`.
    public let id: String

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/clients/{id}/roles/{role-name}/composites/realm` (`show`)
///
/// Get realm-level roles of the role’s composite
public enum ClientRoleCompositesRealm: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ClientRoleComposites
    /// The segment this level adds to a path.
    public static let path = "realm"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

/// `GET /{realm}/clients/{id}/roles/{role-name}/groups` (`list`)
///
/// Returns a stream of groups that have the specified role name
///
/// Query:
/// - `briefRepresentation`, string: if false, return a full representation of the {@code GroupRepresentation} objects.
/// - `first`, string: first result to return. Ignored if negative or {@code null}.
/// - `max`, string: maximum number of results to return. Ignored if negative or {@code null}.
public struct ClientRoleGroup: ChildResource, IsListable {
    /// The level above this one.
    public typealias Parent = ClientRole
    /// The segment this level adds to a path.
    public static let path = "groups"

    /// The record's ID: `id`.
    public let id: String

    /// Reads a list as `[GroupRepresentation]`.
    public static func parse(collection data: Data) throws -> [GroupRepresentation] {
        try JSONDecoder().decode([GroupRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

extension ClientRoleGroup {
    /// The query of `GET /{realm}/clients/{id}/roles/{role-name}/groups`, typed.
    ///
    /// - Parameters:
    ///   - briefRepresentation: if false, return a full representation of the {@code GroupRepresentation} objects.
    ///   - first: first result to return. Ignored if negative or {@code null}.
    ///   - max: maximum number of results to return. Ignored if negative or {@code null}.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func listQuery(briefRepresentation: String? = nil, first: String? = nil, max: String? = nil) -> Query
    {
        var query = Query()
        query["briefRepresentation"] = briefRepresentation?.queryValue
        query["first"] = first?.queryValue
        query["max"] = max?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/clients/{id}/roles/{role-name}/groups`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ListParameters: QueryParameters {
        /// if false, return a full representation of the {@code GroupRepresentation} objects.
        public var briefRepresentation: String?
        /// first result to return. Ignored if negative or {@code null}.
        public var first: String?
        /// maximum number of results to return. Ignored if negative or {@code null}.
        public var max: String?

        /// Parameters with each value given.
        public init(briefRepresentation: String? = nil, first: String? = nil, max: String? = nil) {
            self.briefRepresentation = briefRepresentation
            self.first = first
            self.max = max
        }
    }
}

/// The `management` level, which holds the levels below it.
public enum ClientRoleManagement: ChildNamespace {
    /// The level above this one.
    public typealias Parent = ClientRole
    /// The segment this level adds to a path.
    public static let path = "management"
}

/// `GET /{realm}/clients/{id}/roles/{role-name}/management/permissions` (`show`)
///
/// Return object stating whether role Authorization permissions have been initialized or not and a reference
///
/// `PUT /{realm}/clients/{id}/roles/{role-name}/management/permissions` (`replace`)
///
/// Return object stating whether role Authorization permissions have been initialized or not and a reference
public enum ClientRoleManagementPermissions: SingularChildResource, IsShowable, IsReplaceable {
    /// The level above this one.
    public typealias Parent = ClientRoleManagement
    /// What a replace sends.
    public typealias ReplaceBody = ManagementPermissionReference
    /// The segment this level adds to a path.
    public static let path = "permissions"

    /// Reads an answer as `ManagementPermissionReference`.
    public static func parse(singular data: Data) throws -> ManagementPermissionReference {
        try JSONDecoder().decode(ManagementPermissionReference.self, from: data)
    }
}

/// `GET /{realm}/clients/{id}/roles/{role-name}/users` (`list`)
///
/// Returns a stream of users that have the specified role name.
///
/// Query:
/// - `first`, string: first result to return. Ignored if negative or {@code null}.
/// - `max`, string: maximum number of results to return. Ignored if negative or {@code null}.
public struct ClientRoleUser: ChildResource, IsListable {
    /// The level above this one.
    public typealias Parent = ClientRole
    /// The segment this level adds to a path.
    public static let path = "users"

    /// The record's ID: `id`.
    public let id: String

    /// Reads a list as `[UserRepresentation]`.
    public static func parse(collection data: Data) throws -> [UserRepresentation] {
        try JSONDecoder().decode([UserRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

extension ClientRoleUser {
    /// The query of `GET /{realm}/clients/{id}/roles/{role-name}/users`, typed.
    ///
    /// - Parameters:
    ///   - first: first result to return. Ignored if negative or {@code null}.
    ///   - max: maximum number of results to return. Ignored if negative or {@code null}.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func listQuery(first: String? = nil, max: String? = nil) -> Query {
        var query = Query()
        query["first"] = first?.queryValue
        query["max"] = max?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/clients/{id}/roles/{role-name}/users`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ListParameters: QueryParameters {
        /// first result to return. Ignored if negative or {@code null}.
        public var first: String?
        /// maximum number of results to return. Ignored if negative or {@code null}.
        public var max: String?

        /// Parameters with each value given.
        public init(first: String? = nil, max: String? = nil) {
            self.first = first
            self.max = max
        }
    }
}

/// `GET /{realm}/clients/{id}/scope-mappings` (`show`)
///
/// Get all scope mappings for the client
public enum ClientScopeMappings: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = Client
    /// The segment this level adds to a path.
    public static let path = "scope-mappings"

    /// Reads an answer as `MappingsRepresentation`.
    public static func parse(singular data: Data) throws -> MappingsRepresentation {
        try JSONDecoder().decode(MappingsRepresentation.self, from: data)
    }
}

/// `GET /{realm}/clients/{id}/scope-mappings/clients/{client}` (`show`)
///
/// Get the roles associated with a client’s scope Returns roles for the client.
public struct ClientScopeMappingsClient: ChildResource, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = ClientScopeMappings
    /// The segment this level adds to a path.
    public static let path = "clients"

    /// The record's ID: `client`.
    public let id: String

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `POST /{realm}/clients/{id}/scope-mappings/clients/{client}` (`action`)
///
/// Add client-level roles to the client’s scope
public enum PostClientScopeMappingsClient: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = ClientScopeMappingsClient
    /// The method its path is sent with.
    public typealias Method = POSTWith<RoleRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }
}

/// `GET /{realm}/clients/{id}/scope-mappings/clients/{client}/available` (`show`)
///
/// The available client-level roles Returns the roles for the client that can be associated with the client’s scope
public enum ClientScopeMappingsClientAvailable: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ClientScopeMappingsClient
    /// The segment this level adds to a path.
    public static let path = "available"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

/// `GET /{realm}/clients/{id}/scope-mappings/clients/{client}/composite` (`show`)
///
/// Get effective client roles Returns the roles for the client that are associated with the client’s scope.
///
/// Query:
/// - `briefRepresentation`, string: if false, return roles with their attributes
public enum ClientScopeMappingsClientComposite: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ClientScopeMappingsClient
    /// The segment this level adds to a path.
    public static let path = "composite"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

extension ClientScopeMappingsClientComposite {
    /// The query of `GET /{realm}/clients/{id}/scope-mappings/clients/{client}/composite`, typed.
    ///
    /// - Parameters:
    ///   - briefRepresentation: if false, return roles with their attributes
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func showQuery(briefRepresentation: String? = nil) -> Query {
        var query = Query()
        query["briefRepresentation"] = briefRepresentation?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/clients/{id}/scope-mappings/clients/{client}/composite`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ShowParameters: QueryParameters {
        /// if false, return roles with their attributes
        public var briefRepresentation: String?

        /// Parameters with each value given.
        public init(briefRepresentation: String? = nil) {
            self.briefRepresentation = briefRepresentation
        }
    }
}

/// `GET /{realm}/clients/{id}/scope-mappings/realm` (`show`)
///
/// Get realm-level roles associated with the client’s scope
public enum ClientScopeMappingsRealm: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ClientScopeMappings
    /// The segment this level adds to a path.
    public static let path = "realm"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

/// `GET /{realm}/clients/{id}/scope-mappings/realm/available` (`show`)
///
/// Get realm-level roles that are available to attach to this client’s scope
public enum ClientScopeMappingsRealmAvailable: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ClientScopeMappingsRealm
    /// The segment this level adds to a path.
    public static let path = "available"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

/// `GET /{realm}/clients/{id}/scope-mappings/realm/composite` (`show`)
///
/// Get effective realm-level roles associated with the client’s scope What this does is recurse any composite roles associated with the client’s scope and adds the roles to this lists.
///
/// Query:
/// - `briefRepresentation`, string: if false, return roles with their attributes
public enum ClientScopeMappingsRealmComposite: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = ClientScopeMappingsRealm
    /// The segment this level adds to a path.
    public static let path = "composite"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

extension ClientScopeMappingsRealmComposite {
    /// The query of `GET /{realm}/clients/{id}/scope-mappings/realm/composite`, typed.
    ///
    /// - Parameters:
    ///   - briefRepresentation: if false, return roles with their attributes
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func showQuery(briefRepresentation: String? = nil) -> Query {
        var query = Query()
        query["briefRepresentation"] = briefRepresentation?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/clients/{id}/scope-mappings/realm/composite`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ShowParameters: QueryParameters {
        /// if false, return roles with their attributes
        public var briefRepresentation: String?

        /// Parameters with each value given.
        public init(briefRepresentation: String? = nil) {
            self.briefRepresentation = briefRepresentation
        }
    }
}

/// `GET /{realm}/clients/{id}/service-account-user` (`show`)
///
/// Get a user dedicated to the service account
public enum ServiceAccountUser: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = Client
    /// The segment this level adds to a path.
    public static let path = "service-account-user"

    /// Reads an answer as `UserRepresentation`.
    public static func parse(singular data: Data) throws -> UserRepresentation {
        try JSONDecoder().decode(UserRepresentation.self, from: data)
    }
}

/// `GET /{realm}/clients/{id}/session-count` (`show`)
///
/// Get application session count Returns a number of user sessions associated with this client { \"count\": number }
public enum SessionCount: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = Client
    /// The segment this level adds to a path.
    public static let path = "session-count"

    /// Reads an answer as `[String: Int]`.
    public static func parse(singular data: Data) throws -> [String: Int] {
        try JSONDecoder().decode([String: Int].self, from: data)
    }
}

/// `GET /{realm}/clients/{id}/test-nodes-available` (`show`)
///
/// Test if registered cluster nodes are available Tests availability by sending 'ping' request to all cluster nodes.
public enum TestNodesAvailable: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = Client
    /// The segment this level adds to a path.
    public static let path = "test-nodes-available"

    /// Reads an answer as `GlobalRequestResult`.
    public static func parse(singular data: Data) throws -> GlobalRequestResult {
        try JSONDecoder().decode(GlobalRequestResult.self, from: data)
    }
}

/// `GET /{realm}/clients/{id}/user-sessions` (`list`)
///
/// Get user sessions for client Returns a list of user sessions associated with this client
///
/// Query:
/// - `first`, string: Paging offset
/// - `max`, string: Maximum results size (defaults to 100)
public struct UserSession: ChildResource, IsListable {
    /// The level above this one.
    public typealias Parent = Client
    /// The segment this level adds to a path.
    public static let path = "user-sessions"

    /// The record's ID: `id`.
    public let id: String

    /// Reads a list as `[UserSessionRepresentation]`.
    public static func parse(collection data: Data) throws -> [UserSessionRepresentation] {
        try JSONDecoder().decode([UserSessionRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

extension UserSession {
    /// The query of `GET /{realm}/clients/{id}/user-sessions`, typed.
    ///
    /// - Parameters:
    ///   - first: Paging offset
    ///   - max: Maximum results size (defaults to 100)
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func listQuery(first: String? = nil, max: String? = nil) -> Query {
        var query = Query()
        query["first"] = first?.queryValue
        query["max"] = max?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/clients/{id}/user-sessions`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ListParameters: QueryParameters {
        /// Paging offset
        public var first: String?
        /// Maximum results size (defaults to 100)
        public var max: String?

        /// Parameters with each value given.
        public init(first: String? = nil, max: String? = nil) {
            self.first = first
            self.max = max
        }
    }
}

/// `GET /{realm}/clients-initial-access` (`show`)
public enum ClientsInitialAccess: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "clients-initial-access"

    /// Reads an answer as `[ClientInitialAccessPresentation]`.
    public static func parse(singular data: Data) throws -> [ClientInitialAccessPresentation] {
        try JSONDecoder().decode([ClientInitialAccessPresentation].self, from: data)
    }
}

/// `DELETE /{realm}/clients-initial-access/{id}` (`delete`)
public struct ClientsInitialAccessByID: ChildResource, IsDeletable, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = ClientsInitialAccess
    /// The segment this level adds to a path.
    public static let path = ""

    /// The record's ID: `id`.
    public let id: String

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/components` (`list`)
///
/// Query:
/// - `name`, string
/// - `parent`, string
/// - `type`, string
///
/// `GET /{realm}/components/{id}` (`show`)
public struct Component: ChildResource, IsListable, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "components"

    /// The record's ID: `id`.
    public let id: String

    /// Reads an answer as `ComponentRepresentation`.
    public static func parse(singular data: Data) throws -> ComponentRepresentation {
        try JSONDecoder().decode(ComponentRepresentation.self, from: data)
    }

    /// Reads a list as `[ComponentRepresentation]`.
    public static func parse(collection data: Data) throws -> [ComponentRepresentation] {
        try JSONDecoder().decode([ComponentRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

extension Component {
    /// The query of `GET /{realm}/components`, typed.
    ///
    /// - Parameters:
    ///   - name: `name`.
    ///   - parent: `parent`.
    ///   - type: `type`.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func listQuery(name: String? = nil, parent: String? = nil, type: String? = nil) -> Query {
        var query = Query()
        query["name"] = name?.queryValue
        query["parent"] = parent?.queryValue
        query["type"] = type?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/components`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ListParameters: QueryParameters {
        /// `name`.
        public var name: String?
        /// `parent`.
        public var parent: String?
        /// `type`.
        public var type: String?

        /// Parameters with each value given.
        public init(name: String? = nil, parent: String? = nil, type: String? = nil) {
            self.name = name
            self.parent = parent
            self.type = type
        }
    }
}

/// `GET /{realm}/components/{id}/sub-component-types` (`list`)
///
/// List of subcomponent types that are available to configure for a particular parent component.
///
/// Query:
/// - `type`, string
public struct SubComponentType: ChildResource, IsListable {
    /// The level above this one.
    public typealias Parent = Component
    /// The segment this level adds to a path.
    public static let path = "sub-component-types"

    /// The record's ID: `id`.
    public let id: String

    /// Reads a list as `[ComponentTypeRepresentation]`.
    public static func parse(collection data: Data) throws -> [ComponentTypeRepresentation] {
        try JSONDecoder().decode([ComponentTypeRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

extension SubComponentType {
    /// The query of `GET /{realm}/components/{id}/sub-component-types`, typed.
    ///
    /// - Parameters:
    ///   - type: `type`.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func listQuery(type: String? = nil) -> Query {
        var query = Query()
        query["type"] = type?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/components/{id}/sub-component-types`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ListParameters: QueryParameters {
        /// `type`.
        public var type: String?

        /// Parameters with each value given.
        public init(type: String? = nil) {
            self.type = type
        }
    }
}

/// `GET /{realm}/credential-registrators` (`list`)
public struct CredentialRegistrator: ChildResource, IsListable {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "credential-registrators"

    /// The record's ID: `id`.
    public let id: String

    /// Reads a list as `[String]`.
    public static func parse(collection data: Data) throws -> [String] {
        try JSONDecoder().decode([String].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/default-default-client-scopes` (`list`)
///
/// Get realm default client scopes.  Only name and ids are returned.
///
/// `PUT /{realm}/default-default-client-scopes/{clientScopeId}` (`replace`)
///
/// `DELETE /{realm}/default-default-client-scopes/{clientScopeId}` (`delete`)
public struct DefaultDefaultClientScope: ChildResource, IsListable, IsReplaceable, IsDeletable, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "default-default-client-scopes"

    /// The record's ID: `clientScopeId`.
    public let id: String

    /// Reads a list as `[ClientScopeRepresentation]`.
    public static func parse(collection data: Data) throws -> [ClientScopeRepresentation] {
        try JSONDecoder().decode([ClientScopeRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/default-groups` (`list`)
///
/// Get group hierarchy.  Only name and ids are returned.
///
/// `PUT /{realm}/default-groups/{groupId}` (`replace`)
///
/// `DELETE /{realm}/default-groups/{groupId}` (`delete`)
public struct DefaultGroup: ChildResource, IsListable, IsReplaceable, IsDeletable, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "default-groups"

    /// The record's ID: `groupId`.
    public let id: String

    /// Reads a list as `[GroupRepresentation]`.
    public static func parse(collection data: Data) throws -> [GroupRepresentation] {
        try JSONDecoder().decode([GroupRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/default-optional-client-scopes` (`list`)
///
/// Get realm optional client scopes.  Only name and ids are returned.
///
/// `PUT /{realm}/default-optional-client-scopes/{clientScopeId}` (`replace`)
///
/// `DELETE /{realm}/default-optional-client-scopes/{clientScopeId}` (`delete`)
public struct DefaultOptionalClientScope: ChildResource, IsListable, IsReplaceable, IsDeletable, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "default-optional-client-scopes"

    /// The record's ID: `clientScopeId`.
    public let id: String

    /// Reads a list as `[ClientScopeRepresentation]`.
    public static func parse(collection data: Data) throws -> [ClientScopeRepresentation] {
        try JSONDecoder().decode([ClientScopeRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/events` (`show`)
///
/// Get events Returns all events, or filters them based on URL query parameters listed here
///
/// Query:
/// - `client`, string: App or oauth client name
/// - `dateFrom`, string: From date
/// - `dateTo`, string: To date
/// - `first`, string: Paging offset
/// - `ipAddress`, string: IP Address
/// - `max`, string: Maximum results size (defaults to 100)
/// - `type`, string: The types of events to return [String]
/// - `user`, string: User id
public enum Events: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "events"

    /// Reads an answer as `[EventRepresentation]`.
    public static func parse(singular data: Data) throws -> [EventRepresentation] {
        try JSONDecoder().decode([EventRepresentation].self, from: data)
    }
}

extension Events {
    /// The query of `GET /{realm}/events`, typed.
    ///
    /// - Parameters:
    ///   - client: App or oauth client name
    ///   - dateFrom: From date
    ///   - dateTo: To date
    ///   - first: Paging offset
    ///   - ipAddress: IP Address
    ///   - max: Maximum results size (defaults to 100)
    ///   - type: The types of events to return [String]
    ///   - user: User id
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func showQuery(
        client: String? = nil,
        dateFrom: String? = nil,
        dateTo: String? = nil,
        first: String? = nil,
        ipAddress: String? = nil,
        max: String? = nil,
        type: String? = nil,
        user: String? = nil
    ) -> Query {
        var query = Query()
        query["client"] = client?.queryValue
        query["dateFrom"] = dateFrom?.queryValue
        query["dateTo"] = dateTo?.queryValue
        query["first"] = first?.queryValue
        query["ipAddress"] = ipAddress?.queryValue
        query["max"] = max?.queryValue
        query["type"] = type?.queryValue
        query["user"] = user?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/events`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ShowParameters: QueryParameters {
        /// App or oauth client name
        public var client: String?
        /// From date
        public var dateFrom: String?
        /// To date
        public var dateTo: String?
        /// Paging offset
        public var first: String?
        /// IP Address
        public var ipAddress: String?
        /// Maximum results size (defaults to 100)
        public var max: String?
        /// The types of events to return [String]
        public var type: String?
        /// User id
        public var user: String?

        /// Parameters with each value given.
        public init(
            client: String? = nil,
            dateFrom: String? = nil,
            dateTo: String? = nil,
            first: String? = nil,
            ipAddress: String? = nil,
            max: String? = nil,
            type: String? = nil,
            user: String? = nil
        ) {
            self.client = client
            self.dateFrom = dateFrom
            self.dateTo = dateTo
            self.first = first
            self.ipAddress = ipAddress
            self.max = max
            self.type = type
            self.user = user
        }
    }
}

/// `GET /{realm}/events/config` (`show`)
///
/// Get the events provider configuration Returns JSON object with events provider configuration
public enum EventsConfig: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = Events
    /// The segment this level adds to a path.
    public static let path = "config"

    /// Reads an answer as `RealmEventsConfigRepresentation`.
    public static func parse(singular data: Data) throws -> RealmEventsConfigRepresentation {
        try JSONDecoder().decode(RealmEventsConfigRepresentation.self, from: data)
    }
}

/// `GET /{realm}/group-by-path/{path}` (`show`)
public struct GroupByPath: ChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "group-by-path"

    /// The record's ID: `path`.
    public let id: String

    /// Reads an answer as `GroupRepresentation`.
    public static func parse(singular data: Data) throws -> GroupRepresentation {
        try JSONDecoder().decode(GroupRepresentation.self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/groups` (`list`)
///
/// Get group hierarchy.  Only name and ids are returned.
///
/// Query:
/// - `briefRepresentation`, string
/// - `exact`, string
/// - `first`, string
/// - `max`, string
/// - `populateHierarchy`, string
/// - `q`, string
/// - `search`, string
///
/// `GET /{realm}/groups/{id}` (`show`)
public struct Group: ChildResource, IsListable, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "groups"

    /// The record's ID: `id`.
    public let id: String

    /// Reads an answer as `GroupRepresentation`.
    public static func parse(singular data: Data) throws -> GroupRepresentation {
        try JSONDecoder().decode(GroupRepresentation.self, from: data)
    }

    /// Reads a list as `[GroupRepresentation]`.
    public static func parse(collection data: Data) throws -> [GroupRepresentation] {
        try JSONDecoder().decode([GroupRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

extension Group {
    /// The query of `GET /{realm}/groups`, typed.
    ///
    /// - Parameters:
    ///   - briefRepresentation: `briefRepresentation`.
    ///   - exact: `exact`.
    ///   - first: `first`.
    ///   - max: `max`.
    ///   - populateHierarchy: `populateHierarchy`.
    ///   - q: `q`.
    ///   - search: `search`.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func listQuery(
        briefRepresentation: String? = nil,
        exact: String? = nil,
        first: String? = nil,
        max: String? = nil,
        populateHierarchy: String? = nil,
        q: String? = nil,
        search: String? = nil
    ) -> Query {
        var query = Query()
        query["briefRepresentation"] = briefRepresentation?.queryValue
        query["exact"] = exact?.queryValue
        query["first"] = first?.queryValue
        query["max"] = max?.queryValue
        query["populateHierarchy"] = populateHierarchy?.queryValue
        query["q"] = q?.queryValue
        query["search"] = search?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/groups`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ListParameters: QueryParameters {
        /// `briefRepresentation`.
        public var briefRepresentation: String?
        /// `exact`.
        public var exact: String?
        /// `first`.
        public var first: String?
        /// `max`.
        public var max: String?
        /// `populateHierarchy`.
        public var populateHierarchy: String?
        /// `q`.
        public var q: String?
        /// `search`.
        public var search: String?

        /// Parameters with each value given.
        public init(
            briefRepresentation: String? = nil,
            exact: String? = nil,
            first: String? = nil,
            max: String? = nil,
            populateHierarchy: String? = nil,
            q: String? = nil,
            search: String? = nil
        ) {
            self.briefRepresentation = briefRepresentation
            self.exact = exact
            self.first = first
            self.max = max
            self.populateHierarchy = populateHierarchy
            self.q = q
            self.search = search
        }
    }
}

/// `GET /{realm}/groups/{id}/children` (`show`)
///
/// Return a paginated list of subgroups that have a parent group corresponding to the group on the URL
///
/// Query:
/// - `briefRepresentation`, string
/// - `first`, string
/// - `max`, string
public enum Children: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = Group
    /// The segment this level adds to a path.
    public static let path = "children"

    /// Reads an answer as `[GroupRepresentation]`.
    public static func parse(singular data: Data) throws -> [GroupRepresentation] {
        try JSONDecoder().decode([GroupRepresentation].self, from: data)
    }
}

extension Children {
    /// The query of `GET /{realm}/groups/{id}/children`, typed.
    ///
    /// - Parameters:
    ///   - briefRepresentation: `briefRepresentation`.
    ///   - first: `first`.
    ///   - max: `max`.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func showQuery(briefRepresentation: String? = nil, first: String? = nil, max: String? = nil) -> Query
    {
        var query = Query()
        query["briefRepresentation"] = briefRepresentation?.queryValue
        query["first"] = first?.queryValue
        query["max"] = max?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/groups/{id}/children`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ShowParameters: QueryParameters {
        /// `briefRepresentation`.
        public var briefRepresentation: String?
        /// `first`.
        public var first: String?
        /// `max`.
        public var max: String?

        /// Parameters with each value given.
        public init(briefRepresentation: String? = nil, first: String? = nil, max: String? = nil) {
            self.briefRepresentation = briefRepresentation
            self.first = first
            self.max = max
        }
    }
}

/// The `management` level, which holds the levels below it.
public enum GroupManagement: ChildNamespace {
    /// The level above this one.
    public typealias Parent = Group
    /// The segment this level adds to a path.
    public static let path = "management"
}

/// `GET /{realm}/groups/{id}/management/permissions` (`show`)
///
/// Return object stating whether client Authorization permissions have been initialized or not and a reference
///
/// `PUT /{realm}/groups/{id}/management/permissions` (`replace`)
///
/// Return object stating whether client Authorization permissions have been initialized or not and a reference
public enum GroupManagementPermissions: SingularChildResource, IsShowable, IsReplaceable {
    /// The level above this one.
    public typealias Parent = GroupManagement
    /// What a replace sends.
    public typealias ReplaceBody = ManagementPermissionReference
    /// The segment this level adds to a path.
    public static let path = "permissions"

    /// Reads an answer as `ManagementPermissionReference`.
    public static func parse(singular data: Data) throws -> ManagementPermissionReference {
        try JSONDecoder().decode(ManagementPermissionReference.self, from: data)
    }
}

/// `GET /{realm}/groups/{id}/members` (`list`)
///
/// Get users Returns a stream of users, filtered according to query parameters
///
/// Query:
/// - `briefRepresentation`, string: Only return basic information (only guaranteed to return id, username, created, first and last name, email, enabled state, email verification state, federation link, and access. Note that it means that namely user attributes, required actions, and not before are not returned.)
/// - `first`, string: Pagination offset
/// - `max`, string: Maximum results size (defaults to 100)
public struct Member: ChildResource, IsListable {
    /// The level above this one.
    public typealias Parent = Group
    /// The segment this level adds to a path.
    public static let path = "members"

    /// The record's ID: `id`.
    public let id: String

    /// Reads a list as `[UserRepresentation]`.
    public static func parse(collection data: Data) throws -> [UserRepresentation] {
        try JSONDecoder().decode([UserRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

extension Member {
    /// The query of `GET /{realm}/groups/{id}/members`, typed.
    ///
    /// - Parameters:
    ///   - briefRepresentation: Only return basic information (only guaranteed to return id, username, created, first and last name, email, enabled state, email verification state, federation link, and access. Note that it means that namely user attributes, required actions, and not before are not returned.)
    ///   - first: Pagination offset
    ///   - max: Maximum results size (defaults to 100)
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func listQuery(briefRepresentation: String? = nil, first: String? = nil, max: String? = nil) -> Query
    {
        var query = Query()
        query["briefRepresentation"] = briefRepresentation?.queryValue
        query["first"] = first?.queryValue
        query["max"] = max?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/groups/{id}/members`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ListParameters: QueryParameters {
        /// Only return basic information (only guaranteed to return id, username, created, first and last name, email, enabled state, email verification state, federation link, and access. Note that it means that namely user attributes, required actions, and not before are not returned.)
        public var briefRepresentation: String?
        /// Pagination offset
        public var first: String?
        /// Maximum results size (defaults to 100)
        public var max: String?

        /// Parameters with each value given.
        public init(briefRepresentation: String? = nil, first: String? = nil, max: String? = nil) {
            self.briefRepresentation = briefRepresentation
            self.first = first
            self.max = max
        }
    }
}

/// `GET /{realm}/groups/{id}/role-mappings` (`show`)
///
/// Get role mappings
public enum RoleMappings: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = Group
    /// The segment this level adds to a path.
    public static let path = "role-mappings"

    /// Reads an answer as `MappingsRepresentation`.
    public static func parse(singular data: Data) throws -> MappingsRepresentation {
        try JSONDecoder().decode(MappingsRepresentation.self, from: data)
    }
}

/// `GET /{realm}/groups/{id}/role-mappings/clients/{client}` (`show`)
///
/// Get client-level role mappings for the user, and the app
public struct RoleMappingsClient: ChildResource, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = RoleMappings
    /// The segment this level adds to a path.
    public static let path = "clients"

    /// The record's ID: `client`.
    public let id: String

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `POST /{realm}/groups/{id}/role-mappings/clients/{client}` (`action`)
///
/// Add client-level roles to the user role mapping
public enum PostGroupRoleMappingsClient: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = RoleMappingsClient
    /// The method its path is sent with.
    public typealias Method = POSTWith<RoleRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }
}

/// `GET /{realm}/groups/{id}/role-mappings/clients/{client}/available` (`show`)
///
/// Get available client-level roles that can be mapped to the user
public enum RoleMappingsClientAvailable: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = RoleMappingsClient
    /// The segment this level adds to a path.
    public static let path = "available"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

/// `GET /{realm}/groups/{id}/role-mappings/clients/{client}/composite` (`show`)
///
/// Get effective client-level role mappings This recurses any composite roles
///
/// Query:
/// - `briefRepresentation`, string: if false, return roles with their attributes
public enum RoleMappingsClientComposite: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = RoleMappingsClient
    /// The segment this level adds to a path.
    public static let path = "composite"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

extension RoleMappingsClientComposite {
    /// The query of `GET /{realm}/groups/{id}/role-mappings/clients/{client}/composite`, typed.
    ///
    /// - Parameters:
    ///   - briefRepresentation: if false, return roles with their attributes
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func showQuery(briefRepresentation: String? = nil) -> Query {
        var query = Query()
        query["briefRepresentation"] = briefRepresentation?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/groups/{id}/role-mappings/clients/{client}/composite`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ShowParameters: QueryParameters {
        /// if false, return roles with their attributes
        public var briefRepresentation: String?

        /// Parameters with each value given.
        public init(briefRepresentation: String? = nil) {
            self.briefRepresentation = briefRepresentation
        }
    }
}

/// `GET /{realm}/groups/{id}/role-mappings/realm` (`show`)
///
/// Get realm-level role mappings
public enum RoleMappingsRealm: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = RoleMappings
    /// The segment this level adds to a path.
    public static let path = "realm"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

/// `GET /{realm}/groups/{id}/role-mappings/realm/available` (`show`)
///
/// Get realm-level roles that can be mapped
public enum RoleMappingsRealmAvailable: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = RoleMappingsRealm
    /// The segment this level adds to a path.
    public static let path = "available"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

/// `GET /{realm}/groups/{id}/role-mappings/realm/composite` (`show`)
///
/// Get effective realm-level role mappings This will recurse all composite roles to get the result.
///
/// Query:
/// - `briefRepresentation`, string: if false, return roles with their attributes
public enum RoleMappingsRealmComposite: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = RoleMappingsRealm
    /// The segment this level adds to a path.
    public static let path = "composite"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

extension RoleMappingsRealmComposite {
    /// The query of `GET /{realm}/groups/{id}/role-mappings/realm/composite`, typed.
    ///
    /// - Parameters:
    ///   - briefRepresentation: if false, return roles with their attributes
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func showQuery(briefRepresentation: String? = nil) -> Query {
        var query = Query()
        query["briefRepresentation"] = briefRepresentation?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/groups/{id}/role-mappings/realm/composite`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ShowParameters: QueryParameters {
        /// if false, return roles with their attributes
        public var briefRepresentation: String?

        /// Parameters with each value given.
        public init(briefRepresentation: String? = nil) {
            self.briefRepresentation = briefRepresentation
        }
    }
}

/// `GET /{realm}/groups/count` (`action`)
///
/// Returns the groups counts.
///
/// Query:
/// - `search`, string
/// - `top`, string
public enum GetGroupsCountByRealm: CollectionAction {
    /// The resource whose collection it acts on.
    public typealias Target = Group
    /// The method its path is sent with.
    public typealias Method = GET
    /// The segment this level adds to a path.
    public static let path = "count"

    /// Reads an answer as `[String: Int]`.
    public static func parse(singular data: Data) throws -> [String: Int] {
        try JSONDecoder().decode([String: Int].self, from: data)
    }
}

extension GetGroupsCountByRealm {
    /// The query of `GET /{realm}/groups/count`, typed.
    ///
    /// - Parameters:
    ///   - search: `search`.
    ///   - top: `top`.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func query(search: String? = nil, top: String? = nil) -> Query {
        var query = Query()
        query["search"] = search?.queryValue
        query["top"] = top?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/groups/count`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct Parameters: QueryParameters {
        /// `search`.
        public var search: String?
        /// `top`.
        public var top: String?

        /// Parameters with each value given.
        public init(search: String? = nil, top: String? = nil) {
            self.search = search
            self.top = top
        }
    }
}

/// The `identity-provider` level, which holds the levels below it.
public enum IdentityProvider: ChildNamespace {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "identity-provider"
}

/// `POST /{realm}/identity-provider/import-config` (`action`)
///
/// Import identity provider from JSON body
public enum PostImportConfig: RecordAction {
    /// The level above this one.
    public typealias Parent = IdentityProvider
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = "import-config"

    /// Reads an answer as `[String: String]`.
    public static func parse(singular data: Data) throws -> [String: String] {
        try JSONDecoder().decode([String: String].self, from: data)
    }
}

/// `GET /{realm}/identity-provider/instances` (`list`)
///
/// List identity providers
///
/// Query:
/// - `briefRepresentation`, string: Boolean which defines whether brief representations are returned (default: false)
/// - `first`, string: Pagination offset
/// - `max`, string: Maximum results size (defaults to 100)
/// - `search`, string: Filter specific providers by name. Search can be prefix (name*), contains (name) or exact (&quot;name&quot;). Default prefixed.
///
/// `GET /{realm}/identity-provider/instances/{alias}` (`show`)
///
/// Get the identity provider
public struct Instance: ChildResource, IsListable, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = IdentityProvider
    /// The segment this level adds to a path.
    public static let path = "instances"

    /// The record's ID: `alias`.
    public let id: String

    /// Reads an answer as `IdentityProviderRepresentation`.
    public static func parse(singular data: Data) throws -> IdentityProviderRepresentation {
        try JSONDecoder().decode(IdentityProviderRepresentation.self, from: data)
    }

    /// Reads a list as `[IdentityProviderRepresentation]`.
    public static func parse(collection data: Data) throws -> [IdentityProviderRepresentation] {
        try JSONDecoder().decode([IdentityProviderRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

extension Instance {
    /// The query of `GET /{realm}/identity-provider/instances`, typed.
    ///
    /// - Parameters:
    ///   - briefRepresentation: Boolean which defines whether brief representations are returned (default: false)
    ///   - first: Pagination offset
    ///   - max: Maximum results size (defaults to 100)
    ///   - search: Filter specific providers by name. Search can be prefix (name*), contains (name) or exact (&quot;name&quot;). Default prefixed.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func listQuery(
        briefRepresentation: String? = nil,
        first: String? = nil,
        max: String? = nil,
        search: String? = nil
    ) -> Query {
        var query = Query()
        query["briefRepresentation"] = briefRepresentation?.queryValue
        query["first"] = first?.queryValue
        query["max"] = max?.queryValue
        query["search"] = search?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/identity-provider/instances`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ListParameters: QueryParameters {
        /// Boolean which defines whether brief representations are returned (default: false)
        public var briefRepresentation: String?
        /// Pagination offset
        public var first: String?
        /// Maximum results size (defaults to 100)
        public var max: String?
        /// Filter specific providers by name. Search can be prefix (name*), contains (name) or exact (&quot;name&quot;). Default prefixed.
        public var search: String?

        /// Parameters with each value given.
        public init(briefRepresentation: String? = nil, first: String? = nil, max: String? = nil, search: String? = nil)
        {
            self.briefRepresentation = briefRepresentation
            self.first = first
            self.max = max
            self.search = search
        }
    }
}

/// `GET /{realm}/identity-provider/instances/{alias}/export` (`show`)
///
/// Export public broker configuration for identity provider
///
/// Query:
/// - `format`, string: Format to use
public enum Export: SingularChildResource, IsShowable, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Instance
    /// The segment this level adds to a path.
    public static let path = "export"

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .get: 200
        default: nil
        }
    }
}

extension Export {
    /// The query of `GET /{realm}/identity-provider/instances/{alias}/export`, typed.
    ///
    /// - Parameters:
    ///   - format: Format to use
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func showQuery(format: String? = nil) -> Query {
        var query = Query()
        query["format"] = format?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/identity-provider/instances/{alias}/export`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ShowParameters: QueryParameters {
        /// Format to use
        public var format: String?

        /// Parameters with each value given.
        public init(format: String? = nil) {
            self.format = format
        }
    }
}

/// The `management` level, which holds the levels below it.
public enum InstanceManagement: ChildNamespace {
    /// The level above this one.
    public typealias Parent = Instance
    /// The segment this level adds to a path.
    public static let path = "management"
}

/// `GET /{realm}/identity-provider/instances/{alias}/management/permissions` (`show`)
///
/// Return object stating whether client Authorization permissions have been initialized or not and a reference
///
/// `PUT /{realm}/identity-provider/instances/{alias}/management/permissions` (`replace`)
///
/// Return object stating whether client Authorization permissions have been initialized or not and a reference
public enum InstanceManagementPermissions: SingularChildResource, IsShowable, IsReplaceable {
    /// The level above this one.
    public typealias Parent = InstanceManagement
    /// What a replace sends.
    public typealias ReplaceBody = ManagementPermissionReference
    /// The segment this level adds to a path.
    public static let path = "permissions"

    /// Reads an answer as `ManagementPermissionReference`.
    public static func parse(singular data: Data) throws -> ManagementPermissionReference {
        try JSONDecoder().decode(ManagementPermissionReference.self, from: data)
    }
}

/// `GET /{realm}/identity-provider/instances/{alias}/mapper-types` (`list`)
///
/// Get mapper types for identity provider
public struct MapperType: ChildResource, IsListable {
    /// The level above this one.
    public typealias Parent = Instance
    /// The segment this level adds to a path.
    public static let path = "mapper-types"

    /// The record's ID: `id`.
    public let id: String

    /// Reads a list as `Data`.
    public static func parse(collection data: Data) throws -> Data {
        data
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/identity-provider/instances/{alias}/mappers` (`list`)
///
/// Get mappers for identity provider
///
/// `GET /{realm}/identity-provider/instances/{alias}/mappers/{id}` (`show`)
///
/// Get mapper by id for the identity provider
public struct Mapper: ChildResource, IsListable, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = Instance
    /// The segment this level adds to a path.
    public static let path = "mappers"

    /// The record's ID: `id`.
    public let id: String

    /// Reads an answer as `IdentityProviderMapperRepresentation`.
    public static func parse(singular data: Data) throws -> IdentityProviderMapperRepresentation {
        try JSONDecoder().decode(IdentityProviderMapperRepresentation.self, from: data)
    }

    /// Reads a list as `[IdentityProviderMapperRepresentation]`.
    public static func parse(collection data: Data) throws -> [IdentityProviderMapperRepresentation] {
        try JSONDecoder().decode([IdentityProviderMapperRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/identity-provider/providers/{provider_id}` (`show`)
///
/// Get the identity provider factory for that provider id
public struct IdentityProviderProvider: ChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = IdentityProvider
    /// The segment this level adds to a path.
    public static let path = "providers"

    /// The record's ID: `provider_id`.
    public let id: String

    /// Reads an answer as `[String: AnyJSON]`.
    public static func parse(singular data: Data) throws -> [String: AnyJSON] {
        try JSONDecoder().decode([String: AnyJSON].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/keys` (`list`)
public struct Key: ChildResource, IsListable {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "keys"

    /// The record's ID: `id`.
    public let id: String

    /// Reads a list as `KeysMetadataRepresentation`.
    public static func parse(collection data: Data) throws -> KeysMetadataRepresentation {
        try JSONDecoder().decode(KeysMetadataRepresentation.self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/localization` (`show`)
public enum Localization: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "localization"

    /// Reads an answer as `[String]`.
    public static func parse(singular data: Data) throws -> [String] {
        try JSONDecoder().decode([String].self, from: data)
    }
}

/// `GET /{realm}/localization/{locale}` (`show`)
///
/// Query:
/// - `useRealmDefaultLocaleFallback`, string
public struct LocalizationByID: ChildResource, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = Localization
    /// The segment this level adds to a path.
    public static let path = ""

    /// The record's ID: `locale`.
    public let id: String

    /// Reads an answer as `[String: String]`.
    public static func parse(singular data: Data) throws -> [String: String] {
        try JSONDecoder().decode([String: String].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

extension LocalizationByID {
    /// The query of `GET /{realm}/localization/{locale}`, typed.
    ///
    /// - Parameters:
    ///   - useRealmDefaultLocaleFallback: `useRealmDefaultLocaleFallback`.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func showQuery(useRealmDefaultLocaleFallback: String? = nil) -> Query {
        var query = Query()
        query["useRealmDefaultLocaleFallback"] = useRealmDefaultLocaleFallback?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/localization/{locale}`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ShowParameters: QueryParameters {
        /// `useRealmDefaultLocaleFallback`.
        public var useRealmDefaultLocaleFallback: String?

        /// Parameters with each value given.
        public init(useRealmDefaultLocaleFallback: String? = nil) {
            self.useRealmDefaultLocaleFallback = useRealmDefaultLocaleFallback
        }
    }
}

/// `POST /{realm}/localization/{locale}` (`action`)
///
/// Import localization from uploaded JSON file
public enum PostLocalization: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = LocalizationByID
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }
}

/// `GET /{realm}/localization/{locale}/{key}` (`show`)
public struct LocalizationByIDKey: ChildResource, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = LocalizationByID
    /// The segment this level adds to a path.
    public static let path = ""

    /// The record's ID: `key`.
    public let id: String

    /// Reads an answer as `Data`.
    public static func parse(singular data: Data) throws -> Data {
        data
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `POST /{realm}/logout-all` (`action`)
///
/// Removes all user sessions.
public enum PostLogoutAll: RecordAction {
    /// The level above this one.
    public typealias Parent = Realm
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = "logout-all"

    /// Reads an answer as `GlobalRequestResult`.
    public static func parse(singular data: Data) throws -> GlobalRequestResult {
        try JSONDecoder().decode(GlobalRequestResult.self, from: data)
    }
}

/// `POST /{realm}/partial-export` (`action`)
///
/// Partial export of existing realm into a JSON file.
///
/// Query:
/// - `exportClients`, string
/// - `exportGroupsAndRoles`, string
public enum PostPartialExport: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Realm
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = "partial-export"

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

extension PostPartialExport {
    /// The query of `POST /{realm}/partial-export`, typed.
    ///
    /// - Parameters:
    ///   - exportClients: `exportClients`.
    ///   - exportGroupsAndRoles: `exportGroupsAndRoles`.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func query(exportClients: String? = nil, exportGroupsAndRoles: String? = nil) -> Query {
        var query = Query()
        query["exportClients"] = exportClients?.queryValue
        query["exportGroupsAndRoles"] = exportGroupsAndRoles?.queryValue
        return query
    }

    /// The parameters of `POST /{realm}/partial-export`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct Parameters: QueryParameters {
        /// `exportClients`.
        public var exportClients: String?
        /// `exportGroupsAndRoles`.
        public var exportGroupsAndRoles: String?

        /// Parameters with each value given.
        public init(exportClients: String? = nil, exportGroupsAndRoles: String? = nil) {
            self.exportClients = exportClients
            self.exportGroupsAndRoles = exportGroupsAndRoles
        }
    }
}

/// `POST /{realm}/partialImport` (`action`)
///
/// Partial import from a JSON file to an existing realm.
public enum PostPartialImport: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Realm
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = "partialImport"

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `POST /{realm}/push-revocation` (`action`)
///
/// Push the realm’s revocation policy to any client that has an admin url associated with it.
public enum PostPushRevocationByRealm: RecordAction {
    /// The level above this one.
    public typealias Parent = Realm
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = "push-revocation"

    /// Reads an answer as `GlobalRequestResult`.
    public static func parse(singular data: Data) throws -> GlobalRequestResult {
        try JSONDecoder().decode(GlobalRequestResult.self, from: data)
    }
}

/// `GET /{realm}/roles` (`list`)
///
/// Get all roles for the realm or client
///
/// Query:
/// - `briefRepresentation`, string
/// - `first`, string
/// - `max`, string
/// - `search`, string
///
/// `GET /{realm}/roles/{role-name}` (`show`)
///
/// Get a role by name
public struct Role: ChildResource, IsListable, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "roles"

    /// The record's ID: `role-name`.
    public let id: String

    /// Reads an answer as `RoleRepresentation`.
    public static func parse(singular data: Data) throws -> RoleRepresentation {
        try JSONDecoder().decode(RoleRepresentation.self, from: data)
    }

    /// Reads a list as `[RoleRepresentation]`.
    public static func parse(collection data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

extension Role {
    /// The query of `GET /{realm}/roles`, typed.
    ///
    /// - Parameters:
    ///   - briefRepresentation: `briefRepresentation`.
    ///   - first: `first`.
    ///   - max: `max`.
    ///   - search: `search`.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func listQuery(
        briefRepresentation: String? = nil,
        first: String? = nil,
        max: String? = nil,
        search: String? = nil
    ) -> Query {
        var query = Query()
        query["briefRepresentation"] = briefRepresentation?.queryValue
        query["first"] = first?.queryValue
        query["max"] = max?.queryValue
        query["search"] = search?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/roles`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ListParameters: QueryParameters {
        /// `briefRepresentation`.
        public var briefRepresentation: String?
        /// `first`.
        public var first: String?
        /// `max`.
        public var max: String?
        /// `search`.
        public var search: String?

        /// Parameters with each value given.
        public init(briefRepresentation: String? = nil, first: String? = nil, max: String? = nil, search: String? = nil)
        {
            self.briefRepresentation = briefRepresentation
            self.first = first
            self.max = max
            self.search = search
        }
    }
}

/// `GET /{realm}/roles/{role-name}/composites` (`show`)
///
/// Get composites of the role
public enum RoleComposites: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = Role
    /// The segment this level adds to a path.
    public static let path = "composites"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

/// `GET /{realm}/roles/{role-name}/composites/clients/{clientUuid}` (`show`)
///
/// Get client-level roles for the client that are in the role’s composite
public struct RoleCompositesClient: ChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = RoleComposites
    /// The segment this level adds to a path.
    public static let path = "clients"

    /// The record's ID: `clientUuid`.
    public let id: String

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/roles/{role-name}/composites/realm` (`show`)
///
/// Get realm-level roles of the role’s composite
public enum RoleCompositesRealm: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = RoleComposites
    /// The segment this level adds to a path.
    public static let path = "realm"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

/// `GET /{realm}/roles/{role-name}/groups` (`list`)
///
/// Returns a stream of groups that have the specified role name
///
/// Query:
/// - `briefRepresentation`, string: if false, return a full representation of the {@code GroupRepresentation} objects.
/// - `first`, string: first result to return. Ignored if negative or {@code null}.
/// - `max`, string: maximum number of results to return. Ignored if negative or {@code null}.
public struct RoleGroup: ChildResource, IsListable {
    /// The level above this one.
    public typealias Parent = Role
    /// The segment this level adds to a path.
    public static let path = "groups"

    /// The record's ID: `id`.
    public let id: String

    /// Reads a list as `[GroupRepresentation]`.
    public static func parse(collection data: Data) throws -> [GroupRepresentation] {
        try JSONDecoder().decode([GroupRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

extension RoleGroup {
    /// The query of `GET /{realm}/roles/{role-name}/groups`, typed.
    ///
    /// - Parameters:
    ///   - briefRepresentation: if false, return a full representation of the {@code GroupRepresentation} objects.
    ///   - first: first result to return. Ignored if negative or {@code null}.
    ///   - max: maximum number of results to return. Ignored if negative or {@code null}.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func listQuery(briefRepresentation: String? = nil, first: String? = nil, max: String? = nil) -> Query
    {
        var query = Query()
        query["briefRepresentation"] = briefRepresentation?.queryValue
        query["first"] = first?.queryValue
        query["max"] = max?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/roles/{role-name}/groups`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ListParameters: QueryParameters {
        /// if false, return a full representation of the {@code GroupRepresentation} objects.
        public var briefRepresentation: String?
        /// first result to return. Ignored if negative or {@code null}.
        public var first: String?
        /// maximum number of results to return. Ignored if negative or {@code null}.
        public var max: String?

        /// Parameters with each value given.
        public init(briefRepresentation: String? = nil, first: String? = nil, max: String? = nil) {
            self.briefRepresentation = briefRepresentation
            self.first = first
            self.max = max
        }
    }
}

/// The `management` level, which holds the levels below it.
public enum RoleManagement: ChildNamespace {
    /// The level above this one.
    public typealias Parent = Role
    /// The segment this level adds to a path.
    public static let path = "management"
}

/// `GET /{realm}/roles/{role-name}/management/permissions` (`show`)
///
/// Return object stating whether role Authorization permissions have been initialized or not and a reference
///
/// `PUT /{realm}/roles/{role-name}/management/permissions` (`replace`)
///
/// Return object stating whether role Authorization permissions have been initialized or not and a reference
public enum RoleManagementPermissions: SingularChildResource, IsShowable, IsReplaceable {
    /// The level above this one.
    public typealias Parent = RoleManagement
    /// What a replace sends.
    public typealias ReplaceBody = ManagementPermissionReference
    /// The segment this level adds to a path.
    public static let path = "permissions"

    /// Reads an answer as `ManagementPermissionReference`.
    public static func parse(singular data: Data) throws -> ManagementPermissionReference {
        try JSONDecoder().decode(ManagementPermissionReference.self, from: data)
    }
}

/// `GET /{realm}/roles/{role-name}/users` (`list`)
///
/// Returns a stream of users that have the specified role name.
///
/// Query:
/// - `first`, string: first result to return. Ignored if negative or {@code null}.
/// - `max`, string: maximum number of results to return. Ignored if negative or {@code null}.
public struct RoleUser: ChildResource, IsListable {
    /// The level above this one.
    public typealias Parent = Role
    /// The segment this level adds to a path.
    public static let path = "users"

    /// The record's ID: `id`.
    public let id: String

    /// Reads a list as `[UserRepresentation]`.
    public static func parse(collection data: Data) throws -> [UserRepresentation] {
        try JSONDecoder().decode([UserRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

extension RoleUser {
    /// The query of `GET /{realm}/roles/{role-name}/users`, typed.
    ///
    /// - Parameters:
    ///   - first: first result to return. Ignored if negative or {@code null}.
    ///   - max: maximum number of results to return. Ignored if negative or {@code null}.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func listQuery(first: String? = nil, max: String? = nil) -> Query {
        var query = Query()
        query["first"] = first?.queryValue
        query["max"] = max?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/roles/{role-name}/users`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ListParameters: QueryParameters {
        /// first result to return. Ignored if negative or {@code null}.
        public var first: String?
        /// maximum number of results to return. Ignored if negative or {@code null}.
        public var max: String?

        /// Parameters with each value given.
        public init(first: String? = nil, max: String? = nil) {
            self.first = first
            self.max = max
        }
    }
}

/// `GET /{realm}/roles-by-id/{role-id}` (`show`)
///
/// Get a specific role’s representation
public struct RolesById: ChildResource, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "roles-by-id"

    /// The record's ID: `role-id`.
    public let id: String

    /// Reads an answer as `RoleRepresentation`.
    public static func parse(singular data: Data) throws -> RoleRepresentation {
        try JSONDecoder().decode(RoleRepresentation.self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/roles-by-id/{role-id}/composites` (`show`)
///
/// Get role’s children Returns a set of role’s children provided the role is a composite.
///
/// Query:
/// - `first`, string
/// - `max`, string
/// - `search`, string
public enum RolesByIdComposites: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = RolesById
    /// The segment this level adds to a path.
    public static let path = "composites"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

extension RolesByIdComposites {
    /// The query of `GET /{realm}/roles-by-id/{role-id}/composites`, typed.
    ///
    /// - Parameters:
    ///   - first: `first`.
    ///   - max: `max`.
    ///   - search: `search`.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func showQuery(first: String? = nil, max: String? = nil, search: String? = nil) -> Query {
        var query = Query()
        query["first"] = first?.queryValue
        query["max"] = max?.queryValue
        query["search"] = search?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/roles-by-id/{role-id}/composites`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ShowParameters: QueryParameters {
        /// `first`.
        public var first: String?
        /// `max`.
        public var max: String?
        /// `search`.
        public var search: String?

        /// Parameters with each value given.
        public init(first: String? = nil, max: String? = nil, search: String? = nil) {
            self.first = first
            self.max = max
            self.search = search
        }
    }
}

/// `GET /{realm}/roles-by-id/{role-id}/composites/clients/{clientUuid}` (`show`)
///
/// Get client-level roles for the client that are in the role’s composite
public struct RolesByIdCompositesClient: ChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = RolesByIdComposites
    /// The segment this level adds to a path.
    public static let path = "clients"

    /// The record's ID: `clientUuid`.
    public let id: String

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/roles-by-id/{role-id}/composites/realm` (`show`)
///
/// Get realm-level roles that are in the role’s composite
public enum RolesByIdCompositesRealm: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = RolesByIdComposites
    /// The segment this level adds to a path.
    public static let path = "realm"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

/// The `management` level, which holds the levels below it.
public enum RolesByIdManagement: ChildNamespace {
    /// The level above this one.
    public typealias Parent = RolesById
    /// The segment this level adds to a path.
    public static let path = "management"
}

/// `GET /{realm}/roles-by-id/{role-id}/management/permissions` (`show`)
///
/// Return object stating whether role Authorization permissions have been initialized or not and a reference
///
/// `PUT /{realm}/roles-by-id/{role-id}/management/permissions` (`replace`)
///
/// Return object stating whether role Authorization permissions have been initialized or not and a reference
public enum RolesByIdManagementPermissions: SingularChildResource, IsShowable, IsReplaceable {
    /// The level above this one.
    public typealias Parent = RolesByIdManagement
    /// What a replace sends.
    public typealias ReplaceBody = ManagementPermissionReference
    /// The segment this level adds to a path.
    public static let path = "permissions"

    /// Reads an answer as `ManagementPermissionReference`.
    public static func parse(singular data: Data) throws -> ManagementPermissionReference {
        try JSONDecoder().decode(ManagementPermissionReference.self, from: data)
    }
}

/// `DELETE /{realm}/sessions/{session}` (`delete`)
///
/// Remove a specific user session.
public struct Session: ChildResource, IsDeletable, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "sessions"

    /// The record's ID: `session`.
    public let id: String

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `POST /{realm}/testSMTPConnection` (`action`)
///
/// Test SMTP connection with current logged in user
public enum PostTestSmtpConnection: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Realm
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = "testSMTPConnection"

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `GET /{realm}/users` (`list`)
///
/// Get users Returns a stream of users, filtered according to query parameters.
///
/// Query:
/// - `briefRepresentation`, string: Boolean which defines whether brief representations are returned (default: false)
/// - `email`, string: A String contained in email, or the complete email, if param &quot;exact&quot; is true
/// - `emailVerified`, string: whether the email has been verified
/// - `enabled`, string: Boolean representing if user is enabled or not
/// - `exact`, string: Boolean which defines whether the params &quot;last&quot;, &quot;first&quot;, &quot;email&quot; and &quot;username&quot; must match exactly
/// - `first`, string: Pagination offset
/// - `firstName`, string: A String contained in firstName, or the complete firstName, if param &quot;exact&quot; is true
/// - `idpAlias`, string: The alias of an Identity Provider linked to the user
/// - `idpUserId`, string: The userId at an Identity Provider linked to the user
/// - `lastName`, string: A String contained in lastName, or the complete lastName, if param &quot;exact&quot; is true
/// - `max`, string: Maximum results size (defaults to 100)
/// - `q`, string: A query to search for custom attributes, in the format 'key1:value2 key2:value2'
/// - `search`, string: A String contained in username, first or last name, or email. Default search behavior is prefix-based (e.g., foo or foo*). Use foo for infix search and &quot;foo&quot; for exact search.
/// - `username`, string: A String contained in username, or the complete username, if param &quot;exact&quot; is true
///
/// `GET /{realm}/users/{id}` (`show`)
///
/// Get representation of the user
///
/// Query:
/// - `userProfileMetadata`, string: Indicates if the user profile metadata should be added to the response
public struct User: ChildResource, IsListable, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = Realm
    /// The segment this level adds to a path.
    public static let path = "users"

    /// The record's ID: `id`.
    public let id: String

    /// Reads an answer as `UserRepresentation`.
    public static func parse(singular data: Data) throws -> UserRepresentation {
        try JSONDecoder().decode(UserRepresentation.self, from: data)
    }

    /// Reads a list as `[UserRepresentation]`.
    public static func parse(collection data: Data) throws -> [UserRepresentation] {
        try JSONDecoder().decode([UserRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

extension User {
    /// The query of `GET /{realm}/users`, typed.
    ///
    /// - Parameters:
    ///   - briefRepresentation: Boolean which defines whether brief representations are returned (default: false)
    ///   - email: A String contained in email, or the complete email, if param &quot;exact&quot; is true
    ///   - emailVerified: whether the email has been verified
    ///   - enabled: Boolean representing if user is enabled or not
    ///   - exact: Boolean which defines whether the params &quot;last&quot;, &quot;first&quot;, &quot;email&quot; and &quot;username&quot; must match exactly
    ///   - first: Pagination offset
    ///   - firstName: A String contained in firstName, or the complete firstName, if param &quot;exact&quot; is true
    ///   - idpAlias: The alias of an Identity Provider linked to the user
    ///   - idpUserId: The userId at an Identity Provider linked to the user
    ///   - lastName: A String contained in lastName, or the complete lastName, if param &quot;exact&quot; is true
    ///   - max: Maximum results size (defaults to 100)
    ///   - q: A query to search for custom attributes, in the format 'key1:value2 key2:value2'
    ///   - search: A String contained in username, first or last name, or email. Default search behavior is prefix-based (e.g., foo or foo*). Use foo for infix search and &quot;foo&quot; for exact search.
    ///   - username: A String contained in username, or the complete username, if param &quot;exact&quot; is true
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func listQuery(
        briefRepresentation: String? = nil,
        email: String? = nil,
        emailVerified: String? = nil,
        enabled: String? = nil,
        exact: String? = nil,
        first: String? = nil,
        firstName: String? = nil,
        idpAlias: String? = nil,
        idpUserId: String? = nil,
        lastName: String? = nil,
        max: String? = nil,
        q: String? = nil,
        search: String? = nil,
        username: String? = nil
    ) -> Query {
        var query = Query()
        query["briefRepresentation"] = briefRepresentation?.queryValue
        query["email"] = email?.queryValue
        query["emailVerified"] = emailVerified?.queryValue
        query["enabled"] = enabled?.queryValue
        query["exact"] = exact?.queryValue
        query["first"] = first?.queryValue
        query["firstName"] = firstName?.queryValue
        query["idpAlias"] = idpAlias?.queryValue
        query["idpUserId"] = idpUserId?.queryValue
        query["lastName"] = lastName?.queryValue
        query["max"] = max?.queryValue
        query["q"] = q?.queryValue
        query["search"] = search?.queryValue
        query["username"] = username?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/users`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ListParameters: QueryParameters {
        /// Boolean which defines whether brief representations are returned (default: false)
        public var briefRepresentation: String?
        /// A String contained in email, or the complete email, if param &quot;exact&quot; is true
        public var email: String?
        /// whether the email has been verified
        public var emailVerified: String?
        /// Boolean representing if user is enabled or not
        public var enabled: String?
        /// Boolean which defines whether the params &quot;last&quot;, &quot;first&quot;, &quot;email&quot; and &quot;username&quot; must match exactly
        public var exact: String?
        /// Pagination offset
        public var first: String?
        /// A String contained in firstName, or the complete firstName, if param &quot;exact&quot; is true
        public var firstName: String?
        /// The alias of an Identity Provider linked to the user
        public var idpAlias: String?
        /// The userId at an Identity Provider linked to the user
        public var idpUserId: String?
        /// A String contained in lastName, or the complete lastName, if param &quot;exact&quot; is true
        public var lastName: String?
        /// Maximum results size (defaults to 100)
        public var max: String?
        /// A query to search for custom attributes, in the format 'key1:value2 key2:value2'
        public var q: String?
        /// A String contained in username, first or last name, or email. Default search behavior is prefix-based (e.g., foo or foo*). Use foo for infix search and &quot;foo&quot; for exact search.
        public var search: String?
        /// A String contained in username, or the complete username, if param &quot;exact&quot; is true
        public var username: String?

        /// Parameters with each value given.
        public init(
            briefRepresentation: String? = nil,
            email: String? = nil,
            emailVerified: String? = nil,
            enabled: String? = nil,
            exact: String? = nil,
            first: String? = nil,
            firstName: String? = nil,
            idpAlias: String? = nil,
            idpUserId: String? = nil,
            lastName: String? = nil,
            max: String? = nil,
            q: String? = nil,
            search: String? = nil,
            username: String? = nil
        ) {
            self.briefRepresentation = briefRepresentation
            self.email = email
            self.emailVerified = emailVerified
            self.enabled = enabled
            self.exact = exact
            self.first = first
            self.firstName = firstName
            self.idpAlias = idpAlias
            self.idpUserId = idpUserId
            self.lastName = lastName
            self.max = max
            self.q = q
            self.search = search
            self.username = username
        }
    }

    /// The query of `GET /{realm}/users/{id}`, typed.
    ///
    /// - Parameters:
    ///   - userProfileMetadata: Indicates if the user profile metadata should be added to the response
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func showQuery(userProfileMetadata: String? = nil) -> Query {
        var query = Query()
        query["userProfileMetadata"] = userProfileMetadata?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/users/{id}`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ShowParameters: QueryParameters {
        /// Indicates if the user profile metadata should be added to the response
        public var userProfileMetadata: String?

        /// Parameters with each value given.
        public init(userProfileMetadata: String? = nil) {
            self.userProfileMetadata = userProfileMetadata
        }
    }
}

/// `GET /{realm}/users/{id}/configured-user-storage-credential-types` (`list`)
///
/// Return credential types, which are provided by the user storage where user is stored.
public struct ConfiguredUserStorageCredentialType: ChildResource, IsListable {
    /// The level above this one.
    public typealias Parent = User
    /// The segment this level adds to a path.
    public static let path = "configured-user-storage-credential-types"

    /// The record's ID: `id`.
    public let id: String

    /// Reads a list as `[String]`.
    public static func parse(collection data: Data) throws -> [String] {
        try JSONDecoder().decode([String].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/users/{id}/consents` (`list`)
///
/// Get consents granted by the user
///
/// `DELETE /{realm}/users/{id}/consents/{client}` (`delete`)
///
/// Revoke consent and offline tokens for particular client from user
public struct Consent: ChildResource, IsListable, IsDeletable, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = User
    /// The segment this level adds to a path.
    public static let path = "consents"

    /// The record's ID: `client`.
    public let id: String

    /// Reads a list as `[[String: AnyJSON]]`.
    public static func parse(collection data: Data) throws -> [[String: AnyJSON]] {
        try JSONDecoder().decode([[String: AnyJSON]].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/users/{id}/credentials` (`list`)
///
/// `DELETE /{realm}/users/{id}/credentials/{credentialId}` (`delete`)
///
/// Remove a credential for a user
public struct Credential: ChildResource, IsListable, IsDeletable, IsAddressable, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = User
    /// The segment this level adds to a path.
    public static let path = "credentials"

    /// The record's ID: `credentialId`.
    public let id: String

    /// Reads a list as `[CredentialRepresentation]`.
    public static func parse(collection data: Data) throws -> [CredentialRepresentation] {
        try JSONDecoder().decode([CredentialRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `MoveAfter`, from the document.
public struct MoveAfter: ChildResource, IsAddressable {
    /// The level above this one.
    public typealias Parent = Credential
    /// The segment this level adds to a path.
    public static let path = "moveAfter"

    /// The record's ID: `newPreviousCredentialId`.
    public let id: String

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `POST /{realm}/users/{id}/credentials/{credentialId}/moveAfter/{newPreviousCredentialId}` (`action`)
///
/// Move a credential to a position behind another credential
public enum PostMoveAfter: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = MoveAfter
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }
}

/// `POST /{realm}/users/{id}/credentials/{credentialId}/moveToFirst` (`action`)
///
/// Move a credential to a first position in the credentials list of the user
public enum PostMoveToFirst: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Credential
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = "moveToFirst"

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }
}

/// `PUT /{realm}/users/{id}/credentials/{credentialId}/userLabel` (`replace`)
///
/// Update a credential label for a user
public enum UserLabel: SingularChildResource, IsReplaceable, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = Credential
    /// The segment this level adds to a path.
    public static let path = "userLabel"
}

/// `PUT /{realm}/users/{id}/disable-credential-types` (`replace`)
///
/// Disable all credentials for a user of a specific type
public enum DisableCredentialTypes: SingularChildResource, IsReplaceable, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = User
    /// The segment this level adds to a path.
    public static let path = "disable-credential-types"
}

/// `PUT /{realm}/users/{id}/execute-actions-email` (`replace`)
///
/// Send an email to the user with a link they can click to execute particular actions.
///
/// Query:
/// - `client_id`, string: Client id
/// - `lifespan`, string: Number of seconds after which the generated token expires
/// - `redirect_uri`, string: Redirect uri
public enum ExecuteActionsEmail: SingularChildResource, IsReplaceable, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = User
    /// The segment this level adds to a path.
    public static let path = "execute-actions-email"

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .put: 200
        default: nil
        }
    }
}

extension ExecuteActionsEmail {
    /// The query of `PUT /{realm}/users/{id}/execute-actions-email`, typed.
    ///
    /// - Parameters:
    ///   - clientId: Client id
    ///   - lifespan: Number of seconds after which the generated token expires
    ///   - redirectUri: Redirect uri
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func replaceQuery(
        clientId: String? = nil,
        lifespan: String? = nil,
        redirectUri: String? = nil
    ) -> Query {
        var query = Query()
        query["client_id"] = clientId?.queryValue
        query["lifespan"] = lifespan?.queryValue
        query["redirect_uri"] = redirectUri?.queryValue
        return query
    }

    /// The parameters of `PUT /{realm}/users/{id}/execute-actions-email`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ReplaceParameters: QueryParameters {
        /// Client id
        public var clientId: String?
        /// Number of seconds after which the generated token expires
        public var lifespan: String?
        /// Redirect uri
        public var redirectUri: String?

        /// Parameters with each value given.
        public init(clientId: String? = nil, lifespan: String? = nil, redirectUri: String? = nil) {
            self.clientId = clientId
            self.lifespan = lifespan
            self.redirectUri = redirectUri
        }

        private enum CodingKeys: String, CodingKey {
            case clientId = "client_id"
            case lifespan
            case redirectUri = "redirect_uri"
        }
    }
}

/// `GET /{realm}/users/{id}/federated-identity` (`show`)
///
/// Get social logins associated with the user
public enum FederatedIdentity: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = User
    /// The segment this level adds to a path.
    public static let path = "federated-identity"

    /// Reads an answer as `[FederatedIdentityRepresentation]`.
    public static func parse(singular data: Data) throws -> [FederatedIdentityRepresentation] {
        try JSONDecoder().decode([FederatedIdentityRepresentation].self, from: data)
    }
}

/// `DELETE /{realm}/users/{id}/federated-identity/{provider}` (`delete`)
///
/// Remove a social login provider from user
public struct FederatedIdentityByID: ChildResource, IsAddressable, IsDeletable, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = FederatedIdentity
    /// The segment this level adds to a path.
    public static let path = ""

    /// The record's ID: `provider`.
    public let id: String

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `POST /{realm}/users/{id}/federated-identity/{provider}` (`action`)
///
/// Add a social login provider to the user
public enum PostFederatedIdentity: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = FederatedIdentityByID
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `GET /{realm}/users/{id}/groups` (`list`)
///
/// Query:
/// - `briefRepresentation`, string
/// - `first`, string
/// - `max`, string
/// - `search`, string
///
/// `PUT /{realm}/users/{id}/groups/{groupId}` (`replace`)
///
/// `DELETE /{realm}/users/{id}/groups/{groupId}` (`delete`)
public struct UserGroup: ChildResource, IsListable, IsReplaceable, IsDeletable, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = User
    /// The segment this level adds to a path.
    public static let path = "groups"

    /// The record's ID: `groupId`.
    public let id: String

    /// Reads a list as `[GroupRepresentation]`.
    public static func parse(collection data: Data) throws -> [GroupRepresentation] {
        try JSONDecoder().decode([GroupRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

extension UserGroup {
    /// The query of `GET /{realm}/users/{id}/groups`, typed.
    ///
    /// - Parameters:
    ///   - briefRepresentation: `briefRepresentation`.
    ///   - first: `first`.
    ///   - max: `max`.
    ///   - search: `search`.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func listQuery(
        briefRepresentation: String? = nil,
        first: String? = nil,
        max: String? = nil,
        search: String? = nil
    ) -> Query {
        var query = Query()
        query["briefRepresentation"] = briefRepresentation?.queryValue
        query["first"] = first?.queryValue
        query["max"] = max?.queryValue
        query["search"] = search?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/users/{id}/groups`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ListParameters: QueryParameters {
        /// `briefRepresentation`.
        public var briefRepresentation: String?
        /// `first`.
        public var first: String?
        /// `max`.
        public var max: String?
        /// `search`.
        public var search: String?

        /// Parameters with each value given.
        public init(briefRepresentation: String? = nil, first: String? = nil, max: String? = nil, search: String? = nil)
        {
            self.briefRepresentation = briefRepresentation
            self.first = first
            self.max = max
            self.search = search
        }
    }
}

/// `GET /{realm}/users/{id}/groups/count` (`action`)
///
/// Query:
/// - `search`, string
public enum GetUserGroupsCount: CollectionAction {
    /// The resource whose collection it acts on.
    public typealias Target = UserGroup
    /// The method its path is sent with.
    public typealias Method = GET
    /// The segment this level adds to a path.
    public static let path = "count"

    /// Reads an answer as `[String: Int]`.
    public static func parse(singular data: Data) throws -> [String: Int] {
        try JSONDecoder().decode([String: Int].self, from: data)
    }
}

extension GetUserGroupsCount {
    /// The query of `GET /{realm}/users/{id}/groups/count`, typed.
    ///
    /// - Parameters:
    ///   - search: `search`.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func query(search: String? = nil) -> Query {
        var query = Query()
        query["search"] = search?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/users/{id}/groups/count`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct Parameters: QueryParameters {
        /// `search`.
        public var search: String?

        /// Parameters with each value given.
        public init(search: String? = nil) {
            self.search = search
        }
    }
}

/// `POST /{realm}/users/{id}/impersonation` (`action`)
///
/// Impersonate the user
public enum PostImpersonation: RecordAction {
    /// The level above this one.
    public typealias Parent = User
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = "impersonation"

    /// Reads an answer as `[String: [String: AnyJSON]]`.
    public static func parse(singular data: Data) throws -> [String: [String: AnyJSON]] {
        try JSONDecoder().decode([String: [String: AnyJSON]].self, from: data)
    }
}

/// `POST /{realm}/users/{id}/logout` (`action`)
///
/// Remove all user sessions associated with the user Also send notification to all clients that have an admin URL to invalidate the sessions for the particular user.
public enum PostLogout: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = User
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = "logout"

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }
}

/// `GET /{realm}/users/{id}/offline-sessions/{clientUuid}` (`show`)
///
/// Get offline sessions associated with the user and client
public struct UserOfflineSession: ChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = User
    /// The segment this level adds to a path.
    public static let path = "offline-sessions"

    /// The record's ID: `clientUuid`.
    public let id: String

    /// Reads an answer as `[UserSessionRepresentation]`.
    public static func parse(singular data: Data) throws -> [UserSessionRepresentation] {
        try JSONDecoder().decode([UserSessionRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `PUT /{realm}/users/{id}/reset-password` (`replace`)
///
/// Set up a new password for the user.
public enum ResetPassword: SingularChildResource, IsReplaceable, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = User
    /// What a replace sends.
    public typealias ReplaceBody = CredentialRepresentation
    /// The segment this level adds to a path.
    public static let path = "reset-password"
}

/// `PUT /{realm}/users/{id}/reset-password-email` (`replace`)
///
/// Send an email to the user with a link they can click to reset their password.
///
/// Query:
/// - `client_id`, string: client id
/// - `redirect_uri`, string: redirect uri
public enum ResetPasswordEmail: SingularChildResource, IsReplaceable, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = User
    /// The segment this level adds to a path.
    public static let path = "reset-password-email"

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .put: 200
        default: nil
        }
    }
}

extension ResetPasswordEmail {
    /// The query of `PUT /{realm}/users/{id}/reset-password-email`, typed.
    ///
    /// - Parameters:
    ///   - clientId: client id
    ///   - redirectUri: redirect uri
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func replaceQuery(clientId: String? = nil, redirectUri: String? = nil) -> Query {
        var query = Query()
        query["client_id"] = clientId?.queryValue
        query["redirect_uri"] = redirectUri?.queryValue
        return query
    }

    /// The parameters of `PUT /{realm}/users/{id}/reset-password-email`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ReplaceParameters: QueryParameters {
        /// client id
        public var clientId: String?
        /// redirect uri
        public var redirectUri: String?

        /// Parameters with each value given.
        public init(clientId: String? = nil, redirectUri: String? = nil) {
            self.clientId = clientId
            self.redirectUri = redirectUri
        }

        private enum CodingKeys: String, CodingKey {
            case clientId = "client_id"
            case redirectUri = "redirect_uri"
        }
    }
}

/// `GET /{realm}/users/{id}/role-mappings` (`show`)
///
/// Get role mappings
public enum UserRoleMappings: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = User
    /// The segment this level adds to a path.
    public static let path = "role-mappings"

    /// Reads an answer as `MappingsRepresentation`.
    public static func parse(singular data: Data) throws -> MappingsRepresentation {
        try JSONDecoder().decode(MappingsRepresentation.self, from: data)
    }
}

/// `GET /{realm}/users/{id}/role-mappings/clients/{client}` (`show`)
///
/// Get client-level role mappings for the user, and the app
public struct UserRoleMappingsClient: ChildResource, IsShowable, IsAddressable {
    /// The level above this one.
    public typealias Parent = UserRoleMappings
    /// The segment this level adds to a path.
    public static let path = "clients"

    /// The record's ID: `client`.
    public let id: String

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `POST /{realm}/users/{id}/role-mappings/clients/{client}` (`action`)
///
/// Add client-level roles to the user role mapping
public enum PostUserRoleMappingsClient: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = UserRoleMappingsClient
    /// The method its path is sent with.
    public typealias Method = POSTWith<RoleRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }
}

/// `GET /{realm}/users/{id}/role-mappings/clients/{client}/available` (`show`)
///
/// Get available client-level roles that can be mapped to the user
public enum UserRoleMappingsClientAvailable: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = UserRoleMappingsClient
    /// The segment this level adds to a path.
    public static let path = "available"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

/// `GET /{realm}/users/{id}/role-mappings/clients/{client}/composite` (`show`)
///
/// Get effective client-level role mappings This recurses any composite roles
///
/// Query:
/// - `briefRepresentation`, string: if false, return roles with their attributes
public enum UserRoleMappingsClientComposite: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = UserRoleMappingsClient
    /// The segment this level adds to a path.
    public static let path = "composite"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

extension UserRoleMappingsClientComposite {
    /// The query of `GET /{realm}/users/{id}/role-mappings/clients/{client}/composite`, typed.
    ///
    /// - Parameters:
    ///   - briefRepresentation: if false, return roles with their attributes
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func showQuery(briefRepresentation: String? = nil) -> Query {
        var query = Query()
        query["briefRepresentation"] = briefRepresentation?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/users/{id}/role-mappings/clients/{client}/composite`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ShowParameters: QueryParameters {
        /// if false, return roles with their attributes
        public var briefRepresentation: String?

        /// Parameters with each value given.
        public init(briefRepresentation: String? = nil) {
            self.briefRepresentation = briefRepresentation
        }
    }
}

/// `GET /{realm}/users/{id}/role-mappings/realm` (`show`)
///
/// Get realm-level role mappings
public enum UserRoleMappingsRealm: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = UserRoleMappings
    /// The segment this level adds to a path.
    public static let path = "realm"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

/// `GET /{realm}/users/{id}/role-mappings/realm/available` (`show`)
///
/// Get realm-level roles that can be mapped
public enum UserRoleMappingsRealmAvailable: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = UserRoleMappingsRealm
    /// The segment this level adds to a path.
    public static let path = "available"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

/// `GET /{realm}/users/{id}/role-mappings/realm/composite` (`show`)
///
/// Get effective realm-level role mappings This will recurse all composite roles to get the result.
///
/// Query:
/// - `briefRepresentation`, string: if false, return roles with their attributes
public enum UserRoleMappingsRealmComposite: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = UserRoleMappingsRealm
    /// The segment this level adds to a path.
    public static let path = "composite"

    /// Reads an answer as `[RoleRepresentation]`.
    public static func parse(singular data: Data) throws -> [RoleRepresentation] {
        try JSONDecoder().decode([RoleRepresentation].self, from: data)
    }
}

extension UserRoleMappingsRealmComposite {
    /// The query of `GET /{realm}/users/{id}/role-mappings/realm/composite`, typed.
    ///
    /// - Parameters:
    ///   - briefRepresentation: if false, return roles with their attributes
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func showQuery(briefRepresentation: String? = nil) -> Query {
        var query = Query()
        query["briefRepresentation"] = briefRepresentation?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/users/{id}/role-mappings/realm/composite`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ShowParameters: QueryParameters {
        /// if false, return roles with their attributes
        public var briefRepresentation: String?

        /// Parameters with each value given.
        public init(briefRepresentation: String? = nil) {
            self.briefRepresentation = briefRepresentation
        }
    }
}

/// `PUT /{realm}/users/{id}/send-verify-email` (`replace`)
///
/// Send an email-verification email to the user An email contains a link the user can click to verify their email address.
///
/// Query:
/// - `client_id`, string: Client id
/// - `redirect_uri`, string: Redirect uri
public enum SendVerifyEmail: SingularChildResource, IsReplaceable, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = User
    /// The segment this level adds to a path.
    public static let path = "send-verify-email"

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .put: 200
        default: nil
        }
    }
}

extension SendVerifyEmail {
    /// The query of `PUT /{realm}/users/{id}/send-verify-email`, typed.
    ///
    /// - Parameters:
    ///   - clientId: Client id
    ///   - redirectUri: Redirect uri
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func replaceQuery(clientId: String? = nil, redirectUri: String? = nil) -> Query {
        var query = Query()
        query["client_id"] = clientId?.queryValue
        query["redirect_uri"] = redirectUri?.queryValue
        return query
    }

    /// The parameters of `PUT /{realm}/users/{id}/send-verify-email`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ReplaceParameters: QueryParameters {
        /// Client id
        public var clientId: String?
        /// Redirect uri
        public var redirectUri: String?

        /// Parameters with each value given.
        public init(clientId: String? = nil, redirectUri: String? = nil) {
            self.clientId = clientId
            self.redirectUri = redirectUri
        }

        private enum CodingKeys: String, CodingKey {
            case clientId = "client_id"
            case redirectUri = "redirect_uri"
        }
    }
}

/// `GET /{realm}/users/{id}/sessions` (`list`)
///
/// Get sessions associated with the user
public struct SessionResource: ChildResource, IsListable {
    /// The level above this one.
    public typealias Parent = User
    /// The segment this level adds to a path.
    public static let path = "sessions"

    /// The record's ID: `id`.
    public let id: String

    /// Reads a list as `[UserSessionRepresentation]`.
    public static func parse(collection data: Data) throws -> [UserSessionRepresentation] {
        try JSONDecoder().decode([UserSessionRepresentation].self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `GET /{realm}/users/count` (`action`)
///
/// Returns the number of users that match the given criteria.
///
/// Query:
/// - `email`, string: email filter
/// - `emailVerified`, string
/// - `enabled`, string: Boolean representing if user is enabled or not
/// - `firstName`, string: first name filter
/// - `lastName`, string: last name filter
/// - `q`, string
/// - `search`, string: arbitrary search string for all the fields below. Default search behavior is prefix-based (e.g., foo or foo*). Use foo for infix search and &quot;foo&quot; for exact search.
/// - `username`, string: username filter
public enum GetUsersCount: CollectionAction {
    /// The resource whose collection it acts on.
    public typealias Target = User
    /// The method its path is sent with.
    public typealias Method = GET
    /// The segment this level adds to a path.
    public static let path = "count"

    /// Reads an answer as `Int`.
    public static func parse(singular data: Data) throws -> Int {
        try JSONDecoder().decode(Int.self, from: data)
    }
}

extension GetUsersCount {
    /// The query of `GET /{realm}/users/count`, typed.
    ///
    /// - Parameters:
    ///   - email: email filter
    ///   - emailVerified: `emailVerified`.
    ///   - enabled: Boolean representing if user is enabled or not
    ///   - firstName: first name filter
    ///   - lastName: last name filter
    ///   - q: `q`.
    ///   - search: arbitrary search string for all the fields below. Default search behavior is prefix-based (e.g., foo or foo*). Use foo for infix search and &quot;foo&quot; for exact search.
    ///   - username: username filter
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func query(
        email: String? = nil,
        emailVerified: String? = nil,
        enabled: String? = nil,
        firstName: String? = nil,
        lastName: String? = nil,
        q: String? = nil,
        search: String? = nil,
        username: String? = nil
    ) -> Query {
        var query = Query()
        query["email"] = email?.queryValue
        query["emailVerified"] = emailVerified?.queryValue
        query["enabled"] = enabled?.queryValue
        query["firstName"] = firstName?.queryValue
        query["lastName"] = lastName?.queryValue
        query["q"] = q?.queryValue
        query["search"] = search?.queryValue
        query["username"] = username?.queryValue
        return query
    }

    /// The parameters of `GET /{realm}/users/count`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct Parameters: QueryParameters {
        /// email filter
        public var email: String?
        /// `emailVerified`.
        public var emailVerified: String?
        /// Boolean representing if user is enabled or not
        public var enabled: String?
        /// first name filter
        public var firstName: String?
        /// last name filter
        public var lastName: String?
        /// `q`.
        public var q: String?
        /// arbitrary search string for all the fields below. Default search behavior is prefix-based (e.g., foo or foo*). Use foo for infix search and &quot;foo&quot; for exact search.
        public var search: String?
        /// username filter
        public var username: String?

        /// Parameters with each value given.
        public init(
            email: String? = nil,
            emailVerified: String? = nil,
            enabled: String? = nil,
            firstName: String? = nil,
            lastName: String? = nil,
            q: String? = nil,
            search: String? = nil,
            username: String? = nil
        ) {
            self.email = email
            self.emailVerified = emailVerified
            self.enabled = enabled
            self.firstName = firstName
            self.lastName = lastName
            self.q = q
            self.search = search
            self.username = username
        }
    }
}

/// `GET /{realm}/users/profile` (`show`)
///
/// `PUT /{realm}/users/profile` (`replace`)
public enum Profile: SingularChildResource, IsShowable, IsReplaceable {
    /// The level above this one.
    public typealias Parent = Realm
    /// What a replace sends.
    public typealias ReplaceBody = UPConfig
    /// The segment this level adds to a path.
    public static let path = "users/profile"

    /// Reads an answer as `UPConfig`.
    public static func parse(singular data: Data) throws -> UPConfig {
        try JSONDecoder().decode(UPConfig.self, from: data)
    }
}

/// `GET /{realm}/users/profile/metadata` (`show`)
public enum Metadata: SingularChildResource, IsShowable {
    /// The level above this one.
    public typealias Parent = Profile
    /// The segment this level adds to a path.
    public static let path = "metadata"

    /// Reads an answer as `UserProfileMetadata`.
    public static func parse(singular data: Data) throws -> UserProfileMetadata {
        try JSONDecoder().decode(UserProfileMetadata.self, from: data)
    }
}

/// `GET /{realm}/users-management-permissions` (`show`)
///
/// `PUT /{realm}/users-management-permissions` (`replace`)
public enum UsersManagementPermissions: SingularChildResource, IsShowable, IsReplaceable {
    /// The level above this one.
    public typealias Parent = Realm
    /// What a replace sends.
    public typealias ReplaceBody = ManagementPermissionReference
    /// The segment this level adds to a path.
    public static let path = "users-management-permissions"

    /// Reads an answer as `ManagementPermissionReference`.
    public static func parse(singular data: Data) throws -> ManagementPermissionReference {
        try JSONDecoder().decode(ManagementPermissionReference.self, from: data)
    }
}

/// `POST /` (`action`)
///
/// Import a realm. Imports a realm from a full representation of that realm.
public enum Post: CollectionAction, AnswersNoContent, AnswersStatus {
    /// The resource whose collection it acts on.
    public typealias Target = Realm
    /// The method its path is sent with.
    public typealias Method = POST
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `PUT /{realm}` (`action`)
///
/// Update the top-level information of the realm Any user, roles or client information in the representation will be ignored.
public enum PutByRealm: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Realm
    /// The method its path is sent with.
    public typealias Method = PUTWith<RealmRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .put: 200
        default: nil
        }
    }
}

/// `DELETE /{realm}` (`action`)
///
/// Delete the realm
public enum DeleteByRealm: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = Realm
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `DELETE /{realm}/admin-events` (`action`)
///
/// Delete all admin events
public enum DeleteAdminEvents: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = AdminEvents
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `DELETE /{realm}/attack-detection/brute-force/users/{userId}` (`action`)
///
/// Clear any user login failures for the user This can release temporary disabled user
public enum DeleteBruteForceUser: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = BruteForceUser
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `PUT /{realm}/authentication/config/{id}` (`action`)
///
/// Update authenticator configuration
public enum PutAuthenticationConfig: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = ConfigByID
    /// The method its path is sent with.
    public typealias Method = PUTWith<AuthenticatorConfigRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `DELETE /{realm}/authentication/config/{id}` (`action`)
///
/// Delete authenticator configuration
public enum DeleteConfig: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = ConfigByID
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `POST /{realm}/authentication/flows` (`action`)
///
/// Create a new authentication flow
public enum PostFlows: CollectionAction, AnswersNoContent, AnswersStatus {
    /// The resource whose collection it acts on.
    public typealias Target = Flow
    /// The method its path is sent with.
    public typealias Method = POSTWith<AuthenticationFlowRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `PUT /{realm}/authentication/flows/{id}` (`action`)
///
/// Update an authentication flow
public enum PutFlow: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Flow
    /// The method its path is sent with.
    public typealias Method = PUTWith<AuthenticationFlowRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .put: 200
        default: nil
        }
    }
}

/// `DELETE /{realm}/authentication/flows/{id}` (`action`)
///
/// Delete an authentication flow
public enum DeleteFlow: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = Flow
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `PUT /{realm}/authentication/required-actions/{alias}` (`action`)
///
/// Update required action
public enum PutRequiredAction: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = RequiredAction
    /// The method its path is sent with.
    public typealias Method = PUTWith<RequiredActionProviderRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `DELETE /{realm}/authentication/required-actions/{alias}` (`action`)
///
/// Delete required action
public enum DeleteRequiredAction: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = RequiredAction
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `PUT /{realm}/client-policies/policies` (`action`)
public enum PutPolicies: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Policies
    /// The method its path is sent with.
    public typealias Method = PUTWith<ClientPoliciesRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .put: 200
        default: nil
        }
    }
}

/// `PUT /{realm}/client-policies/profiles` (`action`)
public enum PutProfiles: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Profiles
    /// The method its path is sent with.
    public typealias Method = PUTWith<ClientProfilesRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .put: 200
        default: nil
        }
    }
}

/// `POST /{realm}/client-scopes` (`action`)
///
/// Create a new client scope Client Scope’s name must be unique!
public enum PostClientScopes: CollectionAction, AnswersNoContent, AnswersStatus {
    /// The resource whose collection it acts on.
    public typealias Target = ClientScope
    /// The method its path is sent with.
    public typealias Method = POSTWith<ClientScopeRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `PUT /{realm}/client-scopes/{id}` (`action`)
///
/// Update the client scope
public enum PutClientScope: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = ClientScope
    /// The method its path is sent with.
    public typealias Method = PUTWith<ClientScopeRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .put: 200
        default: nil
        }
    }
}

/// `DELETE /{realm}/client-scopes/{id}` (`action`)
///
/// Delete the client scope
public enum DeleteClientScope: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = ClientScope
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .delete: 200
        default: nil
        }
    }
}

/// `POST /{realm}/client-scopes/{id}/protocol-mappers/models` (`action`)
///
/// Create a mapper
public enum PostClientScopeProtocolMappersModels: CollectionAction, AnswersNoContent, AnswersStatus {
    /// The resource whose collection it acts on.
    public typealias Target = Model
    /// The method its path is sent with.
    public typealias Method = POSTWith<ProtocolMapperRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `PUT /{realm}/client-scopes/{id1}/protocol-mappers/models/{id2}` (`action`)
///
/// Update the mapper
public enum PutClientScopeProtocolMappersModel: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = Model
    /// The method its path is sent with.
    public typealias Method = PUTWith<ProtocolMapperRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `DELETE /{realm}/client-scopes/{id1}/protocol-mappers/models/{id2}` (`action`)
///
/// Delete the mapper
public enum DeleteClientScopeProtocolMappersModel: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = Model
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `DELETE /{realm}/client-scopes/{id}/scope-mappings/clients/{client}` (`action`)
///
/// Remove client-level roles from the client’s scope.
public enum DeleteClientScopeScopeMappingsClient: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = ScopeMappingsClient
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `POST /{realm}/client-scopes/{id}/scope-mappings/realm` (`action`)
///
/// Add a set of realm-level roles to the client’s scope
public enum PostClientScopeScopeMappingsRealm: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = ScopeMappingsRealm
    /// The method its path is sent with.
    public typealias Method = POSTWith<RoleRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }
}

/// `DELETE /{realm}/client-scopes/{id}/scope-mappings/realm` (`action`)
///
/// Remove a set of realm-level roles from the client’s scope
public enum DeleteClientScopeScopeMappingsRealm: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = ScopeMappingsRealm
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `POST /{realm}/client-templates` (`action`)
///
/// Create a new client scope Client Scope’s name must be unique!
public enum PostClientTemplates: CollectionAction, AnswersNoContent, AnswersStatus {
    /// The resource whose collection it acts on.
    public typealias Target = ClientTemplate
    /// The method its path is sent with.
    public typealias Method = POSTWith<ClientScopeRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `PUT /{realm}/client-templates/{id}` (`action`)
///
/// Update the client scope
public enum PutClientTemplate: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = ClientTemplate
    /// The method its path is sent with.
    public typealias Method = PUTWith<ClientScopeRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .put: 200
        default: nil
        }
    }
}

/// `DELETE /{realm}/client-templates/{id}` (`action`)
///
/// Delete the client scope
public enum DeleteClientTemplate: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = ClientTemplate
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .delete: 200
        default: nil
        }
    }
}

/// `POST /{realm}/client-templates/{id}/protocol-mappers/models` (`action`)
///
/// Create a mapper
public enum PostClientTemplateProtocolMappersModels: CollectionAction, AnswersNoContent, AnswersStatus {
    /// The resource whose collection it acts on.
    public typealias Target = ClientTemplateProtocolMappersModel
    /// The method its path is sent with.
    public typealias Method = POSTWith<ProtocolMapperRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `PUT /{realm}/client-templates/{id1}/protocol-mappers/models/{id2}` (`action`)
///
/// Update the mapper
public enum PutClientTemplateProtocolMappersModel: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = ClientTemplateProtocolMappersModel
    /// The method its path is sent with.
    public typealias Method = PUTWith<ProtocolMapperRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `DELETE /{realm}/client-templates/{id1}/protocol-mappers/models/{id2}` (`action`)
///
/// Delete the mapper
public enum DeleteClientTemplateProtocolMappersModel: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = ClientTemplateProtocolMappersModel
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `DELETE /{realm}/client-templates/{id}/scope-mappings/clients/{client}` (`action`)
///
/// Remove client-level roles from the client’s scope.
public enum DeleteClientTemplateScopeMappingsClient: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = ClientTemplateScopeMappingsClient
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `POST /{realm}/client-templates/{id}/scope-mappings/realm` (`action`)
///
/// Add a set of realm-level roles to the client’s scope
public enum PostClientTemplateScopeMappingsRealm: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = ClientTemplateScopeMappingsRealm
    /// The method its path is sent with.
    public typealias Method = POSTWith<RoleRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }
}

/// `DELETE /{realm}/client-templates/{id}/scope-mappings/realm` (`action`)
///
/// Remove a set of realm-level roles from the client’s scope
public enum DeleteClientTemplateScopeMappingsRealm: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = ClientTemplateScopeMappingsRealm
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `POST /{realm}/clients` (`action`)
///
/// Create a new client Client’s client_id must be unique!
public enum PostClients: CollectionAction, AnswersNoContent, AnswersStatus {
    /// The resource whose collection it acts on.
    public typealias Target = Client
    /// The method its path is sent with.
    public typealias Method = POSTWith<ClientRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `PUT /{realm}/clients/{id}` (`action`)
///
/// Update the client
public enum PutClient: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Client
    /// The method its path is sent with.
    public typealias Method = PUTWith<ClientRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .put: 200
        default: nil
        }
    }
}

/// `DELETE /{realm}/clients/{id}` (`action`)
///
/// Delete the client
public enum DeleteClientByRealmById: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = Client
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `POST /{realm}/clients/{id}/protocol-mappers/models` (`action`)
///
/// Create a mapper
public enum PostClientProtocolMappersModels: CollectionAction, AnswersNoContent, AnswersStatus {
    /// The resource whose collection it acts on.
    public typealias Target = ClientProtocolMappersModel
    /// The method its path is sent with.
    public typealias Method = POSTWith<ProtocolMapperRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `PUT /{realm}/clients/{id1}/protocol-mappers/models/{id2}` (`action`)
///
/// Update the mapper
public enum PutClientProtocolMappersModel: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = ClientProtocolMappersModel
    /// The method its path is sent with.
    public typealias Method = PUTWith<ProtocolMapperRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `DELETE /{realm}/clients/{id1}/protocol-mappers/models/{id2}` (`action`)
///
/// Delete the mapper
public enum DeleteClientProtocolMappersModel: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = ClientProtocolMappersModel
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `DELETE /{realm}/clients/{id}/client-secret/rotated` (`action`)
///
/// Invalidate the rotated secret for the client
public enum DeleteRotated: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Rotated
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .delete: 200
        default: nil
        }
    }
}

/// `POST /{realm}/clients/{id}/roles` (`action`)
///
/// Create a new role for the realm or client
public enum PostClientRoles: CollectionAction, AnswersNoContent, AnswersStatus {
    /// The resource whose collection it acts on.
    public typealias Target = ClientRole
    /// The method its path is sent with.
    public typealias Method = POSTWith<RoleRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `PUT /{realm}/clients/{id}/roles/{role-name}` (`action`)
///
/// Update a role by name
public enum PutClientRole: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = ClientRole
    /// The method its path is sent with.
    public typealias Method = PUTWith<RoleRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .put: 200
        default: nil
        }
    }
}

/// `DELETE /{realm}/clients/{id}/roles/{role-name}` (`action`)
///
/// Delete a role by name
public enum DeleteClientRole: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = ClientRole
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `POST /{realm}/clients/{id}/roles/{role-name}/composites` (`action`)
///
/// Add a composite to the role
public enum PostClientRoleComposites: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = ClientRoleComposites
    /// The method its path is sent with.
    public typealias Method = POSTWith<RoleRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }
}

/// `DELETE /{realm}/clients/{id}/roles/{role-name}/composites` (`action`)
///
/// Remove roles from the role’s composite
public enum DeleteClientRoleComposites: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = ClientRoleComposites
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `DELETE /{realm}/clients/{id}/scope-mappings/clients/{client}` (`action`)
///
/// Remove client-level roles from the client’s scope.
public enum DeleteClientScopeMappingsClient: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = ClientScopeMappingsClient
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `POST /{realm}/clients/{id}/scope-mappings/realm` (`action`)
///
/// Add a set of realm-level roles to the client’s scope
public enum PostClientScopeMappingsRealm: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = ClientScopeMappingsRealm
    /// The method its path is sent with.
    public typealias Method = POSTWith<RoleRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }
}

/// `DELETE /{realm}/clients/{id}/scope-mappings/realm` (`action`)
///
/// Remove a set of realm-level roles from the client’s scope
public enum DeleteClientScopeMappingsRealm: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = ClientScopeMappingsRealm
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `POST /{realm}/clients-initial-access` (`action`)
///
/// Create a new initial access token.
public enum PostClientsInitialAccess: RecordAction {
    /// The level above this one.
    public typealias Parent = ClientsInitialAccess
    /// The method its path is sent with.
    public typealias Method = POSTWith<ClientInitialAccessCreatePresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// Reads an answer as `ClientInitialAccessPresentation`.
    public static func parse(singular data: Data) throws -> ClientInitialAccessPresentation {
        try JSONDecoder().decode(ClientInitialAccessPresentation.self, from: data)
    }
}

/// `POST /{realm}/components` (`action`)
public enum PostComponents: CollectionAction, AnswersNoContent, AnswersStatus {
    /// The resource whose collection it acts on.
    public typealias Target = Component
    /// The method its path is sent with.
    public typealias Method = POSTWith<ComponentRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `PUT /{realm}/components/{id}` (`action`)
public enum PutComponent: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Component
    /// The method its path is sent with.
    public typealias Method = PUTWith<ComponentRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .put: 200
        default: nil
        }
    }
}

/// `DELETE /{realm}/components/{id}` (`action`)
public enum DeleteComponent: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = Component
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `DELETE /{realm}/events` (`action`)
///
/// Delete all events
public enum DeleteEvents: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = Events
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `PUT /{realm}/events/config` (`action`)
public enum PutEventsConfig: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = EventsConfig
    /// The method its path is sent with.
    public typealias Method = PUTWith<RealmEventsConfigRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `POST /{realm}/groups` (`action`)
///
/// create or add a top level realm groupSet or create child.
public enum PostGroups: CollectionAction, AnswersNoContent, AnswersStatus {
    /// The resource whose collection it acts on.
    public typealias Target = Group
    /// The method its path is sent with.
    public typealias Method = POSTWith<GroupRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `PUT /{realm}/groups/{id}` (`action`)
///
/// Update group, ignores subgroups.
public enum PutGroupByRealmById: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Group
    /// The method its path is sent with.
    public typealias Method = PUTWith<GroupRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .put: 200
        default: nil
        }
    }
}

/// `DELETE /{realm}/groups/{id}` (`action`)
public enum DeleteGroupByRealmById: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = Group
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `POST /{realm}/groups/{id}/children` (`action`)
///
/// Set or create child.
public enum PostChildren: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Children
    /// The method its path is sent with.
    public typealias Method = POSTWith<GroupRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `DELETE /{realm}/groups/{id}/role-mappings/clients/{client}` (`action`)
///
/// Delete client-level roles from user role mapping
public enum DeleteGroupRoleMappingsClient: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = RoleMappingsClient
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `POST /{realm}/groups/{id}/role-mappings/realm` (`action`)
///
/// Add realm-level role mappings to the user
public enum PostGroupRoleMappingsRealm: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = RoleMappingsRealm
    /// The method its path is sent with.
    public typealias Method = POSTWith<RoleRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }
}

/// `DELETE /{realm}/groups/{id}/role-mappings/realm` (`action`)
///
/// Delete realm-level role mappings
public enum DeleteGroupRoleMappingsRealm: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = RoleMappingsRealm
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `POST /{realm}/identity-provider/instances` (`action`)
///
/// Create a new identity provider
public enum PostInstances: CollectionAction, AnswersNoContent, AnswersStatus {
    /// The resource whose collection it acts on.
    public typealias Target = Instance
    /// The method its path is sent with.
    public typealias Method = POSTWith<IdentityProviderRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `PUT /{realm}/identity-provider/instances/{alias}` (`action`)
///
/// Update the identity provider
public enum PutInstance: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Instance
    /// The method its path is sent with.
    public typealias Method = PUTWith<IdentityProviderRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .put: 200
        default: nil
        }
    }
}

/// `DELETE /{realm}/identity-provider/instances/{alias}` (`action`)
///
/// Delete the identity provider
public enum DeleteInstance: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Instance
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .delete: 200
        default: nil
        }
    }
}

/// `POST /{realm}/identity-provider/instances/{alias}/mappers` (`action`)
///
/// Add a mapper to identity provider
public enum PostMappers: CollectionAction, AnswersNoContent, AnswersStatus {
    /// The resource whose collection it acts on.
    public typealias Target = Mapper
    /// The method its path is sent with.
    public typealias Method = POSTWith<IdentityProviderMapperRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `PUT /{realm}/identity-provider/instances/{alias}/mappers/{id}` (`action`)
///
/// Update a mapper for the identity provider
public enum PutMapper: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = Mapper
    /// The method its path is sent with.
    public typealias Method = PUTWith<IdentityProviderMapperRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `DELETE /{realm}/identity-provider/instances/{alias}/mappers/{id}` (`action`)
///
/// Delete a mapper for the identity provider
public enum DeleteMapper: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = Mapper
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `DELETE /{realm}/localization/{locale}` (`action`)
public enum DeleteLocalizationByRealmByLocale: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = LocalizationByID
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `PUT /{realm}/localization/{locale}/{key}` (`action`)
public enum PutLocalization: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = LocalizationByIDKey
    /// The method its path is sent with.
    public typealias Method = PUT
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `DELETE /{realm}/localization/{locale}/{key}` (`action`)
public enum DeleteLocalizationByRealmByLocaleByKey: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = LocalizationByIDKey
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `POST /{realm}/roles` (`action`)
///
/// Create a new role for the realm or client
public enum PostRolesByRealm: CollectionAction, AnswersNoContent, AnswersStatus {
    /// The resource whose collection it acts on.
    public typealias Target = Role
    /// The method its path is sent with.
    public typealias Method = POSTWith<RoleRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `PUT /{realm}/roles/{role-name}` (`action`)
///
/// Update a role by name
public enum PutRoleByRealmByRoleName: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Role
    /// The method its path is sent with.
    public typealias Method = PUTWith<RoleRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .put: 200
        default: nil
        }
    }
}

/// `DELETE /{realm}/roles/{role-name}` (`action`)
///
/// Delete a role by name
public enum DeleteRoleByRealmByRoleName: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = Role
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `POST /{realm}/roles/{role-name}/composites` (`action`)
///
/// Add a composite to the role
public enum PostRoleCompositesByRealmByRoleName: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = RoleComposites
    /// The method its path is sent with.
    public typealias Method = POSTWith<RoleRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }
}

/// `DELETE /{realm}/roles/{role-name}/composites` (`action`)
///
/// Remove roles from the role’s composite
public enum DeleteRoleCompositesByRealmByRoleName: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = RoleComposites
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `PUT /{realm}/roles-by-id/{role-id}` (`action`)
///
/// Update the role
public enum PutRolesById: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = RolesById
    /// The method its path is sent with.
    public typealias Method = PUTWith<RoleRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `DELETE /{realm}/roles-by-id/{role-id}` (`action`)
///
/// Delete the role
public enum DeleteRolesById: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = RolesById
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `POST /{realm}/roles-by-id/{role-id}/composites` (`action`)
///
/// Make the role a composite role by associating some child roles
public enum PostRolesByIdComposites: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = RolesByIdComposites
    /// The method its path is sent with.
    public typealias Method = POSTWith<RoleRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }
}

/// `DELETE /{realm}/roles-by-id/{role-id}/composites` (`action`)
///
/// Remove a set of roles from the role’s composite
public enum DeleteRolesByIdComposites: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = RolesByIdComposites
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `POST /{realm}/users` (`action`)
///
/// Create a new user Username must be unique.
public enum PostUsers: CollectionAction, AnswersNoContent, AnswersStatus {
    /// The resource whose collection it acts on.
    public typealias Target = User
    /// The method its path is sent with.
    public typealias Method = POSTWith<UserRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `PUT /{realm}/users/{id}` (`action`)
///
/// Update the user
public enum PutUser: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = User
    /// The method its path is sent with.
    public typealias Method = PUTWith<UserRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .put: 200
        default: nil
        }
    }
}

/// `DELETE /{realm}/users/{id}` (`action`)
///
/// Delete the user
public enum DeleteUserByRealmById: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = User
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .delete: 200
        default: nil
        }
    }
}

/// `DELETE /{realm}/users/{id}/role-mappings/clients/{client}` (`action`)
///
/// Delete client-level roles from user role mapping
public enum DeleteUserRoleMappingsClient: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = UserRoleMappingsClient
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `POST /{realm}/users/{id}/role-mappings/realm` (`action`)
///
/// Add realm-level role mappings to the user
public enum PostUserRoleMappingsRealm: RecordAction, AnswersNoContent, AnswersStatus {
    /// The level above this one.
    public typealias Parent = UserRoleMappingsRealm
    /// The method its path is sent with.
    public typealias Method = POSTWith<RoleRepresentation>
    /// The segment this level adds to a path.
    public static let path = ""

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }
}

/// `DELETE /{realm}/users/{id}/role-mappings/realm` (`action`)
///
/// Delete realm-level role mappings
public enum DeleteUserRoleMappingsRealm: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = UserRoleMappingsRealm
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

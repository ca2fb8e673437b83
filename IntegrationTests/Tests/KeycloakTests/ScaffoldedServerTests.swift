// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

import Foundation
import Hummingbird
import HummingbirdTesting
public import KeycloakAPI
import Synchronization
import Testing
import Yopuy
public import YopuyHummingbird
import YopuyURLSession

/// A YopuyHummingbird server of the declarations of Keycloak Admin REST API 1.0,
/// answering each operation with each status the document gives it, called through a client
/// of the same declarations: each success decoded as declared, each failure its status.
///
/// Not served: POST /{realm}/clients/{id}/certificates/{attr}/download: its answer is not JSON.
///
/// Not served: POST /{realm}/clients/{id}/certificates/{attr}/generate-and-download: its answer is not JSON.
///
/// Not served: GET /{realm}/identity-provider/instances/{alias}/mapper-types: its answer is not JSON.
///
/// Not served: GET /{realm}/localization/{locale}/{key}: its answer is not JSON.
@Suite("Scaffolded server")
struct ScaffoldedServerTests {
    @Test("each operation answers each status the document gives it, and the client reads it")
    func everyStatus() async throws {
        try await Self.everyStatus(through: URLSessionAdapter())
    }

    /// Serves every operation and calls each once for each of its statuses through `adapter`.
    static func everyStatus<Adapter: HTTPAdapter>(through adapter: Adapter) async throws {
        let router = Router()
        let calls = Calls()
        Self.serve0(router, calls)
        Self.serve1(router, calls)
        Self.serve2(router, calls)
        Self.serve3(router, calls)
        Self.serve4(router, calls)
        Self.serve5(router, calls)
        Self.serve6(router, calls)
        Self.serve7(router, calls)
        Self.serve8(router, calls)
        Self.serve9(router, calls)
        Self.serve10(router, calls)
        Self.serve11(router, calls)
        Self.serve12(router, calls)
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let base = try #require(URL(string: "http://127.0.0.1:\(port)"))
            let service = Service(adapter: adapter, URL: base)
            var met = 0
            met += try await Self.call0(service)
            met += try await Self.call1(service)
            met += try await Self.call2(service)
            met += try await Self.call3(service)
            met += try await Self.call4(service)
            met += try await Self.call5(service)
            met += try await Self.call6(service)
            met += try await Self.call7(service)
            met += try await Self.call8(service)
            met += try await Self.call9(service)
            met += try await Self.call10(service)
            met += try await Self.call11(service)
            met += try await Self.call12(service)
            #expect(met == 312)
        }
    }

    /// How many times each operation was called, so that its handler answers its statuses in turn.
    final class Calls: Sendable {
        private let counts = Mutex<[Int: Int]>([:])

        func next(_ operation: Int, of statuses: [Int]) -> Int {
            counts.withLock { counts in
                defer { counts[operation, default: 0] += 1 }
                return statuses[counts[operation, default: 0] % statuses.count]
            }
        }
    }

    /// `json` read as `type`.
    static func sample<Value: Decodable>(_ json: String, as type: Value.Type = Value.self) throws -> Value {
        try JSONDecoder().decode(Value.self, from: Data(json.utf8))
    }

    /// The answer of `status`: a success with `json` read as the answer's type (none for 204),
    /// a failure with its sample of the API's error body in `failing`, or without a body.
    static func answer<Value: Codable & Sendable>(
        _ json: String,
        _ status: Int,
        failing: [Int: String] = [:]
    ) throws -> ResourceAnswer<Value> {
        if status >= 400 {
            throw ResourceError<String?>(HTTPResponse.Status(code: status), nil)
        }
        if status == 204 { return ResourceAnswer(nil, status: .noContent) }
        return ResourceAnswer(try sample(json), status: HTTPResponse.Status(code: status))
    }

    /// Whether a call answered `status`: a success read as declared, or a failure of that
    /// status whose body, where `failing` has one, reads as the API's error body.
    static func met<Value>(
        _ status: Int,
        _ label: String,
        failing: [Int: String] = [:],
        _ call: () async throws -> Yopuy.Response<Value>
    ) async -> Bool {
        do {
            let response = try await call()
            #expect(response.status == status, "\(label): \(status)")
            return response.status == status
        } catch let error as YopuyError {
            #expect(status >= 400 && error.status == status, "\(label): \(status): \(error)")
            return status >= 400 && error.status == status
        } catch {
            Issue.record("\(label): \(status): \(error)")
            return false
        }
    }

    private static func serve0(_ router: Router<BasicRequestContext>, _ calls: Calls) {
        router.answer(Realm.list) { (_, _) -> ResourceAnswer<[RealmRepresentation]> in
            try answer("[]", calls.next(1, of: [200]))
        }
        router.answer(Post.action) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(2, of: [200]))
        }
        router.answer(Realm.show) { (_, _, _) -> ResourceAnswer<RealmRepresentation> in
            try answer("{}", calls.next(3, of: [200]))
        }
        router.answer(Realm.at / PutByRealm.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(4, of: [200]))
        }
        router.answer(Realm.at / DeleteByRealm.action) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(5, of: [204]))
        }
        router.answer(Realm.at / AdminEvents.show) { (_, _, _) -> ResourceAnswer<[AdminEventRepresentation]> in
            try answer("[]", calls.next(6, of: [200]))
        }
        router.answer(Realm.at / AdminEvents.show / DeleteAdminEvents.action) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(7, of: [204]))
        }
        router.answer(Realm.at / AttackDetection.at / BruteForce.at / DeleteUsers.action) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(8, of: [204]))
        }
        router.answer(Realm.at / AttackDetection.at / BruteForce.at / BruteForceUser.show) {
            (_, _, _) -> ResourceAnswer<[String: [String: AnyJSON]]> in
            try answer("{}", calls.next(9, of: [200]))
        }
        let shape10Part0 = Realm.at / AttackDetection.at / BruteForce.at / BruteForceUser.at
        router.answer(shape10Part0 / DeleteBruteForceUser.action) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(10, of: [204]))
        }
        router.answer(Realm.at / RealmAuthentication.at / AuthenticatorProvider.list) {
            (_, _, _) -> ResourceAnswer<[[String: AnyJSON]]> in
            try answer("[]", calls.next(11, of: [200]))
        }
        router.answer(Realm.at / RealmAuthentication.at / ClientAuthenticatorProvider.list) {
            (_, _, _) -> ResourceAnswer<[[String: AnyJSON]]> in
            try answer("[]", calls.next(12, of: [200]))
        }
        router.answer(Realm.at / RealmAuthentication.at / Config.at / PostAuthenticationConfig.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(13, of: [200]))
        }
        router.answer(Realm.at / RealmAuthentication.at / ConfigDescription.show) {
            (_, _, _) -> ResourceAnswer<AuthenticatorConfigInfoRepresentation> in
            try answer("{}", calls.next(14, of: [200]))
        }
        router.answer(Realm.at / RealmAuthentication.at / Config.at / ConfigByID.show) {
            (_, _, _) -> ResourceAnswer<AuthenticatorConfigRepresentation> in
            try answer("{}", calls.next(15, of: [200]))
        }
        let shape16Part0 = Realm.at / RealmAuthentication.at / Config.at / ConfigByID.at
        router.answer(shape16Part0 / PutAuthenticationConfig.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(16, of: [204]))
        }
        let shape17Part0 = Realm.at / RealmAuthentication.at / Config.at / ConfigByID.at
        router.answer(shape17Part0 / DeleteConfig.action) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(17, of: [204]))
        }
        router.answer(Realm.at / RealmAuthentication.at / Execution.create) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(18, of: [200]))
        }
        router.answer(Realm.at / RealmAuthentication.at / Execution.show) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(19, of: [200]))
        }
        router.answer(Realm.at / RealmAuthentication.at / Execution.delete) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(20, of: [204]))
        }
        let shape21Part0 = Realm.at / RealmAuthentication.at / Execution.at / ExecutionConfig.at
        router.answer(shape21Part0 / PostExecutionConfig.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(21, of: [200]))
        }
        let shape22Part0 = Realm.at / RealmAuthentication.at / Execution.at / ExecutionConfig.at
        router.answer(shape22Part0 / ExecutionConfigConfigByID.show) {
            (_, _, _) -> ResourceAnswer<AuthenticatorConfigRepresentation> in
            try answer("{}", calls.next(22, of: [200]))
        }
        router.answer(Realm.at / RealmAuthentication.at / Execution.at / PostExecutionLowerPriority.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(23, of: [201]))
        }
        router.answer(Realm.at / RealmAuthentication.at / Execution.at / PostExecutionRaisePriority.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(24, of: [201]))
        }
        router.answer(Realm.at / RealmAuthentication.at / Flow.list) {
            (_, _, _) -> ResourceAnswer<[AuthenticationFlowRepresentation]> in
            try answer("[]", calls.next(25, of: [200]))
        }
    }

    private static func call0<Adapter: HTTPAdapter>(_ service: Service<Adapter>) async throws -> Int {
        var count = 0
        for status in [200] {
            if await met(status, "GET /", { try await service.call(Realm.list) }) { count += 1 }
        }
        for status in [200] {
            if await met(
                status,
                "POST /",
                {
                    try await service.call(
                        Post.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(status, "GET /{realm}", { try await service.call(Realm.show("realm")) }) { count += 1 }
        }
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}",
                {
                    try await service.call(
                        Realm.at("realm") / PutByRealm.action,
                        body: try Self.sample("{}", as: RealmRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}",
                { try await service.call(Realm.at("realm") / DeleteByRealm.action) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/admin-events",
                { try await service.call(Realm.at("realm") / AdminEvents.show) }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/admin-events",
                { try await service.call(Realm.at("realm") / AdminEvents.show / DeleteAdminEvents.action) }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/attack-detection/brute-force/users",
                { try await service.call(Realm.at("realm") / AttackDetection.at / BruteForce.at / DeleteUsers.action) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/attack-detection/brute-force/users/{userId}",
                {
                    try await service.call(
                        Realm.at("realm") / AttackDetection.at / BruteForce.at / BruteForceUser.show("userId")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/attack-detection/brute-force/users/{userId}",
                {
                    try await service.call(
                        Realm.at("realm") / AttackDetection.at / BruteForce.at / BruteForceUser.at("userId")
                            / DeleteBruteForceUser.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/authentication/authenticator-providers",
                { try await service.call(Realm.at("realm") / RealmAuthentication.at / AuthenticatorProvider.list) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/authentication/client-authenticator-providers",
                {
                    try await service.call(
                        Realm.at("realm") / RealmAuthentication.at / ClientAuthenticatorProvider.list
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/authentication/config",
                {
                    try await service.call(
                        Realm.at("realm") / RealmAuthentication.at / Config.at / PostAuthenticationConfig.action,
                        body: try Self.sample("{}", as: AuthenticatorConfigRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/authentication/config-description/{providerId}",
                {
                    try await service.call(
                        Realm.at("realm") / RealmAuthentication.at / ConfigDescription.show("providerId")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/authentication/config/{id}",
                {
                    try await service.call(
                        Realm.at("realm") / RealmAuthentication.at / Config.at / ConfigByID.show("id")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "PUT /{realm}/authentication/config/{id}",
                {
                    try await service.call(
                        Realm.at("realm") / RealmAuthentication.at / Config.at / ConfigByID.at("id")
                            / PutAuthenticationConfig.action,
                        body: try Self.sample("{}", as: AuthenticatorConfigRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/authentication/config/{id}",
                {
                    try await service.call(
                        Realm.at("realm") / RealmAuthentication.at / Config.at / ConfigByID.at("id")
                            / DeleteConfig.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/authentication/executions",
                {
                    try await service.call(
                        Realm.at("realm") / RealmAuthentication.at / Execution.create,
                        body: try Self.sample("{}", as: AuthenticationExecutionRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/authentication/executions/{executionId}",
                { try await service.call(Realm.at("realm") / RealmAuthentication.at / Execution.show("executionId")) }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/authentication/executions/{executionId}",
                { try await service.call(Realm.at("realm") / RealmAuthentication.at / Execution.delete("executionId")) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/authentication/executions/{executionId}/config",
                {
                    try await service.call(
                        Realm.at("realm") / RealmAuthentication.at / Execution.at("executionId") / ExecutionConfig.at
                            / PostExecutionConfig.action,
                        body: try Self.sample("{}", as: AuthenticatorConfigRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/authentication/executions/{executionId}/config/{id}",
                {
                    try await service.call(
                        Realm.at("realm") / RealmAuthentication.at / Execution.at("executionId") / ExecutionConfig.at
                            / ExecutionConfigConfigByID.show("id")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/authentication/executions/{executionId}/lower-priority",
                {
                    try await service.call(
                        Realm.at("realm") / RealmAuthentication.at / Execution.at("executionId")
                            / PostExecutionLowerPriority.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/authentication/executions/{executionId}/raise-priority",
                {
                    try await service.call(
                        Realm.at("realm") / RealmAuthentication.at / Execution.at("executionId")
                            / PostExecutionRaisePriority.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/authentication/flows",
                { try await service.call(Realm.at("realm") / RealmAuthentication.at / Flow.list) }
            ) {
                count += 1
            }
        }
        return count
    }

    private static func serve1(_ router: Router<BasicRequestContext>, _ calls: Calls) {
        router.answer(Realm.at / RealmAuthentication.at / PostFlows.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(26, of: [200]))
        }
        router.answer(Realm.at / RealmAuthentication.at / Flow.at / PostCopy.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(27, of: [200]))
        }
        router.answer(Realm.at / RealmAuthentication.at / Flow.at / Executions.show) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(28, of: [200]))
        }
        router.answer(Realm.at / RealmAuthentication.at / Flow.at / Executions.replace) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(29, of: [200]))
        }
        let shape30Part0 = Realm.at / RealmAuthentication.at / Flow.at / Executions.show
        router.answer(shape30Part0 / PostExecution.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(30, of: [200]))
        }
        let shape31Part0 = Realm.at / RealmAuthentication.at / Flow.at / Executions.show
        router.answer(shape31Part0 / PostFlow.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(31, of: [200]))
        }
        router.answer(Realm.at / RealmAuthentication.at / Flow.show) {
            (_, _, _) -> ResourceAnswer<AuthenticationFlowRepresentation> in
            try answer("{}", calls.next(32, of: [200]))
        }
        router.answer(Realm.at / RealmAuthentication.at / Flow.at / PutFlow.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(33, of: [200]))
        }
        router.answer(Realm.at / RealmAuthentication.at / Flow.at / DeleteFlow.action) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(34, of: [204]))
        }
        router.answer(Realm.at / RealmAuthentication.at / FormActionProvider.list) {
            (_, _, _) -> ResourceAnswer<[[String: AnyJSON]]> in
            try answer("[]", calls.next(35, of: [200]))
        }
        router.answer(Realm.at / RealmAuthentication.at / FormProvider.list) {
            (_, _, _) -> ResourceAnswer<[[String: AnyJSON]]> in
            try answer("[]", calls.next(36, of: [200]))
        }
        router.answer(Realm.at / RealmAuthentication.at / PerClientConfigDescription.show) {
            (_, _, _) -> ResourceAnswer<[String: ConfigPropertyRepresentation]> in
            try answer("{}", calls.next(37, of: [200]))
        }
        router.answer(Realm.at / RealmAuthentication.at / PostRegisterRequiredAction.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(38, of: [201]))
        }
        router.answer(Realm.at / RealmAuthentication.at / RequiredAction.list) {
            (_, _, _) -> ResourceAnswer<[RequiredActionProviderRepresentation]> in
            try answer("[]", calls.next(39, of: [200]))
        }
        router.answer(Realm.at / RealmAuthentication.at / RequiredAction.show) {
            (_, _, _) -> ResourceAnswer<RequiredActionProviderRepresentation> in
            try answer("{}", calls.next(40, of: [200]))
        }
        router.answer(Realm.at / RealmAuthentication.at / RequiredAction.at / PutRequiredAction.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(41, of: [204]))
        }
        router.answer(Realm.at / RealmAuthentication.at / RequiredAction.at / DeleteRequiredAction.action) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(42, of: [204]))
        }
        router.answer(Realm.at / RealmAuthentication.at / RequiredAction.at / PostRequiredActionLowerPriority.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(43, of: [201]))
        }
        router.answer(Realm.at / RealmAuthentication.at / RequiredAction.at / PostRequiredActionRaisePriority.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(44, of: [201]))
        }
        router.answer(Realm.at / RealmAuthentication.at / UnregisteredRequiredAction.list) {
            (_, _, _) -> ResourceAnswer<[String]> in
            try answer("[]", calls.next(45, of: [200]))
        }
        router.answer(Realm.at / PostClientDescriptionConverter.action) {
            (_, _, _, _) -> ResourceAnswer<ClientRepresentation> in
            try answer("{}", calls.next(46, of: [200]))
        }
        router.answer(Realm.at / ClientPolicies.at / Policies.show) {
            (_, _, _) -> ResourceAnswer<ClientPoliciesRepresentation> in
            try answer("{}", calls.next(47, of: [200]))
        }
        router.answer(Realm.at / ClientPolicies.at / Policies.show / PutPolicies.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(48, of: [200]))
        }
        router.answer(Realm.at / ClientPolicies.at / Profiles.show) {
            (_, _, _) -> ResourceAnswer<ClientProfilesRepresentation> in
            try answer("{}", calls.next(49, of: [200]))
        }
        router.answer(Realm.at / ClientPolicies.at / Profiles.show / PutProfiles.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(50, of: [200]))
        }
    }

    private static func call1<Adapter: HTTPAdapter>(_ service: Service<Adapter>) async throws -> Int {
        var count = 0
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/authentication/flows",
                {
                    try await service.call(
                        Realm.at("realm") / RealmAuthentication.at / PostFlows.action,
                        body: try Self.sample("{}", as: AuthenticationFlowRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/authentication/flows/{flowAlias}/copy",
                {
                    try await service.call(
                        Realm.at("realm") / RealmAuthentication.at / Flow.at("flowAlias") / PostCopy.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/authentication/flows/{flowAlias}/executions",
                {
                    try await service.call(
                        Realm.at("realm") / RealmAuthentication.at / Flow.at("flowAlias") / Executions.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}/authentication/flows/{flowAlias}/executions",
                {
                    try await service.call(
                        Realm.at("realm") / RealmAuthentication.at / Flow.at("flowAlias") / Executions.replace,
                        body: try Self.sample("{}", as: AuthenticationExecutionInfoRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/authentication/flows/{flowAlias}/executions/execution",
                {
                    try await service.call(
                        Realm.at("realm") / RealmAuthentication.at / Flow.at("flowAlias") / Executions.show
                            / PostExecution.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/authentication/flows/{flowAlias}/executions/flow",
                {
                    try await service.call(
                        Realm.at("realm") / RealmAuthentication.at / Flow.at("flowAlias") / Executions.show
                            / PostFlow.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/authentication/flows/{id}",
                { try await service.call(Realm.at("realm") / RealmAuthentication.at / Flow.show("id")) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}/authentication/flows/{id}",
                {
                    try await service.call(
                        Realm.at("realm") / RealmAuthentication.at / Flow.at("id") / PutFlow.action,
                        body: try Self.sample("{}", as: AuthenticationFlowRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/authentication/flows/{id}",
                {
                    try await service.call(
                        Realm.at("realm") / RealmAuthentication.at / Flow.at("id") / DeleteFlow.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/authentication/form-action-providers",
                { try await service.call(Realm.at("realm") / RealmAuthentication.at / FormActionProvider.list) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/authentication/form-providers",
                { try await service.call(Realm.at("realm") / RealmAuthentication.at / FormProvider.list) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/authentication/per-client-config-description",
                { try await service.call(Realm.at("realm") / RealmAuthentication.at / PerClientConfigDescription.show) }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/authentication/register-required-action",
                {
                    try await service.call(
                        Realm.at("realm") / RealmAuthentication.at / PostRegisterRequiredAction.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/authentication/required-actions",
                { try await service.call(Realm.at("realm") / RealmAuthentication.at / RequiredAction.list) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/authentication/required-actions/{alias}",
                { try await service.call(Realm.at("realm") / RealmAuthentication.at / RequiredAction.show("alias")) }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "PUT /{realm}/authentication/required-actions/{alias}",
                {
                    try await service.call(
                        Realm.at("realm") / RealmAuthentication.at / RequiredAction.at("alias")
                            / PutRequiredAction.action,
                        body: try Self.sample("{}", as: RequiredActionProviderRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/authentication/required-actions/{alias}",
                {
                    try await service.call(
                        Realm.at("realm") / RealmAuthentication.at / RequiredAction.at("alias")
                            / DeleteRequiredAction.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/authentication/required-actions/{alias}/lower-priority",
                {
                    try await service.call(
                        Realm.at("realm") / RealmAuthentication.at / RequiredAction.at("alias")
                            / PostRequiredActionLowerPriority.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/authentication/required-actions/{alias}/raise-priority",
                {
                    try await service.call(
                        Realm.at("realm") / RealmAuthentication.at / RequiredAction.at("alias")
                            / PostRequiredActionRaisePriority.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/authentication/unregistered-required-actions",
                { try await service.call(Realm.at("realm") / RealmAuthentication.at / UnregisteredRequiredAction.list) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/client-description-converter",
                {
                    try await service.call(
                        Realm.at("realm") / PostClientDescriptionConverter.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-policies/policies",
                { try await service.call(Realm.at("realm") / ClientPolicies.at / Policies.show) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}/client-policies/policies",
                {
                    try await service.call(
                        Realm.at("realm") / ClientPolicies.at / Policies.show / PutPolicies.action,
                        body: try Self.sample("{}", as: ClientPoliciesRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-policies/profiles",
                { try await service.call(Realm.at("realm") / ClientPolicies.at / Profiles.show) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}/client-policies/profiles",
                {
                    try await service.call(
                        Realm.at("realm") / ClientPolicies.at / Profiles.show / PutProfiles.action,
                        body: try Self.sample("{}", as: ClientProfilesRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        return count
    }

    private static func serve2(_ router: Router<BasicRequestContext>, _ calls: Calls) {
        router.answer(Realm.at / ClientRegistrationPolicy.at / Provider.list) {
            (_, _, _) -> ResourceAnswer<[ComponentTypeRepresentation]> in
            try answer("[]", calls.next(51, of: [200]))
        }
        router.answer(Realm.at / ClientScope.list) { (_, _, _) -> ResourceAnswer<[ClientScopeRepresentation]> in
            try answer("[]", calls.next(52, of: [200]))
        }
        router.answer(Realm.at / PostClientScopes.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(53, of: [200]))
        }
        router.answer(Realm.at / ClientScope.at / ProtocolMappers.at / Model.show) {
            (_, _, _) -> ResourceAnswer<ProtocolMapperRepresentation> in
            try answer("{}", calls.next(54, of: [200]))
        }
        let shape55Part0 = Realm.at / ClientScope.at / ProtocolMappers.at / Model.at
        router.answer(shape55Part0 / PutClientScopeProtocolMappersModel.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(55, of: [204]))
        }
        let shape56Part0 = Realm.at / ClientScope.at / ProtocolMappers.at / Model.at
        router.answer(shape56Part0 / DeleteClientScopeProtocolMappersModel.action) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(56, of: [204]))
        }
        router.answer(Realm.at / ClientScope.show) { (_, _, _) -> ResourceAnswer<ClientScopeRepresentation> in
            try answer("{}", calls.next(57, of: [200]))
        }
        router.answer(Realm.at / ClientScope.at / PutClientScope.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(58, of: [200]))
        }
        router.answer(Realm.at / ClientScope.at / DeleteClientScope.action) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(59, of: [200]))
        }
        router.answer(Realm.at / ClientScope.at / ProtocolMappers.at / AddModel.create) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(60, of: [201]))
        }
        router.answer(Realm.at / ClientScope.at / ProtocolMappers.at / Model.list) {
            (_, _, _) -> ResourceAnswer<[ProtocolMapperRepresentation]> in
            try answer("[]", calls.next(61, of: [200]))
        }
        router.answer(Realm.at / ClientScope.at / ProtocolMappers.at / PostClientScopeProtocolMappersModels.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(62, of: [200]))
        }
        router.answer(Realm.at / ClientScope.at / ProtocolMappers.at / ProtocolMappersProtocol.show) {
            (_, _, _) -> ResourceAnswer<[ProtocolMapperRepresentation]> in
            try answer("[]", calls.next(63, of: [200]))
        }
        router.answer(Realm.at / ClientScope.at / ScopeMappings.show) {
            (_, _, _) -> ResourceAnswer<MappingsRepresentation> in
            try answer("{}", calls.next(64, of: [200]))
        }
        router.answer(Realm.at / ClientScope.at / ScopeMappings.show / ScopeMappingsClient.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(65, of: [200]))
        }
        let shape66Part0 = Realm.at / ClientScope.at / ScopeMappings.show / ScopeMappingsClient.at
        router.answer(shape66Part0 / PostClientScopeScopeMappingsClient.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(66, of: [201]))
        }
        let shape67Part0 = Realm.at / ClientScope.at / ScopeMappings.show / ScopeMappingsClient.at
        router.answer(shape67Part0 / DeleteClientScopeScopeMappingsClient.action) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(67, of: [204]))
        }
        let shape68Part0 = Realm.at / ClientScope.at / ScopeMappings.show / ScopeMappingsClient.at
        router.answer(shape68Part0 / Available.show) { (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(68, of: [200]))
        }
        let shape69Part0 = Realm.at / ClientScope.at / ScopeMappings.show / ScopeMappingsClient.at
        router.answer(shape69Part0 / Composite.show) { (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(69, of: [200]))
        }
        router.answer(Realm.at / ClientScope.at / ScopeMappings.show / ScopeMappingsRealm.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(70, of: [200]))
        }
        let shape71Part0 = Realm.at / ClientScope.at / ScopeMappings.show / ScopeMappingsRealm.show
        router.answer(shape71Part0 / PostClientScopeScopeMappingsRealm.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(71, of: [201]))
        }
        let shape72Part0 = Realm.at / ClientScope.at / ScopeMappings.show / ScopeMappingsRealm.show
        router.answer(shape72Part0 / DeleteClientScopeScopeMappingsRealm.action) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(72, of: [204]))
        }
        let shape73Part0 = Realm.at / ClientScope.at / ScopeMappings.show / ScopeMappingsRealm.show
        router.answer(shape73Part0 / ScopeMappingsRealmAvailable.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(73, of: [200]))
        }
        let shape74Part0 = Realm.at / ClientScope.at / ScopeMappings.show / ScopeMappingsRealm.show
        router.answer(shape74Part0 / ScopeMappingsRealmComposite.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(74, of: [200]))
        }
        router.answer(Realm.at / ClientSessionStat.list) { (_, _, _) -> ResourceAnswer<[String]> in
            try answer("[]", calls.next(75, of: [200]))
        }
    }

    private static func call2<Adapter: HTTPAdapter>(_ service: Service<Adapter>) async throws -> Int {
        var count = 0
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-registration-policy/providers",
                { try await service.call(Realm.at("realm") / ClientRegistrationPolicy.at / Provider.list) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-scopes",
                { try await service.call(Realm.at("realm") / ClientScope.list) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/client-scopes",
                {
                    try await service.call(
                        Realm.at("realm") / PostClientScopes.action,
                        body: try Self.sample("{}", as: ClientScopeRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-scopes/{id1}/protocol-mappers/models/{id2}",
                {
                    try await service.call(
                        Realm.at("realm") / ClientScope.at("id1") / ProtocolMappers.at / Model.show("id2")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "PUT /{realm}/client-scopes/{id1}/protocol-mappers/models/{id2}",
                {
                    try await service.call(
                        Realm.at("realm") / ClientScope.at("id1") / ProtocolMappers.at / Model.at("id2")
                            / PutClientScopeProtocolMappersModel.action,
                        body: try Self.sample("{}", as: ProtocolMapperRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/client-scopes/{id1}/protocol-mappers/models/{id2}",
                {
                    try await service.call(
                        Realm.at("realm") / ClientScope.at("id1") / ProtocolMappers.at / Model.at("id2")
                            / DeleteClientScopeProtocolMappersModel.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-scopes/{id}",
                { try await service.call(Realm.at("realm") / ClientScope.show("id")) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}/client-scopes/{id}",
                {
                    try await service.call(
                        Realm.at("realm") / ClientScope.at("id") / PutClientScope.action,
                        body: try Self.sample("{}", as: ClientScopeRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "DELETE /{realm}/client-scopes/{id}",
                { try await service.call(Realm.at("realm") / ClientScope.at("id") / DeleteClientScope.action) }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/client-scopes/{id}/protocol-mappers/add-models",
                {
                    try await service.call(
                        Realm.at("realm") / ClientScope.at("id") / ProtocolMappers.at / AddModel.create,
                        body: try Self.sample("{}", as: ProtocolMapperRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-scopes/{id}/protocol-mappers/models",
                { try await service.call(Realm.at("realm") / ClientScope.at("id") / ProtocolMappers.at / Model.list) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/client-scopes/{id}/protocol-mappers/models",
                {
                    try await service.call(
                        Realm.at("realm") / ClientScope.at("id") / ProtocolMappers.at
                            / PostClientScopeProtocolMappersModels.action,
                        body: try Self.sample("{}", as: ProtocolMapperRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-scopes/{id}/protocol-mappers/protocol/{protocol}",
                {
                    try await service.call(
                        Realm.at("realm") / ClientScope.at("id") / ProtocolMappers.at
                            / ProtocolMappersProtocol.show("protocol")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-scopes/{id}/scope-mappings",
                { try await service.call(Realm.at("realm") / ClientScope.at("id") / ScopeMappings.show) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-scopes/{id}/scope-mappings/clients/{client}",
                {
                    try await service.call(
                        Realm.at("realm") / ClientScope.at("id") / ScopeMappings.show
                            / ScopeMappingsClient.show("client")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/client-scopes/{id}/scope-mappings/clients/{client}",
                {
                    try await service.call(
                        Realm.at("realm") / ClientScope.at("id") / ScopeMappings.show / ScopeMappingsClient.at("client")
                            / PostClientScopeScopeMappingsClient.action,
                        body: try Self.sample("{}", as: RoleRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/client-scopes/{id}/scope-mappings/clients/{client}",
                {
                    try await service.call(
                        Realm.at("realm") / ClientScope.at("id") / ScopeMappings.show / ScopeMappingsClient.at("client")
                            / DeleteClientScopeScopeMappingsClient.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-scopes/{id}/scope-mappings/clients/{client}/available",
                {
                    try await service.call(
                        Realm.at("realm") / ClientScope.at("id") / ScopeMappings.show / ScopeMappingsClient.at("client")
                            / Available.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-scopes/{id}/scope-mappings/clients/{client}/composite",
                {
                    try await service.call(
                        Realm.at("realm") / ClientScope.at("id") / ScopeMappings.show / ScopeMappingsClient.at("client")
                            / Composite.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-scopes/{id}/scope-mappings/realm",
                {
                    try await service.call(
                        Realm.at("realm") / ClientScope.at("id") / ScopeMappings.show / ScopeMappingsRealm.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/client-scopes/{id}/scope-mappings/realm",
                {
                    try await service.call(
                        Realm.at("realm") / ClientScope.at("id") / ScopeMappings.show / ScopeMappingsRealm.show
                            / PostClientScopeScopeMappingsRealm.action,
                        body: try Self.sample("{}", as: RoleRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/client-scopes/{id}/scope-mappings/realm",
                {
                    try await service.call(
                        Realm.at("realm") / ClientScope.at("id") / ScopeMappings.show / ScopeMappingsRealm.show
                            / DeleteClientScopeScopeMappingsRealm.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-scopes/{id}/scope-mappings/realm/available",
                {
                    try await service.call(
                        Realm.at("realm") / ClientScope.at("id") / ScopeMappings.show / ScopeMappingsRealm.show
                            / ScopeMappingsRealmAvailable.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-scopes/{id}/scope-mappings/realm/composite",
                {
                    try await service.call(
                        Realm.at("realm") / ClientScope.at("id") / ScopeMappings.show / ScopeMappingsRealm.show
                            / ScopeMappingsRealmComposite.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-session-stats",
                { try await service.call(Realm.at("realm") / ClientSessionStat.list) }
            ) {
                count += 1
            }
        }
        return count
    }

    private static func serve3(_ router: Router<BasicRequestContext>, _ calls: Calls) {
        router.answer(Realm.at / ClientTemplate.list) { (_, _, _) -> ResourceAnswer<[ClientScopeRepresentation]> in
            try answer("[]", calls.next(76, of: [200]))
        }
        router.answer(Realm.at / PostClientTemplates.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(77, of: [200]))
        }
        router.answer(
            Realm.at / ClientTemplate.at / ClientTemplateProtocolMappers.at / ClientTemplateProtocolMappersModel.show
        ) { (_, _, _) -> ResourceAnswer<ProtocolMapperRepresentation> in
            try answer("{}", calls.next(78, of: [200]))
        }
        let shape79Part0 =
            Realm.at / ClientTemplate.at / ClientTemplateProtocolMappers.at / ClientTemplateProtocolMappersModel.at
        router.answer(shape79Part0 / PutClientTemplateProtocolMappersModel.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(79, of: [204]))
        }
        let shape80Part0 =
            Realm.at / ClientTemplate.at / ClientTemplateProtocolMappers.at / ClientTemplateProtocolMappersModel.at
        router.answer(shape80Part0 / DeleteClientTemplateProtocolMappersModel.action) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(80, of: [204]))
        }
        router.answer(Realm.at / ClientTemplate.show) { (_, _, _) -> ResourceAnswer<ClientScopeRepresentation> in
            try answer("{}", calls.next(81, of: [200]))
        }
        router.answer(Realm.at / ClientTemplate.at / PutClientTemplate.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(82, of: [200]))
        }
        router.answer(Realm.at / ClientTemplate.at / DeleteClientTemplate.action) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(83, of: [200]))
        }
        router.answer(
            Realm.at / ClientTemplate.at / ClientTemplateProtocolMappers.at
                / ClientTemplateProtocolMappersAddModel.create
        ) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(84, of: [201]))
        }
        router.answer(
            Realm.at / ClientTemplate.at / ClientTemplateProtocolMappers.at / ClientTemplateProtocolMappersModel.list
        ) { (_, _, _) -> ResourceAnswer<[ProtocolMapperRepresentation]> in
            try answer("[]", calls.next(85, of: [200]))
        }
        router.answer(
            Realm.at / ClientTemplate.at / ClientTemplateProtocolMappers.at
                / PostClientTemplateProtocolMappersModels.action
        ) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(86, of: [200]))
        }
        router.answer(
            Realm.at / ClientTemplate.at / ClientTemplateProtocolMappers.at / ClientTemplateProtocolMappersProtocol.show
        ) { (_, _, _) -> ResourceAnswer<[ProtocolMapperRepresentation]> in
            try answer("[]", calls.next(87, of: [200]))
        }
        router.answer(Realm.at / ClientTemplate.at / ClientTemplateScopeMappings.show) {
            (_, _, _) -> ResourceAnswer<MappingsRepresentation> in
            try answer("{}", calls.next(88, of: [200]))
        }
        router.answer(
            Realm.at / ClientTemplate.at / ClientTemplateScopeMappings.show / ClientTemplateScopeMappingsClient.show
        ) { (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(89, of: [200]))
        }
        let shape90Part0 =
            Realm.at / ClientTemplate.at / ClientTemplateScopeMappings.show / ClientTemplateScopeMappingsClient.at
        router.answer(shape90Part0 / PostClientTemplateScopeMappingsClient.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(90, of: [201]))
        }
        let shape91Part0 =
            Realm.at / ClientTemplate.at / ClientTemplateScopeMappings.show / ClientTemplateScopeMappingsClient.at
        router.answer(shape91Part0 / DeleteClientTemplateScopeMappingsClient.action) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(91, of: [204]))
        }
        let shape92Part0 =
            Realm.at / ClientTemplate.at / ClientTemplateScopeMappings.show / ClientTemplateScopeMappingsClient.at
        router.answer(shape92Part0 / ClientTemplateScopeMappingsClientAvailable.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(92, of: [200]))
        }
        let shape93Part0 =
            Realm.at / ClientTemplate.at / ClientTemplateScopeMappings.show / ClientTemplateScopeMappingsClient.at
        router.answer(shape93Part0 / ClientTemplateScopeMappingsClientComposite.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(93, of: [200]))
        }
        router.answer(
            Realm.at / ClientTemplate.at / ClientTemplateScopeMappings.show / ClientTemplateScopeMappingsRealm.show
        ) { (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(94, of: [200]))
        }
        let shape95Part0 =
            Realm.at / ClientTemplate.at / ClientTemplateScopeMappings.show / ClientTemplateScopeMappingsRealm.show
        router.answer(shape95Part0 / PostClientTemplateScopeMappingsRealm.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(95, of: [201]))
        }
        let shape96Part0 =
            Realm.at / ClientTemplate.at / ClientTemplateScopeMappings.show / ClientTemplateScopeMappingsRealm.show
        router.answer(shape96Part0 / DeleteClientTemplateScopeMappingsRealm.action) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(96, of: [204]))
        }
        let shape97Part0 =
            Realm.at / ClientTemplate.at / ClientTemplateScopeMappings.show / ClientTemplateScopeMappingsRealm.show
        router.answer(shape97Part0 / ClientTemplateScopeMappingsRealmAvailable.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(97, of: [200]))
        }
        let shape98Part0 =
            Realm.at / ClientTemplate.at / ClientTemplateScopeMappings.show / ClientTemplateScopeMappingsRealm.show
        router.answer(shape98Part0 / ClientTemplateScopeMappingsRealmComposite.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(98, of: [200]))
        }
        router.answer(Realm.at / Client.list) { (_, _, _) -> ResourceAnswer<[ClientRepresentation]> in
            try answer("[]", calls.next(99, of: [200]))
        }
        router.answer(Realm.at / PostClients.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(100, of: [200]))
        }
    }

    private static func call3<Adapter: HTTPAdapter>(_ service: Service<Adapter>) async throws -> Int {
        var count = 0
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-templates",
                { try await service.call(Realm.at("realm") / ClientTemplate.list) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/client-templates",
                {
                    try await service.call(
                        Realm.at("realm") / PostClientTemplates.action,
                        body: try Self.sample("{}", as: ClientScopeRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-templates/{id1}/protocol-mappers/models/{id2}",
                {
                    try await service.call(
                        Realm.at("realm") / ClientTemplate.at("id1") / ClientTemplateProtocolMappers.at
                            / ClientTemplateProtocolMappersModel.show("id2")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "PUT /{realm}/client-templates/{id1}/protocol-mappers/models/{id2}",
                {
                    try await service.call(
                        Realm.at("realm") / ClientTemplate.at("id1") / ClientTemplateProtocolMappers.at
                            / ClientTemplateProtocolMappersModel.at("id2")
                            / PutClientTemplateProtocolMappersModel.action,
                        body: try Self.sample("{}", as: ProtocolMapperRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/client-templates/{id1}/protocol-mappers/models/{id2}",
                {
                    try await service.call(
                        Realm.at("realm") / ClientTemplate.at("id1") / ClientTemplateProtocolMappers.at
                            / ClientTemplateProtocolMappersModel.at("id2")
                            / DeleteClientTemplateProtocolMappersModel.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-templates/{id}",
                { try await service.call(Realm.at("realm") / ClientTemplate.show("id")) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}/client-templates/{id}",
                {
                    try await service.call(
                        Realm.at("realm") / ClientTemplate.at("id") / PutClientTemplate.action,
                        body: try Self.sample("{}", as: ClientScopeRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "DELETE /{realm}/client-templates/{id}",
                { try await service.call(Realm.at("realm") / ClientTemplate.at("id") / DeleteClientTemplate.action) }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/client-templates/{id}/protocol-mappers/add-models",
                {
                    try await service.call(
                        Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateProtocolMappers.at
                            / ClientTemplateProtocolMappersAddModel.create,
                        body: try Self.sample("{}", as: ProtocolMapperRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-templates/{id}/protocol-mappers/models",
                {
                    try await service.call(
                        Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateProtocolMappers.at
                            / ClientTemplateProtocolMappersModel.list
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/client-templates/{id}/protocol-mappers/models",
                {
                    try await service.call(
                        Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateProtocolMappers.at
                            / PostClientTemplateProtocolMappersModels.action,
                        body: try Self.sample("{}", as: ProtocolMapperRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-templates/{id}/protocol-mappers/protocol/{protocol}",
                {
                    try await service.call(
                        Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateProtocolMappers.at
                            / ClientTemplateProtocolMappersProtocol.show("protocol")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-templates/{id}/scope-mappings",
                {
                    try await service.call(
                        Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateScopeMappings.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-templates/{id}/scope-mappings/clients/{client}",
                {
                    try await service.call(
                        Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateScopeMappings.show
                            / ClientTemplateScopeMappingsClient.show("client")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/client-templates/{id}/scope-mappings/clients/{client}",
                {
                    try await service.call(
                        Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateScopeMappings.show
                            / ClientTemplateScopeMappingsClient.at("client")
                            / PostClientTemplateScopeMappingsClient.action,
                        body: try Self.sample("{}", as: RoleRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/client-templates/{id}/scope-mappings/clients/{client}",
                {
                    try await service.call(
                        Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateScopeMappings.show
                            / ClientTemplateScopeMappingsClient.at("client")
                            / DeleteClientTemplateScopeMappingsClient.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-templates/{id}/scope-mappings/clients/{client}/available",
                {
                    try await service.call(
                        Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateScopeMappings.show
                            / ClientTemplateScopeMappingsClient.at("client")
                            / ClientTemplateScopeMappingsClientAvailable.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-templates/{id}/scope-mappings/clients/{client}/composite",
                {
                    try await service.call(
                        Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateScopeMappings.show
                            / ClientTemplateScopeMappingsClient.at("client")
                            / ClientTemplateScopeMappingsClientComposite.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-templates/{id}/scope-mappings/realm",
                {
                    try await service.call(
                        Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateScopeMappings.show
                            / ClientTemplateScopeMappingsRealm.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/client-templates/{id}/scope-mappings/realm",
                {
                    try await service.call(
                        Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateScopeMappings.show
                            / ClientTemplateScopeMappingsRealm.show / PostClientTemplateScopeMappingsRealm.action,
                        body: try Self.sample("{}", as: RoleRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/client-templates/{id}/scope-mappings/realm",
                {
                    try await service.call(
                        Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateScopeMappings.show
                            / ClientTemplateScopeMappingsRealm.show / DeleteClientTemplateScopeMappingsRealm.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-templates/{id}/scope-mappings/realm/available",
                {
                    try await service.call(
                        Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateScopeMappings.show
                            / ClientTemplateScopeMappingsRealm.show / ClientTemplateScopeMappingsRealmAvailable.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/client-templates/{id}/scope-mappings/realm/composite",
                {
                    try await service.call(
                        Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateScopeMappings.show
                            / ClientTemplateScopeMappingsRealm.show / ClientTemplateScopeMappingsRealmComposite.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(status, "GET /{realm}/clients", { try await service.call(Realm.at("realm") / Client.list) }) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/clients",
                {
                    try await service.call(
                        Realm.at("realm") / PostClients.action,
                        body: try Self.sample("{}", as: ClientRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        return count
    }

    private static func serve4(_ router: Router<BasicRequestContext>, _ calls: Calls) {
        router.answer(Realm.at / ClientsInitialAccess.show) {
            (_, _, _) -> ResourceAnswer<[ClientInitialAccessPresentation]> in
            try answer("[]", calls.next(101, of: [200]))
        }
        router.answer(Realm.at / ClientsInitialAccess.show / PostClientsInitialAccess.action) {
            (_, _, _, _) -> ResourceAnswer<ClientInitialAccessPresentation> in
            try answer("{}", calls.next(102, of: [200]))
        }
        router.answer(Realm.at / ClientsInitialAccess.show / ClientsInitialAccessByID.delete) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(103, of: [204]))
        }
        router.answer(Realm.at / Client.at / ClientProtocolMappers.at / ClientProtocolMappersModel.show) {
            (_, _, _) -> ResourceAnswer<ProtocolMapperRepresentation> in
            try answer("{}", calls.next(104, of: [200]))
        }
        let shape105Part0 = Realm.at / Client.at / ClientProtocolMappers.at / ClientProtocolMappersModel.at
        router.answer(shape105Part0 / PutClientProtocolMappersModel.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(105, of: [204]))
        }
        let shape106Part0 = Realm.at / Client.at / ClientProtocolMappers.at / ClientProtocolMappersModel.at
        router.answer(shape106Part0 / DeleteClientProtocolMappersModel.action) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(106, of: [204]))
        }
        router.answer(Realm.at / Client.show) { (_, _, _) -> ResourceAnswer<ClientRepresentation> in
            try answer("{}", calls.next(107, of: [200]))
        }
        router.answer(Realm.at / Client.at / PutClient.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(108, of: [200]))
        }
        router.answer(Realm.at / Client.at / DeleteClientByRealmById.action) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(109, of: [204]))
        }
        router.answer(Realm.at / Client.at / Certificate.show) {
            (_, _, _) -> ResourceAnswer<CertificateRepresentation> in
            try answer("{}", calls.next(110, of: [200]))
        }
        router.answer(Realm.at / Client.at / Certificate.at / PostGenerate.action) {
            (_, _, _, _) -> ResourceAnswer<CertificateRepresentation> in
            try answer("{}", calls.next(111, of: [200]))
        }
        router.answer(Realm.at / Client.at / Certificate.at / PostUpload.action) {
            (_, _, _, _) -> ResourceAnswer<CertificateRepresentation> in
            try answer("{}", calls.next(112, of: [200]))
        }
        router.answer(Realm.at / Client.at / Certificate.at / PostUploadCertificate.action) {
            (_, _, _, _) -> ResourceAnswer<CertificateRepresentation> in
            try answer("{}", calls.next(113, of: [200]))
        }
        router.answer(Realm.at / Client.at / ClientSecret.show) {
            (_, _, _) -> ResourceAnswer<CredentialRepresentation> in
            try answer("{}", calls.next(114, of: [200]))
        }
        router.answer(Realm.at / Client.at / ClientSecret.create) {
            (_, _, _, _) -> ResourceAnswer<CredentialRepresentation> in
            try answer("{}", calls.next(115, of: [200]))
        }
        router.answer(Realm.at / Client.at / ClientSecret.show / Rotated.show) {
            (_, _, _) -> ResourceAnswer<CredentialRepresentation> in
            try answer("{}", calls.next(116, of: [200]))
        }
        let shape117Part0 = Realm.at / Client.at / ClientSecret.show / Rotated.show
        router.answer(shape117Part0 / DeleteRotated.action) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(117, of: [200]))
        }
        router.answer(Realm.at / Client.at / DefaultClientScope.list) {
            (_, _, _) -> ResourceAnswer<[ClientScopeRepresentation]> in
            try answer("[]", calls.next(118, of: [200]))
        }
        router.answer(Realm.at / Client.at / DefaultClientScope.replace) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(119, of: [204]))
        }
        router.answer(Realm.at / Client.at / DefaultClientScope.delete) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(120, of: [204]))
        }
        router.answer(Realm.at / Client.at / EvaluateScopes.at / GenerateExampleAccessToken.show) {
            (_, _, _) -> ResourceAnswer<AccessToken> in
            try answer("{}", calls.next(121, of: [200]))
        }
        router.answer(Realm.at / Client.at / EvaluateScopes.at / GenerateExampleIdToken.show) {
            (_, _, _) -> ResourceAnswer<IDToken> in
            try answer("{}", calls.next(122, of: [200]))
        }
        router.answer(Realm.at / Client.at / EvaluateScopes.at / GenerateExampleUserinfo.show) {
            (_, _, _) -> ResourceAnswer<[String: [String: AnyJSON]]> in
            try answer("{}", calls.next(123, of: [200]))
        }
        router.answer(Realm.at / Client.at / EvaluateScopes.at / ProtocolMapper.list) {
            (_, _, _) -> ResourceAnswer<[ProtocolMapperEvaluationRepresentation]> in
            try answer("[]", calls.next(124, of: [200]))
        }
        let shape125Part0 = Realm.at / Client.at / EvaluateScopes.at / ScopeMapping.at
        router.answer(shape125Part0 / Granted.show) { (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(125, of: [200]))
        }
    }

    private static func call4<Adapter: HTTPAdapter>(_ service: Service<Adapter>) async throws -> Int {
        var count = 0
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients-initial-access",
                { try await service.call(Realm.at("realm") / ClientsInitialAccess.show) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/clients-initial-access",
                {
                    try await service.call(
                        Realm.at("realm") / ClientsInitialAccess.show / PostClientsInitialAccess.action,
                        body: try Self.sample("{}", as: ClientInitialAccessCreatePresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/clients-initial-access/{id}",
                {
                    try await service.call(
                        Realm.at("realm") / ClientsInitialAccess.show / ClientsInitialAccessByID.delete("id")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id1}/protocol-mappers/models/{id2}",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id1") / ClientProtocolMappers.at
                            / ClientProtocolMappersModel.show("id2")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "PUT /{realm}/clients/{id1}/protocol-mappers/models/{id2}",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id1") / ClientProtocolMappers.at
                            / ClientProtocolMappersModel.at("id2") / PutClientProtocolMappersModel.action,
                        body: try Self.sample("{}", as: ProtocolMapperRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/clients/{id1}/protocol-mappers/models/{id2}",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id1") / ClientProtocolMappers.at
                            / ClientProtocolMappersModel.at("id2") / DeleteClientProtocolMappersModel.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}",
                { try await service.call(Realm.at("realm") / Client.show("id")) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}/clients/{id}",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / PutClient.action,
                        body: try Self.sample("{}", as: ClientRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/clients/{id}",
                { try await service.call(Realm.at("realm") / Client.at("id") / DeleteClientByRealmById.action) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/certificates/{attr}",
                { try await service.call(Realm.at("realm") / Client.at("id") / Certificate.show("attr")) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/clients/{id}/certificates/{attr}/generate",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / Certificate.at("attr") / PostGenerate.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/clients/{id}/certificates/{attr}/upload",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / Certificate.at("attr") / PostUpload.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/clients/{id}/certificates/{attr}/upload-certificate",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / Certificate.at("attr") / PostUploadCertificate.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/client-secret",
                { try await service.call(Realm.at("realm") / Client.at("id") / ClientSecret.show) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/clients/{id}/client-secret",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientSecret.create,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/client-secret/rotated",
                { try await service.call(Realm.at("realm") / Client.at("id") / ClientSecret.show / Rotated.show) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "DELETE /{realm}/clients/{id}/client-secret/rotated",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientSecret.show / Rotated.show / DeleteRotated.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/default-client-scopes",
                { try await service.call(Realm.at("realm") / Client.at("id") / DefaultClientScope.list) }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "PUT /{realm}/clients/{id}/default-client-scopes/{clientScopeId}",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / DefaultClientScope.replace("clientScopeId"),
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/clients/{id}/default-client-scopes/{clientScopeId}",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / DefaultClientScope.delete("clientScopeId")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/evaluate-scopes/generate-example-access-token",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / EvaluateScopes.at / GenerateExampleAccessToken.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/evaluate-scopes/generate-example-id-token",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / EvaluateScopes.at / GenerateExampleIdToken.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/evaluate-scopes/generate-example-userinfo",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / EvaluateScopes.at / GenerateExampleUserinfo.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/evaluate-scopes/protocol-mappers",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / EvaluateScopes.at / ProtocolMapper.list
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/evaluate-scopes/scope-mappings/{roleContainerId}/granted",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / EvaluateScopes.at / ScopeMapping.at("roleContainerId")
                            / Granted.show
                    )
                }
            ) {
                count += 1
            }
        }
        return count
    }

    private static func serve5(_ router: Router<BasicRequestContext>, _ calls: Calls) {
        let shape126Part0 = Realm.at / Client.at / EvaluateScopes.at / ScopeMapping.at
        router.answer(shape126Part0 / NotGranted.show) { (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(126, of: [200]))
        }
        router.answer(Realm.at / Client.at / Installation.at / InstallationProvider.show) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(127, of: [200]))
        }
        router.answer(Realm.at / Client.at / Management.at / Permissions.show) {
            (_, _, _) -> ResourceAnswer<ManagementPermissionReference> in
            try answer("{}", calls.next(128, of: [200]))
        }
        router.answer(Realm.at / Client.at / Management.at / Permissions.replace) {
            (_, _, _, _) -> ResourceAnswer<ManagementPermissionReference> in
            try answer("{}", calls.next(129, of: [200]))
        }
        router.answer(Realm.at / Client.at / Node.create) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(130, of: [201]))
        }
        router.answer(Realm.at / Client.at / Node.delete) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(131, of: [204]))
        }
        router.answer(Realm.at / Client.at / OfflineSessionCount.show) { (_, _, _) -> ResourceAnswer<[String: Int]> in
            try answer("{}", calls.next(132, of: [200]))
        }
        router.answer(Realm.at / Client.at / OfflineSession.list) {
            (_, _, _) -> ResourceAnswer<[UserSessionRepresentation]> in
            try answer("[]", calls.next(133, of: [200]))
        }
        router.answer(Realm.at / Client.at / OptionalClientScope.list) {
            (_, _, _) -> ResourceAnswer<[ClientScopeRepresentation]> in
            try answer("[]", calls.next(134, of: [200]))
        }
        router.answer(Realm.at / Client.at / OptionalClientScope.replace) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(135, of: [204]))
        }
        router.answer(Realm.at / Client.at / OptionalClientScope.delete) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(136, of: [204]))
        }
        router.answer(Realm.at / Client.at / ClientProtocolMappers.at / ClientProtocolMappersAddModel.create) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(137, of: [201]))
        }
        router.answer(Realm.at / Client.at / ClientProtocolMappers.at / ClientProtocolMappersModel.list) {
            (_, _, _) -> ResourceAnswer<[ProtocolMapperRepresentation]> in
            try answer("[]", calls.next(138, of: [200]))
        }
        router.answer(Realm.at / Client.at / ClientProtocolMappers.at / PostClientProtocolMappersModels.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(139, of: [200]))
        }
        router.answer(Realm.at / Client.at / ClientProtocolMappers.at / ClientProtocolMappersProtocol.show) {
            (_, _, _) -> ResourceAnswer<[ProtocolMapperRepresentation]> in
            try answer("[]", calls.next(140, of: [200]))
        }
        router.answer(Realm.at / Client.at / PostClientPushRevocation.action) {
            (_, _, _, _) -> ResourceAnswer<GlobalRequestResult> in
            try answer("{}", calls.next(141, of: [200]))
        }
        router.answer(Realm.at / Client.at / PostRegistrationAccessToken.action) {
            (_, _, _, _) -> ResourceAnswer<ClientRepresentation> in
            try answer("{}", calls.next(142, of: [200]))
        }
        router.answer(Realm.at / Client.at / ClientRole.list) { (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(143, of: [200]))
        }
        router.answer(Realm.at / Client.at / PostClientRoles.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(144, of: [200]))
        }
        router.answer(Realm.at / Client.at / ClientRole.show) { (_, _, _) -> ResourceAnswer<RoleRepresentation> in
            try answer("{}", calls.next(145, of: [200]))
        }
        router.answer(Realm.at / Client.at / ClientRole.at / PutClientRole.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(146, of: [200]))
        }
        router.answer(Realm.at / Client.at / ClientRole.at / DeleteClientRole.action) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(147, of: [204]))
        }
        router.answer(Realm.at / Client.at / ClientRole.at / ClientRoleComposites.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(148, of: [200]))
        }
        let shape149Part0 = Realm.at / Client.at / ClientRole.at / ClientRoleComposites.show
        router.answer(shape149Part0 / PostClientRoleComposites.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(149, of: [201]))
        }
        let shape150Part0 = Realm.at / Client.at / ClientRole.at / ClientRoleComposites.show
        router.answer(shape150Part0 / DeleteClientRoleComposites.action) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(150, of: [204]))
        }
    }

    private static func call5<Adapter: HTTPAdapter>(_ service: Service<Adapter>) async throws -> Int {
        var count = 0
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/evaluate-scopes/scope-mappings/{roleContainerId}/not-granted",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / EvaluateScopes.at / ScopeMapping.at("roleContainerId")
                            / NotGranted.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/installation/providers/{providerId}",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / Installation.at / InstallationProvider.show("providerId")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/management/permissions",
                { try await service.call(Realm.at("realm") / Client.at("id") / Management.at / Permissions.show) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}/clients/{id}/management/permissions",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / Management.at / Permissions.replace,
                        body: try Self.sample("{}", as: ManagementPermissionReference.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/clients/{id}/nodes",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / Node.create,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/clients/{id}/nodes/{node}",
                { try await service.call(Realm.at("realm") / Client.at("id") / Node.delete("node")) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/offline-session-count",
                { try await service.call(Realm.at("realm") / Client.at("id") / OfflineSessionCount.show) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/offline-sessions",
                { try await service.call(Realm.at("realm") / Client.at("id") / OfflineSession.list) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/optional-client-scopes",
                { try await service.call(Realm.at("realm") / Client.at("id") / OptionalClientScope.list) }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "PUT /{realm}/clients/{id}/optional-client-scopes/{clientScopeId}",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / OptionalClientScope.replace("clientScopeId"),
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/clients/{id}/optional-client-scopes/{clientScopeId}",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / OptionalClientScope.delete("clientScopeId")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/clients/{id}/protocol-mappers/add-models",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientProtocolMappers.at
                            / ClientProtocolMappersAddModel.create,
                        body: try Self.sample("{}", as: ProtocolMapperRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/protocol-mappers/models",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientProtocolMappers.at / ClientProtocolMappersModel.list
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/clients/{id}/protocol-mappers/models",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientProtocolMappers.at
                            / PostClientProtocolMappersModels.action,
                        body: try Self.sample("{}", as: ProtocolMapperRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/protocol-mappers/protocol/{protocol}",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientProtocolMappers.at
                            / ClientProtocolMappersProtocol.show("protocol")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/clients/{id}/push-revocation",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / PostClientPushRevocation.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/clients/{id}/registration-access-token",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / PostRegistrationAccessToken.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/roles",
                { try await service.call(Realm.at("realm") / Client.at("id") / ClientRole.list) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/clients/{id}/roles",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / PostClientRoles.action,
                        body: try Self.sample("{}", as: RoleRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/roles/{role-name}",
                { try await service.call(Realm.at("realm") / Client.at("id") / ClientRole.show("role-name")) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}/clients/{id}/roles/{role-name}",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientRole.at("role-name") / PutClientRole.action,
                        body: try Self.sample("{}", as: RoleRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/clients/{id}/roles/{role-name}",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientRole.at("role-name") / DeleteClientRole.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/roles/{role-name}/composites",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientRole.at("role-name") / ClientRoleComposites.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/clients/{id}/roles/{role-name}/composites",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientRole.at("role-name") / ClientRoleComposites.show
                            / PostClientRoleComposites.action,
                        body: try Self.sample("{}", as: RoleRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/clients/{id}/roles/{role-name}/composites",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientRole.at("role-name") / ClientRoleComposites.show
                            / DeleteClientRoleComposites.action
                    )
                }
            ) {
                count += 1
            }
        }
        return count
    }

    private static func serve6(_ router: Router<BasicRequestContext>, _ calls: Calls) {
        let shape151Part0 = Realm.at / Client.at / ClientRole.at / ClientRoleComposites.show
        router.answer(shape151Part0 / ClientRoleCompositesClient.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(151, of: [200]))
        }
        let shape152Part0 = Realm.at / Client.at / ClientRole.at / ClientRoleComposites.show
        router.answer(shape152Part0 / ClientRoleCompositesRealm.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(152, of: [200]))
        }
        router.answer(Realm.at / Client.at / ClientRole.at / ClientRoleGroup.list) {
            (_, _, _) -> ResourceAnswer<[GroupRepresentation]> in
            try answer("[]", calls.next(153, of: [200]))
        }
        let shape154Part0 = Realm.at / Client.at / ClientRole.at / ClientRoleManagement.at
        router.answer(shape154Part0 / ClientRoleManagementPermissions.show) {
            (_, _, _) -> ResourceAnswer<ManagementPermissionReference> in
            try answer("{}", calls.next(154, of: [200]))
        }
        let shape155Part0 = Realm.at / Client.at / ClientRole.at / ClientRoleManagement.at
        router.answer(shape155Part0 / ClientRoleManagementPermissions.replace) {
            (_, _, _, _) -> ResourceAnswer<ManagementPermissionReference> in
            try answer("{}", calls.next(155, of: [200]))
        }
        router.answer(Realm.at / Client.at / ClientRole.at / ClientRoleUser.list) {
            (_, _, _) -> ResourceAnswer<[UserRepresentation]> in
            try answer("[]", calls.next(156, of: [200]))
        }
        router.answer(Realm.at / Client.at / ClientScopeMappings.show) {
            (_, _, _) -> ResourceAnswer<MappingsRepresentation> in
            try answer("{}", calls.next(157, of: [200]))
        }
        router.answer(Realm.at / Client.at / ClientScopeMappings.show / ClientScopeMappingsClient.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(158, of: [200]))
        }
        let shape159Part0 = Realm.at / Client.at / ClientScopeMappings.show / ClientScopeMappingsClient.at
        router.answer(shape159Part0 / PostClientScopeMappingsClient.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(159, of: [201]))
        }
        let shape160Part0 = Realm.at / Client.at / ClientScopeMappings.show / ClientScopeMappingsClient.at
        router.answer(shape160Part0 / DeleteClientScopeMappingsClient.action) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(160, of: [204]))
        }
        let shape161Part0 = Realm.at / Client.at / ClientScopeMappings.show / ClientScopeMappingsClient.at
        router.answer(shape161Part0 / ClientScopeMappingsClientAvailable.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(161, of: [200]))
        }
        let shape162Part0 = Realm.at / Client.at / ClientScopeMappings.show / ClientScopeMappingsClient.at
        router.answer(shape162Part0 / ClientScopeMappingsClientComposite.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(162, of: [200]))
        }
        router.answer(Realm.at / Client.at / ClientScopeMappings.show / ClientScopeMappingsRealm.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(163, of: [200]))
        }
        let shape164Part0 = Realm.at / Client.at / ClientScopeMappings.show / ClientScopeMappingsRealm.show
        router.answer(shape164Part0 / PostClientScopeMappingsRealm.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(164, of: [201]))
        }
        let shape165Part0 = Realm.at / Client.at / ClientScopeMappings.show / ClientScopeMappingsRealm.show
        router.answer(shape165Part0 / DeleteClientScopeMappingsRealm.action) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(165, of: [204]))
        }
        let shape166Part0 = Realm.at / Client.at / ClientScopeMappings.show / ClientScopeMappingsRealm.show
        router.answer(shape166Part0 / ClientScopeMappingsRealmAvailable.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(166, of: [200]))
        }
        let shape167Part0 = Realm.at / Client.at / ClientScopeMappings.show / ClientScopeMappingsRealm.show
        router.answer(shape167Part0 / ClientScopeMappingsRealmComposite.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(167, of: [200]))
        }
        router.answer(Realm.at / Client.at / ServiceAccountUser.show) {
            (_, _, _) -> ResourceAnswer<UserRepresentation> in
            try answer("{}", calls.next(168, of: [200]))
        }
        router.answer(Realm.at / Client.at / SessionCount.show) { (_, _, _) -> ResourceAnswer<[String: Int]> in
            try answer("{}", calls.next(169, of: [200]))
        }
        router.answer(Realm.at / Client.at / TestNodesAvailable.show) {
            (_, _, _) -> ResourceAnswer<GlobalRequestResult> in
            try answer("{}", calls.next(170, of: [200]))
        }
        router.answer(Realm.at / Client.at / UserSession.list) {
            (_, _, _) -> ResourceAnswer<[UserSessionRepresentation]> in
            try answer("[]", calls.next(171, of: [200]))
        }
        router.answer(Realm.at / Component.list) { (_, _, _) -> ResourceAnswer<[ComponentRepresentation]> in
            try answer("[]", calls.next(172, of: [200]))
        }
        router.answer(Realm.at / PostComponents.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(173, of: [200]))
        }
        router.answer(Realm.at / Component.show) { (_, _, _) -> ResourceAnswer<ComponentRepresentation> in
            try answer("{}", calls.next(174, of: [200]))
        }
        router.answer(Realm.at / Component.at / PutComponent.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(175, of: [200]))
        }
    }

    private static func call6<Adapter: HTTPAdapter>(_ service: Service<Adapter>) async throws -> Int {
        var count = 0
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/roles/{role-name}/composites/clients/{clientUuid}",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientRole.at("role-name") / ClientRoleComposites.show
                            / ClientRoleCompositesClient.show("clientUuid")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/roles/{role-name}/composites/realm",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientRole.at("role-name") / ClientRoleComposites.show
                            / ClientRoleCompositesRealm.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/roles/{role-name}/groups",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientRole.at("role-name") / ClientRoleGroup.list
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/roles/{role-name}/management/permissions",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientRole.at("role-name") / ClientRoleManagement.at
                            / ClientRoleManagementPermissions.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}/clients/{id}/roles/{role-name}/management/permissions",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientRole.at("role-name") / ClientRoleManagement.at
                            / ClientRoleManagementPermissions.replace,
                        body: try Self.sample("{}", as: ManagementPermissionReference.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/roles/{role-name}/users",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientRole.at("role-name") / ClientRoleUser.list
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/scope-mappings",
                { try await service.call(Realm.at("realm") / Client.at("id") / ClientScopeMappings.show) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/scope-mappings/clients/{client}",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientScopeMappings.show
                            / ClientScopeMappingsClient.show("client")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/clients/{id}/scope-mappings/clients/{client}",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientScopeMappings.show
                            / ClientScopeMappingsClient.at("client") / PostClientScopeMappingsClient.action,
                        body: try Self.sample("{}", as: RoleRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/clients/{id}/scope-mappings/clients/{client}",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientScopeMappings.show
                            / ClientScopeMappingsClient.at("client") / DeleteClientScopeMappingsClient.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/scope-mappings/clients/{client}/available",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientScopeMappings.show
                            / ClientScopeMappingsClient.at("client") / ClientScopeMappingsClientAvailable.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/scope-mappings/clients/{client}/composite",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientScopeMappings.show
                            / ClientScopeMappingsClient.at("client") / ClientScopeMappingsClientComposite.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/scope-mappings/realm",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientScopeMappings.show / ClientScopeMappingsRealm.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/clients/{id}/scope-mappings/realm",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientScopeMappings.show / ClientScopeMappingsRealm.show
                            / PostClientScopeMappingsRealm.action,
                        body: try Self.sample("{}", as: RoleRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/clients/{id}/scope-mappings/realm",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientScopeMappings.show / ClientScopeMappingsRealm.show
                            / DeleteClientScopeMappingsRealm.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/scope-mappings/realm/available",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientScopeMappings.show / ClientScopeMappingsRealm.show
                            / ClientScopeMappingsRealmAvailable.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/scope-mappings/realm/composite",
                {
                    try await service.call(
                        Realm.at("realm") / Client.at("id") / ClientScopeMappings.show / ClientScopeMappingsRealm.show
                            / ClientScopeMappingsRealmComposite.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/service-account-user",
                { try await service.call(Realm.at("realm") / Client.at("id") / ServiceAccountUser.show) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/session-count",
                { try await service.call(Realm.at("realm") / Client.at("id") / SessionCount.show) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/test-nodes-available",
                { try await service.call(Realm.at("realm") / Client.at("id") / TestNodesAvailable.show) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/clients/{id}/user-sessions",
                { try await service.call(Realm.at("realm") / Client.at("id") / UserSession.list) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/components",
                { try await service.call(Realm.at("realm") / Component.list) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/components",
                {
                    try await service.call(
                        Realm.at("realm") / PostComponents.action,
                        body: try Self.sample("{}", as: ComponentRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/components/{id}",
                { try await service.call(Realm.at("realm") / Component.show("id")) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}/components/{id}",
                {
                    try await service.call(
                        Realm.at("realm") / Component.at("id") / PutComponent.action,
                        body: try Self.sample("{}", as: ComponentRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        return count
    }

    private static func serve7(_ router: Router<BasicRequestContext>, _ calls: Calls) {
        router.answer(Realm.at / Component.at / DeleteComponent.action) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(176, of: [204]))
        }
        router.answer(Realm.at / Component.at / SubComponentType.list) {
            (_, _, _) -> ResourceAnswer<[ComponentTypeRepresentation]> in
            try answer("[]", calls.next(177, of: [200]))
        }
        router.answer(Realm.at / CredentialRegistrator.list) { (_, _, _) -> ResourceAnswer<[String]> in
            try answer("[]", calls.next(178, of: [200]))
        }
        router.answer(Realm.at / DefaultDefaultClientScope.list) {
            (_, _, _) -> ResourceAnswer<[ClientScopeRepresentation]> in
            try answer("[]", calls.next(179, of: [200]))
        }
        router.answer(Realm.at / DefaultDefaultClientScope.replace) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(180, of: [204]))
        }
        router.answer(Realm.at / DefaultDefaultClientScope.delete) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(181, of: [204]))
        }
        router.answer(Realm.at / DefaultGroup.list) { (_, _, _) -> ResourceAnswer<[GroupRepresentation]> in
            try answer("[]", calls.next(182, of: [200]))
        }
        router.answer(Realm.at / DefaultGroup.replace) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(183, of: [204]))
        }
        router.answer(Realm.at / DefaultGroup.delete) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(184, of: [204]))
        }
        router.answer(Realm.at / DefaultOptionalClientScope.list) {
            (_, _, _) -> ResourceAnswer<[ClientScopeRepresentation]> in
            try answer("[]", calls.next(185, of: [200]))
        }
        router.answer(Realm.at / DefaultOptionalClientScope.replace) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(186, of: [204]))
        }
        router.answer(Realm.at / DefaultOptionalClientScope.delete) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(187, of: [204]))
        }
        router.answer(Realm.at / Events.show) { (_, _, _) -> ResourceAnswer<[EventRepresentation]> in
            try answer("[]", calls.next(188, of: [200]))
        }
        router.answer(Realm.at / Events.show / DeleteEvents.action) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(189, of: [204]))
        }
        router.answer(Realm.at / Events.show / EventsConfig.show) {
            (_, _, _) -> ResourceAnswer<RealmEventsConfigRepresentation> in
            try answer("{}", calls.next(190, of: [200]))
        }
        router.answer(Realm.at / Events.show / EventsConfig.show / PutEventsConfig.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(191, of: [204]))
        }
        router.answer(Realm.at / GroupByPath.show) { (_, _, _) -> ResourceAnswer<GroupRepresentation> in
            try answer("{}", calls.next(192, of: [200]))
        }
        router.answer(Realm.at / Group.list) { (_, _, _) -> ResourceAnswer<[GroupRepresentation]> in
            try answer("[]", calls.next(193, of: [200]))
        }
        router.answer(Realm.at / PostGroups.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(194, of: [200]))
        }
        router.answer(Realm.at / GetGroupsCountByRealm.action) { (_, _, _) -> ResourceAnswer<[String: Int]> in
            try answer("{}", calls.next(195, of: [200]))
        }
        router.answer(Realm.at / Group.show) { (_, _, _) -> ResourceAnswer<GroupRepresentation> in
            try answer("{}", calls.next(196, of: [200]))
        }
        router.answer(Realm.at / Group.at / PutGroupByRealmById.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(197, of: [200]))
        }
        router.answer(Realm.at / Group.at / DeleteGroupByRealmById.action) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(198, of: [204]))
        }
        router.answer(Realm.at / Group.at / Children.show) { (_, _, _) -> ResourceAnswer<[GroupRepresentation]> in
            try answer("[]", calls.next(199, of: [200]))
        }
        router.answer(Realm.at / Group.at / Children.show / PostChildren.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(200, of: [200]))
        }
    }

    private static func call7<Adapter: HTTPAdapter>(_ service: Service<Adapter>) async throws -> Int {
        var count = 0
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/components/{id}",
                { try await service.call(Realm.at("realm") / Component.at("id") / DeleteComponent.action) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/components/{id}/sub-component-types",
                { try await service.call(Realm.at("realm") / Component.at("id") / SubComponentType.list) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/credential-registrators",
                { try await service.call(Realm.at("realm") / CredentialRegistrator.list) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/default-default-client-scopes",
                { try await service.call(Realm.at("realm") / DefaultDefaultClientScope.list) }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "PUT /{realm}/default-default-client-scopes/{clientScopeId}",
                {
                    try await service.call(
                        Realm.at("realm") / DefaultDefaultClientScope.replace("clientScopeId"),
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/default-default-client-scopes/{clientScopeId}",
                { try await service.call(Realm.at("realm") / DefaultDefaultClientScope.delete("clientScopeId")) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/default-groups",
                { try await service.call(Realm.at("realm") / DefaultGroup.list) }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "PUT /{realm}/default-groups/{groupId}",
                {
                    try await service.call(
                        Realm.at("realm") / DefaultGroup.replace("groupId"),
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/default-groups/{groupId}",
                { try await service.call(Realm.at("realm") / DefaultGroup.delete("groupId")) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/default-optional-client-scopes",
                { try await service.call(Realm.at("realm") / DefaultOptionalClientScope.list) }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "PUT /{realm}/default-optional-client-scopes/{clientScopeId}",
                {
                    try await service.call(
                        Realm.at("realm") / DefaultOptionalClientScope.replace("clientScopeId"),
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/default-optional-client-scopes/{clientScopeId}",
                { try await service.call(Realm.at("realm") / DefaultOptionalClientScope.delete("clientScopeId")) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(status, "GET /{realm}/events", { try await service.call(Realm.at("realm") / Events.show) }) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/events",
                { try await service.call(Realm.at("realm") / Events.show / DeleteEvents.action) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/events/config",
                { try await service.call(Realm.at("realm") / Events.show / EventsConfig.show) }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "PUT /{realm}/events/config",
                {
                    try await service.call(
                        Realm.at("realm") / Events.show / EventsConfig.show / PutEventsConfig.action,
                        body: try Self.sample("{}", as: RealmEventsConfigRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/group-by-path/{path}",
                { try await service.call(Realm.at("realm") / GroupByPath.show("path")) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(status, "GET /{realm}/groups", { try await service.call(Realm.at("realm") / Group.list) }) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/groups",
                {
                    try await service.call(
                        Realm.at("realm") / PostGroups.action,
                        body: try Self.sample("{}", as: GroupRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/groups/count",
                { try await service.call(Realm.at("realm") / GetGroupsCountByRealm.action) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/groups/{id}",
                { try await service.call(Realm.at("realm") / Group.show("id")) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}/groups/{id}",
                {
                    try await service.call(
                        Realm.at("realm") / Group.at("id") / PutGroupByRealmById.action,
                        body: try Self.sample("{}", as: GroupRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/groups/{id}",
                { try await service.call(Realm.at("realm") / Group.at("id") / DeleteGroupByRealmById.action) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/groups/{id}/children",
                { try await service.call(Realm.at("realm") / Group.at("id") / Children.show) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/groups/{id}/children",
                {
                    try await service.call(
                        Realm.at("realm") / Group.at("id") / Children.show / PostChildren.action,
                        body: try Self.sample("{}", as: GroupRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        return count
    }

    private static func serve8(_ router: Router<BasicRequestContext>, _ calls: Calls) {
        router.answer(Realm.at / Group.at / GroupManagement.at / GroupManagementPermissions.show) {
            (_, _, _) -> ResourceAnswer<ManagementPermissionReference> in
            try answer("{}", calls.next(201, of: [200]))
        }
        router.answer(Realm.at / Group.at / GroupManagement.at / GroupManagementPermissions.replace) {
            (_, _, _, _) -> ResourceAnswer<ManagementPermissionReference> in
            try answer("{}", calls.next(202, of: [200]))
        }
        router.answer(Realm.at / Group.at / Member.list) { (_, _, _) -> ResourceAnswer<[UserRepresentation]> in
            try answer("[]", calls.next(203, of: [200]))
        }
        router.answer(Realm.at / Group.at / RoleMappings.show) { (_, _, _) -> ResourceAnswer<MappingsRepresentation> in
            try answer("{}", calls.next(204, of: [200]))
        }
        router.answer(Realm.at / Group.at / RoleMappings.show / RoleMappingsClient.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(205, of: [200]))
        }
        let shape206Part0 = Realm.at / Group.at / RoleMappings.show / RoleMappingsClient.at
        router.answer(shape206Part0 / PostGroupRoleMappingsClient.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(206, of: [201]))
        }
        let shape207Part0 = Realm.at / Group.at / RoleMappings.show / RoleMappingsClient.at
        router.answer(shape207Part0 / DeleteGroupRoleMappingsClient.action) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(207, of: [204]))
        }
        let shape208Part0 = Realm.at / Group.at / RoleMappings.show / RoleMappingsClient.at
        router.answer(shape208Part0 / RoleMappingsClientAvailable.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(208, of: [200]))
        }
        let shape209Part0 = Realm.at / Group.at / RoleMappings.show / RoleMappingsClient.at
        router.answer(shape209Part0 / RoleMappingsClientComposite.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(209, of: [200]))
        }
        router.answer(Realm.at / Group.at / RoleMappings.show / RoleMappingsRealm.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(210, of: [200]))
        }
        let shape211Part0 = Realm.at / Group.at / RoleMappings.show / RoleMappingsRealm.show
        router.answer(shape211Part0 / PostGroupRoleMappingsRealm.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(211, of: [201]))
        }
        let shape212Part0 = Realm.at / Group.at / RoleMappings.show / RoleMappingsRealm.show
        router.answer(shape212Part0 / DeleteGroupRoleMappingsRealm.action) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(212, of: [204]))
        }
        let shape213Part0 = Realm.at / Group.at / RoleMappings.show / RoleMappingsRealm.show
        router.answer(shape213Part0 / RoleMappingsRealmAvailable.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(213, of: [200]))
        }
        let shape214Part0 = Realm.at / Group.at / RoleMappings.show / RoleMappingsRealm.show
        router.answer(shape214Part0 / RoleMappingsRealmComposite.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(214, of: [200]))
        }
        router.answer(Realm.at / IdentityProvider.at / PostImportConfig.action) {
            (_, _, _, _) -> ResourceAnswer<[String: String]> in
            try answer("{}", calls.next(215, of: [200]))
        }
        router.answer(Realm.at / IdentityProvider.at / Instance.list) {
            (_, _, _) -> ResourceAnswer<[IdentityProviderRepresentation]> in
            try answer("[]", calls.next(216, of: [200]))
        }
        router.answer(Realm.at / IdentityProvider.at / PostInstances.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(217, of: [200]))
        }
        router.answer(Realm.at / IdentityProvider.at / Instance.show) {
            (_, _, _) -> ResourceAnswer<IdentityProviderRepresentation> in
            try answer("{}", calls.next(218, of: [200]))
        }
        router.answer(Realm.at / IdentityProvider.at / Instance.at / PutInstance.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(219, of: [200]))
        }
        router.answer(Realm.at / IdentityProvider.at / Instance.at / DeleteInstance.action) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(220, of: [200]))
        }
        router.answer(Realm.at / IdentityProvider.at / Instance.at / Export.show) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(221, of: [200]))
        }
        let shape222Part0 = Realm.at / IdentityProvider.at / Instance.at / InstanceManagement.at
        router.answer(shape222Part0 / InstanceManagementPermissions.show) {
            (_, _, _) -> ResourceAnswer<ManagementPermissionReference> in
            try answer("{}", calls.next(222, of: [200]))
        }
        let shape223Part0 = Realm.at / IdentityProvider.at / Instance.at / InstanceManagement.at
        router.answer(shape223Part0 / InstanceManagementPermissions.replace) {
            (_, _, _, _) -> ResourceAnswer<ManagementPermissionReference> in
            try answer("{}", calls.next(223, of: [200]))
        }
        router.answer(Realm.at / IdentityProvider.at / Instance.at / Mapper.list) {
            (_, _, _) -> ResourceAnswer<[IdentityProviderMapperRepresentation]> in
            try answer("[]", calls.next(224, of: [200]))
        }
        router.answer(Realm.at / IdentityProvider.at / Instance.at / PostMappers.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(225, of: [200]))
        }
    }

    private static func call8<Adapter: HTTPAdapter>(_ service: Service<Adapter>) async throws -> Int {
        var count = 0
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/groups/{id}/management/permissions",
                {
                    try await service.call(
                        Realm.at("realm") / Group.at("id") / GroupManagement.at / GroupManagementPermissions.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}/groups/{id}/management/permissions",
                {
                    try await service.call(
                        Realm.at("realm") / Group.at("id") / GroupManagement.at / GroupManagementPermissions.replace,
                        body: try Self.sample("{}", as: ManagementPermissionReference.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/groups/{id}/members",
                { try await service.call(Realm.at("realm") / Group.at("id") / Member.list) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/groups/{id}/role-mappings",
                { try await service.call(Realm.at("realm") / Group.at("id") / RoleMappings.show) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/groups/{id}/role-mappings/clients/{client}",
                {
                    try await service.call(
                        Realm.at("realm") / Group.at("id") / RoleMappings.show / RoleMappingsClient.show("client")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/groups/{id}/role-mappings/clients/{client}",
                {
                    try await service.call(
                        Realm.at("realm") / Group.at("id") / RoleMappings.show / RoleMappingsClient.at("client")
                            / PostGroupRoleMappingsClient.action,
                        body: try Self.sample("{}", as: RoleRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/groups/{id}/role-mappings/clients/{client}",
                {
                    try await service.call(
                        Realm.at("realm") / Group.at("id") / RoleMappings.show / RoleMappingsClient.at("client")
                            / DeleteGroupRoleMappingsClient.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/groups/{id}/role-mappings/clients/{client}/available",
                {
                    try await service.call(
                        Realm.at("realm") / Group.at("id") / RoleMappings.show / RoleMappingsClient.at("client")
                            / RoleMappingsClientAvailable.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/groups/{id}/role-mappings/clients/{client}/composite",
                {
                    try await service.call(
                        Realm.at("realm") / Group.at("id") / RoleMappings.show / RoleMappingsClient.at("client")
                            / RoleMappingsClientComposite.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/groups/{id}/role-mappings/realm",
                {
                    try await service.call(
                        Realm.at("realm") / Group.at("id") / RoleMappings.show / RoleMappingsRealm.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/groups/{id}/role-mappings/realm",
                {
                    try await service.call(
                        Realm.at("realm") / Group.at("id") / RoleMappings.show / RoleMappingsRealm.show
                            / PostGroupRoleMappingsRealm.action,
                        body: try Self.sample("{}", as: RoleRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/groups/{id}/role-mappings/realm",
                {
                    try await service.call(
                        Realm.at("realm") / Group.at("id") / RoleMappings.show / RoleMappingsRealm.show
                            / DeleteGroupRoleMappingsRealm.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/groups/{id}/role-mappings/realm/available",
                {
                    try await service.call(
                        Realm.at("realm") / Group.at("id") / RoleMappings.show / RoleMappingsRealm.show
                            / RoleMappingsRealmAvailable.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/groups/{id}/role-mappings/realm/composite",
                {
                    try await service.call(
                        Realm.at("realm") / Group.at("id") / RoleMappings.show / RoleMappingsRealm.show
                            / RoleMappingsRealmComposite.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/identity-provider/import-config",
                {
                    try await service.call(
                        Realm.at("realm") / IdentityProvider.at / PostImportConfig.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/identity-provider/instances",
                { try await service.call(Realm.at("realm") / IdentityProvider.at / Instance.list) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/identity-provider/instances",
                {
                    try await service.call(
                        Realm.at("realm") / IdentityProvider.at / PostInstances.action,
                        body: try Self.sample("{}", as: IdentityProviderRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/identity-provider/instances/{alias}",
                { try await service.call(Realm.at("realm") / IdentityProvider.at / Instance.show("alias")) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}/identity-provider/instances/{alias}",
                {
                    try await service.call(
                        Realm.at("realm") / IdentityProvider.at / Instance.at("alias") / PutInstance.action,
                        body: try Self.sample("{}", as: IdentityProviderRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "DELETE /{realm}/identity-provider/instances/{alias}",
                {
                    try await service.call(
                        Realm.at("realm") / IdentityProvider.at / Instance.at("alias") / DeleteInstance.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/identity-provider/instances/{alias}/export",
                { try await service.call(Realm.at("realm") / IdentityProvider.at / Instance.at("alias") / Export.show) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/identity-provider/instances/{alias}/management/permissions",
                {
                    try await service.call(
                        Realm.at("realm") / IdentityProvider.at / Instance.at("alias") / InstanceManagement.at
                            / InstanceManagementPermissions.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}/identity-provider/instances/{alias}/management/permissions",
                {
                    try await service.call(
                        Realm.at("realm") / IdentityProvider.at / Instance.at("alias") / InstanceManagement.at
                            / InstanceManagementPermissions.replace,
                        body: try Self.sample("{}", as: ManagementPermissionReference.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/identity-provider/instances/{alias}/mappers",
                { try await service.call(Realm.at("realm") / IdentityProvider.at / Instance.at("alias") / Mapper.list) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/identity-provider/instances/{alias}/mappers",
                {
                    try await service.call(
                        Realm.at("realm") / IdentityProvider.at / Instance.at("alias") / PostMappers.action,
                        body: try Self.sample("{}", as: IdentityProviderMapperRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        return count
    }

    private static func serve9(_ router: Router<BasicRequestContext>, _ calls: Calls) {
        router.answer(Realm.at / IdentityProvider.at / Instance.at / Mapper.show) {
            (_, _, _) -> ResourceAnswer<IdentityProviderMapperRepresentation> in
            try answer("{}", calls.next(226, of: [200]))
        }
        let shape227Part0 = Realm.at / IdentityProvider.at / Instance.at / Mapper.at
        router.answer(shape227Part0 / PutMapper.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(227, of: [204]))
        }
        let shape228Part0 = Realm.at / IdentityProvider.at / Instance.at / Mapper.at
        router.answer(shape228Part0 / DeleteMapper.action) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(228, of: [204]))
        }
        router.answer(Realm.at / IdentityProvider.at / IdentityProviderProvider.show) {
            (_, _, _) -> ResourceAnswer<[String: AnyJSON]> in
            try answer("{}", calls.next(229, of: [200]))
        }
        router.answer(Realm.at / Key.list) { (_, _, _) -> ResourceAnswer<KeysMetadataRepresentation> in
            try answer("{}", calls.next(230, of: [200]))
        }
        router.answer(Realm.at / Localization.show) { (_, _, _) -> ResourceAnswer<[String]> in
            try answer("[]", calls.next(231, of: [200]))
        }
        router.answer(Realm.at / Localization.show / LocalizationByID.show) {
            (_, _, _) -> ResourceAnswer<[String: String]> in
            try answer("{}", calls.next(232, of: [200]))
        }
        router.answer(Realm.at / Localization.show / LocalizationByID.at / PostLocalization.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(233, of: [201]))
        }
        router.answer(Realm.at / Localization.show / LocalizationByID.at / DeleteLocalizationByRealmByLocale.action) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(234, of: [204]))
        }
        let shape235Part0 = Realm.at / Localization.show / LocalizationByID.at / LocalizationByIDKey.at
        router.answer(shape235Part0 / PutLocalization.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(235, of: [204]))
        }
        let shape236Part0 = Realm.at / Localization.show / LocalizationByID.at / LocalizationByIDKey.at
        router.answer(shape236Part0 / DeleteLocalizationByRealmByLocaleByKey.action) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(236, of: [204]))
        }
        router.answer(Realm.at / PostLogoutAll.action) { (_, _, _, _) -> ResourceAnswer<GlobalRequestResult> in
            try answer("{}", calls.next(237, of: [200]))
        }
        router.answer(Realm.at / PostPartialExport.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(238, of: [200]))
        }
        router.answer(Realm.at / PostPartialImport.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(239, of: [200]))
        }
        router.answer(Realm.at / PostPushRevocationByRealm.action) {
            (_, _, _, _) -> ResourceAnswer<GlobalRequestResult> in
            try answer("{}", calls.next(240, of: [200]))
        }
        router.answer(Realm.at / Role.list) { (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(241, of: [200]))
        }
        router.answer(Realm.at / PostRolesByRealm.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(242, of: [200]))
        }
        router.answer(Realm.at / RolesById.show) { (_, _, _) -> ResourceAnswer<RoleRepresentation> in
            try answer("{}", calls.next(243, of: [200]))
        }
        router.answer(Realm.at / RolesById.at / PutRolesById.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(244, of: [204]))
        }
        router.answer(Realm.at / RolesById.at / DeleteRolesById.action) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(245, of: [204]))
        }
        router.answer(Realm.at / RolesById.at / RolesByIdComposites.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(246, of: [200]))
        }
        router.answer(Realm.at / RolesById.at / RolesByIdComposites.show / PostRolesByIdComposites.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(247, of: [201]))
        }
        router.answer(Realm.at / RolesById.at / RolesByIdComposites.show / DeleteRolesByIdComposites.action) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(248, of: [204]))
        }
        router.answer(Realm.at / RolesById.at / RolesByIdComposites.show / RolesByIdCompositesClient.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(249, of: [200]))
        }
        router.answer(Realm.at / RolesById.at / RolesByIdComposites.show / RolesByIdCompositesRealm.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(250, of: [200]))
        }
    }

    private static func call9<Adapter: HTTPAdapter>(_ service: Service<Adapter>) async throws -> Int {
        var count = 0
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/identity-provider/instances/{alias}/mappers/{id}",
                {
                    try await service.call(
                        Realm.at("realm") / IdentityProvider.at / Instance.at("alias") / Mapper.show("id")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "PUT /{realm}/identity-provider/instances/{alias}/mappers/{id}",
                {
                    try await service.call(
                        Realm.at("realm") / IdentityProvider.at / Instance.at("alias") / Mapper.at("id")
                            / PutMapper.action,
                        body: try Self.sample("{}", as: IdentityProviderMapperRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/identity-provider/instances/{alias}/mappers/{id}",
                {
                    try await service.call(
                        Realm.at("realm") / IdentityProvider.at / Instance.at("alias") / Mapper.at("id")
                            / DeleteMapper.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/identity-provider/providers/{provider_id}",
                {
                    try await service.call(
                        Realm.at("realm") / IdentityProvider.at / IdentityProviderProvider.show("provider_id")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(status, "GET /{realm}/keys", { try await service.call(Realm.at("realm") / Key.list) }) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/localization",
                { try await service.call(Realm.at("realm") / Localization.show) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/localization/{locale}",
                { try await service.call(Realm.at("realm") / Localization.show / LocalizationByID.show("locale")) }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/localization/{locale}",
                {
                    try await service.call(
                        Realm.at("realm") / Localization.show / LocalizationByID.at("locale") / PostLocalization.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/localization/{locale}",
                {
                    try await service.call(
                        Realm.at("realm") / Localization.show / LocalizationByID.at("locale")
                            / DeleteLocalizationByRealmByLocale.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "PUT /{realm}/localization/{locale}/{key}",
                {
                    try await service.call(
                        Realm.at("realm") / Localization.show / LocalizationByID.at("locale")
                            / LocalizationByIDKey.at("key") / PutLocalization.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/localization/{locale}/{key}",
                {
                    try await service.call(
                        Realm.at("realm") / Localization.show / LocalizationByID.at("locale")
                            / LocalizationByIDKey.at("key") / DeleteLocalizationByRealmByLocaleByKey.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/logout-all",
                {
                    try await service.call(
                        Realm.at("realm") / PostLogoutAll.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/partial-export",
                {
                    try await service.call(
                        Realm.at("realm") / PostPartialExport.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/partialImport",
                {
                    try await service.call(
                        Realm.at("realm") / PostPartialImport.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/push-revocation",
                {
                    try await service.call(
                        Realm.at("realm") / PostPushRevocationByRealm.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(status, "GET /{realm}/roles", { try await service.call(Realm.at("realm") / Role.list) }) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/roles",
                {
                    try await service.call(
                        Realm.at("realm") / PostRolesByRealm.action,
                        body: try Self.sample("{}", as: RoleRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/roles-by-id/{role-id}",
                { try await service.call(Realm.at("realm") / RolesById.show("role-id")) }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "PUT /{realm}/roles-by-id/{role-id}",
                {
                    try await service.call(
                        Realm.at("realm") / RolesById.at("role-id") / PutRolesById.action,
                        body: try Self.sample("{}", as: RoleRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/roles-by-id/{role-id}",
                { try await service.call(Realm.at("realm") / RolesById.at("role-id") / DeleteRolesById.action) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/roles-by-id/{role-id}/composites",
                { try await service.call(Realm.at("realm") / RolesById.at("role-id") / RolesByIdComposites.show) }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/roles-by-id/{role-id}/composites",
                {
                    try await service.call(
                        Realm.at("realm") / RolesById.at("role-id") / RolesByIdComposites.show
                            / PostRolesByIdComposites.action,
                        body: try Self.sample("{}", as: RoleRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/roles-by-id/{role-id}/composites",
                {
                    try await service.call(
                        Realm.at("realm") / RolesById.at("role-id") / RolesByIdComposites.show
                            / DeleteRolesByIdComposites.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/roles-by-id/{role-id}/composites/clients/{clientUuid}",
                {
                    try await service.call(
                        Realm.at("realm") / RolesById.at("role-id") / RolesByIdComposites.show
                            / RolesByIdCompositesClient.show("clientUuid")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/roles-by-id/{role-id}/composites/realm",
                {
                    try await service.call(
                        Realm.at("realm") / RolesById.at("role-id") / RolesByIdComposites.show
                            / RolesByIdCompositesRealm.show
                    )
                }
            ) {
                count += 1
            }
        }
        return count
    }

    private static func serve10(_ router: Router<BasicRequestContext>, _ calls: Calls) {
        router.answer(Realm.at / RolesById.at / RolesByIdManagement.at / RolesByIdManagementPermissions.show) {
            (_, _, _) -> ResourceAnswer<ManagementPermissionReference> in
            try answer("{}", calls.next(251, of: [200]))
        }
        router.answer(Realm.at / RolesById.at / RolesByIdManagement.at / RolesByIdManagementPermissions.replace) {
            (_, _, _, _) -> ResourceAnswer<ManagementPermissionReference> in
            try answer("{}", calls.next(252, of: [200]))
        }
        router.answer(Realm.at / Role.show) { (_, _, _) -> ResourceAnswer<RoleRepresentation> in
            try answer("{}", calls.next(253, of: [200]))
        }
        router.answer(Realm.at / Role.at / PutRoleByRealmByRoleName.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(254, of: [200]))
        }
        router.answer(Realm.at / Role.at / DeleteRoleByRealmByRoleName.action) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(255, of: [204]))
        }
        router.answer(Realm.at / Role.at / RoleComposites.show) { (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(256, of: [200]))
        }
        router.answer(Realm.at / Role.at / RoleComposites.show / PostRoleCompositesByRealmByRoleName.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(257, of: [201]))
        }
        router.answer(Realm.at / Role.at / RoleComposites.show / DeleteRoleCompositesByRealmByRoleName.action) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(258, of: [204]))
        }
        router.answer(Realm.at / Role.at / RoleComposites.show / RoleCompositesClient.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(259, of: [200]))
        }
        router.answer(Realm.at / Role.at / RoleComposites.show / RoleCompositesRealm.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(260, of: [200]))
        }
        router.answer(Realm.at / Role.at / RoleGroup.list) { (_, _, _) -> ResourceAnswer<[GroupRepresentation]> in
            try answer("[]", calls.next(261, of: [200]))
        }
        router.answer(Realm.at / Role.at / RoleManagement.at / RoleManagementPermissions.show) {
            (_, _, _) -> ResourceAnswer<ManagementPermissionReference> in
            try answer("{}", calls.next(262, of: [200]))
        }
        router.answer(Realm.at / Role.at / RoleManagement.at / RoleManagementPermissions.replace) {
            (_, _, _, _) -> ResourceAnswer<ManagementPermissionReference> in
            try answer("{}", calls.next(263, of: [200]))
        }
        router.answer(Realm.at / Role.at / RoleUser.list) { (_, _, _) -> ResourceAnswer<[UserRepresentation]> in
            try answer("[]", calls.next(264, of: [200]))
        }
        router.answer(Realm.at / Session.delete) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(265, of: [204]))
        }
        router.answer(Realm.at / PostTestSmtpConnection.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(266, of: [200]))
        }
        router.answer(Realm.at / User.list) { (_, _, _) -> ResourceAnswer<[UserRepresentation]> in
            try answer("[]", calls.next(267, of: [200]))
        }
        router.answer(Realm.at / PostUsers.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(268, of: [200]))
        }
        router.answer(Realm.at / UsersManagementPermissions.show) {
            (_, _, _) -> ResourceAnswer<ManagementPermissionReference> in
            try answer("{}", calls.next(269, of: [200]))
        }
        router.answer(Realm.at / UsersManagementPermissions.replace) {
            (_, _, _, _) -> ResourceAnswer<ManagementPermissionReference> in
            try answer("{}", calls.next(270, of: [200]))
        }
        router.answer(Realm.at / GetUsersCount.action) { (_, _, _) -> ResourceAnswer<Int> in
            try answer("1", calls.next(271, of: [200]))
        }
        router.answer(Realm.at / Profile.show) { (_, _, _) -> ResourceAnswer<UPConfig> in
            try answer("{}", calls.next(272, of: [200]))
        }
        router.answer(Realm.at / Profile.replace) { (_, _, _, _) -> ResourceAnswer<UPConfig> in
            try answer("{}", calls.next(273, of: [200]))
        }
        router.answer(Realm.at / Profile.show / Metadata.show) { (_, _, _) -> ResourceAnswer<UserProfileMetadata> in
            try answer("{}", calls.next(274, of: [200]))
        }
        router.answer(Realm.at / User.show) { (_, _, _) -> ResourceAnswer<UserRepresentation> in
            try answer("{}", calls.next(275, of: [200]))
        }
    }

    private static func call10<Adapter: HTTPAdapter>(_ service: Service<Adapter>) async throws -> Int {
        var count = 0
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/roles-by-id/{role-id}/management/permissions",
                {
                    try await service.call(
                        Realm.at("realm") / RolesById.at("role-id") / RolesByIdManagement.at
                            / RolesByIdManagementPermissions.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}/roles-by-id/{role-id}/management/permissions",
                {
                    try await service.call(
                        Realm.at("realm") / RolesById.at("role-id") / RolesByIdManagement.at
                            / RolesByIdManagementPermissions.replace,
                        body: try Self.sample("{}", as: ManagementPermissionReference.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/roles/{role-name}",
                { try await service.call(Realm.at("realm") / Role.show("role-name")) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}/roles/{role-name}",
                {
                    try await service.call(
                        Realm.at("realm") / Role.at("role-name") / PutRoleByRealmByRoleName.action,
                        body: try Self.sample("{}", as: RoleRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/roles/{role-name}",
                {
                    try await service.call(
                        Realm.at("realm") / Role.at("role-name") / DeleteRoleByRealmByRoleName.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/roles/{role-name}/composites",
                { try await service.call(Realm.at("realm") / Role.at("role-name") / RoleComposites.show) }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/roles/{role-name}/composites",
                {
                    try await service.call(
                        Realm.at("realm") / Role.at("role-name") / RoleComposites.show
                            / PostRoleCompositesByRealmByRoleName.action,
                        body: try Self.sample("{}", as: RoleRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/roles/{role-name}/composites",
                {
                    try await service.call(
                        Realm.at("realm") / Role.at("role-name") / RoleComposites.show
                            / DeleteRoleCompositesByRealmByRoleName.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/roles/{role-name}/composites/clients/{clientUuid}",
                {
                    try await service.call(
                        Realm.at("realm") / Role.at("role-name") / RoleComposites.show
                            / RoleCompositesClient.show("clientUuid")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/roles/{role-name}/composites/realm",
                {
                    try await service.call(
                        Realm.at("realm") / Role.at("role-name") / RoleComposites.show / RoleCompositesRealm.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/roles/{role-name}/groups",
                { try await service.call(Realm.at("realm") / Role.at("role-name") / RoleGroup.list) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/roles/{role-name}/management/permissions",
                {
                    try await service.call(
                        Realm.at("realm") / Role.at("role-name") / RoleManagement.at / RoleManagementPermissions.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}/roles/{role-name}/management/permissions",
                {
                    try await service.call(
                        Realm.at("realm") / Role.at("role-name") / RoleManagement.at
                            / RoleManagementPermissions.replace,
                        body: try Self.sample("{}", as: ManagementPermissionReference.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/roles/{role-name}/users",
                { try await service.call(Realm.at("realm") / Role.at("role-name") / RoleUser.list) }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/sessions/{session}",
                { try await service.call(Realm.at("realm") / Session.delete("session")) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/testSMTPConnection",
                {
                    try await service.call(
                        Realm.at("realm") / PostTestSmtpConnection.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(status, "GET /{realm}/users", { try await service.call(Realm.at("realm") / User.list) }) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/users",
                {
                    try await service.call(
                        Realm.at("realm") / PostUsers.action,
                        body: try Self.sample("{}", as: UserRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/users-management-permissions",
                { try await service.call(Realm.at("realm") / UsersManagementPermissions.show) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}/users-management-permissions",
                {
                    try await service.call(
                        Realm.at("realm") / UsersManagementPermissions.replace,
                        body: try Self.sample("{}", as: ManagementPermissionReference.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/users/count",
                { try await service.call(Realm.at("realm") / GetUsersCount.action) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/users/profile",
                { try await service.call(Realm.at("realm") / Profile.show) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}/users/profile",
                {
                    try await service.call(
                        Realm.at("realm") / Profile.replace,
                        body: try Self.sample("{}", as: UPConfig.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/users/profile/metadata",
                { try await service.call(Realm.at("realm") / Profile.show / Metadata.show) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/users/{id}",
                { try await service.call(Realm.at("realm") / User.show("id")) }
            ) {
                count += 1
            }
        }
        return count
    }

    private static func serve11(_ router: Router<BasicRequestContext>, _ calls: Calls) {
        router.answer(Realm.at / User.at / PutUser.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(276, of: [200]))
        }
        router.answer(Realm.at / User.at / DeleteUserByRealmById.action) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(277, of: [200]))
        }
        router.answer(Realm.at / User.at / ConfiguredUserStorageCredentialType.list) {
            (_, _, _) -> ResourceAnswer<[String]> in
            try answer("[]", calls.next(278, of: [200]))
        }
        router.answer(Realm.at / User.at / Consent.list) { (_, _, _) -> ResourceAnswer<[[String: AnyJSON]]> in
            try answer("[]", calls.next(279, of: [200]))
        }
        router.answer(Realm.at / User.at / Consent.delete) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(280, of: [204]))
        }
        router.answer(Realm.at / User.at / Credential.list) { (_, _, _) -> ResourceAnswer<[CredentialRepresentation]> in
            try answer("[]", calls.next(281, of: [200]))
        }
        router.answer(Realm.at / User.at / Credential.delete) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(282, of: [204]))
        }
        let shape283Part0 = Realm.at / User.at / Credential.at / MoveAfter.at
        router.answer(shape283Part0 / PostMoveAfter.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(283, of: [201]))
        }
        router.answer(Realm.at / User.at / Credential.at / PostMoveToFirst.action) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(284, of: [201]))
        }
        router.answer(Realm.at / User.at / Credential.at / UserLabel.replace) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(285, of: [204]))
        }
        router.answer(Realm.at / User.at / DisableCredentialTypes.replace) {
            (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(286, of: [204]))
        }
        router.answer(Realm.at / User.at / ExecuteActionsEmail.replace) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(287, of: [200]))
        }
        router.answer(Realm.at / User.at / FederatedIdentity.show) {
            (_, _, _) -> ResourceAnswer<[FederatedIdentityRepresentation]> in
            try answer("[]", calls.next(288, of: [200]))
        }
        let shape289Part0 = Realm.at / User.at / FederatedIdentity.show / FederatedIdentityByID.at
        router.answer(shape289Part0 / PostFederatedIdentity.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(289, of: [200]))
        }
        router.answer(Realm.at / User.at / FederatedIdentity.show / FederatedIdentityByID.delete) {
            (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(290, of: [204]))
        }
        router.answer(Realm.at / User.at / UserGroup.list) { (_, _, _) -> ResourceAnswer<[GroupRepresentation]> in
            try answer("[]", calls.next(291, of: [200]))
        }
        router.answer(Realm.at / User.at / GetUserGroupsCount.action) { (_, _, _) -> ResourceAnswer<[String: Int]> in
            try answer("{}", calls.next(292, of: [200]))
        }
        router.answer(Realm.at / User.at / UserGroup.replace) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(293, of: [204]))
        }
        router.answer(Realm.at / User.at / UserGroup.delete) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(294, of: [204]))
        }
        router.answer(Realm.at / User.at / PostImpersonation.action) {
            (_, _, _, _) -> ResourceAnswer<[String: [String: AnyJSON]]> in
            try answer("{}", calls.next(295, of: [200]))
        }
        router.answer(Realm.at / User.at / PostLogout.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(296, of: [201]))
        }
        router.answer(Realm.at / User.at / UserOfflineSession.show) {
            (_, _, _) -> ResourceAnswer<[UserSessionRepresentation]> in
            try answer("[]", calls.next(297, of: [200]))
        }
        router.answer(Realm.at / User.at / ResetPassword.replace) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(298, of: [204]))
        }
        router.answer(Realm.at / User.at / ResetPasswordEmail.replace) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(299, of: [200]))
        }
        router.answer(Realm.at / User.at / UserRoleMappings.show) {
            (_, _, _) -> ResourceAnswer<MappingsRepresentation> in
            try answer("{}", calls.next(300, of: [200]))
        }
    }

    private static func call11<Adapter: HTTPAdapter>(_ service: Service<Adapter>) async throws -> Int {
        var count = 0
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}/users/{id}",
                {
                    try await service.call(
                        Realm.at("realm") / User.at("id") / PutUser.action,
                        body: try Self.sample("{}", as: UserRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "DELETE /{realm}/users/{id}",
                { try await service.call(Realm.at("realm") / User.at("id") / DeleteUserByRealmById.action) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/users/{id}/configured-user-storage-credential-types",
                { try await service.call(Realm.at("realm") / User.at("id") / ConfiguredUserStorageCredentialType.list) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/users/{id}/consents",
                { try await service.call(Realm.at("realm") / User.at("id") / Consent.list) }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/users/{id}/consents/{client}",
                { try await service.call(Realm.at("realm") / User.at("id") / Consent.delete("client")) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/users/{id}/credentials",
                { try await service.call(Realm.at("realm") / User.at("id") / Credential.list) }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/users/{id}/credentials/{credentialId}",
                { try await service.call(Realm.at("realm") / User.at("id") / Credential.delete("credentialId")) }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/users/{id}/credentials/{credentialId}/moveAfter/{newPreviousCredentialId}",
                {
                    try await service.call(
                        Realm.at("realm") / User.at("id") / Credential.at("credentialId")
                            / MoveAfter.at("newPreviousCredentialId") / PostMoveAfter.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/users/{id}/credentials/{credentialId}/moveToFirst",
                {
                    try await service.call(
                        Realm.at("realm") / User.at("id") / Credential.at("credentialId") / PostMoveToFirst.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "PUT /{realm}/users/{id}/credentials/{credentialId}/userLabel",
                {
                    try await service.call(
                        Realm.at("realm") / User.at("id") / Credential.at("credentialId") / UserLabel.replace,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "PUT /{realm}/users/{id}/disable-credential-types",
                {
                    try await service.call(
                        Realm.at("realm") / User.at("id") / DisableCredentialTypes.replace,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}/users/{id}/execute-actions-email",
                {
                    try await service.call(
                        Realm.at("realm") / User.at("id") / ExecuteActionsEmail.replace,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/users/{id}/federated-identity",
                { try await service.call(Realm.at("realm") / User.at("id") / FederatedIdentity.show) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/users/{id}/federated-identity/{provider}",
                {
                    try await service.call(
                        Realm.at("realm") / User.at("id") / FederatedIdentity.show
                            / FederatedIdentityByID.at("provider") / PostFederatedIdentity.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/users/{id}/federated-identity/{provider}",
                {
                    try await service.call(
                        Realm.at("realm") / User.at("id") / FederatedIdentity.show
                            / FederatedIdentityByID.delete("provider")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/users/{id}/groups",
                { try await service.call(Realm.at("realm") / User.at("id") / UserGroup.list) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/users/{id}/groups/count",
                { try await service.call(Realm.at("realm") / User.at("id") / GetUserGroupsCount.action) }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "PUT /{realm}/users/{id}/groups/{groupId}",
                {
                    try await service.call(
                        Realm.at("realm") / User.at("id") / UserGroup.replace("groupId"),
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/users/{id}/groups/{groupId}",
                { try await service.call(Realm.at("realm") / User.at("id") / UserGroup.delete("groupId")) }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "POST /{realm}/users/{id}/impersonation",
                {
                    try await service.call(
                        Realm.at("realm") / User.at("id") / PostImpersonation.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/users/{id}/logout",
                {
                    try await service.call(
                        Realm.at("realm") / User.at("id") / PostLogout.action,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/users/{id}/offline-sessions/{clientUuid}",
                { try await service.call(Realm.at("realm") / User.at("id") / UserOfflineSession.show("clientUuid")) }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "PUT /{realm}/users/{id}/reset-password",
                {
                    try await service.call(
                        Realm.at("realm") / User.at("id") / ResetPassword.replace,
                        body: try Self.sample("{}", as: CredentialRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}/users/{id}/reset-password-email",
                {
                    try await service.call(
                        Realm.at("realm") / User.at("id") / ResetPasswordEmail.replace,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/users/{id}/role-mappings",
                { try await service.call(Realm.at("realm") / User.at("id") / UserRoleMappings.show) }
            ) {
                count += 1
            }
        }
        return count
    }

    private static func serve12(_ router: Router<BasicRequestContext>, _ calls: Calls) {
        router.answer(Realm.at / User.at / UserRoleMappings.show / UserRoleMappingsClient.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(301, of: [200]))
        }
        let shape302Part0 = Realm.at / User.at / UserRoleMappings.show / UserRoleMappingsClient.at
        router.answer(shape302Part0 / PostUserRoleMappingsClient.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(302, of: [201]))
        }
        let shape303Part0 = Realm.at / User.at / UserRoleMappings.show / UserRoleMappingsClient.at
        router.answer(shape303Part0 / DeleteUserRoleMappingsClient.action) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(303, of: [204]))
        }
        let shape304Part0 = Realm.at / User.at / UserRoleMappings.show / UserRoleMappingsClient.at
        router.answer(shape304Part0 / UserRoleMappingsClientAvailable.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(304, of: [200]))
        }
        let shape305Part0 = Realm.at / User.at / UserRoleMappings.show / UserRoleMappingsClient.at
        router.answer(shape305Part0 / UserRoleMappingsClientComposite.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(305, of: [200]))
        }
        router.answer(Realm.at / User.at / UserRoleMappings.show / UserRoleMappingsRealm.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(306, of: [200]))
        }
        let shape307Part0 = Realm.at / User.at / UserRoleMappings.show / UserRoleMappingsRealm.show
        router.answer(shape307Part0 / PostUserRoleMappingsRealm.action) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(307, of: [201]))
        }
        let shape308Part0 = Realm.at / User.at / UserRoleMappings.show / UserRoleMappingsRealm.show
        router.answer(shape308Part0 / DeleteUserRoleMappingsRealm.action) { (_, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(308, of: [204]))
        }
        let shape309Part0 = Realm.at / User.at / UserRoleMappings.show / UserRoleMappingsRealm.show
        router.answer(shape309Part0 / UserRoleMappingsRealmAvailable.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(309, of: [200]))
        }
        let shape310Part0 = Realm.at / User.at / UserRoleMappings.show / UserRoleMappingsRealm.show
        router.answer(shape310Part0 / UserRoleMappingsRealmComposite.show) {
            (_, _, _) -> ResourceAnswer<[RoleRepresentation]> in
            try answer("[]", calls.next(310, of: [200]))
        }
        router.answer(Realm.at / User.at / SendVerifyEmail.replace) { (_, _, _, _) -> ResourceAnswer<NoContent> in
            try answer("{}", calls.next(311, of: [200]))
        }
        router.answer(Realm.at / User.at / SessionResource.list) {
            (_, _, _) -> ResourceAnswer<[UserSessionRepresentation]> in
            try answer("[]", calls.next(312, of: [200]))
        }
    }

    private static func call12<Adapter: HTTPAdapter>(_ service: Service<Adapter>) async throws -> Int {
        var count = 0
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/users/{id}/role-mappings/clients/{client}",
                {
                    try await service.call(
                        Realm.at("realm") / User.at("id") / UserRoleMappings.show
                            / UserRoleMappingsClient.show("client")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/users/{id}/role-mappings/clients/{client}",
                {
                    try await service.call(
                        Realm.at("realm") / User.at("id") / UserRoleMappings.show / UserRoleMappingsClient.at("client")
                            / PostUserRoleMappingsClient.action,
                        body: try Self.sample("{}", as: RoleRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/users/{id}/role-mappings/clients/{client}",
                {
                    try await service.call(
                        Realm.at("realm") / User.at("id") / UserRoleMappings.show / UserRoleMappingsClient.at("client")
                            / DeleteUserRoleMappingsClient.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/users/{id}/role-mappings/clients/{client}/available",
                {
                    try await service.call(
                        Realm.at("realm") / User.at("id") / UserRoleMappings.show / UserRoleMappingsClient.at("client")
                            / UserRoleMappingsClientAvailable.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/users/{id}/role-mappings/clients/{client}/composite",
                {
                    try await service.call(
                        Realm.at("realm") / User.at("id") / UserRoleMappings.show / UserRoleMappingsClient.at("client")
                            / UserRoleMappingsClientComposite.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/users/{id}/role-mappings/realm",
                {
                    try await service.call(
                        Realm.at("realm") / User.at("id") / UserRoleMappings.show / UserRoleMappingsRealm.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [201] {
            if await met(
                status,
                "POST /{realm}/users/{id}/role-mappings/realm",
                {
                    try await service.call(
                        Realm.at("realm") / User.at("id") / UserRoleMappings.show / UserRoleMappingsRealm.show
                            / PostUserRoleMappingsRealm.action,
                        body: try Self.sample("{}", as: RoleRepresentation.self)
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [204] {
            if await met(
                status,
                "DELETE /{realm}/users/{id}/role-mappings/realm",
                {
                    try await service.call(
                        Realm.at("realm") / User.at("id") / UserRoleMappings.show / UserRoleMappingsRealm.show
                            / DeleteUserRoleMappingsRealm.action
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/users/{id}/role-mappings/realm/available",
                {
                    try await service.call(
                        Realm.at("realm") / User.at("id") / UserRoleMappings.show / UserRoleMappingsRealm.show
                            / UserRoleMappingsRealmAvailable.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/users/{id}/role-mappings/realm/composite",
                {
                    try await service.call(
                        Realm.at("realm") / User.at("id") / UserRoleMappings.show / UserRoleMappingsRealm.show
                            / UserRoleMappingsRealmComposite.show
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "PUT /{realm}/users/{id}/send-verify-email",
                {
                    try await service.call(
                        Realm.at("realm") / User.at("id") / SendVerifyEmail.replace,
                        body: Yopuy.RequestBody(Data("{}".utf8), contentType: "application/json")
                    )
                }
            ) {
                count += 1
            }
        }
        for status in [200] {
            if await met(
                status,
                "GET /{realm}/users/{id}/sessions",
                { try await service.call(Realm.at("realm") / User.at("id") / SessionResource.list) }
            ) {
                count += 1
            }
        }
        return count
    }
}

// The bodies the server reads as the declarations type them.
extension RealmRepresentation: DecodesRequestBody {}
extension AuthenticatorConfigRepresentation: DecodesRequestBody {}
extension AuthenticationExecutionRepresentation: DecodesRequestBody {}
extension AuthenticationFlowRepresentation: DecodesRequestBody {}
extension AuthenticationExecutionInfoRepresentation: DecodesRequestBody {}
extension RequiredActionProviderRepresentation: DecodesRequestBody {}
extension ClientPoliciesRepresentation: DecodesRequestBody {}
extension ClientProfilesRepresentation: DecodesRequestBody {}
extension ClientScopeRepresentation: DecodesRequestBody {}
extension ProtocolMapperRepresentation: DecodesRequestBody {}
extension RoleRepresentation: DecodesRequestBody {}
extension ClientRepresentation: DecodesRequestBody {}
extension ClientInitialAccessCreatePresentation: DecodesRequestBody {}
extension ManagementPermissionReference: DecodesRequestBody {}
extension ComponentRepresentation: DecodesRequestBody {}
extension RealmEventsConfigRepresentation: DecodesRequestBody {}
extension GroupRepresentation: DecodesRequestBody {}
extension IdentityProviderRepresentation: DecodesRequestBody {}
extension IdentityProviderMapperRepresentation: DecodesRequestBody {}
extension UserRepresentation: DecodesRequestBody {}
extension UPConfig: DecodesRequestBody {}
extension CredentialRepresentation: DecodesRequestBody {}

// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

import KeycloakAPI
import Testing
import Yopuy

/// Every operation of Keycloak Admin REST API 1.0 that the scaffold said, built
/// with sample IDs: its method and path must be the document's.
@Suite("Scaffolded operations")
struct ScaffoldedOperationTests {
    @Test("each path has the method and path of its operation in the document")
    func everyOperation() {
        var built: [(route: String, method: String, path: String, expected: String)] = []
        var answered: [(route: String, status: Int, documented: [Int])] = []
        Self.routes0(&built, &answered)
        Self.routes1(&built, &answered)
        Self.routes2(&built, &answered)
        Self.routes3(&built, &answered)
        Self.routes4(&built, &answered)
        Self.routes5(&built, &answered)
        Self.routes6(&built, &answered)
        #expect(built.count == 316)
        for entry in built {
            #expect("\(entry.method) \(entry.path)" == entry.expected, "\(entry.route)")
        }
        // The status a server of these declarations answers a success with is one the document gives.
        for entry in answered {
            #expect(entry.documented.contains(entry.status), "\(entry.route): \(entry.status)")
        }
    }

    /// The status the declaration of `path` says its successes with the path's method have.
    private static func status<Resource, Kind, Method: RequestMethod>(_ path: Path<Resource, Kind, Method>) -> Int? {
        (Resource.self as? any AnswersStatus.Type)?.answerStatus(for: path.method)
    }

    /// `HEAD`, for a path `service.head` takes: a `GET` path.
    private static func head<Resource, Kind>(_ path: Path<Resource, Kind, GET>) -> String {
        "HEAD"
    }

    private static func routes0(
        _ built: inout [(route: String, method: String, path: String, expected: String)],
        _ answered: inout [(route: String, status: Int, documented: [Int])]
    ) {
        let r1 = Realm.list
        built.append(("GET /", r1.method.rawValue, r1.path, "GET "))
        answered.append(("GET /", Self.status(r1) ?? 200, [200]))
        let r2 = Post.action
        built.append(("POST /", r2.method.rawValue, r2.path, "POST "))
        answered.append(("POST /", Self.status(r2) ?? 204, [200]))
        let r3 = Realm.show("realm")
        built.append(("GET /{realm}", r3.method.rawValue, r3.path, "GET realm"))
        answered.append(("GET /{realm}", Self.status(r3) ?? 200, [200]))
        let r4 = Realm.at("realm") / PutByRealm.action
        built.append(("PUT /{realm}", r4.method.rawValue, r4.path, "PUT realm"))
        answered.append(("PUT /{realm}", Self.status(r4) ?? 204, [200]))
        let r5 = Realm.at("realm") / DeleteByRealm.action
        built.append(("DELETE /{realm}", r5.method.rawValue, r5.path, "DELETE realm"))
        answered.append(("DELETE /{realm}", Self.status(r5) ?? 204, [204]))
        let r6 = Realm.at("realm") / AdminEvents.show
        built.append(("GET /{realm}/admin-events", r6.method.rawValue, r6.path, "GET realm/admin-events"))
        answered.append(("GET /{realm}/admin-events", Self.status(r6) ?? 200, [200]))
        let r7 = Realm.at("realm") / AdminEvents.show / DeleteAdminEvents.action
        built.append(("DELETE /{realm}/admin-events", r7.method.rawValue, r7.path, "DELETE realm/admin-events"))
        answered.append(("DELETE /{realm}/admin-events", Self.status(r7) ?? 204, [204]))
        let r8 = Realm.at("realm") / AttackDetection.at / BruteForce.at / DeleteUsers.action
        built.append(
            (
                "DELETE /{realm}/attack-detection/brute-force/users", r8.method.rawValue, r8.path,
                "DELETE realm/attack-detection/brute-force/users"
            )
        )
        answered.append(("DELETE /{realm}/attack-detection/brute-force/users", Self.status(r8) ?? 204, [204]))
        let r9 = Realm.at("realm") / AttackDetection.at / BruteForce.at / BruteForceUser.show("userId")
        built.append(
            (
                "GET /{realm}/attack-detection/brute-force/users/{userId}", r9.method.rawValue, r9.path,
                "GET realm/attack-detection/brute-force/users/userId"
            )
        )
        answered.append(("GET /{realm}/attack-detection/brute-force/users/{userId}", Self.status(r9) ?? 200, [200]))
        let r10 =
            Realm.at("realm") / AttackDetection.at / BruteForce.at / BruteForceUser.at("userId")
            / DeleteBruteForceUser.action
        built.append(
            (
                "DELETE /{realm}/attack-detection/brute-force/users/{userId}", r10.method.rawValue, r10.path,
                "DELETE realm/attack-detection/brute-force/users/userId"
            )
        )
        answered.append(("DELETE /{realm}/attack-detection/brute-force/users/{userId}", Self.status(r10) ?? 204, [204]))
        let r11 = Realm.at("realm") / RealmAuthentication.at / AuthenticatorProvider.list
        built.append(
            (
                "GET /{realm}/authentication/authenticator-providers", r11.method.rawValue, r11.path,
                "GET realm/authentication/authenticator-providers"
            )
        )
        answered.append(("GET /{realm}/authentication/authenticator-providers", Self.status(r11) ?? 200, [200]))
        let r12 = Realm.at("realm") / RealmAuthentication.at / ClientAuthenticatorProvider.list
        built.append(
            (
                "GET /{realm}/authentication/client-authenticator-providers", r12.method.rawValue, r12.path,
                "GET realm/authentication/client-authenticator-providers"
            )
        )
        answered.append(("GET /{realm}/authentication/client-authenticator-providers", Self.status(r12) ?? 200, [200]))
        let r13 = Realm.at("realm") / RealmAuthentication.at / Config.at / PostAuthenticationConfig.action
        built.append(
            ("POST /{realm}/authentication/config", r13.method.rawValue, r13.path, "POST realm/authentication/config")
        )
        answered.append(("POST /{realm}/authentication/config", Self.status(r13) ?? 204, [200]))
        let r14 = Realm.at("realm") / RealmAuthentication.at / ConfigDescription.show("providerId")
        built.append(
            (
                "GET /{realm}/authentication/config-description/{providerId}", r14.method.rawValue, r14.path,
                "GET realm/authentication/config-description/providerId"
            )
        )
        answered.append(("GET /{realm}/authentication/config-description/{providerId}", Self.status(r14) ?? 200, [200]))
        let r15 = Realm.at("realm") / RealmAuthentication.at / Config.at / ConfigByID.show("id")
        built.append(
            (
                "GET /{realm}/authentication/config/{id}", r15.method.rawValue, r15.path,
                "GET realm/authentication/config/id"
            )
        )
        answered.append(("GET /{realm}/authentication/config/{id}", Self.status(r15) ?? 200, [200]))
        let r16 =
            Realm.at("realm") / RealmAuthentication.at / Config.at / ConfigByID.at("id")
            / PutAuthenticationConfig.action
        built.append(
            (
                "PUT /{realm}/authentication/config/{id}", r16.method.rawValue, r16.path,
                "PUT realm/authentication/config/id"
            )
        )
        answered.append(("PUT /{realm}/authentication/config/{id}", Self.status(r16) ?? 204, [204]))
        let r17 = Realm.at("realm") / RealmAuthentication.at / Config.at / ConfigByID.at("id") / DeleteConfig.action
        built.append(
            (
                "DELETE /{realm}/authentication/config/{id}", r17.method.rawValue, r17.path,
                "DELETE realm/authentication/config/id"
            )
        )
        answered.append(("DELETE /{realm}/authentication/config/{id}", Self.status(r17) ?? 204, [204]))
        let r18 = Realm.at("realm") / RealmAuthentication.at / Execution.create
        built.append(
            (
                "POST /{realm}/authentication/executions", r18.method.rawValue, r18.path,
                "POST realm/authentication/executions"
            )
        )
        answered.append(("POST /{realm}/authentication/executions", Self.status(r18) ?? 204, [200]))
        let r19 = Realm.at("realm") / RealmAuthentication.at / Execution.show("executionId")
        built.append(
            (
                "GET /{realm}/authentication/executions/{executionId}", r19.method.rawValue, r19.path,
                "GET realm/authentication/executions/executionId"
            )
        )
        answered.append(("GET /{realm}/authentication/executions/{executionId}", Self.status(r19) ?? 204, [200]))
        let r20 = Realm.at("realm") / RealmAuthentication.at / Execution.delete("executionId")
        built.append(
            (
                "DELETE /{realm}/authentication/executions/{executionId}", r20.method.rawValue, r20.path,
                "DELETE realm/authentication/executions/executionId"
            )
        )
        answered.append(("DELETE /{realm}/authentication/executions/{executionId}", Self.status(r20) ?? 204, [204]))
        let r21 =
            Realm.at("realm") / RealmAuthentication.at / Execution.at("executionId") / ExecutionConfig.at
            / PostExecutionConfig.action
        built.append(
            (
                "POST /{realm}/authentication/executions/{executionId}/config", r21.method.rawValue, r21.path,
                "POST realm/authentication/executions/executionId/config"
            )
        )
        answered.append(
            ("POST /{realm}/authentication/executions/{executionId}/config", Self.status(r21) ?? 204, [200])
        )
        let r22 =
            Realm.at("realm") / RealmAuthentication.at / Execution.at("executionId") / ExecutionConfig.at
            / ExecutionConfigConfigByID.show("id")
        built.append(
            (
                "GET /{realm}/authentication/executions/{executionId}/config/{id}", r22.method.rawValue, r22.path,
                "GET realm/authentication/executions/executionId/config/id"
            )
        )
        answered.append(
            ("GET /{realm}/authentication/executions/{executionId}/config/{id}", Self.status(r22) ?? 200, [200])
        )
        let r23 =
            Realm.at("realm") / RealmAuthentication.at / Execution.at("executionId") / PostExecutionLowerPriority.action
        built.append(
            (
                "POST /{realm}/authentication/executions/{executionId}/lower-priority", r23.method.rawValue, r23.path,
                "POST realm/authentication/executions/executionId/lower-priority"
            )
        )
        answered.append(
            ("POST /{realm}/authentication/executions/{executionId}/lower-priority", Self.status(r23) ?? 204, [201])
        )
        let r24 =
            Realm.at("realm") / RealmAuthentication.at / Execution.at("executionId") / PostExecutionRaisePriority.action
        built.append(
            (
                "POST /{realm}/authentication/executions/{executionId}/raise-priority", r24.method.rawValue, r24.path,
                "POST realm/authentication/executions/executionId/raise-priority"
            )
        )
        answered.append(
            ("POST /{realm}/authentication/executions/{executionId}/raise-priority", Self.status(r24) ?? 204, [201])
        )
        let r25 = Realm.at("realm") / RealmAuthentication.at / Flow.list
        built.append(
            ("GET /{realm}/authentication/flows", r25.method.rawValue, r25.path, "GET realm/authentication/flows")
        )
        answered.append(("GET /{realm}/authentication/flows", Self.status(r25) ?? 200, [200]))
        let r26 = Realm.at("realm") / RealmAuthentication.at / PostFlows.action
        built.append(
            ("POST /{realm}/authentication/flows", r26.method.rawValue, r26.path, "POST realm/authentication/flows")
        )
        answered.append(("POST /{realm}/authentication/flows", Self.status(r26) ?? 204, [200]))
        let r27 = Realm.at("realm") / RealmAuthentication.at / Flow.at("flowAlias") / PostCopy.action
        built.append(
            (
                "POST /{realm}/authentication/flows/{flowAlias}/copy", r27.method.rawValue, r27.path,
                "POST realm/authentication/flows/flowAlias/copy"
            )
        )
        answered.append(("POST /{realm}/authentication/flows/{flowAlias}/copy", Self.status(r27) ?? 204, [200]))
        let r28 = Realm.at("realm") / RealmAuthentication.at / Flow.at("flowAlias") / Executions.show
        built.append(
            (
                "GET /{realm}/authentication/flows/{flowAlias}/executions", r28.method.rawValue, r28.path,
                "GET realm/authentication/flows/flowAlias/executions"
            )
        )
        answered.append(("GET /{realm}/authentication/flows/{flowAlias}/executions", Self.status(r28) ?? 204, [200]))
        let r29 = Realm.at("realm") / RealmAuthentication.at / Flow.at("flowAlias") / Executions.replace
        built.append(
            (
                "PUT /{realm}/authentication/flows/{flowAlias}/executions", r29.method.rawValue, r29.path,
                "PUT realm/authentication/flows/flowAlias/executions"
            )
        )
        answered.append(("PUT /{realm}/authentication/flows/{flowAlias}/executions", Self.status(r29) ?? 204, [200]))
        let r30 =
            Realm.at("realm") / RealmAuthentication.at / Flow.at("flowAlias") / Executions.show / PostExecution.action
        built.append(
            (
                "POST /{realm}/authentication/flows/{flowAlias}/executions/execution", r30.method.rawValue, r30.path,
                "POST realm/authentication/flows/flowAlias/executions/execution"
            )
        )
        answered.append(
            ("POST /{realm}/authentication/flows/{flowAlias}/executions/execution", Self.status(r30) ?? 204, [200])
        )
        let r31 = Realm.at("realm") / RealmAuthentication.at / Flow.at("flowAlias") / Executions.show / PostFlow.action
        built.append(
            (
                "POST /{realm}/authentication/flows/{flowAlias}/executions/flow", r31.method.rawValue, r31.path,
                "POST realm/authentication/flows/flowAlias/executions/flow"
            )
        )
        answered.append(
            ("POST /{realm}/authentication/flows/{flowAlias}/executions/flow", Self.status(r31) ?? 204, [200])
        )
        let r32 = Realm.at("realm") / RealmAuthentication.at / Flow.show("id")
        built.append(
            (
                "GET /{realm}/authentication/flows/{id}", r32.method.rawValue, r32.path,
                "GET realm/authentication/flows/id"
            )
        )
        answered.append(("GET /{realm}/authentication/flows/{id}", Self.status(r32) ?? 200, [200]))
        let r33 = Realm.at("realm") / RealmAuthentication.at / Flow.at("id") / PutFlow.action
        built.append(
            (
                "PUT /{realm}/authentication/flows/{id}", r33.method.rawValue, r33.path,
                "PUT realm/authentication/flows/id"
            )
        )
        answered.append(("PUT /{realm}/authentication/flows/{id}", Self.status(r33) ?? 204, [200]))
        let r34 = Realm.at("realm") / RealmAuthentication.at / Flow.at("id") / DeleteFlow.action
        built.append(
            (
                "DELETE /{realm}/authentication/flows/{id}", r34.method.rawValue, r34.path,
                "DELETE realm/authentication/flows/id"
            )
        )
        answered.append(("DELETE /{realm}/authentication/flows/{id}", Self.status(r34) ?? 204, [204]))
        let r35 = Realm.at("realm") / RealmAuthentication.at / FormActionProvider.list
        built.append(
            (
                "GET /{realm}/authentication/form-action-providers", r35.method.rawValue, r35.path,
                "GET realm/authentication/form-action-providers"
            )
        )
        answered.append(("GET /{realm}/authentication/form-action-providers", Self.status(r35) ?? 200, [200]))
        let r36 = Realm.at("realm") / RealmAuthentication.at / FormProvider.list
        built.append(
            (
                "GET /{realm}/authentication/form-providers", r36.method.rawValue, r36.path,
                "GET realm/authentication/form-providers"
            )
        )
        answered.append(("GET /{realm}/authentication/form-providers", Self.status(r36) ?? 200, [200]))
        let r37 = Realm.at("realm") / RealmAuthentication.at / PerClientConfigDescription.show
        built.append(
            (
                "GET /{realm}/authentication/per-client-config-description", r37.method.rawValue, r37.path,
                "GET realm/authentication/per-client-config-description"
            )
        )
        answered.append(("GET /{realm}/authentication/per-client-config-description", Self.status(r37) ?? 200, [200]))
        let r38 = Realm.at("realm") / RealmAuthentication.at / PostRegisterRequiredAction.action
        built.append(
            (
                "POST /{realm}/authentication/register-required-action", r38.method.rawValue, r38.path,
                "POST realm/authentication/register-required-action"
            )
        )
        answered.append(("POST /{realm}/authentication/register-required-action", Self.status(r38) ?? 204, [201]))
        let r39 = Realm.at("realm") / RealmAuthentication.at / RequiredAction.list
        built.append(
            (
                "GET /{realm}/authentication/required-actions", r39.method.rawValue, r39.path,
                "GET realm/authentication/required-actions"
            )
        )
        answered.append(("GET /{realm}/authentication/required-actions", Self.status(r39) ?? 200, [200]))
        let r40 = Realm.at("realm") / RealmAuthentication.at / RequiredAction.show("alias")
        built.append(
            (
                "GET /{realm}/authentication/required-actions/{alias}", r40.method.rawValue, r40.path,
                "GET realm/authentication/required-actions/alias"
            )
        )
        answered.append(("GET /{realm}/authentication/required-actions/{alias}", Self.status(r40) ?? 200, [200]))
        let r41 = Realm.at("realm") / RealmAuthentication.at / RequiredAction.at("alias") / PutRequiredAction.action
        built.append(
            (
                "PUT /{realm}/authentication/required-actions/{alias}", r41.method.rawValue, r41.path,
                "PUT realm/authentication/required-actions/alias"
            )
        )
        answered.append(("PUT /{realm}/authentication/required-actions/{alias}", Self.status(r41) ?? 204, [204]))
        let r42 = Realm.at("realm") / RealmAuthentication.at / RequiredAction.at("alias") / DeleteRequiredAction.action
        built.append(
            (
                "DELETE /{realm}/authentication/required-actions/{alias}", r42.method.rawValue, r42.path,
                "DELETE realm/authentication/required-actions/alias"
            )
        )
        answered.append(("DELETE /{realm}/authentication/required-actions/{alias}", Self.status(r42) ?? 204, [204]))
        let r43 =
            Realm.at("realm") / RealmAuthentication.at / RequiredAction.at("alias")
            / PostRequiredActionLowerPriority.action
        built.append(
            (
                "POST /{realm}/authentication/required-actions/{alias}/lower-priority", r43.method.rawValue, r43.path,
                "POST realm/authentication/required-actions/alias/lower-priority"
            )
        )
        answered.append(
            ("POST /{realm}/authentication/required-actions/{alias}/lower-priority", Self.status(r43) ?? 204, [201])
        )
        let r44 =
            Realm.at("realm") / RealmAuthentication.at / RequiredAction.at("alias")
            / PostRequiredActionRaisePriority.action
        built.append(
            (
                "POST /{realm}/authentication/required-actions/{alias}/raise-priority", r44.method.rawValue, r44.path,
                "POST realm/authentication/required-actions/alias/raise-priority"
            )
        )
        answered.append(
            ("POST /{realm}/authentication/required-actions/{alias}/raise-priority", Self.status(r44) ?? 204, [201])
        )
        let r45 = Realm.at("realm") / RealmAuthentication.at / UnregisteredRequiredAction.list
        built.append(
            (
                "GET /{realm}/authentication/unregistered-required-actions", r45.method.rawValue, r45.path,
                "GET realm/authentication/unregistered-required-actions"
            )
        )
        answered.append(("GET /{realm}/authentication/unregistered-required-actions", Self.status(r45) ?? 200, [200]))
        let r46 = Realm.at("realm") / PostClientDescriptionConverter.action
        built.append(
            (
                "POST /{realm}/client-description-converter", r46.method.rawValue, r46.path,
                "POST realm/client-description-converter"
            )
        )
        answered.append(("POST /{realm}/client-description-converter", Self.status(r46) ?? 200, [200]))
        let r47 = Realm.at("realm") / ClientPolicies.at / Policies.show
        built.append(
            (
                "GET /{realm}/client-policies/policies", r47.method.rawValue, r47.path,
                "GET realm/client-policies/policies"
            )
        )
        answered.append(("GET /{realm}/client-policies/policies", Self.status(r47) ?? 200, [200]))
        let r48 = Realm.at("realm") / ClientPolicies.at / Policies.show / PutPolicies.action
        built.append(
            (
                "PUT /{realm}/client-policies/policies", r48.method.rawValue, r48.path,
                "PUT realm/client-policies/policies"
            )
        )
        answered.append(("PUT /{realm}/client-policies/policies", Self.status(r48) ?? 204, [200]))
        let r49 = Realm.at("realm") / ClientPolicies.at / Profiles.show
        built.append(
            (
                "GET /{realm}/client-policies/profiles", r49.method.rawValue, r49.path,
                "GET realm/client-policies/profiles"
            )
        )
        answered.append(("GET /{realm}/client-policies/profiles", Self.status(r49) ?? 200, [200]))
        let r50 = Realm.at("realm") / ClientPolicies.at / Profiles.show / PutProfiles.action
        built.append(
            (
                "PUT /{realm}/client-policies/profiles", r50.method.rawValue, r50.path,
                "PUT realm/client-policies/profiles"
            )
        )
        answered.append(("PUT /{realm}/client-policies/profiles", Self.status(r50) ?? 204, [200]))
    }

    private static func routes1(
        _ built: inout [(route: String, method: String, path: String, expected: String)],
        _ answered: inout [(route: String, status: Int, documented: [Int])]
    ) {
        let r51 = Realm.at("realm") / ClientRegistrationPolicy.at / Provider.list
        built.append(
            (
                "GET /{realm}/client-registration-policy/providers", r51.method.rawValue, r51.path,
                "GET realm/client-registration-policy/providers"
            )
        )
        answered.append(("GET /{realm}/client-registration-policy/providers", Self.status(r51) ?? 200, [200]))
        let r52 = Realm.at("realm") / ClientScope.list
        built.append(("GET /{realm}/client-scopes", r52.method.rawValue, r52.path, "GET realm/client-scopes"))
        answered.append(("GET /{realm}/client-scopes", Self.status(r52) ?? 200, [200]))
        let r53 = Realm.at("realm") / PostClientScopes.action
        built.append(("POST /{realm}/client-scopes", r53.method.rawValue, r53.path, "POST realm/client-scopes"))
        answered.append(("POST /{realm}/client-scopes", Self.status(r53) ?? 204, [200]))
        let r54 = Realm.at("realm") / ClientScope.at("id1") / ProtocolMappers.at / Model.show("id2")
        built.append(
            (
                "GET /{realm}/client-scopes/{id1}/protocol-mappers/models/{id2}", r54.method.rawValue, r54.path,
                "GET realm/client-scopes/id1/protocol-mappers/models/id2"
            )
        )
        answered.append(
            ("GET /{realm}/client-scopes/{id1}/protocol-mappers/models/{id2}", Self.status(r54) ?? 200, [200])
        )
        let r55 =
            Realm.at("realm") / ClientScope.at("id1") / ProtocolMappers.at / Model.at("id2")
            / PutClientScopeProtocolMappersModel.action
        built.append(
            (
                "PUT /{realm}/client-scopes/{id1}/protocol-mappers/models/{id2}", r55.method.rawValue, r55.path,
                "PUT realm/client-scopes/id1/protocol-mappers/models/id2"
            )
        )
        answered.append(
            ("PUT /{realm}/client-scopes/{id1}/protocol-mappers/models/{id2}", Self.status(r55) ?? 204, [204])
        )
        let r56 =
            Realm.at("realm") / ClientScope.at("id1") / ProtocolMappers.at / Model.at("id2")
            / DeleteClientScopeProtocolMappersModel.action
        built.append(
            (
                "DELETE /{realm}/client-scopes/{id1}/protocol-mappers/models/{id2}", r56.method.rawValue, r56.path,
                "DELETE realm/client-scopes/id1/protocol-mappers/models/id2"
            )
        )
        answered.append(
            ("DELETE /{realm}/client-scopes/{id1}/protocol-mappers/models/{id2}", Self.status(r56) ?? 204, [204])
        )
        let r57 = Realm.at("realm") / ClientScope.show("id")
        built.append(("GET /{realm}/client-scopes/{id}", r57.method.rawValue, r57.path, "GET realm/client-scopes/id"))
        answered.append(("GET /{realm}/client-scopes/{id}", Self.status(r57) ?? 200, [200]))
        let r58 = Realm.at("realm") / ClientScope.at("id") / PutClientScope.action
        built.append(("PUT /{realm}/client-scopes/{id}", r58.method.rawValue, r58.path, "PUT realm/client-scopes/id"))
        answered.append(("PUT /{realm}/client-scopes/{id}", Self.status(r58) ?? 204, [200]))
        let r59 = Realm.at("realm") / ClientScope.at("id") / DeleteClientScope.action
        built.append(
            ("DELETE /{realm}/client-scopes/{id}", r59.method.rawValue, r59.path, "DELETE realm/client-scopes/id")
        )
        answered.append(("DELETE /{realm}/client-scopes/{id}", Self.status(r59) ?? 204, [200]))
        let r60 = Realm.at("realm") / ClientScope.at("id") / ProtocolMappers.at / AddModel.create
        built.append(
            (
                "POST /{realm}/client-scopes/{id}/protocol-mappers/add-models", r60.method.rawValue, r60.path,
                "POST realm/client-scopes/id/protocol-mappers/add-models"
            )
        )
        answered.append(
            ("POST /{realm}/client-scopes/{id}/protocol-mappers/add-models", Self.status(r60) ?? 204, [201])
        )
        let r61 = Realm.at("realm") / ClientScope.at("id") / ProtocolMappers.at / Model.list
        built.append(
            (
                "GET /{realm}/client-scopes/{id}/protocol-mappers/models", r61.method.rawValue, r61.path,
                "GET realm/client-scopes/id/protocol-mappers/models"
            )
        )
        answered.append(("GET /{realm}/client-scopes/{id}/protocol-mappers/models", Self.status(r61) ?? 200, [200]))
        let r62 =
            Realm.at("realm") / ClientScope.at("id") / ProtocolMappers.at / PostClientScopeProtocolMappersModels.action
        built.append(
            (
                "POST /{realm}/client-scopes/{id}/protocol-mappers/models", r62.method.rawValue, r62.path,
                "POST realm/client-scopes/id/protocol-mappers/models"
            )
        )
        answered.append(("POST /{realm}/client-scopes/{id}/protocol-mappers/models", Self.status(r62) ?? 204, [200]))
        let r63 =
            Realm.at("realm") / ClientScope.at("id") / ProtocolMappers.at / ProtocolMappersProtocol.show("protocol")
        built.append(
            (
                "GET /{realm}/client-scopes/{id}/protocol-mappers/protocol/{protocol}", r63.method.rawValue, r63.path,
                "GET realm/client-scopes/id/protocol-mappers/protocol/protocol"
            )
        )
        answered.append(
            ("GET /{realm}/client-scopes/{id}/protocol-mappers/protocol/{protocol}", Self.status(r63) ?? 200, [200])
        )
        let r64 = Realm.at("realm") / ClientScope.at("id") / ScopeMappings.show
        built.append(
            (
                "GET /{realm}/client-scopes/{id}/scope-mappings", r64.method.rawValue, r64.path,
                "GET realm/client-scopes/id/scope-mappings"
            )
        )
        answered.append(("GET /{realm}/client-scopes/{id}/scope-mappings", Self.status(r64) ?? 200, [200]))
        let r65 = Realm.at("realm") / ClientScope.at("id") / ScopeMappings.show / ScopeMappingsClient.show("client")
        built.append(
            (
                "GET /{realm}/client-scopes/{id}/scope-mappings/clients/{client}", r65.method.rawValue, r65.path,
                "GET realm/client-scopes/id/scope-mappings/clients/client"
            )
        )
        answered.append(
            ("GET /{realm}/client-scopes/{id}/scope-mappings/clients/{client}", Self.status(r65) ?? 200, [200])
        )
        let r66 =
            Realm.at("realm") / ClientScope.at("id") / ScopeMappings.show / ScopeMappingsClient.at("client")
            / PostClientScopeScopeMappingsClient.action
        built.append(
            (
                "POST /{realm}/client-scopes/{id}/scope-mappings/clients/{client}", r66.method.rawValue, r66.path,
                "POST realm/client-scopes/id/scope-mappings/clients/client"
            )
        )
        answered.append(
            ("POST /{realm}/client-scopes/{id}/scope-mappings/clients/{client}", Self.status(r66) ?? 204, [201])
        )
        let r67 =
            Realm.at("realm") / ClientScope.at("id") / ScopeMappings.show / ScopeMappingsClient.at("client")
            / DeleteClientScopeScopeMappingsClient.action
        built.append(
            (
                "DELETE /{realm}/client-scopes/{id}/scope-mappings/clients/{client}", r67.method.rawValue, r67.path,
                "DELETE realm/client-scopes/id/scope-mappings/clients/client"
            )
        )
        answered.append(
            ("DELETE /{realm}/client-scopes/{id}/scope-mappings/clients/{client}", Self.status(r67) ?? 204, [204])
        )
        let r68 =
            Realm.at("realm") / ClientScope.at("id") / ScopeMappings.show / ScopeMappingsClient.at("client")
            / Available.show
        built.append(
            (
                "GET /{realm}/client-scopes/{id}/scope-mappings/clients/{client}/available", r68.method.rawValue,
                r68.path, "GET realm/client-scopes/id/scope-mappings/clients/client/available"
            )
        )
        answered.append(
            (
                "GET /{realm}/client-scopes/{id}/scope-mappings/clients/{client}/available", Self.status(r68) ?? 200,
                [200]
            )
        )
        let r69 =
            Realm.at("realm") / ClientScope.at("id") / ScopeMappings.show / ScopeMappingsClient.at("client")
            / Composite.show
        built.append(
            (
                "GET /{realm}/client-scopes/{id}/scope-mappings/clients/{client}/composite", r69.method.rawValue,
                r69.path, "GET realm/client-scopes/id/scope-mappings/clients/client/composite"
            )
        )
        answered.append(
            (
                "GET /{realm}/client-scopes/{id}/scope-mappings/clients/{client}/composite", Self.status(r69) ?? 200,
                [200]
            )
        )
        let r70 = Realm.at("realm") / ClientScope.at("id") / ScopeMappings.show / ScopeMappingsRealm.show
        built.append(
            (
                "GET /{realm}/client-scopes/{id}/scope-mappings/realm", r70.method.rawValue, r70.path,
                "GET realm/client-scopes/id/scope-mappings/realm"
            )
        )
        answered.append(("GET /{realm}/client-scopes/{id}/scope-mappings/realm", Self.status(r70) ?? 200, [200]))
        let r71 =
            Realm.at("realm") / ClientScope.at("id") / ScopeMappings.show / ScopeMappingsRealm.show
            / PostClientScopeScopeMappingsRealm.action
        built.append(
            (
                "POST /{realm}/client-scopes/{id}/scope-mappings/realm", r71.method.rawValue, r71.path,
                "POST realm/client-scopes/id/scope-mappings/realm"
            )
        )
        answered.append(("POST /{realm}/client-scopes/{id}/scope-mappings/realm", Self.status(r71) ?? 204, [201]))
        let r72 =
            Realm.at("realm") / ClientScope.at("id") / ScopeMappings.show / ScopeMappingsRealm.show
            / DeleteClientScopeScopeMappingsRealm.action
        built.append(
            (
                "DELETE /{realm}/client-scopes/{id}/scope-mappings/realm", r72.method.rawValue, r72.path,
                "DELETE realm/client-scopes/id/scope-mappings/realm"
            )
        )
        answered.append(("DELETE /{realm}/client-scopes/{id}/scope-mappings/realm", Self.status(r72) ?? 204, [204]))
        let r73 =
            Realm.at("realm") / ClientScope.at("id") / ScopeMappings.show / ScopeMappingsRealm.show
            / ScopeMappingsRealmAvailable.show
        built.append(
            (
                "GET /{realm}/client-scopes/{id}/scope-mappings/realm/available", r73.method.rawValue, r73.path,
                "GET realm/client-scopes/id/scope-mappings/realm/available"
            )
        )
        answered.append(
            ("GET /{realm}/client-scopes/{id}/scope-mappings/realm/available", Self.status(r73) ?? 200, [200])
        )
        let r74 =
            Realm.at("realm") / ClientScope.at("id") / ScopeMappings.show / ScopeMappingsRealm.show
            / ScopeMappingsRealmComposite.show
        built.append(
            (
                "GET /{realm}/client-scopes/{id}/scope-mappings/realm/composite", r74.method.rawValue, r74.path,
                "GET realm/client-scopes/id/scope-mappings/realm/composite"
            )
        )
        answered.append(
            ("GET /{realm}/client-scopes/{id}/scope-mappings/realm/composite", Self.status(r74) ?? 200, [200])
        )
        let r75 = Realm.at("realm") / ClientSessionStat.list
        built.append(
            ("GET /{realm}/client-session-stats", r75.method.rawValue, r75.path, "GET realm/client-session-stats")
        )
        answered.append(("GET /{realm}/client-session-stats", Self.status(r75) ?? 200, [200]))
        let r76 = Realm.at("realm") / ClientTemplate.list
        built.append(("GET /{realm}/client-templates", r76.method.rawValue, r76.path, "GET realm/client-templates"))
        answered.append(("GET /{realm}/client-templates", Self.status(r76) ?? 200, [200]))
        let r77 = Realm.at("realm") / PostClientTemplates.action
        built.append(("POST /{realm}/client-templates", r77.method.rawValue, r77.path, "POST realm/client-templates"))
        answered.append(("POST /{realm}/client-templates", Self.status(r77) ?? 204, [200]))
        let r78 =
            Realm.at("realm") / ClientTemplate.at("id1") / ClientTemplateProtocolMappers.at
            / ClientTemplateProtocolMappersModel.show("id2")
        built.append(
            (
                "GET /{realm}/client-templates/{id1}/protocol-mappers/models/{id2}", r78.method.rawValue, r78.path,
                "GET realm/client-templates/id1/protocol-mappers/models/id2"
            )
        )
        answered.append(
            ("GET /{realm}/client-templates/{id1}/protocol-mappers/models/{id2}", Self.status(r78) ?? 200, [200])
        )
        let r79 =
            Realm.at("realm") / ClientTemplate.at("id1") / ClientTemplateProtocolMappers.at
            / ClientTemplateProtocolMappersModel.at("id2") / PutClientTemplateProtocolMappersModel.action
        built.append(
            (
                "PUT /{realm}/client-templates/{id1}/protocol-mappers/models/{id2}", r79.method.rawValue, r79.path,
                "PUT realm/client-templates/id1/protocol-mappers/models/id2"
            )
        )
        answered.append(
            ("PUT /{realm}/client-templates/{id1}/protocol-mappers/models/{id2}", Self.status(r79) ?? 204, [204])
        )
        let r80 =
            Realm.at("realm") / ClientTemplate.at("id1") / ClientTemplateProtocolMappers.at
            / ClientTemplateProtocolMappersModel.at("id2") / DeleteClientTemplateProtocolMappersModel.action
        built.append(
            (
                "DELETE /{realm}/client-templates/{id1}/protocol-mappers/models/{id2}", r80.method.rawValue, r80.path,
                "DELETE realm/client-templates/id1/protocol-mappers/models/id2"
            )
        )
        answered.append(
            ("DELETE /{realm}/client-templates/{id1}/protocol-mappers/models/{id2}", Self.status(r80) ?? 204, [204])
        )
        let r81 = Realm.at("realm") / ClientTemplate.show("id")
        built.append(
            ("GET /{realm}/client-templates/{id}", r81.method.rawValue, r81.path, "GET realm/client-templates/id")
        )
        answered.append(("GET /{realm}/client-templates/{id}", Self.status(r81) ?? 200, [200]))
        let r82 = Realm.at("realm") / ClientTemplate.at("id") / PutClientTemplate.action
        built.append(
            ("PUT /{realm}/client-templates/{id}", r82.method.rawValue, r82.path, "PUT realm/client-templates/id")
        )
        answered.append(("PUT /{realm}/client-templates/{id}", Self.status(r82) ?? 204, [200]))
        let r83 = Realm.at("realm") / ClientTemplate.at("id") / DeleteClientTemplate.action
        built.append(
            ("DELETE /{realm}/client-templates/{id}", r83.method.rawValue, r83.path, "DELETE realm/client-templates/id")
        )
        answered.append(("DELETE /{realm}/client-templates/{id}", Self.status(r83) ?? 204, [200]))
        let r84 =
            Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateProtocolMappers.at
            / ClientTemplateProtocolMappersAddModel.create
        built.append(
            (
                "POST /{realm}/client-templates/{id}/protocol-mappers/add-models", r84.method.rawValue, r84.path,
                "POST realm/client-templates/id/protocol-mappers/add-models"
            )
        )
        answered.append(
            ("POST /{realm}/client-templates/{id}/protocol-mappers/add-models", Self.status(r84) ?? 204, [201])
        )
        let r85 =
            Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateProtocolMappers.at
            / ClientTemplateProtocolMappersModel.list
        built.append(
            (
                "GET /{realm}/client-templates/{id}/protocol-mappers/models", r85.method.rawValue, r85.path,
                "GET realm/client-templates/id/protocol-mappers/models"
            )
        )
        answered.append(("GET /{realm}/client-templates/{id}/protocol-mappers/models", Self.status(r85) ?? 200, [200]))
        let r86 =
            Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateProtocolMappers.at
            / PostClientTemplateProtocolMappersModels.action
        built.append(
            (
                "POST /{realm}/client-templates/{id}/protocol-mappers/models", r86.method.rawValue, r86.path,
                "POST realm/client-templates/id/protocol-mappers/models"
            )
        )
        answered.append(("POST /{realm}/client-templates/{id}/protocol-mappers/models", Self.status(r86) ?? 204, [200]))
        let r87 =
            Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateProtocolMappers.at
            / ClientTemplateProtocolMappersProtocol.show("protocol")
        built.append(
            (
                "GET /{realm}/client-templates/{id}/protocol-mappers/protocol/{protocol}", r87.method.rawValue,
                r87.path, "GET realm/client-templates/id/protocol-mappers/protocol/protocol"
            )
        )
        answered.append(
            ("GET /{realm}/client-templates/{id}/protocol-mappers/protocol/{protocol}", Self.status(r87) ?? 200, [200])
        )
        let r88 = Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateScopeMappings.show
        built.append(
            (
                "GET /{realm}/client-templates/{id}/scope-mappings", r88.method.rawValue, r88.path,
                "GET realm/client-templates/id/scope-mappings"
            )
        )
        answered.append(("GET /{realm}/client-templates/{id}/scope-mappings", Self.status(r88) ?? 200, [200]))
        let r89 =
            Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateScopeMappings.show
            / ClientTemplateScopeMappingsClient.show("client")
        built.append(
            (
                "GET /{realm}/client-templates/{id}/scope-mappings/clients/{client}", r89.method.rawValue, r89.path,
                "GET realm/client-templates/id/scope-mappings/clients/client"
            )
        )
        answered.append(
            ("GET /{realm}/client-templates/{id}/scope-mappings/clients/{client}", Self.status(r89) ?? 200, [200])
        )
        let r90 =
            Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateScopeMappings.show
            / ClientTemplateScopeMappingsClient.at("client") / PostClientTemplateScopeMappingsClient.action
        built.append(
            (
                "POST /{realm}/client-templates/{id}/scope-mappings/clients/{client}", r90.method.rawValue, r90.path,
                "POST realm/client-templates/id/scope-mappings/clients/client"
            )
        )
        answered.append(
            ("POST /{realm}/client-templates/{id}/scope-mappings/clients/{client}", Self.status(r90) ?? 204, [201])
        )
        let r91 =
            Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateScopeMappings.show
            / ClientTemplateScopeMappingsClient.at("client") / DeleteClientTemplateScopeMappingsClient.action
        built.append(
            (
                "DELETE /{realm}/client-templates/{id}/scope-mappings/clients/{client}", r91.method.rawValue, r91.path,
                "DELETE realm/client-templates/id/scope-mappings/clients/client"
            )
        )
        answered.append(
            ("DELETE /{realm}/client-templates/{id}/scope-mappings/clients/{client}", Self.status(r91) ?? 204, [204])
        )
        let r92 =
            Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateScopeMappings.show
            / ClientTemplateScopeMappingsClient.at("client") / ClientTemplateScopeMappingsClientAvailable.show
        built.append(
            (
                "GET /{realm}/client-templates/{id}/scope-mappings/clients/{client}/available", r92.method.rawValue,
                r92.path, "GET realm/client-templates/id/scope-mappings/clients/client/available"
            )
        )
        answered.append(
            (
                "GET /{realm}/client-templates/{id}/scope-mappings/clients/{client}/available", Self.status(r92) ?? 200,
                [200]
            )
        )
        let r93 =
            Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateScopeMappings.show
            / ClientTemplateScopeMappingsClient.at("client") / ClientTemplateScopeMappingsClientComposite.show
        built.append(
            (
                "GET /{realm}/client-templates/{id}/scope-mappings/clients/{client}/composite", r93.method.rawValue,
                r93.path, "GET realm/client-templates/id/scope-mappings/clients/client/composite"
            )
        )
        answered.append(
            (
                "GET /{realm}/client-templates/{id}/scope-mappings/clients/{client}/composite", Self.status(r93) ?? 200,
                [200]
            )
        )
        let r94 =
            Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateScopeMappings.show
            / ClientTemplateScopeMappingsRealm.show
        built.append(
            (
                "GET /{realm}/client-templates/{id}/scope-mappings/realm", r94.method.rawValue, r94.path,
                "GET realm/client-templates/id/scope-mappings/realm"
            )
        )
        answered.append(("GET /{realm}/client-templates/{id}/scope-mappings/realm", Self.status(r94) ?? 200, [200]))
        let r95 =
            Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateScopeMappings.show
            / ClientTemplateScopeMappingsRealm.show / PostClientTemplateScopeMappingsRealm.action
        built.append(
            (
                "POST /{realm}/client-templates/{id}/scope-mappings/realm", r95.method.rawValue, r95.path,
                "POST realm/client-templates/id/scope-mappings/realm"
            )
        )
        answered.append(("POST /{realm}/client-templates/{id}/scope-mappings/realm", Self.status(r95) ?? 204, [201]))
        let r96 =
            Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateScopeMappings.show
            / ClientTemplateScopeMappingsRealm.show / DeleteClientTemplateScopeMappingsRealm.action
        built.append(
            (
                "DELETE /{realm}/client-templates/{id}/scope-mappings/realm", r96.method.rawValue, r96.path,
                "DELETE realm/client-templates/id/scope-mappings/realm"
            )
        )
        answered.append(("DELETE /{realm}/client-templates/{id}/scope-mappings/realm", Self.status(r96) ?? 204, [204]))
        let r97 =
            Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateScopeMappings.show
            / ClientTemplateScopeMappingsRealm.show / ClientTemplateScopeMappingsRealmAvailable.show
        built.append(
            (
                "GET /{realm}/client-templates/{id}/scope-mappings/realm/available", r97.method.rawValue, r97.path,
                "GET realm/client-templates/id/scope-mappings/realm/available"
            )
        )
        answered.append(
            ("GET /{realm}/client-templates/{id}/scope-mappings/realm/available", Self.status(r97) ?? 200, [200])
        )
        let r98 =
            Realm.at("realm") / ClientTemplate.at("id") / ClientTemplateScopeMappings.show
            / ClientTemplateScopeMappingsRealm.show / ClientTemplateScopeMappingsRealmComposite.show
        built.append(
            (
                "GET /{realm}/client-templates/{id}/scope-mappings/realm/composite", r98.method.rawValue, r98.path,
                "GET realm/client-templates/id/scope-mappings/realm/composite"
            )
        )
        answered.append(
            ("GET /{realm}/client-templates/{id}/scope-mappings/realm/composite", Self.status(r98) ?? 200, [200])
        )
        let r99 = Realm.at("realm") / Client.list
        built.append(("GET /{realm}/clients", r99.method.rawValue, r99.path, "GET realm/clients"))
        answered.append(("GET /{realm}/clients", Self.status(r99) ?? 200, [200]))
        let r100 = Realm.at("realm") / PostClients.action
        built.append(("POST /{realm}/clients", r100.method.rawValue, r100.path, "POST realm/clients"))
        answered.append(("POST /{realm}/clients", Self.status(r100) ?? 204, [200]))
    }

    private static func routes2(
        _ built: inout [(route: String, method: String, path: String, expected: String)],
        _ answered: inout [(route: String, status: Int, documented: [Int])]
    ) {
        let r101 = Realm.at("realm") / ClientsInitialAccess.show
        built.append(
            ("GET /{realm}/clients-initial-access", r101.method.rawValue, r101.path, "GET realm/clients-initial-access")
        )
        answered.append(("GET /{realm}/clients-initial-access", Self.status(r101) ?? 200, [200]))
        let r102 = Realm.at("realm") / ClientsInitialAccess.show / PostClientsInitialAccess.action
        built.append(
            (
                "POST /{realm}/clients-initial-access", r102.method.rawValue, r102.path,
                "POST realm/clients-initial-access"
            )
        )
        answered.append(("POST /{realm}/clients-initial-access", Self.status(r102) ?? 200, [200]))
        let r103 = Realm.at("realm") / ClientsInitialAccess.show / ClientsInitialAccessByID.delete("id")
        built.append(
            (
                "DELETE /{realm}/clients-initial-access/{id}", r103.method.rawValue, r103.path,
                "DELETE realm/clients-initial-access/id"
            )
        )
        answered.append(("DELETE /{realm}/clients-initial-access/{id}", Self.status(r103) ?? 204, [204]))
        let r104 =
            Realm.at("realm") / Client.at("id1") / ClientProtocolMappers.at / ClientProtocolMappersModel.show("id2")
        built.append(
            (
                "GET /{realm}/clients/{id1}/protocol-mappers/models/{id2}", r104.method.rawValue, r104.path,
                "GET realm/clients/id1/protocol-mappers/models/id2"
            )
        )
        answered.append(("GET /{realm}/clients/{id1}/protocol-mappers/models/{id2}", Self.status(r104) ?? 200, [200]))
        let r105 =
            Realm.at("realm") / Client.at("id1") / ClientProtocolMappers.at / ClientProtocolMappersModel.at("id2")
            / PutClientProtocolMappersModel.action
        built.append(
            (
                "PUT /{realm}/clients/{id1}/protocol-mappers/models/{id2}", r105.method.rawValue, r105.path,
                "PUT realm/clients/id1/protocol-mappers/models/id2"
            )
        )
        answered.append(("PUT /{realm}/clients/{id1}/protocol-mappers/models/{id2}", Self.status(r105) ?? 204, [204]))
        let r106 =
            Realm.at("realm") / Client.at("id1") / ClientProtocolMappers.at / ClientProtocolMappersModel.at("id2")
            / DeleteClientProtocolMappersModel.action
        built.append(
            (
                "DELETE /{realm}/clients/{id1}/protocol-mappers/models/{id2}", r106.method.rawValue, r106.path,
                "DELETE realm/clients/id1/protocol-mappers/models/id2"
            )
        )
        answered.append(
            ("DELETE /{realm}/clients/{id1}/protocol-mappers/models/{id2}", Self.status(r106) ?? 204, [204])
        )
        let r107 = Realm.at("realm") / Client.show("id")
        built.append(("GET /{realm}/clients/{id}", r107.method.rawValue, r107.path, "GET realm/clients/id"))
        answered.append(("GET /{realm}/clients/{id}", Self.status(r107) ?? 200, [200]))
        let r108 = Realm.at("realm") / Client.at("id") / PutClient.action
        built.append(("PUT /{realm}/clients/{id}", r108.method.rawValue, r108.path, "PUT realm/clients/id"))
        answered.append(("PUT /{realm}/clients/{id}", Self.status(r108) ?? 204, [200]))
        let r109 = Realm.at("realm") / Client.at("id") / DeleteClientByRealmById.action
        built.append(("DELETE /{realm}/clients/{id}", r109.method.rawValue, r109.path, "DELETE realm/clients/id"))
        answered.append(("DELETE /{realm}/clients/{id}", Self.status(r109) ?? 204, [204]))
        let r110 = Realm.at("realm") / Client.at("id") / Certificate.show("attr")
        built.append(
            (
                "GET /{realm}/clients/{id}/certificates/{attr}", r110.method.rawValue, r110.path,
                "GET realm/clients/id/certificates/attr"
            )
        )
        answered.append(("GET /{realm}/clients/{id}/certificates/{attr}", Self.status(r110) ?? 200, [200]))
        let r111 = Realm.at("realm") / Client.at("id") / Certificate.at("attr") / PostDownload.action
        built.append(
            (
                "POST /{realm}/clients/{id}/certificates/{attr}/download", r111.method.rawValue, r111.path,
                "POST realm/clients/id/certificates/attr/download"
            )
        )
        answered.append(("POST /{realm}/clients/{id}/certificates/{attr}/download", Self.status(r111) ?? 200, [200]))
        let r112 = Realm.at("realm") / Client.at("id") / Certificate.at("attr") / PostGenerate.action
        built.append(
            (
                "POST /{realm}/clients/{id}/certificates/{attr}/generate", r112.method.rawValue, r112.path,
                "POST realm/clients/id/certificates/attr/generate"
            )
        )
        answered.append(("POST /{realm}/clients/{id}/certificates/{attr}/generate", Self.status(r112) ?? 200, [200]))
        let r113 = Realm.at("realm") / Client.at("id") / Certificate.at("attr") / PostGenerateAndDownload.action
        built.append(
            (
                "POST /{realm}/clients/{id}/certificates/{attr}/generate-and-download", r113.method.rawValue, r113.path,
                "POST realm/clients/id/certificates/attr/generate-and-download"
            )
        )
        answered.append(
            ("POST /{realm}/clients/{id}/certificates/{attr}/generate-and-download", Self.status(r113) ?? 200, [200])
        )
        let r114 = Realm.at("realm") / Client.at("id") / Certificate.at("attr") / PostUpload.action
        built.append(
            (
                "POST /{realm}/clients/{id}/certificates/{attr}/upload", r114.method.rawValue, r114.path,
                "POST realm/clients/id/certificates/attr/upload"
            )
        )
        answered.append(("POST /{realm}/clients/{id}/certificates/{attr}/upload", Self.status(r114) ?? 200, [200]))
        let r115 = Realm.at("realm") / Client.at("id") / Certificate.at("attr") / PostUploadCertificate.action
        built.append(
            (
                "POST /{realm}/clients/{id}/certificates/{attr}/upload-certificate", r115.method.rawValue, r115.path,
                "POST realm/clients/id/certificates/attr/upload-certificate"
            )
        )
        answered.append(
            ("POST /{realm}/clients/{id}/certificates/{attr}/upload-certificate", Self.status(r115) ?? 200, [200])
        )
        let r116 = Realm.at("realm") / Client.at("id") / ClientSecret.show
        built.append(
            (
                "GET /{realm}/clients/{id}/client-secret", r116.method.rawValue, r116.path,
                "GET realm/clients/id/client-secret"
            )
        )
        answered.append(("GET /{realm}/clients/{id}/client-secret", Self.status(r116) ?? 200, [200]))
        let r117 = Realm.at("realm") / Client.at("id") / ClientSecret.create
        built.append(
            (
                "POST /{realm}/clients/{id}/client-secret", r117.method.rawValue, r117.path,
                "POST realm/clients/id/client-secret"
            )
        )
        answered.append(("POST /{realm}/clients/{id}/client-secret", Self.status(r117) ?? 201, [200]))
        let r118 = Realm.at("realm") / Client.at("id") / ClientSecret.show / Rotated.show
        built.append(
            (
                "GET /{realm}/clients/{id}/client-secret/rotated", r118.method.rawValue, r118.path,
                "GET realm/clients/id/client-secret/rotated"
            )
        )
        answered.append(("GET /{realm}/clients/{id}/client-secret/rotated", Self.status(r118) ?? 200, [200]))
        let r119 = Realm.at("realm") / Client.at("id") / ClientSecret.show / Rotated.show / DeleteRotated.action
        built.append(
            (
                "DELETE /{realm}/clients/{id}/client-secret/rotated", r119.method.rawValue, r119.path,
                "DELETE realm/clients/id/client-secret/rotated"
            )
        )
        answered.append(("DELETE /{realm}/clients/{id}/client-secret/rotated", Self.status(r119) ?? 204, [200]))
        let r120 = Realm.at("realm") / Client.at("id") / DefaultClientScope.list
        built.append(
            (
                "GET /{realm}/clients/{id}/default-client-scopes", r120.method.rawValue, r120.path,
                "GET realm/clients/id/default-client-scopes"
            )
        )
        answered.append(("GET /{realm}/clients/{id}/default-client-scopes", Self.status(r120) ?? 200, [200]))
        let r121 = Realm.at("realm") / Client.at("id") / DefaultClientScope.replace("clientScopeId")
        built.append(
            (
                "PUT /{realm}/clients/{id}/default-client-scopes/{clientScopeId}", r121.method.rawValue, r121.path,
                "PUT realm/clients/id/default-client-scopes/clientScopeId"
            )
        )
        answered.append(
            ("PUT /{realm}/clients/{id}/default-client-scopes/{clientScopeId}", Self.status(r121) ?? 204, [204])
        )
        let r122 = Realm.at("realm") / Client.at("id") / DefaultClientScope.delete("clientScopeId")
        built.append(
            (
                "DELETE /{realm}/clients/{id}/default-client-scopes/{clientScopeId}", r122.method.rawValue, r122.path,
                "DELETE realm/clients/id/default-client-scopes/clientScopeId"
            )
        )
        answered.append(
            ("DELETE /{realm}/clients/{id}/default-client-scopes/{clientScopeId}", Self.status(r122) ?? 204, [204])
        )
        let r123 = Realm.at("realm") / Client.at("id") / EvaluateScopes.at / GenerateExampleAccessToken.show
        built.append(
            (
                "GET /{realm}/clients/{id}/evaluate-scopes/generate-example-access-token", r123.method.rawValue,
                r123.path, "GET realm/clients/id/evaluate-scopes/generate-example-access-token"
            )
        )
        answered.append(
            ("GET /{realm}/clients/{id}/evaluate-scopes/generate-example-access-token", Self.status(r123) ?? 200, [200])
        )
        let r124 = Realm.at("realm") / Client.at("id") / EvaluateScopes.at / GenerateExampleIdToken.show
        built.append(
            (
                "GET /{realm}/clients/{id}/evaluate-scopes/generate-example-id-token", r124.method.rawValue, r124.path,
                "GET realm/clients/id/evaluate-scopes/generate-example-id-token"
            )
        )
        answered.append(
            ("GET /{realm}/clients/{id}/evaluate-scopes/generate-example-id-token", Self.status(r124) ?? 200, [200])
        )
        let r125 = Realm.at("realm") / Client.at("id") / EvaluateScopes.at / GenerateExampleUserinfo.show
        built.append(
            (
                "GET /{realm}/clients/{id}/evaluate-scopes/generate-example-userinfo", r125.method.rawValue, r125.path,
                "GET realm/clients/id/evaluate-scopes/generate-example-userinfo"
            )
        )
        answered.append(
            ("GET /{realm}/clients/{id}/evaluate-scopes/generate-example-userinfo", Self.status(r125) ?? 200, [200])
        )
        let r126 = Realm.at("realm") / Client.at("id") / EvaluateScopes.at / ProtocolMapper.list
        built.append(
            (
                "GET /{realm}/clients/{id}/evaluate-scopes/protocol-mappers", r126.method.rawValue, r126.path,
                "GET realm/clients/id/evaluate-scopes/protocol-mappers"
            )
        )
        answered.append(("GET /{realm}/clients/{id}/evaluate-scopes/protocol-mappers", Self.status(r126) ?? 200, [200]))
        let r127 =
            Realm.at("realm") / Client.at("id") / EvaluateScopes.at / ScopeMapping.at("roleContainerId") / Granted.show
        built.append(
            (
                "GET /{realm}/clients/{id}/evaluate-scopes/scope-mappings/{roleContainerId}/granted",
                r127.method.rawValue, r127.path,
                "GET realm/clients/id/evaluate-scopes/scope-mappings/roleContainerId/granted"
            )
        )
        answered.append(
            (
                "GET /{realm}/clients/{id}/evaluate-scopes/scope-mappings/{roleContainerId}/granted",
                Self.status(r127) ?? 200, [200]
            )
        )
        let r128 =
            Realm.at("realm") / Client.at("id") / EvaluateScopes.at / ScopeMapping.at("roleContainerId")
            / NotGranted.show
        built.append(
            (
                "GET /{realm}/clients/{id}/evaluate-scopes/scope-mappings/{roleContainerId}/not-granted",
                r128.method.rawValue, r128.path,
                "GET realm/clients/id/evaluate-scopes/scope-mappings/roleContainerId/not-granted"
            )
        )
        answered.append(
            (
                "GET /{realm}/clients/{id}/evaluate-scopes/scope-mappings/{roleContainerId}/not-granted",
                Self.status(r128) ?? 200, [200]
            )
        )
        let r129 = Realm.at("realm") / Client.at("id") / Installation.at / InstallationProvider.show("providerId")
        built.append(
            (
                "GET /{realm}/clients/{id}/installation/providers/{providerId}", r129.method.rawValue, r129.path,
                "GET realm/clients/id/installation/providers/providerId"
            )
        )
        answered.append(
            ("GET /{realm}/clients/{id}/installation/providers/{providerId}", Self.status(r129) ?? 204, [200])
        )
        let r130 = Realm.at("realm") / Client.at("id") / Management.at / Permissions.show
        built.append(
            (
                "GET /{realm}/clients/{id}/management/permissions", r130.method.rawValue, r130.path,
                "GET realm/clients/id/management/permissions"
            )
        )
        answered.append(("GET /{realm}/clients/{id}/management/permissions", Self.status(r130) ?? 200, [200]))
        let r131 = Realm.at("realm") / Client.at("id") / Management.at / Permissions.replace
        built.append(
            (
                "PUT /{realm}/clients/{id}/management/permissions", r131.method.rawValue, r131.path,
                "PUT realm/clients/id/management/permissions"
            )
        )
        answered.append(("PUT /{realm}/clients/{id}/management/permissions", Self.status(r131) ?? 200, [200]))
        let r132 = Realm.at("realm") / Client.at("id") / Node.create
        built.append(
            ("POST /{realm}/clients/{id}/nodes", r132.method.rawValue, r132.path, "POST realm/clients/id/nodes")
        )
        answered.append(("POST /{realm}/clients/{id}/nodes", Self.status(r132) ?? 204, [201]))
        let r133 = Realm.at("realm") / Client.at("id") / Node.delete("node")
        built.append(
            (
                "DELETE /{realm}/clients/{id}/nodes/{node}", r133.method.rawValue, r133.path,
                "DELETE realm/clients/id/nodes/node"
            )
        )
        answered.append(("DELETE /{realm}/clients/{id}/nodes/{node}", Self.status(r133) ?? 204, [204]))
        let r134 = Realm.at("realm") / Client.at("id") / OfflineSessionCount.show
        built.append(
            (
                "GET /{realm}/clients/{id}/offline-session-count", r134.method.rawValue, r134.path,
                "GET realm/clients/id/offline-session-count"
            )
        )
        answered.append(("GET /{realm}/clients/{id}/offline-session-count", Self.status(r134) ?? 200, [200]))
        let r135 = Realm.at("realm") / Client.at("id") / OfflineSession.list
        built.append(
            (
                "GET /{realm}/clients/{id}/offline-sessions", r135.method.rawValue, r135.path,
                "GET realm/clients/id/offline-sessions"
            )
        )
        answered.append(("GET /{realm}/clients/{id}/offline-sessions", Self.status(r135) ?? 200, [200]))
        let r136 = Realm.at("realm") / Client.at("id") / OptionalClientScope.list
        built.append(
            (
                "GET /{realm}/clients/{id}/optional-client-scopes", r136.method.rawValue, r136.path,
                "GET realm/clients/id/optional-client-scopes"
            )
        )
        answered.append(("GET /{realm}/clients/{id}/optional-client-scopes", Self.status(r136) ?? 200, [200]))
        let r137 = Realm.at("realm") / Client.at("id") / OptionalClientScope.replace("clientScopeId")
        built.append(
            (
                "PUT /{realm}/clients/{id}/optional-client-scopes/{clientScopeId}", r137.method.rawValue, r137.path,
                "PUT realm/clients/id/optional-client-scopes/clientScopeId"
            )
        )
        answered.append(
            ("PUT /{realm}/clients/{id}/optional-client-scopes/{clientScopeId}", Self.status(r137) ?? 204, [204])
        )
        let r138 = Realm.at("realm") / Client.at("id") / OptionalClientScope.delete("clientScopeId")
        built.append(
            (
                "DELETE /{realm}/clients/{id}/optional-client-scopes/{clientScopeId}", r138.method.rawValue, r138.path,
                "DELETE realm/clients/id/optional-client-scopes/clientScopeId"
            )
        )
        answered.append(
            ("DELETE /{realm}/clients/{id}/optional-client-scopes/{clientScopeId}", Self.status(r138) ?? 204, [204])
        )
        let r139 = Realm.at("realm") / Client.at("id") / ClientProtocolMappers.at / ClientProtocolMappersAddModel.create
        built.append(
            (
                "POST /{realm}/clients/{id}/protocol-mappers/add-models", r139.method.rawValue, r139.path,
                "POST realm/clients/id/protocol-mappers/add-models"
            )
        )
        answered.append(("POST /{realm}/clients/{id}/protocol-mappers/add-models", Self.status(r139) ?? 204, [201]))
        let r140 = Realm.at("realm") / Client.at("id") / ClientProtocolMappers.at / ClientProtocolMappersModel.list
        built.append(
            (
                "GET /{realm}/clients/{id}/protocol-mappers/models", r140.method.rawValue, r140.path,
                "GET realm/clients/id/protocol-mappers/models"
            )
        )
        answered.append(("GET /{realm}/clients/{id}/protocol-mappers/models", Self.status(r140) ?? 200, [200]))
        let r141 =
            Realm.at("realm") / Client.at("id") / ClientProtocolMappers.at / PostClientProtocolMappersModels.action
        built.append(
            (
                "POST /{realm}/clients/{id}/protocol-mappers/models", r141.method.rawValue, r141.path,
                "POST realm/clients/id/protocol-mappers/models"
            )
        )
        answered.append(("POST /{realm}/clients/{id}/protocol-mappers/models", Self.status(r141) ?? 204, [200]))
        let r142 =
            Realm.at("realm") / Client.at("id") / ClientProtocolMappers.at
            / ClientProtocolMappersProtocol.show("protocol")
        built.append(
            (
                "GET /{realm}/clients/{id}/protocol-mappers/protocol/{protocol}", r142.method.rawValue, r142.path,
                "GET realm/clients/id/protocol-mappers/protocol/protocol"
            )
        )
        answered.append(
            ("GET /{realm}/clients/{id}/protocol-mappers/protocol/{protocol}", Self.status(r142) ?? 200, [200])
        )
        let r143 = Realm.at("realm") / Client.at("id") / PostClientPushRevocation.action
        built.append(
            (
                "POST /{realm}/clients/{id}/push-revocation", r143.method.rawValue, r143.path,
                "POST realm/clients/id/push-revocation"
            )
        )
        answered.append(("POST /{realm}/clients/{id}/push-revocation", Self.status(r143) ?? 200, [200]))
        let r144 = Realm.at("realm") / Client.at("id") / PostRegistrationAccessToken.action
        built.append(
            (
                "POST /{realm}/clients/{id}/registration-access-token", r144.method.rawValue, r144.path,
                "POST realm/clients/id/registration-access-token"
            )
        )
        answered.append(("POST /{realm}/clients/{id}/registration-access-token", Self.status(r144) ?? 200, [200]))
        let r145 = Realm.at("realm") / Client.at("id") / ClientRole.list
        built.append(("GET /{realm}/clients/{id}/roles", r145.method.rawValue, r145.path, "GET realm/clients/id/roles"))
        answered.append(("GET /{realm}/clients/{id}/roles", Self.status(r145) ?? 200, [200]))
        let r146 = Realm.at("realm") / Client.at("id") / PostClientRoles.action
        built.append(
            ("POST /{realm}/clients/{id}/roles", r146.method.rawValue, r146.path, "POST realm/clients/id/roles")
        )
        answered.append(("POST /{realm}/clients/{id}/roles", Self.status(r146) ?? 204, [200]))
        let r147 = Realm.at("realm") / Client.at("id") / ClientRole.show("role-name")
        built.append(
            (
                "GET /{realm}/clients/{id}/roles/{role-name}", r147.method.rawValue, r147.path,
                "GET realm/clients/id/roles/role-name"
            )
        )
        answered.append(("GET /{realm}/clients/{id}/roles/{role-name}", Self.status(r147) ?? 200, [200]))
        let r148 = Realm.at("realm") / Client.at("id") / ClientRole.at("role-name") / PutClientRole.action
        built.append(
            (
                "PUT /{realm}/clients/{id}/roles/{role-name}", r148.method.rawValue, r148.path,
                "PUT realm/clients/id/roles/role-name"
            )
        )
        answered.append(("PUT /{realm}/clients/{id}/roles/{role-name}", Self.status(r148) ?? 204, [200]))
        let r149 = Realm.at("realm") / Client.at("id") / ClientRole.at("role-name") / DeleteClientRole.action
        built.append(
            (
                "DELETE /{realm}/clients/{id}/roles/{role-name}", r149.method.rawValue, r149.path,
                "DELETE realm/clients/id/roles/role-name"
            )
        )
        answered.append(("DELETE /{realm}/clients/{id}/roles/{role-name}", Self.status(r149) ?? 204, [204]))
        let r150 = Realm.at("realm") / Client.at("id") / ClientRole.at("role-name") / ClientRoleComposites.show
        built.append(
            (
                "GET /{realm}/clients/{id}/roles/{role-name}/composites", r150.method.rawValue, r150.path,
                "GET realm/clients/id/roles/role-name/composites"
            )
        )
        answered.append(("GET /{realm}/clients/{id}/roles/{role-name}/composites", Self.status(r150) ?? 200, [200]))
    }

    private static func routes3(
        _ built: inout [(route: String, method: String, path: String, expected: String)],
        _ answered: inout [(route: String, status: Int, documented: [Int])]
    ) {
        let r151 =
            Realm.at("realm") / Client.at("id") / ClientRole.at("role-name") / ClientRoleComposites.show
            / PostClientRoleComposites.action
        built.append(
            (
                "POST /{realm}/clients/{id}/roles/{role-name}/composites", r151.method.rawValue, r151.path,
                "POST realm/clients/id/roles/role-name/composites"
            )
        )
        answered.append(("POST /{realm}/clients/{id}/roles/{role-name}/composites", Self.status(r151) ?? 204, [201]))
        let r152 =
            Realm.at("realm") / Client.at("id") / ClientRole.at("role-name") / ClientRoleComposites.show
            / DeleteClientRoleComposites.action
        built.append(
            (
                "DELETE /{realm}/clients/{id}/roles/{role-name}/composites", r152.method.rawValue, r152.path,
                "DELETE realm/clients/id/roles/role-name/composites"
            )
        )
        answered.append(("DELETE /{realm}/clients/{id}/roles/{role-name}/composites", Self.status(r152) ?? 204, [204]))
        let r153 =
            Realm.at("realm") / Client.at("id") / ClientRole.at("role-name") / ClientRoleComposites.show
            / ClientRoleCompositesClient.show("clientUuid")
        built.append(
            (
                "GET /{realm}/clients/{id}/roles/{role-name}/composites/clients/{clientUuid}", r153.method.rawValue,
                r153.path, "GET realm/clients/id/roles/role-name/composites/clients/clientUuid"
            )
        )
        answered.append(
            (
                "GET /{realm}/clients/{id}/roles/{role-name}/composites/clients/{clientUuid}", Self.status(r153) ?? 200,
                [200]
            )
        )
        let r154 =
            Realm.at("realm") / Client.at("id") / ClientRole.at("role-name") / ClientRoleComposites.show
            / ClientRoleCompositesRealm.show
        built.append(
            (
                "GET /{realm}/clients/{id}/roles/{role-name}/composites/realm", r154.method.rawValue, r154.path,
                "GET realm/clients/id/roles/role-name/composites/realm"
            )
        )
        answered.append(
            ("GET /{realm}/clients/{id}/roles/{role-name}/composites/realm", Self.status(r154) ?? 200, [200])
        )
        let r155 = Realm.at("realm") / Client.at("id") / ClientRole.at("role-name") / ClientRoleGroup.list
        built.append(
            (
                "GET /{realm}/clients/{id}/roles/{role-name}/groups", r155.method.rawValue, r155.path,
                "GET realm/clients/id/roles/role-name/groups"
            )
        )
        answered.append(("GET /{realm}/clients/{id}/roles/{role-name}/groups", Self.status(r155) ?? 200, [200]))
        let r156 =
            Realm.at("realm") / Client.at("id") / ClientRole.at("role-name") / ClientRoleManagement.at
            / ClientRoleManagementPermissions.show
        built.append(
            (
                "GET /{realm}/clients/{id}/roles/{role-name}/management/permissions", r156.method.rawValue, r156.path,
                "GET realm/clients/id/roles/role-name/management/permissions"
            )
        )
        answered.append(
            ("GET /{realm}/clients/{id}/roles/{role-name}/management/permissions", Self.status(r156) ?? 200, [200])
        )
        let r157 =
            Realm.at("realm") / Client.at("id") / ClientRole.at("role-name") / ClientRoleManagement.at
            / ClientRoleManagementPermissions.replace
        built.append(
            (
                "PUT /{realm}/clients/{id}/roles/{role-name}/management/permissions", r157.method.rawValue, r157.path,
                "PUT realm/clients/id/roles/role-name/management/permissions"
            )
        )
        answered.append(
            ("PUT /{realm}/clients/{id}/roles/{role-name}/management/permissions", Self.status(r157) ?? 200, [200])
        )
        let r158 = Realm.at("realm") / Client.at("id") / ClientRole.at("role-name") / ClientRoleUser.list
        built.append(
            (
                "GET /{realm}/clients/{id}/roles/{role-name}/users", r158.method.rawValue, r158.path,
                "GET realm/clients/id/roles/role-name/users"
            )
        )
        answered.append(("GET /{realm}/clients/{id}/roles/{role-name}/users", Self.status(r158) ?? 200, [200]))
        let r159 = Realm.at("realm") / Client.at("id") / ClientScopeMappings.show
        built.append(
            (
                "GET /{realm}/clients/{id}/scope-mappings", r159.method.rawValue, r159.path,
                "GET realm/clients/id/scope-mappings"
            )
        )
        answered.append(("GET /{realm}/clients/{id}/scope-mappings", Self.status(r159) ?? 200, [200]))
        let r160 =
            Realm.at("realm") / Client.at("id") / ClientScopeMappings.show / ClientScopeMappingsClient.show("client")
        built.append(
            (
                "GET /{realm}/clients/{id}/scope-mappings/clients/{client}", r160.method.rawValue, r160.path,
                "GET realm/clients/id/scope-mappings/clients/client"
            )
        )
        answered.append(("GET /{realm}/clients/{id}/scope-mappings/clients/{client}", Self.status(r160) ?? 200, [200]))
        let r161 =
            Realm.at("realm") / Client.at("id") / ClientScopeMappings.show / ClientScopeMappingsClient.at("client")
            / PostClientScopeMappingsClient.action
        built.append(
            (
                "POST /{realm}/clients/{id}/scope-mappings/clients/{client}", r161.method.rawValue, r161.path,
                "POST realm/clients/id/scope-mappings/clients/client"
            )
        )
        answered.append(("POST /{realm}/clients/{id}/scope-mappings/clients/{client}", Self.status(r161) ?? 204, [201]))
        let r162 =
            Realm.at("realm") / Client.at("id") / ClientScopeMappings.show / ClientScopeMappingsClient.at("client")
            / DeleteClientScopeMappingsClient.action
        built.append(
            (
                "DELETE /{realm}/clients/{id}/scope-mappings/clients/{client}", r162.method.rawValue, r162.path,
                "DELETE realm/clients/id/scope-mappings/clients/client"
            )
        )
        answered.append(
            ("DELETE /{realm}/clients/{id}/scope-mappings/clients/{client}", Self.status(r162) ?? 204, [204])
        )
        let r163 =
            Realm.at("realm") / Client.at("id") / ClientScopeMappings.show / ClientScopeMappingsClient.at("client")
            / ClientScopeMappingsClientAvailable.show
        built.append(
            (
                "GET /{realm}/clients/{id}/scope-mappings/clients/{client}/available", r163.method.rawValue, r163.path,
                "GET realm/clients/id/scope-mappings/clients/client/available"
            )
        )
        answered.append(
            ("GET /{realm}/clients/{id}/scope-mappings/clients/{client}/available", Self.status(r163) ?? 200, [200])
        )
        let r164 =
            Realm.at("realm") / Client.at("id") / ClientScopeMappings.show / ClientScopeMappingsClient.at("client")
            / ClientScopeMappingsClientComposite.show
        built.append(
            (
                "GET /{realm}/clients/{id}/scope-mappings/clients/{client}/composite", r164.method.rawValue, r164.path,
                "GET realm/clients/id/scope-mappings/clients/client/composite"
            )
        )
        answered.append(
            ("GET /{realm}/clients/{id}/scope-mappings/clients/{client}/composite", Self.status(r164) ?? 200, [200])
        )
        let r165 = Realm.at("realm") / Client.at("id") / ClientScopeMappings.show / ClientScopeMappingsRealm.show
        built.append(
            (
                "GET /{realm}/clients/{id}/scope-mappings/realm", r165.method.rawValue, r165.path,
                "GET realm/clients/id/scope-mappings/realm"
            )
        )
        answered.append(("GET /{realm}/clients/{id}/scope-mappings/realm", Self.status(r165) ?? 200, [200]))
        let r166 =
            Realm.at("realm") / Client.at("id") / ClientScopeMappings.show / ClientScopeMappingsRealm.show
            / PostClientScopeMappingsRealm.action
        built.append(
            (
                "POST /{realm}/clients/{id}/scope-mappings/realm", r166.method.rawValue, r166.path,
                "POST realm/clients/id/scope-mappings/realm"
            )
        )
        answered.append(("POST /{realm}/clients/{id}/scope-mappings/realm", Self.status(r166) ?? 204, [201]))
        let r167 =
            Realm.at("realm") / Client.at("id") / ClientScopeMappings.show / ClientScopeMappingsRealm.show
            / DeleteClientScopeMappingsRealm.action
        built.append(
            (
                "DELETE /{realm}/clients/{id}/scope-mappings/realm", r167.method.rawValue, r167.path,
                "DELETE realm/clients/id/scope-mappings/realm"
            )
        )
        answered.append(("DELETE /{realm}/clients/{id}/scope-mappings/realm", Self.status(r167) ?? 204, [204]))
        let r168 =
            Realm.at("realm") / Client.at("id") / ClientScopeMappings.show / ClientScopeMappingsRealm.show
            / ClientScopeMappingsRealmAvailable.show
        built.append(
            (
                "GET /{realm}/clients/{id}/scope-mappings/realm/available", r168.method.rawValue, r168.path,
                "GET realm/clients/id/scope-mappings/realm/available"
            )
        )
        answered.append(("GET /{realm}/clients/{id}/scope-mappings/realm/available", Self.status(r168) ?? 200, [200]))
        let r169 =
            Realm.at("realm") / Client.at("id") / ClientScopeMappings.show / ClientScopeMappingsRealm.show
            / ClientScopeMappingsRealmComposite.show
        built.append(
            (
                "GET /{realm}/clients/{id}/scope-mappings/realm/composite", r169.method.rawValue, r169.path,
                "GET realm/clients/id/scope-mappings/realm/composite"
            )
        )
        answered.append(("GET /{realm}/clients/{id}/scope-mappings/realm/composite", Self.status(r169) ?? 200, [200]))
        let r170 = Realm.at("realm") / Client.at("id") / ServiceAccountUser.show
        built.append(
            (
                "GET /{realm}/clients/{id}/service-account-user", r170.method.rawValue, r170.path,
                "GET realm/clients/id/service-account-user"
            )
        )
        answered.append(("GET /{realm}/clients/{id}/service-account-user", Self.status(r170) ?? 200, [200]))
        let r171 = Realm.at("realm") / Client.at("id") / SessionCount.show
        built.append(
            (
                "GET /{realm}/clients/{id}/session-count", r171.method.rawValue, r171.path,
                "GET realm/clients/id/session-count"
            )
        )
        answered.append(("GET /{realm}/clients/{id}/session-count", Self.status(r171) ?? 200, [200]))
        let r172 = Realm.at("realm") / Client.at("id") / TestNodesAvailable.show
        built.append(
            (
                "GET /{realm}/clients/{id}/test-nodes-available", r172.method.rawValue, r172.path,
                "GET realm/clients/id/test-nodes-available"
            )
        )
        answered.append(("GET /{realm}/clients/{id}/test-nodes-available", Self.status(r172) ?? 200, [200]))
        let r173 = Realm.at("realm") / Client.at("id") / UserSession.list
        built.append(
            (
                "GET /{realm}/clients/{id}/user-sessions", r173.method.rawValue, r173.path,
                "GET realm/clients/id/user-sessions"
            )
        )
        answered.append(("GET /{realm}/clients/{id}/user-sessions", Self.status(r173) ?? 200, [200]))
        let r174 = Realm.at("realm") / Component.list
        built.append(("GET /{realm}/components", r174.method.rawValue, r174.path, "GET realm/components"))
        answered.append(("GET /{realm}/components", Self.status(r174) ?? 200, [200]))
        let r175 = Realm.at("realm") / PostComponents.action
        built.append(("POST /{realm}/components", r175.method.rawValue, r175.path, "POST realm/components"))
        answered.append(("POST /{realm}/components", Self.status(r175) ?? 204, [200]))
        let r176 = Realm.at("realm") / Component.show("id")
        built.append(("GET /{realm}/components/{id}", r176.method.rawValue, r176.path, "GET realm/components/id"))
        answered.append(("GET /{realm}/components/{id}", Self.status(r176) ?? 200, [200]))
        let r177 = Realm.at("realm") / Component.at("id") / PutComponent.action
        built.append(("PUT /{realm}/components/{id}", r177.method.rawValue, r177.path, "PUT realm/components/id"))
        answered.append(("PUT /{realm}/components/{id}", Self.status(r177) ?? 204, [200]))
        let r178 = Realm.at("realm") / Component.at("id") / DeleteComponent.action
        built.append(("DELETE /{realm}/components/{id}", r178.method.rawValue, r178.path, "DELETE realm/components/id"))
        answered.append(("DELETE /{realm}/components/{id}", Self.status(r178) ?? 204, [204]))
        let r179 = Realm.at("realm") / Component.at("id") / SubComponentType.list
        built.append(
            (
                "GET /{realm}/components/{id}/sub-component-types", r179.method.rawValue, r179.path,
                "GET realm/components/id/sub-component-types"
            )
        )
        answered.append(("GET /{realm}/components/{id}/sub-component-types", Self.status(r179) ?? 200, [200]))
        let r180 = Realm.at("realm") / CredentialRegistrator.list
        built.append(
            (
                "GET /{realm}/credential-registrators", r180.method.rawValue, r180.path,
                "GET realm/credential-registrators"
            )
        )
        answered.append(("GET /{realm}/credential-registrators", Self.status(r180) ?? 200, [200]))
        let r181 = Realm.at("realm") / DefaultDefaultClientScope.list
        built.append(
            (
                "GET /{realm}/default-default-client-scopes", r181.method.rawValue, r181.path,
                "GET realm/default-default-client-scopes"
            )
        )
        answered.append(("GET /{realm}/default-default-client-scopes", Self.status(r181) ?? 200, [200]))
        let r182 = Realm.at("realm") / DefaultDefaultClientScope.replace("clientScopeId")
        built.append(
            (
                "PUT /{realm}/default-default-client-scopes/{clientScopeId}", r182.method.rawValue, r182.path,
                "PUT realm/default-default-client-scopes/clientScopeId"
            )
        )
        answered.append(("PUT /{realm}/default-default-client-scopes/{clientScopeId}", Self.status(r182) ?? 204, [204]))
        let r183 = Realm.at("realm") / DefaultDefaultClientScope.delete("clientScopeId")
        built.append(
            (
                "DELETE /{realm}/default-default-client-scopes/{clientScopeId}", r183.method.rawValue, r183.path,
                "DELETE realm/default-default-client-scopes/clientScopeId"
            )
        )
        answered.append(
            ("DELETE /{realm}/default-default-client-scopes/{clientScopeId}", Self.status(r183) ?? 204, [204])
        )
        let r184 = Realm.at("realm") / DefaultGroup.list
        built.append(("GET /{realm}/default-groups", r184.method.rawValue, r184.path, "GET realm/default-groups"))
        answered.append(("GET /{realm}/default-groups", Self.status(r184) ?? 200, [200]))
        let r185 = Realm.at("realm") / DefaultGroup.replace("groupId")
        built.append(
            (
                "PUT /{realm}/default-groups/{groupId}", r185.method.rawValue, r185.path,
                "PUT realm/default-groups/groupId"
            )
        )
        answered.append(("PUT /{realm}/default-groups/{groupId}", Self.status(r185) ?? 204, [204]))
        let r186 = Realm.at("realm") / DefaultGroup.delete("groupId")
        built.append(
            (
                "DELETE /{realm}/default-groups/{groupId}", r186.method.rawValue, r186.path,
                "DELETE realm/default-groups/groupId"
            )
        )
        answered.append(("DELETE /{realm}/default-groups/{groupId}", Self.status(r186) ?? 204, [204]))
        let r187 = Realm.at("realm") / DefaultOptionalClientScope.list
        built.append(
            (
                "GET /{realm}/default-optional-client-scopes", r187.method.rawValue, r187.path,
                "GET realm/default-optional-client-scopes"
            )
        )
        answered.append(("GET /{realm}/default-optional-client-scopes", Self.status(r187) ?? 200, [200]))
        let r188 = Realm.at("realm") / DefaultOptionalClientScope.replace("clientScopeId")
        built.append(
            (
                "PUT /{realm}/default-optional-client-scopes/{clientScopeId}", r188.method.rawValue, r188.path,
                "PUT realm/default-optional-client-scopes/clientScopeId"
            )
        )
        answered.append(
            ("PUT /{realm}/default-optional-client-scopes/{clientScopeId}", Self.status(r188) ?? 204, [204])
        )
        let r189 = Realm.at("realm") / DefaultOptionalClientScope.delete("clientScopeId")
        built.append(
            (
                "DELETE /{realm}/default-optional-client-scopes/{clientScopeId}", r189.method.rawValue, r189.path,
                "DELETE realm/default-optional-client-scopes/clientScopeId"
            )
        )
        answered.append(
            ("DELETE /{realm}/default-optional-client-scopes/{clientScopeId}", Self.status(r189) ?? 204, [204])
        )
        let r190 = Realm.at("realm") / Events.show
        built.append(("GET /{realm}/events", r190.method.rawValue, r190.path, "GET realm/events"))
        answered.append(("GET /{realm}/events", Self.status(r190) ?? 200, [200]))
        let r191 = Realm.at("realm") / Events.show / DeleteEvents.action
        built.append(("DELETE /{realm}/events", r191.method.rawValue, r191.path, "DELETE realm/events"))
        answered.append(("DELETE /{realm}/events", Self.status(r191) ?? 204, [204]))
        let r192 = Realm.at("realm") / Events.show / EventsConfig.show
        built.append(("GET /{realm}/events/config", r192.method.rawValue, r192.path, "GET realm/events/config"))
        answered.append(("GET /{realm}/events/config", Self.status(r192) ?? 200, [200]))
        let r193 = Realm.at("realm") / Events.show / EventsConfig.show / PutEventsConfig.action
        built.append(("PUT /{realm}/events/config", r193.method.rawValue, r193.path, "PUT realm/events/config"))
        answered.append(("PUT /{realm}/events/config", Self.status(r193) ?? 204, [204]))
        let r194 = Realm.at("realm") / GroupByPath.show("path")
        built.append(
            ("GET /{realm}/group-by-path/{path}", r194.method.rawValue, r194.path, "GET realm/group-by-path/path")
        )
        answered.append(("GET /{realm}/group-by-path/{path}", Self.status(r194) ?? 200, [200]))
        let r195 = Realm.at("realm") / Group.list
        built.append(("GET /{realm}/groups", r195.method.rawValue, r195.path, "GET realm/groups"))
        answered.append(("GET /{realm}/groups", Self.status(r195) ?? 200, [200]))
        let r196 = Realm.at("realm") / PostGroups.action
        built.append(("POST /{realm}/groups", r196.method.rawValue, r196.path, "POST realm/groups"))
        answered.append(("POST /{realm}/groups", Self.status(r196) ?? 204, [200]))
        let r197 = Realm.at("realm") / GetGroupsCountByRealm.action
        built.append(("GET /{realm}/groups/count", r197.method.rawValue, r197.path, "GET realm/groups/count"))
        answered.append(("GET /{realm}/groups/count", Self.status(r197) ?? 200, [200]))
        let r198 = Realm.at("realm") / Group.show("id")
        built.append(("GET /{realm}/groups/{id}", r198.method.rawValue, r198.path, "GET realm/groups/id"))
        answered.append(("GET /{realm}/groups/{id}", Self.status(r198) ?? 200, [200]))
        let r199 = Realm.at("realm") / Group.at("id") / PutGroupByRealmById.action
        built.append(("PUT /{realm}/groups/{id}", r199.method.rawValue, r199.path, "PUT realm/groups/id"))
        answered.append(("PUT /{realm}/groups/{id}", Self.status(r199) ?? 204, [200]))
        let r200 = Realm.at("realm") / Group.at("id") / DeleteGroupByRealmById.action
        built.append(("DELETE /{realm}/groups/{id}", r200.method.rawValue, r200.path, "DELETE realm/groups/id"))
        answered.append(("DELETE /{realm}/groups/{id}", Self.status(r200) ?? 204, [204]))
    }

    private static func routes4(
        _ built: inout [(route: String, method: String, path: String, expected: String)],
        _ answered: inout [(route: String, status: Int, documented: [Int])]
    ) {
        let r201 = Realm.at("realm") / Group.at("id") / Children.show
        built.append(
            ("GET /{realm}/groups/{id}/children", r201.method.rawValue, r201.path, "GET realm/groups/id/children")
        )
        answered.append(("GET /{realm}/groups/{id}/children", Self.status(r201) ?? 200, [200]))
        let r202 = Realm.at("realm") / Group.at("id") / Children.show / PostChildren.action
        built.append(
            ("POST /{realm}/groups/{id}/children", r202.method.rawValue, r202.path, "POST realm/groups/id/children")
        )
        answered.append(("POST /{realm}/groups/{id}/children", Self.status(r202) ?? 204, [200]))
        let r203 = Realm.at("realm") / Group.at("id") / GroupManagement.at / GroupManagementPermissions.show
        built.append(
            (
                "GET /{realm}/groups/{id}/management/permissions", r203.method.rawValue, r203.path,
                "GET realm/groups/id/management/permissions"
            )
        )
        answered.append(("GET /{realm}/groups/{id}/management/permissions", Self.status(r203) ?? 200, [200]))
        let r204 = Realm.at("realm") / Group.at("id") / GroupManagement.at / GroupManagementPermissions.replace
        built.append(
            (
                "PUT /{realm}/groups/{id}/management/permissions", r204.method.rawValue, r204.path,
                "PUT realm/groups/id/management/permissions"
            )
        )
        answered.append(("PUT /{realm}/groups/{id}/management/permissions", Self.status(r204) ?? 200, [200]))
        let r205 = Realm.at("realm") / Group.at("id") / Member.list
        built.append(
            ("GET /{realm}/groups/{id}/members", r205.method.rawValue, r205.path, "GET realm/groups/id/members")
        )
        answered.append(("GET /{realm}/groups/{id}/members", Self.status(r205) ?? 200, [200]))
        let r206 = Realm.at("realm") / Group.at("id") / RoleMappings.show
        built.append(
            (
                "GET /{realm}/groups/{id}/role-mappings", r206.method.rawValue, r206.path,
                "GET realm/groups/id/role-mappings"
            )
        )
        answered.append(("GET /{realm}/groups/{id}/role-mappings", Self.status(r206) ?? 200, [200]))
        let r207 = Realm.at("realm") / Group.at("id") / RoleMappings.show / RoleMappingsClient.show("client")
        built.append(
            (
                "GET /{realm}/groups/{id}/role-mappings/clients/{client}", r207.method.rawValue, r207.path,
                "GET realm/groups/id/role-mappings/clients/client"
            )
        )
        answered.append(("GET /{realm}/groups/{id}/role-mappings/clients/{client}", Self.status(r207) ?? 200, [200]))
        let r208 =
            Realm.at("realm") / Group.at("id") / RoleMappings.show / RoleMappingsClient.at("client")
            / PostGroupRoleMappingsClient.action
        built.append(
            (
                "POST /{realm}/groups/{id}/role-mappings/clients/{client}", r208.method.rawValue, r208.path,
                "POST realm/groups/id/role-mappings/clients/client"
            )
        )
        answered.append(("POST /{realm}/groups/{id}/role-mappings/clients/{client}", Self.status(r208) ?? 204, [201]))
        let r209 =
            Realm.at("realm") / Group.at("id") / RoleMappings.show / RoleMappingsClient.at("client")
            / DeleteGroupRoleMappingsClient.action
        built.append(
            (
                "DELETE /{realm}/groups/{id}/role-mappings/clients/{client}", r209.method.rawValue, r209.path,
                "DELETE realm/groups/id/role-mappings/clients/client"
            )
        )
        answered.append(("DELETE /{realm}/groups/{id}/role-mappings/clients/{client}", Self.status(r209) ?? 204, [204]))
        let r210 =
            Realm.at("realm") / Group.at("id") / RoleMappings.show / RoleMappingsClient.at("client")
            / RoleMappingsClientAvailable.show
        built.append(
            (
                "GET /{realm}/groups/{id}/role-mappings/clients/{client}/available", r210.method.rawValue, r210.path,
                "GET realm/groups/id/role-mappings/clients/client/available"
            )
        )
        answered.append(
            ("GET /{realm}/groups/{id}/role-mappings/clients/{client}/available", Self.status(r210) ?? 200, [200])
        )
        let r211 =
            Realm.at("realm") / Group.at("id") / RoleMappings.show / RoleMappingsClient.at("client")
            / RoleMappingsClientComposite.show
        built.append(
            (
                "GET /{realm}/groups/{id}/role-mappings/clients/{client}/composite", r211.method.rawValue, r211.path,
                "GET realm/groups/id/role-mappings/clients/client/composite"
            )
        )
        answered.append(
            ("GET /{realm}/groups/{id}/role-mappings/clients/{client}/composite", Self.status(r211) ?? 200, [200])
        )
        let r212 = Realm.at("realm") / Group.at("id") / RoleMappings.show / RoleMappingsRealm.show
        built.append(
            (
                "GET /{realm}/groups/{id}/role-mappings/realm", r212.method.rawValue, r212.path,
                "GET realm/groups/id/role-mappings/realm"
            )
        )
        answered.append(("GET /{realm}/groups/{id}/role-mappings/realm", Self.status(r212) ?? 200, [200]))
        let r213 =
            Realm.at("realm") / Group.at("id") / RoleMappings.show / RoleMappingsRealm.show
            / PostGroupRoleMappingsRealm.action
        built.append(
            (
                "POST /{realm}/groups/{id}/role-mappings/realm", r213.method.rawValue, r213.path,
                "POST realm/groups/id/role-mappings/realm"
            )
        )
        answered.append(("POST /{realm}/groups/{id}/role-mappings/realm", Self.status(r213) ?? 204, [201]))
        let r214 =
            Realm.at("realm") / Group.at("id") / RoleMappings.show / RoleMappingsRealm.show
            / DeleteGroupRoleMappingsRealm.action
        built.append(
            (
                "DELETE /{realm}/groups/{id}/role-mappings/realm", r214.method.rawValue, r214.path,
                "DELETE realm/groups/id/role-mappings/realm"
            )
        )
        answered.append(("DELETE /{realm}/groups/{id}/role-mappings/realm", Self.status(r214) ?? 204, [204]))
        let r215 =
            Realm.at("realm") / Group.at("id") / RoleMappings.show / RoleMappingsRealm.show
            / RoleMappingsRealmAvailable.show
        built.append(
            (
                "GET /{realm}/groups/{id}/role-mappings/realm/available", r215.method.rawValue, r215.path,
                "GET realm/groups/id/role-mappings/realm/available"
            )
        )
        answered.append(("GET /{realm}/groups/{id}/role-mappings/realm/available", Self.status(r215) ?? 200, [200]))
        let r216 =
            Realm.at("realm") / Group.at("id") / RoleMappings.show / RoleMappingsRealm.show
            / RoleMappingsRealmComposite.show
        built.append(
            (
                "GET /{realm}/groups/{id}/role-mappings/realm/composite", r216.method.rawValue, r216.path,
                "GET realm/groups/id/role-mappings/realm/composite"
            )
        )
        answered.append(("GET /{realm}/groups/{id}/role-mappings/realm/composite", Self.status(r216) ?? 200, [200]))
        let r217 = Realm.at("realm") / IdentityProvider.at / PostImportConfig.action
        built.append(
            (
                "POST /{realm}/identity-provider/import-config", r217.method.rawValue, r217.path,
                "POST realm/identity-provider/import-config"
            )
        )
        answered.append(("POST /{realm}/identity-provider/import-config", Self.status(r217) ?? 200, [200]))
        let r218 = Realm.at("realm") / IdentityProvider.at / Instance.list
        built.append(
            (
                "GET /{realm}/identity-provider/instances", r218.method.rawValue, r218.path,
                "GET realm/identity-provider/instances"
            )
        )
        answered.append(("GET /{realm}/identity-provider/instances", Self.status(r218) ?? 200, [200]))
        let r219 = Realm.at("realm") / IdentityProvider.at / PostInstances.action
        built.append(
            (
                "POST /{realm}/identity-provider/instances", r219.method.rawValue, r219.path,
                "POST realm/identity-provider/instances"
            )
        )
        answered.append(("POST /{realm}/identity-provider/instances", Self.status(r219) ?? 204, [200]))
        let r220 = Realm.at("realm") / IdentityProvider.at / Instance.show("alias")
        built.append(
            (
                "GET /{realm}/identity-provider/instances/{alias}", r220.method.rawValue, r220.path,
                "GET realm/identity-provider/instances/alias"
            )
        )
        answered.append(("GET /{realm}/identity-provider/instances/{alias}", Self.status(r220) ?? 200, [200]))
        let r221 = Realm.at("realm") / IdentityProvider.at / Instance.at("alias") / PutInstance.action
        built.append(
            (
                "PUT /{realm}/identity-provider/instances/{alias}", r221.method.rawValue, r221.path,
                "PUT realm/identity-provider/instances/alias"
            )
        )
        answered.append(("PUT /{realm}/identity-provider/instances/{alias}", Self.status(r221) ?? 204, [200]))
        let r222 = Realm.at("realm") / IdentityProvider.at / Instance.at("alias") / DeleteInstance.action
        built.append(
            (
                "DELETE /{realm}/identity-provider/instances/{alias}", r222.method.rawValue, r222.path,
                "DELETE realm/identity-provider/instances/alias"
            )
        )
        answered.append(("DELETE /{realm}/identity-provider/instances/{alias}", Self.status(r222) ?? 204, [200]))
        let r223 = Realm.at("realm") / IdentityProvider.at / Instance.at("alias") / Export.show
        built.append(
            (
                "GET /{realm}/identity-provider/instances/{alias}/export", r223.method.rawValue, r223.path,
                "GET realm/identity-provider/instances/alias/export"
            )
        )
        answered.append(("GET /{realm}/identity-provider/instances/{alias}/export", Self.status(r223) ?? 204, [200]))
        let r224 =
            Realm.at("realm") / IdentityProvider.at / Instance.at("alias") / InstanceManagement.at
            / InstanceManagementPermissions.show
        built.append(
            (
                "GET /{realm}/identity-provider/instances/{alias}/management/permissions", r224.method.rawValue,
                r224.path, "GET realm/identity-provider/instances/alias/management/permissions"
            )
        )
        answered.append(
            ("GET /{realm}/identity-provider/instances/{alias}/management/permissions", Self.status(r224) ?? 200, [200])
        )
        let r225 =
            Realm.at("realm") / IdentityProvider.at / Instance.at("alias") / InstanceManagement.at
            / InstanceManagementPermissions.replace
        built.append(
            (
                "PUT /{realm}/identity-provider/instances/{alias}/management/permissions", r225.method.rawValue,
                r225.path, "PUT realm/identity-provider/instances/alias/management/permissions"
            )
        )
        answered.append(
            ("PUT /{realm}/identity-provider/instances/{alias}/management/permissions", Self.status(r225) ?? 200, [200])
        )
        let r226 = Realm.at("realm") / IdentityProvider.at / Instance.at("alias") / MapperType.list
        built.append(
            (
                "GET /{realm}/identity-provider/instances/{alias}/mapper-types", r226.method.rawValue, r226.path,
                "GET realm/identity-provider/instances/alias/mapper-types"
            )
        )
        answered.append(
            ("GET /{realm}/identity-provider/instances/{alias}/mapper-types", Self.status(r226) ?? 200, [200])
        )
        let r227 = Realm.at("realm") / IdentityProvider.at / Instance.at("alias") / Mapper.list
        built.append(
            (
                "GET /{realm}/identity-provider/instances/{alias}/mappers", r227.method.rawValue, r227.path,
                "GET realm/identity-provider/instances/alias/mappers"
            )
        )
        answered.append(("GET /{realm}/identity-provider/instances/{alias}/mappers", Self.status(r227) ?? 200, [200]))
        let r228 = Realm.at("realm") / IdentityProvider.at / Instance.at("alias") / PostMappers.action
        built.append(
            (
                "POST /{realm}/identity-provider/instances/{alias}/mappers", r228.method.rawValue, r228.path,
                "POST realm/identity-provider/instances/alias/mappers"
            )
        )
        answered.append(("POST /{realm}/identity-provider/instances/{alias}/mappers", Self.status(r228) ?? 204, [200]))
        let r229 = Realm.at("realm") / IdentityProvider.at / Instance.at("alias") / Mapper.show("id")
        built.append(
            (
                "GET /{realm}/identity-provider/instances/{alias}/mappers/{id}", r229.method.rawValue, r229.path,
                "GET realm/identity-provider/instances/alias/mappers/id"
            )
        )
        answered.append(
            ("GET /{realm}/identity-provider/instances/{alias}/mappers/{id}", Self.status(r229) ?? 200, [200])
        )
        let r230 = Realm.at("realm") / IdentityProvider.at / Instance.at("alias") / Mapper.at("id") / PutMapper.action
        built.append(
            (
                "PUT /{realm}/identity-provider/instances/{alias}/mappers/{id}", r230.method.rawValue, r230.path,
                "PUT realm/identity-provider/instances/alias/mappers/id"
            )
        )
        answered.append(
            ("PUT /{realm}/identity-provider/instances/{alias}/mappers/{id}", Self.status(r230) ?? 204, [204])
        )
        let r231 =
            Realm.at("realm") / IdentityProvider.at / Instance.at("alias") / Mapper.at("id") / DeleteMapper.action
        built.append(
            (
                "DELETE /{realm}/identity-provider/instances/{alias}/mappers/{id}", r231.method.rawValue, r231.path,
                "DELETE realm/identity-provider/instances/alias/mappers/id"
            )
        )
        answered.append(
            ("DELETE /{realm}/identity-provider/instances/{alias}/mappers/{id}", Self.status(r231) ?? 204, [204])
        )
        let r232 = Realm.at("realm") / IdentityProvider.at / IdentityProviderProvider.show("provider_id")
        built.append(
            (
                "GET /{realm}/identity-provider/providers/{provider_id}", r232.method.rawValue, r232.path,
                "GET realm/identity-provider/providers/provider_id"
            )
        )
        answered.append(("GET /{realm}/identity-provider/providers/{provider_id}", Self.status(r232) ?? 200, [200]))
        let r233 = Realm.at("realm") / Key.list
        built.append(("GET /{realm}/keys", r233.method.rawValue, r233.path, "GET realm/keys"))
        answered.append(("GET /{realm}/keys", Self.status(r233) ?? 200, [200]))
        let r234 = Realm.at("realm") / Localization.show
        built.append(("GET /{realm}/localization", r234.method.rawValue, r234.path, "GET realm/localization"))
        answered.append(("GET /{realm}/localization", Self.status(r234) ?? 200, [200]))
        let r235 = Realm.at("realm") / Localization.show / LocalizationByID.show("locale")
        built.append(
            ("GET /{realm}/localization/{locale}", r235.method.rawValue, r235.path, "GET realm/localization/locale")
        )
        answered.append(("GET /{realm}/localization/{locale}", Self.status(r235) ?? 200, [200]))
        let r236 = Realm.at("realm") / Localization.show / LocalizationByID.at("locale") / PostLocalization.action
        built.append(
            ("POST /{realm}/localization/{locale}", r236.method.rawValue, r236.path, "POST realm/localization/locale")
        )
        answered.append(("POST /{realm}/localization/{locale}", Self.status(r236) ?? 204, [201]))
        let r237 =
            Realm.at("realm") / Localization.show / LocalizationByID.at("locale")
            / DeleteLocalizationByRealmByLocale.action
        built.append(
            (
                "DELETE /{realm}/localization/{locale}", r237.method.rawValue, r237.path,
                "DELETE realm/localization/locale"
            )
        )
        answered.append(("DELETE /{realm}/localization/{locale}", Self.status(r237) ?? 204, [204]))
        let r238 =
            Realm.at("realm") / Localization.show / LocalizationByID.at("locale") / LocalizationByIDKey.show("key")
        built.append(
            (
                "GET /{realm}/localization/{locale}/{key}", r238.method.rawValue, r238.path,
                "GET realm/localization/locale/key"
            )
        )
        answered.append(("GET /{realm}/localization/{locale}/{key}", Self.status(r238) ?? 200, [200]))
        let r239 =
            Realm.at("realm") / Localization.show / LocalizationByID.at("locale") / LocalizationByIDKey.at("key")
            / PutLocalization.action
        built.append(
            (
                "PUT /{realm}/localization/{locale}/{key}", r239.method.rawValue, r239.path,
                "PUT realm/localization/locale/key"
            )
        )
        answered.append(("PUT /{realm}/localization/{locale}/{key}", Self.status(r239) ?? 204, [204]))
        let r240 =
            Realm.at("realm") / Localization.show / LocalizationByID.at("locale") / LocalizationByIDKey.at("key")
            / DeleteLocalizationByRealmByLocaleByKey.action
        built.append(
            (
                "DELETE /{realm}/localization/{locale}/{key}", r240.method.rawValue, r240.path,
                "DELETE realm/localization/locale/key"
            )
        )
        answered.append(("DELETE /{realm}/localization/{locale}/{key}", Self.status(r240) ?? 204, [204]))
        let r241 = Realm.at("realm") / PostLogoutAll.action
        built.append(("POST /{realm}/logout-all", r241.method.rawValue, r241.path, "POST realm/logout-all"))
        answered.append(("POST /{realm}/logout-all", Self.status(r241) ?? 200, [200]))
        let r242 = Realm.at("realm") / PostPartialExport.action
        built.append(("POST /{realm}/partial-export", r242.method.rawValue, r242.path, "POST realm/partial-export"))
        answered.append(("POST /{realm}/partial-export", Self.status(r242) ?? 204, [200]))
        let r243 = Realm.at("realm") / PostPartialImport.action
        built.append(("POST /{realm}/partialImport", r243.method.rawValue, r243.path, "POST realm/partialImport"))
        answered.append(("POST /{realm}/partialImport", Self.status(r243) ?? 204, [200]))
        let r244 = Realm.at("realm") / PostPushRevocationByRealm.action
        built.append(("POST /{realm}/push-revocation", r244.method.rawValue, r244.path, "POST realm/push-revocation"))
        answered.append(("POST /{realm}/push-revocation", Self.status(r244) ?? 200, [200]))
        let r245 = Realm.at("realm") / Role.list
        built.append(("GET /{realm}/roles", r245.method.rawValue, r245.path, "GET realm/roles"))
        answered.append(("GET /{realm}/roles", Self.status(r245) ?? 200, [200]))
        let r246 = Realm.at("realm") / PostRolesByRealm.action
        built.append(("POST /{realm}/roles", r246.method.rawValue, r246.path, "POST realm/roles"))
        answered.append(("POST /{realm}/roles", Self.status(r246) ?? 204, [200]))
        let r247 = Realm.at("realm") / RolesById.show("role-id")
        built.append(
            ("GET /{realm}/roles-by-id/{role-id}", r247.method.rawValue, r247.path, "GET realm/roles-by-id/role-id")
        )
        answered.append(("GET /{realm}/roles-by-id/{role-id}", Self.status(r247) ?? 200, [200]))
        let r248 = Realm.at("realm") / RolesById.at("role-id") / PutRolesById.action
        built.append(
            ("PUT /{realm}/roles-by-id/{role-id}", r248.method.rawValue, r248.path, "PUT realm/roles-by-id/role-id")
        )
        answered.append(("PUT /{realm}/roles-by-id/{role-id}", Self.status(r248) ?? 204, [204]))
        let r249 = Realm.at("realm") / RolesById.at("role-id") / DeleteRolesById.action
        built.append(
            (
                "DELETE /{realm}/roles-by-id/{role-id}", r249.method.rawValue, r249.path,
                "DELETE realm/roles-by-id/role-id"
            )
        )
        answered.append(("DELETE /{realm}/roles-by-id/{role-id}", Self.status(r249) ?? 204, [204]))
        let r250 = Realm.at("realm") / RolesById.at("role-id") / RolesByIdComposites.show
        built.append(
            (
                "GET /{realm}/roles-by-id/{role-id}/composites", r250.method.rawValue, r250.path,
                "GET realm/roles-by-id/role-id/composites"
            )
        )
        answered.append(("GET /{realm}/roles-by-id/{role-id}/composites", Self.status(r250) ?? 200, [200]))
    }

    private static func routes5(
        _ built: inout [(route: String, method: String, path: String, expected: String)],
        _ answered: inout [(route: String, status: Int, documented: [Int])]
    ) {
        let r251 =
            Realm.at("realm") / RolesById.at("role-id") / RolesByIdComposites.show / PostRolesByIdComposites.action
        built.append(
            (
                "POST /{realm}/roles-by-id/{role-id}/composites", r251.method.rawValue, r251.path,
                "POST realm/roles-by-id/role-id/composites"
            )
        )
        answered.append(("POST /{realm}/roles-by-id/{role-id}/composites", Self.status(r251) ?? 204, [201]))
        let r252 =
            Realm.at("realm") / RolesById.at("role-id") / RolesByIdComposites.show / DeleteRolesByIdComposites.action
        built.append(
            (
                "DELETE /{realm}/roles-by-id/{role-id}/composites", r252.method.rawValue, r252.path,
                "DELETE realm/roles-by-id/role-id/composites"
            )
        )
        answered.append(("DELETE /{realm}/roles-by-id/{role-id}/composites", Self.status(r252) ?? 204, [204]))
        let r253 =
            Realm.at("realm") / RolesById.at("role-id") / RolesByIdComposites.show
            / RolesByIdCompositesClient.show("clientUuid")
        built.append(
            (
                "GET /{realm}/roles-by-id/{role-id}/composites/clients/{clientUuid}", r253.method.rawValue, r253.path,
                "GET realm/roles-by-id/role-id/composites/clients/clientUuid"
            )
        )
        answered.append(
            ("GET /{realm}/roles-by-id/{role-id}/composites/clients/{clientUuid}", Self.status(r253) ?? 200, [200])
        )
        let r254 =
            Realm.at("realm") / RolesById.at("role-id") / RolesByIdComposites.show / RolesByIdCompositesRealm.show
        built.append(
            (
                "GET /{realm}/roles-by-id/{role-id}/composites/realm", r254.method.rawValue, r254.path,
                "GET realm/roles-by-id/role-id/composites/realm"
            )
        )
        answered.append(("GET /{realm}/roles-by-id/{role-id}/composites/realm", Self.status(r254) ?? 200, [200]))
        let r255 =
            Realm.at("realm") / RolesById.at("role-id") / RolesByIdManagement.at / RolesByIdManagementPermissions.show
        built.append(
            (
                "GET /{realm}/roles-by-id/{role-id}/management/permissions", r255.method.rawValue, r255.path,
                "GET realm/roles-by-id/role-id/management/permissions"
            )
        )
        answered.append(("GET /{realm}/roles-by-id/{role-id}/management/permissions", Self.status(r255) ?? 200, [200]))
        let r256 =
            Realm.at("realm") / RolesById.at("role-id") / RolesByIdManagement.at
            / RolesByIdManagementPermissions.replace
        built.append(
            (
                "PUT /{realm}/roles-by-id/{role-id}/management/permissions", r256.method.rawValue, r256.path,
                "PUT realm/roles-by-id/role-id/management/permissions"
            )
        )
        answered.append(("PUT /{realm}/roles-by-id/{role-id}/management/permissions", Self.status(r256) ?? 200, [200]))
        let r257 = Realm.at("realm") / Role.show("role-name")
        built.append(("GET /{realm}/roles/{role-name}", r257.method.rawValue, r257.path, "GET realm/roles/role-name"))
        answered.append(("GET /{realm}/roles/{role-name}", Self.status(r257) ?? 200, [200]))
        let r258 = Realm.at("realm") / Role.at("role-name") / PutRoleByRealmByRoleName.action
        built.append(("PUT /{realm}/roles/{role-name}", r258.method.rawValue, r258.path, "PUT realm/roles/role-name"))
        answered.append(("PUT /{realm}/roles/{role-name}", Self.status(r258) ?? 204, [200]))
        let r259 = Realm.at("realm") / Role.at("role-name") / DeleteRoleByRealmByRoleName.action
        built.append(
            ("DELETE /{realm}/roles/{role-name}", r259.method.rawValue, r259.path, "DELETE realm/roles/role-name")
        )
        answered.append(("DELETE /{realm}/roles/{role-name}", Self.status(r259) ?? 204, [204]))
        let r260 = Realm.at("realm") / Role.at("role-name") / RoleComposites.show
        built.append(
            (
                "GET /{realm}/roles/{role-name}/composites", r260.method.rawValue, r260.path,
                "GET realm/roles/role-name/composites"
            )
        )
        answered.append(("GET /{realm}/roles/{role-name}/composites", Self.status(r260) ?? 200, [200]))
        let r261 =
            Realm.at("realm") / Role.at("role-name") / RoleComposites.show / PostRoleCompositesByRealmByRoleName.action
        built.append(
            (
                "POST /{realm}/roles/{role-name}/composites", r261.method.rawValue, r261.path,
                "POST realm/roles/role-name/composites"
            )
        )
        answered.append(("POST /{realm}/roles/{role-name}/composites", Self.status(r261) ?? 204, [201]))
        let r262 =
            Realm.at("realm") / Role.at("role-name") / RoleComposites.show
            / DeleteRoleCompositesByRealmByRoleName.action
        built.append(
            (
                "DELETE /{realm}/roles/{role-name}/composites", r262.method.rawValue, r262.path,
                "DELETE realm/roles/role-name/composites"
            )
        )
        answered.append(("DELETE /{realm}/roles/{role-name}/composites", Self.status(r262) ?? 204, [204]))
        let r263 =
            Realm.at("realm") / Role.at("role-name") / RoleComposites.show / RoleCompositesClient.show("clientUuid")
        built.append(
            (
                "GET /{realm}/roles/{role-name}/composites/clients/{clientUuid}", r263.method.rawValue, r263.path,
                "GET realm/roles/role-name/composites/clients/clientUuid"
            )
        )
        answered.append(
            ("GET /{realm}/roles/{role-name}/composites/clients/{clientUuid}", Self.status(r263) ?? 200, [200])
        )
        let r264 = Realm.at("realm") / Role.at("role-name") / RoleComposites.show / RoleCompositesRealm.show
        built.append(
            (
                "GET /{realm}/roles/{role-name}/composites/realm", r264.method.rawValue, r264.path,
                "GET realm/roles/role-name/composites/realm"
            )
        )
        answered.append(("GET /{realm}/roles/{role-name}/composites/realm", Self.status(r264) ?? 200, [200]))
        let r265 = Realm.at("realm") / Role.at("role-name") / RoleGroup.list
        built.append(
            (
                "GET /{realm}/roles/{role-name}/groups", r265.method.rawValue, r265.path,
                "GET realm/roles/role-name/groups"
            )
        )
        answered.append(("GET /{realm}/roles/{role-name}/groups", Self.status(r265) ?? 200, [200]))
        let r266 = Realm.at("realm") / Role.at("role-name") / RoleManagement.at / RoleManagementPermissions.show
        built.append(
            (
                "GET /{realm}/roles/{role-name}/management/permissions", r266.method.rawValue, r266.path,
                "GET realm/roles/role-name/management/permissions"
            )
        )
        answered.append(("GET /{realm}/roles/{role-name}/management/permissions", Self.status(r266) ?? 200, [200]))
        let r267 = Realm.at("realm") / Role.at("role-name") / RoleManagement.at / RoleManagementPermissions.replace
        built.append(
            (
                "PUT /{realm}/roles/{role-name}/management/permissions", r267.method.rawValue, r267.path,
                "PUT realm/roles/role-name/management/permissions"
            )
        )
        answered.append(("PUT /{realm}/roles/{role-name}/management/permissions", Self.status(r267) ?? 200, [200]))
        let r268 = Realm.at("realm") / Role.at("role-name") / RoleUser.list
        built.append(
            ("GET /{realm}/roles/{role-name}/users", r268.method.rawValue, r268.path, "GET realm/roles/role-name/users")
        )
        answered.append(("GET /{realm}/roles/{role-name}/users", Self.status(r268) ?? 200, [200]))
        let r269 = Realm.at("realm") / Session.delete("session")
        built.append(
            ("DELETE /{realm}/sessions/{session}", r269.method.rawValue, r269.path, "DELETE realm/sessions/session")
        )
        answered.append(("DELETE /{realm}/sessions/{session}", Self.status(r269) ?? 204, [204]))
        let r270 = Realm.at("realm") / PostTestSmtpConnection.action
        built.append(
            ("POST /{realm}/testSMTPConnection", r270.method.rawValue, r270.path, "POST realm/testSMTPConnection")
        )
        answered.append(("POST /{realm}/testSMTPConnection", Self.status(r270) ?? 204, [200]))
        let r271 = Realm.at("realm") / User.list
        built.append(("GET /{realm}/users", r271.method.rawValue, r271.path, "GET realm/users"))
        answered.append(("GET /{realm}/users", Self.status(r271) ?? 200, [200]))
        let r272 = Realm.at("realm") / PostUsers.action
        built.append(("POST /{realm}/users", r272.method.rawValue, r272.path, "POST realm/users"))
        answered.append(("POST /{realm}/users", Self.status(r272) ?? 204, [200]))
        let r273 = Realm.at("realm") / UsersManagementPermissions.show
        built.append(
            (
                "GET /{realm}/users-management-permissions", r273.method.rawValue, r273.path,
                "GET realm/users-management-permissions"
            )
        )
        answered.append(("GET /{realm}/users-management-permissions", Self.status(r273) ?? 200, [200]))
        let r274 = Realm.at("realm") / UsersManagementPermissions.replace
        built.append(
            (
                "PUT /{realm}/users-management-permissions", r274.method.rawValue, r274.path,
                "PUT realm/users-management-permissions"
            )
        )
        answered.append(("PUT /{realm}/users-management-permissions", Self.status(r274) ?? 200, [200]))
        let r275 = Realm.at("realm") / GetUsersCount.action
        built.append(("GET /{realm}/users/count", r275.method.rawValue, r275.path, "GET realm/users/count"))
        answered.append(("GET /{realm}/users/count", Self.status(r275) ?? 200, [200]))
        let r276 = Realm.at("realm") / Profile.show
        built.append(("GET /{realm}/users/profile", r276.method.rawValue, r276.path, "GET realm/users/profile"))
        answered.append(("GET /{realm}/users/profile", Self.status(r276) ?? 200, [200]))
        let r277 = Realm.at("realm") / Profile.replace
        built.append(("PUT /{realm}/users/profile", r277.method.rawValue, r277.path, "PUT realm/users/profile"))
        answered.append(("PUT /{realm}/users/profile", Self.status(r277) ?? 200, [200]))
        let r278 = Realm.at("realm") / Profile.show / Metadata.show
        built.append(
            ("GET /{realm}/users/profile/metadata", r278.method.rawValue, r278.path, "GET realm/users/profile/metadata")
        )
        answered.append(("GET /{realm}/users/profile/metadata", Self.status(r278) ?? 200, [200]))
        let r279 = Realm.at("realm") / User.show("id")
        built.append(("GET /{realm}/users/{id}", r279.method.rawValue, r279.path, "GET realm/users/id"))
        answered.append(("GET /{realm}/users/{id}", Self.status(r279) ?? 200, [200]))
        let r280 = Realm.at("realm") / User.at("id") / PutUser.action
        built.append(("PUT /{realm}/users/{id}", r280.method.rawValue, r280.path, "PUT realm/users/id"))
        answered.append(("PUT /{realm}/users/{id}", Self.status(r280) ?? 204, [200]))
        let r281 = Realm.at("realm") / User.at("id") / DeleteUserByRealmById.action
        built.append(("DELETE /{realm}/users/{id}", r281.method.rawValue, r281.path, "DELETE realm/users/id"))
        answered.append(("DELETE /{realm}/users/{id}", Self.status(r281) ?? 204, [200]))
        let r282 = Realm.at("realm") / User.at("id") / ConfiguredUserStorageCredentialType.list
        built.append(
            (
                "GET /{realm}/users/{id}/configured-user-storage-credential-types", r282.method.rawValue, r282.path,
                "GET realm/users/id/configured-user-storage-credential-types"
            )
        )
        answered.append(
            ("GET /{realm}/users/{id}/configured-user-storage-credential-types", Self.status(r282) ?? 200, [200])
        )
        let r283 = Realm.at("realm") / User.at("id") / Consent.list
        built.append(
            ("GET /{realm}/users/{id}/consents", r283.method.rawValue, r283.path, "GET realm/users/id/consents")
        )
        answered.append(("GET /{realm}/users/{id}/consents", Self.status(r283) ?? 200, [200]))
        let r284 = Realm.at("realm") / User.at("id") / Consent.delete("client")
        built.append(
            (
                "DELETE /{realm}/users/{id}/consents/{client}", r284.method.rawValue, r284.path,
                "DELETE realm/users/id/consents/client"
            )
        )
        answered.append(("DELETE /{realm}/users/{id}/consents/{client}", Self.status(r284) ?? 204, [204]))
        let r285 = Realm.at("realm") / User.at("id") / Credential.list
        built.append(
            ("GET /{realm}/users/{id}/credentials", r285.method.rawValue, r285.path, "GET realm/users/id/credentials")
        )
        answered.append(("GET /{realm}/users/{id}/credentials", Self.status(r285) ?? 200, [200]))
        let r286 = Realm.at("realm") / User.at("id") / Credential.delete("credentialId")
        built.append(
            (
                "DELETE /{realm}/users/{id}/credentials/{credentialId}", r286.method.rawValue, r286.path,
                "DELETE realm/users/id/credentials/credentialId"
            )
        )
        answered.append(("DELETE /{realm}/users/{id}/credentials/{credentialId}", Self.status(r286) ?? 204, [204]))
        let r287 =
            Realm.at("realm") / User.at("id") / Credential.at("credentialId") / MoveAfter.at("newPreviousCredentialId")
            / PostMoveAfter.action
        built.append(
            (
                "POST /{realm}/users/{id}/credentials/{credentialId}/moveAfter/{newPreviousCredentialId}",
                r287.method.rawValue, r287.path,
                "POST realm/users/id/credentials/credentialId/moveAfter/newPreviousCredentialId"
            )
        )
        answered.append(
            (
                "POST /{realm}/users/{id}/credentials/{credentialId}/moveAfter/{newPreviousCredentialId}",
                Self.status(r287) ?? 204, [201]
            )
        )
        let r288 = Realm.at("realm") / User.at("id") / Credential.at("credentialId") / PostMoveToFirst.action
        built.append(
            (
                "POST /{realm}/users/{id}/credentials/{credentialId}/moveToFirst", r288.method.rawValue, r288.path,
                "POST realm/users/id/credentials/credentialId/moveToFirst"
            )
        )
        answered.append(
            ("POST /{realm}/users/{id}/credentials/{credentialId}/moveToFirst", Self.status(r288) ?? 204, [201])
        )
        let r289 = Realm.at("realm") / User.at("id") / Credential.at("credentialId") / UserLabel.replace
        built.append(
            (
                "PUT /{realm}/users/{id}/credentials/{credentialId}/userLabel", r289.method.rawValue, r289.path,
                "PUT realm/users/id/credentials/credentialId/userLabel"
            )
        )
        answered.append(
            ("PUT /{realm}/users/{id}/credentials/{credentialId}/userLabel", Self.status(r289) ?? 204, [204])
        )
        let r290 = Realm.at("realm") / User.at("id") / DisableCredentialTypes.replace
        built.append(
            (
                "PUT /{realm}/users/{id}/disable-credential-types", r290.method.rawValue, r290.path,
                "PUT realm/users/id/disable-credential-types"
            )
        )
        answered.append(("PUT /{realm}/users/{id}/disable-credential-types", Self.status(r290) ?? 204, [204]))
        let r291 = Realm.at("realm") / User.at("id") / ExecuteActionsEmail.replace
        built.append(
            (
                "PUT /{realm}/users/{id}/execute-actions-email", r291.method.rawValue, r291.path,
                "PUT realm/users/id/execute-actions-email"
            )
        )
        answered.append(("PUT /{realm}/users/{id}/execute-actions-email", Self.status(r291) ?? 204, [200]))
        let r292 = Realm.at("realm") / User.at("id") / FederatedIdentity.show
        built.append(
            (
                "GET /{realm}/users/{id}/federated-identity", r292.method.rawValue, r292.path,
                "GET realm/users/id/federated-identity"
            )
        )
        answered.append(("GET /{realm}/users/{id}/federated-identity", Self.status(r292) ?? 200, [200]))
        let r293 =
            Realm.at("realm") / User.at("id") / FederatedIdentity.show / FederatedIdentityByID.at("provider")
            / PostFederatedIdentity.action
        built.append(
            (
                "POST /{realm}/users/{id}/federated-identity/{provider}", r293.method.rawValue, r293.path,
                "POST realm/users/id/federated-identity/provider"
            )
        )
        answered.append(("POST /{realm}/users/{id}/federated-identity/{provider}", Self.status(r293) ?? 204, [200]))
        let r294 = Realm.at("realm") / User.at("id") / FederatedIdentity.show / FederatedIdentityByID.delete("provider")
        built.append(
            (
                "DELETE /{realm}/users/{id}/federated-identity/{provider}", r294.method.rawValue, r294.path,
                "DELETE realm/users/id/federated-identity/provider"
            )
        )
        answered.append(("DELETE /{realm}/users/{id}/federated-identity/{provider}", Self.status(r294) ?? 204, [204]))
        let r295 = Realm.at("realm") / User.at("id") / UserGroup.list
        built.append(("GET /{realm}/users/{id}/groups", r295.method.rawValue, r295.path, "GET realm/users/id/groups"))
        answered.append(("GET /{realm}/users/{id}/groups", Self.status(r295) ?? 200, [200]))
        let r296 = Realm.at("realm") / User.at("id") / GetUserGroupsCount.action
        built.append(
            ("GET /{realm}/users/{id}/groups/count", r296.method.rawValue, r296.path, "GET realm/users/id/groups/count")
        )
        answered.append(("GET /{realm}/users/{id}/groups/count", Self.status(r296) ?? 200, [200]))
        let r297 = Realm.at("realm") / User.at("id") / UserGroup.replace("groupId")
        built.append(
            (
                "PUT /{realm}/users/{id}/groups/{groupId}", r297.method.rawValue, r297.path,
                "PUT realm/users/id/groups/groupId"
            )
        )
        answered.append(("PUT /{realm}/users/{id}/groups/{groupId}", Self.status(r297) ?? 204, [204]))
        let r298 = Realm.at("realm") / User.at("id") / UserGroup.delete("groupId")
        built.append(
            (
                "DELETE /{realm}/users/{id}/groups/{groupId}", r298.method.rawValue, r298.path,
                "DELETE realm/users/id/groups/groupId"
            )
        )
        answered.append(("DELETE /{realm}/users/{id}/groups/{groupId}", Self.status(r298) ?? 204, [204]))
        let r299 = Realm.at("realm") / User.at("id") / PostImpersonation.action
        built.append(
            (
                "POST /{realm}/users/{id}/impersonation", r299.method.rawValue, r299.path,
                "POST realm/users/id/impersonation"
            )
        )
        answered.append(("POST /{realm}/users/{id}/impersonation", Self.status(r299) ?? 200, [200]))
        let r300 = Realm.at("realm") / User.at("id") / PostLogout.action
        built.append(("POST /{realm}/users/{id}/logout", r300.method.rawValue, r300.path, "POST realm/users/id/logout"))
        answered.append(("POST /{realm}/users/{id}/logout", Self.status(r300) ?? 204, [201]))
    }

    private static func routes6(
        _ built: inout [(route: String, method: String, path: String, expected: String)],
        _ answered: inout [(route: String, status: Int, documented: [Int])]
    ) {
        let r301 = Realm.at("realm") / User.at("id") / UserOfflineSession.show("clientUuid")
        built.append(
            (
                "GET /{realm}/users/{id}/offline-sessions/{clientUuid}", r301.method.rawValue, r301.path,
                "GET realm/users/id/offline-sessions/clientUuid"
            )
        )
        answered.append(("GET /{realm}/users/{id}/offline-sessions/{clientUuid}", Self.status(r301) ?? 200, [200]))
        let r302 = Realm.at("realm") / User.at("id") / ResetPassword.replace
        built.append(
            (
                "PUT /{realm}/users/{id}/reset-password", r302.method.rawValue, r302.path,
                "PUT realm/users/id/reset-password"
            )
        )
        answered.append(("PUT /{realm}/users/{id}/reset-password", Self.status(r302) ?? 204, [204]))
        let r303 = Realm.at("realm") / User.at("id") / ResetPasswordEmail.replace
        built.append(
            (
                "PUT /{realm}/users/{id}/reset-password-email", r303.method.rawValue, r303.path,
                "PUT realm/users/id/reset-password-email"
            )
        )
        answered.append(("PUT /{realm}/users/{id}/reset-password-email", Self.status(r303) ?? 204, [200]))
        let r304 = Realm.at("realm") / User.at("id") / UserRoleMappings.show
        built.append(
            (
                "GET /{realm}/users/{id}/role-mappings", r304.method.rawValue, r304.path,
                "GET realm/users/id/role-mappings"
            )
        )
        answered.append(("GET /{realm}/users/{id}/role-mappings", Self.status(r304) ?? 200, [200]))
        let r305 = Realm.at("realm") / User.at("id") / UserRoleMappings.show / UserRoleMappingsClient.show("client")
        built.append(
            (
                "GET /{realm}/users/{id}/role-mappings/clients/{client}", r305.method.rawValue, r305.path,
                "GET realm/users/id/role-mappings/clients/client"
            )
        )
        answered.append(("GET /{realm}/users/{id}/role-mappings/clients/{client}", Self.status(r305) ?? 200, [200]))
        let r306 =
            Realm.at("realm") / User.at("id") / UserRoleMappings.show / UserRoleMappingsClient.at("client")
            / PostUserRoleMappingsClient.action
        built.append(
            (
                "POST /{realm}/users/{id}/role-mappings/clients/{client}", r306.method.rawValue, r306.path,
                "POST realm/users/id/role-mappings/clients/client"
            )
        )
        answered.append(("POST /{realm}/users/{id}/role-mappings/clients/{client}", Self.status(r306) ?? 204, [201]))
        let r307 =
            Realm.at("realm") / User.at("id") / UserRoleMappings.show / UserRoleMappingsClient.at("client")
            / DeleteUserRoleMappingsClient.action
        built.append(
            (
                "DELETE /{realm}/users/{id}/role-mappings/clients/{client}", r307.method.rawValue, r307.path,
                "DELETE realm/users/id/role-mappings/clients/client"
            )
        )
        answered.append(("DELETE /{realm}/users/{id}/role-mappings/clients/{client}", Self.status(r307) ?? 204, [204]))
        let r308 =
            Realm.at("realm") / User.at("id") / UserRoleMappings.show / UserRoleMappingsClient.at("client")
            / UserRoleMappingsClientAvailable.show
        built.append(
            (
                "GET /{realm}/users/{id}/role-mappings/clients/{client}/available", r308.method.rawValue, r308.path,
                "GET realm/users/id/role-mappings/clients/client/available"
            )
        )
        answered.append(
            ("GET /{realm}/users/{id}/role-mappings/clients/{client}/available", Self.status(r308) ?? 200, [200])
        )
        let r309 =
            Realm.at("realm") / User.at("id") / UserRoleMappings.show / UserRoleMappingsClient.at("client")
            / UserRoleMappingsClientComposite.show
        built.append(
            (
                "GET /{realm}/users/{id}/role-mappings/clients/{client}/composite", r309.method.rawValue, r309.path,
                "GET realm/users/id/role-mappings/clients/client/composite"
            )
        )
        answered.append(
            ("GET /{realm}/users/{id}/role-mappings/clients/{client}/composite", Self.status(r309) ?? 200, [200])
        )
        let r310 = Realm.at("realm") / User.at("id") / UserRoleMappings.show / UserRoleMappingsRealm.show
        built.append(
            (
                "GET /{realm}/users/{id}/role-mappings/realm", r310.method.rawValue, r310.path,
                "GET realm/users/id/role-mappings/realm"
            )
        )
        answered.append(("GET /{realm}/users/{id}/role-mappings/realm", Self.status(r310) ?? 200, [200]))
        let r311 =
            Realm.at("realm") / User.at("id") / UserRoleMappings.show / UserRoleMappingsRealm.show
            / PostUserRoleMappingsRealm.action
        built.append(
            (
                "POST /{realm}/users/{id}/role-mappings/realm", r311.method.rawValue, r311.path,
                "POST realm/users/id/role-mappings/realm"
            )
        )
        answered.append(("POST /{realm}/users/{id}/role-mappings/realm", Self.status(r311) ?? 204, [201]))
        let r312 =
            Realm.at("realm") / User.at("id") / UserRoleMappings.show / UserRoleMappingsRealm.show
            / DeleteUserRoleMappingsRealm.action
        built.append(
            (
                "DELETE /{realm}/users/{id}/role-mappings/realm", r312.method.rawValue, r312.path,
                "DELETE realm/users/id/role-mappings/realm"
            )
        )
        answered.append(("DELETE /{realm}/users/{id}/role-mappings/realm", Self.status(r312) ?? 204, [204]))
        let r313 =
            Realm.at("realm") / User.at("id") / UserRoleMappings.show / UserRoleMappingsRealm.show
            / UserRoleMappingsRealmAvailable.show
        built.append(
            (
                "GET /{realm}/users/{id}/role-mappings/realm/available", r313.method.rawValue, r313.path,
                "GET realm/users/id/role-mappings/realm/available"
            )
        )
        answered.append(("GET /{realm}/users/{id}/role-mappings/realm/available", Self.status(r313) ?? 200, [200]))
        let r314 =
            Realm.at("realm") / User.at("id") / UserRoleMappings.show / UserRoleMappingsRealm.show
            / UserRoleMappingsRealmComposite.show
        built.append(
            (
                "GET /{realm}/users/{id}/role-mappings/realm/composite", r314.method.rawValue, r314.path,
                "GET realm/users/id/role-mappings/realm/composite"
            )
        )
        answered.append(("GET /{realm}/users/{id}/role-mappings/realm/composite", Self.status(r314) ?? 200, [200]))
        let r315 = Realm.at("realm") / User.at("id") / SendVerifyEmail.replace
        built.append(
            (
                "PUT /{realm}/users/{id}/send-verify-email", r315.method.rawValue, r315.path,
                "PUT realm/users/id/send-verify-email"
            )
        )
        answered.append(("PUT /{realm}/users/{id}/send-verify-email", Self.status(r315) ?? 204, [200]))
        let r316 = Realm.at("realm") / User.at("id") / SessionResource.list
        built.append(
            ("GET /{realm}/users/{id}/sessions", r316.method.rawValue, r316.path, "GET realm/users/id/sessions")
        )
        answered.append(("GET /{realm}/users/{id}/sessions", Self.status(r316) ?? 200, [200]))
    }
}

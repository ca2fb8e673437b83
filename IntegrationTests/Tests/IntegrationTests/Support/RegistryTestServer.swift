import Foundation
import Testing

/// The two container registries that `IntegrationTests/run-tests.sh` starts for the whole run
/// (Debian's docker-registry, the Distribution registry 2.8) and names in the environment:
/// nothing to start or stop for one test.
struct Registries: Sendable {
    /// The open registry's API, `http://127.0.0.1:…/v2/`: `REGISTRY_URL`.
    let open: URL
    /// The registry behind htpasswd, which asks for `Basic` credentials: `REGISTRY_AUTH_URL`.
    let guarded: URL
    /// The user the guarded registry knows: `REGISTRY_USER`.
    let user: String
    /// That user's password: `REGISTRY_PASSWORD`.
    let password: String

    /// The registries named in the environment, or `nil` when run-tests.sh did not start them.
    static let fromEnvironment: Registries? = {
        let environment = ProcessInfo.processInfo.environment
        guard let open = environment["REGISTRY_URL"].flatMap(URL.init(string:)),
            let guarded = environment["REGISTRY_AUTH_URL"].flatMap(URL.init(string:)),
            let user = environment["REGISTRY_USER"], let password = environment["REGISTRY_PASSWORD"]
        else {
            return nil
        }
        return Registries(open: open, guarded: guarded, user: user, password: password)
    }()

    /// Whether the registries are there; the registry suites are skipped when they are not.
    static var areRunning: Bool { fromEnvironment != nil }

    /// Why the registry suites are skipped when they are.
    static let skipped: Testing.Comment =
        "REGISTRY_URL is not set: run IntegrationTests/run-tests.sh, which starts two docker-registry servers"

    /// A repository name of its own for one test: `yopuy/<label>/<random>`, lower case, so that
    /// tests running at once never share a repository.
    static func uniqueName(_ label: String) -> String {
        "yopuy/\(label.lowercased())/\(UUID().uuidString.lowercased().prefix(8))"
    }
}

/// The registries started by run-tests.sh, as a ``TestServer``.
struct RegistryTestServer: TestServer {
    func run<Value: Sendable>(_ body: @Sendable (Registries) async throws -> Value) async throws -> Value {
        try await body(#require(Registries.fromEnvironment, Registries.skipped))
    }
}

extension TestServer where Self == RegistryTestServer {
    /// The container registries, started by `IntegrationTests/run-tests.sh`.
    static var registries: Self { RegistryTestServer() }
}

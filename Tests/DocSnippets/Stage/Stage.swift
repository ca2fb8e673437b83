import Foundation
import Yopuy
import YopuyTesting

/// The servers that the documentation's examples talk to when DocumentationRunTests runs them:
/// one per host the examples name, each a `StubAdapter` that answers as the real API would, so
/// that what an example prints can be checked.
enum Stage {
    /// The server for `url`'s host and port.
    ///
    /// - Throws: `URLError.cannotFindHost` when the stage has none: an example that talks to a
    ///   host of its own needs a server here.
    static func server(for url: URL) throws -> StubAdapter {
        switch (url.host ?? "", url.port) {
        case ("api.example.com", nil):
            return BlogServer.adapter
        case ("api.github.com", nil):
            return GitHubServer.adapter
        case ("storage.example.com", nil):
            return ObjectStoreServer.adapter
        case ("127.0.0.1", 5000):
            return RegistryServer.open.adapter
        case ("127.0.0.1", 5001):
            return RegistryServer.guarded
        default:
            throw URLError(.cannotFindHost)
        }
    }

    /// The value of the query parameter `name` of `request`, as sent.
    static func parameter(_ name: String, of request: AdapterRequest) -> String? {
        request.query.pairs.first { $0.name == name }?.value
    }

    /// `value` encoded as JSON text.
    static func json(_ value: [String: Any]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// The JSON object of `request`'s body, or an empty one.
    static func object(in request: AdapterRequest) -> [String: Any] {
        request.body.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] } ?? [:]
    }
}

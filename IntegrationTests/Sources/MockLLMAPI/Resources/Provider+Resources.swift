// Scaffolded by yopuy-scaffold from Mock LLM Server 0.1.0; yours to edit.

import Foundation
import Yopuy

/// `GET /providers` (`list`): List Providers
///
/// List all registered providers and their metadata.
struct Provider: RootResource, IsListable {
    static let path = "providers"

    /// The record's ID: `id`.
    let id: String

    /// Reads a list as `[String: JSONValue]`.
    static func parse(collection data: Data) throws -> [String: JSONValue] {
        try JSONDecoder().decode([String: JSONValue].self, from: data)
    }
}

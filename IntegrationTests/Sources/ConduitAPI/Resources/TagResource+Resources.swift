// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

public import Foundation
public import Yopuy

/// `GET /tags` (`list`): Get tags
///
/// Get tags. Auth not required
public struct TagResource: RootResource, IsListable {
    /// The segment this level adds to a path.
    public static let path = "tags"

    /// The record's ID: `id`.
    public let id: String

    /// Reads a list as `TagsResponse`.
    public static func parse(collection data: Data) throws -> TagsResponse {
        try JSONDecoder().decode(TagsResponse.self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

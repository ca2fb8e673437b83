public import Yopuy

/// The tags of a repository: `GET …/tags/list`, `{"name": "team/app", "tags": ["v1", …]}`.
///
/// ```swift
/// var tags: [String] = []
/// for try await page in service.pages(Repository.at("team/app") / TagList.action, query: ["n": 100]) {
///     tags += page.value?.tags ?? []
/// }
/// ```
///
/// A registry may page the list with `?n=` and a relative `Link: <…>; rel="next"`, which
/// ``Yopuy/Service/pages(_:query:headers:timeout:by:maxPages:)`` follows; Distribution 2.8
/// ignores `n` and sends every tag at once, in no particular order. A repository whose last
/// manifest was deleted answers `"tags": null`, read as an empty list.
public struct TagList: RecordAction, DecodesJSON, Decodable, Sendable {
    /// Tags are listed in a repository.
    public typealias Parent = Repository
    /// `GET`.
    public typealias Method = GET

    /// `tags/list`.
    public static let path = "tags/list"

    /// The repository's name.
    public let name: String
    /// The tags of this page.
    public let tags: [String]

    private enum CodingKeys: String, CodingKey {
        case name, tags
    }

    /// Decodes a page, `"tags": null` as no tags.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when the page is not a tag list.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try container.decode(String.self, forKey: .name)
        self.tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
    }
}

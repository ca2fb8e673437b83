/// A constant level at the top of an API that is not a record: `/search`, `/user`, `/admin`.
///
/// Real APIs group resources and actions under fixed segments that name nothing you could read,
/// create or delete. A namespace has no ID and no capabilities; its one path, `at`, can stand
/// before `/` and can never be run itself:
///
/// ```swift
/// enum Search: RootNamespace {
///     static let path = "search"
/// }
///
/// enum IssueSearch: CollectionAction, DecodesJSON {
///     typealias Target = Search
///     typealias Method = GET
///     static let path = "issues"
///     static func parse(singular data: Data) throws -> [Post] {
///         try JSONDecoder().decode([Post].self, from: data)
///     }
/// }
///
/// let search = IssueSearch.action   // GET search/issues, runnable at once
/// ```
///
/// Resources live under a namespace as children (`typealias Parent = Search`), appended with
/// `Search.at / …`; a ``CollectionAction`` whose `Target` is the namespace runs at once.
@dynamicMemberLookup
public protocol RootNamespace: Resource {}

extension RootNamespace {
    /// The namespace, as a parent for child paths: `search`. It can never be run.
    @inlinable
    public static var at: Path<Self, SingularPath, ParentOnly> { Path(route: ownRoute) }
}

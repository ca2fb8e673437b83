/// A constant level under a record that is not a record itself: the `actions` of
/// `/orgs/{org}/actions/runners`.
///
/// It has no ID and no capabilities; its one path, `at`, appends under a path to one `Parent`
/// record and can only stand before another `/`:
///
/// ```swift
/// struct Org: RootResource, IsAddressable {
///     static let path = "orgs"
///     let id: String
/// }
///
/// enum OrgActions: ChildNamespace {
///     typealias Parent = Org
///     static let path = "actions"
/// }
///
/// struct Runner: ChildResource, IsListable, IsShowable, DecodesJSON, Codable {
///     typealias Parent = OrgActions
///     static let path = "runners"
///     let id: Int
/// }
///
/// let runners = Org.at("apple") / OrgActions.at / Runner.list   // GET orgs/apple/actions/runners
/// ```
@dynamicMemberLookup
public protocol ChildNamespace: NestedResource {}

extension ChildNamespace {
    /// The namespace under one parent record, as a parent for child paths: `…/actions`. It can
    /// never be run.
    @inlinable
    public static var at: ChildPath<Self, SingularPath, ParentOnly, Parent> { ChildPath(route: ownRoute) }
}

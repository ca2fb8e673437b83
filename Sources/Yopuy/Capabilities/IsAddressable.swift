/// A resource whose records can be named as the parent of a child path even though they
/// cannot be read.
///
/// Some APIs serve `/orgs/1/members` but no `GET /orgs/1`. Without ``IsShowable`` there is no
/// `Org.show(1)` to append `Member.list` under; `IsAddressable` adds `at(_:)`, a
/// ``ParentOnly`` path that can be a parent and can never be run itself:
///
/// ```swift
/// struct Org: RootResource, IsAddressable {
///     static let path = "orgs"
///     let id: Int
/// }
///
/// struct Member: ChildResource, IsListable, DecodesJSON, Codable {
///     typealias Parent = Org
///     static let path = "members"
///     let id: Int
/// }
///
/// let members = Org.at(1) / Member.list   // GET orgs/1/members
/// ```
///
/// It needs no parser, because nothing is ever read from an `at` path.
public protocol IsAddressable: IdentifiableResource {}

// `at`, for each resource shape, is declared in VerbPaths.swift, which .ci/verbs.py generates
// from its table of verbs.

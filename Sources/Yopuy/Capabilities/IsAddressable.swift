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

// MARK: - Root resources

extension RootResource where Self: IsAddressable {
    /// Names one record, as a parent for child paths: `orgs/1`.
    ///
    /// - Parameter id: The record's ID; it becomes exactly one percent-encoded segment.
    /// - Returns: A path that can only stand before `/`.
    @inlinable
    public static func at(_ id: ID) -> Path<Self, SingularPath, ParentOnly> { Path(route: recordRoute(id)) }
}

// MARK: - Child resources

extension ChildResource where Self: IsAddressable {
    /// Names one record under a parent record, as a parent for child paths: `…/teams/2`.
    ///
    /// - Parameter id: The record's ID; it becomes exactly one percent-encoded segment.
    /// - Returns: A child path that, once appended, can only stand before `/`.
    @inlinable
    public static func at(_ id: ID) -> ChildPath<Self, SingularPath, ParentOnly, Parent> {
        ChildPath(route: recordRoute(id))
    }
}

// MARK: - IDs of several parts

extension RootResource where Self: IsAddressable {
    /// Names one record, as a parent for child paths, whose ``CompositeID`` is given part by part: `repos/apple/swift`.
    ///
    /// - Parameter part: The ID's parts, in path order; each becomes one percent-encoded segment.
    /// - Returns: The same path as `at(CompositeID(…))`.
    @inlinable
    public static func at<each Part: PathSegmentConvertible>(
        _ part: repeat each Part
    ) -> Path<Self, SingularPath, ParentOnly> where ID == CompositeID<repeat each Part> {
        at(CompositeID(repeat each part))
    }
}

extension ChildResource where Self: IsAddressable {
    /// Names one record, as a parent for child paths, under a parent record, its ``CompositeID`` given part by part: `…/teams/apple/core`.
    ///
    /// - Parameter part: The ID's parts, in path order; each becomes one percent-encoded segment.
    /// - Returns: The same path as `at(CompositeID(…))`.
    @inlinable
    public static func at<each Part: PathSegmentConvertible>(
        _ part: repeat each Part
    ) -> ChildPath<Self, SingularPath, ParentOnly, Parent> where ID == CompositeID<repeat each Part> {
        at(CompositeID(repeat each part))
    }
}

// MARK: - Refused IDs

extension RootResource where Self: IsAddressable {
    /// Refuses an ID that is not of this resource's ``IdentifiableResource/ID`` type, or parts
    /// that are not its ``CompositeID``'s: every call that reaches it is a compile error that says
    /// so (see ``IDRefusal``).
    ///
    /// - Parameters:
    ///   - id: What was given instead of the ID.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func at<each Given, Refusal: IDRefusal>(
        _ id: repeat each Given,
        refusal: Refusal.Type = WrongIDType.self
    ) -> Path<Self, SingularPath, ParentOnly> {
        Path(route: ownRoute.refused)
    }
}

extension ChildResource where Self: IsAddressable {
    /// Refuses an ID that is not of this resource's ``IdentifiableResource/ID`` type, or parts
    /// that are not its ``CompositeID``'s: every call that reaches it is a compile error that says
    /// so (see ``IDRefusal``).
    ///
    /// - Parameters:
    ///   - id: What was given instead of the ID.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func at<each Given, Refusal: IDRefusal>(
        _ id: repeat each Given,
        refusal: Refusal.Type = WrongIDType.self
    ) -> ChildPath<Self, SingularPath, ParentOnly, Parent> {
        ChildPath(route: ownRoute.refused)
    }
}

/// A resource whose records can be read one at a time: `GET /posts/1`.
///
/// Adopting it adds `show`, which requires ``ParsesSingular/parse(singular:)``. A path made by
/// `show` is also what a child path is appended under:
///
/// ```swift
/// Post.show(1)                    // Path<Post, SingularPath, GET>: GET posts/1
/// post.show                       // the same, from a record
/// Post.show(1) / Comment.show(2)  // GET posts/1/comments/2
/// Blog.show                       // a singleton: GET blog
/// ```
public protocol IsShowable: ParsesSingular {}

// MARK: - Root resources

extension RootResource where Self: IsShowable {
    /// Reads one record: `GET posts/1`.
    ///
    /// - Parameter id: The record's ID; it becomes exactly one percent-encoded segment.
    /// - Returns: A runnable path.
    @inlinable
    public static func show(_ id: ID) -> Path<Self, SingularPath, GET> { Path(route: recordRoute(id)) }

    /// Reads this record again: `GET posts/1`.
    @inlinable
    public var show: Path<Self, SingularPath, GET> { Self.show(id) }
}

// MARK: - Child resources

extension ChildResource where Self: IsShowable {
    /// Reads one record under a parent record: `GET …/comments/2`.
    ///
    /// - Parameter id: The record's ID; it becomes exactly one percent-encoded segment.
    /// - Returns: A child path, to append under a path to one `Parent` record.
    @inlinable
    public static func show(_ id: ID) -> ChildPath<Self, SingularPath, GET, Parent> {
        ChildPath(route: recordRoute(id))
    }

    /// Reads this record again under a parent record: `GET …/comments/2`.
    @inlinable
    public var show: ChildPath<Self, SingularPath, GET, Parent> { Self.show(id) }
}

// MARK: - Singular root resources

extension SingularRootResource where Self: IsShowable {
    /// Reads the singleton: `GET blog`.
    @inlinable
    public static var show: Path<Self, SingularPath, GET> { Path(route: ownRoute) }

    /// Reads the singleton: `GET blog`.
    @inlinable
    public var show: Path<Self, SingularPath, GET> { Self.show }
}

// MARK: - Singular child resources

extension SingularChildResource where Self: IsShowable {
    /// Reads the singleton under a parent record: `GET …/author`.
    @inlinable
    public static var show: ChildPath<Self, SingularPath, GET, Parent> { ChildPath(route: ownRoute) }

    /// Reads the singleton under a parent record: `GET …/author`.
    @inlinable
    public var show: ChildPath<Self, SingularPath, GET, Parent> { Self.show }
}

// MARK: - IDs of several parts

extension RootResource where Self: IsShowable {
    /// Reads one record whose ``CompositeID`` is given part by part: `GET repos/apple/swift`.
    ///
    /// - Parameter part: The ID's parts, in path order; each becomes one percent-encoded segment.
    /// - Returns: The same path as `show(CompositeID(…))`.
    @inlinable
    public static func show<each Part: PathSegmentConvertible>(
        _ part: repeat each Part
    ) -> Path<Self, SingularPath, GET> where ID == CompositeID<repeat each Part> {
        show(CompositeID(repeat each part))
    }
}

extension ChildResource where Self: IsShowable {
    /// Reads one record under a parent record, its ``CompositeID`` given part by part: `GET …/issues/apple/42`.
    ///
    /// - Parameter part: The ID's parts, in path order; each becomes one percent-encoded segment.
    /// - Returns: The same path as `show(CompositeID(…))`.
    @inlinable
    public static func show<each Part: PathSegmentConvertible>(
        _ part: repeat each Part
    ) -> ChildPath<Self, SingularPath, GET, Parent> where ID == CompositeID<repeat each Part> {
        show(CompositeID(repeat each part))
    }
}

// MARK: - Refused IDs

// The refusals are members of `IsShowable` itself, each with its shape in its own `where`
// clause, not of `RootResource` or `ChildResource` where `Self: IsShowable`: when every `show`
// a type has comes from a constrained extension, Swift 6.3 also offers the resource's
// `subscript(dynamicMember:)` as a choice for `show`, and the type checker weighs it at every
// level of a path. A wrong order of six levels took 45 719 constraint scopes with it, 26 379
// without (`Benchmarks/compile-errors.sh`).

extension IsShowable {
    /// Refuses an ID that is not of this resource's ``IdentifiableResource/ID`` type, or parts
    /// that are not its ``CompositeID``'s: every call that reaches it is a compile error that says
    /// so (see ``IDRefusal``).
    ///
    /// - Parameters:
    ///   - id: What was given instead of the ID.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func show<each Given, Refusal: IDRefusal>(
        _ id: repeat each Given,
        refusal: Refusal.Type = WrongIDType.self
    ) -> Path<Self, SingularPath, GET> where Self: RootResource {
        Path(route: ownRoute.refused)
    }

    /// Refuses an ID that is not of this resource's ``IdentifiableResource/ID`` type, or parts
    /// that are not its ``CompositeID``'s: every call that reaches it is a compile error that says
    /// so (see ``IDRefusal``).
    ///
    /// - Parameters:
    ///   - id: What was given instead of the ID.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func show<each Given, Refusal: IDRefusal>(
        _ id: repeat each Given,
        refusal: Refusal.Type = WrongIDType.self
    ) -> ChildPath<Self, SingularPath, GET, Self.Parent> where Self: ChildResource {
        ChildPath(route: ownRoute.refused)
    }
}

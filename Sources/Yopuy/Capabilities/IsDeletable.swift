/// A resource whose records can be removed: `DELETE /posts/1`.
///
/// Adopting it adds `delete`, which requires ``ParsesSingular/parse(singular:)`` for servers
/// that answer with the removed record (an empty answer is fine too):
///
/// ```swift
/// Post.delete(1)                                 // DELETE posts/1
/// post.delete                                    // the same, from a record
/// Post.show(1) / Comment.show(2) / Commenter.delete(3)
/// ```
public protocol IsDeletable: ParsesSingular {}

// MARK: - Root resources

extension RootResource where Self: IsDeletable {
    /// Removes one record: `DELETE posts/1`.
    ///
    /// - Parameter id: The record's ID; it becomes exactly one percent-encoded segment.
    /// - Returns: A runnable path.
    @inlinable
    public static func delete(_ id: ID) -> Path<Self, SingularPath, DELETE> { Path(route: recordRoute(id)) }

    /// Removes this record: `DELETE posts/1`.
    @inlinable
    public var delete: Path<Self, SingularPath, DELETE> { Self.delete(id) }
}

// MARK: - Child resources

extension ChildResource where Self: IsDeletable {
    /// Removes one record under a parent record: `DELETE …/comments/2`.
    ///
    /// - Parameter id: The record's ID; it becomes exactly one percent-encoded segment.
    /// - Returns: A child path, to append under a path to one `Parent` record.
    @inlinable
    public static func delete(_ id: ID) -> ChildPath<Self, SingularPath, DELETE, Parent> {
        ChildPath(route: recordRoute(id))
    }

    /// Removes this record under a parent record: `DELETE …/comments/2`.
    @inlinable
    public var delete: ChildPath<Self, SingularPath, DELETE, Parent> { Self.delete(id) }
}

// MARK: - Singular root resources

extension SingularRootResource where Self: IsDeletable {
    /// Removes the singleton: `DELETE blog`.
    @inlinable
    public static var delete: Path<Self, SingularPath, DELETE> { Path(route: ownRoute) }

    /// Removes the singleton: `DELETE blog`.
    @inlinable
    public var delete: Path<Self, SingularPath, DELETE> { Self.delete }
}

// MARK: - Singular child resources

extension SingularChildResource where Self: IsDeletable {
    /// Removes the singleton under a parent record: `DELETE …/author`.
    @inlinable
    public static var delete: ChildPath<Self, SingularPath, DELETE, Parent> { ChildPath(route: ownRoute) }

    /// Removes the singleton under a parent record: `DELETE …/author`.
    @inlinable
    public var delete: ChildPath<Self, SingularPath, DELETE, Parent> { Self.delete }
}

// MARK: - IDs of several parts

extension RootResource where Self: IsDeletable {
    /// Removes one record whose ``CompositeID`` is given part by part: `DELETE repos/apple/swift`.
    ///
    /// - Parameter part: The ID's parts, in path order; each becomes one percent-encoded segment.
    /// - Returns: The same path as `delete(CompositeID(…))`.
    @inlinable
    public static func delete<each Part: PathSegmentConvertible>(
        _ part: repeat each Part
    ) -> Path<Self, SingularPath, DELETE> where ID == CompositeID<repeat each Part> {
        delete(CompositeID(repeat each part))
    }
}

extension ChildResource where Self: IsDeletable {
    /// Removes one record under a parent record, its ``CompositeID`` given part by part: `DELETE …/labels/apple/bug`.
    ///
    /// - Parameter part: The ID's parts, in path order; each becomes one percent-encoded segment.
    /// - Returns: The same path as `delete(CompositeID(…))`.
    @inlinable
    public static func delete<each Part: PathSegmentConvertible>(
        _ part: repeat each Part
    ) -> ChildPath<Self, SingularPath, DELETE, Parent> where ID == CompositeID<repeat each Part> {
        delete(CompositeID(repeat each part))
    }
}

// MARK: - Refused IDs

extension RootResource where Self: IsDeletable {
    /// Refuses an ID that is not of this resource's ``IdentifiableResource/ID`` type, or parts
    /// that are not its ``CompositeID``'s: every call that reaches it is a compile error that says
    /// so (see ``IDRefusal``).
    ///
    /// - Parameters:
    ///   - id: What was given instead of the ID.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func delete<each Given, Refusal: IDRefusal>(
        _ id: repeat each Given,
        refusal: Refusal.Type = WrongIDType.self
    ) -> Path<Self, SingularPath, DELETE> {
        Path(route: ownRoute.refused)
    }
}

extension ChildResource where Self: IsDeletable {
    /// Refuses an ID that is not of this resource's ``IdentifiableResource/ID`` type, or parts
    /// that are not its ``CompositeID``'s: every call that reaches it is a compile error that says
    /// so (see ``IDRefusal``).
    ///
    /// - Parameters:
    ///   - id: What was given instead of the ID.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func delete<each Given, Refusal: IDRefusal>(
        _ id: repeat each Given,
        refusal: Refusal.Type = WrongIDType.self
    ) -> ChildPath<Self, SingularPath, DELETE, Parent> {
        ChildPath(route: ownRoute.refused)
    }
}

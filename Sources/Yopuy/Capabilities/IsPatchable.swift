/// A resource whose records can be changed in part: `PATCH /posts/1`.
///
/// Adopting it adds `update`, which requires ``ParsesSingular/parse(singular:)``:
///
/// ```swift
/// Post.update(1)   // Path<Post, SingularPath, PATCH>: PATCH posts/1
/// post.update      // the same, from a record
/// Blog.update      // a singleton: PATCH blog
/// ```
public protocol IsPatchable: ParsesSingular {
    /// What `update` sends: ``RequestBody`` unless the resource names its own type.
    ///
    /// Name it, and `update` takes a body of that type only; any other does not compile:
    ///
    /// ```swift
    /// struct IssueChange: EncodesJSON {
    ///     var title: String
    /// }
    ///
    /// struct Issue: RootResource, IsPatchable, DecodesJSON, Codable {
    ///     typealias UpdateBody = IssueChange
    ///     static let path = "issues"
    ///     let id: Int
    /// }
    ///
    /// _ = try await service.call(Issue.update(1), body: IssueChange(title: "Crash"))
    /// // body: RequestBody.json(…) or a body of any other type: a compile error
    /// ```
    associatedtype UpdateBody: RequestBodyConvertible = RequestBody
}

// MARK: - Root resources

extension RootResource where Self: IsPatchable {
    /// Changes part of one record: `PATCH posts/1`.
    ///
    /// - Parameter id: The record's ID; it becomes exactly one percent-encoded segment.
    /// - Returns: A runnable path.
    @inlinable
    public static func update(_ id: ID) -> Path<Self, SingularPath, PATCHWith<UpdateBody>> {
        Path(route: recordRoute(id))
    }

    /// Changes part of this record: `PATCH posts/1`.
    @inlinable
    public var update: Path<Self, SingularPath, PATCHWith<UpdateBody>> { Self.update(id) }
}

// MARK: - Child resources

extension ChildResource where Self: IsPatchable {
    /// Changes part of one record under a parent record: `PATCH …/comments/2`.
    ///
    /// - Parameter id: The record's ID; it becomes exactly one percent-encoded segment.
    /// - Returns: A child path, to append under a path to one `Parent` record.
    @inlinable
    public static func update(_ id: ID) -> ChildPath<Self, SingularPath, PATCHWith<UpdateBody>, Parent> {
        ChildPath(route: recordRoute(id))
    }

    /// Changes part of this record under a parent record: `PATCH …/comments/2`.
    @inlinable
    public var update: ChildPath<Self, SingularPath, PATCHWith<UpdateBody>, Parent> { Self.update(id) }
}

// MARK: - Singular root resources

extension SingularRootResource where Self: IsPatchable {
    /// Changes part of the singleton: `PATCH blog`.
    @inlinable
    public static var update: Path<Self, SingularPath, PATCHWith<UpdateBody>> { Path(route: ownRoute) }

    /// Changes part of the singleton: `PATCH blog`.
    @inlinable
    public var update: Path<Self, SingularPath, PATCHWith<UpdateBody>> { Self.update }
}

// MARK: - Singular child resources

extension SingularChildResource where Self: IsPatchable {
    /// Changes part of the singleton under a parent record: `PATCH …/author`.
    @inlinable
    public static var update: ChildPath<Self, SingularPath, PATCHWith<UpdateBody>, Parent> {
        ChildPath(route: ownRoute)
    }

    /// Changes part of the singleton under a parent record: `PATCH …/author`.
    @inlinable
    public var update: ChildPath<Self, SingularPath, PATCHWith<UpdateBody>, Parent> { Self.update }
}

// MARK: - IDs of several parts

extension RootResource where Self: IsPatchable {
    /// Changes part of one record whose ``CompositeID`` is given part by part: `PATCH repos/apple/swift`.
    ///
    /// - Parameter part: The ID's parts, in path order; each becomes one percent-encoded segment.
    /// - Returns: The same path as `update(CompositeID(…))`.
    @inlinable
    public static func update<each Part: PathSegmentConvertible>(
        _ part: repeat each Part
    ) -> Path<Self, SingularPath, PATCHWith<UpdateBody>> where ID == CompositeID<repeat each Part> {
        update(CompositeID(repeat each part))
    }
}

extension ChildResource where Self: IsPatchable {
    /// Changes part of one record under a parent record, its ``CompositeID`` given part by part: `PATCH …/labels/apple/bug`.
    ///
    /// - Parameter part: The ID's parts, in path order; each becomes one percent-encoded segment.
    /// - Returns: The same path as `update(CompositeID(…))`.
    @inlinable
    public static func update<each Part: PathSegmentConvertible>(
        _ part: repeat each Part
    ) -> ChildPath<Self, SingularPath, PATCHWith<UpdateBody>, Parent> where ID == CompositeID<repeat each Part> {
        update(CompositeID(repeat each part))
    }
}

// MARK: - Refused IDs

extension RootResource where Self: IsPatchable {
    /// Refuses an ID that is not of this resource's ``IdentifiableResource/ID`` type, or parts
    /// that are not its ``CompositeID``'s: every call that reaches it is a compile error that says
    /// so (see ``IDRefusal``).
    ///
    /// - Parameters:
    ///   - id: What was given instead of the ID.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func update<each Given, Refusal: IDRefusal>(
        _ id: repeat each Given,
        refusal: Refusal.Type = WrongIDType.self
    ) -> Path<Self, SingularPath, PATCHWith<UpdateBody>> {
        Path(route: ownRoute.refused)
    }
}

extension ChildResource where Self: IsPatchable {
    /// Refuses an ID that is not of this resource's ``IdentifiableResource/ID`` type, or parts
    /// that are not its ``CompositeID``'s: every call that reaches it is a compile error that says
    /// so (see ``IDRefusal``).
    ///
    /// - Parameters:
    ///   - id: What was given instead of the ID.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func update<each Given, Refusal: IDRefusal>(
        _ id: repeat each Given,
        refusal: Refusal.Type = WrongIDType.self
    ) -> ChildPath<Self, SingularPath, PATCHWith<UpdateBody>, Parent> {
        ChildPath(route: ownRoute.refused)
    }
}

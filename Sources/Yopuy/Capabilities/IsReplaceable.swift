/// A resource whose records can be replaced whole: `PUT /posts/1`.
///
/// Adopting it adds `replace`, which requires ``ParsesSingular/parse(singular:)``:
///
/// ```swift
/// Post.replace(1)   // Path<Post, SingularPath, PUT>: PUT posts/1
/// post.replace      // the same, from a record
/// Blog.replace      // a singleton: PUT blog
/// ```
public protocol IsReplaceable: ParsesSingular {
    /// What `replace` sends: ``RequestBody`` unless the resource names its own type.
    ///
    /// Name it, and `replace` takes a body of that type only; any other does not compile:
    ///
    /// ```swift
    /// struct IssueChange: EncodesJSON {
    ///     var title: String
    /// }
    ///
    /// struct Issue: RootResource, IsReplaceable, DecodesJSON, Codable {
    ///     typealias ReplaceBody = IssueChange
    ///     static let path = "issues"
    ///     let id: Int
    /// }
    ///
    /// _ = try await service.call(Issue.replace(1), body: IssueChange(title: "Crash"))
    /// // body: RequestBody.json(…) or a body of any other type: a compile error
    /// ```
    associatedtype ReplaceBody: RequestBodyConvertible = RequestBody
}

// MARK: - Root resources

extension RootResource where Self: IsReplaceable {
    /// Replaces one record: `PUT posts/1`.
    ///
    /// - Parameter id: The record's ID; it becomes exactly one percent-encoded segment.
    /// - Returns: A runnable path.
    @inlinable
    public static func replace(_ id: ID) -> Path<Self, SingularPath, PUTWith<ReplaceBody>> {
        Path(route: recordRoute(id))
    }

    /// Replaces this record: `PUT posts/1`.
    @inlinable
    public var replace: Path<Self, SingularPath, PUTWith<ReplaceBody>> { Self.replace(id) }
}

// MARK: - Child resources

extension ChildResource where Self: IsReplaceable {
    /// Replaces one record under a parent record: `PUT …/comments/2`.
    ///
    /// - Parameter id: The record's ID; it becomes exactly one percent-encoded segment.
    /// - Returns: A child path, to append under a path to one `Parent` record.
    @inlinable
    public static func replace(_ id: ID) -> ChildPath<Self, SingularPath, PUTWith<ReplaceBody>, Parent> {
        ChildPath(route: recordRoute(id))
    }

    /// Replaces this record under a parent record: `PUT …/comments/2`.
    @inlinable
    public var replace: ChildPath<Self, SingularPath, PUTWith<ReplaceBody>, Parent> { Self.replace(id) }
}

// MARK: - Singular root resources

extension SingularRootResource where Self: IsReplaceable {
    /// Replaces the singleton: `PUT blog`.
    @inlinable
    public static var replace: Path<Self, SingularPath, PUTWith<ReplaceBody>> { Path(route: ownRoute) }

    /// Replaces the singleton: `PUT blog`.
    @inlinable
    public var replace: Path<Self, SingularPath, PUTWith<ReplaceBody>> { Self.replace }
}

// MARK: - Singular child resources

extension SingularChildResource where Self: IsReplaceable {
    /// Replaces the singleton under a parent record: `PUT …/author`.
    @inlinable
    public static var replace: ChildPath<Self, SingularPath, PUTWith<ReplaceBody>, Parent> {
        ChildPath(route: ownRoute)
    }

    /// Replaces the singleton under a parent record: `PUT …/author`.
    @inlinable
    public var replace: ChildPath<Self, SingularPath, PUTWith<ReplaceBody>, Parent> { Self.replace }
}

// MARK: - IDs of several parts

extension RootResource where Self: IsReplaceable {
    /// Replaces one record whose ``CompositeID`` is given part by part: `PUT repos/apple/swift`.
    ///
    /// - Parameter part: The ID's parts, in path order; each becomes one percent-encoded segment.
    /// - Returns: The same path as `replace(CompositeID(…))`.
    @inlinable
    public static func replace<each Part: PathSegmentConvertible>(
        _ part: repeat each Part
    ) -> Path<Self, SingularPath, PUTWith<ReplaceBody>> where ID == CompositeID<repeat each Part> {
        replace(CompositeID(repeat each part))
    }
}

extension ChildResource where Self: IsReplaceable {
    /// Replaces one record under a parent record, its ``CompositeID`` given part by part: `PUT …/labels/apple/bug`.
    ///
    /// - Parameter part: The ID's parts, in path order; each becomes one percent-encoded segment.
    /// - Returns: The same path as `replace(CompositeID(…))`.
    @inlinable
    public static func replace<each Part: PathSegmentConvertible>(
        _ part: repeat each Part
    ) -> ChildPath<Self, SingularPath, PUTWith<ReplaceBody>, Parent> where ID == CompositeID<repeat each Part> {
        replace(CompositeID(repeat each part))
    }
}

// MARK: - Refused IDs

extension RootResource where Self: IsReplaceable {
    /// Refuses an ID that is not of this resource's ``IdentifiableResource/ID`` type, or parts
    /// that are not its ``CompositeID``'s: every call that reaches it is a compile error that says
    /// so (see ``IDRefusal``).
    ///
    /// - Parameters:
    ///   - id: What was given instead of the ID.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func replace<each Given, Refusal: IDRefusal>(
        _ id: repeat each Given,
        refusal: Refusal.Type = WrongIDType.self
    ) -> Path<Self, SingularPath, PUTWith<ReplaceBody>> {
        Path(route: ownRoute.refused)
    }
}

extension ChildResource where Self: IsReplaceable {
    /// Refuses an ID that is not of this resource's ``IdentifiableResource/ID`` type, or parts
    /// that are not its ``CompositeID``'s: every call that reaches it is a compile error that says
    /// so (see ``IDRefusal``).
    ///
    /// - Parameters:
    ///   - id: What was given instead of the ID.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func replace<each Given, Refusal: IDRefusal>(
        _ id: repeat each Given,
        refusal: Refusal.Type = WrongIDType.self
    ) -> ChildPath<Self, SingularPath, PUTWith<ReplaceBody>, Parent> {
        ChildPath(route: ownRoute.refused)
    }
}

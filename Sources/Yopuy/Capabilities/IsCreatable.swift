/// A resource whose records can be created: `POST /posts`.
///
/// Adopting it adds `create`, which requires ``ParsesSingular/parse(singular:)`` for the
/// created record in the response:
///
/// ```swift
/// Post.create                    // Path<Post, SingularPath, POST>: POST posts
/// Post.show(1) / Comment.create  // POST posts/1/comments
/// Blog.create                    // a singleton: POST blog
/// ```
public protocol IsCreatable: ParsesSingular {
    /// What `create` sends: ``RequestBody`` unless the resource names its own type.
    ///
    /// Name it, and `create` takes a body of that type only; any other does not compile:
    ///
    /// ```swift
    /// struct NewIssue: EncodesJSON {
    ///     var title: String
    /// }
    ///
    /// struct Issue: RootResource, IsCreatable, DecodesJSON, Codable {
    ///     typealias CreateBody = NewIssue
    ///     static let path = "issues"
    ///     let id: Int
    /// }
    ///
    /// _ = try await service.call(Issue.create, body: NewIssue(title: "Crash"))
    /// // body: RequestBody.json(…) or a body of any other type: a compile error
    /// ```
    associatedtype CreateBody: RequestBodyConvertible = RequestBody
}

// MARK: - Root resources

extension RootResource where Self: IsCreatable {
    /// Creates a record in the collection: `POST posts`.
    @inlinable
    public static var create: Path<Self, SingularPath, POSTWith<CreateBody>> { Path(route: ownRoute) }
}

// MARK: - Child resources

extension ChildResource where Self: IsCreatable {
    /// Creates a record under a parent record: `POST …/comments`.
    @inlinable
    public static var create: ChildPath<Self, SingularPath, POSTWith<CreateBody>, Parent> { ChildPath(route: ownRoute) }
}

// MARK: - Singular root resources

extension SingularRootResource where Self: IsCreatable {
    /// Creates the singleton: `POST blog`.
    @inlinable
    public static var create: Path<Self, SingularPath, POSTWith<CreateBody>> { Path(route: ownRoute) }
}

// MARK: - Singular child resources

extension SingularChildResource where Self: IsCreatable {
    /// Creates the singleton under a parent record: `POST …/author`.
    @inlinable
    public static var create: ChildPath<Self, SingularPath, POSTWith<CreateBody>, Parent> { ChildPath(route: ownRoute) }
}

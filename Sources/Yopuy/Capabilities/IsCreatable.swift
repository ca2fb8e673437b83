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
public protocol IsCreatable: ParsesSingular {}

// MARK: - Root resources

extension IsCreatable where Self: RootResource {
    /// Creates a record in the collection: `POST posts`.
    @inlinable
    public static var create: Path<Self, SingularPath, POST> { Path(route: ownRoute) }
}

// MARK: - Child resources

extension IsCreatable where Self: ChildResource {
    /// Creates a record under a parent record: `POST …/comments`.
    @inlinable
    public static var create: ChildPath<Self, SingularPath, POST, Parent> { ChildPath(route: ownRoute) }
}

// MARK: - Singular root resources

extension IsCreatable where Self: SingularRootResource {
    /// Creates the singleton: `POST blog`.
    @inlinable
    public static var create: Path<Self, SingularPath, POST> { Path(route: ownRoute) }
}

// MARK: - Singular child resources

extension IsCreatable where Self: SingularChildResource {
    /// Creates the singleton under a parent record: `POST …/author`.
    @inlinable
    public static var create: ChildPath<Self, SingularPath, POST, Parent> { ChildPath(route: ownRoute) }
}

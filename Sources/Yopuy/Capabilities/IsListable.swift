/// A resource whose collection can be read: `GET /posts`.
///
/// Adopting it adds `list`, which requires ``ParsesCollection/parse(collection:)``:
///
/// ```swift
/// Post.list                    // Path<Post, CollectionPath, GET>: GET posts
/// Post.show(1) / Comment.list  // Path<Comment, CollectionPath, GET>: GET posts/1/comments
/// ```
///
/// Singletons have no collection, so they get no `list`.
public protocol IsListable: ParsesCollection {}

// MARK: - Root resources

extension IsListable where Self: RootResource {
    /// Reads the collection: `GET posts`.
    @inlinable
    public static var list: Path<Self, CollectionPath, GET> { Path(route: ownRoute) }
}

// MARK: - Child resources

extension IsListable where Self: ChildResource {
    /// Reads the collection under one parent record: `GET …/comments`.
    @inlinable
    public static var list: ChildPath<Self, CollectionPath, GET, Parent> { ChildPath(route: ownRoute) }
}

/// A request that can be run: a resource, what its response holds, and its HTTP method in the
/// type; the percent-encoded segments in the value.
///
/// You do not create paths yourself: the capabilities of a resource build them, and `/`
/// appends child paths to them.
///
/// ```swift
/// let path = Post.show(1) / Comment.show(12)
/// // path: Path<Comment, SingularPath, GET>
/// path.path          // "posts/1/comments/12"
/// path.description   // "GET posts/1/comments/12"
/// ```
///
/// - `Resource` is the resource whose parser reads the response: `Comment` above.
/// - `Kind` is ``SingularPath`` or ``CollectionPath``: one value or a collection.
/// - `Method` is ``GET``, ``POST``, ``PUT``, ``PATCH``, ``DELETE``, or ``ParentOnly`` for a path
///   that only names a parent record and cannot be run.
///
/// Building a path never fails. An ID that cannot be sent (empty, `.` or `..`) is reported
/// as a ``YopuyError`` when the path is used: see ``validatedPath()``.
public struct Path<Resource: Yopuy.Resource, Kind: PathKind, Method: PathMethod>: Hashable, Sendable {
    // Repeats by design (duplicates pairs this file with ChildPath.swift): Path and ChildPath hold
    // the same route, made the same way, and give the same `path`; each its own public type, so
    // that a child path cannot be run.
    @usableFromInline let route: Route

    @usableFromInline
    init(route: Route) {
        self.route = route
    }

    /// The percent-encoded path relative to a service's base URL, without a leading slash:
    /// `"posts/1/comments/12"`.
    ///
    /// Every segment is encoded, so an ID like `"a/b"` appears as `a%2Fb`. Use it for tests
    /// and logs; to send a request, use ``validatedPath()``, which also refuses bad segments.
    @inlinable
    public var path: String { route.encoded }

    /// The percent-encoded path, after checking that every segment can be sent.
    ///
    /// ```swift
    /// let ok = try Post.show(1).validatedPath()   // "posts/1"
    /// let bad = try Tag.show("..").validatedPath()  // throws YopuyError, code .invalidPath
    /// ```
    ///
    /// - Returns: The same string as ``path``.
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/invalidPath`` if an ID or a
    ///   resource's static path is empty, `.` or `..`.
    public func validatedPath() throws(YopuyError) -> String {
        try route.validated()
    }
}

extension Path where Method: RequestMethod {
    /// The HTTP method this path sends, taken from its type.
    public var method: HTTPMethod { Method.httpMethod }
}

extension Path: CustomStringConvertible {
    /// The method and the path, for logs: `"GET posts/1/comments/12"`, or just the path for a
    /// ``ParentOnly`` path; `"GET (the base URL)"` for a path of no segment.
    public var description: String {
        let path = route.encoded.isEmpty ? "(the base URL)" : route.encoded
        guard let method = Method.self as? any RequestMethod.Type else {
            return path
        }
        return "\(method.httpMethod) \(path)"
    }
}

// MARK: - Appending children

extension Path where Kind: ParentKind, Method: ParentMethod {
    /// Appends a child path under the one record this path points at.
    ///
    /// This is what `/` does. The child must have been declared with this path's resource as
    /// its `Parent`, and this path must read one record (``GET``) or name it (``ParentOnly``);
    /// anything else does not compile (see ``ParentKind`` and ``ParentMethod``).
    ///
    /// ```swift
    /// let comment = Post.show(1).appending(Comment.show(12))   // GET posts/1/comments/12
    /// ```
    ///
    /// - Parameter child: A path built by a child resource whose `Parent` is `Resource`.
    /// - Returns: A runnable path to the child, with the child's resource, kind and method.
    @inlinable
    public func appending<Child, ChildKind, ChildMethod>(
        _ child: ChildPath<Child, ChildKind, ChildMethod, Resource>
    ) -> Path<Child, ChildKind, ChildMethod> {
        Path<Child, ChildKind, ChildMethod>(route: route.appending(child.route))
    }

    /// Appends a child path under the one record `parent` points at: the same as
    /// `parent.appending(child)`.
    ///
    /// ```swift
    /// let commenter = Post.show(1) / Comment.show(2) / Commenter.delete(3)
    /// // Path<Commenter, SingularPath, DELETE>: DELETE posts/1/comments/2/commenter/3
    /// ```
    ///
    /// - Parameters:
    ///   - parent: A path that reads or names one record of the child's `Parent`.
    ///   - child: A path built by a child resource.
    /// - Returns: A runnable path to the child.
    @inlinable
    public static func / <Child, ChildKind, ChildMethod>(
        parent: Path,
        child: ChildPath<Child, ChildKind, ChildMethod, Resource>
    ) -> Path<Child, ChildKind, ChildMethod> {
        parent.appending(child)
    }

    // Repeats by design (duplicates pairs this file with itself): the refusal of a misplaced path
    // after `/` (here) and before it (ChildPath's, below), the same but for the operand's type.
    //
    // The refusals below are ordinary, disfavoured overloads whose use needs an unavailable
    // conformance (see MisplacedPath.swift). A mistake thus still type-checks, to the refusal,
    // and the compiler reports it in words at once, instead of searching every overload of `/`
    // for the closest fix. They must stay after the `/` above, which the type checker tries
    // first when both look equally good.

    /// Refuses a path after `/` that cannot go there: a child path under a record of another
    /// resource than its `Parent`, or a root resource's path.
    ///
    /// Every use of it is a compile error that says what is wrong; see ``MisplacedPath``.
    ///
    /// - Parameters:
    ///   - parent: A path that reads or names one record.
    ///   - child: A path that cannot be appended under it.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func / <Misplaced: MisplacedPath, Child>(
        parent: Path,
        child: Misplaced
    ) -> Path<Child, Misplaced.Kind, Misplaced.Method> where Misplaced.Resource == Child {
        Path<Child, Misplaced.Kind, Misplaced.Method>(route: parent.route.refused)
    }
}

extension ChildPath {
    /// Refuses a child path before `/`: a path starts at a root resource, and a child path goes
    /// only after `/`, under one record of its `Parent`.
    ///
    /// Every use of it is a compile error that says what is wrong; see ``MisplacedPath``.
    ///
    /// - Parameters:
    ///   - parent: A child path, not yet appended under its parent.
    ///   - child: The path after it.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func / <Misplaced: MisplacedPath, Child>(
        parent: ChildPath,
        child: Misplaced
    ) -> Path<Child, Misplaced.Kind, Misplaced.Method> where Misplaced.Resource == Child {
        Path<Child, Misplaced.Kind, Misplaced.Method>(route: parent.route.refused)
    }
}

/// A custom operation on a whole collection, beyond list and create: `GET /posts/search`.
///
/// Declare it once as a type, with the resource whose collection it acts on as `Target`, its
/// method, and the type its response parses into:
///
/// ```swift
/// extension Comment {
///     enum Search: CollectionAction {
///         typealias Target = Comment
///         typealias Method = GET
///         static let path = "search"
///         static func parse(singular data: Data) throws -> [Comment] {
///             try JSONDecoder().decode([Comment].self, from: data)
///         }
///     }
/// }
///
/// let search = Post.show(1) / Comment.Search.action
/// // Path<Comment.Search, SingularPath, GET>: GET posts/1/comments/search
/// ```
///
/// An action whose `path` is `""` runs on the collection's own URL, and one whose `path` starts
/// with `:` is a custom method on it (`GET …/books:search`): see ``Resource/path``.
///
/// When `Target` is a root resource or a ``RootNamespace``, `action` is a runnable ``Path``.
/// When it is a child or a ``ChildNamespace``, `action` is a ``ChildPath`` that appends under
/// the target's parent record: `Post.show(1) / Comment.Search.action` is
/// `GET posts/1/comments/search`.
public protocol CollectionAction: ParsesSingular {
    /// The resource whose collection the action works on, or the namespace it lives in.
    associatedtype Target: Resource

    /// The HTTP method the action sends: ``GET``, ``POST``, ``PUT``, ``PATCH`` or ``DELETE``.
    associatedtype Method: RequestMethod

    /// What the action's response holds: one value (``SingularPath``, unless you say
    /// otherwise), or a stream of them (``EventStreamPath``, ``JSONLinesPath``).
    associatedtype Kind: PathKind = SingularPath
}

// Repeats by design (duplicates pairs this file with itself): `action` for each kind of target
// (root and child resources, root and child namespaces), the same route in a Path or a
// ChildPath; one extension a shape, as the capabilities' builders are (VerbPaths.swift).

// MARK: - Actions on root collections

extension CollectionAction where Target: RootResource {
    /// The action on the target's collection: `GET posts/search`.
    @inlinable
    public static var action: Path<Self, Kind, Method> {
        Path(route: Target.bareRoute.appending(ownRoute))
    }
}

// MARK: - Actions on child collections

extension CollectionAction where Target: ChildResource {
    /// The action on the target's collection, to append under a path to one record of the
    /// target's parent: `GET …/comments/search`.
    @inlinable
    public static var action: ChildPath<Self, Kind, Method, Target.Parent> {
        ChildPath(route: Target.bareRoute.appending(ownRoute))
    }
}

// MARK: - Actions in namespaces

extension CollectionAction where Target: RootNamespace {
    /// The action in the namespace: `GET search/issues`.
    @inlinable
    public static var action: Path<Self, Kind, Method> {
        Path(route: Target.bareRoute.appending(ownRoute))
    }
}

extension CollectionAction where Target: ChildNamespace {
    /// The action in the namespace, to append under a path to one record of the namespace's
    /// parent: `POST …/actions/dispatch`.
    @inlinable
    public static var action: ChildPath<Self, Kind, Method, Target.Parent> {
        ChildPath(route: Target.bareRoute.appending(ownRoute))
    }
}

/// A path where `/` cannot put it, refused by the compiler in words.
///
/// ``Path`` and ``ChildPath`` conform to this protocol only so that a misplaced path is a compile
/// error that names the mistake; both conformances are unavailable, so any use of them fails:
///
/// ```text
/// let wrong = Post.show(1) / Commenter.show(5)
///
/// error: conformance of 'ChildPath<Resource, Kind, Method, Parent>' to 'MisplacedPath' is
///        unavailable: a child path goes after '/' only under one record of its own Parent, in a
///        path that starts at a root resource: is a level missing or out of order?
///
/// let twice = Post.show(1) / Post.show(2)
///
/// error: conformance of 'Path<Resource, Kind, Method>' to 'MisplacedPath' is unavailable: a
///        root resource's path starts a path and never goes after '/', not even under a record
///        of its own resource: only a child resource's paths are appended
/// ```
///
/// Without these refusals the compiler would search every overload of `/`, the numeric ones
/// included, for the closest fix, which takes seconds for a path of four levels and gives up
/// ("unable to type-check this expression in reasonable time") from five. You do not conform
/// your own types to this protocol.
public protocol MisplacedPath {
    /// The resource of the misplaced path.
    associatedtype Resource: Yopuy.Resource
    /// The kind of the misplaced path: ``SingularPath`` or ``CollectionPath``.
    associatedtype Kind: PathKind
    /// The method of the misplaced path.
    associatedtype Method: PathMethod
}

@available(
    *,
    unavailable,
    message:
        "a child path goes after '/' only under one record of its own Parent, in a path that starts at a root resource: is a level missing or out of order?"
)
extension ChildPath: MisplacedPath {}

@available(
    *,
    unavailable,
    message:
        "a root resource's path starts a path and never goes after '/', not even under a record of its own resource: only a child resource's paths are appended"
)
extension Path: MisplacedPath {}

#if Hummingbird
public import Yopuy

// Repeats by design (duplicates pairs these two with each other): one refusal for each mistake
// a level after a shape can make, the same but for the builder's type.
//
// A level after a shape that cannot go there (a child of another resource, a root resource, or a
// verb its resource did not adopt) takes one of these disfavoured overloads, whose use needs an
// unavailable conformance, as a client's path takes Yopuy's own refusals: the type checker
// settles on it instead of searching every overload of `/` for the closest fix, and the error is
// the refusal's words. Without them, a child under another parent at the fourth level, or a verb
// not adopted at any level after the third, made the compiler give up ("unable to type-check
// this expression in reasonable time") after 11 to 15 s.

/// Refuses a builder after a shape that cannot go there: a child of another resource
/// (`Post.show / Comment.show / Post.show`), or a root resource's.
///
/// Every use of it is a compile error that says what is wrong; see ``/Yopuy/MisplacedPath``:
///
/// ```text
/// let shape = Post.show / Comment.show / Tag.show
///
/// error: conformance of 'ChildPath<Resource, Kind, Method, Parent>' to 'MisplacedPath' is
///        unavailable: a child path goes after '/' only under one record of its own Parent, …
/// ```
///
/// - Parameters:
///   - parent: The shape of paths that read or name one record.
///   - child: A builder of a path that cannot go under it.
/// - Returns: Nothing: a use of it does not compile.
@_disfavoredOverload
public func / <
    Parent,
    ParentKind: Yopuy.ParentKind,
    ParentMethod: Yopuy.ParentMethod,
    IDs,
    Given,
    Misplaced: MisplacedPath
>(
    parent: RouteShape<Parent, ParentKind, ParentMethod, IDs>,
    child: (Given) -> Misplaced
) -> RouteShape<Misplaced.Resource, Misplaced.Kind, Misplaced.Method, IDs> {
    RouteShape<Misplaced.Resource, Misplaced.Kind, Misplaced.Method, IDs>(
        path: Path(refusedAfter: parent.path),
        reader: parent.reader
    )
}

/// Refuses a verb after a shape that its resource did not adopt
/// (`Post.show / Comment.delete` for a `Comment` that is not ``/Yopuy/IsDeletable``).
///
/// Every use of it is a compile error that says what is wrong; see ``/Yopuy/VerbNotAdopted``:
///
/// ```text
/// error: conformance of 'VerbNotAdopted' to 'IDRefusal' is unavailable: the resource did not
///        adopt the capability that adds this verb (…, delete: IsDeletable, …)
/// ```
///
/// - Parameters:
///   - parent: The shape of paths that read or name one record.
///   - child: The refusal that stands for the verb.
/// - Returns: Nothing: a use of it does not compile.
@_disfavoredOverload
public func / <
    Parent,
    ParentKind: Yopuy.ParentKind,
    ParentMethod: Yopuy.ParentMethod,
    IDs,
    Child,
    ChildKind,
    ChildMethod
>(
    parent: RouteShape<Parent, ParentKind, ParentMethod, IDs>,
    child: (Never, VerbNotAdopted.Type) -> ChildPath<Child, ChildKind, ChildMethod, Parent>
) -> RouteShape<Child, ChildKind, ChildMethod, IDs> {
    RouteShape<Child, ChildKind, ChildMethod, IDs>(path: Path(refusedAfter: parent.path), reader: parent.reader)
}
#endif

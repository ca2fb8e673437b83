#if Hummingbird
public import Yopuy

/// The shape of a typed path: its resource, kind and method, with a typed ID wherever the path
/// takes one. A router serves every path of that shape.
///
/// You do not write a shape's type. `/` makes one from the builders of the levels whose IDs a
/// handler receives, as it makes a path from their calls:
///
/// ```swift
/// let path = Post.show(1) / Comment.show(12)  // a path: GET posts/1/comments/12
/// let shape = Post.show / Comment.show  // its shape: GET posts/{id}/comments/{id}, IDs (Int, Int)
/// let create = Post.show / Comment.create  // POST posts/{id}/comments, ID Int
/// let page = Blog.show / Page.show  // GET blog/pages/{id}, ID String
/// let fixed = Post.show(1) / Comment.list  // no ID left: a path, served as it is
/// ```
///
/// The levels compose as in a path, and the same mistakes are refused in the same words: a child
/// under another parent, or under a write. Only the builders' types count, never a value: a
/// shape is the route of every path those builders make. A level whose ID is given
/// (`Post.show(1) / Comment.show`) is served for that ID alone.
///
/// Each ID type conforms to ``DecodesPathSegment``, so that the server reads it back as the
/// client wrote it. A handler receives one ID as it is, and several as a tuple in path order
/// (`IDs`); a shape holds at most six.
public struct RouteShape<Resource: Yopuy.Resource, Kind: PathKind, Method: PathMethod, IDs>: Sendable {
    /// The path with a placeholder where each ID goes, built by Yopuy as a call's is.
    @usableFromInline let path: Path<Resource, Kind, Method>

    /// What reads the IDs from a match of the route.
    @usableFromInline let reader: IDReader<IDs>

    @usableFromInline
    init(path: Path<Resource, Kind, Method>, reader: IDReader<IDs>) {
        self.path = path
        self.reader = reader
    }
}

/// The segments that stand for an ID while a shape is built: text no path of a client holds,
/// in the unreserved characters, so that Yopuy writes it as it is.
@usableFromInline
enum Placeholder {
    /// The marker's start: `~~yopuy~`.
    static let opening = "~~yopuy~"

    /// What stands for the ID of `type` in slot `slot`: one segment, one segment for each part of
    /// an ID of a fixed number of them, or one marked `rest` for an ID of any number of
    /// segments.
    static func segment(for type: Any.Type, slot: Int) -> any PathSegmentConvertible {
        switch SegmentReading.segmentCount(of: type) {
        case nil:
            return "\(opening)\(slot)~rest~~"
        case 1?:
            return "\(opening)\(slot)~~"
        case let count?:
            return SegmentedID((0..<count).map { "\(opening)\(slot)~\($0)~~" })
        }
    }

    /// The path to one record of `Resource`, with the placeholder of slot `slot` for its ID.
    @usableFromInline
    static func record<Resource: IdentifiableResource, Kind, Method>(
        _ path: Path<Resource, Kind, Method>.Type,
        slot: Int
    ) -> Path<Resource, Kind, Method> {
        Path(placeholder: segment(for: Resource.ID.self, slot: slot))
    }

    /// The child path to one record of `Resource`, with the placeholder of slot `slot`.
    @usableFromInline
    static func record<Resource: IdentifiableResource, Kind, Method, Parent>(
        _ path: ChildPath<Resource, Kind, Method, Parent>.Type,
        slot: Int
    ) -> ChildPath<Resource, Kind, Method, Parent> {
        ChildPath(placeholder: segment(for: Resource.ID.self, slot: slot))
    }
}

// MARK: - Making shapes with `/`

// One overload for each number of IDs, up to six, rather than one over a parameter pack: Swift
// 6.3.1 could not infer a pack across a chain of `/` (three levels and more failed to type-check,
// or took Swift's other `/` for them), and the fixed arities type-check at once. Repeats by design
// (duplicates pairs these overloads with each other): each differs only in its tuple's arity.

/// The shape of a record's builder followed by a child record's builder:
/// `Post.show / Comment.show`.
///
/// A function of its own, since neither side is a type of this module.
///
/// - Parameters:
///   - parent: A root resource's builder that takes an ID and reads (`show`) or names (`at`)
///     one record.
///   - child: A builder of a child of that resource that takes an ID.
/// - Returns: The shape of the paths they make together, with both IDs.
@inlinable
public func / <Parent, ParentKind: Yopuy.ParentKind, ParentMethod: Yopuy.ParentMethod, Child, ChildKind, ChildMethod>(
    parent: (Parent.ID) -> Path<Parent, ParentKind, ParentMethod>,
    child: (Child.ID) -> ChildPath<Child, ChildKind, ChildMethod, Parent>
) -> RouteShape<Child, ChildKind, ChildMethod, (Parent.ID, Child.ID)>
where
    Parent: IdentifiableResource, Parent.ID: DecodesPathSegment, Child: IdentifiableResource,
    Child.ID: DecodesPathSegment
{
    let first = RouteShape<Parent, ParentKind, ParentMethod, Parent.ID>(builder: parent)
    let path = first.appending(ChildPath<Child, ChildKind, ChildMethod, Parent>.self)
    return RouteShape(path: path, reader: first.reader.appending(Child.ID.self) { ($0, $1) })
}

extension ChildPath {
    /// The shape of a record's builder followed by a child path of no ID:
    /// `Post.show / Comment.create`, `Post.show / Comment.list`.
    ///
    /// - Parameters:
    ///   - parent: A root resource's builder that takes an ID and reads or names one record.
    ///   - child: A child path of that resource that takes no ID.
    /// - Returns: The shape of the paths they make together, with the parent's ID.
    @inlinable
    public static func / <ParentKind: Yopuy.ParentKind, ParentMethod: Yopuy.ParentMethod>(
        parent: (Parent.ID) -> Path<Parent, ParentKind, ParentMethod>,
        child: ChildPath
    ) -> RouteShape<Resource, Kind, Method, Parent.ID>
    where Parent: IdentifiableResource, Parent.ID: DecodesPathSegment {
        RouteShape<Parent, ParentKind, ParentMethod, Parent.ID>(builder: parent) / child
    }
}

extension Path where Kind: ParentKind, Method: ParentMethod {
    /// The shape of a path followed by a child record's builder: `Blog.show / Page.show`.
    ///
    /// - Parameters:
    ///   - parent: A path that reads or names one record; served as it is.
    ///   - child: A builder of a child of its resource that takes an ID.
    /// - Returns: The shape of the paths they make together, with the child's ID.
    @inlinable
    public static func / <Child, ChildKind, ChildMethod>(
        parent: Path,
        child: (Child.ID) -> ChildPath<Child, ChildKind, ChildMethod, Resource>
    ) -> RouteShape<Child, ChildKind, ChildMethod, Child.ID>
    where Child: IdentifiableResource, Child.ID: DecodesPathSegment {
        let record = Placeholder.record(ChildPath<Child, ChildKind, ChildMethod, Resource>.self, slot: 0)
        return RouteShape(path: parent / record, reader: IDReader(Child.ID.self))
    }
}

extension RouteShape where Resource: IdentifiableResource, Resource.ID: DecodesPathSegment, IDs == Resource.ID {
    /// The shape of a root resource's builder that takes an ID: `Post.show`.
    @inlinable
    init(builder: (Resource.ID) -> Path<Resource, Kind, Method>) {
        self.init(
            path: Placeholder.record(Path<Resource, Kind, Method>.self, slot: 0),
            reader: IDReader(Resource.ID.self)
        )
    }
}

extension RouteShape where Kind: ParentKind, Method: ParentMethod {
    /// The path of this shape followed by a child record, with the next slot's placeholder.
    @usableFromInline
    func appending<Child: IdentifiableResource, ChildKind, ChildMethod>(
        _ child: ChildPath<Child, ChildKind, ChildMethod, Resource>.Type
    ) -> Path<Child, ChildKind, ChildMethod> {
        path / Placeholder.record(ChildPath<Child, ChildKind, ChildMethod, Resource>.self, slot: reader.types.count)
    }

    /// The shape of a shape followed by a child path of no ID:
    /// `Post.show / Comment.show / Comment.Pin.action`.
    ///
    /// - Parameters:
    ///   - parent: The shape of paths that read or name one record.
    ///   - child: A child path of its resource that takes no ID.
    /// - Returns: The shape of the paths they make together, with the same IDs.
    @inlinable
    public static func / <Child, ChildKind, ChildMethod>(
        parent: RouteShape,
        child: ChildPath<Child, ChildKind, ChildMethod, Resource>
    ) -> RouteShape<Child, ChildKind, ChildMethod, IDs> {
        RouteShape<Child, ChildKind, ChildMethod, IDs>(path: parent.path / child, reader: parent.reader)
    }
}

/// The shape of a shape of one ID followed by a child record's builder:
/// `Blog.show / Page.show / Section.show`.
///
/// - Parameters:
///   - parent: The shape of paths that read or name one record, with one ID.
///   - child: A builder of a child of its resource that takes an ID.
/// - Returns: The shape of the paths they make together, with two IDs.
@inlinable
public func / <
    Parent,
    ParentKind: Yopuy.ParentKind,
    ParentMethod: Yopuy.ParentMethod,
    First,
    Child,
    ChildKind,
    ChildMethod
>(
    parent: RouteShape<Parent, ParentKind, ParentMethod, First>,
    child: (Child.ID) -> ChildPath<Child, ChildKind, ChildMethod, Parent>
) -> RouteShape<Child, ChildKind, ChildMethod, (First, Child.ID)>
where Child: IdentifiableResource, Child.ID: DecodesPathSegment {
    let path = parent.appending(ChildPath<Child, ChildKind, ChildMethod, Parent>.self)
    return RouteShape(path: path, reader: parent.reader.appending(Child.ID.self) { ($0, $1) })
}

/// The shape of a shape of two IDs followed by a child record's builder:
/// `Post.show / Comment.show / Commenter.delete`.
///
/// - Parameters:
///   - parent: The shape of paths that read or name one record, with two IDs.
///   - child: A builder of a child of its resource that takes an ID.
/// - Returns: The shape of the paths they make together, with three IDs.
@inlinable
public func / <
    Parent,
    ParentKind: Yopuy.ParentKind,
    ParentMethod: Yopuy.ParentMethod,
    A,
    B,
    Child,
    ChildKind,
    ChildMethod
>(
    parent: RouteShape<Parent, ParentKind, ParentMethod, (A, B)>,
    child: (Child.ID) -> ChildPath<Child, ChildKind, ChildMethod, Parent>
) -> RouteShape<Child, ChildKind, ChildMethod, (A, B, Child.ID)>
where Child: IdentifiableResource, Child.ID: DecodesPathSegment {
    let path = parent.appending(ChildPath<Child, ChildKind, ChildMethod, Parent>.self)
    return RouteShape(path: path, reader: parent.reader.appending(Child.ID.self) { ($0.0, $0.1, $1) })
}

/// The shape of a shape of three IDs followed by a child record's builder.
///
/// - Parameters:
///   - parent: The shape of paths that read or name one record, with three IDs.
///   - child: A builder of a child of its resource that takes an ID.
/// - Returns: The shape of the paths they make together, with four IDs.
@inlinable
public func / <
    Parent,
    ParentKind: Yopuy.ParentKind,
    ParentMethod: Yopuy.ParentMethod,
    A,
    B,
    C,
    Child,
    ChildKind,
    ChildMethod
>(
    parent: RouteShape<Parent, ParentKind, ParentMethod, (A, B, C)>,
    child: (Child.ID) -> ChildPath<Child, ChildKind, ChildMethod, Parent>
) -> RouteShape<Child, ChildKind, ChildMethod, (A, B, C, Child.ID)>
where Child: IdentifiableResource, Child.ID: DecodesPathSegment {
    let path = parent.appending(ChildPath<Child, ChildKind, ChildMethod, Parent>.self)
    return RouteShape(path: path, reader: parent.reader.appending(Child.ID.self) { ($0.0, $0.1, $0.2, $1) })
}

/// The shape of a shape of four IDs followed by a child record's builder.
///
/// - Parameters:
///   - parent: The shape of paths that read or name one record, with four IDs.
///   - child: A builder of a child of its resource that takes an ID.
/// - Returns: The shape of the paths they make together, with five IDs.
@inlinable
public func / <
    Parent,
    ParentKind: Yopuy.ParentKind,
    ParentMethod: Yopuy.ParentMethod,
    A,
    B,
    C,
    D,
    Child,
    ChildKind,
    ChildMethod
>(
    parent: RouteShape<Parent, ParentKind, ParentMethod, (A, B, C, D)>,
    child: (Child.ID) -> ChildPath<Child, ChildKind, ChildMethod, Parent>
) -> RouteShape<Child, ChildKind, ChildMethod, (A, B, C, D, Child.ID)>
where Child: IdentifiableResource, Child.ID: DecodesPathSegment {
    let path = parent.appending(ChildPath<Child, ChildKind, ChildMethod, Parent>.self)
    return RouteShape(path: path, reader: parent.reader.appending(Child.ID.self) { ($0.0, $0.1, $0.2, $0.3, $1) })
}

/// The shape of a shape of five IDs followed by a child record's builder: the sixth and last ID a shape holds.
///
/// - Parameters:
///   - parent: The shape of paths that read or name one record, with five IDs.
///   - child: A builder of a child of its resource that takes an ID.
/// - Returns: The shape of the paths they make together, with six IDs.
@inlinable
public func / <
    Parent,
    ParentKind: Yopuy.ParentKind,
    ParentMethod: Yopuy.ParentMethod,
    A,
    B,
    C,
    D,
    E,
    Child,
    ChildKind,
    ChildMethod
>(
    parent: RouteShape<Parent, ParentKind, ParentMethod, (A, B, C, D, E)>,
    child: (Child.ID) -> ChildPath<Child, ChildKind, ChildMethod, Parent>
) -> RouteShape<Child, ChildKind, ChildMethod, (A, B, C, D, E, Child.ID)>
where Child: IdentifiableResource, Child.ID: DecodesPathSegment {
    let path = parent.appending(ChildPath<Child, ChildKind, ChildMethod, Parent>.self)
    return RouteShape(path: path, reader: parent.reader.appending(Child.ID.self) { ($0.0, $0.1, $0.2, $0.3, $0.4, $1) })
}
#endif

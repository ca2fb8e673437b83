/// The kind of the path that stands in for a member a resource does not have, so that the
/// compiler names a misspelt member at once, at any depth.
///
/// Every resource shape (``RootResource``, ``ChildResource``, ``SingularRootResource``,
/// ``SingularChildResource``, ``RootNamespace``, ``ChildNamespace``) is `@dynamicMemberLookup`: a
/// member it does not have is looked up through an unavailable `subscript(dynamicMember:)`, so
/// the lookup is the compile error, at the member's name, and it names both likely causes:
///
/// ```text
/// let path = Post.show(1) / Comment.shwo(2)
///
/// error: 'subscript(dynamicMember:)' is unavailable: no member of this name: is it misspelt,
///        or is the capability that adds it not adopted? (show: IsShowable, list: IsListable,
///        create: IsCreatable, replace: IsReplaceable, update: IsPatchable, delete: IsDeletable,
///        at: IsAddressable)
/// ```
///
/// Without it, one misspelt member anywhere in a path of five levels or more made the compiler
/// give up ("unable to type-check this expression in reasonable time"): it searched every
/// overload of every `/` for the closest fix. The subscript stands in for the member with a
/// path of this kind that names one record (``ParentOnly``) and takes any arguments, so the rest
/// of the path still type-checks and the misspelling is the only error. No call accepts a path
/// of this kind, and the subscript is unavailable, so the compiler prefers any real member, and
/// any other refusal, to the stand-in. This caseless `enum` exists only as a type.
///
/// A record's or a singleton's value has such a subscript too, with the same stand-in, so that a
/// misspelling in a path written from values (`post.show / comment.shwo`) is named at once too.
/// Its message names a misspelt property first, the likelier mistake on a value:
///
/// ```text
/// let title = post.titel
///
/// error: 'subscript(dynamicMember:)' is unavailable: no property or member of this name on
///        this record: is it misspelt, or is it a verb whose capability is not adopted? (show:
///        IsShowable, replace: IsReplaceable, update: IsPatchable, delete: IsDeletable)
/// ```
public enum MisspeltMember: ParentKind {}

extension RootResource {
    /// Refuses a member this resource does not have: see ``MisspeltMember``.
    ///
    /// - Parameter member: The misspelt name; a compile error names it.
    @available(
        *,
        unavailable,
        message:
            "no member of this name: is it misspelt, or is the capability that adds it not adopted? (show: IsShowable, list: IsListable, create: IsCreatable, replace: IsReplaceable, update: IsPatchable, delete: IsDeletable, at: IsAddressable)"
    )
    public static subscript(dynamicMember member: String) -> Path<Self, MisspeltMember, ParentOnly> {
        Path(route: ownRoute.refused)
    }

    /// Refuses a member this record does not have, on its value: see ``MisspeltMember``.
    ///
    /// - Parameter member: The misspelt name; a compile error names it.
    @available(
        *,
        unavailable,
        message:
            "no property or member of this name on this record: is it misspelt, or is it a verb whose capability is not adopted? (show: IsShowable, replace: IsReplaceable, update: IsPatchable, delete: IsDeletable)"
    )
    public subscript(dynamicMember member: String) -> Path<Self, MisspeltMember, ParentOnly> {
        Path(route: Self.ownRoute.refused)
    }
}

extension ChildResource {
    /// Refuses a member this resource does not have: see ``MisspeltMember``.
    ///
    /// - Parameter member: The misspelt name; a compile error names it.
    @available(
        *,
        unavailable,
        message:
            "no member of this name: is it misspelt, or is the capability that adds it not adopted? (show: IsShowable, list: IsListable, create: IsCreatable, replace: IsReplaceable, update: IsPatchable, delete: IsDeletable, at: IsAddressable)"
    )
    public static subscript(dynamicMember member: String) -> ChildPath<Self, MisspeltMember, ParentOnly, Parent> {
        ChildPath(route: ownRoute.refused)
    }

    /// Refuses a member this record does not have, on its value: see ``MisspeltMember``.
    ///
    /// - Parameter member: The misspelt name; a compile error names it.
    @available(
        *,
        unavailable,
        message:
            "no property or member of this name on this record: is it misspelt, or is it a verb whose capability is not adopted? (show: IsShowable, replace: IsReplaceable, update: IsPatchable, delete: IsDeletable)"
    )
    public subscript(dynamicMember member: String) -> ChildPath<Self, MisspeltMember, ParentOnly, Parent> {
        ChildPath(route: Self.ownRoute.refused)
    }
}

extension SingularRootResource {
    /// Refuses a member this singleton does not have: see ``MisspeltMember``.
    ///
    /// - Parameter member: The misspelt name; a compile error names it.
    @available(
        *,
        unavailable,
        message:
            "no member of this name: is it misspelt, or is the capability that adds it not adopted? (show: IsShowable, list: IsListable, create: IsCreatable, replace: IsReplaceable, update: IsPatchable, delete: IsDeletable, at: IsAddressable)"
    )
    public static subscript(dynamicMember member: String) -> Path<Self, MisspeltMember, ParentOnly> {
        Path(route: ownRoute.refused)
    }

    /// Refuses a member this singleton does not have, on its value: see ``MisspeltMember``.
    ///
    /// - Parameter member: The misspelt name; a compile error names it.
    @available(
        *,
        unavailable,
        message:
            "no property or member of this name on this record: is it misspelt, or is it a verb whose capability is not adopted? (show: IsShowable, replace: IsReplaceable, update: IsPatchable, delete: IsDeletable)"
    )
    public subscript(dynamicMember member: String) -> Path<Self, MisspeltMember, ParentOnly> {
        Path(route: Self.ownRoute.refused)
    }
}

extension SingularChildResource {
    /// Refuses a member this singleton does not have: see ``MisspeltMember``.
    ///
    /// - Parameter member: The misspelt name; a compile error names it.
    @available(
        *,
        unavailable,
        message:
            "no member of this name: is it misspelt, or is the capability that adds it not adopted? (show: IsShowable, list: IsListable, create: IsCreatable, replace: IsReplaceable, update: IsPatchable, delete: IsDeletable, at: IsAddressable)"
    )
    public static subscript(dynamicMember member: String) -> ChildPath<Self, MisspeltMember, ParentOnly, Parent> {
        ChildPath(route: ownRoute.refused)
    }

    /// Refuses a member this singleton does not have, on its value: see ``MisspeltMember``.
    ///
    /// - Parameter member: The misspelt name; a compile error names it.
    @available(
        *,
        unavailable,
        message:
            "no property or member of this name on this record: is it misspelt, or is it a verb whose capability is not adopted? (show: IsShowable, replace: IsReplaceable, update: IsPatchable, delete: IsDeletable)"
    )
    public subscript(dynamicMember member: String) -> ChildPath<Self, MisspeltMember, ParentOnly, Parent> {
        ChildPath(route: Self.ownRoute.refused)
    }
}

extension RootNamespace {
    /// Refuses a member this namespace does not have: see ``MisspeltMember``.
    ///
    /// - Parameter member: The misspelt name; a compile error names it.
    @available(
        *,
        unavailable,
        message:
            "no member of this name: is it misspelt, or is the capability that adds it not adopted? (show: IsShowable, list: IsListable, create: IsCreatable, replace: IsReplaceable, update: IsPatchable, delete: IsDeletable, at: IsAddressable)"
    )
    public static subscript(dynamicMember member: String) -> Path<Self, MisspeltMember, ParentOnly> {
        Path(route: ownRoute.refused)
    }
}

extension ChildNamespace {
    /// Refuses a member this namespace does not have: see ``MisspeltMember``.
    ///
    /// - Parameter member: The misspelt name; a compile error names it.
    @available(
        *,
        unavailable,
        message:
            "no member of this name: is it misspelt, or is the capability that adds it not adopted? (show: IsShowable, list: IsListable, create: IsCreatable, replace: IsReplaceable, update: IsPatchable, delete: IsDeletable, at: IsAddressable)"
    )
    public static subscript(dynamicMember member: String) -> ChildPath<Self, MisspeltMember, ParentOnly, Parent> {
        ChildPath(route: ownRoute.refused)
    }
}

extension Path where Kind == MisspeltMember {
    /// Takes the arguments meant for a misspelt member, so that the misspelling is the only
    /// error: see ``MisspeltMember``.
    ///
    /// - Parameter argument: What was given to the misspelt member.
    /// - Returns: The same stand-in path.
    public func callAsFunction<each Argument>(_ argument: repeat each Argument) -> Path {
        self
    }
}

extension ChildPath where Kind == MisspeltMember {
    /// Takes the arguments meant for a misspelt member, so that the misspelling is the only
    /// error: see ``MisspeltMember``.
    ///
    /// - Parameter argument: What was given to the misspelt member.
    /// - Returns: The same stand-in path.
    public func callAsFunction<each Argument>(_ argument: repeat each Argument) -> ChildPath {
        self
    }
}

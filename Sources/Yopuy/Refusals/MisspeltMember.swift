/// The kind of the path that stands in for a member a resource does not have, so that the
/// compiler names a misspelt member at once, at any depth, and beside any other mistake.
///
/// Every resource shape (``RootResource``, ``ChildResource``, ``SingularRootResource``,
/// ``SingularChildResource``, ``RootNamespace``, ``ChildNamespace``) is `@dynamicMemberLookup`: a
/// member it does not have is looked up as a key path into ``TypeMembers``, which has the verbs
/// and nothing else, so the misspelt name leads to a ``Misspelling``, whose conformance to
/// ``MisspellingRefusal`` is unavailable: the lookup is the compile error, at the member's name,
/// and it names both likely causes:
///
/// ```text
/// let path = Post.show(1) / Comment.shwo(2)
///
/// error: conformance of 'MisspeltMember.Misspelling' to 'MisspellingRefusal' is unavailable:
///        no member of this name: is it misspelt, or is the capability that adds it not adopted?
///        (show: IsShowable, list: IsListable, create: IsCreatable, replace: IsReplaceable,
///        update: IsPatchable, delete: IsDeletable, at: IsAddressable)
/// ```
///
/// Without it, one misspelt member anywhere in a path of five levels or more made the compiler
/// give up ("unable to type-check this expression in reasonable time"): it searched every
/// overload of every `/` for the closest fix. The lookup stands in for the member with a path of
/// this kind that names one record (``ParentOnly``) and takes any arguments, so the rest of the
/// path still type-checks and the misspelling is the only error. No call accepts a path of this
/// kind. This caseless `enum` exists only as a type.
///
/// A real verb's name leads to a ``Verb`` in ``TypeMembers``, not to a ``Misspelling``, so the
/// stand-in is never a second reading of `Post.show(1)`: the type checker drops it at once
/// instead of trying it at every level, and a misspelling beside a second mistake (a wrong ID, a
/// number, a write as a parent) is named with it within a second. A verb whose capability the
/// resource did not adopt (`Tag.list` for a `Tag` that is not ``IsListable``) gets the same
/// message, from a second, unavailable subscript that takes a ``Verb``; one that takes an ID
/// (`Tag.delete(1)`) is refused by ``VerbNotAdopted`` instead. For a verb the resource has,
/// Swift 6.3 still offers the subscripts as choices when every member of that name comes from a
/// constrained extension (`list` and `create`); each sets them aside at once, and `show` avoids
/// them altogether: its refusals of a wrong ID are members of ``IsShowable`` itself.
///
/// A record's or a singleton's value has such a subscript too, into ``ValueMembers``, with the
/// same stand-in, so that a misspelling in a path written from values
/// (`post.show / comment.shwo`) is named at once too. Its message names a misspelt property
/// first, the likelier mistake on a value:
///
/// ```text
/// let title = post.titel
///
/// error: conformance of 'MisspeltMember.PropertyMisspelling' to 'MisspellingRefusal' is
///        unavailable: no property or member of this name on this record: is it misspelt, or is
///        it a verb whose capability is not adopted? (show: IsShowable, replace: IsReplaceable,
///        update: IsPatchable, delete: IsDeletable)
/// ```
public enum MisspeltMember: ParentKind {}

extension MisspeltMember {
    /// What a misspelt name leads to in ``TypeMembers``: a type whose conformance to
    /// ``MisspellingRefusal`` is unavailable. You never create one.
    public struct Misspelling: Sendable {}

    /// What a misspelt name leads to in ``ValueMembers``: a type whose conformance to
    /// ``MisspellingRefusal`` is unavailable. You never create one.
    public struct PropertyMisspelling: Sendable {}

    /// What a verb's name leads to in ``TypeMembers`` or ``ValueMembers``. You never create one.
    public struct Verb: Sendable {}

    /// The names a resource's type answers to as verbs; any other name is a misspelling, refused
    /// in words. See ``MisspeltMember``; you never use it.
    @dynamicMemberLookup
    public struct TypeMembers: Sendable {
        /// Refuses any other name: see ``MisspeltMember``.
        ///
        /// - Parameter name: The misspelt name; a compile error names it.
        public subscript(dynamicMember name: String) -> Misspelling { Misspelling() }
    }

    /// The names a record's or a singleton's value answers to as verbs; any other name is a
    /// misspelling, refused in words. See ``MisspeltMember``; you never use it.
    @dynamicMemberLookup
    public struct ValueMembers: Sendable {
        /// Refuses any other name: see ``MisspeltMember``.
        ///
        /// - Parameter name: The misspelt name; a compile error names it.
        public subscript(dynamicMember name: String) -> PropertyMisspelling { PropertyMisspelling() }
    }
}

/// What a misspelt member's name leads to, refused by the compiler in words: see
/// ``MisspeltMember``. Only ``MisspeltMember/Misspelling`` and
/// ``MisspeltMember/PropertyMisspelling`` conform, and their conformances are unavailable, so
/// the lookup of a misspelt name is the compile error, at the name. You do not conform your own
/// types to this protocol.
public protocol MisspellingRefusal {}

// The verbs' names in TypeMembers and ValueMembers, the unavailable conformances whose messages
// name them, and the subscripts of each resource shape that refuse a misspelt member are declared
// in VerbRefusals.swift, which .ci/verbs.py generates from its table of verbs.

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

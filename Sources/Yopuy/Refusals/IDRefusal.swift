/// An ID that a path builder cannot take, refused by the compiler in words.
///
/// Each builder that takes an ID (`show`, `delete`, `replace`, `update`, `at`) has a twin that
/// takes anything, whose only purpose is to fail: its last parameter defaults to a marker whose
/// conformance to this protocol is unavailable, so a call that reaches it is the compile error.
/// A built path refuses arguments the same way (see ``ArgumentsOnAPath``):
///
/// ```text
/// let wrong = Post.show("1")
///
/// error: conformance of 'WrongIDType' to 'IDRefusal' is unavailable: the ID is not of this
///        resource's ID type (for a CompositeID: its parts, in order, each of its own type)
///
/// let singleton = Blog.show(1)
///
/// error: conformance of 'ArgumentsOnAPath' to 'IDRefusal' is unavailable: a path takes no
///        arguments once built: a singleton takes no ID, nor does a namespace (write Blog.show,
///        not Blog.show(1)); after a misspelt member, the error there names it
/// ```
///
/// Without these twins the compiler would search every overload of the builder and of `/` for
/// the closest fix, which takes seconds inside a path of four levels and gives up ("unable to
/// type-check this expression in reasonable time") from five. Never pass the last parameter,
/// and do not conform your own types to this protocol.
public protocol IDRefusal {}

/// Refuses an ID of another type than the resource's ``IdentifiableResource/ID``: see
/// ``IDRefusal``.
public enum WrongIDType {}

@available(
    *,
    unavailable,
    message: "the ID is not of this resource's ID type (for a CompositeID: its parts, in order, each of its own type)"
)
extension WrongIDType: IDRefusal {}

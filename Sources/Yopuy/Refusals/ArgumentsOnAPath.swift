/// Refuses arguments after a path that is already built, such as an ID given to a singleton:
/// see ``IDRefusal``.
///
/// ``Path`` and ``ChildPath`` have a `callAsFunction` whose only purpose is to fail with this
/// marker, so that `Blog.show(1)` (a singleton's path is a property, not a function) and the
/// arguments after a misspelt member (see ``MisspeltMember``) are compile errors in words:
///
/// ```text
/// let singleton = Blog.show(1)
///
/// error: conformance of 'ArgumentsOnAPath' to 'IDRefusal' is unavailable: a path takes no
///        arguments once built: a singleton takes no ID, nor does a namespace (write Blog.show,
///        not Blog.show(1)); after a misspelt member, the error there names it
/// ```
public enum ArgumentsOnAPath {}

@available(
    *,
    unavailable,
    message:
        "a path takes no arguments once built: a singleton takes no ID, nor does a namespace (write Blog.show, not Blog.show(1)); after a misspelt member, the error there names it"
)
extension ArgumentsOnAPath: IDRefusal {}

// Repeats by design (duplicates pairs this file with itself): the same refusal on Path and on
// ChildPath, two public types with no common protocol to carry one.

extension Path {
    /// Refuses arguments after a built path: every call that reaches it is a compile error that
    /// says so (see ``ArgumentsOnAPath``).
    ///
    /// - Parameters:
    ///   - argument: What was given.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public func callAsFunction<each Argument, Refusal: IDRefusal>(
        _ argument: repeat each Argument,
        refusal: Refusal.Type = ArgumentsOnAPath.self
    ) -> Path {
        Path(route: route.refused)
    }
}

extension ChildPath {
    /// Refuses arguments after a built child path: every call that reaches it is a compile error
    /// that says so (see ``ArgumentsOnAPath``).
    ///
    /// - Parameters:
    ///   - argument: What was given.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public func callAsFunction<each Argument, Refusal: IDRefusal>(
        _ argument: repeat each Argument,
        refusal: Refusal.Type = ArgumentsOnAPath.self
    ) -> ChildPath {
        ChildPath(route: route.refused)
    }
}

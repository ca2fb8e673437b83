/// Refuses a verb that takes an ID on a resource that did not adopt its capability
/// (`Tag.delete(1)` for a `Tag` that is not ``IsDeletable``): see ``IDRefusal``.
///
/// The builders that take an ID (`replace`, `update`, `delete`, `at`) have a twin on every root
/// and child resource, whatever it adopted, whose only purpose is to fail in words. A resource
/// that adopted the capability has its own refusal of a wrong ID, in the capability's more
/// specific extension, which the compiler prefers to this one:
///
/// ```text
/// let wrong = Tag.delete(1)
///
/// error: conformance of 'VerbNotAdopted' to 'IDRefusal' is unavailable: the resource did not
///        adopt the capability that adds this verb (replace: IsReplaceable, update: IsPatchable,
///        delete: IsDeletable, at: IsAddressable)
/// ```
///
/// Without the twins the compiler found no overload to choose and searched for the closest
/// fix; beside a second mistake in a path of five or six levels, that search gave up ("unable to
/// type-check this expression in reasonable time"). `show` has no twin: every level of most
/// paths reads a record, and a twin there made every wrong path slower to diagnose (a wrong
/// order of six levels, when the twins were added: 25 709 constraint scopes without it, 54 968
/// with it). `Tag.show(1)` for a `Tag` that is not ``IsShowable`` gets the message of
/// ``MisspeltMember``, which names the capability. This caseless `enum` exists only as a type.
public enum VerbNotAdopted {}

@available(
    *,
    unavailable,
    message:
        "the resource did not adopt the capability that adds this verb (replace: IsReplaceable, update: IsPatchable, delete: IsDeletable, at: IsAddressable)"
)
extension VerbNotAdopted: IDRefusal {}

extension RootResource {
    /// Refuses `replace` on a resource that is not ``IsReplaceable`` (see ``VerbNotAdopted``).
    ///
    /// - Parameters:
    ///   - id: What was given to the verb.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func replace<each Given, Refusal: IDRefusal>(
        _ id: repeat each Given,
        refusal: Refusal.Type = VerbNotAdopted.self
    ) -> Path<Self, SingularPath, PUT> {
        Path(route: ownRoute.refused)
    }

    /// Refuses `update` on a resource that is not ``IsPatchable`` (see ``VerbNotAdopted``).
    ///
    /// - Parameters:
    ///   - id: What was given to the verb.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func update<each Given, Refusal: IDRefusal>(
        _ id: repeat each Given,
        refusal: Refusal.Type = VerbNotAdopted.self
    ) -> Path<Self, SingularPath, PATCH> {
        Path(route: ownRoute.refused)
    }

    /// Refuses `delete` on a resource that is not ``IsDeletable`` (see ``VerbNotAdopted``).
    ///
    /// - Parameters:
    ///   - id: What was given to the verb.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func delete<each Given, Refusal: IDRefusal>(
        _ id: repeat each Given,
        refusal: Refusal.Type = VerbNotAdopted.self
    ) -> Path<Self, SingularPath, DELETE> {
        Path(route: ownRoute.refused)
    }

    /// Refuses `at` on a resource that is not ``IsAddressable`` (see ``VerbNotAdopted``).
    ///
    /// - Parameters:
    ///   - id: What was given to the verb.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func at<each Given, Refusal: IDRefusal>(
        _ id: repeat each Given,
        refusal: Refusal.Type = VerbNotAdopted.self
    ) -> Path<Self, SingularPath, ParentOnly> {
        Path(route: ownRoute.refused)
    }
}

extension ChildResource {
    /// Refuses `replace` on a resource that is not ``IsReplaceable`` (see ``VerbNotAdopted``).
    ///
    /// - Parameters:
    ///   - id: What was given to the verb.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func replace<each Given, Refusal: IDRefusal>(
        _ id: repeat each Given,
        refusal: Refusal.Type = VerbNotAdopted.self
    ) -> ChildPath<Self, SingularPath, PUT, Parent> {
        ChildPath(route: ownRoute.refused)
    }

    /// Refuses `update` on a resource that is not ``IsPatchable`` (see ``VerbNotAdopted``).
    ///
    /// - Parameters:
    ///   - id: What was given to the verb.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func update<each Given, Refusal: IDRefusal>(
        _ id: repeat each Given,
        refusal: Refusal.Type = VerbNotAdopted.self
    ) -> ChildPath<Self, SingularPath, PATCH, Parent> {
        ChildPath(route: ownRoute.refused)
    }

    /// Refuses `delete` on a resource that is not ``IsDeletable`` (see ``VerbNotAdopted``).
    ///
    /// - Parameters:
    ///   - id: What was given to the verb.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func delete<each Given, Refusal: IDRefusal>(
        _ id: repeat each Given,
        refusal: Refusal.Type = VerbNotAdopted.self
    ) -> ChildPath<Self, SingularPath, DELETE, Parent> {
        ChildPath(route: ownRoute.refused)
    }

    /// Refuses `at` on a resource that is not ``IsAddressable`` (see ``VerbNotAdopted``).
    ///
    /// - Parameters:
    ///   - id: What was given to the verb.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func at<each Given, Refusal: IDRefusal>(
        _ id: repeat each Given,
        refusal: Refusal.Type = VerbNotAdopted.self
    ) -> ChildPath<Self, SingularPath, ParentOnly, Parent> {
        ChildPath(route: ownRoute.refused)
    }
}

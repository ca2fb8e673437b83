/// Refuses an ID given with an argument label (`show(id: 1)`): see ``IDRefusal``.
///
/// The builders that take an ID (`show`, `replace`, `update`, `delete`, `at`) take it without a
/// label. Each has a twin with the label `id:` whose only purpose is to fail in words:
///
/// ```text
/// let wrong = Post.show(id: 1)
///
/// error: conformance of 'LabelledID' to 'IDRefusal' is unavailable: an ID goes without a
///        label: show(1), not show(id: 1) (the same for replace, update, delete and at)
/// ```
///
/// Without the twins the compiler looked for the closest fix to the label, which in a path of
/// five levels with a second mistake took seconds and then gave up ("unable to type-check this
/// expression in reasonable time"). This caseless `enum` exists only as a type.
public enum LabelledID {}

@available(
    *,
    unavailable,
    message: "an ID goes without a label: show(1), not show(id: 1) (the same for replace, update, delete and at)"
)
extension LabelledID: IDRefusal {}

extension RootResource where Self: IsShowable {
    /// Refuses `show(id:)`: an ID goes without a label (see ``LabelledID``).
    ///
    /// - Parameters:
    ///   - id: The ID, or a ``CompositeID``'s parts, given with a label.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func show<each Given, Refusal: IDRefusal>(
        id: repeat each Given,
        refusal: Refusal.Type = LabelledID.self
    ) -> Path<Self, SingularPath, GET> {
        Path(route: ownRoute.refused)
    }
}

extension RootResource where Self: IsReplaceable {
    /// Refuses `replace(id:)`: an ID goes without a label (see ``LabelledID``).
    ///
    /// - Parameters:
    ///   - id: The ID, or a ``CompositeID``'s parts, given with a label.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func replace<each Given, Refusal: IDRefusal>(
        id: repeat each Given,
        refusal: Refusal.Type = LabelledID.self
    ) -> Path<Self, SingularPath, PUTWith<ReplaceBody>> {
        Path(route: ownRoute.refused)
    }
}

extension RootResource where Self: IsPatchable {
    /// Refuses `update(id:)`: an ID goes without a label (see ``LabelledID``).
    ///
    /// - Parameters:
    ///   - id: The ID, or a ``CompositeID``'s parts, given with a label.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func update<each Given, Refusal: IDRefusal>(
        id: repeat each Given,
        refusal: Refusal.Type = LabelledID.self
    ) -> Path<Self, SingularPath, PATCHWith<UpdateBody>> {
        Path(route: ownRoute.refused)
    }
}

extension RootResource where Self: IsDeletable {
    /// Refuses `delete(id:)`: an ID goes without a label (see ``LabelledID``).
    ///
    /// - Parameters:
    ///   - id: The ID, or a ``CompositeID``'s parts, given with a label.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func delete<each Given, Refusal: IDRefusal>(
        id: repeat each Given,
        refusal: Refusal.Type = LabelledID.self
    ) -> Path<Self, SingularPath, DELETE> {
        Path(route: ownRoute.refused)
    }
}

extension RootResource where Self: IsAddressable {
    /// Refuses `at(id:)`: an ID goes without a label (see ``LabelledID``).
    ///
    /// - Parameters:
    ///   - id: The ID, or a ``CompositeID``'s parts, given with a label.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func at<each Given, Refusal: IDRefusal>(
        id: repeat each Given,
        refusal: Refusal.Type = LabelledID.self
    ) -> Path<Self, SingularPath, ParentOnly> {
        Path(route: ownRoute.refused)
    }
}

extension ChildResource where Self: IsShowable {
    /// Refuses `show(id:)`: an ID goes without a label (see ``LabelledID``).
    ///
    /// - Parameters:
    ///   - id: The ID, or a ``CompositeID``'s parts, given with a label.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func show<each Given, Refusal: IDRefusal>(
        id: repeat each Given,
        refusal: Refusal.Type = LabelledID.self
    ) -> ChildPath<Self, SingularPath, GET, Parent> {
        ChildPath(route: ownRoute.refused)
    }
}

extension ChildResource where Self: IsReplaceable {
    /// Refuses `replace(id:)`: an ID goes without a label (see ``LabelledID``).
    ///
    /// - Parameters:
    ///   - id: The ID, or a ``CompositeID``'s parts, given with a label.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func replace<each Given, Refusal: IDRefusal>(
        id: repeat each Given,
        refusal: Refusal.Type = LabelledID.self
    ) -> ChildPath<Self, SingularPath, PUTWith<ReplaceBody>, Parent> {
        ChildPath(route: ownRoute.refused)
    }
}

extension ChildResource where Self: IsPatchable {
    /// Refuses `update(id:)`: an ID goes without a label (see ``LabelledID``).
    ///
    /// - Parameters:
    ///   - id: The ID, or a ``CompositeID``'s parts, given with a label.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func update<each Given, Refusal: IDRefusal>(
        id: repeat each Given,
        refusal: Refusal.Type = LabelledID.self
    ) -> ChildPath<Self, SingularPath, PATCHWith<UpdateBody>, Parent> {
        ChildPath(route: ownRoute.refused)
    }
}

extension ChildResource where Self: IsDeletable {
    /// Refuses `delete(id:)`: an ID goes without a label (see ``LabelledID``).
    ///
    /// - Parameters:
    ///   - id: The ID, or a ``CompositeID``'s parts, given with a label.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func delete<each Given, Refusal: IDRefusal>(
        id: repeat each Given,
        refusal: Refusal.Type = LabelledID.self
    ) -> ChildPath<Self, SingularPath, DELETE, Parent> {
        ChildPath(route: ownRoute.refused)
    }
}

extension ChildResource where Self: IsAddressable {
    /// Refuses `at(id:)`: an ID goes without a label (see ``LabelledID``).
    ///
    /// - Parameters:
    ///   - id: The ID, or a ``CompositeID``'s parts, given with a label.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func at<each Given, Refusal: IDRefusal>(
        id: repeat each Given,
        refusal: Refusal.Type = LabelledID.self
    ) -> ChildPath<Self, SingularPath, ParentOnly, Parent> {
        ChildPath(route: ownRoute.refused)
    }
}

#if Hummingbird
public import Hummingbird
public import Yopuy

// Repeats by design (duplicates pairs this file with itself): one refusal for each form of `on`
// that a level standing for a missing member can reach.

// A shape or a path one of whose levels is a member its resource does not have (a misspelt verb,
// or one whose capability it did not adopt) ends at these `on`s: they take the stand-in's kind,
// whose conformance to UnservedKind is unavailable, so the type checker settles on them at once
// with nothing to fix, and the errors are the stand-in's words at the member and UnservedKind's
// at the call. Without them, the last level of a six-level shape misspelt made
// the compiler give up after some 18 s ("unable to type-check this expression in reasonable
// time"), trying every `on` and `/` for the closest fix.

/// The kind of a path that stands for a member its resource does not have
/// (``/Yopuy/MisspeltMember``): the `on` that takes it is a compile error, at once. You never
/// conform to it.
public protocol UnservedKind {}

@available(
    *,
    unavailable,
    message: "a level of this shape is no member of its resource: see the error at that member"
)
extension MisspeltMember: UnservedKind {}

extension RouterMethods {
    /// Refuses a shape one of whose levels is not a member of its resource: see
    /// ``/Yopuy/MisspeltMember``.
    @discardableResult
    public func on<Resource, Kind: UnservedKind, IDs>(
        _ shape: RouteShape<Resource, Kind, ParentOnly, IDs>,
        use handler: @escaping @Sendable (IDs, Request, Context) async throws -> Any?
    ) -> Self {
        self
    }

    /// Refuses a shape one of whose levels is not a member of its resource, with a handler that
    /// takes a body: see ``/Yopuy/MisspeltMember``.
    @discardableResult
    public func on<Resource, Kind: UnservedKind, IDs>(
        _ shape: RouteShape<Resource, Kind, ParentOnly, IDs>,
        use handler: @escaping @Sendable (IDs, Yopuy.RequestBody, Request, Context) async throws -> Any?
    ) -> Self {
        self
    }

    /// Refuses a path that is not a member of its resource: see ``/Yopuy/MisspeltMember``.
    @discardableResult
    public func on<Resource, Kind: UnservedKind>(
        _ path: Path<Resource, Kind, ParentOnly>,
        use handler: @escaping @Sendable (Request, Context) async throws -> Any?
    ) -> Self {
        self
    }

    /// Refuses a path that is not a member of its resource, with a handler that takes a body:
    /// see ``/Yopuy/MisspeltMember``.
    @discardableResult
    public func on<Resource, Kind: UnservedKind>(
        _ path: Path<Resource, Kind, ParentOnly>,
        use handler: @escaping @Sendable (Yopuy.RequestBody, Request, Context) async throws -> Any?
    ) -> Self {
        self
    }
}
#endif

// What a module of this package that serves paths (YopuyHummingbird) builds from a path's type:
// the route of one record with a placeholder where its ID goes, joined and encoded exactly as a
// call's route is. Not public: a client never needs a path without its ID.

extension Path where Resource: IdentifiableResource {
    /// The path to one record of `Resource`, with `placeholder` where its ID goes: the route its
    /// show, replace, update, delete and `at` build, suffix included.
    package init(placeholder: some PathSegmentConvertible) {
        self.init(route: Resource.recordRoute(placeholder: placeholder))
    }
}

extension ChildPath where Resource: IdentifiableResource {
    /// The child path to one record of `Resource`, with `placeholder` where its ID goes.
    package init(placeholder: some PathSegmentConvertible) {
        self.init(route: Resource.recordRoute(placeholder: placeholder))
    }
}

extension IdentifiableResource {
    /// ``recordRoute(_:)`` with a value of any segment type where the ID goes.
    static func recordRoute(placeholder: some PathSegmentConvertible) -> Route {
        guard pathSuffix.isEmpty else {
            return bareRoute.appending(id: placeholder).suffixed(pathSuffix, of: Self.self)
        }
        return bareRoute.appending(id: placeholder)
    }
}

extension Path {
    /// A path that is never sent: what a refusal of a served shape's level
    /// (YopuyHummingbird's) builds in place of the level it refuses, after `parent`.
    package init<Other, OtherKind, OtherMethod>(refusedAfter parent: Path<Other, OtherKind, OtherMethod>) {
        self.init(route: parent.route.refused)
    }
}

extension Resource {
    /// The resource's own segments, from its static ``Resource/path``, then its
    /// ``Resource/pathSuffix``: the route of a path that ends with it.
    @inlinable
    static var ownRoute: Route {
        guard pathSuffix.isEmpty else {
            return bareRoute.suffixed(pathSuffix, of: Self.self)
        }
        return Route(resourcePath: path, of: Self.self)
    }

    /// The resource's own segments, without its suffix: the route under a child.
    @inlinable
    static var bareRoute: Route { Route(resourcePath: path, of: Self.self) }
}

extension IdentifiableResource {
    /// The resource's own segments followed by one record's ID, then its ``Resource/pathSuffix``.
    @inlinable
    static func recordRoute(_ id: ID) -> Route {
        guard pathSuffix.isEmpty else {
            return bareRoute.appending(id: id).suffixed(pathSuffix, of: Self.self)
        }
        return Route(resourcePath: path, of: Self.self).appending(id: id)
    }
}

extension Resource {
    /// The resource's own path segments, percent-encoded, for YopuyTesting's in-memory backend.
    package static var encodedPathSegments: [String] {
        bareRoute.encoded.split(separator: "/").map(String.init)
    }
}

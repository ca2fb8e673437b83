extension Resource {
    /// The resource's own segments, from its static ``Resource/path``, then its
    /// ``Resource/pathSuffix``: the route of a path that ends with it.
    @inlinable
    static var ownRoute: Route {
        pathSuffix.isEmpty ? bareRoute : bareRoute.suffixed(pathSuffix, of: Self.self)
    }

    /// The resource's own segments, without its suffix: the route under a child.
    @inlinable
    static var bareRoute: Route { Route(resourcePath: path, of: Self.self) }
}

extension IdentifiableResource {
    /// The resource's own segments followed by one record's ID, then its ``Resource/pathSuffix``.
    @inlinable
    static func recordRoute(_ id: ID) -> Route {
        let route = bareRoute.appending(id: id)
        return pathSuffix.isEmpty ? route : route.suffixed(pathSuffix, of: Self.self)
    }
}

extension Resource {
    /// The resource's own path segments, percent-encoded, for YopuyTesting's in-memory backend.
    package static var encodedPathSegments: [String] {
        bareRoute.encoded.split(separator: "/").map(String.init)
    }
}

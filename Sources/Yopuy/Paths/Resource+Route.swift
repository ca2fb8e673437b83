extension Resource {
    /// The resource's own segments, from its static ``Resource/path``.
    @inlinable
    static var ownRoute: Route { Route(resourcePath: path, of: Self.self) }
}

extension IdentifiableResource {
    /// The resource's own segments followed by one record's ID.
    @inlinable
    static func recordRoute(_ id: ID) -> Route { ownRoute.appending(id: id) }
}

extension Resource {
    /// The resource's own path segments, percent-encoded, for YopuyTesting's in-memory backend.
    package static var encodedPathSegments: [String] {
        ownRoute.encoded.split(separator: "/").map(String.init)
    }
}

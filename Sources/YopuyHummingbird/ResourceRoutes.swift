#if Hummingbird
public import Hummingbird
public import Yopuy

/// The routes a client's resources declare, and the routes a router serves, in one form:
/// the method and the template, `GET posts/{id}/comments/{id}`, so that the two lists compare.
///
/// ```swift
/// for route in ResourceRoutes.declared(by: [Post.self, Comment.self]) {
///     print(route)  // GET posts, GET posts/{id}, POST posts, …
/// }
/// print(router.servedRoutes)  // the same form, for every route of the router
/// try router.checkRoutes(of: [Post.self, Comment.self])  // throws if one is not served
/// ```
public enum ResourceRoutes {
    /// One route a resource declares: its method, its template and the builder that makes it.
    public struct Declared: Hashable, Sendable, CustomStringConvertible {
        /// The method, as sent: "GET".
        public let method: String
        /// The template, relative to the base URL: `posts/{id}`.
        public let template: String
        /// What makes its paths: `Post.show`.
        public let builder: String

        /// The method and the template: `GET posts/{id}`.
        public var route: String { "\(method) \(template)" }

        /// The route and its builder: `GET posts/{id} (Post.show)`.
        public var description: String { "\(route) (\(builder))" }
    }

    /// The routes `resources` declare, in their order and each resource's in the order list,
    /// show, create, replace, update, delete, then its own method for an action.
    ///
    /// - Parameter resources: The client's resource types: `[Post.self, Comment.self]`.
    /// - Returns: Every route their capabilities declare.
    public static func declared(by resources: [any Resource.Type]) -> [Declared] {
        resources.flatMap { declared(by: $0) }
    }

    private static func declared<Declaring: Resource>(by resource: Declaring.Type) -> [Declared] {
        // `Post.Publish`, not `Publish`: the type's name with its enclosing types, without its
        // module's.
        let name = String(reflecting: Declaring.self).split(separator: ".").dropFirst().joined(separator: ".")
        let collection = Declaring.collectionTemplate + Declaring.pathSuffix
        let record = Declaring.recordTemplate + Declaring.pathSuffix
        var routes: [Declared] = []
        func add(_ method: HTTPMethod, _ template: String, _ builder: String) {
            routes.append(Declared(method: method.rawValue, template: template, builder: "\(name).\(builder)"))
        }
        if Declaring.self is any IsListable.Type { add(.get, collection, "list") }
        if Declaring.self is any IsShowable.Type { add(.get, record, "show") }
        if Declaring.self is any IsCreatable.Type { add(.post, collection, "create") }
        if Declaring.self is any IsReplaceable.Type { add(.put, record, "replace") }
        if Declaring.self is any IsPatchable.Type { add(.patch, record, "update") }
        if Declaring.self is any IsDeletable.Type { add(.delete, record, "delete") }
        if let action = Declaring.self as? any RecordAction.Type {
            add(method(of: action), collection, "action")
        }
        if let action = Declaring.self as? any CollectionAction.Type {
            add(method(of: action), collection, "action")
        }
        return routes
    }

    private static func method<Action: RecordAction>(of action: Action.Type) -> HTTPMethod {
        Action.Method.httpMethod
    }

    private static func method<Action: CollectionAction>(of action: Action.Type) -> HTTPMethod {
        Action.Method.httpMethod
    }

    /// `template` under `prefix`, each without the slashes at its ends: `v1/posts/{id}`.
    static func joined(_ prefix: String, _ template: String) -> String {
        let head = prefix.split(separator: "/").joined(separator: "/")
        guard !head.isEmpty else {
            return template
        }
        return template.isEmpty ? head : "\(head)/\(template)"
    }

    /// A router's route in the form of a declared one: each parameter `{id}`, the parts after
    /// the first of an ID of several segments dropped, `**` as `{id}`.
    static func normalized(_ path: RouterPath) -> String {
        var segments: [String] = []
        for element in path {
            let text = element.description
            if text == "**" {
                segments.append("{id}")
                continue
            }
            guard let open = text.firstIndex(of: "{"), let close = text[open...].firstIndex(of: "}") else {
                segments.append(text)
                continue
            }
            let name = text[text.index(after: open)..<close]
            if let part = name.split(separator: "_").dropFirst().first, name.hasPrefix("id"), part != "0" {
                // A later part of an ID of several segments: the ID is one `{id}`, and what
                // follows the part (a custom method, a suffix) follows it.
                if !segments.isEmpty {
                    segments[segments.count - 1] += text[text.index(after: close)...]
                }
                continue
            }
            segments.append(text[..<open] + "{id}" + text[text.index(after: close)...])
        }
        return segments.joined(separator: "/")
    }

    /// Why a declared route cannot be matched by Hummingbird's router, or `nil`.
    static func unservable(_ declared: Declared) -> ServingError? {
        var encoded = ""
        var rest = Substring(declared.template)
        var slot = 0
        while let marker = rest.firstRange(of: "{id}") {
            encoded += rest[..<marker.lowerBound] + "\(Placeholder.opening)\(slot)~~"
            slot += 1
            rest = rest[marker.upperBound...]
        }
        encoded += rest
        do {
            _ = try ServedRoute(encoded: encoded, idTypes: Array(repeating: String.self, count: slot))
            return nil
        } catch {
            return ServingError(error.code, route: declared.description, reason: error.reason)
        }
    }
}

extension Router {
    /// Every route this router serves, in the form of ``ResourceRoutes/declared(by:)``:
    /// `GET posts/{id}`, sorted. Routes registered with Hummingbird's own methods are listed too,
    /// each parameter as `{id}`.
    public var servedRoutes: [String] {
        routes.map { "\($0.method) \(ResourceRoutes.normalized($0.path))" }.sorted()
    }

    /// Checks at start-up that this router serves every route `resources` declare.
    ///
    /// ```swift
    /// let router = Router()
    /// router.on(Post.list) { request, context in store.posts() }
    /// try router.checkRoutes(of: [Post.self])
    /// // throws: unhandled routes: GET posts/{id} (Post.show), POST posts (Post.create), …
    /// ```
    ///
    /// A route served by a handler of Hummingbird's own (`router.get("posts/:id")`) counts. A
    /// server that serves the resources under a prefix of its own, the path of the client's base
    /// URL (`router.group("v1").on(Post.show)`, for clients of `https://api.example.com/v1`),
    /// names it:
    ///
    /// ```swift
    /// let api = router.group("v1")
    /// api.on(Post.show) { id, request, context in store.post(id) }
    /// try router.checkRoutes(of: [Post.self], under: "v1")
    /// ```
    ///
    /// - Parameters:
    ///   - resources: The client's resource types.
    ///   - prefix: The path the routes are served under, the path of the clients' base URL; none
    ///     by default.
    /// - Throws: ``ServingError``: ``ServingError/Code/unservableRoute`` for a declared route that
    ///   Hummingbird's router cannot match, else ``ServingError/Code/unhandledRoutes`` naming
    ///   every declared route no handler serves.
    public func checkRoutes(of resources: [any Resource.Type], under prefix: String = "") throws(ServingError) {
        let declared = ResourceRoutes.declared(by: resources).map { route in
            ResourceRoutes.Declared(
                method: route.method,
                template: ResourceRoutes.joined(prefix, route.template),
                builder: route.builder
            )
        }
        if let problem = declared.lazy.compactMap(ResourceRoutes.unservable).first {
            throw problem
        }
        let served = Set(servedRoutes)
        let missing = declared.filter { !served.contains($0.route) }
        guard missing.isEmpty else {
            let count =
                missing.count == 1
                ? "1 route the client declares has" : "\(missing.count) routes the client declares have"
            throw ServingError(
                .unhandledRoutes,
                route: missing.map(\.description).joined(separator: ", "),
                reason: "\(count) no handler"
            )
        }
    }
}
#endif

#if Hummingbird
/// Why a router cannot serve what a client declares: a route it does not handle, or cannot
/// match. Thrown at start-up by ``Hummingbird/Router/checkRoutes(of:under:)``, and named in the 500 a route
/// that cannot be matched answers.
///
/// ```swift
/// do {
///     try router.checkRoutes(of: [Post.self, Comment.self])
/// } catch {
///     print(error)
///     // unhandled routes: 2 routes the client declares have no handler:
///     // DELETE posts/{id}/comments/{id} (Comment.delete), PATCH posts/{id}/comments/{id} (Comment.update)
/// }
/// ```
public struct ServingError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// Routes that the client's resources declare, and no handler serves.
        public static let unhandledRoutes = Code("unhandled routes")
        /// A route whose segments Hummingbird's router cannot tell apart: an ID inside a segment
        /// between two literals (`accounts({id})`), two IDs of any number of segments, or a
        /// literal segment that its router reads as a pattern.
        public static let unservableRoute = Code("unservable route")

        /// The code's name: `"unhandled routes"`.
        public var description: String { name }
    }

    /// What went wrong.
    public let code: Code

    /// The routes concerned, as Yopuy prints templates: `GET posts/{id}`.
    public let route: String

    /// Why, in words.
    public let reason: String

    init(_ code: Code, route: String, reason: String) {
        self.code = code
        self.route = route
        self.reason = reason
    }

    /// The code, the route and the reason: `unservable route: GET accounts({id}): …`.
    public var description: String { "\(code): \(route): \(reason)" }
}
#endif

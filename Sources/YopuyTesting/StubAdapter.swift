import Foundation
public import Yopuy

/// An adapter that answers from a table of routes: the quickest way to test client code.
///
/// Key a route by a typed path (its method and segments), or by a method and a pattern whose
/// `*` stands for one segment and `**` for any number:
///
/// ```swift
/// let stub = StubAdapter()
///     .on(Post.show(1), .json(#"{"id": 1, "title": "Hello"}"#))
///     .on(Post.show(1) / Comment.list, .json("[]"))
///     .on(.delete, "posts/*", StubResponse(status: 204))
///     .on(.get, "**", .json(#"{"error": "not found"}"#, status: 404))
/// let service = Service(adapter: stub, URL: URL(string: "https://api.test")!)
/// ```
///
/// Routes match the end of the request's path, so they work under any base URL, and ignore the
/// query. The route added last wins, so a test can override a shared table. A request that no
/// route matches fails the call with a ``/Yopuy/YopuyError/Code/transport`` error whose underlying
/// ``UnmatchedRequest`` names the request and every route.
public struct StubAdapter: AsyncHTTPAdapter {
    /// One entry of the table.
    public struct Route: Sendable, CustomStringConvertible {
        /// The method the route answers.
        public let method: HTTPMethod
        /// The pattern's segments, percent-encoded; `*` and `**` are wildcards.
        public let pattern: [String]
        fileprivate let respond: @Sendable (AdapterRequest) -> StubResponse

        /// `GET posts/*/comments`.
        public var description: String { "\(method) \(pattern.joined(separator: "/"))" }

        fileprivate func matches(_ request: AdapterRequest) -> Bool {
            method == request.method && Self.match(["**"] + pattern, request.segments[...])
        }

        private static func match(_ pattern: [String], _ segments: ArraySlice<String>) -> Bool {
            guard let first = pattern.first else {
                return segments.isEmpty
            }
            let rest = Array(pattern.dropFirst())
            if first == "**" {
                return (segments.startIndex...segments.endIndex).contains { match(rest, segments[$0...]) }
            }
            guard let segment = segments.first, first == "*" || first == segment else {
                return false
            }
            return match(rest, segments.dropFirst())
        }
    }

    /// The routes, in the order they were added.
    public private(set) var routes: [Route] = []

    /// Creates an adapter with no routes.
    public init() {}

    /// This adapter with a route for a typed path.
    ///
    /// - Parameters:
    ///   - path: The path whose method and segments the route answers.
    ///   - response: The answer.
    /// - Returns: The adapter with the route added.
    public func on<Resource, Kind, Method: RequestMethod>(
        _ path: Path<Resource, Kind, Method>,
        _ response: StubResponse
    ) -> StubAdapter {
        on(path) { _ in response }
    }

    /// This adapter with a route for a typed path, answered by a closure that sees the request.
    ///
    /// - Parameters:
    ///   - path: The path whose method and segments the route answers.
    ///   - respond: Makes the answer from the request.
    /// - Returns: The adapter with the route added.
    public func on<Resource, Kind, Method: RequestMethod>(
        _ path: Path<Resource, Kind, Method>,
        respond: @escaping @Sendable (AdapterRequest) -> StubResponse
    ) -> StubAdapter {
        adding(Route(method: path.method, pattern: Self.segments(of: path.path), respond: respond))
    }

    /// This adapter with a route for a method and a pattern.
    ///
    /// - Parameters:
    ///   - method: The method the route answers.
    ///   - pattern: Segments separated by `/`, percent-encoded as on the wire; `*` matches one
    ///     segment and `**` any number.
    ///   - response: The answer.
    /// - Returns: The adapter with the route added.
    public func on(_ method: HTTPMethod, _ pattern: String, _ response: StubResponse) -> StubAdapter {
        on(method, pattern) { _ in response }
    }

    /// This adapter with a route for a method and a pattern, answered by a closure that sees
    /// the request.
    ///
    /// - Parameters:
    ///   - method: The method the route answers.
    ///   - pattern: Segments separated by `/`; `*` matches one segment and `**` any number.
    ///   - respond: Makes the answer from the request.
    /// - Returns: The adapter with the route added.
    public func on(
        _ method: HTTPMethod,
        _ pattern: String,
        respond: @escaping @Sendable (AdapterRequest) -> StubResponse
    ) -> StubAdapter {
        adding(Route(method: method, pattern: Self.segments(of: pattern), respond: respond))
    }

    /// Answers from the last route that matches, after its delay.
    ///
    /// - Parameter request: The request.
    /// - Returns: The route's answer.
    /// - Throws: ``UnmatchedRequest`` when no route matches, the route's error, or
    ///   `CancellationError` when cancelled during a delay.
    public func response(to request: AdapterRequest) async throws -> AdapterResponse {
        guard let route = routes.last(where: { $0.matches(request) }) else {
            throw UnmatchedRequest(request: request, routes: routes.map(\.description))
        }
        let response = route.respond(request)
        if let delay = response.delay {
            try await Task.sleep(for: delay)
        }
        if let error = response.error {
            throw error
        }
        return AdapterResponse(status: response.status, headers: response.headers, body: response.body)
    }

    private func adding(_ route: Route) -> StubAdapter {
        var adapter = self
        adapter.routes.append(route)
        return adapter
    }

    private static func segments(of path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }
}

/// The error of a ``StubAdapter`` that has no route for a request: it names the request and
/// the routes there were.
public struct UnmatchedRequest: Error, CustomStringConvertible {
    /// The request no route matched.
    public let request: AdapterRequest
    /// The routes, as `GET posts/*`.
    public let routes: [String]

    /// `no stub route matches GET http://api.test/posts/2; the routes are: GET posts/1`.
    public var description: String {
        let table = routes.isEmpty ? "there are no routes" : "the routes are: " + routes.joined(separator: ", ")
        return "no stub route matches \(request.method) \(request.url.absoluteString); \(table)"
    }
}

extension AdapterRequest {
    /// The URL's path segments, percent-encoded as on the wire.
    var segments: [String] {
        url.path(percentEncoded: true).split(separator: "/").map(String.init)
    }
}

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
public struct StubAdapter: StreamingHTTPAdapter {
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
        let response = try await answer(to: request)
        guard response.chunkSize != nil || response.interruptedAfter != nil else {
            return AdapterResponse(status: response.status, headers: response.headers, body: response.body)
        }
        let chunks = StubChunks(response)
        var body = Data()
        for try await chunk in chunks {
            body.append(chunk)
        }
        return AdapterResponse(status: response.status, headers: response.headers, body: body)
    }

    /// Answers with the stub of the last route that matches the request, once its
    /// ``StubResponse/delay`` has passed, the body to come: in the chunks its
    /// ``StubResponse/chunked(into:every:)`` says, breaking where its
    /// ``StubResponse/interrupted(after:with:)`` says, the part a `Range` asks for when it
    /// ``StubResponse/servingRanges()``.
    ///
    /// - Parameter request: What the service sends.
    /// - Returns: The stub's status and headers, and its body to come.
    /// - Throws: ``UnmatchedRequest`` when no route matches; the stub's error, for
    ///   ``StubResponse/failure(_:)``.
    public func streamedResponse(to request: AdapterRequest) async throws -> StreamedAdapterResponse {
        let response = try await answer(to: request)
        return StreamedAdapterResponse(
            status: response.status,
            headers: response.headers,
            body: BodyStream(StubChunks(response))
        )
    }

    /// The stub that answers `request`, after its delay.
    private func answer(to request: AdapterRequest) async throws -> StubResponse {
        guard let route = routes.last(where: { $0.matches(request) }) else {
            throw UnmatchedRequest(request: request, routes: routes.map(\.description))
        }
        let response = route.respond(request).answering(request)
        if let delay = response.delay {
            try await Task.sleep(for: delay)
        }
        if let error = response.error {
            throw error
        }
        return response
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

/// A stub's body, in the chunks it is handed over in: each after the stub's chunk delay, up to
/// where its transfer breaks.
struct StubChunks: AsyncSequence, Sendable {
    let body: Data
    let size: Int
    let delay: Duration
    let breaksAfter: Int?
    let error: (any Error)?

    init(_ response: StubResponse) {
        body = response.body
        size = response.chunkSize ?? Swift.max(1, response.body.count)
        delay = response.chunkDelay
        breaksAfter = response.interruptedAfter
        error = response.interruption
    }

    /// `body` in chunks of `size` bytes, at once.
    init(_ body: Data, size: Int) {
        self.body = body
        self.size = Swift.max(1, size)
        delay = .zero
        breaksAfter = nil
        error = nil
    }

    struct AsyncIterator: AsyncIteratorProtocol {
        let chunks: StubChunks
        var offset = 0
        var isDone = false

        mutating func next() async throws -> Data? {
            let end = Swift.min(chunks.breaksAfter ?? chunks.body.count, chunks.body.count)
            guard offset < end, !isDone else {
                if !isDone, let error = chunks.error, chunks.breaksAfter != nil {
                    isDone = true
                    throw error
                }
                isDone = true
                return nil
            }
            if offset > 0, chunks.delay > .zero {
                try await Task.sleep(for: chunks.delay)
            }
            let start = chunks.body.startIndex + offset
            let stop = Swift.min(offset + chunks.size, end)
            offset = stop
            return chunks.body.subdata(in: start..<(chunks.body.startIndex + stop))
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(chunks: self)
    }
}

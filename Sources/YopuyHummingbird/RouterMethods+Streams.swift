#if Hummingbird
public import Hummingbird
public import Yopuy

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Repeats by design (duplicates pairs this file with RouterMethods+Resources.swift): the same
// three forms of `on`, for answers that are streams.

extension RouterMethods {
    // MARK: Event streams

    /// Serves the paths of a shape that answer a `text/event-stream`: each event the handler's
    /// sequence yields is written as it comes, which a client reads with `events`.
    ///
    /// ```swift
    /// router.on(Post.Changes.action) { request, context in
    ///     store.changeEvents()  // an AsyncSequence of ServerSentEvent
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - shape: The shape, made with `/` from the builders that take the IDs.
    ///   - handler: Answers one request with the events, which end the answer when they end.
    /// - Returns: The router, to chain.
    @discardableResult
    public func on<Resource: ParsesSingular, Method: ServedWithoutBody, IDs, Events: AsyncSequence & Sendable>(
        _ shape: RouteShape<Resource, EventStreamPath, Method, IDs>,
        use handler: @escaping @Sendable (IDs, Request, Context) async throws -> Events
    ) -> Self where Events.Element == ServerSentEvent {
        serve(shape) { ids, request, context in
            let events = try await handler(ids, request, context)
            return Response(
                status: .ok,
                headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
                body: ResponseBody { writer in
                    for try await event in events {
                        try await writer.write(ByteBuffer(string: EventWriting.text(of: event)))
                    }
                    try await writer.finish(nil)
                }
            )
        }
    }

    /// Serves one path that answers a `text/event-stream`, as it is: `Post.Changes.action`.
    ///
    /// - Parameters:
    ///   - path: The path; a level whose ID it gives is served for that ID alone.
    ///   - handler: Answers one request with the events.
    /// - Returns: The router, to chain.
    @discardableResult
    public func on<Resource: ParsesSingular, Method: ServedWithoutBody, Events: AsyncSequence & Sendable>(
        _ path: Path<Resource, EventStreamPath, Method>,
        use handler: @escaping @Sendable (Request, Context) async throws -> Events
    ) -> Self where Events.Element == ServerSentEvent {
        on(RouteShape(path: path, reader: .none)) { _, request, context in try await handler(request, context) }
    }

    // MARK: JSON lines

    /// Serves the paths of a shape that answer newline-delimited JSON: each value the handler's
    /// sequence yields is written as one line as it comes, which a client reads with `lines`.
    ///
    /// ```swift
    /// router.on(Post.Export.action) { request, context in
    ///     store.allPosts()  // an AsyncSequence of Post, made as it is read
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - shape: The shape, made with `/` from the builders that take the IDs.
    ///   - handler: Answers one request with the values, which end the answer when they end.
    /// - Returns: The router, to chain.
    @discardableResult
    public func on<Resource: ParsesSingular, Method: ServedWithoutBody, IDs, Lines: AsyncSequence & Sendable>(
        _ shape: RouteShape<Resource, JSONLinesPath, Method, IDs>,
        use handler: @escaping @Sendable (IDs, Request, Context) async throws -> Lines
    ) -> Self where Lines.Element == Resource.Singular, Resource.Singular: Encodable {
        let writer = AnswerWriter(
            Resource.self,
            answering: Resource.Singular.self,
            collection: false,
            method: Method.httpMethod
        )
        return serve(shape) { ids, request, context in
            let lines = try await handler(ids, request, context)
            return Response(
                status: .ok,
                headers: [.contentType: "application/x-ndjson"],
                body: ResponseBody { body in
                    for try await line in lines {
                        var buffer = ByteBuffer(bytes: try writer.json(line))
                        buffer.writeString("\n")
                        try await body.write(buffer)
                    }
                    try await body.finish(nil)
                }
            )
        }
    }

    /// Serves one path that answers newline-delimited JSON, as it is: `Post.Export.action`.
    ///
    /// - Parameters:
    ///   - path: The path; a level whose ID it gives is served for that ID alone.
    ///   - handler: Answers one request with the values.
    /// - Returns: The router, to chain.
    @discardableResult
    public func on<Resource: ParsesSingular, Method: ServedWithoutBody, Lines: AsyncSequence & Sendable>(
        _ path: Path<Resource, JSONLinesPath, Method>,
        use handler: @escaping @Sendable (Request, Context) async throws -> Lines
    ) -> Self where Lines.Element == Resource.Singular, Resource.Singular: Encodable {
        on(RouteShape(path: path, reader: .none)) { _, request, context in try await handler(request, context) }
    }

    // MARK: Answers of your own

    /// Serves the paths of a shape with a handler that makes the whole answer: a body streamed
    /// as it is written (a file, a transfer of any size, which a client reads with `stream` or
    /// `download`), a status or header fields of your own.
    ///
    /// ```swift
    /// router.onResponse(Post.show / Cover.show) { postID, request, context in
    ///     Response(
    ///         status: .ok,
    ///         headers: [.contentType: "image/png"],
    ///         body: ResponseBody(asyncSequence: store.coverChunks(of: postID))  // ByteBuffers
    ///     )
    /// }
    /// ```
    ///
    /// The IDs still come typed, read as the client wrote them; the request's body is the
    /// handler's to read (`request.body`, in bounded memory as it arrives).
    ///
    /// - Parameters:
    ///   - shape: The shape, made with `/` from the builders that take the IDs.
    ///   - handler: Answers one request.
    /// - Returns: The router, to chain.
    @discardableResult
    public func onResponse<Resource, Kind, Method: RequestMethod, IDs>(
        _ shape: RouteShape<Resource, Kind, Method, IDs>,
        use handler: @escaping @Sendable (IDs, Request, Context) async throws -> Response
    ) -> Self {
        serve(shape, respond: handler)
    }

    /// Serves one path with a handler that makes the whole answer, as it is.
    ///
    /// - Parameters:
    ///   - path: The path; a level whose ID it gives is served for that ID alone.
    ///   - handler: Answers one request.
    /// - Returns: The router, to chain.
    @discardableResult
    public func onResponse<Resource, Kind, Method: RequestMethod>(
        _ path: Path<Resource, Kind, Method>,
        use handler: @escaping @Sendable (Request, Context) async throws -> Response
    ) -> Self {
        serve(RouteShape(path: path, reader: .none)) { _, request, context in try await handler(request, context) }
    }

    /// Serves the paths of a root resource's builder with a handler that makes the whole answer:
    /// `File.show`.
    ///
    /// - Parameters:
    ///   - builder: The builder; only its type counts.
    ///   - handler: Answers one request.
    /// - Returns: The router, to chain.
    @discardableResult
    public func onResponse<Resource: IdentifiableResource, Kind, Method: RequestMethod>(
        _ builder: (Resource.ID) -> Path<Resource, Kind, Method>,
        use handler: @escaping @Sendable (Resource.ID, Request, Context) async throws -> Response
    ) -> Self where Resource.ID: DecodesPathSegment {
        serve(RouteShape(builder: builder), respond: handler)
    }
}

/// Writing server-sent events as the `text/event-stream` format says.
enum EventWriting {
    /// `event`'s fields, one line each, its data split at line ends into `data` lines, then the
    /// blank line that ends it.
    static func text(of event: ServerSentEvent) -> String {
        var text = ""
        if event.event != "message" {
            text += "event: \(event.event)\n"
        }
        if let id = event.id {
            text += "id: \(id)\n"
        }
        if let retry = event.retry {
            let (seconds, attoseconds) = retry.components
            text += "retry: \(seconds * 1000 + attoseconds / 1_000_000_000_000_000)\n"
        }
        var line = ""
        var afterReturn = false
        for character in event.data.unicodeScalars {
            switch character {
            case "\r":
                text += "data: \(line)\n"
                line = ""
                afterReturn = true
                continue
            case "\n" where afterReturn:
                break
            case "\n":
                text += "data: \(line)\n"
                line = ""
            default:
                line.unicodeScalars.append(character)
            }
            afterReturn = false
        }
        return text + "data: \(line)\n\n"
    }
}

extension ServerSentEvent {
    /// An event whose data is `value` as JSON: what a resource that decodes each event's data as
    /// JSON reads.
    ///
    /// ```swift
    /// let event = try ServerSentEvent(json: post, event: "change", id: "42")
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to send.
    ///   - event: The event's type; `message` by default.
    ///   - id: The event's ID, which a client that reconnects sends back.
    /// - Throws: The encoder's error.
    public init(json value: some Encodable, event: String = "message", id: String? = nil) throws {
        self.init(event: event, data: String(decoding: try JSONEncoder().encode(value), as: UTF8.self), id: id)
    }
}
#endif

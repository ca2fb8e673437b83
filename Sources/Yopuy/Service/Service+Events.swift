#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Event and line streams are streamed calls (Service+Stream.swift) whose body a decoder reads:
// the same engine, the same checks and errors, then one value per event or line.
//
// Repeats by design (duplicates pairs this file with itself, and with Service+Call.swift): the
// parameter lists and documentation of `events` and `lines`, and of the calls, which every
// public call shares (path, query, headers, body, timeout); each body is a few lines that pass
// them on.

extension Service {
    /// Runs a path that answers with server-sent events, and hands each event over as it
    /// arrives, its data read by the resource's ``ParsesSingular/parse(event:)``.
    ///
    /// ```swift
    /// var lastID: String?
    /// for try await update in try await service.events(Post.Changes.action) {
    ///     print(update.value.title)
    ///     lastID = update.id
    /// }
    /// // The server closed the stream: go on after the last event seen.
    /// let rest = try await service.events(Post.Changes.action, lastEventID: lastID)
    /// ```
    ///
    /// The request asks for `text/event-stream` (its `Accept`, unless `headers` has one). An
    /// answer that says it is of another type is refused with ``YopuyError/Code/parseFailure``
    /// and the first MiB of its body, so that an error page is never read as an empty stream. The
    /// events are decoded as the WHATWG standard says (see ``ServerSentEvents``), in memory
    /// bounded by one event.
    ///
    /// As for ``stream(_:query:headers:body:timeout:)``, a status outside 200..<300 throws, the
    /// timeout bounds the wait for the head only, and leaving the loop or cancelling the reading
    /// task ends the transfer.
    ///
    /// With `reconnecting`, the stream outlives its connection, as a browser's `EventSource`
    /// does: it sends the request again, with the last event ID, when the connection drops or the
    /// server ends it (see ``Reconnection``).
    ///
    /// ```swift
    /// for try await update in try await service.events(Post.Changes.action, reconnecting: Reconnection()) {
    ///     print(update.value.title, update.reconnections)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - path: A runnable path whose kind is ``EventStreamPath``.
    ///   - query: Query parameters, merged over the service's.
    ///   - headers: Header fields, merged over the service's.
    ///   - body: What to send: a ``RequestBody``, or the type the path's method takes.
    ///   - timeout: How long to wait for the status and headers; the service's ``timeout`` if
    ///     `nil`.
    ///   - lastEventID: The ``ParsedEvent/id`` of the last event a previous stream gave, sent as
    ///     `Last-Event-ID` so that the server goes on after it; `nil` for none.
    ///   - reconnecting: How the stream reconnects by itself when its connection ends, sending
    ///     the last event ID it saw (see ``Reconnection``); `nil`, unless you pass it, for a
    ///     stream that ends with its connection.
    /// - Returns: The events, to read once.
    /// - Throws: ``YopuyError``, whose code says what failed.
    @inlinable
    public func events<Resource: ParsesSingular, Method: RequestMethod>(
        _ path: Path<Resource, EventStreamPath, Method>,
        query: Query = [:],
        headers: HTTPHeaders = [:],
        body: Method.Body? = nil,
        timeout: Duration? = nil,
        lastEventID: String? = nil,
        reconnecting: Reconnection? = nil
    ) async throws(YopuyError) -> EventStream<Resource.Singular> where Resource.Singular: Sendable {
        let options = CallOptions(
            query: Resource.query.under(query),
            headers: Self.eventHeaders(Resource.headers.under(headers), lastEventID: lastEventID),
            body: body,
            timeout: timeout,
            pathType: type(of: path)
        )
        let answer = try await eventStream(Method.httpMethod, path.route, options)
        return EventStream(
            answer,
            path: path.route.encoded,
            reconnection: reconnecting.map { ($0, reopening(Method.httpMethod, path.route, options)) },
            lastEventID: lastEventID
        ) { event in try Resource.parse(event: event) }
    }

    /// Runs a path that answers with newline-delimited JSON, and hands each line's value over as
    /// it arrives, read by the resource's ``ParsesSingular/parse(singular:)``.
    ///
    /// ```swift
    /// for try await post in try await service.lines(Post.Export.action) {
    ///     print(post.title)
    /// }
    /// ```
    ///
    /// Lines are read in memory bounded by one line; blank ones are skipped. As for
    /// ``stream(_:query:headers:body:timeout:)``, a status outside 200..<300 throws, the timeout
    /// bounds the wait for the head only, and leaving the loop or cancelling the reading task
    /// ends the transfer. The answer's `Content-Type` is not checked: servers send these
    /// streams as `application/x-ndjson`, `application/jsonl` and `application/json` alike.
    ///
    /// - Parameters:
    ///   - path: A runnable path whose kind is ``JSONLinesPath``.
    ///   - query: Query parameters, merged over the service's.
    ///   - headers: Header fields, merged over the service's.
    ///   - body: What to send: a ``RequestBody``, or the type the path's method takes.
    ///   - timeout: How long to wait for the status and headers; the service's ``timeout`` if
    ///     `nil`.
    /// - Returns: The values, to read once.
    /// - Throws: ``YopuyError``, whose code says what failed.
    @inlinable
    public func lines<Resource: ParsesSingular, Method: RequestMethod>(
        _ path: Path<Resource, JSONLinesPath, Method>,
        query: Query = [:],
        headers: HTTPHeaders = [:],
        body: Method.Body? = nil,
        timeout: Duration? = nil
    ) async throws(YopuyError) -> LineStream<Resource.Singular> where Resource.Singular: Sendable {
        let answer = try await stream(
            Method.httpMethod,
            path.route,
            CallOptions(path, query: query, headers: headers, body: body, timeout: timeout)
        )
        return LineStream(answer, path: path.route.encoded) { line in try Resource.parse(singular: line) }
    }

    /// The call's headers for an event stream: `Accept: text/event-stream` unless they name
    /// another, and `Last-Event-ID` when there is one.
    @usableFromInline
    static func eventHeaders(_ headers: HTTPHeaders, lastEventID: String?) -> HTTPHeaders {
        var headers = headers
        if headers["Accept"] == nil {
            headers["Accept"] = "text/event-stream"
        }
        if let lastEventID {
            headers["Last-Event-ID"] = lastEventID
        }
        return headers
    }

    /// Sends the call of an event stream again, with `Last-Event-ID` set to the last event ID
    /// the stream saw: how a ``Reconnection`` opens it again.
    @usableFromInline
    func reopening(
        _ method: HTTPMethod,
        _ route: Route,
        _ options: CallOptions
    ) -> EventStream<Never>.Reopen {
        { lastEventID throws(YopuyError) in
            var options = options
            options.headers = Self.eventHeaders(options.headers, lastEventID: lastEventID)
            return try await eventStream(method, route, options)
        }
    }

    /// Sends a call whose answer must be a `text/event-stream`.
    @usableFromInline
    func eventStream(
        _ method: HTTPMethod,
        _ route: Route,
        _ options: CallOptions
    ) async throws(YopuyError) -> StreamedResponse {
        let answer = try await stream(method, route, options)
        guard let type = answer.headers["Content-Type"], !Self.isEventStream(type) else {
            return answer
        }
        throw YopuyError(
            code: .parseFailure,
            reason: "the answer is \(type), not text/event-stream",
            path: route.encoded,
            status: answer.status,
            headers: answer.headers,
            body: await Self.start(of: answer.body, upTo: Self.streamedErrorBodyLimit),
            attempts: answer.attempts
        )
    }

    /// Whether a `Content-Type` value names `text/event-stream`, with or without parameters.
    static func isEventStream(_ contentType: String) -> Bool {
        let mediaType = contentType.prefix { $0 != ";" }.filter { $0 != " " && $0 != "\t" }
        return mediaType.lowercased() == "text/event-stream"
    }
}

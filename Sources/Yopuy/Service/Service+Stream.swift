#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Streamed calls go through the same engine as the others (Service+Send.swift): the same
// request, the same checks and errors; only the adapter's answer differs, its body arriving
// after its head. With an adapter that cannot stream, the engine reads the body whole, as for
// any call, and hands it over as one chunk.

extension Service {
    /// Runs a path and hands its answer over as soon as its status and headers arrive, its body
    /// still arriving: for bodies too large to hold in memory, and answers that never end.
    ///
    /// ```swift
    /// let answer = try await service.stream(Post.list)
    /// for try await chunk in answer.body {
    ///     print("received \(chunk.count) bytes")
    /// }
    /// ```
    ///
    /// With a ``StreamingHTTPAdapter`` (``/YopuyURLSession/URLSessionAdapter`` is one) the body is read as it
    /// arrives, in bounded memory. With any other adapter, or through middleware, the body is
    /// read whole first, then handed over as one chunk.
    ///
    /// A status outside 200..<300 throws as a call does, with the first MiB of the body in the
    /// error. Redirections are followed as the service's ``redirects`` says. The timeout bounds
    /// the wait for the status and headers; the body takes the time it takes, until the reading
    /// task is cancelled or drops the body, which ends the transfer at once.
    ///
    /// - Important: On Linux, through ``/YopuyURLSession/URLSessionAdapter``, memory is not
    ///   bounded for a body faster than its reader: FoundationNetworking hands every part of it to
    ///   the session's delegate queue without waiting and cannot pause a transfer, so the parts
    ///   pile up there (1 GiB over a loopback grew the process by 26 to 88 MiB to a file, by 47 to 124 MiB for
    ///   a reader that lagged), and it moves every transfer of the process on one queue, so that
    ///   other URLSession calls wait for a body at a loopback's speed to end. For large bodies on
    ///   Linux, use ``/YopuyAsyncHTTPClient/AsyncHTTPClientAdapter``, which reads only as fast as
    ///   the reader does.
    ///
    /// - Parameters:
    ///   - path: A runnable path.
    ///   - query: Query parameters, merged over the service's.
    ///   - headers: Header fields, merged over the service's.
    ///   - body: What to send: a ``RequestBody``, or the type the path's method takes.
    ///   - timeout: How long to wait for the status and headers; the service's ``timeout`` if
    ///     `nil`.
    /// - Returns: The status and headers, and the body to read.
    /// - Throws: ``YopuyError``, whose code says what failed.
    @inlinable
    public func stream<Resource, Kind, Method: RequestMethod>(
        _ path: Path<Resource, Kind, Method>,
        query: Query = [:],
        headers: HTTPHeaders = [:],
        body: Method.Body? = nil,
        timeout: Duration? = nil
    ) async throws(YopuyError) -> StreamedResponse {
        try await stream(
            Method.httpMethod,
            path.route,
            CallOptions(path, query: query, headers: headers, body: body, timeout: timeout)
        )
    }

    /// The most bytes of a refused streamed answer's body that its error holds.
    static var streamedErrorBodyLimit: Int { 1 << 20 }

    /// Sends a call whose body is handed over as it arrives.
    @usableFromInline
    func stream(
        _ method: HTTPMethod,
        _ route: Route,
        _ options: CallOptions
    ) async throws(YopuyError)
        -> StreamedResponse
    {
        let request = try self.request(method, route, options)
        let path = route.encoded
        guard let adapter = streamingAdapter else {
            let answer = try await send(request, path: path)
            let url = answer.response.url ?? request.url
            return StreamedResponse(answer.response, body: BodyStream(answer.response.body), url: url)
        }
        if Task.isCancelled {
            throw YopuyError(code: .cancelled, reason: "the calling task was cancelled", path: path)
        }
        let (last, head, body) = await streamedHead(request, through: adapter)
        guard let body, (200..<300).contains(head.status) else {
            var refused = head
            if let body {
                refused.body = await Self.start(of: body, upTo: Self.streamedErrorBodyLimit)
            }
            if head.error != nil, Task.isCancelled {
                throw YopuyError(code: .cancelled, reason: "the calling task was cancelled", path: path)
            }
            _ = try Self.check(refused, to: last, path: path, errorBody: errorBody).get()
            throw YopuyError(code: .transport, reason: "the adapter got no answer", path: path, request: last)
        }
        return StreamedResponse(head, body: body, url: head.url ?? last.url)
    }

    /// The service's adapter, if it can stream.
    var streamingAdapter: (any StreamingHTTPAdapter)? {
        adapter as? any StreamingHTTPAdapter
    }

    /// The head of the answer at the end of the redirections that `request` starts, and the
    /// request it answers; its body, unless the call failed.
    ///
    /// The chain's heads are awaited in an ``Exchange``, as a callback call's answer is:
    /// whichever of the last head, the timeout and a cancellation comes first settles it. A body
    /// that comes too late is dropped, which ends its transfer.
    private func streamedHead(
        _ request: AdapterRequest,
        through adapter: any StreamingHTTPAdapter
    ) async -> (request: AdapterRequest, head: AdapterResponse, body: BodyStream?) {
        let exchange = Exchange(cancellationReason: "the calling task was cancelled", timeout: request.timeout)
        let arrived = Locked<(AdapterRequest, BodyStream)?>(nil)
        let work = Task {
            do {
                let (last, streamed) = try await adapter.streamedFollowing(request)
                arrived.withLock { $0 = (last, streamed.body) }
                if !exchange.settle(streamed.head) {
                    _ = arrived.withLock { arrived in
                        defer { arrived = nil }
                        return arrived
                    }
                }
            } catch {
                exchange.settle(AdapterResponse(error: error))
            }
        }
        exchange.onSettle { work.cancel() }
        if let timeout = request.timeout {
            Self.time(exchange, out: timeout)
        }
        let head = await exchange.response()
        let taken = arrived.withLock { arrived in
            defer { arrived = nil }
            return arrived
        }
        guard head.error == nil, let (last, body) = taken else {
            return (request, head, nil)
        }
        return (last, head, body)
    }

    /// The first `limit` bytes of `body`; the rest is not read, and its transfer ends.
    static func start(of body: BodyStream, upTo limit: Int) async -> Data {
        var data = Data()
        do {
            for try await chunk in body {
                data.append(chunk.prefix(limit - data.count))
                if data.count >= limit {
                    break
                }
            }
        } catch {
            // What arrived is what the error can show.
        }
        return data
    }
}

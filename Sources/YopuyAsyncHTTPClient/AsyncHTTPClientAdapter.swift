#if AsyncHTTPClient
public import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import Tracing
public import Yopuy

/// An ``/Yopuy/HTTPAdapter`` over AsyncHTTPClient, the HTTP client of SwiftNIO's servers: on Linux, the
/// adapter that streams a body of any size in bounded memory at the client's full speed.
///
/// It needs the package trait `AsyncHTTPClient`: see the article *Running on a Server* of Yopuy's
/// documentation.
///
/// ```swift
/// let service = Service(adapter: AsyncHTTPClientAdapter(), URL: baseURL)
/// ```
///
/// Cancelling the call cancels the client's request; the call's timeout becomes the request's
/// deadline. Bodies read whole are collected up to ``maximumBodySize``; a streamed body
/// (a service's `stream` and `download`) has no such limit, and AsyncHTTPClient reads from the
/// network only as fast as its reader reads, so memory stays bounded whatever its size.
///
/// The client must not follow redirections itself: Yopuy follows them, with its own rules for
/// what each request carries (``/Yopuy/AdapterRequest/redirected(by:)``), the same through every
/// adapter. AsyncHTTPClient drops `Authorization`, `Proxy-Authorization` and `Cookie` on its way
/// to another origin, but not the credential headers a service names, such as `X-Api-Key`.
/// The adapter's own client (``sharedClient``, used unless you pass one) is configured so; give
/// a client of yours `redirectConfiguration: .disallow`.
///
/// Under ``/Yopuy/Retry``, give it a client that does not retry connecting on its own: the shared
/// client tries to connect again until the request's deadline, so a refused connection reaches
/// the middleware once, when the deadline has passed, instead of once per attempt.
///
/// AsyncHTTPClient traces each request it sends with the tracer its configuration names (the
/// process's, unless you say otherwise), and writes that span's context into the request. The
/// adapter leaves out the fields that tracer writes (`traceparent` and `tracestate` with the W3C
/// propagator) from what the request already carries, so that a TraceCalls span above it and
/// the client's own go out as one header, the client's, whose span is a child of the call's.
///
/// ```swift
/// var configuration = HTTPClient.Configuration(redirectConfiguration: .disallow)
/// configuration.connectionPool.retryConnectionEstablishment = false
/// let adapter = AsyncHTTPClientAdapter(client: HTTPClient(configuration: configuration)).with(Retry())
/// ```
public struct AsyncHTTPClientAdapter: StreamingHTTPAdapter {
    /// The client that sends the requests.
    public let client: HTTPClient

    /// The largest response body read whole, in bytes, besides the service's own
    /// `maximumBodySize`, which stops the read with ``/Yopuy/YopuyError/Code/bodyTooLarge``.
    public let maximumBodySize: Int

    /// Creates an adapter over a client.
    ///
    /// - Parameters:
    ///   - client: The client, configured not to follow redirections; ``sharedClient`` unless
    ///     you pass one.
    ///   - maximumBodySize: The largest response body read whole; no more than the service's
    ///     unless you say otherwise.
    public init(client: HTTPClient = sharedClient, maximumBodySize: Int = .max) {
        self.client = client
        self.maximumBodySize = maximumBodySize
    }

    /// Creates an adapter over a client that opens up to `connectionsPerHost` HTTP/1.1
    /// connections to each host at once, shared with every adapter made with the same number.
    ///
    /// AsyncHTTPClient opens at most `concurrentHTTP1ConnectionsPerHostSoftLimit` HTTP/1.1
    /// connections to one host (8 in ``sharedClient``, as in `HTTPClient.shared`) and queues
    /// the other requests until one is free. Each stream
    /// (``/Yopuy/Service/events(_:query:headers:body:timeout:lastEventID:reconnecting:)`` and the like) holds its
    /// connection for as long as it lasts: fifty chats at once through ``sharedClient`` run
    /// eight at a time. A server that relays its users' streams to one upstream gives the
    /// number it expects:
    ///
    /// ```swift
    /// let service = Service(adapter: AsyncHTTPClientAdapter(connectionsPerHost: 64), URL: baseURL)
    /// ```
    ///
    /// The client is ``sharedClient``'s configuration with this limit, and, like it, lives as
    /// long as the process: adapters made with the same number share it. HTTP/2 runs every
    /// request to a host over one connection, whatever the limit.
    ///
    /// - Parameters:
    ///   - connectionsPerHost: The most HTTP/1.1 connections to one host at once; at least 1.
    ///   - maximumBodySize: The largest response body read whole; no more than the service's
    ///     unless you say otherwise.
    public init(connectionsPerHost: Int, maximumBodySize: Int = .max) {
        let limit = max(1, connectionsPerHost)
        let client = Self.clientsByLimit.withLock { clients in
            if let client = clients[limit] {
                return client
            }
            var configuration = AsyncHTTPClientAdapter.sharedConfiguration
            configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = limit
            let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
            clients[limit] = client
            return client
        }
        self.init(client: client, maximumBodySize: maximumBodySize)
    }

    /// A client for the whole process, as `HTTPClient.shared` is, configured as it is, but for
    /// redirections, which it hands back instead of following.
    public static let sharedClient = HTTPClient(
        eventLoopGroup: HTTPClient.defaultEventLoopGroup,
        configuration: sharedConfiguration
    )

    /// `HTTPClient.shared`'s configuration, but for redirections, which the client hands back.
    static var sharedConfiguration: HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration.singletonConfiguration
        configuration.redirectConfiguration = .disallow
        return configuration
    }

    /// The clients of ``init(connectionsPerHost:maximumBodySize:)``, by their limit.
    private static let clientsByLimit = Locked<[Int: HTTPClient]>([:])

    /// Sends the request and collects the answer.
    ///
    /// - Parameter request: What to send.
    /// - Returns: The server's answer, whatever its status.
    /// - Throws: The client's error when there is no answer.
    public func response(to request: AdapterRequest) async throws -> AdapterResponse {
        let timeout = request.timeout.map(Self.timeAmount) ?? .seconds(60)
        let response = try await client.execute(try outgoing(request), timeout: timeout)
        let limit = min(maximumBodySize, request.maximumBodySize)
        let body: ByteBuffer
        do {
            body = try await response.body.collect(upTo: limit)
        } catch is NIOTooManyBytesError where limit == request.maximumBodySize {
            throw request.bodyTooLargeError
        }
        return AdapterResponse(
            status: Int(response.status.code),
            headers: Self.headers(of: response),
            body: Data(body.readableBytesView)
        )
    }

    /// Sends the request and returns the answer once its head has arrived, its body read from
    /// the network as the caller reads it.
    ///
    /// The request has no deadline: the service bounds the wait for the head with the call's
    /// timeout, and the body takes as long as it takes. Dropping the body, or cancelling the
    /// task that reads it, cancels the request.
    ///
    /// - Parameter request: What to send.
    /// - Returns: The status and headers, and the body to come.
    /// - Throws: The client's error when there is no answer.
    public func streamedResponse(to request: AdapterRequest) async throws -> StreamedAdapterResponse {
        let response = try await client.execute(try outgoing(request), deadline: .distantFuture)
        return StreamedAdapterResponse(
            status: Int(response.status.code),
            headers: Self.headers(of: response),
            body: BodyStream(DataChunks(body: response.body))
        )
    }

    /// The client's request for `request`; a body from a source is streamed as it is read, with
    /// its length, when known, as the `Content-Length`.
    ///
    /// - Throws: ``/Yopuy/YopuyError`` when the source's chunks were sent already.
    func outgoing(_ request: AdapterRequest) throws -> HTTPClientRequest {
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = NIOHTTP1.HTTPMethod(rawValue: request.method.rawValue)
        let tracerWrites = Self.fieldsWritten(by: client.tracer)
        for field in request.headers
        where tracerWrites.isEmpty
            || !tracerWrites.contains(where: { $0.caseInsensitiveCompare(field.name) == .orderedSame })
        {
            outgoing.headers.add(name: field.name, value: field.value)
        }
        if let body = request.body {
            outgoing.body = .bytes(ByteBuffer(bytes: body))
        }
        if let source = request.bodySource {
            let chunks = ByteBufferChunks(body: try source.makeStream())
            outgoing.body = .stream(chunks, length: source.length.map { .known($0) } ?? .unknown)
        }
        return outgoing
    }

    /// The names of the fields `tracer`, the client's, writes into each request it sends, for
    /// the context of the current task: none for no tracer, or one that propagates nothing.
    static func fieldsWritten(by tracer: (any Tracer)?) -> [String] {
        guard let tracer, let context = ServiceContext.current else {
            return []
        }
        var names: [String] = []
        tracer.inject(context, into: &names, using: FieldNames())
        return names
    }

    /// Collects the names of the fields an instrument writes.
    struct FieldNames: Injector {
        func inject(_ value: String, forKey name: String, into names: inout [String]) {
            names.append(name)
        }
    }

    /// The response's header fields.
    static func headers(of response: HTTPClientResponse) -> Yopuy.HTTPHeaders {
        var headers = Yopuy.HTTPHeaders()
        for field in response.headers {
            headers.add(field.name, value: field.value)
        }
        return headers
    }

    /// `timeout` as NIO's `TimeAmount`: zero or less as zero, and at most 10⁹ seconds (about 31
    /// years), so that neither the conversion to nanoseconds nor the deadline overflows.
    static func timeAmount(_ timeout: Duration) -> TimeAmount {
        let longest: Int64 = 1_000_000_000
        let (seconds, attoseconds) = timeout.components
        if seconds < 0 || (seconds == 0 && attoseconds <= 0) {
            return .zero
        }
        if seconds >= longest {
            return .seconds(longest)
        }
        return .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}

/// A response's body as `Data` chunks, read from the network as they are asked for.
struct DataChunks: AsyncSequence, Sendable {
    let body: HTTPClientResponse.Body

    struct AsyncIterator: AsyncIteratorProtocol {
        var base: HTTPClientResponse.Body.AsyncIterator

        mutating func next() async throws -> Data? {
            try await base.next().map { Data($0.readableBytesView) }
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: body.makeAsyncIterator())
    }
}

/// A request's body as the client's `ByteBuffer` chunks, read as the client asks for them.
struct ByteBufferChunks: AsyncSequence, Sendable {
    let body: BodyStream

    struct AsyncIterator: AsyncIteratorProtocol {
        var base: BodyStream.AsyncIterator

        mutating func next() async throws -> ByteBuffer? {
            try await base.next().map { ByteBuffer(bytes: $0) }
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: body.makeAsyncIterator())
    }
}
#endif

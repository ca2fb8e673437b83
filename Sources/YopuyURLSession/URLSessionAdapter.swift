public import Yopuy

#if canImport(FoundationNetworking)
import Foundation
public import FoundationNetworking
#else
public import Foundation
#endif

/// An ``/Yopuy/HTTPAdapter`` that sends requests with `URLSession`, on Linux and Apple platforms.
///
/// ```swift
/// import Yopuy
/// import YopuyURLSession
///
/// let service = Service(adapter: URLSessionAdapter(), URL: URL(string: "https://api.example.com/v1")!)
/// let posts = try await service.call(Post.list).value
/// ```
///
/// Cancelling the call cancels the `URLSessionDataTask`. When the call has a timeout, the
/// service enforces it; the request's `timeoutInterval` is set to it too, rounded up to whole
/// seconds, as a backstop. Any status is handed back as an answer; a failure to get
/// one (no connection, a reset, a TLS error) is thrown as the `URLError`, and so is an answer
/// whose `Content-Length` fields disagree (`URLError.badServerResponse`), which URLSession on
/// Linux would otherwise read by the last of them.
///
/// On Linux, the FoundationNetworking of Swift 6.3 and earlier stops the process when a server
/// closes the connection inside an answer's header section ("Transfer completed, but there's no
/// response", swift-corelibs-foundation issue 5285, fixed upstream): no adapter can catch that
/// trap. Against servers or proxies you do not trust, prefer an adapter over another client,
/// such as AsyncHTTPClient.
///
/// ## Authentication challenges
///
/// A `401` or `407` is an answer like any other: its status, headers and body reach the caller,
/// as soon as it arrives, and ``/Yopuy/Service/errorBody`` decodes it. The adapter never answers
/// a challenge with a credential: its own sessions (``init()``, ``init(configuration:)``) have no
/// `URLCredentialStorage`, and on Linux each data task has a delegate that turns every challenge
/// down (on Apple platforms, URLSession hands back a challenge it has no credential for as the
/// answer). To authenticate, send the credential yourself, with ``/Yopuy/Authentication`` or
/// ``/Yopuy/AddHeaders``.
///
/// On Linux, the FoundationNetworking of Swift 6.3.1 and earlier waits forever for a credential
/// when a `401` carries a `Basic` challenge with a realm (`WWW-Authenticate: Basic realm=…`, alone
/// or after another scheme's) and no credential is stored (swift-corelibs-foundation issue 5456,
/// fixed upstream): the call would end only at its timeout. The task's delegate ends it with the `401` instead. On a session of your own
/// (``init(session:)``), URLSession on Linux keeps that answer's body to itself: the call gets
/// its status and headers, with an empty body; the adapter's own sessions hand it over whole.
/// A task delegate answers the task's challenges in place of the session's delegate; the
/// session's delegate still gets the task's other events.
///
/// ## Redirections
///
/// The adapter never follows a redirection: each data task's delegate declines it, so that the
/// `3xx` is the task's answer, whatever the session's delegate would do (its
/// `urlSession(_:task:willPerformHTTPRedirection:newRequest:completionHandler:)` is not asked).
/// Yopuy follows it then, in a new data task, with the rules of
/// ``/Yopuy/AdapterRequest/redirected(by:)``: on another origin, the request goes without its
/// credentials. URLSession by itself would send every header field of the first request,
/// `Authorization` and `Cookie` included, to wherever the server pointed. On a session of yours
/// (``init(session:)``), its cookie storage still applies to each request, for its own URL.
///
/// ## State between calls
///
/// The adapter's own sessions (``init()``, ``init(configuration:)``,
/// ``init(connectionsPerHost:)``) keep nothing of one call for the next: no cookie storage, so a
/// `Set-Cookie` is handed to the caller and forgotten, and no `Cookie` is sent but the one a
/// request carries; no credential storage; no `URLCache`. URLSession's default configuration
/// has all three, shared by the whole process, and on Linux its cookies and cached answers
/// live in files named after the program's folder, that other programs of that name read too:
/// through it, a login cookie of one service would go with another service's calls, whatever
/// their `Authorization`. For a session cookie, wrap the adapter in a ``/Yopuy/CookieJar``,
/// one per service.
///
/// ## Streaming
///
/// The adapter is a ``/Yopuy/StreamingHTTPAdapter``: ``/Yopuy/Service/stream(_:query:headers:body:timeout:)``
/// and ``/Yopuy/Service/download(_:to:query:headers:body:timeout:resumable:isolation:progress:)``
/// get each part of the body as URLSession hands it over. On Apple platforms, a reader that
/// lags suspends the data task until it catches up, so that memory stays bounded. URLSession
/// on Linux cannot pause a running transfer (suspending a task there takes it off its
/// connection): past 8 MiB, the parts a slow reader has not read yet wait in a temporary file,
/// unlinked as it is made, and the network goes on at its own pace. URLSession there hands each
/// part (16 KiB at most) to the session's delegate queue without waiting for it: on a link faster
/// than the delegate, the parts pile up in that queue, and downloading 1 GiB to a file over a
/// loopback grew the process by 26 to 88 MiB (47 to 124 MiB for a reader that lags, once its spill
/// gathered parts before writing them). Making
/// URLSession wait for the queue is not safe: its one queue drives every transfer of the
/// process, and with every core busy, a wait for the delegate stalled every URLSession call of
/// the process for a minute (the integration tests under load, measured); running each part in
/// place, on that queue, bounds the memory but makes a cancellation that meets the body's end
/// crash the process inside FoundationNetworking. The same one queue makes every other
/// URLSession call of the process wait while a body arrives at a loopback's full speed (100
/// small calls took 32 times as long as alone). For large bodies, an adapter whose client can
/// pause, such as AsyncHTTPClient's, keeps memory bounded and the rest of the body on the server.
///
/// ## Cancellation
///
/// The adapter runs a data task of its own rather than awaiting `URLSession.data(for:)`: on
/// Linux, cancelling a task that awaits `data(for:)` can deadlock the process, because the
/// cancellation handler waits for the session's queue while holding the task's lock, and that
/// queue may be waiting for the same lock to resume the task. This adapter's cancellation
/// handler ends the call with `CancellationError` at once, hands the data task's `cancel()` to
/// a queue of its own, and returns; what still arrives for the call is dropped.
///
/// That queue also makes and starts every data task. On Linux, URLSession makes each of those
/// calls wait for its own queue, which also moves the bytes of every transfer; made from Swift's
/// cooperative threads, they would hold them for as long as a busy session takes, and every
/// other task of the process would wait too.
public struct URLSessionAdapter: StreamingHTTPAdapter {
    /// The session that sends the requests.
    public let session: URLSession

    /// Creates an adapter over the session it shares with every adapter made this way, which
    /// keeps no cookie, credential or cached answer.
    ///
    /// That session has URLSession's default configuration less its stores: no cookie storage
    /// (a `Set-Cookie` is not kept, and no `Cookie` is sent but the request's own), no
    /// credential storage and no `URLCache`, so that nothing of one service's calls goes with
    /// another's, and nothing another program stored is sent (see "State between calls" above).
    /// On Linux, it has a delegate of the adapter's (see "Authentication challenges" above). Like
    /// `URLSession.shared`, it lives as long as the process.
    ///
    /// ```swift
    /// let service = Service(adapter: URLSessionAdapter(), URL: URL(string: "https://api.example.com/v1")!)
    /// ```
    public init() {
        self.session = Self.sharedSession
    }

    /// Creates an adapter over a session of its own, made with your configuration less its
    /// cookie and credential storage: it keeps and sends no cookie (a ``/Yopuy/CookieJar`` does).
    ///
    /// The adapter makes the session with `configuration`, less its cookie storage
    /// (`httpShouldSetCookies` off), its credential storage and, if it is the process-wide
    /// `URLCache.shared`, its cache (a `URLCache` you made is kept); on Linux, with a delegate of
    /// its own, so that an answer carrying a challenge reaches the caller whole (see
    /// "Authentication challenges" above). Make the adapter once and keep it:
    /// like any session with a delegate, its session lives until it is invalidated, with
    /// `session.finishTasksAndInvalidate()`.
    ///
    /// ```swift
    /// #if canImport(FoundationNetworking)
    /// import FoundationNetworking   // URLSessionConfiguration, on Linux
    /// #endif
    ///
    /// let configuration = URLSessionConfiguration.default
    /// configuration.httpAdditionalHeaders = ["User-Agent": "MyApp/1.0"]
    /// let adapter = URLSessionAdapter(configuration: configuration)
    /// ```
    ///
    /// - Parameter configuration: The session's configuration; the adapter copies it.
    public init(configuration: URLSessionConfiguration) {
        self.session = Self.makeSession(configuration)
    }

    /// Creates an adapter over a session that opens up to `connectionsPerHost` connections to
    /// each host at once, shared with every adapter made with the same number.
    ///
    /// URLSession runs at most `httpMaximumConnectionsPerHost` requests to one host at a time
    /// (6 by default, on Linux and Apple platforms alike) and queues the rest until a connection
    /// is free. Over HTTP/1.1 each stream (``/Yopuy/Service/events(_:query:headers:body:timeout:lastEventID:reconnecting:)``
    /// and the like) holds its connection for as long as it lasts: fifty chats at once through
    /// ``init()`` run six at a time. Give the number of streams you expect to one host:
    ///
    /// ```swift
    /// let service = Service(adapter: URLSessionAdapter(connectionsPerHost: 64), URL: URL(string: "https://api.example.com/v1")!)
    /// ```
    ///
    /// The session is made as ``init()``'s is, with this limit, and, like it, lives as long as
    /// the process: adapters made with the same number share it.
    ///
    /// - Parameter connectionsPerHost: The most connections to one host at once; at least 1.
    public init(connectionsPerHost: Int) {
        let limit = max(1, connectionsPerHost)
        self.session = Self.sessionsByLimit.withLock { sessions in
            if let session = sessions[limit] {
                return session
            }
            let configuration = URLSessionConfiguration.default
            configuration.httpMaximumConnectionsPerHost = limit
            let session = URLSessionAdapter.makeSession(configuration)
            sessions[limit] = session
            return session
        }
    }

    /// The sessions of ``init(connectionsPerHost:)``, by their limit.
    private static let sessionsByLimit = Locked<[Int: URLSession]>([:])

    /// Creates an adapter over a session, which keeps and sends the cookies its configuration's
    /// cookie storage holds.
    ///
    /// The session, its configuration and its delegate are yours, and so are its stores:
    /// `URLSession.shared` keeps the cookies of every call of the process in
    /// `HTTPCookieStorage.shared`, which FoundationNetworking on Linux saves to a file shared by
    /// every program of the same folder name, and sends them with every request to their
    /// domain; a session of `URLSessionConfiguration.ephemeral` keeps its own in memory. On Linux, each data task has
    /// a delegate of the adapter's that turns authentication challenges down, and the body of an
    /// answer that carries a `Basic` challenge is empty (see "Authentication challenges" above).
    /// On Apple platforms, a credential stored in the session's `URLCredentialStorage` may be
    /// sent. Prefer ``init(configuration:)`` unless you need the session itself.
    ///
    /// - Parameter session: The session to use; `URLSession.shared` unless you pass one.
    public init(session: URLSession = .shared) {
        self.session = session
    }

    /// The session of ``init()``.
    static let sharedSession = makeSession(.default)

    /// A session with `configuration`, without its credential storage, its cookie storage and
    /// the process-wide `URLCache.shared`, and on Linux with an ``AdapterSessionDelegate``.
    static func makeSession(_ configuration: URLSessionConfiguration) -> URLSession {
        let configuration = configuration.copy() as? URLSessionConfiguration ?? .default
        configuration.urlCredentialStorage = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        if configuration.urlCache === URLCache.shared {
            configuration.urlCache = nil
        }
        #if canImport(FoundationNetworking) && !YOPUY_APPLE_BRANCHES
        return URLSession(
            configuration: configuration,
            delegate: AdapterSessionDelegate(),
            delegateQueue: nil
        )
        #else
        return URLSession(configuration: configuration)
        #endif
    }

    /// Sends the request with a `URLSessionDataTask` and returns the answer.
    ///
    /// - Parameter request: What to send.
    /// - Returns: The server's answer, whatever its status.
    /// - Throws: The `URLError` when there is no answer, `CancellationError` when cancelled.
    public func response(to request: AdapterRequest) async throws -> AdapterResponse {
        if Task.isCancelled {
            throw CancellationError()
        }
        return try await withUpload(of: request) { file in
            let urlRequest = Self.urlRequest(for: request)
            let call = DataTaskCall()
            do {
                let response = try await call.run(
                    urlRequest,
                    uploading: file,
                    reportingTo: request.bodySource,
                    keepingUpTo: request.maximumBodySize,
                    in: session,
                    resuming: DataTaskCall.Waiter.whole
                )
                guard response.body.count <= request.maximumBodySize else {
                    throw request.bodyTooLargeError
                }
                return response
            } catch is DataTaskCall.BodyTooLarge {
                throw request.bodyTooLargeError
            }
        }
    }

    // Repeats by design (duplicates pairs this file with itself): `response(to:)` above and
    // `streamedResponse(to:)` below start alike (a cancelled task, the upload, the URLRequest, a
    // DataTaskCall), then wait for the whole body or only for the head.

    /// Sends the request with a `URLSessionDataTask` and returns the answer once its head has
    /// arrived, its body to come part by part as URLSession hands it over.
    ///
    /// Cancelling the calling task before the head arrives, or the reader of the body going away
    /// after, cancels the data task. On Apple platforms, a reader that lags more than 1 MiB
    /// behind suspends the task until it catches up. URLSession on Linux cannot pause a
    /// transfer: past 8 MiB, what the reader has not read yet waits in a temporary file (see
    /// "Streaming" above).
    ///
    /// On Linux, only the adapter's own sessions (``init()``, ``init(configuration:)``) hand a
    /// body over part by part; over a session of yours (``init(session:)``), the body arrives
    /// whole, then is handed over as one chunk.
    ///
    /// - Parameter request: What to send.
    /// - Returns: The status and headers, and the body to come.
    /// - Throws: The `URLError` when there is no answer, `CancellationError` when cancelled.
    public func streamedResponse(to request: AdapterRequest) async throws -> StreamedAdapterResponse {
        if Task.isCancelled {
            throw CancellationError()
        }
        return try await withUpload(of: request) { file in
            let urlRequest = Self.urlRequest(for: request)
            let call = DataTaskCall()
            guard DataTaskCall.canStream(in: session) else {
                let whole = try await call.run(
                    urlRequest,
                    uploading: file,
                    reportingTo: request.bodySource,
                    in: session,
                    resuming: DataTaskCall.Waiter.whole
                )
                return StreamedAdapterResponse(
                    status: whole.status,
                    headers: whole.headers,
                    body: BodyStream(whole.body)
                )
            }
            return try await call.run(
                urlRequest,
                uploading: file,
                reportingTo: request.bodySource,
                in: session,
                resuming: DataTaskCall.Waiter.head
            )
        }
    }

    /// Runs `send` with the file that holds the request's body, if it has a ``/Yopuy/BodySource``:
    /// the source's own file, uploaded as URLSession reads it, or a temporary file that its
    /// chunks are written to first, removed once the answer's head is in. URLSession reads an
    /// upload from a file in bounded memory on every platform; it can read one from a stream
    /// only through a blocking `InputStream`.
    private func withUpload<Answer>(
        of request: AdapterRequest,
        _ send: (URL?) async throws -> Answer
    ) async throws -> Answer {
        guard let source = request.bodySource else {
            return try await send(nil)
        }
        let (file, isTemporary) = try await source.uploadFile()
        defer {
            if isTemporary {
                try? FileManager.default.removeItem(at: file)
            }
        }
        return try await send(file)
    }

    /// What a data task's completion handler received, as the adapter's answer or error.
    static func answer(
        _ data: Data?,
        _ response: URLResponse?,
        _ error: (any Error)?,
        cancelled: Bool
    ) -> Result<AdapterResponse, any Error> {
        if let error {
            if cancelled, (error as? URLError)?.code == .cancelled {
                return .failure(CancellationError())
            }
            return .failure(error)
        }
        guard let response = response as? HTTPURLResponse else {
            return .failure(URLError(.badServerResponse))
        }
        let headers = headers(of: response)
        if let lengths = headers["Content-Length"], !isValidContentLength(lengths) {
            // URLSession on Linux reads such a body by the last length and calls it a success.
            return .failure(
                URLError(
                    .badServerResponse,
                    userInfo: [NSLocalizedDescriptionKey: "The response's Content-Length is invalid: \(lengths)"]
                )
            )
        }
        return .success(AdapterResponse(status: response.statusCode, headers: headers, body: data ?? Data()))
    }

    /// Whether a response's `Content-Length`, as URLSession hands it over (several fields joined
    /// with commas), frames its body unambiguously: one decimal number, or the same one repeated,
    /// as RFC 9112 (6.3) requires. Anything else makes the framing invalid, and a user agent
    /// must then discard the response: a body read by one of two lengths may be a part of the
    /// answer, or hold the start of another.
    static func isValidContentLength(_ value: String) -> Bool {
        let lengths = value.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard let first = lengths.first, !first.isEmpty, first.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
            return false
        }
        return lengths.allSatisfy { $0 == first }
    }

    static func urlRequest(for request: AdapterRequest) -> URLRequest {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        for field in request.headers {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
        }
        urlRequest.httpBody = request.body
        if let timeout = request.timeout {
            urlRequest.timeoutInterval = backstop(for: timeout)
        }
        return urlRequest
    }

    /// The longest backstop, in seconds: about 31 years, well inside what URLSession converts
    /// to milliseconds and nanoseconds without overflow.
    static let longestBackstop = 1_000_000_000.0

    /// The `timeoutInterval` for a call's timeout. The service enforces the exact timeout and
    /// cancels the task; this is a backstop. URLSession on Linux drops the fraction of a second
    /// (0.9 s times out at once), so it is rounded up to whole seconds, at least one; any
    /// duration is accepted, however large.
    static func backstop(for timeout: Duration) -> Double {
        let parts = timeout.components
        let seconds = Double(parts.seconds) + (parts.attoseconds > 0 ? 1 : 0)
        return min(max(1, seconds), longestBackstop)
    }

    /// The response's header fields.
    static func headers(of response: HTTPURLResponse) -> HTTPHeaders {
        var headers = HTTPHeaders()
        for (name, value) in response.allHeaderFields {
            headers.add(
                name.base as? String ?? String(describing: name),
                value: value as? String ?? String(describing: value)
            )
        }
        return headers
    }
}

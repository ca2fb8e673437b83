#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

// The engine. Every call passes through this file once, top to bottom:
//
// 1. `request`: the service's defaults and the call's options become one checked AdapterRequest.
// 2. `send`: the adapter runs it, callback or async, raced by the timeout and cancellation in an
//    Exchange, which settles with the adapter's raw AdapterResponse. A redirection it answers is
//    followed by RedirectionChain.swift, the one loop for every kind of call and adapter.
// 3. `check`: the response becomes an Outcome: an Answer, or the YopuyError it stands for.
// 4. `parse`: the answer's body becomes the caller's value.
//
// The public `call` methods (Service+Call.swift) are generic over the resource and inlinable, so
// that they are specialised in the caller's module; they only pick the parser. The rest is
// compiled once here: generic code left unspecialised pays a runtime metadata lookup for every
// generic type it touches, on every call.

// MARK: - 1. Request

extension Service {
    /// The request for `route`, with the service's defaults merged under the call's options.
    ///
    /// - Throws: ``YopuyError`` if the path, a header or the URL cannot be sent.
    @usableFromInline
    func request(_ method: HTTPMethod, _ route: Route, _ options: CallOptions) throws(YopuyError) -> AdapterRequest {
        let base = try checkedBase()
        let path = try route.validated()
        if let error = options.bodyError(path: path) {
            throw error
        }
        let query = self.query.merging(options.query)
        let headers = try headers(for: options)
        // The service's own query was encoded when it was set; a call that adds to it encodes
        // the merged query straight into the URL's text.
        // A path that names no segment is the base URL itself, its trailing slash as given.
        let text = Route.join(
            path.isEmpty ? baseURL.absoluteString : base,
            path,
            query: encodedQuery,
            encoding: options.query.isEmpty ? nil : query
        )
        guard let url = URL(string: text) else {
            throw YopuyError(code: .invalidURL, reason: "\(text) is not a valid URL", path: path)
        }
        return adapterRequest(method, url, query, headers, options)
    }

    /// The request to hand the adapter, with the service's settings for redirections and
    /// credentials.
    @inline(__always)
    func adapterRequest(
        _ method: HTTPMethod,
        _ url: URL,
        _ query: Query,
        _ headers: HTTPHeaders,
        _ options: CallOptions
    ) -> AdapterRequest {
        let source = options.body?.source
        return AdapterRequest(
            method: method,
            url: url,
            query: query,
            headers: headers,
            body: source == nil ? options.body?.data : nil,
            bodySource: source,
            timeout: (options.timeout ?? timeout).map(Self.clamped),
            pathType: options.pathType.map(PathType.init),
            policy: policy
        )
    }

    /// The service's headers with the call's merged over them, and the body's `Content-Type`
    /// unless one is set; checked.
    ///
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/invalidHeader`` for a field that
    ///   cannot be sent.
    func headers(for options: CallOptions) throws(YopuyError) -> HTTPHeaders {
        var headers = self.headers.merging(options.headers)
        if let body = options.body, headers["Content-Type"] == nil {
            headers["Content-Type"] = body.contentType
        }
        try headers.validate()
        return headers
    }

    /// The longest timeout a call waits: 10⁹ seconds, about 31 years. Longer ones wait this
    /// long, so that no clock or client overflows converting them to nanoseconds.
    static var longestTimeout: Duration { .seconds(1_000_000_000) }

    /// `timeout` within zero and ``longestTimeout``.
    static func clamped(_ timeout: Duration) -> Duration {
        min(max(timeout, .zero), longestTimeout)
    }
}

// MARK: - 2. Send

extension Service {
    /// Sends a call and hands its checked outcome to `receiver`, exactly once: a callback call.
    ///
    /// - Returns: A handle that cancels the call.
    @usableFromInline
    func send(
        _ method: HTTPMethod,
        _ route: Route,
        _ options: CallOptions,
        then receiver: @escaping @Sendable (Outcome) -> Void
    ) -> CallHandle {
        let request: AdapterRequest
        do {
            request = try self.request(method, route, options)
        } catch {
            receiver(.failure(error))
            return CallHandle(nil)
        }
        return send(request, path: route.encoded, then: receiver)
    }

    /// Sends a request formed and checked already, and hands its checked outcome to `receiver`,
    /// exactly once.
    ///
    /// - Returns: A handle that cancels the call.
    func send(
        _ request: consuming AdapterRequest,
        path: String,
        then receiver: @escaping @Sendable (Outcome) -> Void
    ) -> CallHandle {
        let errorBody = self.errorBody
        let exchange = Exchange(cancellationReason: Self.callCancelled, timeout: request.timeout)
        // An async adapter's work follows redirections itself; a callback adapter's are followed
        // here, by the service's sender, one reference (capturing the adapter, a generic value,
        // cost every call thousands of instructions of metadata lookups, measured).
        let sender = callbackSender
        send(request, settling: exchange)
        // An adapter that answered at once (a cache, a test's adapter) is checked here, with no
        // callback to make and no copy of the request to keep in it (some 1 000 instructions and
        // an allocation a call, `Benchmarks/`). Otherwise the answer, whenever it comes, reaches
        // the callback; one that comes meanwhile is handed to it as soon as it is registered.
        if let response = exchange.takeUnclaimed() {
            guard let sender, AdapterRequest.isRedirection(response.status) else {
                receiver(Self.check(response, to: request, path: path, errorBody: errorBody))
                return CallHandle(exchange)
            }
            RedirectionChain.follow(response, to: request, after: exchange, with: sender) { [request] response in
                receiver(Self.check(response, to: request, path: path, errorBody: errorBody))
            }
            return CallHandle(exchange)
        }
        exchange.whenSettled { [request] response, exchange in
            guard let sender, AdapterRequest.isRedirection(response.status) else {
                receiver(Self.check(response, to: request, path: path, errorBody: errorBody))
                return
            }
            RedirectionChain.follow(response, to: request, after: exchange, with: sender) { response in
                receiver(Self.check(response, to: request, path: path, errorBody: errorBody))
            }
        }
        return CallHandle(exchange)
    }

    /// Why a callback call ends when cancelled.
    static var callCancelled: String { "the call was cancelled" }

    /// Sends a call in the calling task: an async call.
    ///
    /// Inlined into the caller's `call`, so that an async call runs in one async function of the
    /// library's, not two: a task's first call needs one allocator block fewer for its frames
    /// (every async call of the Allocations suite, one allocation fewer).
    ///
    /// - Returns: The answer, checked.
    /// - Throws: ``YopuyError`` for anything but a successful answer.
    @inlinable
    func send(_ method: HTTPMethod, _ route: Route, _ options: CallOptions) async throws(YopuyError) -> Answer {
        try await send(try request(method, route, options), path: route.encoded)
    }

    /// Sends a request formed and checked already, in the calling task.
    ///
    /// It runs where its caller runs (`nonisolated(nonsending)`): every caller is one of the
    /// service's own async functions, already off any actor, and a switch of executor on the way
    /// in cost each call some 230 instructions for nothing (`Benchmarks/`).
    ///
    /// - Returns: The answer, checked.
    /// - Throws: ``YopuyError`` for anything but a successful answer.
    @usableFromInline
    nonisolated(nonsending) func send(
        _ request: consuming AdapterRequest,
        path: String
    ) async throws(YopuyError) -> Answer {
        let reason = "the calling task was cancelled"
        if Task.isCancelled {
            throw YopuyError(code: .cancelled, reason: reason, path: path)
        }
        let response: AdapterResponse
        // `callbackSender` first: a callback adapter's service has one, and its `asyncAdapter`,
        // an optional existential, is then not copied out through the runtime's generic
        // witnesses (some 300 instructions a call, `Benchmarks/`).
        if callbackSender == nil, request.timeout == nil, request.bodySource == nil, let asyncAdapter {
            // Already in a task: await the adapter in it, with no exchange and no second task.
            // Cancellation reaches the adapter through this task. A body from a source goes
            // through an exchange, which reads it first for an adapter that cannot stream.
            response = await asyncAdapter.responseOrError(to: request)
            if response.error != nil, Task.isCancelled {
                throw YopuyError(code: .cancelled, reason: reason, path: path)
            }
        } else {
            // Settled in an exchange: a callback adapter's answer (its redirections followed), or
            // an async one's raced by a timeout or reading its body from a source. One that
            // answered at once with nothing to follow is not awaited, and no async function is
            // called for it (some 300 instructions a call, `Benchmarks/`).
            let exchange = Exchange(cancellationReason: reason, timeout: request.timeout)
            send(request, settling: exchange)
            let answered = exchange.takeUnclaimed()
            if let answered, callbackSender == nil || !AdapterRequest.isRedirection(answered.status) {
                response = answered
            } else {
                response = await exchanged(request, in: exchange, answered: answered)
            }
        }
        return try Self.checked(response, to: request, path: path, errorBody: errorBody)
    }

    /// The response to `request` that `exchange` settles with, or `answered` if it has settled,
    /// its redirections followed for a callback adapter. Not inlined, and neither is
    /// ``checked(_:to:path:errorBody:)``: what they keep across their waits would otherwise be
    /// kept in the frame of every async call, and a task's first call through one observing
    /// middleware needed an allocator block more for it (`Benchmarks/`, the Allocations suite).
    @inline(never)
    private nonisolated(nonsending) func exchanged(
        _ request: AdapterRequest,
        in exchange: Exchange,
        answered: AdapterResponse?
    ) async -> AdapterResponse {
        var response: AdapterResponse
        if let answered {
            response = answered
        } else {
            response = await exchange.response()
        }
        if callbackSender != nil, AdapterRequest.isRedirection(response.status) {
            response = await following(response, to: request, within: exchange.deadline)
        }
        return response
    }

    /// The answer ``check(_:to:path:errorBody:)`` makes of `response`, or the error it throws;
    /// synchronous, so that the outcome and error it builds live on the thread's stack, not in
    /// an async caller's frame.
    @inline(never)
    static func checked(
        _ response: consuming AdapterResponse,
        to request: consuming AdapterRequest,
        path: String,
        errorBody: ErrorBodyParser?
    ) throws(YopuyError) -> Answer {
        try check(response, to: request, path: path, errorBody: errorBody).get()
    }

    /// The answer at the end of the redirections that `response`, a callback adapter's answer to
    /// `request`, starts (``RedirectionChain``): each next request sent in an exchange of its own,
    /// within what is left of the call's time; or the error that ended the chain. Not inlined, so
    /// that its frame is allocated only when a redirection comes.
    @inline(never)
    private func following(
        _ response: AdapterResponse,
        to request: AdapterRequest,
        within deadline: ContinuousClock.Instant?
    ) async -> AdapterResponse {
        guard let sender = callbackSender else {
            return response
        }
        return await RedirectionChain.follow(response, to: request) { next in
            await sender.send(next, within: deadline, cancellationReason: "the calling task was cancelled")
        }
    }

    /// Runs `request` through the adapter, settling `exchange` with the first of: the adapter's
    /// response, a cancellation, the timeout. An ``AsyncHTTPAdapter``'s work follows the
    /// redirections it is answered with (`responseOrError(to:)`), and so does the bottom of an
    /// ``ObservedChain``'s sender; a callback adapter's answer is followed by the caller
    /// (``RedirectionChain``).
    private func send(_ request: AdapterRequest, settling exchange: Exchange) {
        if let observedSender, request.bodySource == nil {
            // Middleware that never waits, over a callback adapter: no task to start.
            guard let timeout = request.timeout else {
                observedSender(request, request.url, exchange) { exchange.settle($0) }
                return
            }
            let deadline = exchange.deadline ?? ContinuousClock.now + timeout
            observedSender(request, request.url, exchange) { exchange.settle(Self.late($0, deadline, timeout)) }
            Self.time(exchange, out: timeout)
            return
        }
        guard callbackSender == nil, let asyncAdapter else {
            Self.send(request, through: adapter, settling: exchange)
            return
        }
        if request.bodySource != nil, streamingAdapter == nil {
            Self.readBody(of: request, settling: exchange) { read, settle in
                settle(await asyncAdapter.responseOrError(to: read))
            }
            return
        }
        guard let timeout = request.timeout else {
            let work = Task { exchange.settle(await asyncAdapter.responseOrError(to: request)) }
            exchange.onSettle { work.cancel() }
            return
        }
        let deadline = exchange.deadline ?? ContinuousClock.now + timeout
        let work = Task {
            exchange.settle(Self.late(await asyncAdapter.responseOrError(to: request), deadline, timeout))
        }
        exchange.onSettle { work.cancel() }
        Self.time(exchange, out: timeout)
    }

    /// Runs `request` through the callback adapter `adapter`, settling `exchange` with the first
    /// of: its answer, a cancellation, the timeout.
    static func send(_ request: AdapterRequest, through adapter: Adapter, settling exchange: Exchange) {
        if request.bodySource != nil {
            readBody(of: request, settling: exchange) { read, settle in
                adapter.perform(read.method, request: read, callback: settle)
            }
            return
        }
        guard let timeout = request.timeout else {
            adapter.perform(request.method, request: request) { exchange.settle($0) }
            return
        }
        let deadline = exchange.deadline ?? ContinuousClock.now + timeout
        adapter.perform(request.method, request: request) { exchange.settle(Self.late($0, deadline, timeout)) }
        time(exchange, out: timeout)
    }

    /// Reads the body of `request` from its source, in a task that the exchange's settling
    /// cancels, then has `send` send it in that task, its answer settling `exchange` within the
    /// request's timeout: for an adapter that cannot stream. Not inlined, so that the other calls
    /// pay nothing for it.
    @inline(never)
    private static func readBody(
        of request: AdapterRequest,
        settling exchange: Exchange,
        with send: @escaping @Sendable (AdapterRequest, @escaping @Sendable (AdapterResponse) -> Void) async -> Void
    ) {
        let deadline = exchange.deadline
        let work = Task {
            do throws(YopuyError) {
                let read = try await request.readingBody()
                await send(read) { response in
                    guard let deadline, let timeout = read.timeout else {
                        exchange.settle(response)
                        return
                    }
                    exchange.settle(late(response, deadline, timeout))
                }
            } catch {
                exchange.settle(AdapterResponse(error: error))
            }
        }
        exchange.onSettle { work.cancel() }
        if let timeout = request.timeout {
            time(exchange, out: timeout)
        }
    }

    /// Settles `exchange` as timed out after `timeout`, unless it is settled before.
    static func time(_ exchange: Exchange, out timeout: Duration) {
        guard !exchange.isSettled else {
            return
        }
        let timer = Task {
            guard (try? await Task.sleep(for: timeout)) != nil else {
                return
            }
            exchange.settle(
                AdapterResponse(error: Exchange.Interruption.timedOut(after: timeout, underlyingError: nil))
            )
        }
        exchange.onSettle { timer.cancel() }
    }

    /// `response`, unless it is an error that came after the deadline: the adapter, told the
    /// timeout, noticed it first; that is a timeout all the same.
    private static func late(
        _ response: AdapterResponse,
        _ deadline: ContinuousClock.Instant,
        _ timeout: Duration
    ) -> AdapterResponse {
        guard let error = response.error, ContinuousClock.now >= deadline else {
            return response
        }
        return AdapterResponse(error: Exchange.Interruption.timedOut(after: timeout, underlyingError: error))
    }
}

// MARK: - 3. Check

extension Service {
    /// The adapter's response as an answer, or the error it stands for: a cancellation or a
    /// timeout, a refused request as it is, the adapter's own error as a transport failure, or a
    /// status outside 200..<300.
    static func check(
        _ response: consuming AdapterResponse,
        to request: consuming AdapterRequest,
        path: String,
        errorBody: ErrorBodyParser?
    ) -> Outcome {
        if let error = response.error {
            return .failure(failure(error, request: request, path: path, attempts: response.attempts))
        }
        if response.body.count > request.maximumBodySize {
            return .failure(
                YopuyError(
                    code: .bodyTooLarge,
                    reason: request.bodyTooLargeError.reason,
                    path: path,
                    request: request,
                    status: response.status,
                    headers: response.headers,
                    attempts: response.attempts
                )
            )
        }
        guard (200..<300).contains(response.status) else {
            return .failure(
                YopuyError(
                    code: .unacceptableStatus,
                    reason: "the server answered \(response.status)",
                    path: path,
                    request: request,
                    status: response.status,
                    headers: response.headers,
                    body: response.body,
                    parsedBody: errorBody?.value(of: response.body),
                    attempts: response.attempts
                )
            )
        }
        return .answered(Answer(request: request, response: response, path: path))
    }

    /// What an error in an adapter's response means for the call.
    private static func failure(
        _ error: any Error,
        request: AdapterRequest,
        path: String,
        attempts: Int
    ) -> YopuyError {
        switch error {
        case Exchange.Interruption.cancelled(let reason):
            return YopuyError(code: .cancelled, reason: reason, path: path)
        case Exchange.Interruption.timedOut(let timeout, let underlyingError):
            return YopuyError(
                code: .timedOut,
                reason: "no answer within \(timeout)",
                path: path,
                request: request,
                underlyingError: underlyingError,
                attempts: attempts
            )
        case let error as YopuyError:
            // A middleware's own verdict (a refused header, a failed token refresh, retries given
            // up): say it as the middleware did, about this call.
            return error.about(path: path, request: request)
        case is CancellationError:
            return YopuyError(
                code: .cancelled,
                reason: "the adapter was cancelled",
                path: path,
                request: request,
                attempts: attempts
            )
        default:
            return YopuyError(
                code: .transport,
                reason: "the adapter got no answer",
                path: path,
                request: request,
                underlyingError: error,
                attempts: attempts
            )
        }
    }
}

// MARK: - 4. Parse

extension Service {
    /// The response, its body parsed by `parse`; no value for an empty body.
    @inlinable
    static func parse<Value: Sendable>(
        _ answer: consuming Answer,
        with parse: (Data) throws -> Value
    ) throws(YopuyError) -> Response<Value> {
        if answer.response.body.isEmpty {
            return answer.response(with: nil)
        }
        do {
            return answer.response(with: try parse(answer.response.body))
        } catch {
            throw answer.parseFailure(error)
        }
    }

    /// The outcome, its answer's body parsed by `parse`.
    @inlinable
    static func parse<Value: Sendable>(
        _ outcome: Outcome,
        with parse: (Data) throws -> Value
    ) -> Result<Response<Value>, YopuyError> {
        switch outcome {
        case .answered(let answer):
            if answer.response.body.isEmpty {
                return .success(answer.borrowedResponse(with: nil))
            }
            do {
                return .success(answer.borrowedResponse(with: try parse(answer.response.body)))
            } catch {
                return .failure(answer.parseFailure(error))
            }
        case .failed(let failure):
            return .failure(failure.error)
        }
    }
}

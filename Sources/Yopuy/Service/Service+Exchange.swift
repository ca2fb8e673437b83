#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

// How a call runs, in two layers. The public `call` methods are generic over the resource and
// inlinable, so that they are specialised in the caller's module: they only parse. Everything
// else (forming the request, the adapter, timeouts, cancellation) is the non-generic core below,
// compiled once here: generic code left unspecialised pays a runtime metadata lookup for every
// generic type it touches, on every call.

/// An adapter's answer to a request, before its body is parsed. A call's outcome holds one only
/// when its status is in 200..<300 and the adapter reported no error.
@usableFromInline
struct Answer: Sendable {
    /// What was sent.
    @usableFromInline let request: AdapterRequest

    /// What came back.
    @usableFromInline let response: AdapterResponse

    /// The encoded path, for errors.
    @usableFromInline let path: String

    /// The response with `value`, parsed from its body.
    @inlinable
    func response<Value: Sendable>(with value: Value?) -> Response<Value> {
        Response(value: value, status: response.status, headers: response.headers, body: response.body)
    }

    /// The error for a body that `parse` rejected.
    @usableFromInline
    func parseFailure(_ error: any Error) -> YopuyError {
        YopuyError(
            code: .parseFailure,
            reason: "the response body could not be parsed",
            path: path,
            request: request,
            status: response.status,
            headers: response.headers,
            body: response.body,
            underlyingError: error
        )
    }
}

/// What every call settles on before parsing: the adapter's successful answer, or the first
/// failure (a cancellation, a timeout, the adapter's error, a status outside 200..<300).
@usableFromInline
typealias Outcome = Result<Answer, YopuyError>

extension Service {
    /// The response, its body parsed by `parse`; no value for an empty body.
    @inlinable
    static func parse<Value: Sendable>(
        _ answer: Answer,
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
        case .success(let answer):
            do throws(YopuyError) {
                return .success(try Self.parse(answer, with: parse))
            } catch {
                return .failure(error)
            }
        case .failure(let error):
            return .failure(error)
        }
    }

    /// Starts a call whose outcome goes to `receiver`, exactly once.
    ///
    /// - Returns: A handle that cancels the call.
    @usableFromInline
    func start(
        _ method: HTTPMethod,
        _ route: Route,
        _ options: CallOptions,
        receiver: @escaping @Sendable (Outcome) -> Void
    ) -> CallHandle {
        let request: AdapterRequest
        do {
            request = try self.request(method, route, options)
        } catch {
            receiver(.failure(error))
            return CallHandle(nil)
        }
        let path = route.encoded
        let exchange = Exchange(path: path, cancellationReason: "the call was cancelled")
        exchange.deliver(to: receiver)
        run(request, path: path, settling: exchange)
        return CallHandle(exchange)
    }

    /// Runs a call in the calling task.
    ///
    /// - Throws: ``YopuyError`` for anything but a successful answer.
    @usableFromInline
    func answer(_ method: HTTPMethod, _ route: Route, _ options: CallOptions) async throws(YopuyError) -> Answer {
        let path = route.encoded
        let reason = "the calling task was cancelled"
        if Task.isCancelled {
            throw YopuyError(code: .cancelled, reason: reason, path: path)
        }
        return try await answer(to: try self.request(method, route, options), path: path)
    }

    /// Runs a request formed and checked already, in the calling task.
    ///
    /// - Throws: ``YopuyError`` for anything but a successful answer.
    @inline(__always)
    func answer(to request: AdapterRequest, path: String) async throws(YopuyError) -> Answer {
        let reason = "the calling task was cancelled"
        if Task.isCancelled {
            throw YopuyError(code: .cancelled, reason: reason, path: path)
        }
        if request.timeout == nil, let asyncAdapter {
            // Already in a task: await the adapter in it, with no second task to schedule.
            // Cancellation reaches the adapter through this task.
            let response = await asyncAdapter.responseOrError(to: request)
            if response.error != nil, Task.isCancelled {
                throw YopuyError(code: .cancelled, reason: reason, path: path)
            }
            return try Self.check(response, to: request, path: path, errorBody: errorBody).get()
        }
        let exchange = Exchange(path: path, cancellationReason: reason)
        run(request, path: path, settling: exchange)
        if let outcome = exchange.takeOutcome() {
            // The adapter answered at once: no need to suspend.
            return try outcome.get()
        }
        let outcome = await withTaskCancellationHandler {
            await withUnsafeContinuation { exchange.resume($0) }
        } onCancel: {
            exchange.cancel()
        }
        return try outcome.get()
    }

    /// Runs `request` through the adapter, settling `exchange` with the first of: the adapter's
    /// answer, a cancellation, the timeout.
    private func run(_ request: AdapterRequest, path: String, settling exchange: Exchange) {
        let deadline = request.timeout.map { ContinuousClock.now + $0 }
        let errorBody = self.errorBody
        let settle: @Sendable (AdapterResponse) -> Void = { response in
            if let error = response.error, let deadline, ContinuousClock.now >= deadline, let timeout = request.timeout
            {
                // The adapter noticed the deadline first (it was told the timeout): a timeout all the same.
                exchange.finish(
                    .failure(Self.timedOut(after: timeout, path: path, request: request, underlyingError: error))
                )
                return
            }
            exchange.finish(Self.check(response, to: request, path: path, errorBody: errorBody))
        }
        if let asyncAdapter {
            let work = Task { settle(await asyncAdapter.responseOrError(to: request)) }
            exchange.onFinish { work.cancel() }
        } else {
            adapter.perform(request.method, request: request, callback: settle)
        }
        if let timeout = request.timeout, !exchange.isSettled {
            let timer = Task {
                guard (try? await Task.sleep(for: timeout)) != nil else {
                    return
                }
                exchange.finish(.failure(Self.timedOut(after: timeout, path: path, request: request)))
            }
            exchange.onFinish { timer.cancel() }
        }
    }

    /// The error for a call that got no answer within `timeout`.
    static func timedOut(
        after timeout: Duration,
        path: String,
        request: AdapterRequest,
        underlyingError: (any Error)? = nil
    ) -> YopuyError {
        YopuyError(
            code: .timedOut,
            reason: "no answer within \(timeout)",
            path: path,
            request: request,
            underlyingError: underlyingError
        )
    }

    /// The adapter's response as an answer, or the error it stands for: a refused request as it
    /// is, the adapter's own error as a transport failure, or a status outside 200..<300.
    static func check(
        _ response: AdapterResponse,
        to request: AdapterRequest,
        path: String,
        errorBody: ErrorBodyParser?
    ) -> Outcome {
        if let error = response.error {
            if let refusal = error as? YopuyError, refusal.refusesTheRequest {
                // A middleware's request failed the checks in `send`: say so, as the service would.
                return .failure(refusal.about(path: path, request: request))
            }
            if error is CancellationError {
                return .failure(
                    YopuyError(code: .cancelled, reason: "the adapter was cancelled", path: path, request: request)
                )
            }
            return .failure(
                YopuyError(
                    code: .transport,
                    reason: "the adapter got no answer",
                    path: path,
                    request: request,
                    underlyingError: error
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
                    parsedBody: errorBody?.value(of: response.body)
                )
            )
        }
        return .success(Answer(request: request, response: response, path: path))
    }
}

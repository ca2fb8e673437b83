#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What every call settles on.
typealias Outcome<Value: Sendable> = Result<Response<Value>, YopuyError>

/// How a call parses its body, named by type so that no closure has to carry it.
protocol ResponseParser: SendableMetatype {
    associatedtype Value: Sendable
    static func parse(_ data: Data) throws -> Value
}

/// Parses with the resource's `parse(singular:)`.
enum SingularParser<Resource: ParsesSingular>: ResponseParser where Resource.Singular: Sendable {
    static func parse(_ data: Data) throws -> Resource.Singular { try Resource.parse(singular: data) }
}

/// Parses with the resource's `parse(collection:)`.
enum CollectionParser<Resource: ParsesCollection>: ResponseParser where Resource.Collection: Sendable {
    static func parse(_ data: Data) throws -> Resource.Collection { try Resource.parse(collection: data) }
}

extension Service {
    /// Builds the request and runs it through the adapter, settling `exchange` with the parsed
    /// response or the first failure: the adapter's, a cancellation or the timeout.
    func run<Parser: ResponseParser>(
        _ method: HTTPMethod,
        _ route: Route,
        _ options: CallOptions,
        parser: Parser.Type,
        settling exchange: Exchange<Outcome<Parser.Value>>
    ) {
        let request: AdapterRequest
        do {
            request = try self.request(method, route, options)
        } catch {
            exchange.finish(.failure(error))
            return
        }
        let path = route.encoded
        let deadline = request.timeout.map { ContinuousClock.now + $0 }
        let settle: @Sendable (AdapterResponse) -> Void = { response in
            if let error = response.error, let deadline, ContinuousClock.now >= deadline, let timeout = request.timeout
            {
                // The adapter noticed the deadline first (it was told the timeout): a timeout all the same.
                exchange.finish(
                    .failure(Self.timedOut(after: timeout, path: path, request: request, underlyingError: error))
                )
                return
            }
            exchange.finish(Self.interpret(response, to: request, path: path, parser: Parser.self))
        }
        if let asyncAdapter = adapter as? any AsyncHTTPAdapter {
            let work = Task { settle(await asyncAdapter.responseOrError(to: request)) }
            exchange.onFinish { work.cancel() }
        } else {
            adapter.perform(method, request: request, callback: settle)
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

    /// The caller's outcome for the adapter's response: a transport failure, an unacceptable
    /// status, an empty body, or the parsed value.
    static func interpret<Parser: ResponseParser>(
        _ response: AdapterResponse,
        to request: AdapterRequest,
        path: String,
        parser: Parser.Type
    ) -> Outcome<Parser.Value> {
        if let error = response.error {
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
                    body: response.body
                )
            )
        }
        if response.body.isEmpty {
            return .success(
                Response(value: nil, status: response.status, headers: response.headers, body: response.body)
            )
        }
        do {
            let value = try Parser.parse(response.body)
            return .success(
                Response(value: value, status: response.status, headers: response.headers, body: response.body)
            )
        } catch {
            return .failure(
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
            )
        }
    }

    /// A callback call: the handler receives the outcome once; the handle cancels it.
    func call<Parser: ResponseParser>(
        _ method: HTTPMethod,
        _ route: Route,
        _ options: CallOptions,
        parser: Parser.Type,
        handler: @escaping @Sendable (Outcome<Parser.Value>) -> Void
    ) -> CallHandle {
        let exchange = Exchange<Outcome<Parser.Value>>(
            cancellation: .failure(YopuyError(code: .cancelled, reason: "the call was cancelled", path: route.encoded))
        )
        exchange.deliver(to: handler)
        run(method, route, options, parser: parser, settling: exchange)
        return CallHandle(exchange)
    }

    /// An async call: cancelling the calling task settles it as cancelled and cancels the
    /// adapter's work. An async adapter without a timeout runs in the calling task itself.
    func call<Parser: ResponseParser>(
        _ method: HTTPMethod,
        _ route: Route,
        _ options: CallOptions,
        parser: Parser.Type
    ) async throws(YopuyError) -> Response<Parser.Value> {
        let path = route.encoded
        let cancelled = YopuyError(code: .cancelled, reason: "the calling task was cancelled", path: path)
        if Task.isCancelled {
            throw cancelled
        }
        if options.timeout ?? timeout == nil, let asyncAdapter = adapter as? any AsyncHTTPAdapter {
            // Already in a task: await the adapter in it, with no second task to schedule.
            // Cancellation reaches the adapter through this task.
            let request = try self.request(method, route, options)
            let response = await asyncAdapter.responseOrError(to: request)
            if response.error != nil, Task.isCancelled {
                throw cancelled
            }
            return try Self.interpret(response, to: request, path: path, parser: Parser.self).get()
        }
        let exchange = Exchange<Outcome<Parser.Value>>(cancellation: .failure(cancelled))
        run(method, route, options, parser: parser, settling: exchange)
        let outcome = await withTaskCancellationHandler {
            await withUnsafeContinuation { exchange.resume($0) }
        } onCancel: {
            exchange.cancel()
        }
        return try outcome.get()
    }
}

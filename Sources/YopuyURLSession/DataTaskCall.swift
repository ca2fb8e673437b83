import Foundation
import Yopuy

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One call of ``URLSessionAdapter``: its data task, what the task has received, and the
/// continuation to resume once, with the answer or the error.
///
/// It is also the data task's own delegate (`URLSessionTask.delegate`), so that it declines
/// every redirection, whatever the session's delegate is; on Linux it also answers the task's
/// authentication challenges and, on a session of the adapter's own, receives the answer's head
/// and body through ``AdapterSessionDelegate``.
///
/// A cancellation that comes before, during or after the task starts is handled once, and ends
/// the call at once.
///
/// Every call into URLSession (making the data task, starting it, cancelling it) is made on
/// ``taskQueue``, never on a thread of Swift's cooperative pool: URLSession on Linux makes each of
/// them wait for its own queue, which also runs the transfers, so under load they block for up to
/// seconds, and two blocked threads stop every task of a two-core machine. ``cancel()`` also runs
/// in the calling task's cancellation handler, while the Swift runtime holds that task's lock,
/// where a call into URLSession could deadlock.
final class DataTaskCall: NSObject, Sendable {
    /// Who waits for the answer: for all of it, or for its head, the body to come as a stream.
    enum Waiter: Sendable {
        case whole(UnsafeContinuation<AdapterResponse, any Error>)
        case head(UnsafeContinuation<StreamedAdapterResponse, any Error>)

        /// Resumes the waiter with `result`, the whole answer as it is or, to a waiter for the
        /// head, with its body as one chunk.
        func resume(with result: Result<AdapterResponse, any Error>) {
            switch self {
            case .whole(let continuation):
                continuation.resume(with: result)
            case .head(let continuation):
                continuation.resume(
                    with: result.map {
                        StreamedAdapterResponse(status: $0.status, headers: $0.headers, body: BodyStream($0.body))
                    }
                )
            }
        }

        var isStreaming: Bool {
            if case .head = self {
                return true
            }
            return false
        }
    }

    private struct State: Sendable {
        /// The data task, from its start until the call ends.
        var task: URLSessionDataTask?
        /// The caller, until it has the answer, or its head.
        var waiter: Waiter?
        /// Whether the caller streams the body.
        var isStreaming = false
        /// The body handed to a caller that streams, from the head's arrival to the end.
        var stream: BodyStream.Continuation?
        /// The answer's head, when the session's delegate hands it over.
        var response: URLResponse?
        /// The answer's body so far, when the session's delegate hands it over, to a caller
        /// that waits for all of it.
        var body = Data()
        /// The most bytes of the body kept for a caller that waits for all of it.
        var limit = Int.max
        var isCancelled = false
        /// The request's body, told the bytes sent when it reports its progress.
        var upload: BodySource?
    }

    /// Why a call that waits for the whole body ended: it grew past its limit.
    struct BodyTooLarge: Error {}

    /// Where data tasks are made, started and cancelled: away from the cooperative pool and
    /// from any task's cancellation handler.
    static let taskQueue = DispatchQueue(label: "YopuyURLSession.tasks")

    private let state = Locked(State())

    /// Where this call's data task is made, started and cancelled: ``taskQueue``, unless a test holds
    /// it back.
    private let queue: DispatchQueue

    /// Creates a call that makes, starts and cancels its data task on `queue`.
    init(on queue: DispatchQueue = DataTaskCall.taskQueue) {
        self.queue = queue
    }

    /// Whether the call was cancelled.
    var isCancelled: Bool {
        state.withLock { $0.isCancelled }
    }

    /// Has the call's data task made in `session` and started, on its queue; ends the call at
    /// once with `CancellationError` if it was cancelled first, and then starts no task.
    ///
    /// On a session whose delegate is an ``AdapterSessionDelegate``, the task has no completion
    /// handler: that delegate hands every event to this call. On Apple platforms, a call that
    /// streams has no completion handler either: the task's events come to this call as the
    /// task's delegate. On any other session, a completion handler delivers the answer, and this
    /// call, as the task's delegate, only answers challenges.
    ///
    /// - Parameters:
    ///   - request: What to send.
    ///   - file: The file to send as the body, if it is one: an upload task sends it as it reads it.
    ///   - limit: The most bytes of the body to keep for a caller that waits for all of it: past
    ///     it, the task is cancelled and the call ends with ``BodyTooLarge``.
    ///   - source: The request's body, told the bytes URLSession sent, if it reports its progress.
    ///   - session: The session that sends it.
    ///   - waiter: The caller, resumed once with the answer, or its head, or the error.
    func start(
        _ request: URLRequest,
        uploading file: URL? = nil,
        reportingTo source: BodySource? = nil,
        keepingUpTo limit: Int = .max,
        in session: URLSession,
        resuming waiter: Waiter
    ) {
        let cancelled = state.withLock { state in
            state.waiter = waiter
            state.isStreaming = waiter.isStreaming
            state.limit = limit
            state.upload = source?.reportsProgress == true ? source : nil
            return state.isCancelled
        }
        guard !cancelled else {
            finish(.failure(CancellationError()))
            return
        }
        queue.async { [self] in
            guard !isCancelled else {
                return
            }
            let task = makeTask(request, uploading: file, in: session, streaming: waiter.isStreaming)
            let cancelled = state.withLock { state in
                if !state.isCancelled {
                    state.task = task
                }
                return state.isCancelled
            }
            if cancelled {
                // Cancelled while the task was made: it never starts, and ends.
                task.cancel()
            } else {
                task.resume()
            }
        }
    }

    /// A data task, or an upload task for a body in `file`, for this call, with this call as its
    /// delegate.
    private func makeTask(
        _ request: URLRequest,
        uploading file: URL?,
        in session: URLSession,
        streaming: Bool
    ) -> URLSessionDataTask {
        let task: URLSessionDataTask
        #if canImport(FoundationNetworking) && !YOPUY_APPLE_BRANCHES
        let delegated = session.delegate is AdapterSessionDelegate
        #else
        let delegated = streaming
        #endif
        let completion: @Sendable (Data?, URLResponse?, (any Error)?) -> Void = { [self] data, response, error in
            finish(URLSessionAdapter.answer(data, response, error, cancelled: isCancelled))
        }
        switch (file, delegated) {
        case (let file?, true): task = session.uploadTask(with: request, fromFile: file)
        case (let file?, false): task = session.uploadTask(with: request, fromFile: file, completionHandler: completion)
        case (nil, true): task = session.dataTask(with: request)
        case (nil, false): task = session.dataTask(with: request, completionHandler: completion)
        }
        task.delegate = self
        return task
    }

    /// Whether `session` hands a task's body over part by part, so that a call can stream it:
    /// on Linux, only a session whose delegate is the adapter's.
    static func canStream(in session: URLSession) -> Bool {
        #if canImport(FoundationNetworking) && !YOPUY_APPLE_BRANCHES
        session.delegate is AdapterSessionDelegate
        #else
        true
        #endif
    }

    /// Starts the call and waits for its answer, or its head: cancelling the calling task
    /// cancels the call (``cancel()``).
    ///
    /// - Parameters:
    ///   - request: What to send.
    ///   - file: The file to send as the body, if it is one.
    ///   - source: The request's body, told the bytes URLSession sent, if it reports its progress.
    ///   - limit: The most bytes of the body to keep for a caller that waits for all of it.
    ///   - session: The session that sends it.
    ///   - waiter: What waits: ``Waiter/whole(_:)`` or ``Waiter/head(_:)``.
    /// - Returns: The answer, or its head.
    func run<Answer>(
        _ request: URLRequest,
        uploading file: URL? = nil,
        reportingTo source: BodySource? = nil,
        keepingUpTo limit: Int = .max,
        in session: URLSession,
        resuming waiter: (UnsafeContinuation<Answer, any Error>) -> Waiter
    ) async throws -> Answer {
        try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { continuation in
                start(
                    request,
                    uploading: file,
                    reportingTo: source,
                    keepingUpTo: limit,
                    in: session,
                    resuming: waiter(continuation)
                )
            }
        } onCancel: {
            cancel()
        }
    }

    /// Marks the call cancelled, has its data task, if it runs, cancelled on its queue, and ends
    /// the call at once with `CancellationError`: the caller does not wait for URLSession to
    /// process the cancellation, which on Linux, with many transfers on the session, can take a
    /// second, while the body goes on arriving.
    func cancel() {
        let task = state.withLock { state in
            state.isCancelled = true
            return state.task
        }
        if let task {
            queue.async { task.cancel() }
        }
        finish(.failure(CancellationError()))
    }

    /// Resumes the caller with `result`, the first time only, ends a body being streamed, and
    /// lets go of the data task, which holds this call as its delegate.
    func finish(_ result: Result<AdapterResponse, any Error>) {
        let (waiter, stream) = state.withLock { state in
            defer {
                state.waiter = nil
                state.stream = nil
                state.task = nil
                state.response = nil
                state.body = Data()
            }
            return (state.waiter, state.stream)
        }
        waiter?.resume(with: result)
        guard let stream else {
            return
        }
        switch result {
        case .success:
            stream.finish()
        case .failure(let error):
            stream.finish(throwing: error)
        }
    }

    /// Records the answer's head; to a caller that streams, hands it over with the body to come.
    func received(_ response: URLResponse) {
        let streamed = state.withLock { state -> UnsafeContinuation<StreamedAdapterResponse, any Error>? in
            state.response = response
            guard case .head(let continuation) = state.waiter else {
                return nil
            }
            return continuation
        }
        guard let streamed else {
            return
        }
        switch URLSessionAdapter.answer(nil, response, nil, cancelled: false) {
        case .failure(let error):
            finish(.failure(error))
        case .success(let head):
            let (body, stream) = makeBody()
            let isWaiting = state.withLock { state in
                guard state.waiter != nil else {
                    return false
                }
                state.waiter = nil
                state.stream = stream
                return true
            }
            if isWaiting {
                streamed.resume(
                    returning: StreamedAdapterResponse(status: head.status, headers: head.headers, body: body)
                )
            }
        }
    }

    /// The most bytes a body keeps in memory for a reader that lags, on Linux.
    static let bufferLimit = 8 << 20

    /// The body to hand a caller that streams: its reader going away cancels the task. On Apple
    /// platforms a reader that lags suspends the task until it catches up; URLSession on Linux
    /// cannot pause a transfer (suspending a running task there takes it off its connection), so
    /// what the reader has not read yet, past 8 MiB, waits in a temporary file.
    private func makeBody() -> (BodyStream, BodyStream.Continuation) {
        #if canImport(FoundationNetworking) && !YOPUY_APPLE_BRANCHES
        // URLSession cannot pause here: past 8 MiB, what the reader has not read waits on disk.
        // Less spills a reader that keeps up, only in bursts, to disk and back (1 MiB: 0.76× the
        // raw client's speed, pulling 1 GiB from a registry on loopback).
        BodyStream.makeStream(bufferLimit: Self.bufferLimit, onTermination: { [self] in cancel() })
        #else
        BodyStream.makeStream(
            onPause: { [self] in state.withLock { $0.task }?.suspend() },
            onResume: { [self] in state.withLock { $0.task }?.resume() },
            onTermination: { [self] in cancel() }
        )
        #endif
    }

    /// Tells the request's body that URLSession sent `total` of its bytes.
    func sent(_ total: Int64) {
        state.withLock { $0.upload }?.reportSent(total)
    }

    /// Adds a part of the answer's body: to the stream of a caller that streams, or to the body
    /// kept for a caller that waits for all of it.
    func received(_ data: Data) {
        let (stream, isTooLarge) = state.withLock { state -> (BodyStream.Continuation?, Bool) in
            if let stream = state.stream {
                return (stream, false)
            }
            guard state.waiter != nil else {
                // The call has ended (cancelled, or too large): what still arrives is dropped.
                return (nil, false)
            }
            guard data.count <= state.limit - state.body.count else {
                return (nil, true)
            }
            state.body.append(data)
            return (nil, false)
        }
        if isTooLarge {
            finish(.failure(BodyTooLarge()))
            cancel()
        } else if let stream, !stream.yield(data) {
            cancel()
        }
    }

    /// Ends the call when `task` completes, with what it received.
    ///
    /// The answer's head is the task's `response`: URLSession on Linux does not hand a session's
    /// delegate the head of a redirection status (301, 302, 303, 305 to 308), expecting to
    /// follow it, and sets only the task's `response` when there is nowhere to go.
    func completed(_ task: URLSessionTask, with error: (any Error)?) {
        let (body, received, cancelled) = state.withLock { ($0.body, $0.response, $0.isCancelled) }
        finish(URLSessionAdapter.answer(body, task.response ?? received, error, cancelled: cancelled))
    }

    /// Ends the call with the answer that carries an authentication challenge, as with any other
    /// answer.
    ///
    /// URLSession raises the challenge once the whole answer has arrived. On a session of the
    /// adapter's own, its body is here, or, for a caller that streams, has been handed over; on
    /// any other, URLSession on Linux keeps it, and the answer's body is empty. The caller then
    /// tells URLSession to cancel the challenge, which cancels the task: the call has already
    /// ended.
    func challenged(by challenge: URLAuthenticationChallenge) {
        let (body, received) = state.withLock { ($0.body, $0.response) }
        finish(URLSessionAdapter.answer(body, challenge.failureResponse ?? received, nil, cancelled: false))
    }
}

extension DataTaskCall: URLSessionDataDelegate {
    /// Declines every redirection, so that the call ends with it as its answer, whatever the
    /// session's delegate would do: Yopuy follows it, with its own rules for what the next
    /// request carries (``/Yopuy/AdapterRequest/redirected(by:)``), whichever adapter runs the
    /// call.
    ///
    /// URLSession would send the next request with every header field of the first, credentials
    /// included, to any origin. A declined redirection is handed over with its body, on Linux
    /// and on Apple platforms.
    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    // Repeats by design (duplicates pairs this file with AdapterSessionDelegate.swift): URLSession's
    // delegate method for body progress, whose signature is URLSession's.

    /// Reports the body's progress as URLSession sends it: on Apple platforms, and on Linux for
    /// a task with a completion handler, whose task delegate this is.
    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        didSendBodyData bytesSent: Int64,
        totalBytesSent: Int64,
        totalBytesExpectedToSend: Int64
    ) {
        sent(totalBytesSent)
    }

    #if !canImport(FoundationNetworking) || YOPUY_APPLE_BRANCHES
    /// Hands the answer's head to a caller that streams. A task with a completion handler
    /// (a caller that waits for the whole answer) does not call it.
    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        received(response)
        completionHandler(.allow)
    }

    /// Hands a part of the body to a caller that streams.
    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        received(data)
    }

    /// Ends a call that streams; one with a completion handler ends there, with what it gives.
    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if state.withLock({ $0.isStreaming }) {
            completed(task, with: error)
        }
    }
    #endif

    #if canImport(FoundationNetworking) && !YOPUY_APPLE_BRANCHES
    /// Answers the task's authentication challenge with the answer that carries it.
    ///
    /// FoundationNetworking up to Swift 6.3.1 raises a challenge for a `401` with a `Basic`
    /// challenge, and then, without a credential to send, waits forever
    /// (`_ProtocolClient.urlProtocol(_:didReceive:)` in URLSessionTask.swift). Cancelling the
    /// challenge is the only answer that ends the task without sending a credential; the call has
    /// ended with the `401` before that.
    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        challenged(by: challenge)
        completionHandler(.cancelAuthenticationChallenge, nil)
    }
    #endif
}

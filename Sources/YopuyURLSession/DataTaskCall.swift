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
/// A cancellation that comes before, during or after the task starts is handled once.
/// ``cancel()`` runs in the calling task's cancellation handler, while the Swift runtime holds
/// that task's lock: it must not call into URLSession there, whose `cancel()` waits for the
/// session's queue. It hands that call to ``queue`` instead.
final class DataTaskCall: NSObject, Sendable {
    private struct State: Sendable {
        /// The data task, from its start until the call ends.
        var task: URLSessionDataTask?
        /// The caller, until the call ends.
        var continuation: UnsafeContinuation<AdapterResponse, any Error>?
        /// The answer's head, when the session's delegate hands it over.
        var response: URLResponse?
        /// The answer's body so far, when the session's delegate hands it over.
        var body = Data()
        var isCancelled = false
    }

    /// Where data tasks are cancelled, away from any task's cancellation handler.
    private static let queue = DispatchQueue(label: "YopuyURLSession.cancellation")

    private let state = Locked(State())

    /// Whether the call was cancelled.
    var isCancelled: Bool {
        state.withLock { $0.isCancelled }
    }

    /// Creates the call's data task in `session`, starts it, and cancels it at once if the call
    /// was cancelled before it existed.
    ///
    /// On a session whose delegate is an ``AdapterSessionDelegate``, the task has no completion
    /// handler: that delegate hands every event to this call. On any other session, a
    /// completion handler delivers the answer, and this call, as the task's delegate, only
    /// answers challenges.
    ///
    /// - Parameters:
    ///   - request: What to send.
    ///   - session: The session that sends it.
    ///   - continuation: The caller, resumed once with the answer or the error.
    func start(
        _ request: URLRequest,
        in session: URLSession,
        resuming continuation: UnsafeContinuation<AdapterResponse, any Error>
    ) {
        let task: URLSessionDataTask
        #if canImport(FoundationNetworking)
        if session.delegate is AdapterSessionDelegate {
            task = session.dataTask(with: request)
        } else {
            task = session.dataTask(with: request) { [self] data, response, error in
                finish(URLSessionAdapter.answer(data, response, error, cancelled: isCancelled))
            }
        }
        #else
        task = session.dataTask(with: request) { [self] data, response, error in
            finish(URLSessionAdapter.answer(data, response, error, cancelled: isCancelled))
        }
        #endif
        task.delegate = self
        let cancelled = state.withLock { state in
            state.task = task
            state.continuation = continuation
            return state.isCancelled
        }
        task.resume()
        if cancelled {
            Self.queue.async { task.cancel() }
        }
    }

    /// Marks the call cancelled and has its data task, if it runs, cancelled on ``queue``.
    func cancel() {
        let task = state.withLock { state in
            state.isCancelled = true
            return state.task
        }
        if let task {
            Self.queue.async { task.cancel() }
        }
    }

    /// Resumes the caller with `result`, the first time only, and lets go of the data task,
    /// which holds this call as its delegate.
    func finish(_ result: Result<AdapterResponse, any Error>) {
        let continuation = state.withLock { state in
            defer {
                state.continuation = nil
                state.task = nil
                state.response = nil
                state.body = Data()
            }
            return state.continuation
        }
        continuation?.resume(with: result)
    }

    /// Records the answer's head.
    func received(_ response: URLResponse) {
        state.withLock { $0.response = response }
    }

    /// Adds a part of the answer's body.
    func received(_ data: Data) {
        state.withLock { $0.body.append(data) }
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
    /// adapter's own, its body is here; on any other, URLSession on Linux keeps it, and the
    /// answer's body is empty. The caller then tells URLSession to cancel the challenge, which
    /// cancels the task: the call has already ended.
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

    #if canImport(FoundationNetworking)
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

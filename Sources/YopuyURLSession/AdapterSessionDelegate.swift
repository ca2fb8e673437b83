#if canImport(FoundationNetworking) && !YOPUY_APPLE_BRANCHES
import Foundation
import FoundationNetworking

/// The delegate of the sessions that ``URLSessionAdapter`` makes for itself: it hands each data
/// task's events to the task's ``DataTaskCall``.
///
/// URLSession on Linux hands a task's answer, part by part, only to its session's delegate, and
/// only to a task without a completion handler. That is the one way to still have the body of
/// an answer that raises an authentication challenge: URLSession raises it after the whole answer
/// has arrived, and never hands that answer to a completion handler (``DataTaskCall`` has why).
/// The session's delegate queue is serial, so the parts come before the challenge, in order.
final class AdapterSessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        (dataTask.delegate as? DataTaskCall)?.received(response)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        (dataTask.delegate as? DataTaskCall)?.received(data)
    }

    // Repeats by design (duplicates pairs this file with DataTaskCall.swift): URLSession's
    // delegate method for body progress, whose signature is URLSession's; this session delegate
    // forwards it to the task's DataTaskCall, which implements it too for a task it delegates.
    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        didSendBodyData bytesSent: Int64,
        totalBytesSent: Int64,
        totalBytesExpectedToSend: Int64
    ) {
        (task.delegate as? DataTaskCall)?.sent(totalBytesSent)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        (task.delegate as? DataTaskCall)?.completed(task, with: error)
    }

    /// Ends a task of this session that is not a call of the adapter (its `delegate` is not a
    /// ``DataTaskCall``) rather than let it wait for a credential forever, as URLSession on
    /// Linux would.
    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        completionHandler(.cancelAuthenticationChallenge, nil)
    }
}
#endif

#if canImport(FoundationNetworking) && !YOPUY_APPLE_BRANCHES
import Foundation
import FoundationNetworking

/// The delegate queue of the sessions that ``URLSessionAdapter`` makes for itself on Linux: it
/// runs each of URLSession's delegate calls at once, on the thread that hands it over, instead
/// of queueing it.
///
/// URLSession on Linux reads every transfer of the process on one queue, and hands each part of
/// a body (16 KiB at most) to the session's delegate queue without waiting for it. With a queue
/// that runs its calls later, parts that arrive faster than the delegate takes them pile up in
/// that queue, with no bound but the body's size: 150 to 250 MiB for 1 GiB over a loopback. Run
/// at once, a part is in its call's ``/Yopuy/BodyStream`` (in memory up to its limit, past it in
/// a temporary file) before libcurl reads the next one: each transfer moves no faster than its
/// own delegate takes it, and the memory it holds is its own stream's.
///
/// Nothing the adapter does in a delegate call waits: not for a reader, and not for URLSession,
/// whose own calls (cancelling a task, answering a challenge, which cancels it) wait for the
/// queue that is running the delegate call; the adapter makes those on
/// ``DataTaskCall/taskQueue``. So the queue every transfer shares is held no longer than a part
/// takes to be handed over.
final class InlineDelegateQueue: OperationQueue, @unchecked Sendable {
    override init() {
        super.init()
        maxConcurrentOperationCount = 1
    }

    /// Runs `block` now, on the calling thread.
    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        block()
    }
}
#endif

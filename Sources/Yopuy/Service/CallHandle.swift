/// A running callback-style call, which can be cancelled.
///
/// ```swift
/// let handle = service.call(Post.list) { result in print(result) }
/// handle.cancel()   // the handler receives a `cancelled` error, unless it already ran
/// ```
///
/// Cancelling settles the call at once with a ``YopuyError`` whose code is
/// ``YopuyError/Code/cancelled`` and cancels the adapter's task if it is an
/// ``AsyncHTTPAdapter``. Cancelling a finished call does nothing.
public struct CallHandle: Sendable {
    private let call: (any Cancelling)?

    /// A handle on `call`; `nil` for a call that ended before it started.
    init(_ call: (any Cancelling)?) {
        self.call = call
    }

    /// Cancels the call, if it has not finished.
    public func cancel() {
        call?.cancel()
    }
}

/// Something running that can be cancelled: a call's exchange.
protocol Cancelling: AnyObject, Sendable {
    /// Cancels it, if it has not finished.
    func cancel()
}

/// A call that runs in a task of its own: cancelling it cancels the task.
final class TaskCancelling: Cancelling {
    private let task: Task<Void, Never>

    init(_ task: Task<Void, Never>) {
        self.task = task
    }

    func cancel() {
        task.cancel()
    }
}

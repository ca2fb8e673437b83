/// One call's outcome, delivered exactly once however many parties race to settle it: the
/// adapter's callback (perhaps called twice), a cancellation, a timeout.
///
/// The first `finish` wins; later ones are ignored. Clean-ups registered with `onFinish` (stop a
/// timer, cancel the adapter's task) run once it is settled. The receiver may be installed after
/// the outcome is known, as happens when a task is cancelled before its call starts.
///
/// One call allocates one exchange, its lock stored inline. It is not generic, so that its
/// methods and its deinitialiser need no runtime type metadata, which costs a lookup per call in
/// unspecialised generic code.
final class Exchange: Sendable, Cancelling {
    /// Who gets the outcome: a callback, or a suspended task resumed directly.
    private enum Receiver: Sendable {
        case callback(@Sendable (Outcome) -> Void)
        case continuation(UnsafeContinuation<Outcome, Never>)

        func receive(_ outcome: Outcome) {
            switch self {
            case .callback(let callback): callback(outcome)
            case .continuation(let continuation): continuation.resume(returning: outcome)
            }
        }
    }

    private enum Phase: Sendable {
        case open(receiver: Receiver?, cleanups: [@Sendable () -> Void])
        case settled(undelivered: Outcome?)
    }

    private let phase = Lock(Phase.open(receiver: nil, cleanups: []))

    /// The path of the call, for the error ``cancel()`` settles with.
    private let path: String

    /// Why ``cancel()`` ends the call, for its error.
    private let cancellationReason: String

    /// Creates an exchange for the call of `path`, which `cancel()` settles with a `cancelled`
    /// error that gives `cancellationReason`. The error is made only if it is needed.
    init(path: String, cancellationReason: String) {
        self.path = path
        self.cancellationReason = cancellationReason
    }

    /// Settles the exchange as cancelled, if nobody has yet.
    func cancel() {
        finish(.failure(YopuyError(code: .cancelled, reason: cancellationReason, path: path)))
    }

    /// The outcome, if it is already settled and nobody has received it; it counts as received.
    ///
    /// A call whose adapter answered at once takes its outcome here, without suspending.
    func takeOutcome() -> Outcome? {
        phase.withLock { phase in
            guard case .settled(let undelivered) = phase else {
                return nil
            }
            phase = .settled(undelivered: nil)
            return undelivered
        }
    }

    /// Sets who receives the outcome; if it is already known, hands it over now.
    func deliver(to callback: @escaping @Sendable (Outcome) -> Void) {
        deliver(to: .callback(callback))
    }

    /// Resumes `continuation` with the outcome; at once if it is already known. The exchange
    /// settles exactly once, so the continuation is resumed exactly once.
    func resume(_ continuation: UnsafeContinuation<Outcome, Never>) {
        deliver(to: .continuation(continuation))
    }

    private func deliver(to receiver: Receiver) {
        let pending: Outcome? = phase.withLock { phase in
            switch phase {
            case .open(_, let cleanups):
                phase = .open(receiver: receiver, cleanups: cleanups)
                return nil
            case .settled(let undelivered):
                phase = .settled(undelivered: nil)
                return undelivered
            }
        }
        if let pending {
            receiver.receive(pending)
        }
    }

    /// Settles the outcome, if nobody has yet.
    ///
    /// - Returns: Whether this call settled it.
    @discardableResult
    func finish(_ outcome: Outcome) -> Bool {
        let settled: (receiver: Receiver?, cleanups: [@Sendable () -> Void])? =
            phase.withLock { phase in
                guard case .open(let receiver, let cleanups) = phase else {
                    return nil
                }
                phase = .settled(undelivered: receiver == nil ? outcome : nil)
                return (receiver, cleanups)
            }
        guard let settled else {
            return false
        }
        settled.receiver?.receive(outcome)
        for cleanup in settled.cleanups {
            cleanup()
        }
        return true
    }

    /// Whether the outcome is known.
    var isSettled: Bool {
        phase.withLock { phase in
            if case .settled = phase {
                return true
            }
            return false
        }
    }

    /// Runs `cleanup` once the outcome is settled: later, or now if it already is.
    func onFinish(_ cleanup: @escaping @Sendable () -> Void) {
        let runNow = phase.withLock { phase in
            guard case .open(let receiver, let cleanups) = phase else {
                return true
            }
            phase = .open(receiver: receiver, cleanups: cleanups + [cleanup])
            return false
        }
        if runNow {
            cleanup()
        }
    }
}

/// One call's outcome, delivered exactly once however many parties race to settle it: the
/// adapter's callback (perhaps called twice), a cancellation, a timeout.
///
/// The first `finish` wins; later ones are ignored. Clean-ups registered with `onFinish` (stop a
/// timer, cancel the adapter's task) run once it is settled. The receiver may be installed after
/// the outcome is known, as happens when a task is cancelled before its call starts.
final class Exchange<Outcome: Sendable>: Sendable {
    private enum Phase: Sendable {
        case open(receiver: (@Sendable (Outcome) -> Void)?, cleanups: [@Sendable () -> Void])
        case settled(undelivered: Outcome?)
    }

    private let phase = Locked(Phase.open(receiver: nil, cleanups: []))

    /// Sets who receives the outcome; if it is already known, hands it over now.
    func deliver(to receiver: @escaping @Sendable (Outcome) -> Void) {
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
            receiver(pending)
        }
    }

    /// Settles the outcome, if nobody has yet.
    ///
    /// - Returns: Whether this call settled it.
    @discardableResult
    func finish(_ outcome: Outcome) -> Bool {
        let settled: (receiver: (@Sendable (Outcome) -> Void)?, cleanups: [@Sendable () -> Void])? =
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
        settled.receiver?(outcome)
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

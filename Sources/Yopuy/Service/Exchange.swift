/// The bridge between an adapter's callback and whoever waits for its answer: one request's
/// response, settled exactly once however many parties race to settle it.
///
/// The racers are the adapter's callback (perhaps called twice, or never), a cancellation and
/// a timeout; the first ``settle(_:)`` wins and later ones are ignored. The winner reaches one
/// waiter: a callback (``whenSettled(_:)``) or a suspended task (``response()``), which may start
/// waiting before or after the answer is known. Clean-ups registered with ``onSettle(_:)`` (stop a
/// timer, cancel the adapter's task) run once it is settled.
///
/// A ``Service`` runs every call that needs it through one, and so does
/// ``HTTPAdapter/send(_:)``. It settles with the adapter's raw ``AdapterResponse``; the service
/// checks it afterwards, so data only moves forward. A cancellation or a timeout settles with an
/// ``Interruption`` as the response's error.
///
/// One call allocates one exchange, its lock stored inline. It is not generic, so that its
/// methods and its deinitialiser need no runtime type metadata, which costs a lookup per call in
/// unspecialised generic code.
final class Exchange: Sendable, Cancelling {
    /// Why an exchange settled without the adapter's answer.
    enum Interruption: Error {
        /// The call was cancelled, for the reason given.
        case cancelled(reason: String)
        /// No answer within the timeout; the adapter's error, if it reported one too late.
        case timedOut(after: Duration, underlyingError: (any Error)?)
    }

    /// Who gets the response: a callback, or a suspended task resumed directly.
    private enum Waiter: Sendable {
        case callback(@Sendable (AdapterResponse, Exchange) -> Void)
        case task(UnsafeContinuation<AdapterResponse, Never>)

        func hand(_ response: AdapterResponse, from exchange: Exchange) {
            switch self {
            case .callback(let callback): callback(response, exchange)
            case .task(let continuation): continuation.resume(returning: response)
            }
        }
    }

    /// Where the exchange stands. Fields changed in place, and the answer moved out when it is
    /// claimed, rather than an enum whose cases were copied out and back on each step (some 300
    /// instructions a call, `Benchmarks/`).
    private struct Phase: Sendable {
        /// Whether the response is known.
        var isSettled = false
        /// Who waits for the response, until it is handed over.
        var waiter: Waiter?
        /// What runs once it is settled.
        var cleanups: [@Sendable () -> Void] = []
        /// The response, settled before anyone waited for it and not yet claimed.
        var unclaimed: AdapterResponse?
    }

    private let phase = Lock(Phase())

    /// Where a cancellation goes once the exchange is settled: the exchange of the request that
    /// a redirection of this one's answer sent next, or a note that the call was cancelled
    /// before that request was sent.
    private let successor = Lock(Successor.none)

    private enum Successor: Sendable {
        case none
        case cancelled
        case next(Exchange)
    }

    /// Why ``cancel()`` ends the call, for its error.
    let cancellationReason: String

    /// When the call times out, if it has a timeout: a redirection's next request gets what is
    /// left of it.
    let deadline: ContinuousClock.Instant?

    /// Creates an exchange that ``cancel()`` settles with `cancellationReason`.
    ///
    /// - Parameters:
    ///   - cancellationReason: Why a cancellation ends the call.
    ///   - timeout: How long the call may take from now, if it has a timeout.
    init(cancellationReason: String, timeout: Duration? = nil) {
        self.cancellationReason = cancellationReason
        self.deadline = timeout.map { ContinuousClock.now + $0 }
    }

    /// Settles the exchange with `response`, if nobody has yet, and hands it to the waiter.
    ///
    /// - Returns: Whether this call settled it.
    @discardableResult
    func settle(_ response: AdapterResponse) -> Bool {
        let settled: (waiter: Waiter?, cleanups: [@Sendable () -> Void])? =
            phase.withLock { phase in
                guard !phase.isSettled else {
                    return nil
                }
                phase.isSettled = true
                let waiter = phase.waiter.take()
                if waiter == nil {
                    phase.unclaimed = response
                }
                let cleanups = phase.cleanups
                phase.cleanups = []
                return (waiter, cleanups)
            }
        guard let settled else {
            return false
        }
        settled.waiter?.hand(response, from: self)
        for cleanup in settled.cleanups {
            cleanup()
        }
        return true
    }

    /// Settles the exchange as cancelled, if nobody has yet; once it is settled with a
    /// redirection that the call follows, cancels the exchange of the next request instead.
    func cancel() {
        if settle(AdapterResponse(error: Interruption.cancelled(reason: cancellationReason))) {
            return
        }
        let next = successor.withLock { successor -> Exchange? in
            guard case .next(let next) = successor else {
                successor = .cancelled
                return nil
            }
            return next
        }
        next?.cancel()
    }

    /// Hands later cancellations to `next`, the exchange of the request that a redirection of
    /// this one's answer sends; cancels `next` at once if the call was cancelled meanwhile.
    func forward(to next: Exchange) {
        let cancelled = successor.withLock { successor -> Bool in
            guard case .cancelled = successor else {
                successor = .next(next)
                return false
            }
            return true
        }
        if cancelled {
            next.cancel()
        }
    }

    /// Runs `cleanup` once the exchange is settled: later, or now if it already is.
    func onSettle(_ cleanup: @escaping @Sendable () -> Void) {
        let runNow = phase.withLock { phase in
            guard !phase.isSettled else {
                return true
            }
            phase.cleanups.append(cleanup)
            return false
        }
        if runNow {
            cleanup()
        }
    }

    /// Whether the response is known.
    var isSettled: Bool {
        phase.withLock { $0.isSettled }
    }

    /// Hands the response to `callback` once it is settled, or now if it already is.
    func whenSettled(_ callback: @escaping @Sendable (AdapterResponse, Exchange) -> Void) {
        wait(.callback(callback))
    }

    /// The response, once settled. Cancelling the calling task cancels the exchange.
    ///
    /// An exchange settled already (an adapter that answered at once) returns without suspending.
    /// It runs where its caller runs, as ``Service``'s `send(_:path:)` does.
    nonisolated(nonsending) func response() async -> AdapterResponse {
        if let response = takeUnclaimed() {
            return response
        }
        return await withTaskCancellationHandler {
            await withUnsafeContinuation { wait(.task($0)) }
        } onCancel: {
            cancel()
        }
    }

    /// The response, if it is settled and nobody has claimed it; it counts as claimed.
    func takeUnclaimed() -> AdapterResponse? {
        phase.withLock { $0.unclaimed.take() }
    }

    private func wait(_ waiter: Waiter) {
        let unclaimed: AdapterResponse? = phase.withLock { phase in
            guard phase.isSettled else {
                phase.waiter = waiter
                return nil
            }
            return phase.unclaimed.take()
        }
        if let unclaimed {
            waiter.hand(unclaimed, from: self)
        }
    }
}

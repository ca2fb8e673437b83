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
        case callback(@Sendable (AdapterResponse) -> Void)
        case task(UnsafeContinuation<AdapterResponse, Never>)

        func hand(_ response: AdapterResponse) {
            switch self {
            case .callback(let callback): callback(response)
            case .task(let continuation): continuation.resume(returning: response)
            }
        }
    }

    private enum Phase: Sendable {
        case open(waiter: Waiter?, cleanups: [@Sendable () -> Void])
        case settled(unclaimed: AdapterResponse?)
    }

    /// A callback adapter's request under way, sent by ``send(_:through:deadline:)``: where the
    /// next request goes when its answer is a redirection.
    private struct Transfer: Sendable {
        let adapter: any HTTPAdapter
        let request: AdapterRequest
        /// How many redirections came before this request.
        let hops: Int
        /// When the call times out, if it has a timeout, and the timeout.
        let deadline: (instant: ContinuousClock.Instant, timeout: Duration)?
    }

    private let phase = Lock(Phase.open(waiter: nil, cleanups: []))

    /// The callback adapter's request under way, if the exchange sent one; apart from ``phase``,
    /// which every call reads in its async frames, so that those stay as small as they were.
    private let transfer = Lock<Transfer?>(nil)

    /// Why ``cancel()`` ends the call, for its error.
    private let cancellationReason: String

    /// Creates an exchange that ``cancel()`` settles with `cancellationReason`.
    init(cancellationReason: String) {
        self.cancellationReason = cancellationReason
    }

    /// Settles the exchange with `response`, if nobody has yet, and hands it to the waiter.
    ///
    /// - Returns: Whether this call settled it.
    @discardableResult
    func settle(_ response: AdapterResponse) -> Bool {
        let settled: (waiter: Waiter?, cleanups: [@Sendable () -> Void])? =
            phase.withLock { phase in
                guard case .open(let waiter, let cleanups) = phase else {
                    return nil
                }
                phase = .settled(unclaimed: waiter == nil ? response : nil)
                return (waiter, cleanups)
            }
        guard let settled else {
            return false
        }
        // Let go of the adapter and the request: an adapter that keeps a callback it never calls
        // would otherwise hold this exchange, and the exchange the adapter, for ever.
        transfer.withLock { $0 = nil }
        settled.waiter?.hand(response)
        for cleanup in settled.cleanups {
            cleanup()
        }
        return true
    }

    /// Sends `request` through the callback adapter `adapter`, and settles the exchange with its
    /// answer, once the redirections it is answered with are followed, as the request's
    /// ``AdapterRequest/redirects`` says (an ``AsyncHTTPAdapter``'s work follows them itself).
    ///
    /// A second callback for the same request, or a late one for a request that was redirected,
    /// is ignored.
    ///
    /// - Parameters:
    ///   - request: The first request.
    ///   - adapter: The adapter that sends each request.
    ///   - deadline: When the call times out, and its timeout: an adapter's error after it is a
    ///     timeout all the same.
    func send(
        _ request: AdapterRequest,
        through adapter: any HTTPAdapter,
        deadline: (instant: ContinuousClock.Instant, timeout: Duration)? = nil
    ) {
        let first = Transfer(adapter: adapter, request: request, hops: 0, deadline: deadline)
        transfer.withLock { $0 = first }
        adapter.perform(request.method, request: request) { [self] response in
            answer(response, hop: 0)
        }
    }

    /// What to do with an answer of a callback adapter.
    private enum Step: Sendable {
        case ignore
        case settle(AdapterResponse)
        case follow(Transfer)
    }

    /// Settles the exchange with the answer to the request after `hop` redirections, or sends
    /// the request that the answer redirects to.
    private func answer(_ response: AdapterResponse, hop: Int) {
        let step = transfer.withLock { current -> Step in
            guard let transfer = current, transfer.hops == hop else {
                return .ignore
            }
            var response = response
            if let deadline = transfer.deadline, response.error != nil, ContinuousClock.now >= deadline.instant {
                // The adapter, told the timeout, noticed it first: a timeout all the same.
                response = AdapterResponse(
                    error: Interruption.timedOut(after: deadline.timeout, underlyingError: response.error)
                )
            }
            guard AdapterRequest.isRedirection(response.status) else {
                return .settle(response)
            }
            do {
                guard let next = try transfer.request.following(response, after: hop) else {
                    return .settle(response)
                }
                let moved = Transfer(
                    adapter: transfer.adapter,
                    request: next,
                    hops: hop + 1,
                    deadline: transfer.deadline
                )
                current = moved
                return .follow(moved)
            } catch {
                return .settle(AdapterResponse(error: error))
            }
        }
        switch step {
        case .ignore:
            return
        case .settle(let response):
            settle(response)
        case .follow(let transfer):
            guard !isSettled else {
                return  // cancelled or timed out meanwhile: nothing more to send
            }
            let hop = transfer.hops
            transfer.adapter.perform(transfer.request.method, request: transfer.request) { [self] response in
                answer(response, hop: hop)
            }
        }
    }

    /// Settles the exchange as cancelled, if nobody has yet.
    func cancel() {
        settle(AdapterResponse(error: Interruption.cancelled(reason: cancellationReason)))
    }

    /// Runs `cleanup` once the exchange is settled: later, or now if it already is.
    func onSettle(_ cleanup: @escaping @Sendable () -> Void) {
        let runNow = phase.withLock { phase in
            guard case .open(let waiter, let cleanups) = phase else {
                return true
            }
            phase = .open(waiter: waiter, cleanups: cleanups + [cleanup])
            return false
        }
        if runNow {
            cleanup()
        }
    }

    /// Whether the response is known.
    var isSettled: Bool {
        phase.withLock { phase in
            if case .settled = phase {
                return true
            }
            return false
        }
    }

    /// Hands the response to `callback` once it is settled, or now if it already is.
    func whenSettled(_ callback: @escaping @Sendable (AdapterResponse) -> Void) {
        wait(.callback(callback))
    }

    /// The response, once settled. Cancelling the calling task cancels the exchange.
    ///
    /// An exchange settled already (an adapter that answered at once) returns without suspending.
    func response() async -> AdapterResponse {
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
    private func takeUnclaimed() -> AdapterResponse? {
        phase.withLock { phase in
            guard case .settled(let unclaimed) = phase else {
                return nil
            }
            phase = .settled(unclaimed: nil)
            return unclaimed
        }
    }

    private func wait(_ waiter: Waiter) {
        let unclaimed: AdapterResponse? = phase.withLock { phase in
            switch phase {
            case .open(_, let cleanups):
                phase = .open(waiter: waiter, cleanups: cleanups)
                return nil
            case .settled(let unclaimed):
                phase = .settled(unclaimed: nil)
                return unclaimed
            }
        }
        if let unclaimed {
            waiter.hand(unclaimed)
        }
    }
}

/// Sends requests through a service's callback adapter, for the redirections its answers ask the
/// service to follow (``RedirectionChain``): one reference that a call's callback holds, made
/// once per service, so that a call that is not redirected pays nothing for it.
final class CallbackSender: Sendable {
    /// Runs a request through the adapter, settling the exchange.
    let send: @Sendable (AdapterRequest, Exchange) -> Void

    init(_ send: @escaping @Sendable (AdapterRequest, Exchange) -> Void) {
        self.send = send
    }

    /// Sends `request` in an exchange of its own, within what is left before `deadline`, and
    /// returns its answer: one hop of a redirection chain. Cancelling the calling task cancels
    /// the exchange, for `reason`.
    func send(
        _ request: AdapterRequest,
        within deadline: ContinuousClock.Instant?,
        cancellationReason reason: String
    ) async -> AdapterResponse {
        var request = request
        if let deadline {
            request.timeout = max(.zero, deadline - .now)
        }
        let exchange = Exchange(cancellationReason: reason, timeout: request.timeout)
        send(request, exchange)
        return await exchange.response()
    }
}

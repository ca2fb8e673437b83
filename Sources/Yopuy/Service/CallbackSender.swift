/// Sends requests through a service's callback adapter, for the redirections its answers ask the
/// service to follow: one reference that a call's callback holds, made once per service, so that
/// a call that is not redirected pays nothing for it.
final class CallbackSender: Sendable {
    /// Runs a request through the adapter, settling the exchange.
    let send: @Sendable (AdapterRequest, Exchange) -> Void

    init(_ send: @escaping @Sendable (AdapterRequest, Exchange) -> Void) {
        self.send = send
    }

    /// Sends the request that `response`, the redirection answered to `request` after `hops`
    /// others, asks for, in an exchange of its own that `previous` hands its cancellation to,
    /// within what is left of the call's time; then the requests that its answer asks for, and so
    /// on. Hands `finish` the answer at the end, or the error that ended the chain.
    static func follow(
        _ response: AdapterResponse,
        to request: AdapterRequest,
        hops: Int,
        with sender: CallbackSender,
        after previous: Exchange,
        then finish: @escaping @Sendable (AdapterResponse) -> Void
    ) {
        var next: AdapterRequest
        do {
            guard let following = try request.following(response, after: hops) else {
                var response = response
                response.answers(request, after: hops)
                finish(response)
                return
            }
            next = following
        } catch {
            finish(AdapterResponse(error: error))
            return
        }
        if let deadline = previous.deadline {
            next.timeout = max(.zero, deadline - .now)
        }
        let exchange = Exchange(cancellationReason: "the call was cancelled", timeout: next.timeout)
        exchange.whenSettled { [next] response, exchange in
            guard AdapterRequest.isRedirection(response.status) else {
                var response = response
                response.answers(next, after: hops + 1)
                finish(response)
                return
            }
            follow(response, to: next, hops: hops + 1, with: sender, after: exchange, then: finish)
        }
        previous.forward(to: exchange)
        sender.send(next, exchange)
    }
}

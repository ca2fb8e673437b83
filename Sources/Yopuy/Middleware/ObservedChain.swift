#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Wrappers that are all ``ObservingMiddleware``, over a callback adapter: what a service sends a
/// callback call through with no task, each middleware's ``ObservingMiddleware/willSend(_:)`` on
/// the way in and its ``ObservingMiddleware/didFinish(_:with:observation:)`` on the way out.
protocol ObservedChain: Sendable {
    /// Whether the adapter at the bottom, under every wrapper, is a callback adapter: only then
    /// is there no async code to run. Found once, when a service is made.
    var endsInCallbackAdapter: Bool { get }

    /// The chain as one function, made once, when a service is made: each level's closure holds
    /// the next one's, so that a call finds its way down with no cast.
    var sender: ObservedSender { get }
}

/// Sends a request down an ``ObservedChain`` and hands `finish` the answer at its top, exactly
/// once. Its arguments: the request on its way in; the call's first URL, that no credential may
/// leave (as ``CallOrigin``); the call's exchange, whose settling first (cancelled, timed out)
/// abandons the request, every middleware finishing with `CancellationError`; and `finish`.
typealias ObservedSender =
    @Sendable (
        _ request: AdapterRequest,
        _ origin: URL,
        _ call: Exchange,
        _ finish: @escaping @Sendable (AdapterResponse) -> Void
    ) -> Void

extension WrappedAdapter: ObservedChain where Middleware: ObservingMiddleware {
    var endsInCallbackAdapter: Bool {
        if let chain = base as? any ObservedChain {
            return chain.endsInCallbackAdapter
        }
        return !(base is any AsyncHTTPAdapter)
    }

    var sender: ObservedSender {
        let base = self.base
        let next: ObservedSender
        if let chain = base as? any ObservedChain {
            next = chain.sender
        } else {
            next = { request, _, call, finish in base.send(request, within: call, then: finish) }
        }
        let middleware = self.middleware
        return { request, origin, call, finish in
            var outgoing = request
            let observation: Middleware.Observation
            do {
                observation = try middleware.willSend(&outgoing)
            } catch {
                finish(AdapterResponse(error: error))
                return
            }
            let finishing: @Sendable (AdapterResponse) -> Void = { [outgoing] response in
                middleware.didFinish(outgoing, with: response.outcome, observation: observation)
                finish(response)
            }
            // The checks `HTTPAdapter.send(_:)` makes below an async middleware.
            do {
                try CallOrigin.check(outgoing, against: origin)
                try outgoing.headers.validate()
            } catch {
                finishing(AdapterResponse(error: error))
                return
            }
            next(outgoing, origin, call, finishing)
        }
    }
}

extension HTTPAdapter {
    /// Sends `request` through this callback adapter and hands `finish` the answer at the end of
    /// the redirections it is answered with: `send(_:)` without a task, for an
    /// ``ObservedChain``. The first of the answer and the settling of `call` ends it.
    fileprivate func send(
        _ request: AdapterRequest,
        within call: Exchange,
        then finish: @escaping @Sendable (AdapterResponse) -> Void
    ) {
        let exchange = Exchange(cancellationReason: "the call was cancelled")
        call.onSettle { exchange.cancel() }
        exchange.whenSettled { response, exchange in
            guard AdapterRequest.isRedirection(response.status) else {
                finish(response)
                return
            }
            let sender = CallbackSender { request, exchange in
                perform(request.method, request: request) { exchange.settle($0) }
            }
            RedirectionChain.follow(response, to: request, after: exchange, with: sender, then: finish)
        }
        perform(request.method, request: request) { exchange.settle($0) }
    }
}

extension AdapterResponse {
    /// The answer, or the error that ended the request: `CancellationError` for a cancelled
    /// one, as a middleware's `next` throws it.
    var outcome: Result<AdapterResponse, any Error> {
        switch error {
        case nil: .success(self)
        case Exchange.Interruption.cancelled?: .failure(CancellationError())
        case let error?: .failure(error)
        }
    }
}

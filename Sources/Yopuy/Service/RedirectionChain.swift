/// Follows the redirections an answer starts: the one loop that every kind of call runs,
/// whichever way it sends a hop.
///
/// The decision is the request's (``AdapterRequest/following(_:after:)``: the rules of
/// ``AdapterRequest/redirected(by:)`` and the limit of ``AdapterRequest/redirects``); how the next
/// request is sent is the caller's:
///
/// - an ``AsyncHTTPAdapter`` awaits ``AsyncHTTPAdapter/response(to:)`` again, in the call's own
///   work (`responseOrError(to:)`);
/// - a callback adapter's call sends each hop in an ``Exchange`` of its own, within what is left
///   of the call's time, through the service's ``CallbackSender``: an async call awaits it
///   (`Service.following`), a callback call in a task started only for a redirection
///   (``follow(_:to:after:with:then:)``);
/// - ``HTTPAdapter/send(_:)``, below a middleware, through the same bridge as a call;
/// - a stream sends each hop for its head (`StreamingHTTPAdapter.streamedFollowing`), dropping
///   each redirection's body unread, which ends its transfer.
///
/// Redirections are followed below every middleware, so that none of them sends a credential
/// that a redirection to another origin drops.
enum RedirectionChain {
    /// The last request of the chain that `answer`, the answer to `request`, starts, and its
    /// answer, which says how many redirections came before it and the URL that gave it.
    ///
    /// - Parameters:
    ///   - answer: The answer to `request`; returned as it is unless it is a redirection to follow.
    ///   - request: The request that `answer` answers.
    ///   - send: Sends one request of the chain and returns its answer.
    /// - Throws: ``YopuyError`` for a chain longer than the limit or a `Location` that cannot be
    ///   followed; what `send` throws.
    static func follow<Answer: RedirectableAnswer>(
        _ answer: Answer,
        to request: AdapterRequest,
        sending send: (AdapterRequest) async throws -> Answer
    ) async throws -> (request: AdapterRequest, answer: Answer) {
        var request = request
        var answer = answer
        var hops: [AdapterResponse.Redirection] = []
        while let next = try request.following(answer.head, after: hops.count) {
            hops.append(AdapterResponse.Redirection(status: answer.head.status, request: next))
            request = next
            answer = try await send(request)
        }
        answer.answers(request, after: hops)
        return (request, answer)
    }

    /// ``follow(_:to:sending:)`` for a whole answer: the answer at the end of the chain, or the
    /// error that ended it, in an answer.
    static func follow(
        _ response: AdapterResponse,
        to request: AdapterRequest,
        sending send: (AdapterRequest) async throws -> AdapterResponse
    ) async -> AdapterResponse {
        do {
            return try await follow(response, to: request, sending: send).answer
        } catch {
            return AdapterResponse(error: error)
        }
    }

    /// ``follow(_:to:sending:)`` for a callback call, which runs in no task: follows the chain
    /// that `response`, settling `exchange`, starts, in a task started for it, and hands `finish`
    /// the answer at its end. Each hop goes through `sender` in an exchange of its own, within
    /// what is left of the call's time; cancelling the call cancels the hop under way.
    static func follow(
        _ response: AdapterResponse,
        to request: AdapterRequest,
        after exchange: Exchange,
        with sender: CallbackSender,
        then finish: @escaping @Sendable (AdapterResponse) -> Void
    ) {
        let chain = Exchange(cancellationReason: exchange.cancellationReason)
        chain.whenSettled { response, _ in finish(response) }
        exchange.forward(to: chain)
        let deadline = exchange.deadline
        let work = Task {
            chain.settle(
                await follow(response, to: request) { next in
                    await sender.send(next, within: deadline, cancellationReason: exchange.cancellationReason)
                }
            )
        }
        chain.onSettle { work.cancel() }
    }
}

/// An answer whose redirections ``RedirectionChain`` follows: a whole answer, or a stream's head
/// with its body to come.
protocol RedirectableAnswer: Sendable {
    /// The status and headers that say whether and where to go next.
    var head: AdapterResponse { get }

    /// Records that this answers `request`, the last of a chain, after the redirections `hops`:
    /// their number, and the URL that answered unless the adapter said it.
    mutating func answers(_ request: AdapterRequest, after hops: [AdapterResponse.Redirection])
}

extension AdapterResponse: RedirectableAnswer {
    /// The answer itself.
    var head: AdapterResponse { self }

    mutating func answers(_ request: AdapterRequest, after hops: [AdapterResponse.Redirection]) {
        redirections = hops.count
        guard !hops.isEmpty else {
            return
        }
        if url == nil {
            url = request.url
        }
        redirectionChain = hops
    }
}

extension StreamedAdapterResponse: RedirectableAnswer {
    mutating func answers(_ request: AdapterRequest, after hops: [AdapterResponse.Redirection]) {
        // A stream's chain is followed at each wrapper of the adapter: the one an inner wrapper
        // followed is kept by the wrappers outside it, which follow none.
        guard !hops.isEmpty else {
            return
        }
        redirections = hops.count
        redirectionChain = hops
        if url == nil {
            url = request.url
        }
    }
}

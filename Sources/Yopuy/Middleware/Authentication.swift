/// A middleware that sends a token with every request, and when the server answers
/// `401 Unauthorized`, refreshes the token once and sends the request once more.
///
/// ```swift
/// let adapter = URLSessionAdapter().with(Authentication(tokens))   // tokens: your TokenProvider
/// let api = Service(adapter: adapter, URL: baseURL)
/// let posts = try await api.call(Post.list).value   // Authorization: Bearer <token>
/// ```
///
/// The refresh is single-flight: when many calls meet the same expired token at once, the
/// provider's ``TokenProvider/refreshedToken(replacing:)`` runs once, and every one of those calls
/// is sent again with the new token. A call that meets an expired token after another call has
/// already refreshed it is sent again with the new token at once. A refresh that fails fails, with
/// ``YopuyError/Code/authenticationFailure``, every call that sent the token it was to replace:
/// those waiting for it, and those whose `401` comes back after it failed. A request that reads
/// the token after the failure and meets a `401` tries a refresh again.
///
/// The token stays on the origin of the request it was added to: its ``header`` counts as a
/// credential (``AdapterRequest/credentialHeaders``), so a redirection to another origin goes
/// without it, and a middleware inside this one cannot send it elsewhere.
///
/// A request is sent at most twice: a second `401` reaches the caller as
/// ``YopuyError/Code/unacceptableStatus``. It is sent once only when the refresh hands back the
/// token the server just refused, as a provider of a fixed credential does (an API key, a Basic
/// password): the `401` reaches the caller at once, as the second one would have, and other
/// calls whose `401` to that token comes back meanwhile end the same way, without a refresh.
/// Replaying after a `401` is safe for any method, `POST` included, because the server refused
/// the request without acting on it. A copy of the middleware shares its token with the
/// original, so all calls through one adapter share one token.
///
/// ```swift
/// struct Password: TokenProvider {
///     func token() -> String { Data("ada:secret".utf8).base64EncodedString() }
///     func refreshedToken(replacing rejected: String) -> String { rejected }   // nothing else to try
/// }
///
/// let basic = Authentication(Password(), scheme: "Basic")   // a 401 ends the call: one request
/// ```
public struct Authentication<Provider: TokenProvider>: AdapterMiddleware {
    /// Where the tokens come from.
    public let provider: Provider

    /// The header that carries the token: `Authorization`.
    public let header: String

    /// The scheme written before the token, such as `Bearer`; empty for the token alone.
    public let scheme: String

    private let tokens: Tokens

    /// Creates the middleware.
    ///
    /// ```swift
    /// let apiKey = Authentication(tokens, header: "X-API-Key", scheme: "")   // X-API-Key: <token>
    /// ```
    ///
    /// - Parameters:
    ///   - provider: Where the tokens come from.
    ///   - header: The header that carries the token.
    ///   - scheme: The scheme written before the token, followed by a space; empty for none.
    public init(_ provider: Provider, header: String = "Authorization", scheme: String = "Bearer") {
        self.provider = provider
        self.header = header
        self.scheme = scheme
        self.tokens = Tokens()
    }

    /// Sends the request with the current token, and once more with a refreshed one if the
    /// server answers `401` and the refresh gives a token other than the one refused.
    ///
    /// - Parameters:
    ///   - request: The request on its way out.
    ///   - next: Sends it through the wrapped adapter.
    /// - Returns: The server's answer; after a refresh, the answer to the second attempt; the
    ///   `401` itself when the refresh gave back the token it refused.
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/authenticationFailure`` when the
    ///   provider has no token or cannot refresh it; the wrapped adapter's error;
    ///   `CancellationError` when cancelled.
    public func intercept(
        _ request: AdapterRequest,
        next: @Sendable (AdapterRequest) async throws -> AdapterResponse
    ) async throws -> AdapterResponse {
        let provider = self.provider
        let (token, round) = try await tokens.current(attempts: 0) { try await provider.token() }
        let first = try await next(authorized(request, with: token))
        guard first.status == 401 else {
            return first
        }
        let fresh = try await tokens.replacing(token, readIn: round, attempts: first.attempts) {
            try await provider.refreshedToken(replacing: token)
        }
        guard fresh != token else {
            // The provider has no other credential: the same request would be refused again.
            return first
        }
        try Task.checkCancellation()
        var second = try await next(authorized(request, with: fresh))
        second.attempts += first.attempts
        return second
    }

    /// `request` with `token` in ``header``, which counts as a credential: it never leaves the
    /// request's origin, by a redirection or a middleware.
    private func authorized(_ request: AdapterRequest, with token: String) -> AdapterRequest {
        var request = request
        request.headers[header] = scheme.isEmpty ? token : "\(scheme) \(token)"
        if !request.isCredential(header) {
            request.credentialHeaders.append(header)
        }
        return request
    }
}

/// The token that the calls through one ``Authentication`` middleware share, and the one
/// fetch or refresh of it that may be under way.
///
/// Fetches and refreshes are counted in rounds: each one that ends starts a new round. A call
/// notes the round in which it read its token, so that when the server rejects it, the call can
/// tell a refresh that ended since, whose result it shares, from one it must start.
private final class Tokens: Sendable {
    private struct State {
        var current: String?
        /// The fetch (`rejected` is `nil`) or the refresh under way.
        var flight: (rejected: String?, work: SharedWork<String>)?
        /// How many fetches and refreshes have ended.
        var round = 0
        /// The last refresh, if it failed: the token it was to replace, the round it ended, and
        /// why.
        var failure: (rejected: String, round: Int, error: any Error)?
        /// The last refresh, if it gave back the token it was to replace, and the round it ended.
        var unchanged: (token: String, round: Int)?
    }

    private let state = Locked(State())

    /// The current token, fetched with `fetch` if there is none yet, and the round it was read in.
    func current(
        attempts: Int,
        fetch: @escaping @Sendable () async throws -> String
    ) async throws -> (token: String, round: Int) {
        try await token(attempts: attempts, failure: "the token provider gave no token") { state in
            state.current.map { .ready($0) } ?? .start(rejected: nil, fetch)
        }
    }

    /// A token other than `rejected`, which was read in `round`: the one another call refreshed
    /// already, the one a refresh under way brings, or the one `refresh` brings; `rejected`
    /// itself when that refresh, or one that ended after `round`, gave it back. A refresh of
    /// `rejected` that failed after `round` fails this call too, without another refresh.
    func replacing(
        _ rejected: String,
        readIn round: Int,
        attempts: Int,
        refresh: @escaping @Sendable () async throws -> String
    ) async throws -> String {
        try await token(attempts: attempts, failure: "the token provider could not refresh the rejected token") {
            state in
            if let current = state.current, current != rejected {
                return .ready(current)
            }
            if let failure = state.failure, failure.rejected == rejected, failure.round > round {
                return .failed(failure.error)
            }
            if let unchanged = state.unchanged, unchanged.token == rejected, unchanged.round > round {
                return .ready(rejected)
            }
            return .start(rejected: rejected, refresh)
        }.token
    }

    private enum Step: Sendable {
        case ready(String)
        case failed(any Error)
        case start(rejected: String?, @Sendable () async throws -> String)
    }

    private enum Found: Sendable {
        case ready(String, round: Int)
        case failed(any Error)
        case wait(SharedWork<String>, round: Int)
    }

    /// A token as `decide` says: ready, from the flight under way, or from a new flight; with
    /// the round it belongs to.
    private func token(
        attempts: Int,
        failure: String,
        _ decide: @escaping @Sendable (State) -> Step
    ) async throws -> (token: String, round: Int) {
        let found = state.withLock { [self] state -> Found in
            if let flight = state.flight {
                return .wait(flight.work, round: state.round + 1)
            }
            switch decide(state) {
            case .ready(let token):
                return .ready(token, round: state.round)
            case .failed(let error):
                return .failed(error)
            case .start(let rejected, let fetch):
                let work = SharedWork(fetch) { [self] result in finish(result) }
                state.flight = (rejected, work)
                return .wait(work, round: state.round + 1)
            }
        }
        do {
            switch found {
            case .ready(let token, let round):
                return (token, round)
            case .failed(let error):
                throw error
            case .wait(let work, let round):
                return (try await work.value(), round)
            }
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw YopuyError(code: .authenticationFailure, reason: failure, underlyingError: error, attempts: attempts)
        }
    }

    private func finish(_ result: Result<String, any Error>) {
        state.withLock { state in
            state.round += 1
            state.unchanged = nil
            switch result {
            case .success(let token):
                state.current = token
                state.failure = nil
                if state.flight?.rejected == token {
                    state.unchanged = (token, state.round)
                }
            case .failure(let error):
                state.failure = state.flight?.rejected.map { ($0, state.round, error) }
            }
            state.flight = nil
        }
    }
}

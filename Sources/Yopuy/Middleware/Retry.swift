#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A middleware that sends a request again when the server is busy or the connection failed,
/// waiting longer each time, but only when sending it twice is safe.
///
/// ```swift
/// let api = Service(adapter: URLSessionAdapter().with(Retry()), URL: baseURL)
/// let post = try await api.call(Post.show(1)).value   // up to 3 attempts within 30 seconds
/// ```
///
/// What is retried:
/// - Only requests whose method is idempotent (``HTTPMethod/isIdempotent``: `GET`, `HEAD`,
///   `PUT`, `DELETE`), or that carry an idempotency key header. A path's type fixes its method,
///   so `Post.show(1)` and `Post.delete(1)` are retried and `Post.create` is not, unless the call
///   sends an `Idempotency-Key`:
///   `try await api.call(Post.create, headers: ["Idempotency-Key": UUID().uuidString])`.
/// - Answers whose status is in ``statuses`` (by default 408, 429, 500, 502, 503 and 504), and
///   adapter errors: no connection, a reset. A ``YopuyError`` from inner middleware (a refused
///   header, a failed token refresh) is a verdict and is not retried, nor is a cancelled call.
///
/// How long it waits: before the n-th retry, between half and all of `delay × 2ⁿ⁻¹`, never more
/// than `maxDelay` (exponential backoff with "equal jitter", so that clients that failed together
/// do not come back together). A 429 or 503 answer's `Retry-After` header, in seconds or as an
/// HTTP date, replaces that wait.
///
/// When it stops: after ``attempts`` attempts, or when the next wait would end after ``budget``
/// has passed since the first attempt (a `Retry-After` longer than that ends the retries at
/// once). The caller then sees the last answer or error, and its ``YopuyError/attempts`` or
/// ``Response/attempts`` says how many times the request was sent. A call's timeout bounds all
/// the attempts and waits together.
public struct Retry: AdapterMiddleware {
    /// The most times a request is sent, the first time included.
    public let attempts: Int

    /// The longest time from the first attempt to the start of the last.
    public let budget: Duration

    /// The wait before the first retry, doubled for each one after it.
    public let delay: Duration

    /// The longest wait between two attempts, unless a `Retry-After` asks for more.
    public let maxDelay: Duration

    /// The statuses that are worth another attempt.
    public let statuses: Set<Int>

    /// The header whose presence makes a non-idempotent request, such as a `POST`, safe to retry.
    public let idempotencyKeyHeader: String

    private let now: @Sendable () -> Duration
    private let sleep: @Sendable (Duration) async throws -> Void

    /// Creates the middleware.
    ///
    /// ```swift
    /// let patient = Retry(attempts: 5, within: .seconds(60), delay: .milliseconds(500))
    /// ```
    ///
    /// - Parameters:
    ///   - attempts: The most times a request is sent, the first included; 1 never retries.
    ///   - budget: The longest time from the first attempt to the start of the last.
    ///   - delay: The wait before the first retry, doubled for each one after it.
    ///   - maxDelay: The longest wait between two attempts, unless a `Retry-After` asks for more.
    ///   - statuses: The statuses worth another attempt.
    ///   - idempotencyKeyHeader: The header that makes any request safe to retry.
    ///   - clock: The clock that measures the budget and the waits; tests pass their own.
    public init<RetryClock: Clock<Duration>>(
        attempts: Int = 3,
        within budget: Duration = .seconds(30),
        delay: Duration = .milliseconds(250),
        maxDelay: Duration = .seconds(8),
        statuses: Set<Int> = [408, 429, 500, 502, 503, 504],
        idempotencyKeyHeader: String = "Idempotency-Key",
        clock: RetryClock = ContinuousClock()
    ) {
        self.attempts = max(1, attempts)
        self.budget = budget
        self.delay = max(.zero, delay)
        self.maxDelay = max(.zero, maxDelay)
        self.statuses = statuses
        self.idempotencyKeyHeader = idempotencyKeyHeader
        let origin = clock.now
        self.now = { origin.duration(to: clock.now) }
        self.sleep = { try await clock.sleep(for: $0) }
    }

    /// Sends the request, and again while the answer is worth another attempt and the limits
    /// allow.
    ///
    /// - Parameters:
    ///   - request: The request on its way out.
    ///   - next: Sends it through the wrapped adapter.
    /// - Returns: The first answer not worth retrying, or the last one.
    /// - Throws: `CancellationError` when cancelled; a ``YopuyError`` with code
    ///   ``YopuyError/Code/transport`` and the attempt count when the last attempt got no answer;
    ///   an inner middleware's ``YopuyError`` as it is.
    public func intercept(
        _ request: AdapterRequest,
        next: @Sendable (AdapterRequest) async throws -> AdapterResponse
    ) async throws -> AdapterResponse {
        guard attempts > 1, request.method.isIdempotent || request.headers[idempotencyKeyHeader] != nil else {
            return try await next(request)
        }
        let start = now()
        var sent = 0
        while true {
            let outcome: Result<AdapterResponse, any Error>
            do {
                outcome = .success(try await next(request))
            } catch {
                outcome = .failure(error)
            }
            sent += (try? outcome.get().attempts) ?? 1
            if Task.isCancelled {
                return try outcome.get()
            }
            guard let wait = wait(after: outcome, attempt: sent),
                sent < attempts,
                now() - start + wait <= budget
            else {
                return try finish(outcome, sent: sent)
            }
            try await sleep(wait)
        }
    }

    /// How long to wait before sending again after `outcome`, or `nil` if it is not worth it.
    private func wait(after outcome: Result<AdapterResponse, any Error>, attempt: Int) -> Duration? {
        switch outcome {
        case .success(let response):
            guard statuses.contains(response.status) else {
                return nil
            }
            if response.status == 429 || response.status == 503,
                let value = response.headers["Retry-After"],
                let asked = RetryAfter.delay(value, now: Date())
            {
                return asked
            }
        case .failure(let error):
            if error is CancellationError || error is YopuyError {
                return nil
            }
        }
        return backoff(attempt: attempt)
    }

    /// A random wait between half and all of `delay × 2^(attempt - 1)`, capped at ``maxDelay``.
    private func backoff(attempt: Int) -> Duration {
        let doubled = delay * (1 << min(max(attempt - 1, 0), 30))
        let cap = min(doubled, maxDelay)
        return cap * Double.random(in: 0.5...1)
    }

    /// The outcome handed to the caller, with the number of times the request was sent.
    private func finish(_ outcome: Result<AdapterResponse, any Error>, sent: Int) throws -> AdapterResponse {
        switch outcome {
        case .success(var response):
            response.attempts = sent
            return response
        case .failure(let error as YopuyError):
            throw error
        case .failure(let error as CancellationError):
            throw error
        case .failure(let error):
            throw YopuyError(
                code: .transport,
                reason: "the adapter got no answer",
                underlyingError: error,
                attempts: sent
            )
        }
    }
}

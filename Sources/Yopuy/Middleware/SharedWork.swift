/// One piece of async work, run once, whose result everyone who joins receives: the single
/// flight behind a token refresh that many calls wait for.
///
/// The work runs in a task of its own, so that a waiter who is cancelled stops waiting at once
/// without cancelling it for the others.
final class SharedWork<Value: Sendable>: Sendable {
    private enum State {
        case running(waiters: [Int: CheckedContinuation<Value, any Error>], cancelled: Set<Int>, nextID: Int)
        case finished(Result<Value, any Error>)
    }

    private let state = Locked(State.running(waiters: [:], cancelled: [], nextID: 0))

    /// Starts `work`; `completion` sees its result once, before any waiter does.
    init(
        _ work: @escaping @Sendable () async throws -> Value,
        completion: @escaping @Sendable (Result<Value, any Error>) -> Void
    ) {
        Task {
            let result: Result<Value, any Error>
            do {
                result = .success(try await work())
            } catch {
                result = .failure(error)
            }
            completion(result)
            self.finish(result)
        }
    }

    /// The work's result, once it is there.
    ///
    /// - Throws: The work's error; `CancellationError` if the calling task is cancelled first.
    func value() async throws -> Value {
        let id = state.withLock { state -> Int in
            guard case .running(let waiters, let cancelled, let nextID) = state else {
                return -1
            }
            state = .running(waiters: waiters, cancelled: cancelled, nextID: nextID + 1)
            return nextID
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let result: Result<Value, any Error>? = state.withLock { state in
                    switch state {
                    case .finished(let result):
                        return result
                    case .running(var waiters, var cancelled, let nextID):
                        if cancelled.remove(id) != nil {
                            state = .running(waiters: waiters, cancelled: cancelled, nextID: nextID)
                            return .failure(CancellationError())
                        }
                        waiters[id] = continuation
                        state = .running(waiters: waiters, cancelled: cancelled, nextID: nextID)
                        return nil
                    }
                }
                if let result {
                    continuation.resume(with: result)
                }
            }
        } onCancel: {
            let waiter: CheckedContinuation<Value, any Error>? = state.withLock { state in
                guard case .running(var waiters, var cancelled, let nextID) = state else {
                    return nil
                }
                let waiter = waiters.removeValue(forKey: id)
                if waiter == nil {
                    // Cancelled before it started waiting: it must not start.
                    cancelled.insert(id)
                }
                state = .running(waiters: waiters, cancelled: cancelled, nextID: nextID)
                return waiter
            }
            waiter?.resume(throwing: CancellationError())
        }
    }

    private func finish(_ result: Result<Value, any Error>) {
        let waiters = state.withLock { state -> [CheckedContinuation<Value, any Error>] in
            guard case .running(let waiters, _, _) = state else {
                return []
            }
            state = .finished(result)
            return Array(waiters.values)
        }
        for waiter in waiters {
            waiter.resume(with: result)
        }
    }
}

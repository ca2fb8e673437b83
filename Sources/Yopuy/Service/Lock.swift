#if canImport(Darwin)
import os
#else
import Synchronization
#endif

/// State behind a lock, stored inline: `Mutex` where it is available without an OS floor
/// (Linux), `OSAllocatedUnfairLock` on Apple platforms, so that Yopuy runs on macOS 13 and
/// iOS 16.
struct Lock<State: Sendable>: ~Copyable, Sendable {
    #if canImport(Darwin)
    private let lock: OSAllocatedUnfairLock<State>

    init(_ state: State) {
        lock = OSAllocatedUnfairLock(initialState: state)
    }

    borrowing func withLock<Result: Sendable>(_ body: @Sendable (inout State) -> Result) -> Result {
        lock.withLock(body)
    }
    #else
    private let mutex: Mutex<State>

    init(_ state: State) {
        mutex = Mutex(state)
    }

    borrowing func withLock<Result: Sendable>(_ body: @Sendable (inout State) -> Result) -> Result {
        mutex.withLock { state in body(&state) }
    }
    #endif
}

/// State shared across threads by reference, reached only under a lock.
package final class Locked<State: Sendable>: Sendable {
    private let lock: Lock<State>

    package init(_ state: State) {
        lock = Lock(state)
    }

    package func withLock<Result: Sendable>(_ body: @Sendable (inout State) -> Result) -> Result {
        lock.withLock(body)
    }
}

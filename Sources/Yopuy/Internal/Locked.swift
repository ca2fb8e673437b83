#if canImport(Darwin)
import os
#else
import Synchronization
#endif

/// State shared across threads, reached only under a lock.
///
/// `Mutex` where it is available without an OS floor (Linux), `OSAllocatedUnfairLock` on Apple
/// platforms, so that Yopuy runs on macOS 13 and iOS 16.
package final class Locked<State: Sendable>: Sendable {
    #if canImport(Darwin)
    private let lock: OSAllocatedUnfairLock<State>

    package init(_ state: State) {
        lock = OSAllocatedUnfairLock(initialState: state)
    }

    package func withLock<Result: Sendable>(_ body: @Sendable (inout State) -> Result) -> Result {
        lock.withLock(body)
    }
    #else
    private let mutex: Mutex<State>

    package init(_ state: State) {
        mutex = Mutex(state)
    }

    package func withLock<Result: Sendable>(_ body: @Sendable (inout State) -> Result) -> Result {
        mutex.withLock { state in body(&state) }
    }
    #endif
}

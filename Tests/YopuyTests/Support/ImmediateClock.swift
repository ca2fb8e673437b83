import Synchronization

/// A clock whose sleeps end at once: each moves its time forward by the duration slept, and is
/// recorded, so that a test can see how long code would have waited without waiting.
final class ImmediateClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (left: Instant, right: Instant) -> Bool { left.offset < right.offset }
    }

    private let state = Mutex<(now: Duration, sleeps: [Duration])>((.zero, []))

    var now: Instant { Instant(offset: state.withLock { $0.now }) }

    var minimumResolution: Duration { .zero }

    /// The durations slept, in order.
    var sleeps: [Duration] { state.withLock { $0.sleeps } }

    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        state.withLock { state in
            state.sleeps.append(deadline.offset - state.now)
            state.now = max(state.now, deadline.offset)
        }
        await Task.yield()
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

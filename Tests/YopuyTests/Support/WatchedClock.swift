/// The continuous clock, with a record of the sleeps on it: each is recorded as it begins, then
/// lasts as long as it would on `ContinuousClock`, so that a test can act while code waits,
/// knowing it waits, and the wait is real.
final class WatchedClock: Clock, Sendable {
    typealias Instant = ContinuousClock.Instant

    private let base = ContinuousClock()
    private let begun = Recorder<Duration>()

    var now: Instant { base.now }

    var minimumResolution: Duration { base.minimumResolution }

    /// The durations of the sleeps begun so far, in order.
    var sleeps: [Duration] { begun.values }

    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        begun.record(now.duration(to: deadline))
        try await base.sleep(until: deadline, tolerance: tolerance)
    }
}

import Synchronization

/// Waits until `condition` holds: for what URLSession and the server do on their own threads
/// after a call has ended, or for a reader to reach the point a test acts at. It never asserts on
/// time: a loaded machine only makes it wait longer. It gives up after 30 s, measured on the
/// clock, so that the expectation after it fails instead of the run hanging; nothing a test waits
/// for takes a fraction of that.
func eventually(_ condition: @Sendable () -> Bool) async {
    let deadline = ContinuousClock.now + .seconds(30)
    while !condition(), ContinuousClock.now < deadline {
        try? await Task.sleep(for: .milliseconds(20))
    }
}

/// A count that any thread adds to and reads.
final class Tally: Sendable {
    private let count = Mutex(0)

    /// The count so far.
    var value: Int { count.withLock { $0 } }

    /// Adds `amount` to the count.
    func add(_ amount: Int) {
        count.withLock { $0 += amount }
    }
}

/// How long the integration tests wait, and the one rule for every wall-clock bound in them.
///
/// Tests assert behaviour; speed is the benchmarks' (`Benchmarks/`, `run-stress.sh`). A test
/// tells a right behaviour from a wrong one by what happened (the error's code, what the server
/// saw, how many chunks arrived) wherever it can. Where only a clock can tell them apart (a call
/// that ends when it is cancelled, not when the server answers 20 s later), the test makes the
/// two differ by 10 s or more and puts the bound halfway (``before(_:)``): a loaded two-core
/// machine running every suite at once is late by seconds (a cancelled call once ended 1.45 s
/// after its cancel; URLSession once took over 4 s to refuse a 1 MiB head), never by tens of
/// them. A bound a test only waits up to (``poll``, a suite's time limit) costs time only when
/// the test fails, so it is generous.
enum Patience {
    /// The timeout of a call whose server answers, or fails, at once: never reached but by a
    /// client that waits for bytes that are not coming, whose call then fails as `timedOut`.
    static let answer: Duration = .seconds(60)

    /// How long a test polls for what follows at once (a request reaching the server, a
    /// connection closing) before it says it did not happen.
    static let poll: Duration = .seconds(30)

    /// The bound that tells the right behaviour from a wrong one that takes `wrong`: half of it.
    static func before(_ wrong: Duration) -> Duration { wrong / 2 }
}

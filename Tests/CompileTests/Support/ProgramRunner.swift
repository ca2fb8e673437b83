import Foundation

/// Runs an executable with a time limit: a program (or a compiler) that hangs is stopped, with
/// the processes it started, and fails instead of stalling the test run.
enum ProgramRunner {
    /// How a run ended and what it printed.
    struct Outcome {
        /// The exit status, or the signal that ended it.
        let status: Int32
        /// Whether it exited (rather than being ended by a signal).
        let exitedNormally: Bool
        /// Whether it was stopped at the time limit.
        let timedOut: Bool
        /// Standard output and standard error, together.
        let output: String
    }

    /// Runs `executable` with `arguments` in `folder`, with `environment` added to this
    /// process's, for at most `timeout`, waiting on a thread of its own.
    static func run(
        _ executable: URL,
        _ arguments: [String] = [],
        in folder: URL,
        environment: [String: String] = [:],
        timeout: Duration
    ) async throws -> Outcome {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Result {
                        try runWaiting(executable, arguments, in: folder, environment: environment, timeout: timeout)
                    }
                )
            }
        }
    }

    private static func runWaiting(
        _ executable: URL,
        _ arguments: [String],
        in folder: URL,
        environment: [String: String],
        timeout: Duration
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()

        let watch = Watch()
        let pid = process.processIdentifier
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            watch.stop {
                // The processes it started too: a compiler driver's frontend runs in a process
                // group of its own, and would hold the output open.
                for process in descendants(of: pid) + [pid] {
                    kill(process, SIGKILL)
                }
            }
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            exitedNormally: process.terminationReason == .exit,
            timedOut: watch.finish(),
            output: String(decoding: output, as: UTF8.self)
        )
    }

    /// The processes that `root` started, and the ones they started, as `/proc` lists them
    /// (none where there is no `/proc`).
    private static func descendants(of root: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        var children: [pid_t: [pid_t]] = [:]
        for entry in entries {
            // `pid (command) state ppid …`; the command may hold spaces and parentheses.
            guard let pid = pid_t(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let end = stat.lastIndex(of: ")")
            else {
                continue
            }
            let fields = stat[stat.index(after: end)...].split(separator: " ")
            if fields.count > 1, let parent = pid_t(fields[1]) {
                children[parent, default: []].append(pid)
            }
        }
        var found: [pid_t] = []
        var next = children[root] ?? []
        while let pid = next.popLast() {
            found.append(pid)
            next += children[pid] ?? []
        }
        return found
    }

    /// Whether a run was stopped: the timer stops it only if it has not finished.
    private final class Watch: @unchecked Sendable {
        private let lock = NSLock()
        private var finished = false
        private var stopped = false

        /// Runs `kill` unless the run has finished, and remembers that it did.
        func stop(_ kill: () -> Void) {
            lock.lock()
            defer { lock.unlock() }
            if !finished {
                stopped = true
                kill()
            }
        }

        /// Marks the run finished; returns whether it was stopped.
        func finish() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            finished = true
            return stopped
        }
    }
}

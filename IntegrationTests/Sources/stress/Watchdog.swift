import Foundation
import Synchronization

/// Ends the process with status 3 when no call has ended for `stall` seconds: a deadlock fails
/// the run instead of hanging it. It runs on a thread of its own, outside Swift's cooperative
/// pool, so a deadlock of that pool cannot stop it.
final class Watchdog: Sendable {
    private let ended = Mutex(0)
    private let stall: Int

    /// Starts watching.
    init(stall: Int) {
        self.stall = stall
        let thread = Thread { [self] in watch() }
        thread.start()
    }

    /// Counts one more call that ended.
    func tick() {
        ended.withLock { $0 += 1 }
    }

    private func watch() {
        var last = -1
        var quiet = 0
        while true {
            Thread.sleep(forTimeInterval: 1)
            let now = ended.withLock { $0 }
            if now != last {
                last = now
                quiet = 0
                continue
            }
            quiet += 1
            if quiet >= stall {
                let message =
                    "HANG: no call ended in \(stall) s, after \(now) calls had ended; "
                    + String(format: "peak memory %.1f MiB", peakResidentMiB())
                say(message)
                exit(3)
            }
        }
    }
}

/// The peak resident memory of this process, in MiB.
func peakResidentMiB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

/// `duration` in seconds.
func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// Writes a line to standard output at once, unbuffered, so that nothing is lost or reordered
/// when the watchdog ends the process.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

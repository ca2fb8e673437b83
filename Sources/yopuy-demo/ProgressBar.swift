import Foundation
import Synchronization
import Yopuy

/// Draws a transfer's progress on one line of the terminal, redrawn in place:
/// `[############------------]  50%  300 KiB of 600 KiB`, or the bytes so far when the total is
/// not known. The line ends when the transfer reaches its total, or at ``finish()``.
///
/// When the output is not a terminal (a log, a pipe), it writes only the end: `[####…] 100%`,
/// or `[~~~~…] done` for a total it never knew, the same line whichever server answered.
final class ProgressBar: Sendable {
    private let width = 24
    private let isTerminal = isatty(STDOUT_FILENO) != 0
    /// The bytes drawn last, and whether the line waits for its end.
    private let drawn = Mutex((completed: Int64(-1), isOpen: false, isDone: false))

    /// Redraws the line for `progress`, unless it says nothing new.
    func draw(_ progress: TransferProgress) {
        let complete = progress.total.map { progress.completed >= $0 } ?? false
        drawn.withLock { drawn in
            guard !drawn.isDone, progress.completed > drawn.completed else {
                return
            }
            guard isTerminal else {
                if complete {
                    print("   [\(String(repeating: "#", count: width))] 100%")
                }
                drawn = (progress.completed, !complete, complete)
                return
            }
            print("\r   " + line(for: progress), terminator: complete ? "\n" : "")
            fflush(nil)  // every stream: a line without its newline stays in the buffer
            drawn = (progress.completed, !complete, complete)
        }
    }

    /// Ends the line if the transfer did not, so that what follows starts on a new one.
    func finish() {
        drawn.withLock { drawn in
            if drawn.isOpen {
                print(isTerminal ? "" : "   [\(String(repeating: "~", count: width))] done")
            }
            drawn.isOpen = false
            drawn.isDone = true
        }
    }

    private func line(for progress: TransferProgress) -> String {
        let done = Self.size(progress.completed)
        guard let fraction = progress.fractionCompleted, let total = progress.total else {
            return "[\(String(repeating: "~", count: width))]  \(done)"
        }
        let filled = min(width, Int(fraction * Double(width)))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let percent = String(Int(fraction * 100))
        return "[\(bar)] \(String(repeating: " ", count: 3 - percent.count))\(percent)%  \(done) of \(Self.size(total))"
    }

    private static func size(_ bytes: Int64) -> String {
        bytes < 1_024 ? "\(bytes) B" : "\(bytes / 1_024) KiB"
    }
}

import Foundation

/// The test process's peak resident memory (`VmHWM` in /proc/self/status), which a test can
/// reset before the work it measures. Linux only; elsewhere there is nothing to read.
enum PeakMemory {
    /// The peak since the process started or since the last ``reset()``: `"84900 kB"`.
    static var current: String { field("VmHWM") }

    /// The resident memory now: `"61200 kB"`. After a ``reset()``, the peak starts from it.
    static var resident: String { field("VmRSS") }

    /// The value of the line `name:` of /proc/self/status, or `"unknown"`.
    private static func field(_ name: String) -> String {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("\(name):") })
        else {
            return "unknown"
        }
        return line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)
    }

    /// Starts the peak again from the current resident memory (writes `5` to
    /// /proc/self/clear_refs); does nothing where that file cannot be written.
    static func reset() {
        try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
    }
}

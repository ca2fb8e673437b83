import Yopuy

/// How one call ended.
enum Outcome: Sendable {
    case completed, cancelled, timedOut
    case unexpected(String)

    /// How `call` ended.
    static func of(_ call: () async throws(YopuyError) -> some Any) async -> Outcome {
        do {
            _ = try await call()
            return .completed
        } catch {
            return Outcome(error)
        }
    }

    /// How a call that failed with `error` ended.
    init(_ error: YopuyError) {
        switch error.code {
        case .cancelled: self = .cancelled
        case .timedOut: self = .timedOut
        default: self = .unexpected("\(error)")
        }
    }

    /// How a call with `result` ended.
    init(_ result: Result<some Any, YopuyError>) {
        switch result {
        case .success: self = .completed
        case .failure(let error): self = Outcome(error)
        }
    }
}

/// How many calls ended, and how.
struct Tally: Sendable {
    var completed = 0
    var cancelled = 0
    var timedOut = 0
    var unexpected: [String] = []

    var ended: Int { completed + cancelled + timedOut + unexpected.count }

    mutating func count(_ outcome: Outcome) {
        switch outcome {
        case .completed: completed += 1
        case .cancelled: cancelled += 1
        case .timedOut: timedOut += 1
        case .unexpected(let what): unexpected.append(what)
        }
    }

    mutating func add(_ other: Tally) {
        completed += other.completed
        cancelled += other.cancelled
        timedOut += other.timedOut
        unexpected += other.unexpected
    }

    var summary: String {
        "\(ended) calls: \(completed) completed, \(cancelled) cancelled, \(timedOut) timed out, "
            + "\(unexpected.count) unexpected"
    }
}

import Foundation
import Yopuy

/// The storm and the load, through one service.
struct Stress: Sendable {
    let service: Service<AnyHTTPAdapter>
    let inFlight: Int
    let watchdog: Watchdog

    /// Runs `count` calls, `inFlight` at a time, and tallies how they ended.
    func run(count: Int, _ call: @escaping @Sendable (Int) async -> Outcome) async -> Tally {
        await withTaskGroup(of: Tally.self) { group in
            for worker in 0..<min(inFlight, count) {
                group.addTask {
                    var tally = Tally()
                    for index in stride(from: worker, to: count, by: inFlight) {
                        tally.count(await call(index))
                        watchdog.tick()
                    }
                    return tally
                }
            }
            var total = Tally()
            for await tally in group {
                total.add(tally)
            }
            return total
        }
    }

    // MARK: - Storm

    /// How a call of the storm is ended early.
    enum Ending {
        case taskCancel, handleCancel, timeout
    }

    /// Rounds of slow calls ended at random moments: 40% by `Task.cancel`, 40% by
    /// `CallHandle.cancel`, 20% by a timeout.
    func storm(rounds: Int, calls: Int) async -> Tally {
        var total = Tally()
        let start = ContinuousClock.now
        for round in 1...max(1, rounds) {
            let roundStart = ContinuousClock.now
            let tally = await run(count: calls) { index in
                let ending: Ending =
                    switch index % 5 {
                    case 0, 1: .taskCancel
                    case 2, 3: .handleCancel
                    default: .timeout
                    }
                return await stormCall(
                    ending: ending,
                    serverDelay: Int.random(in: 0...300),
                    delay: .milliseconds(Int.random(in: 1...300))
                )
            }
            say(
                "round \(round): \(tally.summary) in "
                    + String(
                        format: "%.1f s, peak memory %.1f MiB",
                        seconds(ContinuousClock.now - roundStart),
                        peakResidentMiB()
                    )
            )
            total.add(tally)
        }
        say(
            "storm: \(total.summary) in "
                + String(
                    format: "%.1f s, peak memory %.1f MiB",
                    seconds(ContinuousClock.now - start),
                    peakResidentMiB()
                )
        )
        return total
    }

    /// A slow call that the server answers after `serverDelay` ms, ended by `ending` after
    /// `delay` unless it finished first.
    func stormCall(ending: Ending, serverDelay: Int, delay: Duration) async -> Outcome {
        let query: Query = ["ms": serverDelay]
        switch ending {
        case .taskCancel:
            let task = Task {
                await Outcome.of { () async throws(YopuyError) in
                    try await service.call(Slow.show, query: query)
                }
            }
            try? await Task.sleep(for: delay)
            task.cancel()
            return await task.value
        case .handleCancel:
            let (outcomes, continuation) = AsyncStream.makeStream(of: Outcome.self)
            let handle = service.call(Slow.show, query: query) { result in
                continuation.yield(Outcome(result))
                continuation.finish()
            }
            try? await Task.sleep(for: delay)
            handle.cancel()
            for await outcome in outcomes {
                return outcome
            }
            return .unexpected("the handler never ran")
        case .timeout:
            return await Outcome.of { () async throws(YopuyError) in
                try await service.call(Slow.show, query: query, timeout: delay)
            }
        }
    }

    // MARK: - Load

    /// Creates `count` posts, `inFlight` at a time, then lists them back: every one must be
    /// there exactly once.
    func load(count: Int) async -> Bool {
        let runID = UUID().uuidString
        let start = ContinuousClock.now
        let tally = await run(count: count) { index in
            let body: RequestBody
            do {
                body = try .json(["title": "\(runID) \(index)", "body": "load"])
            } catch {
                return .unexpected("\(error)")
            }
            return await Outcome.of { () async throws(YopuyError) in try await service.call(Post.create, body: body) }
        }
        let elapsed = seconds(ContinuousClock.now - start)
        let listed: [Post]
        do {
            listed = try await service.call(Post.list).value ?? []
        } catch {
            say("load: listing the posts failed: \(error)")
            return false
        }
        var seen: [String: Int] = [:]
        for post in listed where post.title.hasPrefix(runID) {
            seen[post.title, default: 0] += 1
        }
        let lost = (0..<count).filter { seen["\(runID) \($0)"] == nil }.count
        let duplicated = seen.values.reduce(0) { $0 + max(0, $1 - 1) }
        say(
            "load: \(tally.summary) in "
                + String(format: "%.1f s (%.0f requests/s)", elapsed, Double(count) / elapsed)
                + "; listed back: \(lost) lost, \(duplicated) duplicated; "
                + String(format: "peak memory %.1f MiB", peakResidentMiB())
        )
        for what in tally.unexpected.prefix(10) {
            say("unexpected: \(what)")
        }
        return tally.completed == count && lost == 0 && duplicated == 0
    }
}

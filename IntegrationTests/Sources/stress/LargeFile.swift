import Foundation
import Synchronization
import Yopuy

extension Stress {
    /// One body of `size` bytes (1 GiB) downloaded to a file, then read by a reader that lags,
    /// and small calls beside each (issue #50, item 4; issue #63):
    ///
    /// - download to a file: its length, a thousand bytes sampled from it against the server's
    ///   pattern, and the growth of the peak memory;
    /// - lagging reader: the same body streamed to a reader that takes `lagRate` MiB/s, slower
    ///   than the server sends it, its sum checked, and the growth of the peak memory;
    /// - small calls: `smallCalls` calls of 100 bytes, 10 at a time, alone, then while each of
    ///   those transfers runs (up to three times while it runs): the slowest time beside a
    ///   transfer against the median of three times alone.
    ///
    /// With `checking`, each growth is at most `limit` MiB and the small calls take at most
    /// `ratio` times as long beside a transfer as alone.
    func largeFile(
        size: Int,
        lagRate: Int,
        smallCalls: Int,
        limit: Double,
        ratio: Double,
        checking: Bool
    ) async -> Bool {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yopuy-file-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let destination = folder.appendingPathComponent("large")
            _ = try await read(service.stream(Bulk.show(1 << 20)).body)
            let alone = try await timeSmallCalls(smallCalls)
            var beside: [(time: Duration, waited: Bool)] = []
            var passed = true

            var (growth, elapsed) = try await measure {
                beside.append(
                    try await besideTransfer(smallCalls) {
                        let file = try await service.download(Bulk.show(size), to: destination)
                        guard file.byteCount == Int64(size) else {
                            throw Failure("downloaded \(file.byteCount) bytes")
                        }
                    }
                )
            }
            try checkSampled(destination, size: size)
            try FileManager.default.removeItem(at: destination)
            let mebibytes = Double(size) / Double(1 << 20)
            passed =
                report("download to a file", mebibytes, growth, elapsed, limit: checking ? limit : nil) && passed

            (growth, elapsed) = try await measure {
                beside.append(
                    try await besideTransfer(smallCalls) {
                        let answer = try await service.stream(Bulk.show(size))
                        let start = ContinuousClock.now
                        var count = 0
                        var sum: UInt32 = 0
                        for try await chunk in answer.body {
                            for byte in chunk {
                                sum &+= UInt32(byte)
                            }
                            count += chunk.count
                            watchdog.tick()
                            try await Task.sleep(
                                until: start + .seconds(Double(count) / Double(lagRate << 20)),
                                clock: .continuous
                            )
                        }
                        guard count == size, sum == bulkSum(0..<size) else {
                            throw Failure("read \(count) bytes, sum \(sum)")
                        }
                    }
                )
            }
            passed =
                report(
                    "lagging reader, \(lagRate) MiB/s",
                    mebibytes,
                    growth,
                    elapsed,
                    limit: checking ? limit : nil
                )
                && passed

            let slowest = beside.map(\.time).max() ?? .zero
            let measured = seconds(slowest) / max(seconds(alone), 0.000_001)
            let within = !checking || measured <= ratio
            say(
                "\(smallCalls) small calls: \(String(format: "%.3f", seconds(alone))) s alone, "
                    + beside.map {
                        String(format: "%.3f", seconds($0.time)) + ($0.waited ? " (ended after the transfer)" : "")
                    }
                    .joined(separator: " and ")
                    + " s beside the two transfers: \(String(format: "%.2f", measured))x"
                    + (checking ? (within ? ", within \(ratio)x" : ", PAST \(ratio)x") : ", reported")
            )
            return passed && within
        } catch {
            say("file: \(error)")
            return false
        }
    }

    /// How long `count` calls of 100 bytes take, 10 at a time: the median of three runs.
    func timeSmallCalls(_ count: Int) async throws -> Duration {
        var times: [Duration] = []
        for _ in 0..<3 {
            times.append(try await timeSmallCallsOnce(count))
        }
        return times.sorted()[1]
    }

    /// How long `count` calls of 100 bytes take, 10 at a time, once.
    func timeSmallCallsOnce(_ count: Int) async throws -> Duration {
        let start = ContinuousClock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            for worker in 0..<10 {
                group.addTask {
                    for _ in stride(from: worker, to: count, by: 10) {
                        let body = try await service.call(Bulk.show(100)).value
                        guard body?.count == 100 else {
                            throw Failure("a small call read \(body?.count ?? 0) bytes")
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        return ContinuousClock.now - start
    }

    /// Runs `transfer` and, once it has run for half a second, times `count` small calls beside
    /// it, up to three times while it runs: returns the slowest time, and whether the calls ended
    /// only after the transfer did (they waited for it).
    func besideTransfer(
        _ count: Int,
        _ transfer: @escaping @Sendable () async throws -> Void
    ) async throws -> (time: Duration, waited: Bool) {
        let ended = Atomic<Bool>(false)
        let running = Task {
            defer { ended.store(true, ordering: .releasing) }
            try await transfer()
        }
        do {
            try await Task.sleep(for: .milliseconds(500))
            var slowest = Duration.zero
            var waited = false
            for _ in 0..<3 where !waited {
                slowest = max(slowest, try await timeSmallCallsOnce(count))
                waited = ended.load(ordering: .acquiring)
            }
            try await running.value
            return (slowest, waited)
        } catch {
            running.cancel()
            throw error
        }
    }

    /// Checks a thousand bytes of the file at `destination`, at random, against the server's
    /// pattern.
    func checkSampled(_ destination: URL, size: Int) throws {
        let handle = try FileHandle(forReadingFrom: destination)
        defer { try? handle.close() }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<1_000 {
            let offset = Int.random(in: 0..<size, using: &generator)
            try handle.seek(toOffset: UInt64(offset))
            guard let byte = try handle.read(upToCount: 1)?.first, Int(byte) == offset % 251 else {
                throw Failure("the byte at \(offset) is not the server's")
            }
        }
    }
}

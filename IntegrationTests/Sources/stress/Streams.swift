import Foundation
import Yopuy

#if canImport(Glibc)
import Glibc
#endif

/// `GET /bulk/:bytes`: that many bytes, byte `i` being `i % 251`.
struct Bulk: RootResource, IsShowable {
    static let path = "bulk"
    let id: Int
    static func parse(singular data: Data) throws -> Data { data }
}

/// `PUT /bulk`: the server reads the body and answers its length and the sum of every 1021st of
/// its bytes.
struct BulkUpload: SingularRootResource, IsReplaceable, Sendable {
    static let path = "bulk"

    struct Receipt: Decodable, Sendable {
        let bytes: Int
        let sum: UInt32
    }

    static func parse(singular data: Data) throws -> Receipt { try JSONDecoder().decode(Receipt.self, from: data) }
}

/// The memory of this process, from /proc/self/status, in MiB: resident now, and the peak since
/// the last reset.
enum Memory {
    static var resident: Double { field("VmRSS") }
    static var peak: Double { field("VmHWM") }

    /// Has the C allocator give the system back the pages it keeps free (glibc's `malloc_trim`),
    /// so that the resident memory is what is in use: after a burst, glibc keeps what was freed
    /// for later, and the resident memory would show it as if it were held.
    static func trim() {
        typealias Trim = @convention(c) (Int) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        }
    }

    /// Starts the peak again from the resident memory now.
    static func resetPeak() {
        let file = open("/proc/self/clear_refs", O_WRONLY)
        guard file >= 0 else {
            return
        }
        _ = write(file, "5", 1)
        close(file)
    }

    private static func field(_ name: String) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("\(name):") }),
            let kilobytes = Double(line.dropFirst(name.count + 1).split(whereSeparator: \.isWhitespace).first ?? "")
        else {
            return 0
        }
        return kilobytes / 1024
    }
}

/// The sum of the bytes `i % 251` for `i` in `range`, modulo 2³², as `PUT /bulk` answers it.
func bulkSum(_ range: Range<Int>) -> UInt32 {
    var sum: UInt32 = 0
    let whole = (range.count / 251) * 251
    // Each run of 251 bytes sums to 0 + 1 + … + 250 = 31 375, wherever it starts.
    sum &+= UInt32(truncatingIfNeeded: (whole / 251) * 31_375)
    for index in (range.lowerBound + whole)..<range.upperBound {
        sum &+= UInt32(index % 251)
    }
    return sum
}

extension Stress {
    /// Streams under measure, each checked: memory must not follow the body's size.
    ///
    /// - pull: `size` bytes read as they arrive, their sum checked; the peak memory's growth
    ///   over the resident memory before, and the rate.
    /// - download: the same to a file, moved into place.
    /// - push: `size` bytes uploaded from a file; the server's sum checked.
    /// - slow reader: `slowSize` bytes (64 MiB) read at `slowRate` MiB/s from a server that sends
    ///   at full speed.
    /// - cancelled: `downloads` downloads of 64 MiB, `concurrent` at a time, each cancelled after
    ///   20 to 150 ms: the peak within 128 MiB through every client, memory back within 16 MiB
    ///   of where it was, no partial file left, and the server answers the next call.
    ///
    /// The growth bound (`limit` MiB, 16 MiB in use after the cancelled downloads) is checked
    /// for every row when `checkingEveryRow`; otherwise only for the slow reader, and the other
    /// rows are reported: URLSession on Linux hands the parts over through one delegate queue,
    /// and on a loopback faster than that queue, they wait in URLSession's own queue.
    func streams(
        size: Int,
        downloads: Int,
        concurrent: Int,
        slowRate: Int,
        slowSize: Int,
        limit: Double,
        checkingEveryRow: Bool
    ) async -> Bool {
        let checked = checkingEveryRow ? limit : nil
        var passed = true
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yopuy-stress-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            _ = try await read(service.stream(Bulk.show(1 << 20)).body)

            let mebibytes = Double(size) / Double(1 << 20)
            var (growth, elapsed) = try await measure {
                let (count, sum) = try await read(service.stream(Bulk.show(size)).body)
                guard count == size, sum == bulkSum(0..<size) else {
                    throw Failure("pulled \(count) bytes, sum \(sum)")
                }
            }
            passed = report("pull", mebibytes, growth, elapsed, limit: checked) && passed

            let destination = folder.appendingPathComponent("pulled")
            (growth, elapsed) = try await measure {
                let file = try await service.download(Bulk.show(size), to: destination)
                guard file.byteCount == Int64(size) else {
                    throw Failure("downloaded \(file.byteCount) bytes")
                }
            }
            passed = report("download", mebibytes, growth, elapsed, limit: checked) && passed

            (growth, elapsed) = try await measure {
                let body = RequestBody(try BodySource.file(at: destination), contentType: "application/octet-stream")
                let receipt = try await service.call(BulkUpload.replace, body: body).value
                let sampled = stride(from: 0, to: size, by: 1_021).reduce(UInt32(0)) { $0 &+ UInt32($1 % 251) }
                guard receipt?.bytes == size, receipt?.sum == sampled else {
                    throw Failure("pushed, the server got \(receipt.map { "\($0.bytes) bytes" } ?? "nothing")")
                }
            }
            passed = report("push", mebibytes, growth, elapsed, limit: checked) && passed
            try FileManager.default.removeItem(at: destination)

            (growth, elapsed) = try await measure {
                let answer = try await service.stream(Bulk.show(slowSize))
                let start = ContinuousClock.now
                var count = 0
                for try await chunk in answer.body {
                    count += chunk.count
                    watchdog.tick()
                    let due = start + .seconds(Double(count) / Double(slowRate << 20))
                    try await Task.sleep(until: due, clock: .continuous)
                }
                guard count == slowSize else {
                    throw Failure("read \(count) bytes slowly")
                }
            }
            let slow = report(
                "slow reader, \(slowRate) MiB/s",
                Double(slowSize) / Double(1 << 20),
                growth,
                elapsed,
                limit: limit
            )
            passed = slow && passed

            passed =
                try await cancelledDownloads(
                    downloads,
                    concurrent: concurrent,
                    in: folder,
                    checkingMemory: checkingEveryRow
                )
                && passed
        } catch {
            say("streams: \(error)")
            return false
        }
        return passed
    }

    /// Reads a body to its end, and returns how many bytes it had and their sum.
    func read(_ body: BodyStream) async throws -> (Int, UInt32) {
        var count = 0
        var sum: UInt32 = 0
        for try await chunk in body {
            count += chunk.count
            for byte in chunk {
                sum &+= UInt32(byte)
            }
            watchdog.tick()
        }
        return (count, sum)
    }

    /// Runs `work` and returns how far the peak memory grew over the resident memory before it,
    /// in MiB, and how long it took.
    func measure(_ work: () async throws -> Void) async throws -> (Double, Duration) {
        Memory.trim()
        Memory.resetPeak()
        let before = Memory.resident
        let start = ContinuousClock.now
        try await work()
        return (Memory.peak - before, ContinuousClock.now - start)
    }

    /// Says one row's numbers; `false` when the growth is past `limit`.
    func report(_ name: String, _ mebibytes: Double, _ growth: Double, _ elapsed: Duration, limit: Double?) -> Bool {
        let rate = mebibytes / max(seconds(elapsed), 0.001)
        let within = limit.map { growth <= $0 } ?? true
        let verdict = limit.map { within ? "within \(Int($0)) MiB" : "PAST \(Int($0)) MiB" } ?? "reported"
        say(
            "\(name): \(String(format: "%.0f", mebibytes)) MiB in \(String(format: "%.2f", seconds(elapsed))) s "
                + "(\(String(format: "%.0f", rate)) MiB/s), peak memory +\(String(format: "%.1f", growth)) MiB, \(verdict)"
        )
        return within
    }

    /// `count` downloads of 64 MiB, `concurrent` at a time, each cancelled after 20 to 150 ms.
    func cancelledDownloads(_ count: Int, concurrent: Int, in folder: URL, checkingMemory: Bool) async throws -> Bool {
        Memory.trim()
        let before = Memory.resident
        Memory.resetPeak()
        let start = ContinuousClock.now
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<min(concurrent, count) {
                group.addTask {
                    for index in stride(from: worker, to: count, by: concurrent) {
                        let destination = folder.appendingPathComponent("cancelled-\(index)")
                        let download = Task { try await service.download(Bulk.show(64 << 20), to: destination) }
                        try? await Task.sleep(for: .milliseconds(Int.random(in: 20...150)))
                        download.cancel()
                        _ = await download.result
                        watchdog.tick()
                    }
                }
            }
        }
        let elapsed = ContinuousClock.now - start
        let peak = Memory.peak
        // What the cancelled transfers held goes back to the allocator as their tasks end.
        try await Task.sleep(for: .milliseconds(500))
        let resident = Memory.resident
        Memory.trim()
        let after = Memory.resident
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".yopuy-partial")
        }
        let (next, _) = try await read(service.stream(Bulk.show(1_000)).body)
        let backWithin = after - before <= 16 || !checkingMemory
        // Every client: a cancelled download stops at once. The peak was +655 to +1 374 MiB
        // through URLSession while its data tasks were started on the cooperative threads.
        let peakWithin = peak - before <= 128
        say(
            "cancelled: \(count) downloads of 64 MiB, \(concurrent) at a time, in "
                + "\(String(format: "%.2f", seconds(elapsed))) s: peak memory +\(String(format: "%.1f", peak - before)) MiB "
                + "(\(peakWithin ? "within" : "PAST") 128 MiB), "
                + "after +\(String(format: "%.1f", resident - before)) MiB resident, "
                + "+\(String(format: "%.1f", after - before)) MiB in use (\(after - before <= 16 ? "within" : checkingMemory ? "PAST" : "reported, past") 16 MiB), "
                + "\(left.count) files left, next call \(next == 1_000 ? "answered" : "FAILED")"
        )
        return backWithin && peakWithin && left.isEmpty && next == 1_000
    }
}

/// A check that failed, said in words.
struct Failure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

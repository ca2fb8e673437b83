import Foundation
import Yopuy

extension Stress {
    /// One body of `size` bytes downloaded to a file (issue #50, item 4: 1 GiB): its length, a
    /// thousand bytes sampled from it against the server's pattern, and the growth of the peak
    /// memory, at most `limit` MiB when `checking`.
    func largeFile(size: Int, limit: Double, checking: Bool) async -> Bool {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yopuy-file-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let destination = folder.appendingPathComponent("large")
            _ = try await read(service.stream(Bulk.show(1 << 20)).body)
            let (growth, elapsed) = try await measure {
                let file = try await service.download(Bulk.show(size), to: destination)
                guard file.byteCount == Int64(size) else {
                    throw Failure("downloaded \(file.byteCount) bytes")
                }
            }
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
            return report(
                "download to a file",
                Double(size) / Double(1 << 20),
                growth,
                elapsed,
                limit: checking ? limit : nil
            )
        } catch {
            say("file: \(error)")
            return false
        }
    }
}

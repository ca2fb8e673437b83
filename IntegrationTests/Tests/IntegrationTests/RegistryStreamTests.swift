import ContainerRegistry
import Foundation
import Testing
import Yopuy
import YopuyTesting

/// Blobs larger than a request body should hold, through the registry from Debian's
/// `docker-registry`: pushed from a file, pulled to a file, and a pull cut short continued with
/// `Range` and `If-Range`, the finished file hashing to its digest.
@Suite("Registry: blobs streamed to and from files", .enabled(if: Registries.areRunning, Registries.skipped))
struct RegistryStreamTests {
    /// The blob's size: 1 MiB, many chunks of any client.
    static let size = 1 << 20

    /// A new folder of its own, with a 1 MiB file of varied bytes in it: 256 blocks of 4 KiB,
    /// each its number repeated, cheap to make in a debug build.
    func folderWithBlob() throws -> (URL, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yopuy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("layer.bin")
        var bytes = Data(capacity: Self.size)
        for block in 0..<(Self.size >> 12) {
            bytes.append(Data(repeating: UInt8(truncatingIfNeeded: block), count: 1 << 12))
        }
        try bytes.write(to: file)
        return (folder, file)
    }

    @Test("a blob pushed from a file and pulled to one hashes to its digest", arguments: Client.allCases)
    func pushAndPull(client: Client) async throws {
        try await withServer(.registries) { registries in
            let registry = try client.registry(at: registries.open)
            let name = SegmentedID(splitting: Registries.uniqueName("files-\(client)"))
            let (folder, file) = try folderWithBlob()
            defer { try? FileManager.default.removeItem(at: folder) }
            let pushed = try await registry.pushBlob(fromFile: file, to: name)
            #expect(pushed.digest == (try Digest.sha256(ofFileAt: file)))
            let pulled = folder.appendingPathComponent("pulled.bin")
            let download = try await registry.downloadBlob(pushed.digest, from: name, to: pulled)
            #expect(download.byteCount == Int64(Self.size))
            #expect(FileManager.default.contentsEqual(atPath: pulled.path, andPath: file.path))
        }
    }

    @Test(
        "a pull cut short continues from the bytes kept, with Range and If-Range; the file hashes to its digest",
        arguments: Client.allCases
    )
    func resume(client: Client) async throws {
        try await withServer(.registries) { registries in
            let recorder = RequestRecorder()
            let registry = try client.registry(at: registries.open, recordingInto: recorder)
            let name = SegmentedID(splitting: Registries.uniqueName("resume-\(client)"))
            let (folder, file) = try folderWithBlob()
            defer { try? FileManager.default.removeItem(at: folder) }
            let digest = try await registry.pushBlob(fromFile: file, to: name).digest
            let pulled = folder.appendingPathComponent("pulled.bin")

            // The pull is cancelled after its first chunk, in a task of its own.
            let attempt = Task {
                try await registry.downloadBlob(digest, from: name, to: pulled, resumable: true) { _ in
                    withUnsafeCurrentTask { $0?.cancel() }
                }
            }
            let cut = await #expect(throws: YopuyError.self) { _ = try await attempt.value }
            #expect(cut?.code == .cancelled)
            let kept = try #require(
                try FileManager.default.attributesOfItem(atPath: DownloadedFile.partialFile(for: pulled).path)[.size]
                    as? Int
            )
            #expect(kept > 0 && kept < Self.size, "\(kept) bytes kept")
            #expect(!FileManager.default.fileExists(atPath: pulled.path))

            let resumed = try await registry.downloadBlob(digest, from: name, to: pulled, resumable: true)
            #expect(resumed.status == 206)
            #expect(resumed.byteCount == Int64(Self.size))
            let request = try #require(recorder.last)
            #expect(request.headers["Range"] == "bytes=\(kept)-")
            #expect(request.headers["If-Range"] == "\"\(digest)\"")
            #expect(FileManager.default.contentsEqual(atPath: pulled.path, andPath: file.path))
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                    "layer.bin", "pulled.bin",
                ]
            )
        }
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a ``ChunkChannel`` whose producer cannot pause keeps the chunks its reader has not read
/// yet, once they are more than it holds in memory: an unnamed temporary file, written at its end
/// and read from its start.
///
/// The file is removed from its folder as soon as it is opened (``SystemFile/Access/scratch``):
/// its bytes go when it is closed. Its channel uses it under its
/// own lock; the file's offsets have a lock of their own all the same, uncontended, so that the
/// type is `Sendable` by what it holds.
final class SpillFile: Sendable {
    private let file: SystemFile
    /// The bytes written so far, and how many of them were read back.
    private let offsets = Lock((written: Int64(0), read: Int64(0)))

    /// Opens a new file in the temporary folder, and unlinks it at once.
    ///
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/fileFailure``.
    init() throws(YopuyError) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("yopuy-spill-\(UUID().uuidString)")
            .path
        guard let file = SystemFile(path: path, for: .scratch) else {
            throw SystemFile.failure("cannot make a temporary file for a body its reader lags behind")
        }
        self.file = file
    }

    /// Whether bytes written are still to be read.
    var hasUnread: Bool { offsets.withLock { $0.read < $0.written } }

    /// Appends `chunk`.
    ///
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/fileFailure``: the disk is full.
    func append(_ chunk: Data) throws(YopuyError) {
        let start = offsets.withLock { $0.written }
        guard file.writeAll(chunk, at: start) else {
            throw SystemFile.failure("cannot write the body its reader lags behind to a temporary file")
        }
        let count = Int64(chunk.count)
        offsets.withLock { $0.written += count }
    }

    /// Up to `limit` of the bytes not read yet, in order; once all are read, the file starts
    /// again from empty.
    ///
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/fileFailure``.
    func next(upTo limit: Int) throws(YopuyError) -> Data {
        let (start, written) = offsets.withLock { ($0.read, $0.written) }
        let count = Int(min(Int64(limit), written - start))
        guard let data = file.readBytes(upTo: count, at: start), data.count == count else {
            throw SystemFile.failure("cannot read back the body its reader lagged behind from a temporary file")
        }
        let drained = offsets.withLock { offsets in
            offsets.read += Int64(count)
            guard offsets.read == offsets.written else {
                return false
            }
            offsets = (0, 0)
            return true
        }
        if drained {
            file.empty()
        }
        return data
    }
}

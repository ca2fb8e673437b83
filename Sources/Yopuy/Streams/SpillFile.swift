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
/// its bytes go when it is closed. The parts appended are gathered in memory and written a
/// mebibyte at a time. Its channel uses it under its own lock; the file's offsets have a lock of
/// their own all the same, uncontended, so that the type is `Sendable` by what it holds.
final class SpillFile: Sendable {
    private let file: SystemFile

    /// What the file holds, and the newest bytes that wait to be written to it.
    private struct Place: Sendable {
        /// The bytes written to the file so far.
        var written: Int64 = 0
        /// How many of them were read back.
        var read: Int64 = 0
        /// The newest bytes, after the file's: gathered until they fill ``SpillFile/writeSize``,
        /// then written at once.
        var pending = Data()
    }

    private let place = Lock(Place())

    /// How many bytes go to the file in one write: a client's parts (16 KiB from URLSession on
    /// Linux) are gathered first, so that the producer's thread, which cannot pause, makes one
    /// system call for every 64 of them rather than one each.
    static let writeSize = 1 << 20

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

    /// Whether bytes appended are still to be read.
    var hasUnread: Bool { place.withLock { $0.read < $0.written || !$0.pending.isEmpty } }

    /// Appends `chunk`: to the bytes that wait, and those to the file once they are
    /// ``writeSize``.
    ///
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/fileFailure``: the disk is full.
    func append(_ chunk: Data) throws(YopuyError) {
        let full = place.withLock { place -> (Data, Int64)? in
            place.pending.append(chunk)
            guard place.pending.count >= Self.writeSize else {
                return nil
            }
            defer { place.pending = Data() }
            return (place.pending, place.written)
        }
        guard let (bytes, start) = full else {
            return
        }
        guard file.writeAll(bytes, at: start) else {
            throw SystemFile.failure("cannot write the body its reader lags behind to a temporary file")
        }
        let count = Int64(bytes.count)
        place.withLock { $0.written += count }
    }

    /// The bytes not read yet that come next, in order: up to `limit` of the file's, or, once
    /// those are all read (and the file starts again from empty), all that wait to be written
    /// (less than ``writeSize``).
    ///
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/fileFailure``.
    func next(upTo limit: Int) throws(YopuyError) -> Data {
        let (start, written) = place.withLock { ($0.read, $0.written) }
        guard start < written else {
            return place.withLock { place in
                defer { place.pending = Data() }
                return place.pending
            }
        }
        let count = Int(min(Int64(limit), written - start))
        guard let data = file.readBytes(upTo: count, at: start), data.count == count else {
            throw SystemFile.failure("cannot read back the body its reader lagged behind from a temporary file")
        }
        let drained = place.withLock { place in
            place.read += Int64(count)
            guard place.read == place.written else {
                return false
            }
            (place.written, place.read) = (0, 0)
            return true
        }
        if drained {
            file.empty()
        }
        return data
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file open for the system's own `read` and `write` calls, closed when the last reference to
/// it goes: ``FileReader``, ``FileWriter`` and ``SpillFile`` read and write through it.
///
/// Foundation's `FileHandle` is not in FoundationEssentials, and its `write(_:)` cannot report
/// an error without Objective-C exceptions on Apple platforms. A method that fails leaves the
/// system's reason in `errno`, for ``failure(_:)`` to read.
final class SystemFile: Sendable {
    /// What a file is opened for.
    enum Access {
        /// Reading, from the start.
        case reading
        /// Writing from the start, the file emptied or created with mode 644.
        case writing
        /// Writing at the end, the file kept or created with mode 644.
        case appending
        /// Reading and writing a new file with mode 600, which is unlinked as soon as it is
        /// open, so that nothing is left behind whatever happens to the process.
        case scratch
    }

    private let descriptor: Int32

    /// Opens the file at `path`; `nil` when the system refuses.
    init?(path: String, for access: Access) {
        let flags: Int32
        switch access {
        case .reading: flags = O_RDONLY
        case .writing: flags = O_WRONLY | O_CREAT | O_TRUNC
        case .appending: flags = O_WRONLY | O_CREAT | O_APPEND
        case .scratch: flags = O_RDWR | O_CREAT | O_EXCL
        }
        let descriptor = open(path, flags | O_CLOEXEC, access == .scratch ? 0o600 : 0o644)
        guard descriptor >= 0 else {
            return nil
        }
        if access == .scratch {
            unlink(path)
        }
        self.descriptor = descriptor
    }

    /// Up to `count` bytes, read at `offset` or, when it is `nil`, where the file is; fewer only
    /// at the end of the file; `nil` when the system fails.
    func readBytes(upTo count: Int, at offset: Int64? = nil) -> Data? {
        var data = Data(count: count)
        let descriptor = self.descriptor
        let got = data.withUnsafeMutableBytes { buffer in
            var done = 0
            while done < count {
                let bytes = buffer.baseAddress.map { $0 + done }
                let got =
                    if let offset {
                        pread(descriptor, bytes, count - done, off_t(offset) + off_t(done))
                    } else {
                        read(descriptor, bytes, count - done)
                    }
                if got < 0, errno == EINTR {
                    continue
                }
                guard got > 0 else {
                    return got < 0 ? -1 : done
                }
                done += got
            }
            return done
        }
        guard got >= 0 else {
            return nil
        }
        data.count = got
        return data
    }

    /// Writes all of `data` at `offset` or, when it is `nil`, where the file is; `false` when the
    /// system fails: the disk is full, for example.
    func writeAll(_ data: Data, at offset: Int64? = nil) -> Bool {
        let descriptor = self.descriptor
        return data.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let bytes = buffer.baseAddress.map { $0 + done }
                let written =
                    if let offset {
                        pwrite(descriptor, bytes, buffer.count - done, off_t(offset) + off_t(done))
                    } else {
                        write(descriptor, bytes, buffer.count - done)
                    }
                if written < 0 {
                    if errno == EINTR {
                        continue
                    }
                    return false
                }
                done += written
            }
            return true
        }
    }

    /// Empties the file.
    func empty() {
        _ = ftruncate(descriptor, 0)
    }

    deinit {
        _ = close(descriptor)
    }

    /// A file failure: `what`, with the system's reason.
    static func failure(_ what: String) -> YopuyError {
        YopuyError(code: .fileFailure, reason: "\(what): \(String(cString: strerror(errno)))")
    }

    /// The size of the regular file at `path`; `nil` when there is none.
    static func regularFileSize(at path: String) -> Int64? {
        try? regularFile(at: path).get()
    }

    /// The size of the regular file at `path`, or why there is none: what is there instead (a
    /// folder, say), or why nothing is, in the system's words.
    static func regularFile(at path: String) -> Result<Int64, YopuyError> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .failure(failure("cannot read \(path) as a regular file"))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return .success(Int64(info.st_size))
        case S_IFDIR:
            return .failure(
                YopuyError(code: .fileFailure, reason: "cannot read \(path) as a regular file: it is a folder")
            )
        default:
            return .failure(
                YopuyError(code: .fileFailure, reason: "cannot read \(path) as a regular file: it is not one")
            )
        }
    }

    /// Moves `source` to `destination`, replacing what is there, in one step.
    ///
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/fileFailure``.
    static func move(_ source: String, to destination: String) throws(YopuyError) {
        guard rename(source, destination) == 0 else {
            throw failure("cannot move \(source) to \(destination)")
        }
    }

    /// Removes `path`, if it is there.
    static func remove(_ path: String) {
        _ = unlink(path)
    }
}

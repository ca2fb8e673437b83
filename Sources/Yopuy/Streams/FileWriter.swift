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

/// A file written from start to end, chunk by chunk, with the system's own calls: Foundation's
/// `FileHandle` is not in FoundationEssentials, and its `write(_:)` cannot report an error
/// without Objective-C exceptions on Apple platforms.
struct FileWriter: ~Copyable {
    private let descriptor: Int32
    let path: String

    /// Opens `path` for writing: emptied, or created with mode 644, or kept and appended to.
    ///
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/fileFailure``.
    init(path: String, appending: Bool = false) throws(YopuyError) {
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (appending ? O_APPEND : O_TRUNC)
        let descriptor = open(path, flags, 0o644)
        guard descriptor >= 0 else {
            throw Self.failure("cannot open \(path) for writing")
        }
        self.descriptor = descriptor
        self.path = path
    }

    /// Writes all of `data`.
    ///
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/fileFailure``: the disk is full,
    ///   for example.
    func write(_ data: Data) throws(YopuyError) {
        let descriptor = self.descriptor
        let failed: Bool = data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glue.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR {
                        continue
                    }
                    return true
                }
                offset += written
            }
            return false
        }
        if failed {
            throw Self.failure("cannot write to \(path)")
        }
    }

    /// Closes the file: when the writer goes, or now.
    consuming func close() {}

    deinit {
        _ = Glue.close(descriptor)
    }

    /// A file failure, with the system's reason.
    static func failure(_ what: String) -> YopuyError {
        YopuyError(code: .fileFailure, reason: "\(what): \(String(cString: strerror(errno)))")
    }

    /// Moves `source` to `destination`, replacing what is there, in one step.
    static func move(_ source: String, to destination: String) throws(YopuyError) {
        guard rename(source, destination) == 0 else {
            throw failure("cannot move \(source) to \(destination)")
        }
    }

    /// Removes `path`, if it is there.
    static func remove(_ path: String) {
        _ = unlink(path)
    }

    /// The size of the file at `path`, or `nil` if there is none.
    static func size(of path: String) -> Int64? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return nil
        }
        return Int64(info.st_size)
    }
}

/// The system's `write` and `close`, which ``FileWriter``'s own methods shadow.
private enum Glue {
    static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #elseif canImport(Musl)
        Musl.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }

    static func close(_ descriptor: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.close(descriptor)
        #elseif canImport(Musl)
        Musl.close(descriptor)
        #else
        Darwin.close(descriptor)
        #endif
    }
}

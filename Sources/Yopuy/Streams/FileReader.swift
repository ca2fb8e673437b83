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

/// Reads files chunk by chunk with the system's own calls, as ``FileWriter`` writes them.
enum FileReader {
    /// How many bytes a chunk read from a file holds at most.
    static let chunkSize = 256 << 10

    /// The size of the regular file at `path`; `nil` when there is none.
    static func regularFileSize(at path: String) -> Int64? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            return nil
        }
        return Int64(info.st_size)
    }

    /// A file failure, with the system's reason.
    static func failure(_ what: String) -> YopuyError {
        FileWriter.failure(what)
    }

    /// The chunks of the file at `path`, read as they are asked for; the file is opened at the
    /// first and closed at the end, or when the iterator goes.
    struct Chunks: AsyncSequence, Sendable {
        let path: String

        struct AsyncIterator: AsyncIteratorProtocol {
            let path: String
            var file: OpenFile?
            var isDone = false

            mutating func next() async throws -> Data? {
                guard !isDone else {
                    return nil
                }
                if file == nil {
                    file = try OpenFile(path: path)
                }
                guard let chunk = try file?.read(upTo: FileReader.chunkSize) else {
                    isDone = true
                    file = nil
                    return nil
                }
                return chunk
            }
        }

        func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(path: path)
        }
    }

    /// A file open for reading, closed when it goes.
    final class OpenFile {
        private let descriptor: Int32
        private let path: String

        init(path: String) throws(YopuyError) {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw FileReader.failure("cannot open \(path) for reading")
            }
            self.descriptor = descriptor
            self.path = path
        }

        /// Up to `count` bytes; `nil` at the end of the file.
        func read(upTo count: Int) throws(YopuyError) -> Data? {
            var data = Data(count: count)
            let descriptor = self.descriptor
            let read = data.withUnsafeMutableBytes { buffer in
                while true {
                    let read = Glue.read(descriptor, buffer.baseAddress, count)
                    if read < 0, errno == EINTR {
                        continue
                    }
                    return read
                }
            }
            guard read >= 0 else {
                throw FileReader.failure("cannot read \(path)")
            }
            guard read > 0 else {
                return nil
            }
            data.count = read
            return data
        }

        deinit {
            _ = close(descriptor)
        }
    }
}

/// The system's `read`, which ``FileReader/OpenFile``'s own method shadows.
private enum Glue {
    static func read(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, bytes, count)
        #elseif canImport(Musl)
        Musl.read(descriptor, bytes, count)
        #else
        Darwin.read(descriptor, bytes, count)
        #endif
    }
}

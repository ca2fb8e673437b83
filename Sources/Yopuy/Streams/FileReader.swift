#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads files chunk by chunk, as ``FileWriter`` writes them.
enum FileReader {
    /// How many bytes a chunk read from a file holds at most.
    static let chunkSize = 256 << 10

    /// The chunks of the file at `path`, read as they are asked for; the file is opened at the
    /// first and closed at the end, or when the iterator goes.
    struct Chunks: AsyncSequence, Sendable {
        let path: String

        struct AsyncIterator: AsyncIteratorProtocol {
            let path: String
            var file: SystemFile?
            var isDone = false

            mutating func next() async throws -> Data? {
                guard !isDone else {
                    return nil
                }
                guard let file = file ?? SystemFile(path: path, for: .reading) else {
                    throw SystemFile.failure("cannot open \(path) for reading")
                }
                self.file = file
                guard let chunk = file.readBytes(upTo: FileReader.chunkSize) else {
                    throw SystemFile.failure("cannot read \(path)")
                }
                guard !chunk.isEmpty else {
                    isDone = true
                    self.file = nil
                    return nil
                }
                return chunk
            }
        }

        func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(path: path)
        }
    }
}

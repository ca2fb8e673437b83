#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A file written from start to end, chunk by chunk, closed when the writer goes.
struct FileWriter: ~Copyable {
    private let file: SystemFile
    let path: String

    /// Opens `path` for writing: emptied, or created with mode 644, or kept and appended to.
    ///
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/fileFailure``.
    init(path: String, appending: Bool = false) throws(YopuyError) {
        guard let file = SystemFile(path: path, for: appending ? .appending : .writing) else {
            throw SystemFile.failure("cannot open \(path) for writing")
        }
        self.file = file
        self.path = path
    }

    /// Writes all of `data`.
    ///
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/fileFailure``: the disk is full,
    ///   for example.
    func write(_ data: Data) throws(YopuyError) {
        guard file.writeAll(data) else {
            throw SystemFile.failure("cannot write to \(path)")
        }
    }

    /// Closes the file: when the writer goes, or now.
    consuming func close() {}
}

import Foundation

/// Writes files into a folder without ever overwriting one or leaving one half-written: every
/// file is first written in full to a staging folder inside the destination, then moved into
/// place; if any destination file exists, nothing is written at all.
public enum OutputFolder {
    /// Writes `files` under `folder`, creating it if needed.
    ///
    /// - Throws: ``ScaffoldError`` with `.wouldOverwrite` (naming the files that exist) before
    ///   anything is written, or `.unwritable` after removing what it wrote.
    public static func write(_ files: [GeneratedFile], to folder: String) throws(ScaffoldError) {
        let manager = FileManager.default
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        let existing = files.map(\.path).filter { manager.fileExists(atPath: root.appendingPathComponent($0).path) }
        if !existing.isEmpty {
            let named = existing.prefix(5).joined(separator: ", ") + (existing.count > 5 ? ", …" : "")
            throw ScaffoldError(
                .wouldOverwrite,
                file: folder,
                "\(existing.count) of the files to write exist already (\(named)); nothing was written. "
                    + "Use `yopuy-scaffold check` to compare a newer document with code you own."
            )
        }
        let staging = root.appendingPathComponent(
            ".yopuy-scaffold-staging-\(ProcessInfo.processInfo.processIdentifier)"
        )
        var moved: [URL] = []
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            for file in files {
                let url = staging.appendingPathComponent(file.path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            }
            for file in files {
                let destination = root.appendingPathComponent(file.path)
                try manager.createDirectory(
                    at: destination.deletingLastPathComponent(),
                    withIntermediateDirectories: true
                )
                try manager.moveItem(at: staging.appendingPathComponent(file.path), to: destination)
                moved.append(destination)
            }
            try manager.removeItem(at: staging)
        } catch {
            for url in moved { try? manager.removeItem(at: url) }
            try? manager.removeItem(at: staging)
            throw ScaffoldError(
                .unwritable,
                file: folder,
                "cannot write the files (\(error.localizedDescription)); nothing was left"
            )
        }
    }
}

extension OutputFolder {
    /// Removes files this tool just wrote (when a later step fails), and nothing else.
    public static func remove(_ files: [GeneratedFile], from folder: String) {
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        for file in files { try? FileManager.default.removeItem(at: root.appendingPathComponent(file.path)) }
    }
}

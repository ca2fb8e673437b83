import Foundation

/// Formats what the scaffold writes with `swift format`, the toolchain's formatter, in Yopuy's
/// style (4 spaces, 120 columns). The writers already write that style; only files with a line
/// of code too long are passed through the formatter, which decides how to break it.
public enum Formatter {
    /// The longest line of code the writers leave as it is.
    static let lineLength = 120

    /// The configuration `swift format` gets: Yopuy's own.
    static let configuration = """
        {
          "version": 1,
          "indentation": { "spaces": 4 },
          "lineLength": 120,
          "maximumBlankLines": 1,
          "respectsExistingLineBreaks": true,
          "lineBreakBeforeEachArgument": true,
          "multiElementCollectionTrailingCommas": true,
          "indentSwitchCaseLabels": false,
          "prioritizeKeepingFunctionOutputTogether": true,
          "spacesBeforeEndOfLineComments": 2
        }
        """

    /// Whether `text` has a line of code longer than ``lineLength`` (comments are left long).
    static func needsFormatting(_ text: String) -> Bool {
        text.split(separator: "\n").contains { line in
            line.count > lineLength && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        }
    }

    /// `files`, with each one that has a line too long passed through `swift format`; problems
    /// name the files it could not format.
    public static func format(_ files: [GeneratedFile]) -> (files: [GeneratedFile], problems: [Problem]) {
        let pending = files.indices.filter { needsFormatting(files[$0].contents) }
        if pending.isEmpty { return (files, []) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yopuy-scaffold-format-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        var result = files
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let settings = folder.appendingPathComponent("swift-format.json")
            try Data(configuration.utf8).write(to: settings)
            var paths: [URL] = []
            for (number, index) in pending.enumerated() {
                let url = folder.appendingPathComponent("\(number).swift")
                try Data(files[index].contents.utf8).write(to: url)
                paths.append(url)
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments =
                ["swift", "format", "format", "--in-place", "--configuration", settings.path] + paths.map(\.path)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                return (
                    files,
                    [
                        Problem(
                            .skipped,
                            at: "#",
                            "`swift format` failed (status \(process.terminationStatus)); long lines are left as written"
                        )
                    ]
                )
            }
            for (number, index) in pending.enumerated() {
                result[index].contents = try String(contentsOf: paths[number], encoding: .utf8)
            }
            return (result, [])
        } catch {
            return (
                files,
                [Problem(.skipped, at: "#", "`swift format` could not run (\(error)); long lines are left as written")]
            )
        }
    }
}

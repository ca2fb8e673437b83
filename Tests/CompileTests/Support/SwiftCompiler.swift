import Foundation
import Testing

/// Runs the Swift compiler on files outside the test target, against the `Yopuy` module this
/// test run was built with: the harness behind the must-not-compile fixtures and the README
/// check.
struct SwiftCompiler {
    /// What one compiler run printed, and whether it succeeded.
    struct Outcome {
        let succeeded: Bool
        let output: String
    }

    /// The `swiftc` executable.
    let swiftc: URL

    /// The folder holding `Yopuy.swiftmodule`.
    let modules: URL

    /// The package's root folder, found from this file's place in `Tests/CompileTests/Support`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The compiler on `PATH` (or `$SWIFT_EXEC`) and the modules of this build, or a failure
    /// that says which is missing: these tests are never skipped.
    static func located() throws -> SwiftCompiler {
        let environment = ProcessInfo.processInfo.environment
        let searchPath = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        let compilers =
            [environment["SWIFT_EXEC"]].compactMap { $0 }
            + searchPath.map { "\($0)/swiftc" }
        guard let swiftc = compilers.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw HarnessError("no swiftc on PATH (\(environment["PATH"] ?? "")) and no SWIFT_EXEC")
        }
        guard let modules = buildFolders().first(where: containsYopuyModule) else {
            throw HarnessError("no Yopuy.swiftmodule beside the test bundle in \(buildFolders())")
        }
        return SwiftCompiler(swiftc: URL(fileURLWithPath: swiftc), modules: modules)
    }

    /// Type-checks `files` as one module, against the modules of this build.
    ///
    /// - Parameters:
    ///   - verify: Check the files' `// expected-error {{…}}` comments instead of requiring a
    ///     clean compile: the run succeeds only if each expected diagnostic fires and no other
    ///     one does.
    ///   - folders: More folders to find modules in.
    ///   - implicitImports: Modules every file sees as if it imported them.
    func typecheck(
        _ files: [URL],
        verify: Bool,
        including folders: [URL] = [],
        importing implicitImports: [String] = []
    ) async throws -> Outcome {
        var arguments = ["-typecheck", "-wmo", "-swift-version", "6", "-I", modules.path]
        arguments += folders.flatMap { ["-I", $0.path] }
        arguments += implicitImports.flatMap { ["-Xfrontend", "-import-module", "-Xfrontend", $0] }
        if verify {
            arguments += ["-Xfrontend", "-verify", "-Xfrontend", "-verify-ignore-unrelated"]
        }
        arguments += files.map(\.path)
        return try await run(arguments)
    }

    /// Type-checks `file` as a package manifest, against the toolchain's `PackageDescription`
    /// at the tools version `toolsVersion`: as SwiftPM compiles a user's `Package.swift`.
    func typecheckManifest(_ file: URL, toolsVersion: String) async throws -> Outcome {
        let manifestAPI = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("lib/swift/pm/ManifestAPI")
        return try await run(
            [
                "-typecheck", "-swift-version", "6", "-I", manifestAPI.path,
                "-Xfrontend", "-package-description-version", "-Xfrontend", toolsVersion, file.path,
            ]
        )
    }

    /// Compiles `files` into the module `name` in `folder`, testable, so that examples can use it.
    /// It blocks the calling thread: it runs once, in a static initialiser.
    func emitModule(_ name: String, from files: [URL], into folder: URL) throws -> Outcome {
        try runWaiting(
            [
                "-emit-module", "-parse-as-library", "-enable-testing", "-wmo", "-swift-version", "6",
                "-module-name", name, "-I", modules.path,
                "-emit-module-path", folder.appendingPathComponent("\(name).swiftmodule").path,
            ] + files.map(\.path)
        )
    }

    /// Runs the compiler once a slot is free, waiting for it on a thread of its own: tests that
    /// compile suspend instead of blocking the threads that every other test's tasks run on (a
    /// blocked pool once made a 30-second timeout fire in a test that expected none).
    func run(_ arguments: [String]) async throws -> Outcome {
        await Self.slots.take()
        defer { Task { await Self.slots.give() } }
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try runWaiting(arguments) })
            }
        }
    }

    /// How many compilers run at once: one per processor.
    static let slots = Slots(ProcessInfo.processInfo.activeProcessorCount)

    private func runWaiting(_ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = swiftc
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            succeeded: process.terminationStatus == 0,
            output: String(decoding: output, as: UTF8.self)
        )
    }

    /// Folders where SwiftPM may have put the modules: beside the test executable or bundle.
    private static func buildFolders() -> [URL] {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let bundles = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        return ([executable] + bundles).flatMap { place in
            let folder = place.deletingLastPathComponent()
            return [folder.appendingPathComponent("Modules"), folder]
        }
    }

    private static func containsYopuyModule(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Yopuy.swiftmodule").path)
    }
}

/// A counting semaphore that suspends its waiters.
actor Slots {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ count: Int) {
        free = max(count, 1)
    }

    /// Takes a slot, waiting for one if none is free.
    func take() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Gives a slot back, to the longest waiter if there is one.
    func give() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}

/// A failure of the harness itself, as opposed to a fixture's.
struct HarnessError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

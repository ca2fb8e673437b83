import Foundation

/// Building executables from files outside the test target, linked with this build's libraries:
/// how DocumentationRunTests runs the documentation's examples.
extension SwiftCompiler {
    /// The libraries a documentation example may import, whose objects every program links.
    static let libraries = ["Yopuy", "YopuyTesting", "YopuyURLSession"]

    /// Compiles `files` into the module `name` in `folder`: `name.swiftmodule`, and `name.o` to
    /// link into programs.
    func buildLibrary(_ name: String, from files: [URL], into folder: URL) async throws -> Outcome {
        let sanitizer = try sanitizerFlags()
        return try await run(
            [
                "-emit-module", "-parse-as-library", "-wmo", "-swift-version", "6", "-Onone",
                "-module-name", name, "-I", modules.path,
                "-emit-module-path", folder.appendingPathComponent("\(name).swiftmodule").path,
                "-c", "-o", folder.appendingPathComponent("\(name).o").path,
            ] + sanitizer + files.map(\.path)
        )
    }

    /// Compiles `main` (a `main.swift`, top-level code) and `files` into the executable
    /// `output`, unoptimised (so that `assert` holds), linked with this build's libraries and
    /// with the stage module in `stage`, which every file sees as if it imported it.
    func buildProgram(_ main: URL, with files: [URL], stage: URL, into output: URL) async throws -> Outcome {
        try await compile(
            ["-Onone"] + programArguments(main, with: files, stage: stage)
                + [stage.appendingPathComponent("DocStage.o").path] + (try sanitizerFlags())
                + (try libraryObjects()).map(\.path) + ["-o", output.path],
            in: output.deletingLastPathComponent()
        )
    }

    /// Compiles the program of ``buildProgram(_:with:stage:into:)`` through the optimiser's SIL
    /// passes (`-O -emit-sil`), and no further: what a release build of the same code runs.
    func optimizeProgram(_ main: URL, with files: [URL], stage: URL) async throws -> Outcome {
        try await compile(
            ["-O", "-wmo", "-emit-sil"] + programArguments(main, with: files, stage: stage) + ["-o", "/dev/null"],
            in: main.deletingLastPathComponent()
        )
    }

    /// How long a compiler may run on a program: a few seconds do, but the compiler of Swift
    /// 6.3.1 may loop in a SIL pass on some top-level `catch where` code.
    static let programTimeout: Duration = .seconds(120)

    private func programArguments(_ main: URL, with files: [URL], stage: URL) -> [String] {
        [
            "-swift-version", "6", "-module-name", "DocumentExamples", "-I", modules.path, "-I", stage.path,
            "-Xfrontend", "-import-module", "-Xfrontend", "DocStage", main.path,
        ] + files.map(\.path)
    }

    /// Runs the compiler once a slot is free, stopping it (and the frontend it started) after
    /// ``programTimeout``.
    private func compile(_ arguments: [String], in folder: URL) async throws -> Outcome {
        await Self.slots.take()
        defer { Task { await Self.slots.give() } }
        // A crashing compiler's backtrace can take minutes to print: its message is enough.
        let ran = try await ProgramRunner.run(
            swiftc,
            arguments,
            in: folder,
            environment: ["SWIFT_BACKTRACE": "enable=no"],
            timeout: Self.programTimeout
        )
        guard !ran.timedOut else {
            return Outcome(
                succeeded: false,
                output: "the compiler did not finish in \(Self.programTimeout):\n\(ran.output)"
            )
        }
        return Outcome(succeeded: ran.exitedNormally && ran.status == 0, output: ran.output)
    }

    /// The object files of ``libraries``, as this build compiled them.
    func libraryObjects() throws -> [URL] {
        try Self.libraries.flatMap { library in
            let map = buildFolder.appendingPathComponent("\(library).build/output-file-map.json")
            let entries = try JSONDecoder().decode([String: [String: String]].self, from: Data(contentsOf: map))
            return entries.values.compactMap { $0["object"] }.sorted().map(URL.init(fileURLWithPath:))
        }
    }

    /// `-sanitize=…` when this build's objects were compiled with a sanitizer (`swift test
    /// --sanitize=thread`, as `.ci/sanitizers` runs): a program that links them needs its runtime.
    func sanitizerFlags() throws -> [String] {
        guard let object = try libraryObjects().first else {
            return []
        }
        let bytes = try Data(contentsOf: object)
        return [("__tsan_init", "thread"), ("__asan_init", "address")]
            .filter { bytes.range(of: Data($0.0.utf8)) != nil }
            .map { "-sanitize=\($0.1)" }
    }

    /// The folder of this build's products: the one holding `Modules`, or `modules` itself.
    private var buildFolder: URL {
        modules.lastPathComponent == "Modules" ? modules.deletingLastPathComponent() : modules
    }
}

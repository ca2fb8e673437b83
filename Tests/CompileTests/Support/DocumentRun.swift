import Foundation

/// One run of a document's program: it is compiled into an executable against this build's
/// modules and the stage of `Tests/DocSnippets/Stage` (servers for the hosts the examples name),
/// run, and what it printed is compared with what the comments say.
struct DocumentRun {
    /// What a line printed or declared, as `Tests/DocSnippets/Stage/Checks.swift` records it.
    struct Record: Decodable, Equatable {
        let line: Int
        let kind: String
        let text: String
    }

    let program: DocumentProgram
    /// Everything it printed, standard output and standard error together.
    let output: String
    let records: [Record]
    /// What went wrong, each naming the document and the line: a compile error, a crash, a
    /// timeout, a comment that does not say what the line printed or declared.
    let failures: [String]

    /// How long a program may run before it is stopped and fails.
    static let timeout: Duration = .seconds(60)

    /// Compiles and runs `program`, and compares what it printed with its comments.
    static func run(_ program: DocumentProgram, timeout: Duration = timeout) async throws -> DocumentRun {
        let compiler = try SwiftCompiler.located()
        let stage = try await Stage.built.value.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yopuy-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = folder.appendingPathComponent("main.swift")
        let executable = folder.appendingPathComponent("examples")
        let records = folder.appendingPathComponent("records.jsonl")
        try program.source.write(to: main, atomically: true, encoding: .utf8)
        try Data().write(to: records)

        let standIn = SwiftCompiler.packageRoot.appendingPathComponent(
            "Tests/DocSnippets/StandIn/URLSessionAdapter.swift"
        )
        let build = try await compiler.buildProgram(main, with: [standIn], stage: stage, into: executable)
        guard build.succeeded else {
            return DocumentRun(
                program: program,
                output: build.output,
                records: [],
                failures: ["the examples of \(program.document) do not build:\n\(build.output)"]
            )
        }
        async let optimized = compiler.optimizeProgram(main, with: [standIn], stage: stage)
        var environment = ["YOPUY_DOC_RECORDS": records.path, "SWIFT_BACKTRACE": "enable=no"]
        let sanitizers = try compiler.sanitizerFlags()
        if sanitizers.contains("-sanitize=thread") {
            // ThreadSanitizer takes the contended path of the standard library's Mutex for races
            // unless .ci/tsan-mutex-shim.c is linked in, as it is into the test binary (whose own
            // run .ci/sanitizers checks) but not into these programs: their reports are not kept.
            environment["TSAN_OPTIONS"] = Self.adding("report_bugs=0", to: "TSAN_OPTIONS")
        }
        if sanitizers.contains("-sanitize=address") {
            // What a program holds when it ends is no leak of the examples': .ci/lsan.supp names
            // the test binary's. A memory error still ends the program, and fails it.
            environment["ASAN_OPTIONS"] = Self.adding("detect_leaks=0", to: "ASAN_OPTIONS")
        }
        let ran = try await ProgramRunner.run(executable, in: folder, environment: environment, timeout: timeout)
        // Read through a handle: FoundationEssentials' `String(contentsOf:)` leaks its buffer
        // when the file is empty (LeakSanitizer, in .ci/sanitizers, says so).
        let handle = try FileHandle(forReadingFrom: records)
        defer { try? handle.close() }
        let recorded = try (handle.readToEnd() ?? Data()).split(separator: UInt8(ascii: "\n")).map {
            try JSONDecoder().decode(Record.self, from: Data($0))
        }
        var failures: [String] = []
        if ran.timedOut {
            failures.append("the examples of \(program.document) did not finish in \(timeout):\n\(ran.output)")
        } else if !ran.exitedNormally || ran.status != 0 {
            let how = ran.exitedNormally ? "exited with status \(ran.status)" : "crashed (signal \(ran.status))"
            failures.append("the examples of \(program.document) \(how):\n\(ran.output)")
        }
        failures += Self.failures(of: program, records: recorded)
        let optimizing = try await optimized
        if !optimizing.succeeded {
            failures.append("the examples of \(program.document) do not compile with -O:\n\(optimizing.output)")
        }
        return DocumentRun(program: program, output: ran.output, records: recorded, failures: failures)
    }

    /// The options in the environment variable `name`, with `option` last.
    private static func adding(_ option: String, to name: String) -> String {
        (ProcessInfo.processInfo.environment[name].map { $0 + ":" } ?? "") + option
    }

    // MARK: - Comparing

    /// Where `records` disagree with `program`'s comments: a line that printed or declared
    /// something else, or that never ran.
    static func failures(of program: DocumentProgram, records: [Record]) -> [String] {
        program.expectations.flatMap { expectation in
            let place = "\(program.document):\(expectation.line)"
            let mine = records.filter { $0.line == expectation.line }
            guard !mine.isEmpty else {
                return ["\(place): never ran; its comment says \(expectation.comment)"]
            }
            return mine.compactMap { record in
                guard !agrees(record, with: expectation) else {
                    return nil
                }
                let what = expectation.kind == .print ? "printed" : "holds"
                return "\(place): \(what) \(record.text), but its comment says \(expectation.comment)"
            }
        }
    }

    /// The expectations that `records` were compared with: all but the `let`s whose comment
    /// names a request and whose value is not a path (a response, say), which are not checked.
    static func checked(_ program: DocumentProgram, records: [Record]) -> [DocumentProgram.Expectation] {
        program.expectations.filter { expectation in
            expectation.kind != .path || records.contains { $0.line == expectation.line && $0.kind == "path" }
        }
    }

    /// Whether `record` is what `expectation`'s comment says.
    static func agrees(_ record: Record, with expectation: DocumentProgram.Expectation) -> Bool {
        switch expectation.kind {
        case .print:
            return printed(record.text, matches: expectation.comment)
        case .value:
            return matches(record.text, expectation.comment)
        case .path:
            return record.kind != "path" || path(record.text, matches: expectation.comment)
        }
    }

    /// Whether a printed line is what `comment` says: the whole comment, the text of a comment
    /// that is a string literal (`"Not Found"`), or the comment's part before a `; ` or a `: `
    /// (what follows explains).
    static func printed(_ text: String, matches comment: String) -> Bool {
        var candidates = [comment]
        if comment.count >= 2, comment.hasPrefix("\""), comment.hasSuffix("\"") {
            candidates.append(String(comment.dropFirst().dropLast()))
        }
        for separator in ["; ", ": "] {
            var searched = comment.startIndex
            while let found = comment.range(of: separator, range: searched..<comment.endIndex) {
                candidates.append(String(comment[..<found.lowerBound]))
                searched = found.upperBound
            }
        }
        return candidates.contains { matches(text, $0) }
    }

    /// Whether a path's description (`GET posts/1`) is what `comment` says: the part of the
    /// comment before a `, ` (what follows explains), which may show the path under the base
    /// URL's (`GET /v2/library/ubuntu/manifests/24.04`) or elide its start (`PUT …/issues/42/lock`).
    static func path(_ description: String, matches comment: String) -> Bool {
        let expected = comment.components(separatedBy: ", ")[0]
        if matches(description, expected) {
            return true
        }
        let (method, path) = (description.prefix { $0 != " " }, description.drop { $0 != " " }.dropFirst())
        let (expectedMethod, expectedPath) = (expected.prefix { $0 != " " }, expected.drop { $0 != " " }.dropFirst())
        return method == expectedMethod && !path.isEmpty && expectedPath.hasPrefix("/")
            && expectedPath.hasSuffix("/" + path)
    }

    /// Whether `text` is `pattern`, where each `…` of the pattern stands for any text.
    static func matches(_ text: String, _ pattern: String) -> Bool {
        let parts = pattern.components(separatedBy: "…")
        guard parts.count > 1 else {
            return text == pattern
        }
        guard text.hasPrefix(parts[0]), let last = parts.last, text.hasSuffix(last),
            text.count >= parts[0].count + last.count
        else {
            return false
        }
        var rest = text.dropFirst(parts[0].count).dropLast(last.count)
        for part in parts.dropFirst().dropLast() {
            guard let found = rest.range(of: part) else {
                return false
            }
            rest = rest[found.upperBound...]
        }
        return true
    }
}

// MARK: - The stage

extension DocumentRun {
    /// The module `DocStage`, of `Tests/DocSnippets/Stage`: compiled once, for every document.
    enum Stage {
        /// The folder holding `DocStage.swiftmodule` and `DocStage.o`.
        static let built = Task<Result<URL, HarnessError>, Never> {
            do {
                let folder = FileManager.default.temporaryDirectory
                    .appendingPathComponent("yopuy-stage-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let sources = SwiftCompiler.packageRoot.appendingPathComponent("Tests/DocSnippets/Stage")
                let files = try FileManager.default.contentsOfDirectory(atPath: sources.path)
                    .filter { $0.hasSuffix(".swift") }.sorted().map { sources.appendingPathComponent($0) }
                let outcome = try await SwiftCompiler.located().buildLibrary("DocStage", from: files, into: folder)
                guard outcome.succeeded, !outcome.output.contains("warning:") else {
                    return .failure(HarnessError("the stage does not compile cleanly:\n\(outcome.output)"))
                }
                return .success(folder)
            } catch {
                return .failure(HarnessError("\(error)"))
            }
        }
    }
}

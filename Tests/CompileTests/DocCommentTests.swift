import Foundation
import Testing

/// The examples in the sources' documentation comments compile: each ```` ```swift ```` block
/// is type-checked on its own, after `import BlogModel`, the blog API of `Sources/BlogModel`,
/// and `@testable import DocPrelude`, the few more types and sample values of
/// `Tests/DocSnippets/Prelude.swift` that the examples assume.
@Suite("Documentation comments")
struct DocCommentTests {
    /// One example: where it is and its code.
    struct Example: CustomTestStringConvertible, Sendable {
        let place: String
        let code: String
        var testDescription: String { place }
    }

    /// The modules of the package traits, and the folder of `IntegrationTests/Sources` whose
    /// files hold their examples: this build has their traits off, so the examples of their
    /// comments are compiled in `IntegrationTests/`, which turns every trait on, from a file of
    /// that folder that must hold each of them (``traitExamplesAreCompiledThere()``).
    static let traitModules = [
        "YopuyAsyncHTTPClient": "ServerArticle", "YopuyTracing": "ServerArticle", "YopuyMetrics": "ServerArticle",
        "YopuyLogging": "ServerArticle", "YopuyHummingbird": "ServingArticle",
    ]

    /// The examples of every module but ``traitModules``.
    static let examples: [Example] = allExamples.filter { !isInTraitModule($0) }

    /// Whether `example` is in a file of one of ``traitModules``.
    static func isInTraitModule(_ example: Example) -> Bool {
        traitModules.keys.contains { example.place.hasPrefix("\($0)/") }
    }

    @Test("an example of a trait module's comments is in a file that IntegrationTests compiles")
    func traitExamplesAreCompiledThere() throws {
        let examples = Self.allExamples.filter(Self.isInTraitModule)
        #expect(!examples.isEmpty)
        for example in examples {
            let module = String(example.place.prefix { $0 != "/" })
            let folderName = try #require(Self.traitModules[module])
            let folder = SwiftCompiler.packageRoot.appendingPathComponent("IntegrationTests/Sources/\(folderName)")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.hasSuffix(".swift")
            }
            let compiled = try files.map { file in
                DocumentationTests.unindented(
                    try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                )
            }
            let code = DocumentationTests.unindented(example.code)
            #expect(
                compiled.contains { $0.contains(code) },
                "the example at \(example.place) is in no file of IntegrationTests/Sources/\(folderName):\n\(example.code)"
            )
        }
    }

    /// The examples of every module's comments.
    static let allExamples: [Example] = {
        let root = SwiftCompiler.packageRoot
        let sources = root.appendingPathComponent("Sources")
        let files = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }
            .sorted()
        return files.flatMap { file in
            examples(
                in: (try? String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)) ?? "",
                file: file
            )
        }
    }()

    /// The prelude module, compiled once for every example.
    static let prelude: Result<URL, HarnessError> = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yopuy-prelude-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let source = SwiftCompiler.packageRoot.appendingPathComponent("Tests/DocSnippets/Prelude.swift")
            let outcome = try SwiftCompiler.located().emitModule("DocPrelude", from: [source], into: folder)
            return outcome.succeeded
                ? .success(folder) : .failure(HarnessError("the prelude does not compile:\n\(outcome.output)"))
        } catch {
            return .failure(HarnessError("\(error)"))
        }
    }()

    @Test("the sources hold documented examples")
    func examplesArePresent() {
        #expect(Self.examples.count >= 50, "found \(Self.examples.count)")
    }

    @Test("compiles", arguments: examples)
    func compiles(example: Example) async throws {
        let prelude = try Self.prelude.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yopuy-example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = folder.appendingPathComponent("main.swift")
        let usesTesting = example.code.contains("#expect") || example.code.contains("@Test")
        let header = """
            import Foundation
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif
            \(usesTesting ? "import Testing" : "")
            import Yopuy
            import YopuyTesting
            import YopuyURLSession
            import BlogModel
            @testable import DocPrelude

            """
        try (header + example.code).write(to: program, atomically: true, encoding: .utf8)
        let outcome = try await SwiftCompiler.located().typecheck([program], verify: false, including: [prelude])
        #expect(outcome.succeeded, "the example at \(example.place) does not compile:\n\(outcome.output)")
    }

    /// The ```` ```swift ```` blocks of the `///` comments in `text`.
    static func examples(in text: String, file: String) -> [Example] {
        var found: [Example] = []
        var current: (line: Int, code: [String])?
        for (number, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("///") else {
                continue
            }
            let content =
                trimmed.dropFirst(3).first == " " ? String(trimmed.dropFirst(4)) : String(trimmed.dropFirst(3))
            if var block = current {
                if content.hasPrefix("```") {
                    found.append(Example(place: "\(file):\(block.line)", code: block.code.joined(separator: "\n")))
                    current = nil
                } else {
                    block.code.append(content)
                    current = block
                }
            } else if content == "```swift" {
                current = (number + 2, [])
            }
        }
        return found
    }
}

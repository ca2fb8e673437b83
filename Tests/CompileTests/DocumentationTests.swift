import Foundation
import Testing

/// The examples in the README and the DocC articles are compiled, not pasted: every block whose
/// fence names Swift, whatever follows the word, is type-checked. A block that starts with
/// `// swift-tools-version:` is a package manifest, checked against `PackageDescription`; the
/// others of each document are type-checked, in order, as one program against the modules of
/// this build.
@Suite("Documentation")
struct DocumentationTests {
    static let readme = SwiftCompiler.packageRoot.appendingPathComponent("README.md")

    /// Every article and landing page of every DocC catalog, relative to the package root.
    static let articles: [String] = {
        let sources = SwiftCompiler.packageRoot.appendingPathComponent("Sources")
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return targets.sorted().flatMap { target in
            let catalog = "Sources/\(target)/Documentation.docc"
            let files =
                (try? FileManager.default.contentsOfDirectory(
                    atPath: SwiftCompiler.packageRoot.appendingPathComponent(catalog).path
                )) ?? []
            return files.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        }
    }()

    @Test("every Swift block of the README compiles")
    func readmeCompiles() async throws {
        let blocks = try Self.swiftBlocks(in: Self.readme).filter { !Self.isManifest($0) }
        #expect(blocks.count >= 8, "found only \(blocks.count) Swift blocks in the README")
        try await Self.expectCompiles(blocks, from: "README.md")
    }

    @Test("the README's installation snippet is a manifest that compiles")
    func readmeManifestCompiles() async throws {
        let manifests = try Self.swiftBlocks(in: Self.readme).filter(Self.isManifest)
        #expect(manifests.count == 1, "the README should show one Package.swift, shows \(manifests.count)")
        for manifest in manifests {
            let toolsVersion =
                manifest.prefix { $0 != "\n" }.split(separator: ":").last?
                .trimmingCharacters(in: .whitespaces) ?? ""
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("yopuy-manifest-\(UUID().uuidString)")
            let file = folder.appendingPathComponent("Package.swift")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try manifest.write(to: file, atomically: true, encoding: .utf8)

            let outcome = try await SwiftCompiler.located().typecheckManifest(file, toolsVersion: toolsVersion)
            #expect(outcome.succeeded, "the README's Package.swift does not compile:\n\(outcome.output)")
            #expect(!outcome.output.contains("warning:"), "the README's Package.swift warns:\n\(outcome.output)")
        }
    }

    @Test("the catalogs hold the landing pages and articles")
    func articlesArePresent() {
        #expect(Self.articles.count >= 9, "\(Self.articles)")
        #expect(Self.articles.contains("Sources/Yopuy/Documentation.docc/Yopuy.md"))
        #expect(Self.articles.contains("Sources/YopuyTesting/Documentation.docc/YopuyTesting.md"))
        #expect(Self.articles.contains("Sources/YopuyURLSession/Documentation.docc/YopuyURLSession.md"))
    }

    @Test("every Swift block of a DocC article compiles", arguments: articles)
    func articleCompiles(article: String) async throws {
        let blocks = try Self.swiftBlocks(in: SwiftCompiler.packageRoot.appendingPathComponent(article))
        #expect(!blocks.isEmpty, "\(article) has no Swift example")
        try await Self.expectCompiles(blocks, from: article)
    }

    @Test("the README links every must-not-compile fixture")
    func fixturesAreLinked() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        #expect(!MustNotCompileTests.fixtures.isEmpty)
        for fixture in MustNotCompileTests.fixtures {
            #expect(text.contains("/blob/main/Tests/MustNotCompile/\(fixture)\n"), "README does not link \(fixture)")
        }
    }

    /// Type-checks `blocks` as the `main.swift` of one program, and expects no error or warning.
    static func expectCompiles(_ blocks: [String], from document: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yopuy-docs-\(UUID().uuidString)")
        let program = folder.appendingPathComponent("main.swift")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try blocks.joined(separator: "\n").write(to: program, atomically: true, encoding: .utf8)

        let outcome = try await SwiftCompiler.located().typecheck([program], verify: false)
        #expect(outcome.succeeded, "the examples of \(document) do not compile:\n\(outcome.output)")
        #expect(
            !outcome.output.contains("warning:"),
            "the examples of \(document) compile with warnings:\n\(outcome.output)"
        )
    }

    /// Whether `block` is a package manifest rather than code that uses the libraries.
    static func isManifest(_ block: String) -> Bool {
        block.hasPrefix("// swift-tools-version:")
    }

    /// The contents of the blocks whose fence's first word is `swift`: ```` ```swift ````, but
    /// also ```` ```swift manifest ```` or ```` ```swift title ````, which some renderers show as
    /// code and others do not (`.ci/docs` refuses those), so that no Swift block goes unchecked.
    static func swiftBlocks(in document: URL) throws -> [String] {
        try numberedSwiftBlocks(in: document).map(\.code)
    }

    /// The Swift blocks of `document`, as ``swiftBlocks(in:)`` finds them, each with the number
    /// of its first line of code.
    static func numberedSwiftBlocks(in document: URL) throws -> [(line: Int, code: String)] {
        let lines = try String(contentsOf: document, encoding: .utf8).components(separatedBy: "\n")
        var blocks: [(line: Int, code: String)] = []
        var current: (line: Int, code: [String])?
        for (number, line) in zip(1..., lines) {
            if let block = current {
                if line.hasPrefix("```") {
                    blocks.append((block.line, block.code.joined(separator: "\n")))
                    current = nil
                } else {
                    current = (block.line, block.code + [line])
                }
            } else if line.hasPrefix("```"),
                line.dropFirst(3).split(separator: " ", omittingEmptySubsequences: true).first == "swift"
            {
                current = (number + 1, [])
            }
        }
        return blocks
    }
}

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

    /// The articles whose examples use the types of the package traits: this build has none of
    /// them on, so their examples are compiled in `IntegrationTests/`, which turns them all on,
    /// from a file that must hold each of their blocks (``traitArticlesAreCompiledThere()``).
    static let traitArticles = [
        "Sources/Yopuy/Documentation.docc/RunningOnAServer.md":
            "IntegrationTests/Sources/ServerArticle/RunningOnAServer.swift",
        "Sources/Yopuy/Documentation.docc/ServingYourResources.md":
            "IntegrationTests/Sources/ServingArticle/ServingYourResources.swift",
    ]

    /// Every article and landing page of every DocC catalog, relative to the package root, but
    /// ``traitArticles``.
    static let articles: [String] = allArticles.filter { traitArticles[$0] == nil }

    /// Every article and landing page of every DocC catalog, relative to the package root.
    static let allArticles: [String] = {
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

    @Test("the README's installation snippets are manifests that compile")
    func readmeManifestCompiles() async throws {
        // An app's, which names no trait, and a server's, which names the five.
        let manifests = try Self.swiftBlocks(in: Self.readme).filter(Self.isManifest)
        #expect(manifests.count == 2, "the README should show two Package.swift, shows \(manifests.count)")
        #expect(manifests.first.map { !$0.contains("traits:") } ?? false, "the first Package.swift names traits")
        #expect(manifests.last.map { $0.contains("traits:") } ?? false, "the second Package.swift names no trait")
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

    @Test("an article about the traits has each example in a file that IntegrationTests compiles")
    func traitArticlesAreCompiledThere() throws {
        #expect(Set(Self.traitArticles.keys).isSubset(of: Self.allArticles))
        for (article, examples) in Self.traitArticles {
            let blocks = try Self.swiftBlocks(in: SwiftCompiler.packageRoot.appendingPathComponent(article))
            #expect(!blocks.isEmpty, "\(article) has no Swift example")
            let compiled = Self.unindented(
                try String(contentsOf: SwiftCompiler.packageRoot.appendingPathComponent(examples), encoding: .utf8)
            )
            for block in blocks {
                // A manifest is the README's, which .ci/installation resolves.
                let home = Self.isManifest(block) ? try String(contentsOf: Self.readme, encoding: .utf8) : compiled
                #expect(
                    Self.unindented(home).contains(Self.unindented(block)),
                    "\(article) has an example that \(Self.isManifest(block) ? "README.md" : examples) does not hold:\n\(block)"
                )
            }
        }
    }

    /// `text` with every line's leading spaces removed, so that an example indented in a
    /// function is found as the article writes it.
    static func unindented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.drop { $0 == " " } }
            .joined(separator: "\n")
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

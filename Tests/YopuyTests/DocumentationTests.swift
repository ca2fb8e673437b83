import Foundation
import Testing

/// The README's examples are compiled, not pasted: every block fenced as ```` ```swift ```` is
/// type-checked, in order, as one program against the `Yopuy` module of this build.
@Suite("README")
struct ReadmeTests {
    static let readme = SwiftCompiler.packageRoot.appendingPathComponent("README.md")

    @Test("every Swift block of the README compiles")
    func examplesCompile() throws {
        let blocks = try Self.swiftBlocks()
        #expect(blocks.count >= 8, "found only \(blocks.count) Swift blocks in the README")
        let program = FileManager.default.temporaryDirectory
            .appendingPathComponent("yopuy-readme-\(UUID().uuidString)")
            .appendingPathComponent("main.swift")
        try FileManager.default.createDirectory(
            at: program.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        defer { try? FileManager.default.removeItem(at: program.deletingLastPathComponent()) }
        try blocks.joined(separator: "\n").write(to: program, atomically: true, encoding: .utf8)

        let outcome = try SwiftCompiler.located().typecheck([program], verify: false)
        #expect(outcome.succeeded, "README examples do not compile:\n\(outcome.output)")
        #expect(!outcome.output.contains("warning:"), "README examples compile with warnings:\n\(outcome.output)")
    }

    @Test("the README links every must-not-compile fixture")
    func fixturesAreLinked() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        #expect(!MustNotCompileTests.fixtures.isEmpty)
        for fixture in MustNotCompileTests.fixtures {
            #expect(text.contains("(Tests/MustNotCompile/\(fixture))"), "README does not link \(fixture)")
        }
    }

    /// The contents of the blocks whose fence is exactly ```` ```swift ````.
    static func swiftBlocks() throws -> [String] {
        let lines = try String(contentsOf: readme, encoding: .utf8).components(separatedBy: "\n")
        var blocks: [String] = []
        var current: [String]?
        for line in lines {
            if let block = current {
                if line.hasPrefix("```") {
                    blocks.append(block.joined(separator: "\n"))
                    current = nil
                } else {
                    current = block + [line]
                }
            } else if line == "```swift" {
                current = []
            }
        }
        return blocks
    }
}

import Foundation
import Testing

/// The proof behind the headline promise: each file in `Tests/MustNotCompile` is a misuse of
/// the API that must fail to compile with exactly the diagnostics its `expected-error` comments
/// name, checked by the compiler's own `-verify` mode against the `Yopuy` module of this build.
/// The fixtures use the example resources of `Sources/BlogModel`, imported implicitly.
@Suite("What must not compile")
struct MustNotCompileTests {
    static let folder = SwiftCompiler.packageRoot.appendingPathComponent("Tests/MustNotCompile")
    /// The module of example resources every fixture may use without importing it.
    static let models = "BlogModel"
    static let fixtures: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".swift") }
        .sorted()

    @Test("the fixtures are all there")
    func fixturesArePresent() {
        #expect(Self.fixtures.count >= 12, "found \(Self.fixtures) in \(Self.folder.path)")
    }

    @Test("fails to compile with the expected diagnostics", arguments: fixtures)
    func fixture(_ name: String) async throws {
        let outcome = try await SwiftCompiler.located().typecheck(
            [Self.folder.appendingPathComponent(name)],
            verify: true,
            importing: [Self.models]
        )
        #expect(outcome.succeeded, "\(name) did not fail as expected:\n\(outcome.output)")
    }

    @Test("each fixture states the promise it proves")
    func fixturesStateTheirPromise() throws {
        for name in Self.fixtures {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            #expect(text.hasPrefix("// Promise: "), "\(name) does not open with its promise")
        }
    }

    @Test("the harness fails a fixture whose expected error does not fire")
    func harnessCatchesAMissingError() async throws {
        let outcome = try await typecheck(
            """
            import Yopuy
            let path = Post.show(1) / Comment.list  // expected-error {{this compiles, so no error fires}}
            """
        )
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains("expected error not produced"))
    }

    @Test("the harness fails a fixture with an error it did not expect")
    func harnessCatchesAnUnexpectedError() async throws {
        let outcome = try await typecheck(
            """
            import Yopuy
            let path = Post.list / Comment.list
            """
        )
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains("unexpected error produced"))
    }

    @Test("the harness passes correct code with no expectations")
    func harnessPassesCorrectCode() async throws {
        let outcome = try await typecheck(
            """
            import Yopuy
            let path = Post.show(1) / Comment.show(2) / Commenter.delete(3)
            let ratio: Double = 1 / 2 / 4.0
            """
        )
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    private func typecheck(_ source: String) async throws -> SwiftCompiler.Outcome {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("yopuy-harness-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try await SwiftCompiler.located().typecheck([file], verify: true, importing: [Self.models])
    }
}

import Foundation
import Testing

/// What users wrote still compiles: each file in `Tests/SourceCompatibility` holds spellings
/// that compiled at the API baseline (`.ci/api-baseline`) or before it, and must type-check
/// against this build without an error or a warning.
///
/// `swift package diagnose-api-breaking-changes` compares declarations; it cannot see that a
/// changed parameter type turns `["q": .string(q)]` into an error while every declaration is
/// still there. These fixtures can. The example resources of `Sources/BlogModel` are imported
/// implicitly, as in the must-not-compile fixtures.
@Suite("Source compatibility")
struct SourceCompatibilityTests {
    static let folder = SwiftCompiler.packageRoot.appendingPathComponent("Tests/SourceCompatibility")
    static let fixtures: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".swift") }
        .sorted()

    @Test("the fixtures are all there")
    func fixturesArePresent() {
        #expect(!Self.fixtures.isEmpty, "found nothing in \(Self.folder.path)")
    }

    @Test("compiles without errors or warnings", arguments: fixtures)
    func fixture(_ name: String) async throws {
        let outcome = try await SwiftCompiler.located().typecheck(
            [Self.folder.appendingPathComponent(name)],
            verify: false,
            importing: [MustNotCompileTests.models]
        )
        #expect(outcome.succeeded, "\(name) no longer compiles:\n\(outcome.output)")
        #expect(!outcome.output.contains("warning:"), "\(name) compiles with warnings:\n\(outcome.output)")
    }

    @Test("each fixture states the promise it keeps")
    func fixturesStateTheirPromise() throws {
        for name in Self.fixtures {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            #expect(text.hasPrefix("// Promise: "), "\(name) does not open with its promise")
        }
    }
}

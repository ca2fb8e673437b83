import Foundation
import PropertyBased
import Testing

@testable import ScaffoldKit

/// Names can never collide, in any document (#48): documents made by ``HostileDocument``'s
/// generator, with awkward names in every place a name comes from, scaffold into declarations
/// whose every name is usable and taken once in its scope, and whose types take no imported
/// type's name.
///
/// These checks read the generated code without a compiler, so they run on hundreds of documents
/// and shrink a failure to the smallest document that still fails. `check-scaffold.sh` compiles
/// the modules of a bounded number of such documents, with zero warnings, and runs their checks
/// (`HOSTILE_OUT`, below).
@Suite("Hostile names")
struct HostileNameTests {
    /// How many documents the property checks make: `HOSTILE_CASES`, or 200.
    static let cases = ProcessInfo.processInfo.environment["HOSTILE_CASES"].flatMap(Int.init) ?? 200

    static func scaffold(_ document: HostileDocument, module: String = "Hostile") throws -> Scaffold.Output {
        let loaded = try DocumentLoader.load(data: Data(document.json.utf8), name: "hostile.json")
        return Scaffold.scaffold(loaded, module: module)
    }

    /// Every property below, on the same documents: each document is read and scaffolded once
    /// (and a second time, to compare), then checked five ways. Five property checks of their
    /// own scaffolded each of their 200 documents once or twice, 1 200 scaffolds where 400 do
    /// (#62); the two halves run side by side, each with seeds of its own.
    @Test(
        "every document: read, said the same way twice, no drift, examples decoded, names usable, apart and not imported",
        arguments: [1, 2]
    )
    func everyDocument(half: Int) async {
        await propertyCheck(count: Self.cases / 2, input: HostileDocument.generator) { document in
            let loaded: LoadedDocument
            do {
                loaded = try DocumentLoader.load(data: Data(document.json.utf8), name: "hostile.json")
            } catch {
                Issue.record("not read: \(error)")
                return
            }
            let output = Scaffold.scaffold(loaded, module: "Hostile")
            Self.everyOperationSaid(output, again: Scaffold.scaffold(loaded, module: "Hostile"))
            Self.checkFindsNoDrift(loaded, output)
            Self.examplesAreDecoded(document, output)
            Self.namesAreUsableAndApart(output)
            Self.typesTakeNoImportedName(output)
        }
    }

    /// Every operation is said, the same way twice; the one thing no Yopuy path says is a
    /// segment that starts with `:` (a custom method).
    static func everyOperationSaid(_ output: Scaffold.Output, again: Scaffold.Output) {
        let unexplained = output.report.notSaid.filter { !$0.contains("starts with a colon") }
        #expect(unexplained.isEmpty, "\(output.report.lines.joined(separator: "\n"))")
        #expect(again.sources == output.sources && again.tests == output.tests, "two runs differ")
    }

    /// `check` finds no difference between a document and what the scaffold wrote of it.
    static func checkFindsNoDrift(_ loaded: LoadedDocument, _ output: Scaffold.Output) {
        var reader = OperationReader(document: loaded.document)
        let operations = reader.read().filter { operation in
            !output.report.notSaid.contains { $0.hasPrefix(operation.routeText + ": ") }
        }
        let said = output.sources.flatMap { DriftCheck.said(inText: $0.contents, file: $0.path) }
        #expect(DriftCheck.compare(operations, with: said) == [])
    }

    /// Every example, made of awkward names, is one its schema takes and the test decodes.
    static func examplesAreDecoded(_ document: HostileDocument, _ output: Scaffold.Output) {
        let refused = output.report.examples.filter { $0.hasPrefix("example at") }
        #expect(refused.isEmpty, "\(refused.joined(separator: "\n"))")
        let made = document.schemas.filter { $0.hasExample && document.example(of: $0.kind, depth: 0) != nil }.count
        // The loader cannot read some schemas: an example with a key YAML reads as another
        // type, a property named "" (which OpenAPIKit looks for and does not find). It then
        // reads that schema as free-form JSON, examples and all, and says so in the report.
        let unreadable = output.report.problems.contains { $0.description.contains("read as free-form JSON") }
        if made > 0 && !unreadable {
            #expect(
                output.report.examples.first?.hasPrefix("examples: 0 decoded") == false,
                "\(output.report.lines.joined(separator: "\n"))"
            )
        }
    }

    /// Every declared name is usable, and taken once in its scope.
    static func namesAreUsableAndApart(_ output: Scaffold.Output) {
        let names = DeclaredNames(output.sources)
        for declaration in names.declarations where !DeclaredNames.isUsable(declaration.name) {
            Issue.record("`\(declaration.name)` is no Swift name: \(declaration.file):\(declaration.line)")
        }
        for clash in names.clashes { Issue.record("declared twice: \(clash)") }
        let checks = DeclaredNames(output.tests)
        for clash in checks.clashes { Issue.record("declared twice in the check: \(clash)") }
    }

    /// No type takes the name of a type the module or its tests import.
    static func typesTakeNoImportedName(_ output: Scaffold.Output) {
        let names = DeclaredNames(output.sources)
        for declaration in names.declarations
        where declaration.scope.isEmpty && ["struct", "enum", "typealias", "class"].contains(declaration.keyword) {
            let name = DeclaredNames.bare(declaration.name)
            #expect(
                !NameRegistry.isImported(name),
                "`\(name)` is an imported type's name: \(declaration.file):\(declaration.line)"
            )
        }
    }

    @Test("every public type of Yopuy, YopuyTesting and YopuyURLSession is an imported name")
    func yopuyTypesAreImportedNames() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        var found = 0
        for module in ["Yopuy", "YopuyTesting", "YopuyURLSession"] {
            let folder = sources.appendingPathComponent(module)
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                let pattern =
                    /(?m)^public\s+(?:final\s+)?(?:struct|enum|class|actor|protocol|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)/
                for match in text.matches(of: pattern) {
                    found += 1
                    let name = String(match.1)
                    #expect(
                        Naming.importedTypes.contains(name),
                        "\(module).\(name) is missing: run Scaffold/imported-names.sh"
                    )
                }
            }
        }
        #expect(found > 50)
    }

    /// Writes documents for `check-scaffold.sh` to scaffold, build and check: `HOSTILE_OUT` names
    /// the folder, `HOSTILE_MODULES` how many (12 unless told). Each is `HostileN.json`, with
    /// `HostileN.types` beside it: the module's top-level types, one a line (`struct Pet`,
    /// `typealias Name`), which the script names unqualified where a type goes, in a test that
    /// imports every module the names were checked against.
    @Test(
        "export documents to compile",
        .enabled(if: ProcessInfo.processInfo.environment["HOSTILE_OUT"] != nil)
    )
    func export() throws {
        let environment = ProcessInfo.processInfo.environment
        let folder = URL(fileURLWithPath: try #require(environment["HOSTILE_OUT"]))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let count = environment["HOSTILE_MODULES"].flatMap(Int.init) ?? 12
        var random = Xoshiro(seed: (0x5943_4146_464F_4C44, 48, UInt64(count), 0x4E41_4D45))
        for number in 1...count {
            let document = HostileDocument.make(&random)
            let module = "Hostile\(number)"
            let output = try Self.scaffold(document, module: module)
            let names = DeclaredNames(output.sources).declarations
                .filter { $0.scope.isEmpty && ["struct", "enum", "typealias"].contains($0.keyword) }
                .map { "\($0.keyword) \(DeclaredNames.bare($0.name))" }
            try Data(document.json.utf8).write(to: folder.appendingPathComponent("\(module).json"))
            try Data((names.joined(separator: "\n") + "\n").utf8)
                .write(to: folder.appendingPathComponent("\(module).types"))
        }
    }
}

import ArgumentParser
import Foundation
import ScaffoldKit

/// `yopuy-scaffold`: an OpenAPI document (or a route list) into Yopuy declarations you own.
@main
struct YopuyScaffold: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "yopuy-scaffold",
        abstract: "Turns an OpenAPI 3.0 or 3.1 document into Yopuy declarations that you then own.",
        subcommands: [Generate.self, Check.self],
        defaultSubcommand: Generate.self
    )
}

/// Prints `error` as the tool's error and exits with a failure.
func fail(_ error: ScaffoldError) -> ExitCode {
    FileHandle.standardError.write(Data("yopuy-scaffold: error: \(error)\n".utf8))
    return ExitCode.failure
}

/// Writes the declarations once.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Writes the declarations of a document into a folder of Swift files, once.",
        discussion: """
            Writes Models/, Resources/ and Support/ into --output, and with --tests a test that
            checks every operation's method and path (ScaffoldedOperationTests.swift) and one that
            decodes every example of the document into its model and encodes it back
            (ScaffoldedExampleTests.swift). It never overwrites a file: run it once, then keep and
            edit what it wrote; `check` compares a newer document with it.

            With --access public every declaration is public, and each struct has a public
            memberwise initializer: one library that a server target and a client target both
            import. Each import says its access (`public import Yopuy`), so the module builds with
            or without InternalImportsByDefault. The check then imports the module without
            @testable.
            """
    )

    @Argument(help: "The OpenAPI document (JSON or YAML), or with --routes a list of `METHOD /path` lines.")
    var document: String

    @Option(help: "The folder the declarations go in, such as Sources/MyAPI.")
    var output: String

    @Option(help: "The folder the check of every operation goes in, such as Tests/MyAPITests.")
    var tests: String?

    @Option(
        help: ArgumentHelp(
            "Also write the check that a YopuyHummingbird server of the declarations answers each operation with each status the document gives, and that a client reads it (ScaffoldedServerTests.swift), into this folder: for a test target that depends on YopuyHummingbird, HummingbirdTesting and YopuyURLSession.",
            valueName: "folder"
        )
    )
    var serverTests: String?

    @Option(help: "The module the declarations are in, which the check imports.")
    var module: String = "API"

    @Flag(help: "Read the input as a route list, one `METHOD /path` a line, instead of an OpenAPI document.")
    var routes = false

    @Option(help: "Also write the whole report (what was said, mended and skipped) to this file.")
    var report: String?

    @Flag(help: "Print only the report's summary, not each problem.")
    var quiet = false

    @Option(
        help: ArgumentHelp(
            "The access of the declarations: internal, or public for a library that a server and its clients import.",
            valueName: "internal|public"
        )
    )
    var access: Access = .internal

    /// The access the declarations are written with.
    enum Access: String, ExpressibleByArgument {
        case `internal`, `public`
    }

    func run() throws {
        let started = Date()
        var result: Scaffold.Output
        do {
            if routes {
                guard let text = try? String(contentsOfFile: document, encoding: .utf8) else {
                    throw ScaffoldError(.unreadable, file: document, "cannot read the route list")
                }
                let title = URL(fileURLWithPath: document).lastPathComponent
                result = Scaffold.scaffold(routeList: text, title: title, module: module)
            } else {
                result = Scaffold.scaffold(
                    try DocumentLoader.load(path: document),
                    module: module,
                    serverTests: serverTests != nil
                )
            }
            if access == .public {
                result = Publisher.publishing(result, module: module)
            }
            if let tests, tests != output {
                try OutputFolder.write(result.tests, to: tests)
                do {
                    try OutputFolder.write(result.sources, to: output)
                } catch {
                    OutputFolder.remove(result.tests, from: tests)
                    throw error
                }
            } else {
                try OutputFolder.write(result.sources + (tests == nil ? [] : result.tests), to: output)
            }
            if let serverTests, let file = result.serverTests {
                try OutputFolder.write([file], to: serverTests)
            }
        } catch let error as ScaffoldError {
            throw fail(error)
        }
        let lines = result.report.lines
        if let report {
            try (lines.joined(separator: "\n") + "\n").write(toFile: report, atomically: true, encoding: .utf8)
        }
        print((quiet ? Array(lines.prefix(2)) : lines).joined(separator: "\n"))
        let written = result.sources.count + (tests == nil ? 0 : result.tests.count)
        print(String(format: "wrote %d files in %.2f s", written, Date().timeIntervalSince(started)))
    }
}

/// Compares a newer document with the code you own.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Reports what a newer document has that your code does not say, and the reverse; writes nothing.",
        discussion: """
            Reads the operations your sources document (`/// \\`GET /path\\`` and their query
            parameters, as the scaffold wrote them) and compares them with the document: new,
            removed and changed operations and parameters. Exits with 1 when they differ.
            """
    )

    @Argument(help: "The newer OpenAPI document (JSON or YAML).")
    var document: String

    @Option(help: "The folder of the sources the scaffold once wrote, and you now own.")
    var sources: String

    func run() throws {
        let lines: [String]
        do {
            lines = try DriftCheck.check(try DocumentLoader.load(path: document), against: sources)
        } catch {
            throw fail(error)
        }
        if lines.isEmpty {
            print("check: your sources say every operation of the document, and nothing it no longer has")
            return
        }
        print(lines.joined(separator: "\n"))
        print("check: \(lines.count) differences")
        throw ExitCode.failure
    }
}

import Foundation
import OpenAPIKit

/// Turns a document (or a route list) into the files of a Yopuy client: models, resources, and
/// a test that checks every operation's path.
public enum Scaffold {
    /// What the scaffold wrote and what it found.
    public struct Output: Sendable {
        /// The declarations: `Models/…`, `Resources/…`, `Support/…`.
        public var sources: [GeneratedFile]
        /// The check of every operation, `ScaffoldedOperationTests.swift`, and of every example
        /// a model reads, `ScaffoldedExampleTests.swift`.
        public var tests: [GeneratedFile]
        /// What was said, what was not, and why.
        public var report: Report
        /// The check that a YopuyHummingbird server of the declarations answers each operation
        /// with each status the document gives it, `ScaffoldedServerTests.swift`: for a test
        /// target that also depends on YopuyHummingbird, Hummingbird's HummingbirdTesting and
        /// YopuyURLSession. None unless asked, and for a route list.
        public var serverTests: GeneratedFile?
    }

    /// What the scaffold said and what it could not.
    public struct Report: Sendable {
        /// The operations the document has.
        public var operations: Int
        /// The operations said by a path expression.
        public var said: Int
        /// The streaming actions added beside the operations that answer `text/event-stream`.
        public var streams: Int
        /// Operations not said, with why.
        public var notSaid: [String]
        /// Operations said in a way a reader might not expect, with why.
        public var compromises: [String]
        /// What was mended or skipped, by JSON pointer.
        public var problems: [Problem]
        /// The declarations written, by kind.
        public var declarations: [String: Int]
        /// What the test of examples checks: how many examples it decodes, how many the document's
        /// own schemas refuse, how many were skipped and why, then each refused one by pointer.
        public var examples: [String] = []

        /// The report as lines of text.
        public var lines: [String] {
            var lines = [
                "operations: \(operations), said: \(said), not said: \(operations - said), streaming actions: \(streams)",
                "declarations: "
                    + declarations.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "),
            ]
            lines += examples
            lines += notSaid.map { "not said: \($0)" }
            lines += compromises.map { "said with a compromise: \($0)" }
            lines += problems.map(\.description)
            return lines
        }
    }

    /// The header of every file.
    static func header(_ title: String) -> String {
        "// Scaffolded by yopuy-scaffold from \(Naming.oneLine(title)); yours to edit.\n\n"
    }

    /// Scaffolds a route list: one `METHOD /path` a line, such as GitHub's REST routes.
    public static func scaffold(routeList text: String, title: String, module: String) -> Output {
        var operations: [APIOperation] = []
        for (number, line) in text.split(separator: "\n").enumerated() {
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { continue }
            var template = String(parts[1])
            if let brace = template.range(of: "{?") { template = String(template[..<brace.lowerBound]) }
            operations.append(
                APIOperation(
                    method: String(parts[0]).uppercased(),
                    template: template,
                    fixedQuery: nil,
                    pointer: "line \(number + 1)",
                    operationID: nil,
                    summary: nil,
                    details: nil,
                    isDeprecated: false,
                    pathParameters: [:],
                    queryParameters: [],
                    body: nil,
                    answer: .bytes("application/json"),
                    eventStream: nil
                )
            )
        }
        return scaffold(
            operations: operations,
            typing: UntypedSchemas(),
            names: NameRegistry(),
            typed: false,
            title: title,
            module: module,
            problems: []
        )
    }

    static func scaffold<Typing: SchemaTyping>(
        operations: [APIOperation],
        typing: Typing,
        names: NameRegistry,
        typed: Bool,
        title: String,
        module: String,
        problems: [Problem],
        errorBody: (schema: JSONSchema, reference: String, count: Int)? = nil,
        security: [SecurityWriter.Scheme] = [],
        document: OpenAPI.Document? = nil,
        serverTests writesServerTests: Bool = false,
        leftOut: [String] = []
    ) -> Output {
        // A HEAD operation is said by the GET path of its route, which service.head takes: the
        // GET operation's when the path has one, else a GET path declared for it.
        var kept: [APIOperation] = []
        for operation in operations {
            if operation.method == "HEAD",
                let index = kept.firstIndex(where: {
                    $0.method == "GET" && $0.template == operation.template && $0.fixedQuery == operation.fixedQuery
                })
            {
                kept[index].heads.append(operation)
                continue
            }
            kept.append(operation)
        }
        func modelled(suffix: String) -> (routes: [Route], modeller: Modeller) {
            let routes = kept.enumerated().map { Route(index: $0.offset + 1, operation: $0.element, suffix: suffix) }
            let modeller = Modeller(routes: routes, typed: typed)
            modeller.visit()
            return (routes, modeller)
        }
        // Twilio's `Calls.json` and `Calls/{Sid}.json`: one resource with `pathSuffix = ".json"`,
        // when each declaration's routes end with the same suffix (else the ID is the segment).
        var (routes, modeller) = modelled(suffix: Route.parameterSuffix(of: kept) ?? "")
        if !modeller.declarations.allSatisfy({ Set($0.operations.map(\.route.suffix)).count <= 1 }) {
            (routes, modeller) = modelled(suffix: "")
        }
        var planner = Planner(typing: typing, names: names)
        planner.plan(modeller)
        let header = header(title)
        var errorFile: GeneratedFile?
        var apiError: (type: String, reference: String, schema: JSONSchema)?
        if let errorBody {
            let type = planner.typing.typeName(
                for: errorBody.schema,
                suggested: "APIError",
                pointer: errorBody.reference,
                names: &planner.names
            )
            apiError = (type, errorBody.reference, errorBody.schema)
            errorFile = GeneratedFile(
                path: "Support/ErrorBodyParser+API.swift",
                contents: header + """
                    import Yopuy

                    extension ErrorBodyParser {
                        /// The API's error body, `\(type)`, as the document gives it for \(errorBody.count) of its error
                        /// answers.
                        ///
                        /// Set it once, `service.errorBody = .api`, and read it from an error with
                        /// `error.decodedBody(as: \(type).self)`.
                        static var api: ErrorBodyParser { .json(\(type).self) }
                    }

                    """
            )
        }
        let resources = ResourceWriter(declarations: modeller.declarations).files(header: header)
        var sources: [GeneratedFile] = []
        sources += planner.typing.files().map { GeneratedFile(path: $0.path, contents: header + $0.contents) }
        sources += resources
        // The resources may answer any JSON where the models never do.
        if !sources.contains(where: { $0.path == "Support/AnyJSON.swift" }),
            resources.contains(where: { $0.contents.contains("AnyJSON") })
        {
            sources.append(
                GeneratedFile(path: "Support/AnyJSON.swift", contents: header + ModelWriter.jsonValueSource)
            )
        }
        if let errorFile { sources.append(errorFile) }
        if !security.isEmpty {
            let name = planner.names.claim(["API", "APIAuthentication"])
            if let file = SecurityWriter(schemes: security, name: name, title: title).file(header: header) {
                sources.append(file)
            }
        }
        let tests = CheckWriter(module: module, title: title).file(
            routes: routes + planner.streamRoutes,
            modeller: modeller,
            header: header
        )
        var exampleLines: [String] = []
        var exampleTests: [GeneratedFile] = []
        var serverTests: GeneratedFile?
        if let document, writesServerTests {
            serverTests = ServerCheckWriter(
                module: module,
                title: title,
                moduleImport: "@testable import \(module)",
                apiError: apiError
            )
            .file(
                routes: routes,
                modeller: modeller,
                samples: SampleJSON(components: document.components),
                header: header
            )
        }
        if let document {
            var collector = ExampleCollector(document: document, typing: planner.typing)
            let collection = collector.collect()
            exampleLines = collection.lines
            if let file = ExampleWriter(module: module, title: title).file(
                examples: collection.examples,
                header: header
            ) {
                exampleTests.append(file)
            }
        }
        var counts: [String: Int] = [:]
        for declaration in modeller.declarations { counts[declaration.kind.rawValue, default: 0] += 1 }
        let (formattedSources, sourceProblems) = Formatter.format(sources)
        let (formattedTests, testProblems) = Formatter.format([tests] + exampleTests)
        let formattedServerTests = serverTests.map { Formatter.format([$0]).0 }?.first
        sources = formattedSources
        let allProblems = problems + planner.typing.problems + sourceProblems + testProblems
        let saidRoutes = routes.filter { $0.steps != nil }
        let report = Report(
            operations: operations.count + leftOut.count,
            said: saidRoutes.count + saidRoutes.map(\.operation.heads.count).reduce(0, +),
            streams: planner.streamRoutes.count,
            notSaid: routes.filter { $0.steps == nil }.flatMap { route in
                ([route.operation] + route.operation.heads).map {
                    "\($0.routeText): \(route.unsayable ?? "no Yopuy path says it")"
                }
            } + leftOut.map { "\($0): left out in reading the document (a skipped line below says where and why)" },
            compromises: routes.compactMap { route in route.compromise.map { "\(route.operation.routeText): \($0)" } },
            problems: allProblems,
            declarations: counts,
            examples: exampleLines
        )
        return Output(sources: sources, tests: formattedTests, report: report, serverTests: formattedServerTests)
    }
}

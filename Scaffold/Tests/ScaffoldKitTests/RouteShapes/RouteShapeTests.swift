import Foundation
import PropertyBased
import Testing

@testable import ScaffoldKit

/// Every route shape is said, or named with the reason it is not (#64): documents made by
/// ``RouteShapeDocument``'s generator, whose routes are collections, records, singletons and
/// actions one to six deep, with any methods, scaffold into declarations that say each operation
/// once, the same way twice, with nothing `check` finds to differ, and names apart.
///
/// These checks read the generated code without a compiler; `check-scaffold.sh` compiles the
/// modules of a bounded number of such documents in one package, with zero warnings, and runs
/// their checks (`ROUTES_OUT`, below).
@Suite("Route shapes")
struct RouteShapeTests {
    /// How many documents the property check makes: `ROUTE_CASES`, or 100.
    static let cases = ProcessInfo.processInfo.environment["ROUTE_CASES"].flatMap(Int.init) ?? 100

    static func scaffold(_ document: RouteShapeDocument, module: String) throws -> Scaffold.Output {
        let loaded = try DocumentLoader.load(data: Data(document.json.utf8), name: "routes.json")
        return Scaffold.scaffold(loaded, module: module)
    }

    @Test("every document: read, every operation said or named, the same twice, no drift, names apart")
    func everyDocument() async {
        await propertyCheck(count: Self.cases, input: RouteShapeDocument.generator) { document in
            let loaded: LoadedDocument
            do {
                loaded = try DocumentLoader.load(data: Data(document.json.utf8), name: "routes.json")
            } catch {
                Issue.record("not read: \(error)")
                return
            }
            let output = Scaffold.scaffold(loaded, module: "Routes")
            HostileNameTests.everyOperationSaid(output, again: Scaffold.scaffold(loaded, module: "Routes"))
            HostileNameTests.checkFindsNoDrift(loaded, output)
            HostileNameTests.namesAreUsableAndApart(output)
            Self.singletonsAreNoRecords(output)
        }
    }

    /// A singleton has no ID: it is never `IsAddressable`, which only a record can be (the
    /// scaffold once made a singleton that is not read addressable, so that an action on it
    /// could name it, and the module did not compile).
    static func singletonsAreNoRecords(_ output: Scaffold.Output) {
        for source in output.sources {
            for line in source.contents.split(separator: "\n")
            where line.contains("SingularRootResource") || line.contains("SingularChildResource") {
                #expect(!line.contains("IsAddressable"), "\(source.path): \(line)")
            }
        }
    }

    @Test("a singleton only created and deleted, whose answers differ, is a parent by its `at`")
    func singletonCreatedAndDeleted() throws {
        let document = RouteShapeDocument(
            version: "3.1.0",
            levels: [
                RouteShapeDocument.Level(
                    kind: .collection,
                    literal: "profiles",
                    methods: [],
                    record: RouteShapeDocument.Parameter(name: "username", type: "string"),
                    recordMethods: [RouteShapeDocument.Method(name: "get", answer: .shared)],
                    underRecord: [
                        RouteShapeDocument.Level(
                            kind: .singleton,
                            literal: "follow",
                            methods: [
                                RouteShapeDocument.Method(name: "post", answer: .own),
                                RouteShapeDocument.Method(name: "delete", answer: .own),
                            ]
                        )
                    ]
                ),
                RouteShapeDocument.Level(
                    kind: .singleton,
                    literal: "session",
                    methods: [
                        RouteShapeDocument.Method(name: "post", answer: .shared),
                        RouteShapeDocument.Method(name: "delete", answer: .none),
                    ]
                ),
            ]
        )
        let output = try Self.scaffold(document, module: "Conduit")
        let checks = output.tests.map(\.contents).joined(separator: "\n")
        #expect(checks.contains(".at(\"username\") / Follow.at / "), "\(checks)")
        #expect(checks.contains("Session.at / "), "\(checks)")
        Self.singletonsAreNoRecords(output)
        #expect(output.report.notSaid.isEmpty)
    }

    /// Paths that start with a parameter, as Keycloak's admin API writes every one of its 316
    /// (`/{realm}/users/{id}/role-mappings/realm/composite`): the scaffold once said none of
    /// them ("no Yopuy path says it"), since it looked for a literal first.
    @Test("paths that start with a parameter are records at the root, which `/` lists")
    func parameterFirst() throws {
        let document = RouteShapeDocument(
            version: "3.0.3",
            levels: [
                RouteShapeDocument.Level(
                    kind: .collection,
                    literal: "",
                    methods: [RouteShapeDocument.Method(name: "get", answer: .list)],
                    record: RouteShapeDocument.Parameter(name: "realm", type: "string"),
                    recordMethods: [
                        RouteShapeDocument.Method(name: "get", answer: .shared),
                        RouteShapeDocument.Method(name: "delete", answer: .none),
                    ],
                    underRecord: [
                        RouteShapeDocument.Level(
                            kind: .collection,
                            literal: "users",
                            methods: [RouteShapeDocument.Method(name: "get", answer: .list)],
                            record: RouteShapeDocument.Parameter(name: "id", type: "string"),
                            recordMethods: [RouteShapeDocument.Method(name: "get", answer: .shared)],
                            underRecord: [
                                RouteShapeDocument.Level(
                                    kind: .singleton,
                                    literal: "settings",
                                    methods: [
                                        RouteShapeDocument.Method(name: "get", answer: .shared),
                                        RouteShapeDocument.Method(name: "put", answer: .shared),
                                    ]
                                )
                            ]
                        )
                    ]
                ),
                RouteShapeDocument.Level(
                    kind: .singleton,
                    literal: "serverinfo",
                    methods: [RouteShapeDocument.Method(name: "get", answer: .shared)]
                ),
            ]
        )
        let output = try Self.scaffold(document, module: "Keycloak")
        #expect(output.report.notSaid.isEmpty, "\(output.report.notSaid)")
        let checks = output.tests.map(\.contents).joined(separator: "\n")
        #expect(checks.contains("= Realm.list\n"), "\(checks)")
        #expect(checks.contains("Realm.at(\"realm\") / User.at(\"id\") / Settings.show"), "\(checks)")
        #expect(checks.contains("= Serverinfo.show\n"), "\(checks)")
    }

    /// Writes documents for `check-scaffold.sh` to scaffold, build and check: `ROUTES_OUT` names
    /// the folder, `ROUTE_MODULES` how many (12 unless told), each `RoutesN.json`.
    @Test(
        "export documents to compile",
        .enabled(if: ProcessInfo.processInfo.environment["ROUTES_OUT"] != nil)
    )
    func export() throws {
        let environment = ProcessInfo.processInfo.environment
        let folder = URL(fileURLWithPath: try #require(environment["ROUTES_OUT"]))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let count = environment["ROUTE_MODULES"].flatMap(Int.init) ?? 12
        // Seeded: the same documents every run, unless ROUTE_SEED names another seed.
        let seed = environment["ROUTE_SEED"].flatMap(UInt64.init) ?? 64
        var random = Xoshiro(seed: (0x524F_5554_4553, seed, UInt64(count), 0x5348_4150_4553))
        for number in 1...count {
            let document = RouteShapeDocument.make(&random)
            try Data(document.json.utf8).write(to: folder.appendingPathComponent("Routes\(number).json"))
        }
    }
}

import Foundation
import Testing

@testable import ScaffoldKit

/// The statuses a document gives its successes, said once in the declarations (`AnswersStatus`,
/// #74), and `--access public` (`Publisher`): what the scaffold writes, in words. That they
/// build, and that the check of every operation passes, check-scaffold.sh proves on Conduit's
/// document and on generated route shapes.
@Suite("Documented statuses and public declarations")
struct ScaffoldStatusTests {
    /// Generated documents: one resource with a list, a show, a create and a delete, and an
    /// action, each success given a status drawn from 200 to 204 (or none); the list and the show
    /// sometimes disagree.
    static func document(_ statuses: [String: Int?]) -> String {
        // A success of no status given is `2XX`, which gives none as a number.
        func responses(_ key: String, body: Bool, list: Bool = false) -> String {
            let status = (statuses[key] ?? nil).map(String.init) ?? "2XX"
            let schema =
                list
                ? ##"{"type": "array", "items": {"$ref": "#/components/schemas/Note"}}"##
                : ##"{"$ref": "#/components/schemas/Note"}"##
            let content = body ? #", "content": {"application/json": {"schema": \#(schema)}}"# : ""
            return #"{"\#(status)": {"description": "ok"\#(content)}}"#
        }
        return """
            {"openapi": "3.1.0", "info": {"title": "Notes", "version": "1.0"},
             "paths": {
              "/notes": {
                "get": {"operationId": "listNotes", "responses": \(responses("list", body: true, list: true))},
                "post": {"operationId": "createNote", "responses": \(responses("create", body: true))}},
              "/notes/{id}": {
                "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "integer"}}],
                "get": {"operationId": "showNote", "responses": \(responses("show", body: true))},
                "delete": {"operationId": "deleteNote", "responses": \(responses("delete", body: false))}},
              "/notes/{id}/archive": {
                "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "integer"}}],
                "post": {"operationId": "archiveNote", "responses": \(responses("archive", body: true))}}
             },
             "components": {"schemas": {"Note": {"type": "object", "required": ["id"],
               "properties": {"id": {"type": "integer"}}}}}}
            """
    }

    @Test("each method whose success is not its verb's own says the document's status; a disagreement says none")
    func declaredStatuses() throws {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<40 {
            var statuses: [String: Int?] = [:]
            for key in ["list", "show", "create", "delete", "archive"] {
                statuses[key] = Bool.random(using: &random) ? Int.random(in: 200...204, using: &random) : nil
            }
            let loaded = try DocumentLoader.load(data: Data(Self.document(statuses).utf8), name: "notes.json")
            let text = Scaffold.scaffold(loaded, module: "Notes").sources.map(\.contents).joined()
            // The verb's own: 200 for a list, a show and an action, 201 for a create, 204 for a
            // delete that answers nothing.
            func said(_ method: String) -> Bool { text.contains("case .\(method): ") }
            let list = statuses["list"] ?? nil
            let show = statuses["show"] ?? nil
            let getDiffers = [list, show].contains { $0 != nil && $0 != 200 }
            let getAgrees = list == nil || show == nil || list == show
            #expect(said("get") == (getDiffers && getAgrees), "\(statuses)\n\(text)")
            let create = statuses["create"] ?? nil
            let archive = statuses["archive"] ?? nil
            // The create and the action are two declarations, each with its own POST.
            let posts = text.components(separatedBy: "case .post: ").count - 1
            let createDiffers = create.map { $0 != 201 } ?? false
            let archiveDiffers = archive.map { $0 != 200 } ?? false
            let differing = (createDiffers ? 1 : 0) + (archiveDiffers ? 1 : 0)
            #expect(posts == differing, "\(statuses)\n\(text)")
            let delete = statuses["delete"] ?? nil
            #expect(said("delete") == (delete.map { $0 != 204 } ?? false), "\(statuses)\n\(text)")
        }
    }

    @Test("--access public reads declarations, not words: a member named actor, a type named in a string (Figma's)")
    func publishingReadsDeclarations() {
        // Figma's `var actor: Actor?` and `case actor` read as a type declared without its brace,
        // so the next function's body became a scope of members and its local `var` public (which
        // does not build); its `case "URL":` made Foundation's import public, unused.
        let published = Publisher.importing(
            Publisher.publishing(
                """
                import Foundation

                struct Log: Codable {
                    var actor: String?

                    enum CodingKeys: String, CodingKey {
                        case actor
                    }

                    func encode(to encoder: any Encoder) throws {
                        var container = encoder.container(keyedBy: CodingKeys.self)
                        try container.encode(actor, forKey: .actor)
                    }

                    static func kind(_ text: String) -> Int { text == "URL" ? 1 : 0 }
                }
                """
            )
        )
        #expect(published.contains("        var container = encoder"), "\(published)")
        #expect(published.contains("internal import Foundation"), "\(published)")
        #expect(published.contains("    public var actor: String?"), "\(published)")
        // Stripe's WeChat Pay action has a property `package`, an access word only before a
        // declaration's keyword: it stayed internal, and the memberwise initializer left it out
        // (which does not build).
        let wechat = Publisher.publishing(
            """
            struct Redirect: Codable {
                var appId: String
                var package: String
            }
            """
        )
        #expect(wechat.contains("    public var package: String"), "\(wechat)")
        #expect(wechat.contains("        package: String\n    ) {"), "\(wechat)")
        #expect(wechat.contains("        self.package = package"), "\(wechat)")
    }

    @Test("--access public makes every declaration public and documented, and each struct its initializer")
    func publishing() throws {
        let statuses: [String: Int?] = ["list": 200, "show": 200, "create": 200, "delete": 204, "archive": 202]
        let loaded = try DocumentLoader.load(data: Data(Self.document(statuses).utf8), name: "notes.json")
        let published = Publisher.publishing(Scaffold.scaffold(loaded, module: "Notes"), module: "Notes")
        for file in published.sources {
            let lines = file.contents.components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                #expect(!code.hasPrefix("public extension"), "\(file.path): \(line)")
                guard code.hasPrefix("public "), !code.hasPrefix("public import ") else { continue }
                let above = lines[..<index].last { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("@") } ?? ""
                #expect(above.trimmingCharacters(in: .whitespaces).hasPrefix("///"), "\(file.path): \(line)")
            }
            for keyword in ["struct ", "enum ", "typealias ", "static let ", "static func ", "let ", "var "] {
                // At a type's level (four spaces, or none), nothing is left internal.
                for line in lines where line.hasPrefix(keyword) || line.hasPrefix("    " + keyword) {
                    Issue.record("\(file.path): not public: \(line)")
                }
            }
        }
        let note = try #require(published.sources.first { $0.path == "Models/Note.swift" }).contents
        #expect(note.contains("public init(id: Int) {"))
        #expect(published.tests.allSatisfy { !$0.contents.contains("@testable") })
        // Each import says its access, so that the module builds under InternalImportsByDefault
        // too: Yopuy public, Foundation public where a Foundation type is named, else internal.
        for file in published.sources {
            let imports = file.contents.components(separatedBy: "\n").filter {
                $0.contains("import ") && !$0.hasPrefix("//")
            }
            #expect(
                imports.allSatisfy { $0.hasPrefix("public import ") || $0.hasPrefix("internal import ") },
                "\(file.path)"
            )
            #expect(!imports.contains("internal import Yopuy"), "\(file.path)")
        }
        let resources = published.sources.filter { $0.path.hasPrefix("Resources/") && $0.contents.contains("parse(") }
        #expect(!resources.isEmpty && resources.allSatisfy { $0.contents.contains("public import Foundation") })
    }

    @Test(
        "the server check answers a failure with the API's error body where the document gives it, read back as its type"
    )
    func serverCheckErrorBodies() throws {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            // Each failure of a generated set, with the API's error body or none.
            let failures = [400, 401, 404, 409, 422, 500, 503].filter { _ in Bool.random(using: &random) }
            let withBody = Set(failures.filter { _ in Bool.random(using: &random) })
            let responses =
                ([
                    "\"200\": {\"description\": \"ok\", \"content\": {\"application/json\": {\"schema\": {\"$ref\": \"#/components/schemas/Note\"}}}}"
                ]
                + failures.map { status in
                    withBody.contains(status)
                        ? "\"\(status)\": {\"description\": \"no\", \"content\": {\"application/json\": {\"schema\": {\"$ref\": \"#/components/schemas/Problem\"}}}}"
                        : "\"\(status)\": {\"description\": \"no\"}"
                }).joined(separator: ", ")
            let document = """
                {"openapi": "3.0.3", "info": {"title": "Notes", "version": "1.0"},
                 "paths": {
                  "/notes": {"get": {"operationId": "listNotes", "responses": {\(responses)}}},
                  "/notes/": {"get": {"operationId": "listNotesAgain", "responses": {\(responses)}}}
                 },
                 "components": {"schemas": {
                   "Note": {"type": "object", "required": ["id"], "properties": {"id": {"type": "integer"}}},
                   "Problem": {"type": "object", "required": ["message"], "properties": {"message": {"type": "string"}}}}}}
                """
            let loaded = try DocumentLoader.load(data: Data(document.utf8), name: "notes.json")
            let check = try #require(Scaffold.scaffold(loaded, module: "Notes", serverTests: true).serverTests).contents
            // The handler of the first operation, however the formatter breaks its lines.
            let handler = try #require(check.components(separatedBy: "calls.next(1,").dropFirst().first)
            let answer = try #require(handler.components(separatedBy: "\n        }").first)
            for status in failures {
                #expect(answer.contains("\(status): \"{") == withBody.contains(status), "\(status)\n\(check)")
            }
            #expect(check.contains("service.errorBody = .api") == !withBody.isEmpty, "\(check)")
            #expect(check.contains("try sample(body, as: Problem.self)") == !withBody.isEmpty)
            // The second path differs only by its slash: Hummingbird's router does not tell them apart.
            #expect(check.contains("GET /notes/: Hummingbird's router does not tell it from GET /notes"), "\(check)")
            #expect(check.components(separatedBy: "router.answer(").count == 2)
        }
    }

    @Test("the server check serves each operation on its shape with each status the document gives, in turn")
    func serverCheck() throws {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            var statuses: [String: Int?] = [:]
            for key in ["list", "show", "create", "delete", "archive"] {
                statuses[key] = Bool.random(using: &random) ? Int.random(in: 200...204, using: &random) : nil
            }
            let loaded = try DocumentLoader.load(data: Data(Self.document(statuses).utf8), name: "notes.json")
            let output = Scaffold.scaffold(loaded, module: "Notes", serverTests: true)
            let check = try #require(output.serverTests).contents
            let served = statuses.values.compactMap { $0 }.count
            #expect(check.components(separatedBy: "router.answer(").count - 1 == served, "\(statuses)\n\(check)")
            // A success of `2XX` has no number to answer: the operation is named as not served.
            #expect(check.components(separatedBy: "/// Not served:").count - 1 == 5 - served, "\(statuses)")
            for (key, status) in statuses {
                guard let status else { continue }
                let operation = key == "archive" ? "POST /notes/{id}/archive" : ""
                #expect(check.contains("of: [\(status)]"), "\(key) \(status)\n\(check)")
                #expect(operation.isEmpty || check.contains(operation), "\(key)")
            }
            #expect(check.contains("@testable import Notes"))
            // Public declarations: the bodies the server reads conform publicly, their modules so imported.
            let published = try #require(Publisher.publishing(output, module: "Notes").serverTests).contents
            #expect(!published.contains("@testable"))
            if published.contains(": DecodesRequestBody {}") {
                #expect(
                    published.contains("public import Notes") && published.contains("public import YopuyHummingbird")
                )
            }
        }
    }
}

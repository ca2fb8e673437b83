import Foundation
import Testing

@testable import ScaffoldKit

@Suite("Scaffolding a document's operations")
struct ScaffoldDocumentTests {
    static let document = """
        {"openapi": "3.1.0", "info": {"title": "Pets", "version": "1.0"},
         "paths": {
          "/pets": {
            "get": {"operationId": "listPets", "summary": "Lists pets.",
                    "parameters": [{"name": "limit", "in": "query", "schema": {"type": "integer"},
                                    "description": "How many."}],
                    "responses": {"200": {"description": "ok", "content": {"application/json":
                        {"schema": {"$ref": "#/components/schemas/PetList"}}}},
                      "default": {"description": "failed", "content": {"application/json":
                        {"schema": {"$ref": "#/components/schemas/Failure"}}}}}},
            "post": {"operationId": "createPet",
                     "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/NewPet"}}}},
                     "responses": {"201": {"description": "ok", "content": {"application/json":
                         {"schema": {"$ref": "#/components/schemas/Pet"}}}}}}},
          "/pets/{pet_id}": {
            "parameters": [{"name": "pet_id", "in": "path", "required": true, "schema": {"type": "integer"}}],
            "get": {"operationId": "showPet", "responses": {"200": {"description": "ok", "content":
                {"application/json": {"schema": {"$ref": "#/components/schemas/Pet"}}}}}},
            "delete": {"operationId": "deletePet", "responses": {"204": {"description": "gone"}}}},
          "/pets/{pet_id}/talk": {
            "post": {"operationId": "talk",
                     "parameters": [{"name": "pet_id", "in": "path", "required": true, "schema": {"type": "integer"}}],
                     "responses": {"200": {"description": "ok", "content": {
                        "application/json": {"schema": {"$ref": "#/components/schemas/Pet"}},
                        "text/event-stream": {"schema": {"$ref": "#/components/schemas/Word"}}}}}}},
          "/pets?beta=true": {
            "get": {"operationId": "listPetsBeta", "responses": {"200": {"description": "ok", "content":
                {"application/json": {"schema": {"$ref": "#/components/schemas/PetList"}}}}}}}
         },
         "components": {"schemas": {
           "Pet": {"type": "object", "required": ["id", "name"],
                   "properties": {"id": {"type": "integer"}, "name": {"type": "string"}}},
           "NewPet": {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}},
           "PetList": {"type": "object", "properties": {"data": {"type": "array", "items": {"$ref": "#/components/schemas/Pet"}}}},
           "Word": {"type": "object", "properties": {"text": {"type": "string"}}},
           "Failure": {"type": "object", "properties": {"message": {"type": "string"}}}
         }}}
        """

    private var output: Scaffold.Output {
        get throws {
            let loaded = try DocumentLoader.load(data: Data(Self.document.utf8), name: "pets.json")
            return Scaffold.scaffold(loaded, module: "PetsAPI")
        }
    }

    @Test("every operation is said, an answer of another type is an action on the record's URL")
    func expressions() throws {
        let output = try output
        let check = try #require(output.tests.first).contents
        for expression in [
            "Pet.list", "Pet.create", "Pet.show(2)", "Pet.at(2) / DeletePet.action", "Pet.at(2) / Talk.action",
            "Pet.at(2) / TalkStream.action",
        ] {
            #expect(check.contains("= \(expression)\n"), "\(expression)")
        }
        #expect(output.report.operations == 6)
        #expect(output.report.said == 6)
        #expect(output.report.streams == 1)
    }

    @Test("resources parse the document's models, bodies are typed, and so is the error body")
    func declarations() throws {
        let sources = try output.sources.map(\.contents).joined()
        #expect(sources.contains("extension Pet: RootResource, IsListable, IsCreatable, IsShowable, IsAddressable {"))
        #expect(sources.contains("typealias CreateBody = NewPet"))
        #expect(sources.contains("static func parse(collection data: Data) throws -> PetList {"))
        #expect(sources.contains("enum DeletePet: RecordAction, AnswersNoContent {"))
        #expect(sources.contains("extension NewPet: EncodesJSON {}"))
        #expect(sources.contains("static var api: ErrorBodyParser { .json(Failure.self) }"))
    }

    @Test("an operation that answers text/event-stream gets a typed stream action that skips [DONE]")
    func streams() throws {
        let sources = try output.sources.map(\.contents).joined()
        #expect(sources.contains("enum TalkStream: RecordAction {"))
        #expect(sources.contains("typealias Kind = EventStreamPath"))
        #expect(sources.contains("static func parse(event: ServerSentEvent) throws -> Word? {"))
    }

    @Test("query parameters are documented and typed, and a query in the path's key is documented")
    func documentation() throws {
        let sources = try output.sources.map(\.contents).joined()
        #expect(sources.contains("/// - `limit`, integer: How many."))
        #expect(sources.contains("static func listQuery(limit: Int? = nil) -> Query {"))
        #expect(sources.contains(#"query["limit"] = limit?.queryValue"#))
        #expect(
            sources.contains(
                "/// `GET /pets` with `?beta=true` (pass `query: Pet.listPetsBetaQuery(…)`, which holds it) (`list`)"
            )
        )
    }

    @Test("a query parameter named like the builder's local is not hidden by it")
    func queryParameterNamedQuery() throws {
        let loaded = try DocumentLoader.load(
            data: Data(
                """
                {"openapi": "3.1.0", "info": {"title": "Search", "version": "1"}, "paths": {"/hits": {"get": {
                  "parameters": [{"name": "query", "in": "query", "schema": {"type": "string"}},
                                 {"name": "query2", "in": "query", "schema": {"type": "string"}}],
                  "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {}}}}}}}}}
                """.utf8
            ),
            name: "search.json"
        )
        let sources = Scaffold.scaffold(loaded, module: "Search").sources.map(\.contents).joined()
        #expect(sources.contains("static func listQuery(query: String? = nil, query2: String? = nil) -> Query {"))
        #expect(sources.contains("    var query3 = Query()\n"))
        #expect(sources.contains(#"query3["query"] = query?.queryValue"#))
        #expect(sources.contains(#"query3["query2"] = query2?.queryValue"#))
        #expect(sources.contains("    return query3\n"))
    }

    @Test("a document whose answers are any JSON, and no schema, gets AnyJSON too")
    func freeForm() throws {
        let loaded = try DocumentLoader.load(
            data: Data(
                """
                {"openapi": "3.1.0", "info": {"title": "Free", "version": "1"}, "paths": {"/models": {"get": {
                  "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {}}}}}}}}}
                """.utf8
            ),
            name: "free.json"
        )
        let output = Scaffold.scaffold(loaded, module: "Free")
        #expect(output.sources.map(\.path).contains("Support/AnyJSON.swift"))
        #expect(output.sources.contains { $0.contents.contains("-> AnyJSON {") })
    }

    @Test("check mode finds new, removed and changed operations in a newer document")
    func drift() throws {
        let output = try output
        let said = output.sources.flatMap { DriftCheck.said(inText: $0.contents, file: $0.path) }
        let loaded = try DocumentLoader.load(data: Data(Self.document.utf8), name: "pets.json")
        var reader = OperationReader(document: loaded.document)
        var operations = reader.read()
        #expect(DriftCheck.compare(operations, with: said).isEmpty)
        operations.removeAll { $0.operationID == "talk" }
        operations[0].queryParameters.append(
            APIOperation.Parameter(name: "kind", schema: nil, isRequired: true, description: nil, allowsReserved: false)
        )
        operations[1].template = "/animals"
        #expect(
            DriftCheck.compare(operations, with: said) == [
                "changed: GET /pets: new query `kind` (required)",
                "new: POST /animals (#/paths/~1pets/post)",
                "removed: POST /pets (said in Resources/Pet+Resources.swift)",
                "removed: POST /pets/{pet_id}/talk (said in Resources/Pet+Resources.swift)",
            ]
        )
    }

    /// Operations on one URL told apart by a `#name` in the path key, as Box's description does,
    /// and parameters that share their segment with text, as Box's and Twilio's do.
    static let sharedURLs = """
        {"openapi": "3.0.2", "info": {"title": "Files", "version": "1"},
         "paths": {
          "/files/{file_id}": {
            "put": {"operationId": "putFile", "responses": {"200": {"description": "ok"}}}},
          "/files/{file_id}#add_shared_link": {
            "put": {"operationId": "putFileAddSharedLink", "responses": {"200": {"description": "ok"}}}},
          "/files/{file_id}/thumbnail.{extension}": {
            "get": {"operationId": "getThumbnail", "responses": {"200": {"description": "ok",
                "content": {"image/png": {}}}}}},
          "/calls/{Sid}.json": {
            "get": {"operationId": "fetchCall", "responses": {"200": {"description": "ok"}}}}
         }}
        """

    @Test("a #name in a path key is sent as its URL, and a parameter with text in its segment is one ID")
    func sharedURLsAndTextInSegments() throws {
        let loaded = try DocumentLoader.load(data: Data(Self.sharedURLs.utf8), name: "files.json")
        let output = Scaffold.scaffold(loaded, module: "Files")
        let check = try #require(output.tests.first).contents
        for (route, expected) in [
            ("PUT /files/{file_id}#add_shared_link", "PUT files/file_id"),
            ("GET /files/{file_id}/thumbnail.{extension}", "GET files/file_id/thumbnail.extension"),
            ("GET /calls/{Sid}.json", "GET calls/Sid.json"),
        ] {
            #expect(check.contains(#""\#(route)""#), "\(route)")
            #expect(check.contains(#""\#(expected)""#), "\(expected)")
        }
        // The label keeps the path key's `#name`; the path the check expects has none.
        #expect(!check.contains("file_id#add_shared_link\""))
        let sources = output.sources.map(\.contents).joined()
        #expect(!sources.contains("static let path = \"thumbnail.{extension}\""))
        #expect(
            sources.contains(
                "/// `#add_shared_link` only tells this operation from the others on its URL:\n"
                    + "/// the request goes to `/files/{file_id}`.\n"
            )
        )
        #expect(
            output.report.compromises.contains {
                $0.hasPrefix("GET /files/{file_id}/thumbnail.{extension}: thumbnail.{extension} holds text")
            }
        )
        let said = output.sources.flatMap { DriftCheck.said(inText: $0.contents, file: $0.path) }
        var reader = OperationReader(document: loaded.document)
        #expect(DriftCheck.compare(reader.read(), with: said).isEmpty)
    }
}

import Foundation
import Testing

@testable import ScaffoldKit

@Suite("Reading documents as they are published")
struct DocumentLoaderTests {
    private func load(_ text: String) throws(ScaffoldError) -> LoadedDocument {
        try DocumentLoader.load(data: Data(text.utf8), name: "test.json")
    }

    private func reason(of text: String) -> ScaffoldError.Reason? {
        do {
            _ = try load(text)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test("a file that is not OpenAPI gets a clear error")
    func notOpenAPI() {
        #expect(reason(of: #"{"name": "a package.json"}"#) == .notOpenAPI)
        #expect(reason(of: "[1, 2, 3]") == .notOpenAPI)
        #expect(reason(of: "{ not json") == .notJSONOrYAML)
        #expect(reason(of: "key: [unclosed") == .notJSONOrYAML)
        #expect(reason(of: #"{"swagger": "2.0", "info": {}}"#) == .unsupportedVersion)
        #expect(reason(of: #"{"openapi": "2.5.0"}"#) == .unsupportedVersion)
    }

    @Test("the error names the file and says what it found")
    func errorText() {
        do {
            _ = try load(#"{"name": "x"}"#)
            Issue.record("a document without `openapi` was read")
        } catch {
            #expect(error.description == "test.json: not an OpenAPI document: it has no `openapi` version field")
        }
    }

    @Test("a 3.0-style boolean exclusiveMinimum in a 3.1 document is mended and named by pointer")
    func mendsExclusiveMinimum() throws {
        let loaded = try load(
            """
            {"openapi": "3.1.0", "info": {"title": "T", "version": "1"}, "paths": {},
             "components": {"schemas": {"Rate": {"type": "number", "minimum": 0, "exclusiveMinimum": true},
                                        "Big": {"type": "integer", "maximum": 18446744073709551615}}}}
            """
        )
        #expect(
            loaded.problems.map(\.pointer).sorted() == [
                "#/components/schemas/Big/maximum", "#/components/schemas/Rate/exclusiveMinimum",
            ]
        )
        #expect(loaded.problems.allSatisfy { $0.outcome == .mended })
        #expect(loaded.document.components.schemas.count == 2)
    }

    @Test(
        "a security requirement naming a scheme the document does not declare is left out and named (STACKIT's documents)"
    )
    func mendsUndeclaredSecurityScheme() throws {
        // STACKIT's published ALB and CDN documents (#75's corpus) require `bearerAuth` and declare
        // no scheme: OpenAPIKit refused the whole document.
        let loaded = try load(
            """
            {"openapi": "3.0.3", "info": {"title": "T", "version": "1"}, "security": [{"bearerAuth": []}],
             "paths": {"/items": {"get": {"security": [{"key": []}, {"key": [], "oauth": ["read"]}],
                                          "responses": {"200": {"description": "OK"}}}}},
             "components": {"securitySchemes": {"key": {"type": "apiKey", "in": "header", "name": "X-Key"}}}}
            """
        )
        #expect(loaded.problems.map(\.pointer).sorted() == ["#/paths/~1items/get/security/1", "#/security/0"])
        #expect(loaded.problems.allSatisfy { $0.outcome == .mended })
        #expect(loaded.document.security.isEmpty)
        let operation = try #require(loaded.document.paths["/items"]?.pathItemValue?.get)
        #expect(operation.security?.count == 1)
    }

    @Test("a link's operationRef that is no URI is read percent-encoded, and so is its operation (GambitComm's)")
    func mendsOperationReference() throws {
        // GambitComm's MIMIC document (#75's corpus) names operations `#/mimic/agent/{agentNum}/…`:
        // OpenAPIKit found "neither a $ref nor a Link" and left out 15 operations.
        let loaded = try load(
            """
            openapi: 3.0.0
            info: {title: T, version: "1"}
            paths:
              /agents/{agentNum}/start:
                post:
                  parameters: [{name: agentNum, in: path, required: true, schema: {type: integer}}]
                  responses:
                    "200":
                      description: OK
                      links:
                        address:
                          operationRef: "#/mimic/agent/{agentNum}/get/start"
                          parameters: {agentNum: $request.body#/agentNum}
                        plain:
                          operationRef: "#/paths/~1agents~1%7BagentNum%7D~1start/post"
            """
        )
        #expect(
            loaded.problems.map(\.pointer) == [
                "#/paths/~1agents~1{agentNum}~1start/post/responses/200/links/address/operationRef"
            ]
        )
        #expect(loaded.problems.first?.outcome == .mended)
        #expect(loaded.problems.first?.message.contains("#/mimic/agent/%7BagentNum%7D/get/start") == true)
        let operation = try #require(loaded.document.paths["/agents/{agentNum}/start"]?.pathItemValue?.post)
        #expect(operation.responses[status: 200]?.responseValue?.links.count == 2)
    }

    @Test("an example named by a number in a JSON document is read, and so is its operation (SailPoint's, GitHub's)")
    func readsExamplesNamedByNumbers() throws {
        // A quoted key was not found by its plain name inside `examples`, which the mender left as
        // data: OpenAPIKit left out the operation ("Expected to find `404` key").
        let loaded = try load(
            """
            {"openapi": "3.0.1", "info": {"title": "T", "version": "1"},
             "paths": {"/reports/{id}": {"get": {"parameters": [{"name": "id", "in": "path", "required": true,
                "schema": {"type": "string"}}], "responses": {"404": {"description": "Not found",
                "content": {"application/json": {"schema": {"type": "object"},
                "examples": {"404": {"summary": "Not found", "value": {"200": "a value's key stays as written"}}}}}}}}}}}
            """
        )
        #expect(loaded.problems.isEmpty)
        // An example keyed `0_` (a number to YAML), in a schema named as a keyword: found by the
        // hostile-name checks, it was unreadable, and the schema was read as free-form JSON.
        let keyword = try load(
            #"{"openapi": "3.1.0", "info": {"title": "T", "version": "1"}, "paths": {}, "components": {"schemas": "#
                + #"{"else": {"type": "object", "properties": {"0_": {"type": "string"}, "A": {"type": "number"}}, "#
                + #""required": ["A"], "example": {"0_": "s", "A": 1.5}}}}}"#
        )
        #expect(keyword.problems.isEmpty)
        #expect(!Scaffold.scaffold(keyword, module: "Sample").report.lines.contains { $0.contains("does not match") })
        let operation = try #require(loaded.document.paths["/reports/{id}"]?.pathItemValue?.get)
        let content = operation.responses[status: 404]?.responseValue?.content[.json]
        #expect(content?.contentValue?.examples?["404"]?.exampleValue?.summary == "Not found")
    }

    @Test("an operation left out in reading is counted and named as not said")
    func countsOperationsLeftOut() throws {
        // The report once said "said: 23 of 23" of a document with 38: what the reader left out
        // was in no count (GambitComm's, #75).
        let loaded = try load(
            """
            {"openapi": "3.1.0", "info": {"title": "T", "version": "1"}, "paths": {
              "/agents/": {"get": {"responses": {"200": {"description": "OK"}}},
                           "post": {"responses": {"200": {"description": "OK", "links": {"start": 5}}}}}}}
            """
        )
        #expect(loaded.problems.map(\.pointer) == ["#/paths/~1agents~1/post"])
        #expect(loaded.leftOut == ["POST /agents/"])
        let report = Scaffold.scaffold(loaded, module: "Agents").report
        #expect(report.lines.first?.hasPrefix("operations: 2, said: 1, not said: 1,") == true)
        #expect(report.lines.contains { $0.hasPrefix("not said: POST /agents/: left out in reading the document") })
    }

    @Test("a schema OpenAPIKit cannot read is skipped, named, and the rest is read")
    func skipsWhatCannotBeRead() throws {
        let loaded = try load(
            """
            {"openapi": "3.1.0", "info": {"title": "T", "version": "1"}, "paths": {},
             "components": {"schemas": {
                "Broken": {"type": "object", "properties": {"size": {"type": "integer", "maximum": "big"}}},
                "Fine": {"type": "string"}}}}
            """
        )
        #expect(loaded.problems.count == 1)
        #expect(loaded.problems.first?.outcome == .skipped)
        #expect(loaded.problems.first?.pointer.hasPrefix("#/components/schemas/Broken") == true)
        #expect(loaded.document.components.schemas.count == 2)
    }

    @Test(
        "a schema that cannot be read is read as free-form JSON whole, wherever it is and whatever its name",
        arguments: [
            // A media type's schema: the operation stays, with a free-form body.
            (
                #""paths": {"/a": {"get": {"responses": {"200": {"description": "d", "content": {"application/json":"#
                    + #" {"schema": {"type": "integer", "maximum": "big"}}}}}}}}"#,
                "#/paths/~1a/get/responses/200/content/application~1json/schema"
            ),
            // The items of a property named `items`.
            (
                #""paths": {}, "components": {"schemas": {"P": {"type": "object", "properties": {"items": {"type": "array","#
                    + #" "items": {"type": "integer", "maximum": "big"}}}}}}"#,
                "#/components/schemas/P/properties/items/items"
            ),
        ]
    )
    func readsUnreadableSchemasAsFreeForm(part: String, pointer: String) throws {
        let loaded = try load(#"{"openapi": "3.1.0", "info": {"title": "T", "version": "1"}, "# + part + "}")
        #expect(loaded.problems.map(\.pointer) == [pointer])
        #expect(loaded.problems.first?.description.contains("the schema is read as free-form JSON") == true)
        let output = Scaffold.scaffold(loaded, module: "Sample")
        #expect(!output.report.lines.contains { $0.contains("does not match its schema") })
        #expect(!output.report.lines.contains { $0.contains("left out") })
    }

    @Test("a YAML document of OpenAPI 3.0 is read and converted")
    func readsYAML() throws {
        let loaded = try DocumentLoader.load(
            data: Data(
                """
                openapi: 3.0.3
                info:
                  title: Pets
                  version: "1.0"
                paths:
                  /pets/{pet_id}:
                    get:
                      operationId: showPet
                      parameters:
                        - name: pet_id
                          in: path
                          required: true
                          schema:
                            type: integer
                      responses:
                        "200":
                          description: A pet.
                """.utf8
            ),
            name: "pets.yaml"
        )
        #expect(loaded.version == "3.0.3")
        #expect(loaded.document.paths.count == 1)
        #expect(loaded.problems.isEmpty)
    }

    @Test("JSON pointers escape ~ and / in their tokens")
    func pointers() {
        #expect(JSONPointer.make(["paths", "/pets/{id}", "get"]) == "#/paths/~1pets~1{id}/get")
        #expect(JSONPointer.make(["a~b"]) == "#/a~0b")
    }
}

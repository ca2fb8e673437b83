import Foundation
import Testing

@testable import ScaffoldKit

/// What the scaffold once left to the reader (#48 item 4): query enums, a path key's query,
/// `HEAD`, and the security schemes.
@Suite("Query enums, fixed queries, HEAD and security schemes")
struct ScaffoldSaysMoreTests {
    static let document = """
        {"openapi": "3.1.0", "info": {"title": "Shop", "version": "1.0"},
         "paths": {
          "/items": {
            "get": {"operationId": "listItems",
                    "parameters": [
                      {"name": "order", "in": "query", "schema": {"type": "string", "enum": ["asc", "desc"]}},
                      {"name": "include", "in": "query",
                       "schema": {"type": "array", "items": {"$ref": "#/components/schemas/Include"}}},
                      {"name": "size", "in": "query", "schema": {"type": "string", "enum": ["big"]}}],
                    "responses": {"200": {"description": "ok", "content": {"application/json":
                        {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Item"}}}}}}},
            "head": {"operationId": "headItems", "summary": "Counts items.",
                     "responses": {"200": {"description": "ok"}}}},
          "/health": {"head": {"operationId": "health", "summary": "Is it up.",
                      "responses": {"200": {"description": "ok"}}}},
          "/items/{id}": {"options": {"responses": {"200": {"description": "ok"}}}},
          "/responses?beta=true": {
            "post": {"operationId": "createResponse", "responses": {"200": {"description": "ok", "content":
                {"application/json": {"schema": {"$ref": "#/components/schemas/Item"}}}}}}}
         },
         "components": {
           "schemas": {
             "Item": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}}},
             "ItemResourceListOrder": {"type": "object", "properties": {"by": {"type": "string"}}},
             "Include": {"type": "string", "enum": ["owner", "price"]}},
           "securitySchemes": {
             "ApiKeyAuth": {"type": "http", "scheme": "bearer"},
             "Basic": {"type": "http", "scheme": "basic"},
             "HeaderKey": {"type": "apiKey", "in": "header", "name": "X-Api-Key"},
             "QueryKey": {"type": "apiKey", "in": "query", "name": "api_key"},
             "OAuth": {"type": "oauth2", "flows": {"clientCredentials":
                {"tokenUrl": "https://example.com/token", "scopes": {}}}}
           }}}
        """

    private var output: Scaffold.Output {
        get throws {
            let loaded = try DocumentLoader.load(data: Data(Self.document.utf8), name: "shop.json")
            return Scaffold.scaffold(loaded, module: "Shop")
        }
    }

    private func source(_ output: Scaffold.Output, _ path: String) throws -> String {
        try #require(output.sources.first { $0.path == path }).contents
    }

    @Test("a query parameter's string enum is an enum with an unknown case, named apart, sent by its raw value")
    func queryEnums() throws {
        let output = try output
        let resources = try source(output, "Resources/ItemResource+Resources.swift")
        // ItemResourceListOrder is a component's name: the parameter's enum is named apart from it.
        #expect(resources.contains("order: ItemResourceListOrder2? = nil"))
        #expect(resources.contains("include: [Include]? = nil"))
        // One value is no choice: it stays a String.
        #expect(resources.contains("size: String? = nil"))
        let order = try source(output, "Models/ItemResourceListOrder2.swift")
        #expect(order.contains("case unknown(String)"))
        #expect(order.contains("/// The values of the query parameter `order` of `GET /items`."))
        let values = try source(output, "Resources/QueryValues.swift")
        #expect(values.contains("extension ItemResourceListOrder2: QueryValueConvertible {"))
        #expect(values.contains("extension Include: QueryValueConvertible {"))
        #expect(values.contains("var queryValue: QueryValue { .string(rawValue) }"))
    }

    @Test("a path key's query is always in the operation's builder, whose call the check compares")
    func fixedQuery() throws {
        let output = try output
        let resources = try source(output, "Resources/ResponseResource+Resources.swift")
        #expect(resources.contains("static func createQuery() -> Query {"))
        #expect(resources.contains(#"query["beta"] = .string("true")"#))
        #expect(resources.contains("(pass `query: ResponseResource.createQuery(…)`, which holds it)"))
        let check = try #require(output.tests.first).contents
        #expect(check.contains(#"r3.path + "?" + ResponseResource.createQuery().encoded"#))
        #expect(check.contains(#""POST responses?beta=true""#))
    }

    @Test("HEAD is said by the GET path of its route, declared for it when the API has none")
    func head() throws {
        let output = try output
        let items = try source(output, "Resources/ItemResource+Resources.swift")
        #expect(items.contains("/// `HEAD /items` (`list`'s path with `service.head`): Counts items."))
        let health = try source(output, "Resources/Health+Resources.swift")
        #expect(health.contains("/// `HEAD /health` (`show`, for `service.head`): Is it up."))
        #expect(health.contains("enum Health: SingularRootResource, IsShowable, AnswersNoContent {"))
        let check = try #require(output.tests.first).contents
        #expect(check.contains("private static func head<Resource, Kind>(_ path: Path<Resource, Kind, GET>)"))
        #expect(check.contains(#"built.append(("HEAD /items", Self.head(r1), r1.path, "HEAD items"))"#))
        #expect(check.contains(#"built.append(("HEAD /health", Self.head(r2), r2.path, "HEAD health"))"#))
        #expect(output.report.operations == 4)
        #expect(output.report.said == 4)
        #expect(output.report.lines.contains { $0.contains("OPTIONS is not a verb Yopuy declares") })
        // check mode reads HEAD as said.
        let said = output.sources.flatMap { DriftCheck.said(inText: $0.contents, file: $0.path) }
        let loaded = try DocumentLoader.load(data: Data(Self.document.utf8), name: "shop.json")
        var reader = OperationReader(document: loaded.document)
        #expect(DriftCheck.compare(reader.read(), with: said).isEmpty)
    }

    @Test("security schemes become Authentication middleware, credential headers and words")
    func security() throws {
        let output = try output
        let setup = try source(output, "Support/Authentication+API.swift")
        #expect(setup.contains("enum API {"))
        #expect(
            setup.contains(
                "static func apiKeyAuth<Tokens: TokenProvider>(_ tokens: Tokens) -> Authentication<Tokens> {"
            )
        )
        // Each scheme is a CredentialScheme, which the client's middleware and a server both read.
        #expect(setup.contains("enum ApiKeyAuthScheme: CredentialScheme {"))
        #expect(setup.contains(#"static let scheme = "Bearer""#))
        #expect(setup.contains(#"static let scheme = "Basic""#))
        #expect(setup.contains(#"static let header = "X-Api-Key""#))
        #expect(setup.contains("Authentication(tokens, for: ApiKeyAuthScheme.self)"))
        #expect(setup.contains("Authentication(tokens, for: HeaderKeyScheme.self)"))
        #expect(setup.contains(#"static let credentialHeaders = ["X-Api-Key"]"#))
        #expect(setup.contains("`service.credentialHeaders = API.credentialHeaders`"))
        #expect(setup.contains("`QueryKey`, an API key in the query parameter `api_key`: a secret in the URL."))
        #expect(setup.contains("`OAuth`, OAuth 2: a bearer token."))
        #expect(setup.contains("static func oAuth<Tokens: TokenProvider>"))
    }

    @Test("a document without security schemes gets no setup file")
    func noSecurity() throws {
        let loaded = try DocumentLoader.load(
            data: Data(
                """
                {"openapi": "3.1.0", "info": {"title": "Open", "version": "1"}, "paths": {"/models": {"get": {
                  "responses": {"200": {"description": "ok"}}}}}}
                """.utf8
            ),
            name: "open.json"
        )
        let output = Scaffold.scaffold(loaded, module: "Open")
        #expect(!output.sources.map(\.path).contains("Support/Authentication+API.swift"))
    }

    @Test(
        "an answer or a body the document names in its components is one model of that name, for each operation",
        arguments: 1...5
    )
    func sharedComponents(operations: Int) throws {
        let paths = (1...operations).map { number in
            ##""/things\##(number)": {"post": {"operationId": "Make\##(number)", "##
                + ##""requestBody": {"$ref": "#/components/requestBodies/ThingRequest"}, "##
                + ##""responses": {"201": {"$ref": "#/components/responses/ThingAnswer"}}}}"##
        }
        let object = ##"{"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}}"##
        let content = ##"{"content": {"application/json": {"schema": "## + object + "}}}"
        let document =
            ##"{"openapi": "3.1.0", "info": {"title": "Shared", "version": "1"}, "paths": {"##
            + paths.joined(separator: ", ")
            + ##"}, "components": {"responses": {"ThingAnswer": {"description": "d", "##
            + String(content.dropFirst()) + ##"}, "requestBodies": {"ThingRequest": "## + content + "}}}"
        let loaded = try DocumentLoader.load(data: Data(document.utf8), name: "shared.json")
        let output = Scaffold.scaffold(loaded, module: "Shared")
        let models = output.sources.map(\.path).filter { $0.hasPrefix("Models/") }.sorted()
        #expect(models == ["Models/ThingAnswer.swift", "Models/ThingRequest.swift"])
        let resources = output.sources.filter { $0.path.hasPrefix("Resources/") }.map(\.contents).joined()
        #expect(resources.components(separatedBy: "-> ThingAnswer {").count - 1 == operations)
        #expect(resources.components(separatedBy: "ThingRequest").count - 1 >= operations)
        #expect(!resources.contains("Make1Body") && !resources.contains("Make1Response"))
    }

    /// SendGrid's `DELETE /marketing/lists/{id}/contacts` (the corpus, 06): one required query
    /// parameter, whose initializer swift-format's check of the scaffolded code refused as the
    /// one Swift writes.
    @Test("parameters that are all required get Swift's memberwise initializer, public when the output is")
    func requiredParameters() throws {
        let loaded = try DocumentLoader.load(
            data: Data(
                """
                {"openapi": "3.1.0", "info": {"title": "Lists", "version": "1"}, "paths": {"/lists/{id}/contacts": {
                  "delete": {"parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}},
                    {"name": "contact_ids", "in": "query", "required": true, "schema": {"type": "string"}}],
                  "responses": {"204": {"description": "gone"}}}}}}
                """.utf8
            ),
            name: "lists.json"
        )
        let output = Scaffold.scaffold(loaded, module: "Lists")
        let resources = output.sources.map(\.contents).joined()
        #expect(resources.contains("var contactIds: String\n"))
        #expect(!resources.contains("init(contactIds: String)"))
        let published = Publisher.publishing(output, module: "Lists").sources.map(\.contents).joined()
        #expect(published.contains("public init(contactIds: String) {"))
    }

    /// Found by the hostile names (seed `LKBDsAzz…`): `Any` and `any` were `` `any` `` and
    /// `` `any`2 ``, which is no Swift name.
    @Test("query parameters whose names differ only in case are named apart by a number, then escaped")
    func queryNamesApart() throws {
        let loaded = try DocumentLoader.load(
            data: Data(
                """
                {"openapi": "3.1.0", "info": {"title": "Names", "version": "1"}, "paths": {"/things": {"get": {
                  "parameters": [{"name": "Any", "in": "query", "schema": {"type": "number"}},
                    {"name": "any", "in": "query", "schema": {"type": "array", "items": {"type": "string"}}}],
                  "responses": {"200": {"description": "ok"}}}}}}
                """.utf8
            ),
            name: "names.json"
        )
        let resources = Scaffold.scaffold(loaded, module: "Names").sources.map(\.contents).joined()
        #expect(resources.contains("(`any`: Double? = nil, any2: [String]? = nil) -> Query {"))
        #expect(!resources.contains("`2"))
    }
}

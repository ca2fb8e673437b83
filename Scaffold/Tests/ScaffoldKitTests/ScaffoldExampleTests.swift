import Foundation
import Testing

@testable import ScaffoldKit

/// The examples the scaffold finds, checks against their schemas and writes into the test of
/// examples.
@Suite("The check that every example decodes")
struct ScaffoldExampleTests {
    /// A document with an example in each place the scaffold reads one, one its own schema
    /// refuses, and some it skips.
    static let document = """
        {"openapi": "3.1.0", "info": {"title": "Pets", "version": "1.0"},
         "paths": {
          "/pets": {
            "get": {"operationId": "listPets",
                    "parameters": [{"name": "limit", "in": "query", "schema": {"type": "integer"}, "example": 3}],
                    "responses": {"200": {"description": "ok", "content": {"application/json":
                        {"schema": {"$ref": "#/components/schemas/PetList"},
                         "example": {"data": [{"id": 1, "name": "Rex"}]}}}},
                      "default": {"$ref": "#/components/responses/Failed"}}},
            "post": {"operationId": "createPet",
                     "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/NewPet"},
                        "examples": {"small": {"value": {"name": "Tom"}},
                                     "far": {"externalValue": "https://example.com/pet.json"}}}}},
                     "responses": {"201": {"description": "ok", "content": {"application/json":
                         {"schema": {"type": "object", "properties": {"id": {"type": "integer", "example": 8}}},
                          "example": {"id": 7}}}}}}},
          "/pets/{pet_id}": {
            "parameters": [{"name": "pet_id", "in": "path", "required": true, "schema": {"type": "integer"}}],
            "get": {"operationId": "showPet", "responses": {
                "200": {"description": "ok", "content": {"application/json": {"schema": {}, "example": {"any": 1}},
                                                         "text/plain": {"example": "Rex"}}},
                "default": {"$ref": "#/components/responses/Failed"}}}}
         },
         "components": {
           "responses": {"Failed": {"description": "failed", "content": {"application/json":
               {"schema": {"$ref": "#/components/schemas/Failure"}, "example": {"message": "no"}}}}},
           "schemas": {
           "Pet": {"type": "object", "required": ["id", "name"],
                   "properties": {"id": {"type": "integer", "example": 1}, "name": {"type": "string"},
                                  "owner": {"$ref": "#/components/schemas/Owner"},
                                  "kind": {"type": "string", "enum": ["cat", "dog"], "example": "dog"},
                                  "tags": {"type": "array", "items": {"type": "string", "example": "small"}},
                                  "weight": {"anyOf": [{"type": "number", "example": 4.5}, {"type": "null"}]},
                                  "toy": {"oneOf": [{"$ref": "#/components/schemas/Owner"},
                                                    {"type": "object", "required": ["size"], "properties": {"size": {"type": "integer"}},
                                                     "example": {"size": 2}}]}},
                   "example": {"id": 1, "name": "Rex", "kind": "dog", "born": "2020-01-02T03:04:05Z"}},
           "Owner": {"type": "object", "properties": {"name": {"type": "string"}}, "example": {"name": "Ann"}},
           "NewPet": {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}},
                      "example": {"nickname": "Tom"}},
           "PetList": {"type": "object", "properties": {"data": {"type": "array", "items": {"$ref": "#/components/schemas/Pet"}}}},
           "Failure": {"type": "object", "properties": {"message": {"type": "string"}}},
           "Anything": {"example": {"free": true}}
         }}}
        """

    /// The scaffold's output for ``document``.
    private static func output() throws -> Scaffold.Output {
        let loaded = try DocumentLoader.load(data: Data(document.utf8), name: "pets.json")
        return Scaffold.scaffold(loaded, module: "PetsAPI")
    }

    @Test("examples are found in components, responses, request bodies and the schemas inside, typed by the models")
    func collection() throws {
        let loaded = try DocumentLoader.load(data: Data(Self.document.utf8), name: "pets.json")
        let output = Scaffold.scaffold(loaded, module: "PetsAPI")
        let text = try #require(output.tests.first { $0.path == ExampleWriter.path }).contents
        let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let pattern = try Regex(#"check\( ?([^ ]+)\.self, at: "([^"]+)""#)
        let checks = flat.matches(of: pattern).map { match in
            match.output.dropFirst().map { $0.substring.map(String.init) ?? "" }.joined(separator: " ")
        }
        #expect(
            checks == [
                "Pet #/components/schemas/Pet/example",
                "Int #/components/schemas/Pet/properties/id/example",
                "Pet.PetKind #/components/schemas/Pet/properties/kind/example",
                "String #/components/schemas/Pet/properties/tags/items/example",
                "Double? #/components/schemas/Pet/properties/weight/anyOf/0/example",
                "Owner #/components/schemas/Owner/example",
                "NewPet #/components/schemas/NewPet/example",
                "PetList #/paths/~1pets/get/responses/200/content/application~1json/example",
                "Failure #/components/responses/Failed/content/application~1json/example",
                "NewPet #/paths/~1pets/post/requestBody/content/application~1json/examples/small/value",
                "CreatePetResponse #/paths/~1pets/post/responses/201/content/application~1json/example",
                "Int #/paths/~1pets/post/responses/201/content/application~1json/schema/properties/id/example",
            ]
        )
        #expect(flat.contains(#"mismatch: "the value has no `name`, which the schema requires""#))
        #expect(text.contains("#expect(checked == 12)"))
        #expect(
            output.report.examples == [
                "examples: 12 decoded by the tests, 1 not matching their schema, 6 skipped (1 given by an externalValue, "
                    + "1 of media types that are not JSON, 1 of parameters, "
                    + "3 without a type of their own in the models (AnyJSON, a union's variant, no schema))",
                "example at #/components/schemas/NewPet/example does not match its schema: "
                    + "the value has no `name`, which the schema requires",
            ]
        )
    }

    @Test("the written test decodes, encodes back and compares, and names a refused example a known issue")
    func writtenTest() throws {
        let first = try Self.output()
        let text = try #require(first.tests.first { $0.path == ExampleWriter.path }).contents
        #expect(text.contains("@Suite(\"Scaffolded examples\")\nstruct ScaffoldedExampleTests {"))
        #expect(text.contains("@testable import PetsAPI"))
        #expect(
            text.contains(
                """
                        let json1 = #\"\"\"
                            {
                              "born" : "2020-01-02T03:04:05Z",
                              "id" : 1,
                              "kind" : "dog",
                              "name" : "Rex"
                            }
                            \"\"\"#
                """
            )
        )
        // On one line, as it fits: swift-format refuses a trailing comma there.
        #expect(text.contains(#"        let kept1 = ["/id", "/kind", "/name"]"#))
        #expect(text.contains("json1, &checked, keeps: kept1)"))
        #expect(text.contains("if let lost = keeps.first(where: { kept.member(at: $0) == nil }) {"))
        #expect(text.contains("withKnownIssue(\"the document's example does not match its schema: \\(mismatch)\""))
        #expect(text.contains("value = try decoder.decode(Model.self, from: source)"))
        #expect(text.contains("guard first == second else {"))
        #expect(text.contains("return kept.difference(from: original, at: \"\")"))
        let again = try Self.output()
        #expect(first.tests.map(\.contents) == again.tests.map(\.contents))
    }

    @Test("an example's text cannot end its raw string or start an escape")
    func rawLiteral() {
        #expect(ExampleWriter.rawLiteral("\"a\"", indent: "  ") == "#\"\"\"\n  \"a\"\n  \"\"\"#")
        #expect(ExampleWriter.rawLiteral("\"#/x\\\\#\"", indent: "") == "##\"\"\"\n\"#/x\\\\#\"\n\"\"\"##")
        #expect(ExampleWriter.rawLiteral("\"\"\"##", indent: "") == "###\"\"\"\n\"\"\"##\n\"\"\"###")
    }

    @Test("the validator refuses a wrong type, a missing member and an unknown value, and lists the declared ones")
    func validator() throws {
        let loaded = try DocumentLoader.load(data: Data(Self.document.utf8), name: "pets.json")
        let components = loaded.document.components
        var validator = ExampleValidator(components: components)
        let pet = try #require(components.schemas["Pet"])
        #expect(validator.mismatch(["id": 1, "name": "Rex"] as [String: Any], pet, at: "", depth: 0) == nil)
        #expect(validator.declared == ["/id", "/name"])
        #expect(
            validator.mismatch(["id": "1", "name": "Rex"] as [String: Any], pet, at: "", depth: 0)
                == "/id is not an integer"
        )
        #expect(
            validator.mismatch(["id": 1, "name": "Rex", "kind": "cow"] as [String: Any], pet, at: "", depth: 0)
                == "/kind is \"cow\", not one of the schema's values"
        )
        let list = try #require(components.schemas["PetList"])
        #expect(
            validator.mismatch(["data": [["name": "Rex"]]] as [String: Any], list, at: "", depth: 0)
                == "/data/0 has no `id`, which the schema requires"
        )
    }

    /// STACKIT's CDN document (the corpus, 16): a `oneOf` whose discriminator names the variant
    /// that requires what its example leaves out, while the other variant accepts the example.
    @Test("a discriminated oneOf checks the variant its discriminator names, as the model decodes it")
    func discriminatedVariant() throws {
        let document = """
            {"openapi": "3.0.3", "info": {"title": "Certificates", "version": "1"}, "paths": {},
             "components": {"schemas": {
              "Domain": {"type": "object", "properties": {"certificate": {
                "oneOf": [{"$ref": "#/components/schemas/Managed"}, {"$ref": "#/components/schemas/Custom"}],
                "discriminator": {"propertyName": "type",
                  "mapping": {"managed": "#/components/schemas/Managed", "custom": "#/components/schemas/Custom"}}}}},
              "Managed": {"type": "object", "required": ["type"], "properties": {"type": {"type": "string"}}},
              "Custom": {"type": "object", "required": ["type", "version", "skipDnsCheck"],
                "properties": {"type": {"type": "string"}, "version": {"type": "integer"},
                  "skipDnsCheck": {"type": "boolean"}}}}}}
            """
        let components = try DocumentLoader.load(data: Data(document.utf8), name: "cdn.json").document.components
        var validator = ExampleValidator(components: components)
        let domain = try #require(components.schemas["Domain"])
        #expect(
            validator.mismatch(
                ["certificate": ["type": "custom", "version": 123]] as [String: Any],
                domain,
                at: "",
                depth: 0
            )
                == "/certificate has no `skipDnsCheck`, which the schema requires"
        )
        let custom: [String: Any] = ["type": "custom", "version": 1, "skipDnsCheck": false]
        #expect(validator.mismatch(["certificate": custom] as [String: Any], domain, at: "", depth: 0) == nil)
        #expect(
            validator.mismatch(["certificate": ["type": "managed"]] as [String: Any], domain, at: "", depth: 0) == nil
        )
        // A value the mapping does not name: some variant must take it, as before.
        #expect(
            validator.mismatch(["certificate": ["type": "other"]] as [String: Any], domain, at: "", depth: 0) == nil
        )
    }

    /// Intercom's document (the corpus, 20): `custom_attributes`, strings by its schema, whose
    /// example holds a boolean; the model, a `[String: String]`, refused it.
    @Test("the validator checks the members additionalProperties types, as the dictionary reads them")
    func additionalPropertiesValues() throws {
        let document = """
            {"openapi": "3.0.1", "info": {"title": "Companies", "version": "1"}, "paths": {},
             "components": {"schemas": {"Company": {"type": "object", "properties": {
               "name": {"type": "string"},
               "custom_attributes": {"type": "object", "additionalProperties": {"type": "string"}}}}}}}
            """
        let components = try DocumentLoader.load(data: Data(document.utf8), name: "c.json").document.components
        var validator = ExampleValidator(components: components)
        let company = try #require(components.schemas["Company"])
        let strings: [String: Any] = ["name": "Acme", "custom_attributes": ["plan": "gold"]]
        #expect(validator.mismatch(strings, company, at: "", depth: 0) == nil)
        let boolean: [String: Any] = ["name": "Acme", "custom_attributes": ["plan": "gold", "paid_subscriber": true]]
        #expect(
            validator.mismatch(boolean, company, at: "", depth: 0)
                == "/custom_attributes/paid_subscriber is not a string"
        )
    }

    /// DigitalOcean's `links.pages` (the corpus, 41): object variants that require nothing and a
    /// `{}`, which the model makes one struct; an example of the level above (`{"pages": …}`)
    /// passed as the `{}` variant, and the struct kept none of it.
    @Test("object variants the model merges are checked as the one struct, not as a {} variant")
    func mergedVariants() throws {
        let document = """
            {"openapi": "3.0.0", "info": {"title": "Pages", "version": "1"}, "paths": {},
             "components": {"schemas": {"PageLinks": {"anyOf": [
               {"allOf": [{"type": "object", "properties": {"last": {"type": "string"}}},
                          {"type": "object", "properties": {"next": {"type": "string"}}}]},
               {"allOf": [{"type": "object", "properties": {"first": {"type": "string"}}},
                          {"type": "object", "properties": {"prev": {"type": "string"}}}]},
               {}]}}}}
            """
        let components = try DocumentLoader.load(data: Data(document.utf8), name: "p.json").document.components
        var validator = ExampleValidator(components: components)
        let links = try #require(components.schemas["PageLinks"])
        #expect(validator.mismatch(["first": "a", "prev": "b"] as [String: Any], links, at: "", depth: 0) == nil)
        #expect(validator.declared == ["/first", "/prev"])
        #expect(
            validator.mismatch(["pages": ["first": "a"]] as [String: Any], links, at: "", depth: 0)
                == "the value has none of the properties its schema declares"
        )
        #expect(validator.mismatch(["prev": 2] as [String: Any], links, at: "", depth: 0) == "/prev is not a string")
    }
}

import Foundation
import OpenAPIKit
import Testing

@testable import ScaffoldKit

/// Documents for the model tests: small inline ones, one with every construct, and OpenAI's
/// description.
enum ModelDocuments {
    /// The JSON text of a 3.1 document with `schemas` (the JSON text of an object) as its
    /// component schemas.
    static func text(schemas: String) -> String {
        #"{"openapi": "3.1.0", "info": {"title": "T", "version": "1"}, "paths": {}, "components": {"schemas": "#
            + schemas + "}}"
    }

    /// A 3.1 document with `schemas` as its component schemas, read as the scaffold reads
    /// documents (in their order).
    static func document(schemas: String) throws -> OpenAPI.Document {
        try DocumentLoader.load(data: Data(text(schemas: schemas).utf8), name: "test.json").document
    }

    /// The models of a document with `schemas`.
    static func writer(schemas: String) throws -> ModelWriter {
        var names = NameRegistry()
        return ModelWriter(document: try document(schemas: schemas), names: &names)
    }

    /// A document with each construct the models know, as an API would write it.
    static let constructs = #"""
        {
          "Pet": {
            "type": "object",
            "title": "A pet",
            "description": "A pet of the store.",
            "required": ["id", "name", "nickname"],
            "properties": {
              "id": {"type": "integer", "format": "int64"},
              "name": {"type": "string", "description": "What the pet answers to."},
              "tag": {"type": "string"},
              "nickname": {"type": ["string", "null"]},
              "status": {"type": "string", "enum": ["available", "pending", "sold"]},
              "created_at": {"type": "string", "format": "date-time"},
              "weight": {"type": "number"},
              "vaccinated": {"type": "boolean"},
              "photo": {"type": "string", "format": "binary"},
              "owner": {"$ref": "#/components/schemas/Owner"},
              "extra": {}
            }
          },
          "Owner": {
            "type": "object",
            "required": ["id"],
            "properties": {
              "id": {"type": "string"},
              "address": {
                "type": "object",
                "properties": {"street": {"type": "string"}, "city": {"type": "string"}}
              },
              "pets": {"type": "array", "items": {"type": "object", "properties": {"name": {"type": "string"}}}}
            }
          },
          "Status": {
            "type": "string",
            "enum": ["active", "in-progress", "IN_REVIEW", "default", "self", "", "unknown", "active"]
          },
          "Priority": {"type": "integer", "enum": [1, 2, 3]},
          "Kind": {"type": "string", "const": "pet"},
          "Shape": {
            "oneOf": [{"$ref": "#/components/schemas/Circle"}, {"$ref": "#/components/schemas/Square"}],
            "discriminator": {
              "propertyName": "kind",
              "mapping": {"circle": "#/components/schemas/Circle", "round": "Circle", "sq": "Square"}
            }
          },
          "Circle": {
            "type": "object",
            "required": ["kind", "radius"],
            "properties": {"kind": {"type": "string", "const": "circle"}, "radius": {"type": "number"}}
          },
          "Square": {
            "type": "object",
            "required": ["kind", "side"],
            "properties": {"kind": {"type": "string"}, "side": {"type": "number"}}
          },
          "Animal": {
            "oneOf": [{"$ref": "#/components/schemas/Cat"}, {"$ref": "#/components/schemas/Dog"}],
            "discriminator": {"propertyName": "petType"}
          },
          "Cat": {
            "type": "object",
            "required": ["petType"],
            "properties": {"petType": {"type": "string"}, "meows": {"type": "boolean"}}
          },
          "Dog": {
            "type": "object",
            "required": ["petType"],
            "properties": {"petType": {"type": "string"}, "barks": {"type": "boolean"}}
          },
          "TextOrNumber": {"oneOf": [{"type": "string"}, {"type": "number"}]},
          "Content": {
            "anyOf": [
              {"type": "string", "title": "Text"},
              {"type": "array", "items": {"$ref": "#/components/schemas/Circle"}},
              {"type": "null"}
            ]
          },
          "Message": {
            "type": "object",
            "required": ["content"],
            "properties": {
              "content": {"$ref": "#/components/schemas/Content"},
              "pet": {"$ref": "#/components/schemas/MaybePet"},
              "choice": {"$ref": "#/components/schemas/ToolChoice"}
            }
          },
          "MaybePet": {"oneOf": [{"$ref": "#/components/schemas/Pet"}, {"type": "null"}]},
          "NullableName": {"type": ["string", "null"]},
          "Puppy": {
            "description": "A pet that is a puppy.",
            "allOf": [
              {"$ref": "#/components/schemas/Pet"},
              {
                "type": "object",
                "required": ["trained", "tag"],
                "properties": {
                  "trained": {"type": "boolean"},
                  "status": {"type": "string", "enum": ["new", "sold"]}
                }
              }
            ]
          },
          "Tags": {"type": "object", "additionalProperties": {"type": "string"}},
          "Metadata": {"type": "object", "additionalProperties": true},
          "Anything": {},
          "Extensible": {
            "type": "object",
            "properties": {"name": {"type": "string"}},
            "additionalProperties": {"type": "string"}
          },
          "TreeNode": {
            "type": "object",
            "required": ["value"],
            "properties": {
              "value": {"type": "string"},
              "parent": {"$ref": "#/components/schemas/TreeNode"},
              "children": {"type": "array", "items": {"$ref": "#/components/schemas/TreeNode"}}
            }
          },
          "Left": {"type": "object", "properties": {"right": {"$ref": "#/components/schemas/Right"}}},
          "Right": {"type": "object", "properties": {"left": {"$ref": "#/components/schemas/Left"}}},
          "Expression": {
            "oneOf": [{"type": "number"}, {"$ref": "#/components/schemas/Sum"}]
          },
          "Sum": {
            "type": "object",
            "required": ["left", "right"],
            "properties": {
              "left": {"$ref": "#/components/schemas/Expression"},
              "right": {"$ref": "#/components/schemas/Expression"}
            }
          },
          "Broken": {
            "type": "object",
            "properties": {"thing": {"$ref": "#/components/schemas/Missing"}, "name": {"type": "string"}}
          },
          "PetList": {
            "type": "array",
            "items": {"type": "object", "properties": {"id": {"type": "integer"}}}
          },
          "Keywords": {
            "type": "object",
            "properties": {
              "default": {"type": "string"},
              "self": {"type": "string"},
              "type": {"type": "string"},
              "x-rate": {"type": "integer"},
              "x_rate": {"type": "integer"},
              "1st": {"type": "boolean"}
            }
          },
          "ToolChoice": {
            "oneOf": [
              {"type": "string", "const": "auto"},
              {"type": "string", "enum": ["none"]},
              {"$ref": "#/components/schemas/NamedChoice"}
            ]
          },
          "NamedChoice": {
            "type": "object",
            "required": ["name"],
            "properties": {"name": {"type": "string"}}
          },
          "StreamEvent": {
            "oneOf": [
              {
                "type": "object",
                "required": ["type", "delta"],
                "properties": {"type": {"type": "string", "enum": ["text.delta"]}, "delta": {"type": "string"}}
              },
              {
                "type": "object",
                "required": ["type"],
                "properties": {"type": {"type": "string", "const": "text.done"}, "text": {"type": "string"}}
              }
            ]
          },
          "ModelID": {
            "anyOf": [{"type": "string"}, {"type": "string", "enum": ["gpt-4o", "gpt-4o-mini"]}]
          },
          "Empty": {"type": "object", "additionalProperties": false},
          "Transcription": {
            "oneOf": [
              {"$ref": "#/components/schemas/PlainTranscription"},
              {"$ref": "#/components/schemas/VerboseTranscription"}
            ]
          },
          "PlainTranscription": {
            "type": "object",
            "required": ["text"],
            "properties": {"text": {"type": "string"}}
          },
          "VerboseTranscription": {
            "type": "object",
            "required": ["text", "language"],
            "properties": {"text": {"type": "string"}, "language": {"type": "string"}}
          }
        }
        """#

    /// JSON for the types of ``constructs`` that must come back the same after decoding and
    /// encoding (with sorted keys).
    static let roundTrips: [(type: String, json: String)] = [
        ("Pet", #"{"id":1,"name":"Rex","nickname":null,"status":"available","owner":{"id":"o1"}}"#),
        ("Pet", #"{"id":2,"name":"Tom","nickname":"T","status":"lost","extra":{"a":[1,2.5,true,null,"x"]}}"#),
        ("Owner", #"{"address":{"city":"Paris"},"id":"o1","pets":[{"name":"Rex"}]}"#),
        ("Status", #""IN_REVIEW""#),
        ("Status", #""archived""#),
        ("Status", #""""#),
        ("Shape", #"{"kind":"circle","radius":2}"#),
        ("Shape", #"{"kind":"sq","side":3}"#),
        ("Shape", #"{"kind":"round","radius":2.5}"#),
        ("Shape", #"{"kind":"triangle","sides":3}"#),
        ("Animal", #"{"barks":true,"petType":"Dog"}"#),
        ("TextOrNumber", #""ten""#),
        ("TextOrNumber", #"10.5"#),
        ("Message", #"{"content":"hello","choice":"auto"}"#),
        (
            "Message",
            #"{"content":[{"kind":"circle","radius":1}],"choice":{"name":"f"},"pet":{"id":1,"name":"R","nickname":null}}"#
        ),
        ("Message", #"{"choice":"none","content":null}"#),
        ("Puppy", #"{"id":3,"name":"Bo","nickname":null,"status":"new","tag":"t","trained":true}"#),
        ("Tags", #"{"a":"b"}"#),
        ("Metadata", #"{"a":{"b":[null]}}"#),
        ("Extensible", #"{"name":"x"}"#),
        ("TreeNode", #"{"children":[{"value":"c"}],"parent":{"parent":{"value":"root"},"value":"p"},"value":"n"}"#),
        ("Left", #"{"right":{"left":{"right":{}}}}"#),
        ("ExpressionModel", #"{"left":1,"right":{"left":2,"right":3}}"#),
        ("PetList", #"[{"id":1},{}]"#),
        ("Keywords", #"{"1st":true,"default":"d","self":"s","type":"t","x-rate":1,"x_rate":2}"#),
        ("StreamEvent", #"{"delta":"Hel","type":"text.delta"}"#),
        ("StreamEvent", #"{"text":"Hello","type":"text.done"}"#),
        ("StreamEvent", #"{"type":"text.annotation","index":1}"#),
        ("ModelID", #""gpt-4o""#),
        ("ModelID", #""o3""#),
        ("Empty", #"{}"#),
        ("Transcription", #"{"text":"Hi"}"#),
        ("Transcription", #"{"language":"en","text":"Hi"}"#),
    ]

    /// JSON as OpenAI sends and takes it, for OpenAI's models: each must decode, and decode
    /// again after encoding. The last element is a Swift condition on `value` that must hold.
    static let openAISamples: [(type: String, json: String, check: String)] = [
        (
            "CreateChatCompletionResponse",
            #"""
            {"id": "chatcmpl-1", "object": "chat.completion", "created": 1741569952, "model": "gpt-4.1-2025-04-14",
             "choices": [{"index": 0, "message": {"role": "assistant", "content": "Hello!", "refusal": null,
               "annotations": []}, "logprobs": null, "finish_reason": "stop"}],
             "usage": {"prompt_tokens": 19, "completion_tokens": 10, "total_tokens": 29,
               "prompt_tokens_details": {"cached_tokens": 0, "audio_tokens": 0},
               "completion_tokens_details": {"reasoning_tokens": 0, "audio_tokens": 0,
                 "accepted_prediction_tokens": 0, "rejected_prediction_tokens": 0}},
             "service_tier": "default"}
            """#,
            "value.choices.first?.finishReason == .stop && value.choices.first?.message.content == \"Hello!\""
        ),
        (
            "ChatCompletionRequestMessage",
            #"""
            {"role": "user", "content": [{"type": "text", "text": "What is in this image?"},
              {"type": "image_url", "image_url": {"url": "https://example.com/a.png", "detail": "low"}}]}
            """#,
            "{ if case .user(let message) = value, case .arrayOfContentParts(let parts) = message.content { parts.count == 2 } else { false } }()"
        ),
        (
            "ChatCompletionRequestMessage",
            #"{"role": "moderator", "content": "a role from a newer API"}"#,
            "{ if case .unknown = value { true } else { false } }()"
        ),
        (
            "CreateChatCompletionRequest",
            #"""
            {"model": "gpt-4o", "messages": [{"role": "developer", "content": "Be brief."},
              {"role": "user", "content": "Hi"}], "temperature": 0.2, "tool_choice": "auto",
             "response_format": {"type": "json_object"}, "stream": false}
            """#,
            "value.messages.count == 2 && value.model == .gpt4o"
        ),
        (
            "ResponseStreamEvent",
            #"""
            {"type": "response.output_text.delta", "item_id": "msg_1", "output_index": 0, "content_index": 0,
             "delta": "Hel", "sequence_number": 4, "logprobs": []}
            """#,
            "{ if case .responseOutputTextDelta(let event) = value { event.delta == \"Hel\" } else { false } }()"
        ),
        (
            "CreateEmbeddingResponse",
            #"""
            {"object": "list", "model": "text-embedding-3-small",
             "data": [{"object": "embedding", "index": 0, "embedding": [0.0023, -0.0093]}],
             "usage": {"prompt_tokens": 8, "total_tokens": 8}}
            """#,
            "value.data.first?.embedding.count == 2"
        ),
    ]

    /// OpenAI's description, from `OPENAI_OPENAPI` or `/tmp/oai/openai.json`, or decompressed
    /// from `/work/shared/apis/openai-openapi.json.xz`; `nil` when none is there.
    static func openAIData() -> Data? {
        let environment = ProcessInfo.processInfo.environment
        for path in [environment["OPENAI_OPENAPI"], "/tmp/oai/openai.json"].compactMap({ $0 }) {
            if let data = FileManager.default.contents(atPath: path) { return data }
        }
        let compressed = "/work/shared/apis/openai-openapi.json.xz"
        guard FileManager.default.fileExists(atPath: compressed) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xz", "-dc", compressed]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }
}

/// The text of the generated file of `type`, or "" when there is none.
private func source(_ writer: ModelWriter, _ type: String) -> String {
    writer.files().first { $0.path == "Models/\(type).swift" }?.contents ?? ""
}

/// The properties of the top-level struct in `text`, as declared.
private func properties(_ text: String) -> [String] {
    text.split(separator: "\n").filter { $0.hasPrefix("    var ") }.map { String($0.dropFirst(4)) }
}

/// The lines of `text` without their indentation, for looking for lines whatever their depth.
private func lines(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
}

@Suite("Models from component schemas")
struct ModelWriterTests {
    let writer: ModelWriter

    /// The models of ``ModelDocuments/constructs``, read once for all the tests.
    static let constructs = Result { try ModelDocuments.writer(schemas: ModelDocuments.constructs) }

    init() throws {
        writer = try Self.constructs.get()
    }

    @Test("an object is a struct with its properties in order, optional unless required and not nullable")
    func object() {
        let pet = lines(source(writer, "Pet"))
        #expect(
            properties(source(writer, "Pet")) == [
                "var id: Int",
                "var name: String",
                "var tag: String?",
                "var nickname: String?",
                "var status: Status?",
                "var createdAt: String?",
                "var weight: Double?",
                "var vaccinated: Bool?",
                "var photo: String?",
                "var owner: Owner?",
                "var extra: AnyJSON?",
            ]
        )
        #expect(pet.contains("struct Pet: Codable, Sendable {"))
        #expect(pet.contains("case createdAt = \"created_at\""))
        #expect(pet.contains("/// A pet"))
        #expect(pet.contains("/// A pet of the store."))
        #expect(pet.contains("/// What the pet answers to."))
    }

    @Test("a required property that may be null is written as null, not left out")
    func requiredNullable() {
        let pet = lines(source(writer, "Pet"))
        #expect(pet.contains("func encode(to encoder: any Encoder) throws {"))
        #expect(pet.contains("try container.encode(nickname, forKey: .nickname)"))
        #expect(pet.contains("try container.encode(id, forKey: .id)"))
        #expect(pet.contains("try container.encodeIfPresent(tag, forKey: .tag)"))
        #expect(!source(writer, "Owner").contains("func encode"))
        #expect(lines(source(writer, "Message")).contains("try container.encode(content, forKey: .content)"))
    }

    @Test("coding keys appear only when a JSON name is not the Swift name")
    func codingKeys() {
        #expect(!source(writer, "Owner").contains("CodingKeys"))
        #expect(source(writer, "Pet").contains("enum CodingKeys: String, CodingKey {"))
    }

    @Test("an inline object or enum of a property is a type nested in the struct, named after the property")
    func nestedTypes() {
        let owner = lines(source(writer, "Owner"))
        #expect(owner.contains("var address: Address?"))
        #expect(owner.contains("struct Address: Codable, Sendable {"))
        #expect(owner.contains("var pets: [Pet]?"))
        #expect(owner.contains("struct Pet: Codable, Sendable {"))
        let pet = lines(source(writer, "Pet"))
        #expect(pet.contains("enum Status: Codable, Sendable, Hashable {"))
        #expect(writer.files().allSatisfy { $0.path != "Models/Address.swift" })
    }

    @Test("a nested type that would hide a type its struct uses takes its parent's name before its own")
    func nestedNameClash() throws {
        let writer = try ModelDocuments.writer(
            schemas: #"""
                {
                  "Status": {"type": "string", "enum": ["a", "b"]},
                  "Build": {
                    "type": "object",
                    "properties": {
                      "status": {"type": "string", "enum": ["x", "y"]},
                      "previous": {"$ref": "#/components/schemas/Status"},
                      "type": {"type": "string", "enum": ["p", "q"]}
                    }
                  }
                }
                """#
        )
        let build = lines(source(writer, "Build"))
        #expect(build.contains("var status: BuildStatus?"))
        #expect(build.contains("var previous: Status?"))
        #expect(build.contains("var type: BuildType?"))
        #expect(build.contains("enum BuildStatus: Codable, Sendable, Hashable {"))
    }

    @Test("a string enum keeps a value it does not know, and its case names are unique and usable")
    func stringEnum() {
        let status = lines(source(writer, "Status"))
        #expect(status.contains("enum Status: Codable, Sendable, Hashable {"))
        let cases = status.filter { $0.hasPrefix("case ") && !$0.contains(":") }
        #expect(
            cases == [
                "case active",
                "case inProgress",
                "case inReview",
                "case `default`",
                "case selfValue",
                "case empty",
                "case unknownValue",
                "case unknown(String)",
            ]
        )
        #expect(status.contains("case \"IN_REVIEW\": self = .inReview"))
        #expect(status.contains("case .empty: \"\""))
        #expect(status.contains("default: self = .unknown(rawValue)"))
        #expect(status.contains("var rawValue: String {"))
    }

    @Test("an integer enum is Int, a const string is String, and each is an alias")
    func primitives() {
        #expect(source(writer, "Priority").contains("typealias Priority = Int\n"))
        #expect(writer.componentTypeName("Kind") == "KindModel")
        #expect(source(writer, "KindModel").contains("typealias KindModel = String\n"))
        #expect(source(writer, "Anything").contains("typealias Anything = AnyJSON\n"))
        #expect(source(writer, "NullableName").contains("typealias NullableName = String\n"))
    }

    @Test("a required property with one possible string gets it as its default")
    func constantProperty() {
        let circle = lines(source(writer, "Circle"))
        #expect(circle.contains("var kind: String = \"circle\""))
    }

    @Test("a oneOf with a discriminator and mapping reads the discriminator first and keeps unknown variants")
    func discriminatorWithMapping() {
        let shape = lines(source(writer, "Shape"))
        #expect(shape.contains("case circle(Circle)"))
        #expect(shape.contains("case sq(Square)"))
        #expect(shape.contains("case unknown(AnyJSON)"))
        #expect(shape.contains("case discriminator = \"kind\""))
        #expect(shape.contains("case \"circle\", \"round\":"))
        #expect(shape.contains("case \"sq\":"))
        #expect(shape.contains("self = .unknown(try container.decode(AnyJSON.self))"))
    }

    @Test("a discriminator without a mapping selects variants by component name")
    func discriminatorWithoutMapping() {
        let animal = lines(source(writer, "Animal"))
        #expect(animal.contains("case \"Cat\":"))
        #expect(animal.contains("case \"Dog\":"))
        #expect(animal.contains("case cat(Cat)"))
    }

    @Test("object variants that each fix a property's value are told apart by it, as by a discriminator")
    func inferredDiscriminator() {
        let event = lines(source(writer, "StreamEvent"))
        #expect(event.contains("case textDelta(TextDelta)"))
        #expect(event.contains("case textDone(TextDone)"))
        #expect(event.contains("case discriminator = \"type\""))
        #expect(event.contains("struct TextDelta: Codable, Sendable {"))
        #expect(event.contains("var type: String = \"text.delta\""))
    }

    @Test("a oneOf without a discriminator takes the first variant that decodes")
    func oneOfWithoutDiscriminator() {
        let value = lines(source(writer, "TextOrNumber"))
        #expect(value.contains("case string(String)"))
        #expect(value.contains("case number(Double)"))
        #expect(value.contains("if let value = try? container.decode(String.self) {"))
        #expect(value.contains("} else if let value = try? container.decode(Double.self) {"))
        #expect(value.contains("throw DecodingError.dataCorruptedError("))
        #expect(!value.contains("case unknown(AnyJSON)"))
    }

    /// SailPoint's transform `attributes` (the corpus, 18): thirty variants, many of them
    /// structs whose properties are all optional; `{"inputFormat": …, "outputFormat": …}` decoded
    /// as the first of those and was written back as `{}`.
    @Test("a union of structs tries first each that keeps every member of the object")
    func unionKeepsMembers() throws {
        let writer = try ModelDocuments.writer(
            schemas: #"{"Attributes": {"oneOf": [{"type": "object", "properties": {"begin": {"type": "integer"}}}, "#
                + #"{"type": "object", "properties": {"inputFormat": {"type": "string"}}}, {"type": "string"}]}}"#
        )
        let union = lines(source(writer, "Attributes"))
        let members = try #require(union.firstIndex(of: "let members = ObjectMembers(decoder)"))
        let kept = union.indices.filter { union[$0].hasSuffix("members.kept(by: value) {") }
        #expect(kept.count == 2)
        let plain = try #require(union.firstIndex { $0.contains("try? container.decode(String.self) {") })
        #expect(members < (kept.first ?? 0) && (kept.last ?? 0) < plain)
        let files = writer.files().map(\.path)
        #expect(files.contains("Support/ObjectMembers.swift"))
        // One struct and a string: nothing to weigh, no support file.
        let one = try ModelDocuments.writer(
            schemas: #"{"Value": {"oneOf": [{"type": "object", "properties": {"a": {"type": "integer"}}}, "#
                + #"{"type": "string"}]}}"#
        )
        #expect(!one.files().map(\.path).contains("Support/ObjectMembers.swift"))
    }

    /// SendGrid's `POST /senders` body (the corpus, 06): an `allOf` of the component that
    /// declares `from` and an object that names `from` again only to require its `email`.
    @Test("a property an allOf part names again only to require its members keeps its declaration")
    func requirementOnlyPropertyInAllOf() throws {
        let schemas = ##"""
            {"Sender": {"type": "object", "properties": {"from": {"type": "object", "properties":
               {"email": {"type": "string"}, "name": {"type": "string"}}}}},
             "NewSender": {"allOf": [{"$ref": "#/components/schemas/Sender"}, {"type": "object",
               "properties": {"from": {"type": "object", "required": ["email"]}}, "required": ["from"]}]}}
            """##
        let writer = try ModelDocuments.writer(schemas: schemas)
        #expect(properties(source(writer, "NewSender")) == ["var from: Sender.From"])
    }

    /// DigitalOcean's `links.pages` (the corpus, 41): `anyOf` of two `allOf`s of objects that
    /// require nothing, and `{}`. As a union, `{"first": …, "prev": …}` decoded as the first
    /// variant (`last`, `next`) and was written back as `{}`.
    @Test("object variants that require nothing are one struct with the properties of all, and said")
    func looseObjectVariants() throws {
        func object(_ names: String...) -> String {
            #"{"type": "object", "properties": {"#
                + names.map { #""\#($0)": {"type": "string"}"# }
                .joined(separator: ", ") + "}}"
        }
        let pages =
            #"{"anyOf": [{"allOf": ["# + object("last") + ", " + object("next") + #"]}, {"allOf": ["#
            + object("first") + ", " + object("prev") + "]}, {}]}"
        let loose = try ModelDocuments.writer(schemas: #"{"PageLinks": "# + pages + "}")
        #expect(
            properties(source(loose, "PageLinks")) == [
                "var last: String?", "var next: String?", "var first: String?", "var prev: String?",
            ]
        )
        #expect(loose.problems.map(\.pointer) == ["#/components/schemas/PageLinks/anyOf"])
        #expect(loose.problems.first?.outcome == .mended)
        // One variant that requires a property, or a discriminator, keeps the union.
        let told = try ModelDocuments.writer(
            schemas: #"{"PageLinks": {"anyOf": ["# + object("last") + #", {"type": "object", "required": ["first"], "#
                + #""properties": {"first": {"type": "string"}}}]}}"#
        )
        #expect(lines(source(told, "PageLinks")).contains { $0.hasPrefix("enum PageLinks: Codable") })
        #expect(told.problems.isEmpty)
    }

    @Test("a struct variant with more required properties is tried before one it would be mistaken for")
    func specificFirst() {
        let transcription = lines(source(writer, "Transcription"))
        #expect(transcription.contains("case plain(PlainTranscription)"))
        #expect(transcription.contains("case verbose(VerboseTranscription)"))
        let verbose = transcription.firstIndex { $0.contains("decode(VerboseTranscription.self)") }
        let plain = transcription.firstIndex { $0.contains("decode(PlainTranscription.self)") }
        #expect(verbose != nil && plain != nil && verbose ?? 0 < plain ?? 0)
    }

    @Test("a variant that is one string is a case without payload, tried first")
    func constantVariants() {
        let choice = lines(source(writer, "ToolChoice"))
        #expect(choice.contains("case auto"))
        #expect(choice.contains("case none"))
        #expect(choice.contains("case namedChoice(NamedChoice)"))
        #expect(choice.contains("if let text = try? container.decode(String.self), text == \"auto\" {"))
        #expect(choice.contains("try container.encode(\"none\")"))
    }

    @Test("a null variant makes the type optional; one other variant is that variant's type")
    func nullVariants() {
        #expect(source(writer, "MaybePet").contains("typealias MaybePet = Pet\n"))
        let message = lines(source(writer, "Message"))
        #expect(message.contains("var pet: MaybePet?"))
        #expect(message.contains("var content: Content?"))
        let content = lines(source(writer, "Content"))
        #expect(content.contains("case text(String)"))
        #expect(content.contains("case circles([Circle])"))
    }

    @Test("string variants together are one string enum that keeps unknown values")
    func stringVariants() {
        let model = lines(source(writer, "ModelID"))
        #expect(model.contains("enum ModelID: Codable, Sendable, Hashable {"))
        #expect(model.contains("case gpt4o"))
        #expect(model.contains("case gpt4oMini"))
        #expect(model.contains("case unknown(String)"))
    }

    @Test("allOf is one struct with the properties of all parts, and the requirements of all parts")
    func allOf() {
        let puppy = lines(source(writer, "Puppy"))
        let properties = properties(source(writer, "Puppy"))
        #expect(properties.first == "var id: Int")
        #expect(properties.contains("var tag: String"))
        #expect(properties.contains("var trained: Bool"))
        #expect(properties.contains("var status: Status?"))
        #expect(properties.contains("var owner: Owner?"))
        #expect(properties.count == 12)
        #expect(puppy.contains("/// A pet that is a puppy."))
    }

    @Test("additionalProperties alone is a dictionary; next to properties it is left out, and said")
    func additionalProperties() {
        #expect(source(writer, "Tags").contains("typealias Tags = [String: String]\n"))
        #expect(source(writer, "Metadata").contains("typealias Metadata = [String: AnyJSON]\n"))
        let extensible = lines(source(writer, "Extensible"))
        #expect(extensible.contains("/// Properties other than these, which the schema allows, are not kept."))
        #expect(extensible.contains("var name: String?"))
        #expect(source(writer, "Empty").contains("struct Empty: Codable, Sendable {}"))
    }

    @Test("free-form JSON is AnyJSON, written once as a support file")
    func freeForm() throws {
        let files = writer.files()
        let json = try #require(files.first { $0.path == "Support/AnyJSON.swift" })
        #expect(json.contents.contains("enum AnyJSON: Codable, Sendable, Hashable {"))
        #expect(json.contents.contains("case object([String: AnyJSON])"))
        let plain = try ModelDocuments.writer(
            schemas: #"{"A": {"type": "object", "properties": {"b": {"type": "string"}}}}"#
        )
        #expect(plain.files().map(\.path) == ["Models/A.swift"])
    }

    @Test("a struct that contains itself stores the property through Indirect")
    func recursiveStruct() throws {
        let tree = lines(source(writer, "TreeNode"))
        #expect(tree.contains("var parent: Indirect<TreeNode>?"))
        #expect(tree.contains("var children: [TreeNode]?"))
        #expect(lines(source(writer, "Left")).contains("var right: Indirect<Right>?"))
        #expect(lines(source(writer, "Right")).contains("var left: Indirect<Left>?"))
        let indirect = try #require(writer.files().first { $0.path == "Support/Indirect.swift" })
        #expect(indirect.contents.contains("final class Indirect<Value> {"))
    }

    @Test("an enum that contains itself is indirect")
    func recursiveEnum() {
        // Foundation has an `Expression`: the schema's type is `ExpressionModel`.
        let expression = lines(source(writer, "ExpressionModel"))
        #expect(expression.contains("indirect enum ExpressionModel: Codable, Sendable {"))
        #expect(expression.contains("case sum(Sum)"))
        #expect(lines(source(writer, "Sum")).contains("var left: ExpressionModel"))
    }

    @Test("a $ref to nothing is AnyJSON and a problem at the reference")
    func brokenReference() {
        #expect(lines(source(writer, "Broken")).contains("var thing: AnyJSON?"))
        #expect(
            writer.problems.contains {
                $0.outcome == .skipped && $0.pointer == "#/components/schemas/Broken/properties/thing/$ref"
                    && $0.message.contains("Missing")
            }
        )
        #expect(writer.problems.count == 1)
    }

    @Test("property names are lowerCamelCase, unique, and usable: keywords escaped, self renamed")
    func propertyNames() {
        let keywords = lines(source(writer, "Keywords"))
        #expect(
            properties(source(writer, "Keywords")) == [
                "var `default`: String?",
                "var selfValue: String?",
                "var type: String?",
                "var xRate: Int?",
                "var xRate2: Int?",
                "var n1st: Bool?",
            ]
        )
        #expect(keywords.contains("case selfValue = \"self\""))
        #expect(keywords.contains("case xRate2 = \"x_rate\""))
    }

    @Test("an array component is an alias of an array of a top-level item type")
    func arrayComponent() {
        #expect(source(writer, "PetList").contains("typealias PetList = [PetListItem]\n"))
        #expect(lines(source(writer, "PetListItem")).contains("var id: Int?"))
    }

    @Test("component names are claimed in the registry, around Swift's and Yopuy's names")
    func names() throws {
        var names = NameRegistry()
        _ = names.claim("Pet")
        let document = try ModelDocuments.document(
            schemas: #"{"pet": {"type": "string"}, "String": {"type": "string"}, "AnyJSON": {}, "b-c": {}}"#
        )
        let writer = ModelWriter(document: document, names: &names)
        #expect(writer.componentTypeName("pet") == "Pet2")
        #expect(writer.componentTypeName("String") == "StringModel")
        #expect(writer.componentTypeName("AnyJSON") == "AnyJSON2")
        #expect(writer.componentTypeName("b-c") == "BC")
        #expect(writer.componentTypeName("missing") == nil)
        #expect(names.taken.isSuperset(of: ["Pet2", "StringModel", "BC", "AnyJSON", "Indirect"]))
    }

    @Test("the id type of a struct is that of its required id")
    func idType() {
        #expect(writer.idType(ofType: "Pet") == "Int")
        #expect(writer.idType(ofType: "Owner") == "String")
        #expect(writer.idType(ofType: "MaybePet") == "Int")
        #expect(writer.idType(ofType: "Puppy") == "Int")
        #expect(writer.idType(ofType: "Status") == nil)
        #expect(writer.idType(ofType: "Keywords") == nil)
        #expect(writer.idType(ofType: "Nothing") == nil)
    }

    @Test("an inline schema of an operation declares a top-level type named as suggested, once per pointer")
    func inlineSchemas() throws {
        var names = NameRegistry()
        var writer = ModelWriter(
            document: try ModelDocuments.document(schemas: ModelDocuments.constructs),
            names: &names
        )
        let schema = try JSONDecoder().decode(
            JSONSchema.self,
            from: Data(#"{"type": "object", "properties": {"name": {"type": "string"}}}"#.utf8)
        )
        let pointer = "#/paths/~1pets/post/requestBody/content/application~1json/schema"
        let name = writer.typeName(for: schema, suggested: "CreatePetRequest", pointer: pointer, names: &names)
        #expect(name == "CreatePetRequest")
        #expect(names.taken.contains("CreatePetRequest"))
        #expect(writer.typeName(for: schema, suggested: "Other", pointer: pointer, names: &names) == name)
        #expect(lines(source(writer, "CreatePetRequest")).contains("var name: String?"))

        let list = try JSONDecoder().decode(
            JSONSchema.self,
            from: Data(##"{"type": "array", "items": {"$ref": "#/components/schemas/Pet"}}"##.utf8)
        )
        #expect(writer.typeName(for: list, suggested: "Pets", pointer: "#/a", names: &names) == "[Pet]")
        let nullable = try JSONDecoder().decode(JSONSchema.self, from: Data(#"{"type": ["integer", "null"]}"#.utf8))
        #expect(writer.typeName(for: nullable, suggested: "Count", pointer: "#/b", names: &names) == "Int?")
        let reference = try JSONDecoder().decode(
            JSONSchema.self,
            from: Data(##"{"$ref": "#/components/schemas/MaybePet"}"##.utf8)
        )
        #expect(writer.typeName(for: reference, suggested: "X", pointer: "#/c", names: &names) == "MaybePet?")
        let status = try JSONDecoder().decode(JSONSchema.self, from: Data(#"{"enum": ["on", "off"]}"#.utf8))
        #expect(writer.typeName(for: status, suggested: "Pet", pointer: "#/d", names: &names) == "Pet2")
        let missing = try JSONDecoder().decode(
            JSONSchema.self,
            from: Data(##"{"$ref": "#/components/schemas/Nope"}"##.utf8)
        )
        #expect(writer.typeName(for: missing, suggested: "Y", pointer: "#/e", names: &names) == "AnyJSON")
        #expect(writer.problems.last?.pointer == "#/e/$ref")
    }

    @Test("the same document gives the same files, byte for byte")
    func deterministic() throws {
        let again = try ModelDocuments.writer(schemas: ModelDocuments.constructs)
        #expect(again.files() == writer.files())
        let paths = writer.files().map(\.path)
        #expect(paths == paths.sorted())
        #expect(writer.files().allSatisfy { $0.contents.hasPrefix("import Foundation\n\n") })
    }

    @Test("a document read again gives the same files, in the document's order")
    func sameEachRead() throws {
        for _ in 0..<3 {
            let again = try ModelDocuments.writer(schemas: ModelDocuments.constructs)
            #expect(again.files() == writer.files())
            #expect(again.problems == writer.problems)
        }
        #expect(writer.files().first?.path == "Models/Animal.swift")
        #expect(writer.componentTypeName("Pet") == "Pet")
    }

    @Test("schemas that contain themselves oddly, and odd names, never crash")
    func oddities() throws {
        let writer = try ModelDocuments.writer(
            schemas: #"""
                {
                  "Loop": {"$ref": "#/components/schemas/Loop"},
                  "Ping": {"$ref": "#/components/schemas/Pong"},
                  "Pong": {"$ref": "#/components/schemas/Ping"},
                  "Nest": {"type": "array", "items": {"$ref": "#/components/schemas/Nest"}},
                  "Self": {"allOf": [{"$ref": "#/components/schemas/Self"}, {"properties": {"a": {}}}]},
                  "Both": {"allOf": [{"type": "string"}, {"type": "integer"}]},
                  "Limited": {"allOf": [{"$ref": "#/components/schemas/Both"}, {"not": {"required": ["a"]}}]},
                  "Not": {"not": {"type": "string"}},
                  "External": {"$ref": "other.json#/Pet"},
                  "Odd": {"oneOf": [{"required": ["a"]}, {"required": ["b"]}]}
                }
                """#
        )
        #expect(source(writer, "Loop").contains("typealias Loop = AnyJSON"))
        #expect(source(writer, "Nest").contains("typealias Nest = [AnyJSON]"))
        #expect(source(writer, "Both").contains("typealias Both = AnyJSON"))
        #expect(source(writer, "Odd").contains("typealias Odd = [String: AnyJSON]"))
        #expect(source(writer, "Limited").contains("typealias Limited = Both"))
        let pointers = Set(writer.problems.map(\.pointer))
        #expect(!pointers.contains { $0.hasPrefix("#/components/schemas/Limited") })
        #expect(pointers.contains("#/components/schemas/Loop"))
        #expect(pointers.contains("#/components/schemas/Nest"))
        #expect(pointers.contains("#/components/schemas/Both"))
        #expect(pointers.contains("#/components/schemas/Not/not"))
        #expect(pointers.contains("#/components/schemas/External/$ref"))
        #expect(pointers.contains("#/components/schemas/Odd/oneOf"))
        #expect(pointers.contains("#/components/schemas/Self/allOf/0"))
        #expect(writer.problems.allSatisfy { !$0.message.isEmpty })
    }

    @Test("OpenAI's chat messages: a discriminated union of allOf-free structs named by role")
    func openAIMessages() throws {
        let writer = try ModelDocuments.writer(
            schemas: #"""
                {
                  "ChatCompletionRequestMessage": {
                    "oneOf": [
                      {"$ref": "#/components/schemas/ChatCompletionRequestSystemMessage"},
                      {"$ref": "#/components/schemas/ChatCompletionRequestUserMessage"}
                    ],
                    "discriminator": {"propertyName": "role"}
                  },
                  "ChatCompletionRequestSystemMessage": {
                    "type": "object",
                    "required": ["content", "role"],
                    "properties": {
                      "content": {"type": "string"},
                      "role": {"type": "string", "enum": ["system"]},
                      "name": {"type": "string"}
                    }
                  },
                  "ChatCompletionRequestUserMessage": {
                    "type": "object",
                    "required": ["content", "role"],
                    "properties": {
                      "content": {
                        "anyOf": [
                          {"type": "string", "title": "Text content"},
                          {"type": "array", "title": "Array of content parts", "items": {"type": "object"}}
                        ]
                      },
                      "role": {"type": "string", "enum": ["user"], "x-stainless-const": true}
                    }
                  }
                }
                """#
        )
        let message = lines(source(writer, "ChatCompletionRequestMessage"))
        #expect(message.contains("case system(ChatCompletionRequestSystemMessage)"))
        #expect(message.contains("case user(ChatCompletionRequestUserMessage)"))
        #expect(message.contains("case \"system\":"))
        #expect(message.contains("case discriminator = \"role\""))
        let user = lines(source(writer, "ChatCompletionRequestUserMessage"))
        #expect(user.contains("var role: String = \"user\""))
        #expect(user.contains("case textContent(String)"))
        #expect(user.contains("case arrayOfContentParts([[String: AnyJSON]])"))
    }

    @Test("OpenAI's stream events: refs to structs told apart by a const type, without a discriminator")
    func openAIEvents() throws {
        let writer = try ModelDocuments.writer(
            schemas: #"""
                {
                  "ResponseStreamEvent": {
                    "anyOf": [
                      {"$ref": "#/components/schemas/ResponseTextDeltaEvent"},
                      {"$ref": "#/components/schemas/ResponseCompletedEvent"}
                    ]
                  },
                  "ResponseTextDeltaEvent": {
                    "type": "object",
                    "required": ["type", "delta", "sequence_number"],
                    "properties": {
                      "type": {"type": "string", "enum": ["response.output_text.delta"]},
                      "delta": {"type": "string"},
                      "sequence_number": {"type": "integer"}
                    }
                  },
                  "ResponseCompletedEvent": {
                    "type": "object",
                    "required": ["type"],
                    "properties": {"type": {"type": "string", "enum": ["response.completed"]}}
                  }
                }
                """#
        )
        let event = lines(source(writer, "ResponseStreamEvent"))
        #expect(event.contains("case responseOutputTextDelta(ResponseTextDeltaEvent)"))
        #expect(event.contains("case responseCompleted(ResponseCompletedEvent)"))
        #expect(event.contains("case \"response.output_text.delta\":"))
        #expect(event.contains("case unknown(AnyJSON)"))
    }

    @Test("long lines are broken as swift-format breaks them, or the declaration is left to itself")
    func longLines() throws {
        let long = String(repeating: "VeryLong", count: 12)
        let writer = try ModelDocuments.writer(
            schemas: """
                {
                  "\(long)": {"type": "object", "properties": {"a": {"type": "string"}}},
                  "Union": {"oneOf": [{"$ref": "#/components/schemas/\(long)"}, {"type": "string"}]},
                  "Holder": {"type": "object", "properties": {"\(long)": {"type": "string", "enum": ["a", "b"]}}},
                  "Tagged": {
                    "oneOf": [{"$ref": "#/components/schemas/TagA"}, {"$ref": "#/components/schemas/TagB"}],
                    "discriminator": {
                      "propertyName": "tag",
                      "mapping": {
                        "first_long_value_name": "TagA", "second_long_value_name": "TagA",
                        "third_long_value_name": "TagA", "fourth_long_value_name": "TagA",
                        "fifth_long_value_name": "TagA", "b": "TagB"
                      }
                    }
                  },
                  "TagA": {"type": "object", "properties": {"tag": {"type": "string"}}},
                  "TagB": {"type": "object", "properties": {"tag": {"type": "string"}}}
                }
                """
        )
        for file in writer.files() where file.path.hasPrefix("Models/") {
            let overlong = file.contents.split(separator: "\n").filter { !$0.contains("///") && $0.count > 120 }
            #expect(overlong.isEmpty || file.contents.contains("\n// swift-format-ignore\n"), "\(file.path)")
        }
        #expect(source(writer, long).contains("struct \(long): Codable,\n    Sendable\n{\n"))
        #expect(!source(writer, long).contains("swift-format-ignore"))
        let union = source(writer, "Union")
        #expect(union.contains("    case \(Naming.memberName(long))(\n        \(long)\n    )\n"))
        #expect(
            union.contains("            self = .\(Naming.memberName(long))(\n                value\n            )\n")
        )
        #expect(source(writer, "Holder").contains("// swift-format-ignore\nstruct Holder: Codable, Sendable {"))
        let tagged = source(writer, "Tagged")
        #expect(!tagged.contains("swift-format-ignore"))
        #expect(tagged.contains("    case a(TagA)\n"))
        let label =
            #"        case "first_long_value_name", "second_long_value_name", "third_long_value_name", "#
            + #""fourth_long_value_name",\#n            "fifth_long_value_name":\#n"#
        #expect(tagged.contains(label))
    }
}

@Suite("Models from OpenAI's description")
struct ModelWriterOpenAITests {
    /// Writes, into `$MODELS_OUT`, the models of OpenAI's description (`openai/`) and of the
    /// constructs document (`constructs/`), each with a `main.swift` that decodes samples, and
    /// a report with the time taken and the problems (for check-models.sh).
    @Test(
        "writes the models for the compile check",
        .enabled(if: ProcessInfo.processInfo.environment["MODELS_OUT"] != nil)
    )
    func export() throws {
        let folder = URL(fileURLWithPath: try #require(ProcessInfo.processInfo.environment["MODELS_OUT"]))
        let constructs = try ModelDocuments.writer(schemas: ModelDocuments.constructs)
        try write(constructs.files(), main: roundTripMain(), to: folder.appendingPathComponent("constructs"))

        let data = try #require(ModelDocuments.openAIData(), "OpenAI's description is not on this machine")
        let start = ContinuousClock.now
        let loaded = try DocumentLoader.load(data: data, name: "openai.json")
        let document = loaded.document
        let decoded = ContinuousClock.now
        var names = NameRegistry()
        let writer = ModelWriter(document: document, names: &names)
        let read = ContinuousClock.now
        let files = writer.files()
        let written = ContinuousClock.now
        try write(files, main: openAIMain(), to: folder.appendingPathComponent("openai"))

        var report = "schemas: \(document.components.schemas.count)\nfiles: \(files.count)\n"
        report += "lines: \(files.reduce(0) { $0 + $1.contents.split(separator: "\n").count })\n"
        report += "loading (DocumentLoader): \(decoded - start)\n"
        report += "reading: \(read - decoded)\nwriting: \(written - read)\n"
        report += "problems: \(writer.problems.count)\n"
        for problem in writer.problems {
            report += problem.description + "\n"
        }
        try Data(report.utf8).write(to: folder.appendingPathComponent("report.txt"))
    }

    /// Writes `files` and `main.swift` into `folder`.
    private func write(_ files: [GeneratedFile], main: String, to folder: URL) throws {
        for file in files + [GeneratedFile(path: "main.swift", contents: main)] {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try Data(file.contents.utf8).write(to: url)
        }
    }

    /// A program that decodes and encodes each of ``ModelDocuments/roundTrips`` and fails
    /// unless the JSON comes back the same.
    private func roundTripMain() -> String {
        var text = """
            import Foundation

            func canonical(_ data: Data) throws -> String {
                let object = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
                let options: JSONSerialization.WritingOptions = [.sortedKeys, .fragmentsAllowed]
                return String(decoding: try JSONSerialization.data(withJSONObject: object, options: options), as: UTF8.self)
            }

            var failures = 0
            @MainActor func roundTrip<T: Codable>(_ type: T.Type, _ json: String) {
                do {
                    let value = try JSONDecoder().decode(T.self, from: Data(json.utf8))
                    let encoded = try JSONEncoder().encode(value)
                    if try canonical(encoded) != canonical(Data(json.utf8)) {
                        print("DIFFERENT \\(T.self): \\(json) came back as \\(String(decoding: encoded, as: UTF8.self))")
                        failures += 1
                    }
                } catch {
                    print("FAILED \\(T.self): \\(json): \\(error)")
                    failures += 1
                }
            }


            """
        for sample in ModelDocuments.roundTrips {
            text += "roundTrip(\(sample.type).self, #\"\(sample.json)\"#)\n"
        }
        text += """
            print("round trips: \(ModelDocuments.roundTrips.count), failures: \\(failures)")
            exit(failures == 0 ? 0 : 1)

            """
        return text
    }

    /// A program that decodes each of ``ModelDocuments/openAISamples`` with OpenAI's models,
    /// checks its condition, and decodes it again after encoding it.
    private func openAIMain() -> String {
        var text = """
            import Foundation

            var failures = 0
            @MainActor func sample<T: Codable>(_ type: T.Type, _ json: String, _ check: (T) -> Bool) {
                do {
                    let value = try JSONDecoder().decode(T.self, from: Data(json.utf8))
                    _ = try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
                    if !check(value) {
                        print("UNEXPECTED \\(T.self): \\(json)")
                        failures += 1
                    }
                } catch {
                    print("FAILED \\(T.self): \\(error)")
                    failures += 1
                }
            }


            """
        for sample in ModelDocuments.openAISamples {
            text += "sample(\(sample.type).self, #\"\"\"\n\(sample.json)\n\"\"\"#) { value in \(sample.check) }\n"
        }
        text += """
            print("OpenAI samples: \(ModelDocuments.openAISamples.count), failures: \\(failures)")
            exit(failures == 0 ? 0 : 1)

            """
        return text
    }
}

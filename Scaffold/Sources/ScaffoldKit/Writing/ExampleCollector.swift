import Foundation
import OpenAPIKit

/// One example of the document that a model reads, for the test of examples.
struct DocumentExample: Sendable, Equatable {
    /// Where the example is: `#/components/schemas/Pet/example`.
    var pointer: String
    /// The Swift type it decodes into, spelled at the top level (`Pet`, `Pet?`, `[Pet.Kind]`).
    var type: String
    /// The example as JSON, pretty-printed with sorted keys.
    var json: String
    /// Why the document's own schema refuses the example, if it does.
    var mismatch: String?
    /// The JSON pointers, inside the example, of the members that are not `null` and that its
    /// schema declares as properties (through `$ref`, `allOf`, properties and items, not the
    /// variants of `oneOf` and `anyOf`): the model must write each of them back.
    var kept: [String] = []
}

/// The examples of a document, found where the models say the schema: component schemas, the
/// JSON media types of request bodies and responses, and the schemas inside them (properties,
/// items, the parts of `allOf`, and of an `anyOf` or `oneOf` that is not a Swift enum).
struct ExampleCollection: Sendable {
    /// The examples a model reads, in the document's order.
    var examples: [DocumentExample] = []
    /// How many examples were not checked, by why.
    var skipped: [String: Int] = [:]

    /// How many of ``examples`` the document's own schema refuses.
    var mismatches: Int { examples.filter { $0.mismatch != nil }.count }

    /// The report's lines: the counts, then each example the document's schema refuses.
    var lines: [String] {
        let total = skipped.values.reduce(0, +)
        let reasons = skipped.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        var lines = [
            "examples: \(examples.count) decoded by the tests, \(mismatches) not matching their schema, "
                + "\(total) skipped\(reasons.isEmpty ? "" : " (\(reasons))")"
        ]
        for example in examples {
            if let mismatch = example.mismatch {
                lines.append("example at \(example.pointer) does not match its schema: \(mismatch)")
            }
        }
        return lines
    }
}

/// Finds the examples of a document and the model type each one decodes into.
struct ExampleCollector<Typing: SchemaTyping> {
    let document: OpenAPI.Document
    let typing: Typing
    private var collection = ExampleCollection()
    private var seen: Set<String> = []

    /// Why an example is skipped when the models read no type for it.
    static var untyped: String { "without a type of their own in the models (AnyJSON, a union's variant, no schema)" }

    /// A collector of `document`'s examples, typed by `typing` after the planner ran.
    init(document: OpenAPI.Document, typing: Typing) {
        self.document = document
        self.typing = typing
    }

    /// Every example, in the document's order: components first, then the operations'.
    mutating func collect() -> ExampleCollection {
        let components = document.components
        for (componentKey, schema) in components.schemas {
            let key = componentKey.rawValue
            let pointer = JSONPointer.schema(key)
            add(schema.examples, at: pointer, schema: schema, type: typing.exampleType(ofComponent: key))
            let typing = typing
            walk(schema, at: pointer, steps: []) { typing.exampleType(along: $0, inComponent: key) }
        }
        for (path, entry) in document.paths {
            guard let item = components[entry] else { continue }
            for (method, found) in OperationReader.methods(of: item) {
                guard let operation = found else { continue }
                let pointer = JSONPointer.make(["paths", path.rawValue, method.lowercased()])
                for entry in item.parameters + operation.parameters {
                    guard let context = components[entry]?.schemaOrContent.a else { continue }
                    let count =
                        (context.example == nil ? 0 : 1) + (context.examples?.count ?? 0)
                        + (components[context.schema]?.examples.count ?? 0)
                    if count > 0 { collection.skipped["of parameters", default: 0] += count }
                }
                if let entry = operation.requestBody, let request = components[entry] {
                    let base = Self.base(of: entry) ?? pointer + "/requestBody"
                    let typedAt =
                        OperationReader.componentName(of: entry, in: "requestBodies") == nil
                        ? pointer + "/requestBody" : base
                    read(request.content, at: base + "/content/", typedAt: typedAt + "/content/")
                }
                for (status, entry) in operation.responses {
                    guard let response = components[entry] else { continue }
                    let place = "/responses/" + JSONPointer.escape(status.rawValue)
                    let base = Self.base(of: entry) ?? pointer + place
                    let typedAt =
                        OperationReader.componentName(of: entry, in: "responses") == nil ? pointer + place : base
                    read(response.content, at: base + "/content/", typedAt: typedAt + "/content/")
                }
            }
        }
        return collection
    }

    /// The pointer of a referenced request body or response (where its examples are written),
    /// or `nil` for one written in place.
    private static func base<Value>(of entry: Either<OpenAPI.Reference<Value>, Value>) -> String? {
        guard case .a(let reference) = entry, reference.absoluteString.hasPrefix("#/") else { return nil }
        return reference.absoluteString
    }

    /// The examples of the media types of `content`: those written at `base`, whose schemas the
    /// models typed at `typedBase` (the operation's own pointer, or the component's for a request
    /// body or response the document names, as the planner typed them).
    private mutating func read(_ content: OpenAPI.Content.Map, at base: String, typedAt typedBase: String) {
        let components = document.components
        for (mediaType, entry) in content {
            guard let media = components[entry] else { continue }
            let pointer = base + JSONPointer.escape(mediaType.rawValue)
            var examples: [(String, AnyCodable?)] = []
            // OpenAPIKit copies the first of `examples` into `example`: one or the other.
            if media.examples == nil, let example = media.example { examples.append((pointer + "/example", example)) }
            for (name, exampleEntry) in media.examples ?? [:] {
                let place = (Self.base(of: exampleEntry) ?? pointer + "/examples/" + JSONPointer.escape(name))
                examples.append((place + "/value", components[exampleEntry]?.value?.value))
            }
            let schema = media.schema
            if let schema, !schema.examples.isEmpty {
                let inner =
                    schema.examples.count == 1 ? ["/example"] : schema.examples.indices.map { "/examples/\($0)" }
                examples += zip(inner, schema.examples).map { (pointer + "/schema" + $0.0, $0.1) }
            }
            guard !examples.isEmpty else { continue }
            guard mediaType.rawValue.lowercased().contains("json") else {
                collection.skipped["of media types that are not JSON", default: 0] += examples.count
                continue
            }
            let typedAt = typedBase + JSONPointer.escape(mediaType.rawValue) + "/schema"
            let type = schema.flatMap { typing.exampleType(of: $0, at: typedAt) }
            for (place, value) in examples {
                guard let value else {
                    if seen.insert(place).inserted { collection.skipped["given by an externalValue", default: 0] += 1 }
                    continue
                }
                add(value, at: place, schema: schema, type: type)
            }
            if let schema, mediaType.rawValue.lowercased().contains("json") {
                let typing = typing
                walk(schema, at: pointer + "/schema", steps: []) { typing.exampleType(along: $0, inSchemaAt: typedAt) }
            }
        }
    }

    /// Adds the examples written inside `schema` (at `pointer`, `steps` below the schema the
    /// models typed): in its properties, items, additional properties and the parts of its
    /// `allOf`, `anyOf` and `oneOf`, not through a `$ref` (a component's are added with it).
    private mutating func walk(
        _ schema: JSONSchema,
        at pointer: String,
        steps: [String],
        typeAt: (_ steps: [String]) -> String?
    ) {
        guard steps.count < 64 else { return }
        var children: [(tokens: [String], schema: JSONSchema)] = []
        switch schema.value {
        case .object(_, let object):
            children += object.properties.map { (["properties", $0.key], $0.value) }
            if case .b(let values) = object.additionalProperties { children.append((["additionalProperties"], values)) }
        case .array(_, let array):
            if let items = array.items { children.append((["items"], items)) }
        case .all(of: let parts, core: _):
            children += parts.enumerated().map { (["allOf", "\($0.offset)"], $0.element) }
        case .one(of: let parts, core: _):
            children += parts.enumerated().map { (["oneOf", "\($0.offset)"], $0.element) }
        case .any(of: let parts, core: _):
            children += parts.enumerated().map { (["anyOf", "\($0.offset)"], $0.element) }
        default:
            break
        }
        for (tokens, child) in children {
            let inner = steps + tokens
            let place = pointer + tokens.map { "/" + JSONPointer.escape($0) }.joined()
            // An example written in a part of an `allOf` is one of the whole (Box's), and is checked
            // against the whole: the part alone may say nothing of its type.
            let checkedAgainst = tokens.first == "allOf" ? schema : child
            if !child.examples.isEmpty { add(child.examples, at: place, schema: checkedAgainst, type: typeAt(inner)) }
            walk(child, at: place, steps: inner, typeAt: typeAt)
        }
    }

    /// Adds a schema's own examples (`example`, or each of `examples`) at `pointer`.
    private mutating func add(_ values: [AnyCodable], at pointer: String, schema: JSONSchema, type: String?) {
        if values.count == 1, let value = values.first {
            add(value, at: pointer + "/example", schema: schema, type: type)
        } else {
            for (index, value) in values.enumerated() {
                add(value, at: pointer + "/examples/\(index)", schema: schema, type: type)
            }
        }
    }

    /// Adds one example, or counts why it is skipped. An example met again through a shared
    /// response or request body is added once.
    private mutating func add(_ value: AnyCodable, at pointer: String, schema: JSONSchema?, type: String?) {
        guard seen.insert(pointer).inserted else { return }
        guard let type, let schema else {
            collection.skipped[Self.untyped, default: 0] += 1
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else {
            collection.skipped["that are not JSON", default: 0] += 1
            return
        }
        var validator = ExampleValidator(components: document.components)
        let mismatch = validator.mismatch(value.value, schema, at: "", depth: 0)
        collection.examples.append(
            DocumentExample(
                pointer: pointer,
                type: type,
                json: String(decoding: data, as: UTF8.self),
                mismatch: mismatch,
                kept: mismatch == nil ? validator.declared.sorted() : []
            )
        )
    }
}

/// Checks an example against its schema, as far as the models care: types, `null`, string
/// enums, required properties, the properties, other members (`additionalProperties`) and items
/// it has, `$ref`, `allOf` (every part), `oneOf` and `anyOf` (some part, or the one a
/// discriminator names). Formats, patterns and bounds are not checked.
struct ExampleValidator {
    let components: OpenAPI.Components
    /// The pointers of the members, not `null`, that the schemas checked so far declare as
    /// properties, outside the variants of `oneOf` and `anyOf`.
    private(set) var declared: Set<String> = []
    /// Whether ``declared`` is being filled: not inside a variant.
    private var collecting = true

    /// A validator that resolves `$ref` in `components`.
    init(components: OpenAPI.Components) {
        self.components = components
    }

    /// The first place where `value` is not what `schema` says, in words; `nil` when it is.
    mutating func mismatch(_ value: Any, _ schema: JSONSchema, at path: String, depth: Int) -> String? {
        guard depth < 64 else { return nil }
        let place = path.isEmpty ? "the value" : path
        if Self.isNull(value) {
            switch schema.value {
            case .null, .fragment, .reference, .all, .one, .any, .not: break
            default: if !schema.nullable { return "\(place) is null, which the schema does not allow" }
            }
            if case .reference(.internal(.component(let key)), _) = schema.value,
                let target = OpenAPI.ComponentKey(rawValue: key).flatMap({ components.schemas[$0] })
            {
                return mismatch(value, target, at: path, depth: depth + 1)
            }
            return nil
        }
        if let allowed = schema.allowedValues, !allowed.isEmpty,
            allowed.allSatisfy({ $0.value is String }), let string = value as? String,
            !allowed.contains(where: { ($0.value as? String) == string })
        {
            return "\(place) is \"\(string)\", not one of the schema's values"
        }
        switch schema.value {
        case .reference(let reference, _):
            guard case .internal(.component(let key)) = reference,
                let target = OpenAPI.ComponentKey(rawValue: key).flatMap({ components.schemas[$0] })
            else { return nil }
            return mismatch(value, target, at: path, depth: depth + 1)
        case .null:
            return "\(place) is not null"
        case .boolean:
            return value is Bool ? nil : "\(place) is not a boolean"
        case .integer:
            if value is Int { return nil }
            if let number = value as? Double, number.rounded() == number { return nil }
            return "\(place) is not an integer"
        case .number:
            return value is Int || value is Double ? nil : "\(place) is not a number"
        case .string:
            return value is String ? nil : "\(place) is not a string"
        case .array(_, let array):
            guard let items = value as? [Any] else { return "\(place) is not an array" }
            guard let itemSchema = array.items else { return nil }
            for (index, item) in items.enumerated() {
                if let found = mismatch(item, itemSchema, at: "\(path)/\(index)", depth: depth + 1) { return found }
            }
            return nil
        case .object(_, let object):
            guard let members = value as? [String: Any] else { return "\(place) is not an object" }
            for name in object.requiredProperties where members[name] == nil {
                return "\(place) has no `\(name)`, which the schema requires"
            }
            for (name, property) in object.properties {
                guard let member = members[name] else { continue }
                let inner = path + "/" + JSONPointer.escape(name)
                if collecting && !Self.isNull(member) { declared.insert(inner) }
                if let found = mismatch(member, property, at: inner, depth: depth + 1) { return found }
            }
            // The other members, against `additionalProperties`, which a dictionary's values are
            // read as (Intercom's `custom_attributes`, strings by its schema, held a boolean).
            if case .b(let valueSchema) = object.additionalProperties {
                for (name, member) in members.sorted(by: { $0.key < $1.key }) where object.properties[name] == nil {
                    let inner = path + "/" + JSONPointer.escape(name)
                    if let found = mismatch(member, valueSchema, at: inner, depth: depth + 1) { return found }
                }
            }
            // Members, none of which is a property the schema declares (`multiSelect` where the
            // schema says `multi_select`): the model can keep none of them.
            let present = members.filter { !Self.isNull($0.value) }.keys
            if !object.properties.isEmpty, !present.isEmpty, !present.contains(where: { object.properties[$0] != nil })
            {
                return "\(place) has none of the properties its schema declares"
            }
            return nil
        case .all(of: let parts, core: _):
            for part in parts {
                if let found = mismatch(value, part, at: path, depth: depth + 1) { return found }
            }
            return nil
        case .one(of: let parts, core: _), .any(of: let parts, core: _):
            var first: String?
            let wasCollecting = collecting
            collecting = false
            defer { collecting = wasCollecting }
            // The model reads a discriminator first: the variant it names is the one checked.
            if let named = Self.discriminated(value, parts, by: schema.discriminator) {
                return mismatch(value, named, at: path, depth: depth + 1)
            }
            // Object variants that require nothing are one struct in the model, which keeps the
            // properties of all and nothing else, whatever a `{}` variant allows.
            if schema.discriminator == nil, let objects = looseObjects(parts) {
                collecting = wasCollecting
                return mismatch(value, merged: objects, at: path, depth: depth)
            }
            for part in parts {
                guard let found = mismatch(value, part, at: path, depth: depth + 1) else { return nil }
                if first == nil { first = found }
            }
            return first.map { "\(place) matches none of the schema's variants (the first: \($0))" }
        case .fragment, .not:
            return nil
        }
    }

    /// The properties of each object among `parts` (their inline `allOf`s flattened, references
    /// followed) when at least two are objects with properties and none requires one, and the
    /// rest say nothing of a type: the model's one struct for them (`ModelWriter`'s rule).
    private func looseObjects(_ parts: [JSONSchema]) -> [OrderedDictionary<String, JSONSchema>]? {
        var pieces: [JSONSchema] = []
        func flatten(_ list: [JSONSchema]) {
            for part in list {
                if case .all(of: let inner, core: _) = part.value, !part.nullable {
                    flatten(inner)
                } else {
                    pieces.append(part)
                }
            }
        }
        flatten(parts)
        var objects: [OrderedDictionary<String, JSONSchema>] = []
        for piece in pieces {
            var resolved = piece
            if case .reference(.internal(.component(let key)), _) = piece.value,
                let target = OpenAPI.ComponentKey(rawValue: key).flatMap({ components.schemas[$0] })
            {
                resolved = target
            }
            switch resolved.value {
            case .object(_, let object):
                if case .b = object.additionalProperties { return nil }
                if object.properties.isEmpty { continue }
                guard object.requiredProperties.isEmpty else { return nil }
                objects.append(object.properties)
            case .fragment(let core) where core.allowedValues == nil:
                continue
            case .null, .not:
                continue
            default:
                return nil
            }
        }
        return objects.count >= 2 ? objects : nil
    }

    /// The first place where `value` is not the struct that merges `objects`' properties.
    private mutating func mismatch(
        _ value: Any,
        merged objects: [OrderedDictionary<String, JSONSchema>],
        at path: String,
        depth: Int
    ) -> String? {
        let place = path.isEmpty ? "the value" : path
        guard let members = value as? [String: Any] else { return "\(place) is not an object" }
        var names: Set<String> = []
        for properties in objects {
            for (name, property) in properties {
                names.insert(name)
                guard let member = members[name] else { continue }
                let inner = path + "/" + JSONPointer.escape(name)
                if collecting && !Self.isNull(member) { declared.insert(inner) }
                if let found = mismatch(member, property, at: inner, depth: depth + 1) { return found }
            }
        }
        let present = members.filter { !Self.isNull($0.value) }.keys
        if !present.isEmpty, !present.contains(where: names.contains) {
            return "\(place) has none of the properties its schema declares"
        }
        return nil
    }

    /// The variant among `parts` that a discriminator names for `value`, as the model decodes it:
    /// the mapping's target for the value of its property, or the component of that name; `nil`
    /// when there is no discriminator, the value has no such property, or it names no variant.
    static func discriminated(
        _ value: Any,
        _ parts: [JSONSchema],
        by discriminator: OpenAPI.Discriminator?
    )
        -> JSONSchema?
    {
        guard let discriminator, let members = value as? [String: Any],
            let tag = members[discriminator.propertyName] as? String
        else { return nil }
        let target = discriminator.mapping?[tag] ?? tag
        let prefix = "#/components/schemas/"
        let key = target.hasPrefix(prefix) ? String(target.dropFirst(prefix.count)) : target
        return parts.first { part in
            guard case .reference(.internal(.component(let name)), _) = part.value else { return false }
            return name == key
        }
    }

    /// Whether an example's value is JSON's `null`, as the document's decoder keeps it.
    static func isNull(_ value: Any) -> Bool {
        if value is NSNull || value is Void { return true }
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }
}

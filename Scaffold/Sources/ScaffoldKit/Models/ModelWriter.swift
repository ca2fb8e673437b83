import OpenAPIKit

/// Writes `Codable` models for a document's schemas: one Swift type for each component schema,
/// and one for each schema that an operation writes inline, as a developer would write them.
///
/// - An object is a `struct` with its properties in the document's order; a required property
///   that is not nullable is not optional. An inline object or enum of a property is a type
///   nested in the struct, named after the property.
/// - A string `enum` is an `enum` that keeps a value it does not know (`unknown(String)`).
/// - `oneOf` and `anyOf` are an `enum` with a case for each variant: with a discriminator (or a
///   property that every object variant fixes to values of its own, such as `type`) it reads
///   the discriminator first and keeps an unknown variant as `unknown(AnyJSON)`; without one
///   it takes the first variant that decodes, trying a struct with more required properties
///   before one with fewer. A variant that is `null` makes the type optional instead; variants
///   that are all strings make one string enum.
/// - `allOf` is one `struct` with the properties of all its parts.
/// - `additionalProperties` alone is a dictionary; a schema that says nothing is `AnyJSON`.
/// - A component that only names another type is a `typealias`.
/// - A struct that contains itself stores the property through `Indirect`; an enum that
///   contains itself is `indirect`.
///
/// What it cannot say in Swift it says in ``problems``, and uses `AnyJSON` there.
struct ModelWriter {
    /// What was mended, skipped or not expressible, each with its JSON pointer.
    private(set) var problems: [Problem] = []

    /// Every declaration, top-level and nested, by its ``DeclarationID``.
    var declarations: [ModelDeclaration] = []
    /// The top-level declarations, in the order they were made.
    var topLevel: [DeclarationID] = []
    /// The top-level declarations by name.
    var topLevelByName: [String: DeclarationID] = [:]
    /// The component schemas by key.
    var componentSchemas: [String: JSONSchema] = [:]
    /// The declaration of each component schema, by key.
    var componentDeclarations: [String: DeclarationID] = [:]
    /// The types already made for inline schemas, by their pointer.
    var inlineTypes: [String: ModelType] = [:]
    /// The names taken in the module while a call runs (the caller's registry, given back at
    /// the end of the call).
    var registry = NameRegistry()

    /// Names the generated code uses besides the standard ones: the support types and the
    /// standard library's names that `Codable` code spells. No model may take them.
    static let supportNames = [
        "AnyJSON", "Indirect", "ObjectMembers", "Decoder", "Encoder", "DecodingError", "EncodingError", "CodingKey",
        "KeyPath",
    ]

    /// Reads the document's component schemas and claims a Swift type name for each one in `names`.
    ///
    /// Components and properties come in the order of the document's dictionaries, which is
    /// the document's own when it was decoded with an order-keeping decoder (``DocumentLoader``
    /// reads YAML nodes; `JSONDecoder` forgets the order, differently from run to run).
    init(document: OpenAPI.Document, names: inout NameRegistry) {
        registry = names
        for name in Self.supportNames where !registry.taken.contains(name) {
            _ = registry.claim(name)
        }
        var keys: [String] = []
        for (componentKey, schema) in document.components.schemas {
            let key = componentKey.rawValue
            // A schema named as an imported type (`Thread`, `Comment`, `Error`) is that name and
            // what it is (`ThreadModel`); a name two schemas share is numbered (`Pet2`).
            let base = Naming.typeName(key)
            let name = registry.claim(NameRegistry.isImported(base) ? base + "Model" : base)
            let id = declarations.count
            declarations.append(ModelDeclaration(name: name, componentKey: key))
            topLevel.append(id)
            topLevelByName[name] = id
            componentSchemas[key] = schema
            componentDeclarations[key] = id
            keys.append(key)
        }
        for key in keys {
            if let id = componentDeclarations[key] { declarations[id].nullable = componentIsNullable(key) }
        }
        for key in keys {
            readComponent(key)
        }
        breakRecursiveAliases()
        names = registry
    }

    /// The Swift type for a schema used at `pointer` (a response or request body, a parameter,
    /// a property).
    ///
    /// A `$ref` to a component is that component's type; an inline object, string enum,
    /// `oneOf`, `anyOf` or `allOf` declares a new type, named from `suggested` (claimed in
    /// `names`, made unique). The same pointer always gives the same type.
    mutating func typeName(
        for schema: JSONSchema,
        suggested: String,
        pointer: String,
        names: inout NameRegistry
    ) -> String {
        if let known = inlineTypes[pointer] {
            return spellAtTopLevel(known)
        }
        registry = names
        let site = Site(names: [Naming.typeName(suggested)], parent: nil, pointer: pointer)
        let type = modelType(of: schema, at: site)
        inlineTypes[pointer] = type
        names = registry
        return spellAtTopLevel(type)
    }

    /// The Swift type name of the component schema `key` (as in `#/components/schemas/key`), if
    /// it was declared.
    func componentTypeName(_ key: String) -> String? {
        componentDeclarations[key].map { declarations[$0].name }
    }

    /// The Swift type of the `id` property of the struct `typeName` (a component's type, or a
    /// declared type, or an alias of one), when `id` is one of its required, non-nullable
    /// properties; otherwise `nil`.
    func idType(ofType typeName: String) -> String? {
        guard var id = topLevelByName[typeName] else { return nil }
        for _ in 0..<declarations.count {
            switch declarations[id].body {
            case .alias(.declared(let target)):
                id = target
                continue
            case .structure(let properties, _):
                guard let property = properties.first(where: { $0.jsonName == "id" }), !property.isOptional else {
                    return nil
                }
                return spellAtTopLevel(property.type)
            default:
                return nil
            }
        }
        return nil
    }

    /// Every model file, one per top-level type (`Models/Pet.swift`), and a file for each
    /// support type the models use (`Support/AnyJSON.swift`, `Support/Indirect.swift`), in
    /// the order of their paths.
    func files() -> [GeneratedFile] {
        render()
    }

    /// How `type` is spelled outside every declaration: with the final names of nested
    /// declarations, which are only worked out when the type mentions one.
    func spellAtTopLevel(_ type: ModelType) -> String {
        if type.declarations.allSatisfy({ declarations[$0].parent == nil }) {
            return spell(type, from: nil) { declarations[$0].name }
        }
        let names = finalNames()
        return spell(type, from: nil) { names[$0] }
    }

    /// Records a problem.
    mutating func report(_ outcome: Problem.Outcome, at pointer: String, _ message: String) {
        problems.append(Problem(outcome, at: pointer, message))
    }
}

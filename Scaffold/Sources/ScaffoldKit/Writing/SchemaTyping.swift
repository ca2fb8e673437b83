import OpenAPIKit

/// What the resource side asks of the model side: the Swift type of a schema.
protocol SchemaTyping {
    /// The Swift type for `schema`, used at `pointer`; an inline schema gets a type of its own,
    /// named from `suggested`.
    mutating func typeName(
        for schema: JSONSchema,
        suggested: String,
        pointer: String,
        names: inout NameRegistry
    )
        -> String
    /// Whether `typeName` is a struct or an enum the models declare, which a body can conform to
    /// `EncodesJSON`.
    func isDeclared(_ typeName: String) -> Bool
    /// Whether `typeName` is an enum of strings the models declare, with an `unknown` case.
    func isStringEnum(_ typeName: String) -> Bool
    /// The Swift type of the `id` property of the declared struct `typeName`, if it has one.
    func idType(ofType typeName: String) -> String?
    /// The models' files.
    func files() -> [GeneratedFile]
    /// The Swift type an example of `schema`, used at `pointer`, decodes into: the component's
    /// type for a `$ref`, or the type `typeName` made for `pointer`; `nil` when no model was made
    /// there or the type is `AnyJSON`, which reads any JSON and so checks nothing.
    func exampleType(of schema: JSONSchema, at pointer: String) -> String?
    /// The Swift type an example of the component schema `key` decodes into (optional when the
    /// component allows `null`); `nil` when it is `AnyJSON`.
    func exampleType(ofComponent key: String) -> String?
    /// The Swift type an example written inside the component schema `key`, at the JSON pointer
    /// tokens `steps` below it (`["properties", "owner", "properties", "name"]`), decodes into,
    /// when the models follow the schema there; `nil` otherwise or for `AnyJSON`.
    func exampleType(along steps: [String], inComponent key: String) -> String?
    /// The same for a schema written in place at `pointer` that `typeName` made a type for.
    func exampleType(along steps: [String], inSchemaAt pointer: String) -> String?
    /// What the models could not say, by JSON pointer.
    var problems: [Problem] { get }
}

/// The typing of a route list, which has no schemas: every answer is its bytes.
struct UntypedSchemas: SchemaTyping {
    var problems: [Problem] { [] }

    func files() -> [GeneratedFile] { [] }

    mutating func typeName(
        for schema: JSONSchema,
        suggested: String,
        pointer: String,
        names: inout NameRegistry
    )
        -> String
    { "Data" }

    func isDeclared(_ typeName: String) -> Bool { false }

    func isStringEnum(_ typeName: String) -> Bool { false }

    func idType(ofType typeName: String) -> String? { nil }

    func exampleType(of schema: JSONSchema, at pointer: String) -> String? { nil }

    func exampleType(ofComponent key: String) -> String? { nil }

    func exampleType(along steps: [String], inComponent key: String) -> String? { nil }

    func exampleType(along steps: [String], inSchemaAt pointer: String) -> String? { nil }
}

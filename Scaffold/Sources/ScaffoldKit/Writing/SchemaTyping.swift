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
}

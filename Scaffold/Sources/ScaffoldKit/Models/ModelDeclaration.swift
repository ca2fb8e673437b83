/// The index of a ``ModelDeclaration`` in ``ModelWriter``'s list.
typealias DeclarationID = Int

/// A Swift type as the models spell it: a standard type, a collection, or a declaration of the
/// models.
indirect enum ModelType: Hashable, Sendable {
    /// `String`.
    case string
    /// `Int`.
    case integer
    /// `Double`.
    case number
    /// `Bool`.
    case boolean
    /// `AnyJSON`, the support type for any JSON.
    case json
    /// A declaration of the models, by its index.
    case declared(DeclarationID)
    /// `[Element]`.
    case array(ModelType)
    /// `[String: Value]`.
    case dictionary(ModelType)
    /// `Wrapped?`.
    case optional(ModelType)

    /// The type, optional: itself when it is already optional.
    var optional: ModelType {
        if case .optional = self { return self }
        return .optional(self)
    }

    /// The type without its optional wrapper, and whether there was one.
    var unwrapped: (type: ModelType, wasOptional: Bool) {
        if case .optional(let wrapped) = self { return (wrapped, true) }
        return (self, false)
    }

    /// Whether the type mentions `AnyJSON` anywhere.
    var mentionsJSON: Bool {
        switch self {
        case .json: true
        case .string, .integer, .number, .boolean, .declared: false
        case .array(let element), .dictionary(let element), .optional(let element): element.mentionsJSON
        }
    }

    /// The declarations the type mentions, outermost first.
    var declarations: [DeclarationID] {
        switch self {
        case .declared(let id): [id]
        case .string, .integer, .number, .boolean, .json: []
        case .array(let element), .dictionary(let element), .optional(let element): element.declarations
        }
    }
}

/// A property of a struct.
struct ModelProperty: Sendable {
    /// The name in JSON.
    var jsonName: String
    /// The type, not optional (``required`` and ``nullable`` say whether it is).
    var type: ModelType
    /// Whether the JSON always has the property.
    var required: Bool
    /// Whether the JSON value may be `null`.
    var nullable: Bool
    /// The only value a string property can have, when the schema says so (`const`, or an
    /// `enum` of one value).
    var constant: String?
    /// The documentation: the schema's title and description.
    var documentation: String?
    /// Whether the property was only named in a `required` list, with no schema of its own.
    var inferred: Bool

    /// Whether the Swift property is optional.
    var isOptional: Bool { !required || nullable }
}

/// One case of an enum made of a `oneOf` or `anyOf`.
struct ModelUnionCase: Sendable {
    /// The Swift name of the case, unique in the enum.
    var name: String
    /// The type the case wraps, or `nil` for a case that stands for one string (``constant``).
    var payload: ModelType?
    /// The string a case without payload stands for.
    var constant: String?
    /// The values of the discriminator property that select the case.
    var discriminatorValues: [String]
    /// The documentation of an inline variant.
    var documentation: String?
}

/// An enum made of a `oneOf` or `anyOf`.
struct ModelUnion: Sendable {
    /// The cases, in the document's order.
    var cases: [ModelUnionCase]
    /// The JSON name of the discriminator property, when the schema has one.
    var discriminator: String?
}

/// A type the models declare: a struct, an enum or a type alias, at the top level or nested in
/// another declaration.
struct ModelDeclaration: Sendable {
    /// What the declaration is.
    enum Body: Sendable {
        /// Not read yet (a component schema is read when it is first needed).
        case unread
        /// Being read: a reference to it from its own parts needs a guard.
        case reading
        /// `struct`, with its properties in order and lines for its documentation's end.
        case structure([ModelProperty], notes: [String])
        /// `enum` of strings that keeps an unknown value.
        case enumeration([String])
        /// `enum` of the variants of a `oneOf` or `anyOf`.
        case union(ModelUnion)
        /// `typealias`.
        case alias(ModelType)
    }

    /// The name: final for a top-level declaration, the wished-for name for a nested one (the
    /// final name of a nested declaration is chosen when the files are written).
    var name: String
    /// The declaration this one is nested in.
    var parent: DeclarationID?
    /// The declarations nested in this one, in order.
    var children: [DeclarationID] = []
    /// The documentation: the schema's title and description.
    var documentation: String?
    /// What the declaration is.
    var body: Body = .unread
    /// Whether a reference to the declaration is optional (a component schema that allows `null`).
    var nullable = false
    /// The component schema's key, for a component's declaration.
    var componentKey: String?
}

import OpenAPIKit

extension ModelWriter: SchemaTyping {
    /// Whether `typeName` is a top-level struct or enum of the models (not an alias), which a
    /// request body can conform to `EncodesJSON`.
    func isDeclared(_ typeName: String) -> Bool {
        guard let id = topLevelByName[typeName] else { return false }
        switch declarations[id].body {
        case .structure, .enumeration, .union: return true
        default: return false
        }
    }
}

extension ModelWriter {
    /// The Swift type an example of `schema`, used at `pointer`, decodes into: the type
    /// ``typeName(for:suggested:pointer:names:)`` made for `pointer`, or the component's for a
    /// `$ref`; `nil` when neither, or when the type is `JSONValue`. Declares nothing.
    func exampleType(of schema: JSONSchema, at pointer: String) -> String? {
        if let known = inlineTypes[pointer] { return exampleSpelling(known) }
        guard case .reference(.internal(.component(let key)), _) = schema.value else { return nil }
        return exampleType(ofComponent: key)
    }

    /// The Swift type an example of the component schema `key` decodes into, optional when the
    /// component allows `null`; `nil` for `JSONValue`.
    func exampleType(ofComponent key: String) -> String? {
        guard let id = componentDeclarations[key] else { return nil }
        return exampleSpelling(declarations[id].nullable ? .optional(.declared(id)) : .declared(id))
    }

    /// The Swift type of the property `name` of the component `key`'s struct, optional when the
    /// property is nullable; `nil` when the component is not a struct with that property, or the
    /// property is `JSONValue`.
    func exampleType(ofProperty name: String, inComponent key: String) -> String? {
        guard let id = componentDeclarations[key], case .structure(let properties, _) = declarations[id].body,
            let property = properties.first(where: { $0.jsonName == name }), !property.inferred
        else { return nil }
        return exampleSpelling(property.nullable ? .optional(property.type) : property.type)
    }

    /// `type` spelled at the top level, or `nil` when it is `JSONValue` itself or an alias of it.
    private func exampleSpelling(_ type: ModelType) -> String? {
        var resolved = type
        for _ in 0...declarations.count {
            switch resolved {
            case .json: return nil
            case .optional(let wrapped): resolved = wrapped
            case .declared(let id):
                guard case .alias(let target) = declarations[id].body else { return spellAtTopLevel(type) }
                resolved = target
            default: return spellAtTopLevel(type)
            }
        }
        return nil
    }
}

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

    /// Whether `typeName` is a top-level enum of strings of the models, which keeps an unknown
    /// value: a query parameter can be typed by it.
    func isStringEnum(_ typeName: String) -> Bool {
        guard let id = topLevelByName[typeName], case .enumeration = declarations[id].body else { return false }
        return true
    }
}

extension ModelWriter {
    /// The Swift type an example of `schema`, used at `pointer`, decodes into: the type
    /// ``typeName(for:suggested:pointer:names:)`` made for `pointer`, or the component's for a
    /// `$ref`; `nil` when neither, or when the type is `AnyJSON`. Declares nothing.
    func exampleType(of schema: JSONSchema, at pointer: String) -> String? {
        if let known = inlineTypes[pointer] { return exampleSpelling(known) }
        guard case .reference(.internal(.component(let key)), _) = schema.value else { return nil }
        return exampleType(ofComponent: key)
    }

    /// The Swift type an example of the component schema `key` decodes into, optional when the
    /// component allows `null`; `nil` for `AnyJSON`.
    func exampleType(ofComponent key: String) -> String? {
        guard let id = componentDeclarations[key] else { return nil }
        return exampleSpelling(declarations[id].nullable ? .optional(.declared(id)) : .declared(id))
    }

    /// The Swift type an example at `steps` below the component schema `key` decodes into; see
    /// ``exampleType(along:from:)``.
    func exampleType(along steps: [String], inComponent key: String) -> String? {
        guard let id = componentDeclarations[key] else { return nil }
        return exampleType(along: steps, from: .declared(id))
    }

    /// The Swift type an example at `steps` below the schema that ``typeName(for:suggested:pointer:names:)``
    /// typed at `pointer` decodes into; see ``exampleType(along:from:)``.
    func exampleType(along steps: [String], inSchemaAt pointer: String) -> String? {
        guard let root = inlineTypes[pointer] else { return nil }
        return exampleType(along: steps, from: root)
    }

    /// The type at `steps` (JSON pointer tokens) below a schema of type `root`: a struct's
    /// property (optional when nullable) for `properties/name`, an array's element for `items`, a
    /// dictionary's value for `additionalProperties`, and the same type for a part of an `allOf`
    /// (its properties are the struct's) or of an `anyOf` or `oneOf` the models made no enum for
    /// (a nullable type, strings). `nil` where the models do not follow the schema (a union's
    /// variant, a property the struct does not keep) or the type is `AnyJSON`.
    func exampleType(along steps: [String], from root: ModelType) -> String? {
        var current = root
        var index = 0
        while index < steps.count {
            let resolved = resolvingAliases(current)
            switch steps[index] {
            case "properties":
                guard index + 1 < steps.count, case .declared(let id) = resolved,
                    case .structure(let properties, _) = declarations[id].body,
                    let property = properties.first(where: { $0.jsonName == steps[index + 1] }), !property.inferred
                else { return nil }
                current = property.nullable ? .optional(property.type) : property.type
                index += 2
            case "items":
                guard case .array(let element) = resolved else { return nil }
                current = element
                index += 1
            case "additionalProperties":
                guard case .dictionary(let value) = resolved else { return nil }
                current = value
                index += 1
            case "allOf", "anyOf", "oneOf":
                guard index + 1 < steps.count else { return nil }
                if case .declared(let id) = resolved, case .union = declarations[id].body { return nil }
                index += 2
            default:
                return nil
            }
        }
        return exampleSpelling(current)
    }

    /// `type` without `Optional` and through aliases, to the type it stands for.
    private func resolvingAliases(_ type: ModelType) -> ModelType {
        var resolved = type
        for _ in 0...declarations.count {
            switch resolved {
            case .optional(let wrapped): resolved = wrapped
            case .declared(let id):
                guard case .alias(let target) = declarations[id].body else { return resolved }
                resolved = target
            default: return resolved
            }
        }
        return resolved
    }

    /// `type` spelled at the top level, or `nil` when it is `AnyJSON` itself or an alias of it.
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

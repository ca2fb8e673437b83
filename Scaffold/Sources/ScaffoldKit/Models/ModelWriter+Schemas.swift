import Foundation
import OpenAPIKit

extension ModelWriter {
    /// Where a schema is read: the names a declaration made for it would take, the declaration
    /// that one would be nested in, and the schema's pointer.
    struct Site {
        /// The names a new declaration would take, the preferred first (a nested declaration
        /// takes the first; its final name is chosen when the files are written).
        var names: [String]
        /// The declaration a new one is nested in; `nil` for a top-level one.
        var parent: DeclarationID?
        /// The schema's JSON pointer.
        var pointer: String
        /// The declaration to fill instead of making a new one: a component's own.
        var target: DeclarationID?

        /// The site of the items of an array at `pointer`.
        func element(at pointer: String) -> Site {
            let base = names.first ?? "Value"
            let singular = Naming.singular(base)
            let names = singular != base && !singular.isEmpty ? [singular, base + "Item"] : [base + "Item"]
            return Site(names: names, parent: parent, pointer: pointer)
        }

        /// The site of the values of a dictionary at `pointer`.
        func value(at pointer: String) -> Site {
            Site(names: [(names.first ?? "") + "Value"], parent: parent, pointer: pointer)
        }

        /// The same site at another pointer (a part of an `allOf` that stands for the whole).
        func moved(to pointer: String) -> Site {
            Site(names: names, parent: parent, pointer: pointer, target: target)
        }
    }

    /// Reads the component schema `key` into its declaration, unless it was read already.
    mutating func readComponent(_ key: String) {
        guard let id = componentDeclarations[key], let schema = componentSchemas[key],
            case .unread = declarations[id].body
        else { return }
        declarations[id].body = .reading
        declarations[id].documentation = documentation(of: schema)
        declarations[id].nullable = componentIsNullable(key)
        let site = Site(names: [declarations[id].name], parent: nil, pointer: JSONPointer.schema(key), target: id)
        let (type, optional) = modelType(of: schema, at: site).unwrapped
        if optional { declarations[id].nullable = true }
        if case .declared(id) = type {
            if case .reading = declarations[id].body {
                report(.skipped, at: site.pointer, "The schema is only a reference to itself; its type is AnyJSON.")
                declarations[id].body = .alias(.json)
            }
            return
        }
        declarations[id].body = .alias(type)
    }

    /// Whether the component schema `key` allows `null`, itself or through the references it
    /// is made of, so that every reference to it is optional.
    func componentIsNullable(_ key: String) -> Bool {
        var key = key
        for _ in 0..<32 {
            guard let schema = componentSchemas[key] else { return false }
            if schema.nullable { return true }
            guard case .reference(.internal(.component(let next)), _) = schema.value else { return false }
            key = next
        }
        return false
    }

    /// The type of `schema`, optional when it allows `null`.
    mutating func modelType(of schema: JSONSchema, at site: Site) -> ModelType {
        let type = nonNullType(of: schema, at: site)
        return schema.nullable ? type.optional : type
    }

    /// The type of `schema`, leaving out whether the schema itself allows `null`.
    private mutating func nonNullType(of schema: JSONSchema, at site: Site) -> ModelType {
        switch schema.value {
        case .reference(let reference, _):
            return referencedType(reference, at: site.pointer)
        case .null:
            return .json
        case .boolean:
            return .boolean
        case .integer:
            return .integer
        case .number:
            return .number
        case .string(let core, _):
            return stringType(Self.strings(core.allowedValues) ?? [], schema, at: site)
        case .fragment(let core):
            guard let values = core.allowedValues else { return .json }
            guard let strings = Self.strings(values) else { return .json }
            return stringType(strings, schema, at: site)
        case .array(_, let array):
            guard let items = array.items else { return .array(.json) }
            return .array(modelType(of: items, at: site.element(at: site.pointer + "/items")))
        case .object(_, let object):
            return objectType(schema, object, at: site)
        case .all(of: let parts, core: _):
            return allOfType(schema, parts, at: site)
        case .one(of: let parts, core: _):
            return unionType(schema, parts, keyword: "oneOf", at: site)
        case .any(of: let parts, core: _):
            return unionType(schema, parts, keyword: "anyOf", at: site)
        case .not:
            report(
                .skipped,
                at: site.pointer + "/not",
                "`not` cannot be said with a Swift type; the value is a AnyJSON."
            )
            return .json
        }
    }

    /// The type a `$ref` names: the component's declaration, or `AnyJSON` and a problem when
    /// there is no such component.
    private mutating func referencedType(_ reference: JSONReference<JSONSchema>, at pointer: String) -> ModelType {
        guard case .internal(.component(let key)) = reference else {
            report(
                .skipped,
                at: pointer + "/$ref",
                "`\(reference.absoluteString)` is not a component schema of this document; the value is a AnyJSON."
            )
            return .json
        }
        guard let id = componentDeclarations[key] else {
            report(
                .skipped,
                at: pointer + "/$ref",
                "`#/components/schemas/\(key)` does not exist; the value is a AnyJSON."
            )
            return .json
        }
        return declarations[id].nullable ? .optional(.declared(id)) : .declared(id)
    }

    /// A string type: an enum for two values or more, else `String`.
    mutating func stringType(_ values: [String], _ schema: JSONSchema, at site: Site) -> ModelType {
        var unique: [String] = []
        var seen: Set<String> = []
        for value in values where seen.insert(value).inserted {
            unique.append(value)
        }
        guard unique.count >= 2 else { return .string }
        let id = declare(site, documentation: documentation(of: schema))
        declarations[id].body = .enumeration(unique)
        return .declared(id)
    }

    /// An object's type: a struct for properties, else a dictionary (or an empty struct when
    /// the object allows no properties at all).
    private mutating func objectType(
        _ schema: JSONSchema,
        _ object: JSONSchema.ObjectContext,
        at site: Site
    ) -> ModelType {
        if !object.properties.isEmpty {
            let id = declare(site, documentation: documentation(of: schema))
            let properties = readProperties(object.properties, in: id, at: site.pointer)
            declarations[id].body = .structure(properties, notes: Self.notes(for: object))
            return .declared(id)
        }
        switch object.additionalProperties {
        case .b(let values):
            return .dictionary(modelType(of: values, at: site.value(at: site.pointer + "/additionalProperties")))
        case .a(false) where object.patternProperties.isEmpty:
            let id = declare(site, documentation: documentation(of: schema))
            declarations[id].body = .structure([], notes: [])
            return .declared(id)
        default:
            if object.patternProperties.count == 1, let (pattern, values) = object.patternProperties.first {
                // One pattern: its order does not matter.
                let pointer = site.pointer + "/patternProperties/" + Self.escape(pattern)
                return .dictionary(modelType(of: values, at: site.value(at: pointer)))
            }
            return .dictionary(.json)
        }
    }

    /// The lines that end the documentation of a struct made of `object`.
    static func notes(for object: JSONSchema.ObjectContext) -> [String] {
        switch object.additionalProperties {
        case .b, .a(true):
            return ["Properties other than these, which the schema allows, are not kept."]
        default:
            return object.patternProperties.isEmpty
                ? [] : ["Properties matching the schema's patterns are not kept."]
        }
    }

    /// The properties of an object, read as the properties of the struct `parent`.
    mutating func readProperties(
        _ properties: OrderedDictionary<String, JSONSchema>,
        in parent: DeclarationID,
        at pointer: String
    ) -> [ModelProperty] {
        var result: [ModelProperty] = []
        for (key, schema) in properties {
            if schema.inferred {
                result.append(
                    ModelProperty(
                        jsonName: key,
                        type: .json,
                        required: true,
                        nullable: false,
                        documentation: nil,
                        inferred: true
                    )
                )
                continue
            }
            let site = Site(
                names: [Naming.typeName(key)],
                parent: parent,
                pointer: pointer + "/properties/" + Self.escape(key)
            )
            let (type, optional) = modelType(of: schema, at: site).unwrapped
            result.append(
                ModelProperty(
                    jsonName: key,
                    type: type,
                    required: schema.required,
                    nullable: optional,
                    constant: Self.constant(of: schema),
                    documentation: documentation(of: schema),
                    inferred: false
                )
            )
        }
        return result
    }

    /// A new declaration for `site` (or the site's target), with `documentation`, being read.
    mutating func declare(_ site: Site, documentation: String?) -> DeclarationID {
        if let target = site.target {
            if declarations[target].documentation == nil {
                declarations[target].documentation = documentation
            }
            return target
        }
        let id = declarations.count
        if let parent = site.parent {
            declarations.append(
                ModelDeclaration(
                    name: site.names.first ?? "Value",
                    parent: parent,
                    documentation: documentation,
                    body: .reading
                )
            )
            declarations[parent].children.append(id)
        } else {
            var name = registry.claim(site.names.isEmpty ? ["Value"] : site.names)
            while topLevelByName[name] != nil {
                name = registry.claim(site.names.isEmpty ? ["Value"] : site.names)
            }
            declarations.append(ModelDeclaration(name: name, documentation: documentation, body: .reading))
            topLevel.append(id)
            topLevelByName[name] = id
        }
        return id
    }

    /// The documentation of a schema: its title and its description.
    func documentation(of schema: JSONSchema) -> String? {
        let title = Self.trimmed(schema.title ?? "")
        let description = Self.trimmed(schema.description ?? "")
        var text: String
        switch (title.isEmpty, description.isEmpty) {
        case (false, false): text = title == description ? title : title + "\n\n" + description
        case (false, true): text = title
        case (true, false): text = description
        case (true, true): text = ""
        }
        if schema.deprecated {
            text += text.isEmpty ? "Deprecated." : "\n\nDeprecated."
        }
        return text.isEmpty ? nil : text
    }

    /// A JSON pointer token, escaped as ``JSONPointer/escape(_:)`` escapes it, without
    /// Foundation's work (slow on Linux) for the tokens that need no escaping, nearly all.
    static func escape(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        return JSONPointer.escape(token)
    }

    /// `text` without whitespace and line breaks at its ends (Foundation's trimming is slow on Linux).
    static func trimmed(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
    }

    /// The strings of an `enum` or `const`, leaving out `null`; `nil` when a value is not a string.
    static func strings(_ values: [AnyCodable]?) -> [String]? {
        guard let values else { return nil }
        var strings: [String] = []
        for value in values {
            if let string = value.value as? String {
                strings.append(string)
            } else if !isNull(value.value) {
                return nil
            }
        }
        return strings
    }

    /// Whether a decoded JSON value is `null`.
    static func isNull(_ value: Any) -> Bool {
        if value is NSNull || value is Void { return true }
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }

    /// The one string a string schema allows (`const`, or an `enum` of one value), if so.
    static func constant(of schema: JSONSchema) -> String? {
        let values: [AnyCodable]?
        switch schema.value {
        case .string(let core, _): values = core.allowedValues
        case .fragment(let core): values = core.allowedValues
        default: return nil
        }
        guard let strings = strings(values), let first = strings.first,
            strings.allSatisfy({ $0 == first })
        else { return nil }
        return first
    }
}

import OpenAPIKit

extension ModelWriter {
    /// What a part of an `allOf` adds to the whole.
    enum AllOfPart {
        /// Nothing a type says: a description, `type: object` alone, `null`, a `not`.
        case ignorable
        /// Only names properties that are required.
        case requirement([String])
        /// Properties to merge.
        case object
        /// A type that is not an object with properties.
        case other
    }

    /// What a component's declaration is, for merging it into an `allOf`.
    enum StructureLookup {
        /// A struct, with these properties.
        case properties([ModelProperty])
        /// Being read: the `allOf` is part of the component's own reading.
        case reading
        /// Not a struct.
        case none
    }

    /// Properties merged from the parts of an `allOf`: a property named again keeps its place,
    /// takes the later schema, and is required when any part requires it.
    struct PropertyMerger {
        /// The merged properties, in the order they first appeared.
        var properties: [ModelProperty] = []
        /// The index of each property in ``properties``, by JSON name.
        var positions: [String: Int] = [:]

        /// Adds the properties of a part.
        mutating func add(_ list: [ModelProperty]) {
            for property in list {
                guard let index = positions[property.jsonName] else {
                    positions[property.jsonName] = properties.count
                    properties.append(property)
                    continue
                }
                let old = properties[index]
                if property.inferred {
                    properties[index].required = true
                    continue
                }
                var new = property
                new.required = property.required || old.required
                if new.documentation == nil { new.documentation = old.documentation }
                properties[index] = new
            }
        }

        /// Makes the properties `names` required, adding those not seen yet.
        mutating func require(_ names: [String]) {
            add(
                names.map {
                    ModelProperty(
                        jsonName: $0,
                        type: .json,
                        required: true,
                        nullable: false,
                        documentation: nil,
                        inferred: true
                    )
                }
            )
        }
    }

    // MARK: - allOf

    /// The type of an `allOf`: one struct with the properties of all parts, or the one part
    /// that says something.
    mutating func allOfType(_ schema: JSONSchema, _ parts: [JSONSchema], at site: Site) -> ModelType {
        var flat: [(schema: JSONSchema, pointer: String)] = []
        Self.flatten(parts, at: site.pointer, into: &flat)
        var kinds: [AllOfPart] = []
        for part in flat {
            kinds.append(classify(part.schema))
        }
        let objects = kinds.indices.filter { if case .object = kinds[$0] { true } else { false } }
        let others = kinds.indices.filter { if case .other = kinds[$0] { true } else { false } }
        let hasRequirements = kinds.contains { if case .requirement = $0 { true } else { false } }

        if objects.count + others.count == 1 && !hasRequirements, let only = (objects + others).first {
            return modelType(of: flat[only].schema, at: site.moved(to: flat[only].pointer))
        }
        if objects.isEmpty && others.isEmpty {
            return hasRequirements ? .dictionary(.json) : .json
        }
        if others.isEmpty {
            return mergedStructure(schema, flat, kinds, at: site)
        }
        if others.count == 1, let only = others.first {
            if !objects.isEmpty {
                let left = objects.map { "`\(flat[$0].pointer)`" }.joined(separator: ", ")
                report(
                    .skipped,
                    at: site.pointer,
                    "allOf joins `\(flat[only].pointer)`, which is not an object, with object parts; "
                        + "the type is that part's, and the properties of \(left) are left out."
                )
            }
            return modelType(of: flat[only].schema, at: site.moved(to: flat[only].pointer))
        }
        let primitives = others.map { Self.primitive(of: flat[$0].schema) }
        if objects.isEmpty, let first = primitives.first, let type = first, primitives.allSatisfy({ $0 == type }) {
            return type
        }
        report(
            .skipped,
            at: site.pointer,
            "allOf joins parts that no one Swift type can hold together; the value is a AnyJSON."
        )
        return .json
    }

    /// The parts of an `allOf`, with the parts of the inline `allOf`s among them, and their pointers.
    private static func flatten(
        _ parts: [JSONSchema],
        at pointer: String,
        into flat: inout [(schema: JSONSchema, pointer: String)]
    ) {
        for (index, part) in parts.enumerated() {
            let partPointer = pointer + "/allOf/\(index)"
            if case .all(of: let inner, core: _) = part.value, !part.nullable {
                flatten(inner, at: partPointer, into: &flat)
            } else {
                flat.append((part, partPointer))
            }
        }
    }

    /// The type of a schema that is a plain string, integer, number or boolean.
    private static func primitive(of schema: JSONSchema) -> ModelType? {
        switch schema.value {
        case .string: .string
        case .integer: .integer
        case .number: .number
        case .boolean: .boolean
        default: nil
        }
    }

    /// What `part` adds to an `allOf`.
    private mutating func classify(_ part: JSONSchema) -> AllOfPart {
        switch part.value {
        case .null, .not:
            return .ignorable
        case .fragment(let core):
            return core.allowedValues == nil ? .ignorable : .other
        case .object(_, let object):
            if object.properties.contains(where: { !$0.value.inferred }) { return .object }
            if case .b = object.additionalProperties { return .other }
            if !object.patternProperties.isEmpty { return .other }
            return object.properties.isEmpty ? .ignorable : .requirement(object.properties.keys)
        case .reference(.internal(.component(let key)), _) where componentDeclarations[key] != nil:
            switch structure(ofComponent: key) {
            case .properties, .reading: return .object
            case .none: return .other
            }
        default:
            return .other
        }
    }

    /// The struct a component is, following aliases; reads the components it needs.
    private mutating func structure(ofComponent key: String) -> StructureLookup {
        guard var id = componentDeclarations[key] else { return .none }
        for _ in 0..<64 {
            if let key = declarations[id].componentKey { readComponent(key) }
            switch declarations[id].body {
            case .structure(let properties, _): return .properties(properties)
            case .reading, .unread: return .reading
            case .alias(.declared(let next)): id = next
            default: return .none
            }
        }
        return .none
    }

    /// One struct with the properties of the object parts of an `allOf`.
    private mutating func mergedStructure(
        _ schema: JSONSchema,
        _ flat: [(schema: JSONSchema, pointer: String)],
        _ kinds: [AllOfPart],
        at site: Site
    ) -> ModelType {
        let id = declare(site, documentation: documentation(of: schema))
        var merger = PropertyMerger()
        var notes: [String] = []
        for (index, part) in flat.enumerated() {
            switch kinds[index] {
            case .object:
                switch part.schema.value {
                case .object(_, let object):
                    // A property named again only to require its members (SendGrid's `from:
                    // {type: object, required: [email]}` after the part that declares `from`)
                    // keeps the earlier declaration, which the later one only narrows.
                    var properties = object.properties
                    for (name, property) in object.properties
                    where merger.positions[name] != nil && Self.isRequirementOnly(property) {
                        properties[name] = nil
                        if property.required { merger.require([name]) }
                    }
                    merger.add(readProperties(properties, in: id, at: part.pointer))
                    for note in Self.notes(for: object) where !notes.contains(note) {
                        notes.append(note)
                    }
                case .reference(.internal(.component(let key)), _):
                    switch structure(ofComponent: key) {
                    case .properties(let properties):
                        merger.add(properties)
                    case .reading:
                        report(
                            .skipped,
                            at: part.pointer,
                            "The part includes the schema it is a part of; its properties are left out."
                        )
                    case .none:
                        break
                    }
                default:
                    break
                }
            case .requirement(let names):
                merger.require(names)
            case .ignorable, .other:
                break
            }
        }
        declarations[id].body = .structure(merger.properties, notes: notes)
        return .declared(id)
    }

    // MARK: - oneOf and anyOf

    /// A case of a union being read.
    private struct CaseDraft {
        var payload: ModelType?
        var constant: String?
        var component: String?
        var title: String?
        var documentation: String?
        var values: [String] = []
    }

    /// The type of a `oneOf` or `anyOf`: an enum with a case for each variant, or the one
    /// variant that is not `null`.
    mutating func unionType(_ schema: JSONSchema, _ parts: [JSONSchema], keyword: String, at site: Site) -> ModelType {
        var kept = parts.enumerated().filter { !$0.element.isNull }
            .map { (schema: $0.element, pointer: site.pointer + "/\(keyword)/\($0.offset)") }
        if kept.isEmpty { return .json }
        if kept.allSatisfy({ Self.isRequirementOnly($0.schema) }) {
            report(
                .skipped,
                at: site.pointer + "/" + keyword,
                "Each variant of `\(keyword)` only lists required properties, and properties written next to "
                    + "`\(keyword)` are not read; the value is a [String: AnyJSON]."
            )
            return .dictionary(.json)
        }
        kept.removeAll { Self.isRequirementOnly($0.schema) }
        if kept.count == 1, let only = kept.first {
            return modelType(of: only.schema, at: site.moved(to: only.pointer))
        }

        if let values = Self.merged(kept.map { stringValues(of: $0.schema, depth: 0) }) {
            return stringType(values, schema, at: site)
        }
        if schema.discriminator == nil, inferredDiscriminator(kept.map(\.schema)) == nil,
            let flat = looseObjectParts(kept)
        {
            report(
                .mended,
                at: site.pointer + "/" + keyword,
                "Each variant of `\(keyword)` is an object that requires no property, so every object would "
                    + "decode as the first and lose the members only the others declare; one struct has the "
                    + "properties of all, none required."
            )
            return mergedStructure(schema, flat, flat.map { classify($0.schema) }, at: site)
        }

        let id = declare(site, documentation: documentation(of: schema))
        let discriminator = schema.discriminator?.propertyName ?? inferredDiscriminator(kept.map(\.schema))
        var drafts: [CaseDraft] = []
        for part in kept {
            let title = part.schema.title.flatMap { $0.isEmpty ? nil : $0 }
            if part.schema.reference == nil, let constant = Self.constant(of: part.schema) {
                drafts.append(
                    CaseDraft(constant: constant, title: title, documentation: documentation(of: part.schema))
                )
                continue
            }
            var hint = title.map(Naming.typeName)
            if hint == nil, let discriminator, part.schema.reference == nil {
                hint = discriminatorValues(of: part.schema, property: discriminator).first
                    .map(Naming.typeName)
            }
            let site = Site(names: [hint ?? Self.shapeName(of: part.schema)], parent: id, pointer: part.pointer)
            let payload = modelType(of: part.schema, at: site).unwrapped.type
            var component: String?
            if case .reference(.internal(.component(let key)), _) = part.schema.value,
                componentDeclarations[key] != nil
            {
                component = key
            }
            let isInlineDeclaration = payload.declarations.first.map { declarations[$0].parent == id } ?? false
            drafts.append(
                CaseDraft(
                    payload: payload,
                    component: component,
                    title: title,
                    documentation: component == nil && !isInlineDeclaration ? documentation(of: part.schema) : nil
                )
            )
        }
        if let discriminator {
            assignDiscriminatorValues(
                discriminator,
                mapping: schema.discriminator?.mapping,
                to: &drafts,
                parts: kept.map(\.schema),
                at: site.pointer
            )
        }
        let names = caseNames(drafts, discriminated: discriminator != nil)
        let cases = drafts.indices.map { index in
            ModelUnionCase(
                name: names[index],
                payload: drafts[index].payload,
                constant: drafts[index].constant,
                discriminatorValues: drafts[index].values,
                documentation: drafts[index].documentation
            )
        }
        declarations[id].body = .union(ModelUnion(cases: cases, discriminator: discriminator))
        return .declared(id)
    }

    /// The parts of a `oneOf` or `anyOf`, their inline `allOf`s flattened, when at least two are
    /// objects with properties and none requires one, and the rest say nothing of a type (`{}`):
    /// a union of them would decode every object as its first variant. `nil` otherwise.
    private mutating func looseObjectParts(
        _ kept: [(schema: JSONSchema, pointer: String)]
    ) -> [(schema: JSONSchema, pointer: String)]? {
        var flat: [(schema: JSONSchema, pointer: String)] = []
        for part in kept {
            if case .all(of: let inner, core: _) = part.schema.value, !part.schema.nullable {
                Self.flatten(inner, at: part.pointer, into: &flat)
            } else {
                flat.append(part)
            }
        }
        var objects = 0
        for piece in flat {
            switch classify(piece.schema) {
            case .ignorable:
                continue
            case .object:
                switch piece.schema.value {
                case .object(_, let object) where object.requiredProperties.isEmpty:
                    objects += 1
                case .reference(.internal(.component(let key)), _):
                    guard case .properties(let properties) = structure(ofComponent: key),
                        !properties.contains(where: \.required)
                    else { return nil }
                    objects += 1
                default:
                    return nil
                }
            case .requirement, .other:
                return nil
            }
        }
        return objects >= 2 ? flat : nil
    }

    /// The values of all the lists, in order and once each, or `nil` when one list is `nil`.
    private static func merged(_ lists: [[String]?]) -> [String]? {
        var values: [String] = []
        for list in lists {
            guard let list else { return nil }
            for value in list where !values.contains(value) { values.append(value) }
        }
        return values
    }

    /// The strings a string schema lists (none for any string), or `nil` when the schema is not
    /// a string: through references and the variants of `oneOf` and `anyOf`.
    private func stringValues(of schema: JSONSchema, depth: Int) -> [String]? {
        guard depth < 16 else { return nil }
        switch schema.value {
        case .string(let core, _):
            return Self.strings(core.allowedValues) ?? []
        case .fragment(let core):
            guard let values = core.allowedValues, let strings = Self.strings(values), !strings.isEmpty else {
                return nil
            }
            return strings
        case .reference(.internal(.component(let key)), _):
            guard let component = componentSchemas[key] else { return nil }
            return stringValues(of: component, depth: depth + 1)
        case .one(of: let parts, core: _), .any(of: let parts, core: _):
            return Self.merged(parts.filter { !$0.isNull }.map { stringValues(of: $0, depth: depth + 1) })
        default:
            return nil
        }
    }

    /// Whether a variant only lists required properties (`{"required": ["a"]}`), as a
    /// constraint on the properties of the schema around it.
    private static func isRequirementOnly(_ schema: JSONSchema) -> Bool {
        guard case .object(_, let object) = schema.value, !object.properties.isEmpty else { return false }
        if case .b = object.additionalProperties { return false }
        return object.patternProperties.isEmpty && object.properties.allSatisfy { $0.value.inferred }
    }

    /// The name of a nested type for a variant that has no title.
    private static func shapeName(of schema: JSONSchema) -> String {
        switch schema.value {
        case .object: "Object"
        case .string: "Option"
        default: "Variant"
        }
    }

    /// The property that tells apart the object variants of a union without a discriminator:
    /// one that every object variant gives a `const` or `enum` of its own (`type` first), if any.
    private func inferredDiscriminator(_ parts: [JSONSchema]) -> String? {
        let objects = parts.filter { isObjectLike($0, depth: 0) }
        guard objects.count >= 2, let first = objects.first else { return nil }
        let names = constantProperties(of: first, depth: 0)
        let candidates = names.contains("type") ? ["type"] + names.filter { $0 != "type" } : names
        for property in candidates {
            var seen: Set<String> = []
            let fits = objects.allSatisfy { part in
                let values = discriminatorValues(of: part, property: property)
                guard !values.isEmpty, !values.contains(where: seen.contains) else { return false }
                seen.formUnion(values)
                return true
            }
            if fits { return property }
        }
        return nil
    }

    /// Whether a schema is an object with properties, itself, through references or through `allOf`.
    private func isObjectLike(_ schema: JSONSchema, depth: Int) -> Bool {
        guard depth < 16 else { return false }
        switch schema.value {
        case .object(_, let object):
            return !object.properties.isEmpty
        case .reference(.internal(.component(let key)), _):
            guard let component = componentSchemas[key] else { return false }
            return isObjectLike(component, depth: depth + 1)
        case .all(of: let parts, core: _):
            return parts.contains { isObjectLike($0, depth: depth + 1) }
        default:
            return false
        }
    }

    /// The properties of an object schema that allow only listed strings, in order.
    private func constantProperties(of schema: JSONSchema, depth: Int) -> [String] {
        guard depth < 16 else { return [] }
        switch schema.value {
        case .object(_, let object):
            return object.properties.filter { !allowedStrings(of: $0.value, depth: depth + 1).isEmpty }.map(\.key)
        case .reference(.internal(.component(let key)), _):
            guard let component = componentSchemas[key] else { return [] }
            return constantProperties(of: component, depth: depth + 1)
        case .all(of: let parts, core: _):
            var names: [String] = []
            for part in parts {
                for name in constantProperties(of: part, depth: depth + 1) where !names.contains(name) {
                    names.append(name)
                }
            }
            return names
        default:
            return []
        }
    }

    /// Sets the discriminator values of each object variant: from the mapping, else from the
    /// variant's own discriminator property (its `const` or `enum`), else the component's key.
    private mutating func assignDiscriminatorValues(
        _ discriminator: String,
        mapping: OrderedDictionary<String, String>?,
        to drafts: inout [CaseDraft],
        parts: [JSONSchema],
        at pointer: String
    ) {
        var mapped: [String: [String]] = [:]
        let components = Set(drafts.compactMap(\.component))
        for (value, target) in mapping ?? [:] {
            let key: String? =
                if target.hasPrefix("#/components/schemas/") {
                    String(target.dropFirst("#/components/schemas/".count))
                } else if !target.contains("/") && !target.contains("#") {
                    target
                } else {
                    nil
                }
            guard let key, components.contains(key) else {
                report(
                    .skipped,
                    at: pointer + "/discriminator/mapping/" + Self.escape(value),
                    "The mapping names `\(target)`, which is not one of the variants; the value `\(value)` "
                        + "decodes as the unknown case."
                )
                continue
            }
            mapped[key, default: []].append(value)
        }
        var claimed: Set<String> = []
        for index in drafts.indices where drafts[index].payload != nil {
            var values: [String] = []
            if let key = drafts[index].component { values = mapped[key] ?? [] }
            let isObject = isObjectLike(parts[index], depth: 0)
            if values.isEmpty && isObject {
                values = discriminatorValues(of: parts[index], property: discriminator)
            }
            if values.isEmpty && isObject, let key = drafts[index].component { values = [key] }
            drafts[index].values = values.filter { claimed.insert($0).inserted }
        }
    }

    /// The values a variant allows for its discriminator property, following references and
    /// `allOf`.
    func discriminatorValues(of schema: JSONSchema, property: String, depth: Int = 0) -> [String] {
        guard depth < 16 else { return [] }
        switch schema.value {
        case .reference(.internal(.component(let key)), _):
            guard let component = componentSchemas[key] else { return [] }
            return discriminatorValues(of: component, property: property, depth: depth + 1)
        case .object(_, let object):
            guard let value = object.properties[property] else { return [] }
            return allowedStrings(of: value, depth: depth + 1)
        case .all(of: let parts, core: _):
            for part in parts.reversed() {
                let values = discriminatorValues(of: part, property: property, depth: depth + 1)
                if !values.isEmpty { return values }
            }
            return []
        default:
            return []
        }
    }

    /// The strings a string schema allows, following references.
    private func allowedStrings(of schema: JSONSchema, depth: Int) -> [String] {
        guard depth < 16 else { return [] }
        switch schema.value {
        case .string(let core, _):
            return Self.strings(core.allowedValues) ?? []
        case .fragment(let core):
            return Self.strings(core.allowedValues) ?? []
        case .reference(.internal(.component(let key)), _):
            guard let component = componentSchemas[key] else { return [] }
            return allowedStrings(of: component, depth: depth + 1)
        default:
            return []
        }
    }

    /// The Swift names of a union's cases: from the discriminator value (when the case has one),
    /// the constant, the component (without the words all components share), the title, or the
    /// payload's type.
    private func caseNames(_ drafts: [CaseDraft], discriminated: Bool) -> [String] {
        var referenced: [Int: Int] = [:]
        var words: [[String]] = []
        for (index, draft) in drafts.enumerated() {
            if case .declared(let id) = draft.payload, declarations[id].parent == nil {
                referenced[index] = words.count
                words.append(Naming.words(declarations[id].name))
            }
        }
        let stripped = Self.strippingCommonWords(words)
        var taken: Set<String> = discriminated ? ["unknown"] : []
        return drafts.enumerated().map { index, draft in
            let base: String
            if discriminated, let value = draft.values.first, draft.values.count == 1 || referenced[index] == nil {
                base = Self.caseName(forValue: value)
            } else if let constant = draft.constant {
                base = Self.caseName(forValue: constant)
            } else if let position = referenced[index], position < stripped.count {
                base = Naming.memberName(stripped[position].joined(separator: " "))
            } else if let title = draft.title {
                base = Naming.memberName(title)
            } else {
                base = caseName(forType: draft.payload ?? .json)
            }
            return Self.uniqueMember(discriminated && base == "unknown" ? "unknownValue" : base, taken: &taken)
        }
    }

    /// The words of each name without the words at the start and at the end that all share,
    /// keeping at least one word of each.
    static func strippingCommonWords(_ names: [[String]]) -> [[String]] {
        guard names.count >= 2, let shortest = names.map(\.count).min(), let first = names.first else {
            return names
        }
        var prefix = 0
        while prefix < shortest, names.allSatisfy({ $0[prefix] == first[prefix] }) { prefix += 1 }
        var suffix = 0
        while suffix < shortest,
            names.allSatisfy({ $0[$0.count - 1 - suffix] == first[first.count - 1 - suffix] })
        {
            suffix += 1
        }
        while prefix + suffix >= shortest, prefix + suffix > 0 {
            if suffix > 0 { suffix -= 1 } else { prefix -= 1 }
        }
        return names.map { Array($0[prefix..<($0.count - suffix)]) }
    }

    /// A case name for a union variant, after its Swift type.
    private func caseName(forType type: ModelType) -> String {
        switch type {
        case .string: "string"
        case .integer: "integer"
        case .number: "number"
        case .boolean: "bool"
        case .json: "value"
        case .dictionary: "dictionary"
        case .optional(let wrapped): caseName(forType: wrapped)
        case .array(let element): Self.plural(caseName(forType: element))
        case .declared(let id): Naming.memberName(declarations[id].name)
        }
    }

    /// The plural of a case name: `strings`, `entries`, `statusList`.
    static func plural(_ name: String) -> String {
        let bare = Self.bare(name)
        if bare.hasSuffix("y"), let before = bare.dropLast().last, !"aeiou".contains(before) {
            return bare.dropLast() + "ies"
        }
        return bare.hasSuffix("s") ? bare + "List" : bare + "s"
    }

    /// A case name for a string value: `in_progress` and `IN_PROGRESS` are `inProgress`, the
    /// empty string is `empty`.
    static func caseName(forValue value: String) -> String {
        if value.isEmpty { return "empty" }
        let hasLowercase = value.contains { $0.isLowercase }
        return Naming.memberName(hasLowercase ? value : value.lowercased())
    }

    /// `name`, changed where it would not work as a member (`self`, `init`), and numbered when
    /// `taken` has it; then taken.
    static func uniqueMember(_ name: String, taken: inout Set<String>) -> String {
        var bare = Self.bare(name)
        if ["self", "init", "super", "deinit", "subscript", "Type", "Protocol", "Self"].contains(bare) {
            bare += "Value"
        }
        var candidate = bare
        var number = 2
        while taken.contains(candidate) {
            candidate = "\(bare)\(number)"
            number += 1
        }
        taken.insert(candidate)
        return Naming.keywords.contains(candidate) ? "`\(candidate)`" : candidate
    }
}

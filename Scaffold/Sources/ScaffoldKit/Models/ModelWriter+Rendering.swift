extension ModelWriter {
    /// The longest line the files have where they can break it.
    static let lineLength = 120

    /// One indentation step.
    static let step = "    "

    /// The files: one per top-level declaration, and the support types used, by path.
    func render() -> [GeneratedFile] {
        let layout = makeLayout()
        var files: [GeneratedFile] = []
        var paths: Set<String> = []
        var usesJSON = false
        for id in topLevel {
            var lines = ["import Foundation", ""]
            lines += Self.ignoringOverlongLines(declarationLines(id, indent: "", layout: layout))
            usesJSON = usesJSON || treeUsesJSON(id)
            var path = "Models/\(layout.names[id]).swift"
            var number = 2
            while !paths.insert(path.lowercased()).inserted {
                path = "Models/\(layout.names[id])\(number).swift"
                number += 1
            }
            files.append(GeneratedFile(path: path, contents: lines.joined(separator: "\n") + "\n"))
        }
        if usesJSON {
            files.append(GeneratedFile(path: "Support/AnyJSON.swift", contents: Self.jsonValueSource))
        }
        if !layout.boxed.isEmpty {
            files.append(GeneratedFile(path: "Support/Indirect.swift", contents: Self.indirectSource))
        }
        if declarations.indices.contains(where: { weighsMembers(DeclarationID($0)) }) {
            files.append(GeneratedFile(path: "Support/ObjectMembers.swift", contents: Self.objectMembersSource))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// `lines` of a top-level declaration, with `// swift-format-ignore` before the declaration
    /// when a line of code is longer than a line may be and could not be broken (a name of
    /// a hundred letters).
    static func ignoringOverlongLines(_ lines: [String]) -> [String] {
        let overlong = lines.contains { line in
            line.count > lineLength && !line.trimmingCharacters(in: .whitespaces).hasPrefix("///")
        }
        guard overlong, let declaration = lines.firstIndex(where: { !$0.hasPrefix("///") }) else { return lines }
        var result = lines
        result.insert("// swift-format-ignore", at: declaration)
        return result
    }

    /// Whether the declaration `id`, or one nested in it, spells `AnyJSON`.
    private func treeUsesJSON(_ id: DeclarationID) -> Bool {
        var stack = [id]
        while let current = stack.popLast() {
            if case .union(let union) = declarations[current].body, union.discriminator != nil { return true }
            if storedTypes(of: current).contains(where: \.mentionsJSON) { return true }
            if case .unread = declarations[current].body { return true }
            if case .reading = declarations[current].body { return true }
            stack += declarations[current].children
        }
        return false
    }

    /// The lines of a declaration and of those nested in it.
    func declarationLines(_ id: DeclarationID, indent: String, layout: Layout) -> [String] {
        let declaration = declarations[id]
        let name = layout.names[id]
        var lines = Naming.documentation(declaration.documentation, indent: indent)
        switch declaration.body {
        case .structure(let properties, let notes):
            if !notes.isEmpty {
                if !lines.isEmpty { lines.append(indent + "///") }
                lines += notes.map { indent + "/// " + $0 }
            }
            lines += structureLines(id, name: name, properties: properties, indent: indent, layout: layout)
        case .enumeration(let values):
            lines += enumerationLines(name: name, values: values, indent: indent)
        case .union(let union):
            lines += unionLines(id, name: name, union: union, indent: indent, layout: layout)
        case .alias(let type):
            lines.append("\(indent)typealias \(name) = \(spell(type, from: declaration.parent, names: layout.names))")
        case .unread, .reading:
            lines.append("\(indent)typealias \(name) = AnyJSON")
        }
        return lines
    }

    /// The lines of the declarations nested in `id`, each after an empty line.
    private func childLines(_ id: DeclarationID, indent: String, layout: Layout) -> [String] {
        var lines: [String] = []
        for child in declarations[id].children {
            lines.append("")
            lines += declarationLines(child, indent: indent, layout: layout)
        }
        return lines
    }

    // MARK: - Structs

    /// A struct: its properties, its coding keys when a JSON name is not the Swift name, and
    /// its nested types.
    private func structureLines(
        _ id: DeclarationID,
        name: String,
        properties: [ModelProperty],
        indent: String,
        layout: Layout
    ) -> [String] {
        let inner = indent + Self.step
        let conformances = ["Codable", "Sendable"]
        if properties.isEmpty && declarations[id].children.isEmpty {
            return Self.header(indent, "struct", name, conformances, empty: true)
        }
        var lines = Self.header(indent, "struct", name, conformances)
        var taken: Set<String> = []
        let swiftNames = properties.map { Self.uniqueMember(Naming.memberName($0.jsonName), taken: &taken) }
        for (index, property) in properties.enumerated() {
            let documentation = Naming.documentation(property.documentation, indent: inner)
            if index > 0 && !documentation.isEmpty { lines.append("") }
            lines += documentation
            let boxed = layout.boxed.contains(PropertyPosition(declaration: id, index: index))
            var type = spell(property.type, from: id, names: layout.names)
            if boxed { type = "Indirect<\(type)>" }
            if property.isOptional { type += "?" }
            let declaration = "\(inner)var \(swiftNames[index]): \(type)"
            if let constant = property.constant, property.type == .string, !property.isOptional, !boxed {
                lines += Self.assignment(declaration, Naming.literal(constant), indent: inner)
            } else {
                lines.append(declaration)
            }
        }
        let renamed = properties.indices.filter { Self.bare(swiftNames[$0]) != properties[$0].jsonName }
        let writesNull = properties.contains { $0.required && $0.nullable }
        if !renamed.isEmpty || writesNull {
            if !properties.isEmpty { lines.append("") }
            lines.append("\(inner)enum CodingKeys: String, CodingKey {")
            for (index, property) in properties.enumerated() {
                let head = "\(inner)\(Self.step)case \(swiftNames[index])"
                if Self.bare(swiftNames[index]) == property.jsonName {
                    lines.append(head)
                } else {
                    lines += Self.assignment(head, Naming.literal(property.jsonName), indent: inner + Self.step)
                }
            }
            lines.append("\(inner)}")
        }
        if writesNull {
            lines += nullWritingEncoder(properties, swiftNames: swiftNames, indent: inner)
        }
        lines += childLines(id, indent: inner, layout: layout)
        lines.append("\(indent)}")
        return lines
    }

    /// `encode(to:)` for a struct with a required property that may be `null`: it writes that
    /// property as `null` when it is `nil` (the synthesized one would leave it out), the
    /// others as the synthesized one does.
    private func nullWritingEncoder(_ properties: [ModelProperty], swiftNames: [String], indent: String) -> [String] {
        let body = indent + Self.step
        var lines = [
            "",
            "\(indent)/// Writes a required property that is `nil` as `null`.",
            "\(indent)func encode(to encoder: any Encoder) throws {",
            "\(body)var container = encoder.container(keyedBy: CodingKeys.self)",
        ]
        for (index, property) in properties.enumerated() {
            let method = property.isOptional && !property.required ? "encodeIfPresent" : "encode"
            let name = swiftNames[index]
            let value = ["container", "encoder", "encode"].contains(Self.bare(name)) ? "self.\(name)" : name
            let line = "\(body)try container.\(method)(\(value), forKey: .\(name))"
            if line.count <= Self.lineLength {
                lines.append(line)
            } else {
                lines += [
                    "\(body)try container.\(method)(",
                    "\(body)\(Self.step)\(value),",
                    "\(body)\(Self.step)forKey: .\(name)",
                    "\(body))",
                ]
            }
        }
        lines.append("\(indent)}")
        return lines
    }

    /// The line that opens a type, or its lines broken as swift-format breaks them: the
    /// conformances that fit after the name, the others on the next line, the brace on its own.
    private static func header(
        _ indent: String,
        _ keyword: String,
        _ name: String,
        _ conformances: [String],
        empty: Bool = false
    ) -> [String] {
        let brace = empty ? "{}" : "{"
        let line = "\(indent)\(keyword) \(name): \(conformances.joined(separator: ", ")) \(brace)"
        guard line.count > lineLength else { return [line] }
        var first = "\(indent)\(keyword) \(name):"
        var rest = conformances
        while rest.count > 1, let next = rest.first, first.count + next.count + 2 <= lineLength {
            first += " \(next),"
            rest.removeFirst()
        }
        return [first, indent + step + rest.joined(separator: ", "), indent + brace]
    }

    /// `head = value` on one line, or with the value on the next line when it does not fit.
    private static func assignment(_ head: String, _ value: String, indent: String) -> [String] {
        let line = "\(head) = \(value)"
        guard line.count > lineLength else { return [line] }
        return ["\(head) =", indent + step + value]
    }

    /// `name` without backticks.
    static func bare(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
    }

    // MARK: - String enums

    /// The Swift names of a string enum's cases.
    static func enumerationCaseNames(_ values: [String]) -> [String] {
        let reserved: Set<String> = ["unknown", "rawValue", "hashValue"]
        var taken = reserved
        return values.map { value in
            let name = caseName(forValue: value)
            return uniqueMember(reserved.contains(name) ? name + "Value" : name, taken: &taken)
        }
    }

    /// An enum of strings that keeps a value it does not know.
    private func enumerationLines(name: String, values: [String], indent: String) -> [String] {
        let inner = indent + Self.step
        let body = inner + Self.step
        let cases = Self.enumerationCaseNames(values)
        var lines = Self.header(indent, "enum", name, ["Codable", "Sendable", "Hashable"])
        lines += cases.map { "\(inner)case \($0)" }
        lines += [
            "\(inner)/// A value this code does not know yet.",
            "\(inner)case unknown(String)",
            "",
            "\(inner)/// The value as JSON writes it.",
            "\(inner)var rawValue: String {",
            "\(body)switch self {",
        ]
        for (index, value) in values.enumerated() {
            lines += Self.caseLines("\(body)case .\(cases[index]):", Naming.literal(value), indent: body)
        }
        lines += [
            "\(body)case .unknown(let value): value",
            "\(body)}",
            "\(inner)}",
            "",
            "\(inner)/// The case of `rawValue`: a known value's, or `unknown`.",
            "\(inner)init(rawValue: String) {",
            "\(body)switch rawValue {",
        ]
        for (index, value) in values.enumerated() {
            lines += Self.caseLines("\(body)case \(Naming.literal(value)):", "self = .\(cases[index])", indent: body)
        }
        lines += [
            "\(body)default: self = .unknown(rawValue)",
            "\(body)}",
            "\(inner)}",
            "",
            "\(inner)init(from decoder: any Decoder) throws {",
            "\(body)self.init(rawValue: try decoder.singleValueContainer().decode(String.self))",
            "\(inner)}",
            "",
            "\(inner)func encode(to encoder: any Encoder) throws {",
            "\(body)var container = encoder.singleValueContainer()",
            "\(body)try container.encode(rawValue)",
            "\(inner)}",
            "\(indent)}",
        ]
        return lines
    }

    /// `case …: statement` on one line, or the statement on the next line when it does not fit.
    private static func caseLines(_ label: String, _ statement: String, indent: String) -> [String] {
        let line = "\(label) \(statement)"
        guard line.count > lineLength else { return [line] }
        return [label, indent + step + statement]
    }

    // MARK: - oneOf and anyOf

    /// An enum with a case for each variant of a `oneOf` or `anyOf`.
    private func unionLines(
        _ id: DeclarationID,
        name: String,
        union: ModelUnion,
        indent: String,
        layout: Layout
    ) -> [String] {
        let inner = indent + Self.step
        let body = inner + Self.step
        let keyword = layout.indirect.contains(id) ? "indirect enum" : "enum"
        var lines = Self.header(indent, keyword, name, ["Codable", "Sendable"])
        let payloads = union.cases.map { $0.payload.map { spell($0, from: id, names: layout.names) } }
        for (index, variant) in union.cases.enumerated() {
            lines += Naming.documentation(variant.documentation, indent: inner)
            if let payload = payloads[index] {
                lines += Self.wrapped("case \(variant.name)(", payload, ")", indent: inner)
            } else {
                lines.append("\(inner)case \(variant.name)")
            }
        }
        if let discriminator = union.discriminator {
            lines += [
                "\(inner)/// A variant this code does not know yet, as it was received.",
                "\(inner)case unknown(AnyJSON)",
                "",
                "\(inner)private enum CodingKeys: String, CodingKey {",
            ]
            lines += Self.assignment("\(body)case discriminator", Naming.literal(discriminator), indent: body)
            lines.append("\(inner)}")
        }
        lines += ["", "\(inner)init(from decoder: any Decoder) throws {"]
        lines.append("\(body)let container = try decoder.singleValueContainer()")
        if union.discriminator != nil {
            lines += discriminatedDecoding(name: name, union: union, payloads: payloads, indent: body)
        } else {
            lines += attempts(
                name: name,
                union: union,
                payloads: payloads,
                fallback: nil,
                weighingMembers: true,
                indent: body
            )
        }
        lines += [
            "\(inner)}",
            "",
            "\(inner)func encode(to encoder: any Encoder) throws {",
            "\(body)var container = encoder.singleValueContainer()",
            "\(body)switch self {",
        ]
        for variant in union.cases {
            if variant.payload != nil {
                lines += ["\(body)case .\(variant.name)(let value):", "\(body)\(Self.step)try container.encode(value)"]
            } else {
                lines += [
                    "\(body)case .\(variant.name):",
                    "\(body)\(Self.step)try container.encode(\(Naming.literal(variant.constant ?? "")))",
                ]
            }
        }
        if union.discriminator != nil {
            lines += ["\(body)case .unknown(let value):", "\(body)\(Self.step)try container.encode(value)"]
        }
        lines += ["\(body)}", "\(inner)}"]
        lines += childLines(id, indent: inner, layout: layout)
        lines.append("\(indent)}")
        return lines
    }

    /// Decoding by the discriminator: a `switch` over its value, and for another value the
    /// variants without a value of their own in order, then `unknown`.
    private func discriminatedDecoding(
        name: String,
        union: ModelUnion,
        payloads: [String?],
        indent: String
    ) -> [String] {
        let inner = indent + Self.step
        var lines = [
            "\(indent)let kind = try? decoder.container(keyedBy: CodingKeys.self)"
                + ".decode(String.self, forKey: .discriminator)",
            "\(indent)switch kind {",
        ]
        var fallbacks = ModelUnion(cases: [], discriminator: nil)
        for (index, variant) in union.cases.enumerated() {
            guard let payload = payloads[index], !variant.discriminatorValues.isEmpty else {
                fallbacks.cases.append(variant)
                continue
            }
            lines += Self.filled("case ", variant.discriminatorValues.map(Naming.literal), ":", indent: indent)
            lines += Self.wrapped(
                "self = .\(variant.name)(",
                "try container.decode(\(payload).self)",
                ")",
                indent: inner
            )
        }
        lines.append("\(indent)default:")
        let fallbackPayloads = fallbacks.cases.map { variant in
            union.cases.firstIndex { $0.name == variant.name }.flatMap { payloads[$0] }
        }
        lines += attempts(
            name: name,
            union: fallbacks,
            payloads: fallbackPayloads,
            fallback: "self = .unknown(try container.decode(AnyJSON.self))",
            indent: inner
        )
        lines.append("\(indent)}")
        return lines
    }

    /// Decoding by trying each variant: with `weighingMembers` (two structs or more), first each
    /// struct that writes back every member of the object; then the constants, then the others
    /// in order, except that a struct with more required properties goes before one with fewer
    /// (which would decode from the same JSON, losing the rest); then `fallback`, or an error.
    private func attempts(
        name: String,
        union: ModelUnion,
        payloads: [String?],
        fallback: String?,
        weighingMembers: Bool = false,
        indent: String
    ) -> [String] {
        let inner = indent + Self.step
        var lines: [String] = []
        var opener = "if "
        let order = union.cases.indices.filter { payloads[$0] != nil }.enumerated()
            .sorted { left, right in
                let leftCount = requiredCount(union.cases[left.element].payload)
                let rightCount = requiredCount(union.cases[right.element].payload)
                return leftCount != rightCount ? leftCount > rightCount : left.offset < right.offset
            }
            .map(\.element)
        // Structs first as they keep every member of the object, then as they decode.
        let structs = order.filter { requiredCount(ofStruct: union.cases[$0].payload) != nil }
        if weighingMembers && structs.count >= 2 {
            lines.append("\(indent)let members = ObjectMembers(decoder)")
            for index in structs {
                guard let payload = payloads[index] else { continue }
                let open = "\(opener)let value = try? container.decode("
                lines += Self.wrapped(open, "\(payload).self", "), members.kept(by: value) {", indent: indent)
                lines += Self.wrapped("self = .\(union.cases[index].name)(", "value", ")", indent: inner)
                opener = "} else if "
            }
        }
        for variant in union.cases where variant.payload == nil {
            let constant = Naming.literal(variant.constant ?? "")
            lines.append("\(indent)\(opener)let text = try? container.decode(String.self), text == \(constant) {")
            lines.append("\(inner)self = .\(variant.name)")
            opener = "} else if "
        }
        for index in order {
            guard let payload = payloads[index] else { continue }
            let variant = union.cases[index]
            let open = "\(opener)let value = try? container.decode("
            lines += Self.wrapped(open, "\(payload).self", ") {", indent: indent)
            lines += Self.wrapped("self = .\(variant.name)(", "value", ")", indent: inner)
            opener = "} else if "
        }
        let last =
            fallback.map { ["\(indent)\($0)"] } ?? [
                "\(indent)throw DecodingError.dataCorruptedError(",
                "\(inner)in: container,",
                "\(inner)debugDescription: \(Naming.literal("The value is none of the variants of \(name)."))",
                "\(indent))",
            ]
        if lines.isEmpty { return last }
        lines.append("\(indent)} else {")
        lines += last.map { Self.step + $0 }
        lines.append("\(indent)}")
        return lines
    }

    /// The number of required properties of the struct `type` is (through aliases), else 0.
    private func requiredCount(_ type: ModelType?) -> Int {
        requiredCount(ofStruct: type) ?? 0
    }

    /// The number of required properties of the struct `type` is (through aliases); `nil` when
    /// it is no struct.
    private func requiredCount(ofStruct type: ModelType?) -> Int? {
        guard case .declared(var id) = type else { return nil }
        for _ in 0..<64 {
            switch declarations[id].body {
            case .structure(let properties, _): return properties.filter(\.required).count
            case .alias(.declared(let next)): id = next
            default: return nil
            }
        }
        return nil
    }

    /// Whether `id` is a union without a discriminator of two structs or more, whose decoding
    /// weighs the members each keeps (``objectMembersSource``).
    private func weighsMembers(_ id: DeclarationID) -> Bool {
        guard case .union(let union) = declarations[id].body, union.discriminator == nil else { return false }
        return union.cases.filter { requiredCount(ofStruct: $0.payload) != nil }.count >= 2
    }

    /// `head items… tail`, the items separated by commas, filling lines at `indent` and the
    /// lines after one step further, as swift-format breaks a list of case patterns.
    private static func filled(_ head: String, _ items: [String], _ tail: String, indent: String) -> [String] {
        var lines: [String] = []
        var line = indent + head
        var isFirst = true
        for (index, item) in items.enumerated() {
            let piece = item + (index == items.count - 1 ? tail : ",")
            let separator = isFirst ? "" : " "
            if !isFirst && line.count + separator.count + piece.count > lineLength {
                lines.append(line)
                line = indent + step + piece
            } else {
                line += separator + piece
            }
            isFirst = false
        }
        lines.append(line)
        return lines
    }

    /// `open argument close` on one line at `indent`, or over three when it does not fit, as
    /// swift-format breaks a call.
    private static func wrapped(_ open: String, _ argument: String, _ close: String, indent: String) -> [String] {
        let line = indent + open + argument + close
        guard line.count > lineLength, open.hasSuffix("(") else { return [line] }
        return [indent + open, indent + step + argument, indent + close]
    }
}

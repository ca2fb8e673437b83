import Foundation
import OpenAPIKit

/// Writes the declarations as Swift: one file per resource tree, in the document's order.
struct ResourceWriter {
    let declarations: [Declaration]

    /// The step's Swift text for `route`.
    static func render(_ step: Step, _ route: Route, _ modeller: Modeller) -> String {
        switch step {
        case .namespace(let declaration): return "\(declaration.name).at"
        case .singleton(let declaration):
            // A singleton that is not read is a parent by its `at` (#64).
            return declaration.capabilities.contains("IsShowable")
                ? "\(declaration.name).show" : "\(declaration.name).at"
        case .record(let declaration): return "\(declaration.name).at(\(modeller.arguments(declaration, route)))"
        case .verb(let declaration, let verb, let withID):
            if withID { return "\(declaration.name).\(verb)(\(modeller.arguments(declaration, route)))" }
            return "\(declaration.name).\(verb)"
        }
    }

    /// The path expression of `route`, levels joined by ` / `.
    static func expression(_ route: Route, _ modeller: Modeller) -> String? {
        route.steps.map { steps in steps.map { render($0, route, modeller) }.joined(separator: " / ") }
    }

    func files(header: String) -> [GeneratedFile] {
        var trees: [String: [Declaration]] = [:]
        var order: [String] = []
        for declaration in declarations {
            let root = declaration.treeRoot.name
            if trees[root] == nil { order.append(root) }
            trees[root, default: []].append(declaration)
        }
        var encodable: [String] = []
        var files: [GeneratedFile] = []
        for root in order {
            let members = trees[root] ?? []
            var text = header + "import Foundation\nimport Yopuy\n"
            for declaration in members {
                text += "\n" + render(declaration)
                if let queries = queryBuilders(declaration) { text += "\n" + queries }
                for body in declaration.bodies.values.sorted() where !encodable.contains(body) {
                    encodable.append(body)
                }
            }
            files.append(GeneratedFile(path: "Resources/\(root)+Resources.swift", contents: text))
        }
        var enums: [String] = []
        for declaration in declarations {
            for (_, route) in declaration.operations {
                for parameter in route.operation.queryParameters {
                    guard let type = route.queryTypes[parameter.name] else { continue }
                    let element = type.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
                    if !enums.contains(element) { enums.append(element) }
                }
            }
        }
        if !enums.isEmpty {
            var text = header + "import Yopuy\n\n"
            text += "// The enums that typed queries send, as the document writes their values.\n"
            for type in enums {
                text += "\nextension \(type): QueryValueConvertible {\n"
                text += "    /// The value as the query sends it: its raw value, a known case's or the unknown one.\n"
                text += "    var queryValue: QueryValue { .string(rawValue) }\n}\n"
            }
            files.append(GeneratedFile(path: "Resources/QueryValues.swift", contents: text))
        }
        if !encodable.isEmpty {
            var text = header + "import Yopuy\n\n"
            text += "// The models that requests send as JSON bodies.\n"
            for body in encodable {
                text += "extension \(body): EncodesJSON {}\n"
            }
            files.append(GeneratedFile(path: "Resources/RequestBodies.swift", contents: text))
        }
        return files
    }

    private static let protocols: [Declaration.Kind: String] = [
        .root: "RootResource", .child: "ChildResource", .singularRoot: "SingularRootResource",
        .singularChild: "SingularChildResource", .rootNamespace: "RootNamespace", .childNamespace: "ChildNamespace",
        .recordAction: "RecordAction", .collectionAction: "CollectionAction",
    ]

    func render(_ declaration: Declaration) -> String {
        var lines = documentation(declaration)
        var conformances = [Self.protocols[declaration.kind] ?? "RootResource"] + declaration.capabilities
        if declaration.answersNoContent && !declaration.isNamespace
            && (declaration.isAction || declaration.operations.contains { $0.verb != "list" })
        {
            conformances.append("AnswersNoContent")
        }
        let statuses = Self.declaredStatuses(declaration)
        if !statuses.isEmpty { conformances.append("AnswersStatus") }
        let keyword = declaration.isModel ? "extension" : declaration.isRecords ? "struct" : "enum"
        lines.append("\(keyword) \(declaration.name): \(conformances.joined(separator: ", ")) {")
        var body: [String] = []
        if let parent = declaration.parent, declaration.kind != .rootNamespace {
            body.append("typealias Parent = \(parent.name)")
        }
        if let target = declaration.target { body.append("typealias Target = \(target.name)") }
        if let method = declaration.method {
            if let bodyType = declaration.bodies["Method"], ["POST", "PUT", "PATCH"].contains(method) {
                body.append("typealias Method = \(method)With<\(bodyType)>")
            } else {
                body.append("typealias Method = \(method)")
            }
        }
        if declaration.streams == .events { body.append("typealias Kind = EventStreamPath") }
        for key in ["CreateBody", "ReplaceBody", "UpdateBody"] {
            if let type = declaration.bodies[key] { body.append("typealias \(key) = \(type)") }
        }
        body.append("static let path = \(Naming.literal(declaration.path))")
        if let suffix = declaration.operations.first?.route.suffix, !suffix.isEmpty {
            body.append("static let pathSuffix = \(Naming.literal(suffix))")
        }
        if declaration.isRecords, !declaration.isModel, let idType = declaration.idType {
            body.append("")
            body.append(
                "/// The record's ID: \(declaration.idParts.map { "`\(Naming.inline($0.name))`" }.joined(separator: ", "))."
            )
            body.append("let id: \(idType)")
        }
        let needsSingular =
            !declaration.isNamespace && !declaration.answersNoContent
            && (declaration.isAction || declaration.operations.contains { $0.verb != "list" })
        if needsSingular {
            let type = declaration.singular ?? "AnyJSON"
            body.append("")
            body.append(contentsOf: parser("singular", type))
        }
        if declaration.streams == .events {
            body.append("")
            body.append("/// Reads one event's data; the `[DONE]` that ends the stream is skipped.")
            body.append("static func parse(event: ServerSentEvent) throws -> \(declaration.singular ?? "AnyJSON")? {")
            body.append("    event.data == \"[DONE]\" ? nil : try parse(singular: Data(event.data.utf8))")
            body.append("}")
        }
        if let collection = declaration.collection, declaration.capabilities.contains("IsListable") {
            body.append("")
            body.append(contentsOf: parser("collection", collection))
        }
        if !statuses.isEmpty {
            body.append("")
            body.append("/// The statuses the document gives its successes, where they are not their verbs' own.")
            body.append("static func answerStatus(for method: HTTPMethod) -> Int? {")
            body.append("    switch method {")
            for (method, status) in statuses {
                let known = ["GET", "POST", "PUT", "PATCH", "DELETE"].contains(method)
                body.append(
                    "    case \(known ? "." + method.lowercased() : "HTTPMethod(rawValue: \(Naming.literal(method)))"): \(status)"
                )
            }
            body.append("    default: nil")
            body.append("    }")
            body.append("}")
        }
        lines += body.map { $0.isEmpty ? "" : "    " + $0 }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The status of each method whose successes the document gives none of the statuses its
    /// verb answers by default (201 for a create, 204 for nothing, 200 for the rest): the first
    /// it gives, when it is one the document gives every operation of that method (a list and a
    /// show). Where they disagree nothing is declared, and the check leaves them out
    /// (``statusIsSaid(_:_:_:)``).
    static func declaredStatuses(_ declaration: Declaration) -> [(method: String, status: Int)] {
        guard !declaration.isNamespace, declaration.streams == nil else { return [] }
        var byMethod: [(method: String, operations: [(verb: String, operation: APIOperation)])] = []
        for (verb, route) in declaration.operations where route.operation.method != "HEAD" {
            if let index = byMethod.firstIndex(where: { $0.method == route.operation.method }) {
                byMethod[index].operations.append((verb, route.operation))
            } else {
                byMethod.append((route.operation.method, [(verb, route.operation)]))
            }
        }
        return byMethod.compactMap { method, operations in
            let documented = operations.filter { !$0.operation.successStatuses.isEmpty }
            guard
                documented.contains(where: {
                    !$0.operation.successStatuses.contains(verbStatus($0.verb, $0.operation, declaration))
                }),
                let first = documented.first?.operation.successStatuses.first,
                documented.allSatisfy({ $0.operation.successStatuses.contains(first) })
            else { return nil }
            return (method, first)
        }
    }

    /// Whether a server of the declaration answers `operation`'s success with a status the
    /// document gives: its declared one, or its verb's own.
    static func statusIsSaid(_ verb: String, _ operation: APIOperation, _ declaration: Declaration) -> Bool {
        let declared = declaredStatuses(declaration).first { $0.method == operation.method }?.status
        return operation.successStatuses.contains(declared ?? verbStatus(verb, operation, declaration))
    }

    /// The status a server answers `operation`'s success with when its declaration declares
    /// none: 204 for nothing, 201 for a create, 200 for the rest. A list always has a body to
    /// answer unless the document gives it none.
    static func verbStatus(_ verb: String, _ operation: APIOperation, _ declaration: Declaration) -> Int {
        var nothing = declaration.answersNoContent && verb != "list"
        if case .none = operation.answer { nothing = true }
        return nothing ? 204 : verb == "create" ? 201 : 200
    }

    private func parser(_ label: String, _ type: String) -> [String] {
        let decode = type == "Data" ? "data" : "try JSONDecoder().decode(\(type).self, from: data)"
        return [
            "/// Reads \(label == "singular" ? "an answer" : "a list") as `\(type)`.",
            "static func parse(\(label) data: Data) throws -> \(type) {",
            "    \(decode)",
            "}",
        ]
    }

    /// The declaration's doc comment: what it is, then each operation it says.
    private func documentation(_ declaration: Declaration) -> [String] {
        var lines: [String] = []
        if declaration.isNamespace {
            lines.append("/// The `\(Naming.inline(declaration.path))` level, which holds the levels below it.")
            return lines
        }
        let builders = Self.builderNames(declaration)
        var said: [(call: String, operation: APIOperation, builder: String?)] = []
        for (verb, route) in declaration.operations {
            let builder = builders[ObjectIdentifier(route)]
            var call = verb == "action" ? (declaration.streams == .events ? "events" : "action") : verb
            if route.operation.method == "HEAD" { call += "`, for `service.head" }
            said.append((call, route.operation, builder))
            for head in route.operation.heads where declaration.streams != .events {
                said.append(("\(verb)`'s path with `service.head", head, builder))
            }
        }
        for (index, (call, operation, builder)) in said.enumerated() {
            if index > 0 { lines.append("///") }
            var head = "/// `\(operation.method) \(Naming.inline(operation.template))`"
            if let query = operation.fixedQuery {
                head += " with `?\(Naming.inline(query))`"
                if let builder { head += " (pass `query: \(declaration.name).\(builder)(…)`, which holds it)" }
            }
            head += " (`\(call)`)"
            if let summary = operation.summary, !summary.isEmpty {
                head += ": " + summary.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            // The summary's line breaks, of every kind, become spaces: one line of comment.
            lines.append("/// " + Naming.oneLine(String(head.dropFirst(4))))
            if operation.urlTemplate != operation.template {
                let name = operation.template.dropFirst(operation.urlTemplate.count)
                lines.append("///")
                lines.append("/// `\(name)` only tells this operation from the others on its URL:")
                lines.append("/// the request goes to `\(operation.urlTemplate)`.")
            }
            if operation.isDeprecated {
                lines.append("///")
                lines.append("/// Deprecated by the API.")
            }
            if let details = operation.details, details != operation.summary {
                let text = details.count > 600 ? String(details.prefix(600)) + "…" : details
                lines.append("///")
                lines += Naming.documentation(text)
            }
            if operation.method == "HEAD" && !said.contains(where: { $0.operation.method == "GET" }) {
                lines.append("///")
                lines.append(
                    "/// The API has no `GET` here: this `show` is declared for `service.head`, which takes a `GET` path."
                )
            }
            if !operation.queryParameters.isEmpty {
                lines.append("///")
                lines.append("/// Query:")
                for parameter in operation.queryParameters {
                    var line = "/// - `\(Naming.inline(parameter.name))`"
                    line += parameter.isRequired ? " (required)" : ""
                    if let type = Self.describe(parameter.schema) { line += ", \(type)" }
                    if let text = Naming.firstLine(parameter.description) {
                        line += ": " + text
                    }
                    lines.append(line)
                }
            }
            if case .multipart = operation.body {
                lines.append("///")
                lines.append("/// Send its body as a `MultipartForm`.")
            } else if case .other(let type) = operation.body {
                lines.append("///")
                lines.append("/// Send its body as `\(type)` bytes.")
            }
        }
        return lines
    }

    /// The names of the typed query builders of `declaration`, by route: one for each operation
    /// that takes query parameters or whose path key carries a query.
    static func builderNames(_ declaration: Declaration) -> [ObjectIdentifier: String] {
        var names: [ObjectIdentifier: String] = [:]
        var taken: Set<String> = []
        for (verb, route) in declaration.operations
        where !route.operation.queryParameters.isEmpty || route.operation.fixedQuery != nil {
            var name = (verb == "action" ? "" : verb) + (verb == "action" ? "query" : "Query")
            if taken.contains(name) {
                name = Naming.memberName(Planner<UntypedSchemas>.operationName(route.operation)) + "Query"
            }
            guard !taken.contains(name) else { continue }
            taken.insert(name)
            names[ObjectIdentifier(route)] = name
        }
        return names
    }

    /// Typed builders of the queries of the declaration's operations, one per operation that
    /// takes query parameters or has a fixed query: `ThreadRun.listQuery(limit: 20, order: .asc)`.
    func queryBuilders(_ declaration: Declaration) -> String? {
        var functions: [String] = []
        let names = Self.builderNames(declaration)
        for (_, route) in declaration.operations {
            guard let name = names[ObjectIdentifier(route)] else { continue }
            let operation = route.operation
            let fixed = operation.fixedQueryItems
            var labels: Set<String> = []
            var parameters: [(label: String, name: String, type: String, required: Bool, about: String)] = []
            for parameter in operation.queryParameters {
                let label = Naming.memberName(parameter.name, apartFrom: labels)
                labels.insert(label)
                let about =
                    Naming.firstLine(parameter.description) ?? "`\(Naming.inline(parameter.name))`."
                parameters.append(
                    (
                        label, parameter.name, route.queryTypes[parameter.name] ?? Self.swiftType(parameter.schema),
                        parameter.isRequired,
                        about.trimmingTrailingSpaces()
                    )
                )
            }
            var lines = ["/// The query of `\(operation.method) \(Naming.inline(operation.template))`, typed."]
            if let query = operation.fixedQuery {
                lines += [
                    "///",
                    "/// It always holds `\(Naming.inline(query))`, which the document's path key carries: pass it as the call's",
                    "/// query, even with no parameters, and the call sends it.",
                ]
            }
            if !parameters.isEmpty { lines += ["///", "/// - Parameters:"] }
            for parameter in parameters {
                lines.append("///   - \(parameter.label.replacingOccurrences(of: "`", with: "")): \(parameter.about)")
            }
            if parameters.isEmpty { lines.append("///") }
            lines.append(
                fixed.isEmpty
                    ? "/// - Returns: The query, with the parameters that are not `nil`."
                    : "/// - Returns: The query: `\(operation.fixedQuery ?? "")`, then the parameters that are not `nil`."
            )
            let signature = parameters.map { parameter in
                parameter.required
                    ? "\(parameter.label): \(parameter.type)" : "\(parameter.label): \(parameter.type)? = nil"
            }
            lines.append("static func \(name)(\(signature.joined(separator: ", "))) -> Query {")
            // The local is named apart from every parameter: a parameter named `query` would
            // otherwise be hidden by it.
            var local = "query"
            var number = 1
            while labels.contains(local) {
                number += 1
                local = "query\(number)"
            }
            lines.append("    var \(local) = Query()")
            for item in fixed {
                lines.append("    \(local)[\(Naming.literal(item.name))] = .string(\(Naming.literal(item.value)))")
            }
            for parameter in parameters {
                let value = parameter.required ? "\(parameter.label).queryValue" : "\(parameter.label)?.queryValue"
                lines.append("    \(local)[\(Naming.literal(parameter.name))] = \(value)")
            }
            lines.append("    return \(local)")
            lines.append("}")
            if fixed.isEmpty, !parameters.isEmpty {
                lines += [""] + Self.parametersType(named: name, of: operation, parameters)
            }
            functions.append(lines.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n"))
        }
        if functions.isEmpty { return nil }
        return "extension \(declaration.name) {\n" + functions.joined(separator: "\n\n") + "\n}\n"
    }

    /// The query's parameters as a `QueryParameters` struct, beside its builder `builder`
    /// (`listQuery` gives `ListParameters`, `query` gives `Parameters`): one type that a client
    /// sends (`try Query(ArticleResource.ListParameters(author: "ada"))`) and a server reads
    /// (`request.query(as: ArticleResource.ListParameters.self)`).
    static func parametersType(
        named builder: String,
        of operation: APIOperation,
        _ parameters: [(label: String, name: String, type: String, required: Bool, about: String)]
    ) -> [String] {
        var stem = builder.lowercased().hasSuffix("query") ? String(builder.dropLast("query".count)) : builder
        stem = stem.prefix(1).uppercased() + stem.dropFirst()
        let name = stem + "Parameters"
        var lines = [
            "/// The parameters of `\(operation.method) \(Naming.inline(operation.template))`, typed: what a client sends",
            "/// with `try Query(_:)` and a server reads with `request.query(as:)`.",
            "struct \(name): QueryParameters {",
        ]
        for parameter in parameters {
            lines.append("    /// \(parameter.about)")
            lines.append("    var \(parameter.label): \(parameter.type)\(parameter.required ? "" : "?")")
        }
        // With every parameter required, Swift's memberwise initializer is this one (and
        // `--access public` writes it public): swift-format asks for it to be left out.
        if parameters.contains(where: { !$0.required }) {
            lines += ["", "    /// Parameters with each value given."]
            let signature = parameters.map { parameter in
                parameter.required
                    ? "\(parameter.label): \(parameter.type)" : "\(parameter.label): \(parameter.type)? = nil"
            }
            lines.append("    init(\(signature.joined(separator: ", "))) {")
            for parameter in parameters {
                lines.append("        self.\(parameter.label) = \(parameter.label)")
            }
            lines.append("    }")
        }
        if parameters.contains(where: { $0.label.replacingOccurrences(of: "`", with: "") != $0.name }) {
            lines += ["", "    private enum CodingKeys: String, CodingKey {"]
            for parameter in parameters {
                let bare = parameter.label.replacingOccurrences(of: "`", with: "")
                lines.append(
                    bare == parameter.name
                        ? "        case \(parameter.label)"
                        : "        case \(parameter.label) = \(Naming.literal(parameter.name))"
                )
            }
            lines.append("    }")
        }
        lines.append("}")
        return lines
    }

    /// A query parameter's Swift type: `Int`, `Double`, `Bool`, `String`, or an array of one.
    static func swiftType(_ schema: JSONSchema?) -> String {
        switch schema?.value {
        case .integer: return "Int"
        case .number: return "Double"
        case .boolean: return "Bool"
        case .array(_, let context):
            return "[\(swiftType(context.items))]"
        default: return "String"
        }
    }

    /// A parameter's type in words: `integer`, `string: asc, desc`.
    static func describe(_ schema: JSONSchema?) -> String? {
        guard let schema else { return nil }
        switch schema.value {
        case .integer: return "integer"
        case .number: return "number"
        case .boolean: return "boolean"
        case .string:
            if let values = schema.allowedValues, !values.isEmpty {
                return "one of "
                    + values.map { "`\(Naming.inline(String(describing: $0.value)))`" }.joined(separator: ", ")
            }
            return "string"
        case .array: return "array"
        case .object: return "object"
        default: return nil
        }
    }
}

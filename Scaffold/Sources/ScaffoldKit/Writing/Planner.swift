import OpenAPIKit

/// Decides, after the walk, what each declaration parses and sends, splits the operations whose
/// answers differ from their resource's into actions of their own, adds a streaming action for
/// each operation that answers `text/event-stream`, and gives every declaration its name.
struct Planner<Typing: SchemaTyping> {
    var typing: Typing
    var names: NameRegistry
    /// Routes said by the stream actions, beside the document's own.
    private(set) var streamRoutes: [Route] = []
    /// Models that are also resources: their name, by declaration.
    private(set) var modelResources: Set<ObjectIdentifier> = []
    /// The enums that query parameters are typed by, in the order first used.
    private(set) var queryEnums: [String] = []

    init(typing: Typing, names: NameRegistry) {
        self.typing = typing
        self.names = names
    }

    /// The answer's Swift type: `nil` for no content.
    mutating func answerType(of operation: APIOperation) -> String? {
        switch operation.answer {
        case .none: return nil
        case .bytes: return "Data"
        case .json(nil): return "AnyJSON"
        case .json(let schema?):
            return typing.typeName(
                for: schema,
                suggested: operation.answerComponent ?? Self.operationName(operation) + "Response",
                pointer: operation.answerPointer,
                names: &names
            )
        }
    }

    /// The body's Swift type, when it is JSON of a declared type.
    mutating func bodyType(of operation: APIOperation) -> String? {
        guard case .json(let schema) = operation.body else { return nil }
        let name = typing.typeName(
            for: schema,
            suggested: operation.bodyComponent ?? Self.operationName(operation) + "Body",
            pointer: operation.bodyPointer,
            names: &names
        )
        return typing.isDeclared(name) ? name : nil
    }

    /// The operation's name in `UpperCamelCase`: its `operationId`, else its method and path.
    static func operationName(_ operation: APIOperation) -> String {
        if let id = operation.operationID, !id.isEmpty { return Naming.typeName(id) }
        return Naming.typeName(operation.method.lowercased() + " " + operation.template)
    }

    mutating func plan(_ modeller: Modeller) {
        for declaration in modeller.declarations {
            decideTypes(declaration, modeller)
        }
        for declaration in modeller.declarations where !declaration.isStreamVariant {
            for (verb, route) in declaration.operations where route.operation.eventStream != nil {
                addStream(for: route, verb: verb, of: declaration, modeller)
            }
        }
        assignNames(modeller)
        for declaration in modeller.declarations {
            for (verb, route) in declaration.operations { typeQueries(route, verb: verb, of: declaration) }
        }
    }

    /// Types each query parameter of `route` whose values are a string `enum` (or an array of
    /// one) by an enum the models declare, named after the declaration, the verb and the
    /// parameter (`AssistantListOrder`), or the component's own when the schema refers to one.
    private mutating func typeQueries(_ route: Route, verb: String, of declaration: Declaration) {
        for parameter in route.operation.queryParameters {
            guard var element = parameter.schema else { continue }
            var pointer = parameter.pointer
            var isArray = false
            if case .array(_, let context) = element.value, let items = context.items {
                element = items
                pointer += "/items"
                isArray = true
            }
            guard Self.mayBeEnum(element) else { continue }
            if case .string = element.value, element.description?.isEmpty ?? true {
                let operation = route.operation
                element = element.with(
                    description: "The values of the query parameter `\(parameter.name)` of "
                        + "`\(operation.method) \(operation.template)`."
                )
            }
            let words = (verb == "action" ? "" : verb + " ") + parameter.name
            var name = typing.typeName(
                for: element,
                suggested: declaration.name + Naming.typeName(words),
                pointer: pointer,
                names: &names
            )
            if name.hasSuffix("?") { name.removeLast() }
            guard typing.isStringEnum(name) else { continue }
            route.queryTypes[parameter.name] = isArray ? "[\(name)]" : name
            if !queryEnums.contains(name) { queryEnums.append(name) }
        }
    }

    /// Whether `schema` may be a string enum: a reference, or a string of two values or more.
    private static func mayBeEnum(_ schema: JSONSchema) -> Bool {
        if case .reference = schema.value { return true }
        guard case .string = schema.value, let values = schema.allowedValues else { return false }
        return Set(values.map { "\($0.value)" }).count >= 2
    }

    private mutating func decideTypes(_ declaration: Declaration, _ modeller: Modeller) {
        if declaration.isNamespace { return }
        if declaration.isAction {
            guard let route = declaration.operations.first?.route else { return }
            let answer = answerType(of: route.operation)
            declaration.singular = answer
            declaration.answersNoContent = answer == nil
            if let body = bodyType(of: route.operation) { declaration.bodies["Method"] = body }
            return
        }
        if let list = declaration.operations.first(where: { $0.verb == "list" }) {
            declaration.collection = answerType(of: list.route.operation) ?? "AnyJSON"
        }
        let singles = declaration.operations.filter { $0.verb != "list" }
        if singles.isEmpty { return }
        var answers: [ObjectIdentifier: String?] = [:]
        for (_, route) in singles { answers[ObjectIdentifier(route)] = answerType(of: route.operation) }
        let primary =
            singles.first(where: { $0.verb == "show" }) ?? singles.first(where: { $0.verb == "create" }) ?? singles[0]
        let primaryAnswer = answers[ObjectIdentifier(primary.route)] ?? nil
        declaration.singular = primaryAnswer
        declaration.answersNoContent = primaryAnswer == nil
        var kept: [(verb: String, route: Route)] = declaration.operations.filter { $0.verb == "list" }
        for (verb, route) in singles {
            let answer = answers[ObjectIdentifier(route)] ?? nil
            if answer == primaryAnswer {
                kept.append((verb, route))
                if let body = bodyType(of: route.operation) {
                    switch verb {
                    case "create": declaration.bodies["CreateBody"] = declaration.bodies["CreateBody"] ?? body
                    case "replace": declaration.bodies["ReplaceBody"] = declaration.bodies["ReplaceBody"] ?? body
                    case "update": declaration.bodies["UpdateBody"] = declaration.bodies["UpdateBody"] ?? body
                    default: break
                    }
                }
                continue
            }
            split(route, verb: verb, answer: answer, from: declaration, modeller)
        }
        declaration.operations = kept
        for verb in ["show", "create", "replace", "update", "delete"] where !kept.contains(where: { $0.verb == verb }) {
            let capability = Modeller.capabilityOf[
                ["show": "GET", "create": "POST", "replace": "PUT", "update": "PATCH", "delete": "DELETE"][verb] ?? ""
            ]
            if let capability { declaration.remove(capability) }
        }
        if kept.allSatisfy({ $0.verb == "list" }) {
            declaration.singular = nil
            declaration.answersNoContent = false
        }
        if declaration.operations.contains(where: { $0.verb != "list" }) == false, declaration.isRecords,
            !declaration.capabilities.contains("IsListable")
        {
            declaration.add("IsAddressable")
        }
    }

    /// Makes `route` an action of its own, on `declaration`'s URL, because it answers another type.
    private mutating func split(
        _ route: Route,
        verb: String,
        answer: String?,
        from declaration: Declaration,
        _ modeller: Modeller
    ) {
        let method = route.method
        let wanted = Self.operationName(route.operation)
        let action: Declaration
        var steps = Array((route.steps ?? []).dropLast())
        if verb == "create" && declaration.isRecords {
            action = modeller.action(
                .collectionAction,
                wanted,
                path: "",
                parent: nil,
                method: method,
                target: declaration
            )
        } else {
            action = modeller.action(.recordAction, wanted, path: "", parent: declaration, method: method)
            if declaration.isRecords {
                declaration.add("IsAddressable")
                steps.append(.record(declaration))
            } else {
                // A singleton that is not read stands before the action with its `at`, as a
                // namespace does: neither has an ID to be `IsAddressable` by (#64).
                steps.append(declaration.isNamespace ? .namespace(declaration) : .singleton(declaration))
            }
        }
        route.steps = steps + [.verb(action, "action", withID: false)]
        action.operations = [("action", route)]
        action.singular = answer
        action.answersNoContent = answer == nil
        if let body = bodyType(of: route.operation) { action.bodies["Method"] = body }
    }

    /// Adds an action that reads `route`'s answer as server-sent events.
    private mutating func addStream(for route: Route, verb: String, of declaration: Declaration, _ modeller: Modeller) {
        guard let streamSchema = route.operation.eventStream else { return }
        let copy = Route(index: route.index, operation: route.operation, suffix: route.suffix)
        copy.values = route.values
        var steps = Array((route.steps ?? []).dropLast())
        let wanted = Self.operationName(route.operation) + "Stream"
        let method = route.method
        let action: Declaration
        if declaration.isAction {
            action = modeller.action(
                declaration.kind,
                wanted,
                path: declaration.path,
                parent: declaration.parent,
                method: method,
                target: declaration.target
            )
        } else if declaration.isRecords && (verb == "create" || verb == "list") {
            action = modeller.action(
                .collectionAction,
                wanted,
                path: "",
                parent: nil,
                method: method,
                target: declaration
            )
        } else {
            action = modeller.action(.recordAction, wanted, path: "", parent: declaration, method: method)
            if declaration.isRecords {
                declaration.add("IsAddressable")
                steps.append(.record(declaration))
            } else {
                steps.append(.singleton(declaration))
            }
        }
        action.isStreamVariant = true
        action.streams = .events
        copy.steps = steps + [.verb(action, "action", withID: false)]
        action.operations = [("action", copy)]
        if let schema = streamSchema {
            action.singular = typing.typeName(
                for: schema,
                suggested: wanted + "Event",
                pointer: route.operation.eventPointer,
                names: &names
            )
        } else {
            action.singular = "AnyJSON"
        }
        if let body = bodyType(of: route.operation) { action.bodies["Method"] = body }
        streamRoutes.append(copy)
    }

    /// Names every declaration, the shallowest first, so that they get the shortest names.
    private mutating func assignNames(_ modeller: Modeller) {
        let ordered = modeller.declarations.enumerated().sorted {
            ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset)
        }
        var models: Set<String> = []
        for (_, declaration) in ordered {
            var base = Naming.typeName(declaration.wanted)
            // A resource named as the model it answers is that model, made a resource.
            if declaration.isRecords || declaration.isSingleton, let singular = declaration.singular, singular == base,
                typing.isDeclared(singular), !models.contains(singular),
                declaration.isSingleton || typing.idType(ofType: singular) == declaration.idType
            {
                declaration.name = singular
                declaration.isModel = true
                models.insert(singular)
                continue
            }
            if declaration.isAction, !declaration.isStreamVariant,
                let id = declaration.operations.first?.route.operation.operationID, !id.isEmpty
            {
                base = Naming.typeName(id)
            }
            if declaration.isNamespace, base.hasSuffix("Namespace"), base != "Namespace" {
                base = String(base.dropLast("Namespace".count))
            }
            var candidates = [base]
            if let above = declaration.above, !declaration.isAction {
                candidates.append(above.name + base)
            }
            if declaration.isNamespace { candidates.append(base + "Namespace") }
            if !declaration.isAction && !declaration.isNamespace { candidates.append(base + "Resource") }
            declaration.name = names.claim(candidates)
        }
    }
}

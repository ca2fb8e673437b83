import OpenAPIKit

/// Reads every operation of a document, in the document's order, resolving references to
/// path items, parameters, request bodies and responses.
struct OperationReader {
    let document: OpenAPI.Document
    private(set) var problems: [Problem] = []
    /// The component schemas of the error answers (not 2xx) that are JSON, by reference, with how
    /// many answers use each, in the order first found.
    private(set) var errorBodies: [(reference: String, schema: JSONSchema, count: Int)] = []

    init(document: OpenAPI.Document) {
        self.document = document
    }

    /// The methods Yopuy says, in the order the scaffold lists them.
    static func methods(of item: OpenAPI.PathItem) -> [(String, OpenAPI.Operation?)] {
        [("GET", item.get), ("POST", item.post), ("PUT", item.put), ("PATCH", item.patch), ("DELETE", item.delete)]
    }

    mutating func read() -> [APIOperation] {
        var operations: [APIOperation] = []
        let components = document.components
        for (path, entry) in document.paths {
            let pathPointer = JSONPointer.make(["paths", path.rawValue])
            guard let item = components[entry] else {
                problems.append(Problem(.skipped, at: pathPointer, "its reference leads nowhere; the path is left out"))
                continue
            }
            var raw = path.rawValue
            if !raw.hasPrefix("/") { raw = "/" + raw }
            var fixedQuery: String?
            if let mark = raw.firstIndex(of: "?") {
                fixedQuery = String(raw[raw.index(after: mark)...])
                raw = String(raw[..<mark])
            }
            for (name, found) in Self.methods(of: item) {
                guard let operation = found else { continue }
                let pointer = JSONPointer.make(["paths", path.rawValue, name.lowercased()])
                operations.append(
                    read(operation, item: item, method: name, template: raw, query: fixedQuery, pointer: pointer)
                )
            }
            if let head = item.head {
                let pointer = JSONPointer.make(["paths", path.rawValue, "head"])
                operations.append(
                    read(head, item: item, method: "HEAD", template: raw, query: fixedQuery, pointer: pointer)
                )
            }
            for (method, label) in [(item.options, "options"), (item.trace, "trace")]
            where method != nil {
                let pointer = JSONPointer.make(["paths", path.rawValue, label])
                problems.append(
                    Problem(
                        .skipped,
                        at: pointer,
                        "\(label.uppercased()) is not a verb Yopuy declares; send it with a custom adapter call"
                    )
                )
            }
        }
        return operations
    }

    private mutating func read(
        _ operation: OpenAPI.Operation,
        item: OpenAPI.PathItem,
        method: String,
        template: String,
        query: String?,
        pointer: String
    ) -> APIOperation {
        let components = document.components
        var pathParameters: [String: APIOperation.Parameter] = [:]
        var queryParameters: [APIOperation.Parameter] = []
        let itemPointer = pointer.lastIndex(of: "/").map { String(pointer[..<$0]) } ?? pointer
        let entries =
            item.parameters.enumerated().map { (entry: $0.element, at: "/parameters/\($0.offset)", own: false) }
            + operation.parameters.enumerated().map { (entry: $0.element, at: "/parameters/\($0.offset)", own: true) }
        for (entry, at, own) in entries {
            guard let parameter = components[entry] else {
                problems.append(
                    Problem(
                        .skipped,
                        at: (own ? pointer : itemPointer) + at,
                        "its reference leads nowhere; the parameter is left out"
                    )
                )
                continue
            }
            let context = parameter.schemaOrContent.a
            let schema: JSONSchema? = context.flatMap { components[$0.schema] }
            let read = APIOperation.Parameter(
                name: parameter.name,
                schema: schema,
                isRequired: parameter.required,
                description: parameter.description,
                allowsReserved: context?.allowReserved ?? false,
                pointer: (own ? pointer : itemPointer) + at + "/schema"
            )
            switch parameter.location {
            case .path: pathParameters[parameter.name] = read
            case .query:
                queryParameters.removeAll { $0.name == parameter.name }
                queryParameters.append(read)
            default: break
            }
        }
        var body: APIOperation.Body?
        if let entry = operation.requestBody {
            if let request = components[entry] {
                body = Self.body(of: request, components: components)
            } else {
                problems.append(
                    Problem(.skipped, at: pointer + "/requestBody", "its reference leads nowhere; the body is untyped")
                )
            }
        }
        var statusErrorBodies: [Int: String] = [:]
        for (status, entry) in operation.responses where !status.isSuccess {
            guard let response = components[entry] else { continue }
            for (type, contentEntry) in response.content where type.rawValue.lowercased().contains("json") {
                guard let schema = components[contentEntry]?.schema, case .reference(let reference, _) = schema.value
                else { continue }
                if let code = Int(status.rawValue) { statusErrorBodies[code] = reference.absoluteString }
                if let index = errorBodies.firstIndex(where: { $0.reference == reference.absoluteString }) {
                    errorBodies[index].count += 1
                } else {
                    errorBodies.append((reference.absoluteString, schema, 1))
                }
            }
        }
        var answer = APIOperation.Answer.none
        var eventStream: JSONSchema??
        var answerPointer = pointer + "/responses"
        var eventPointer = pointer + "/responses"
        let successes = operation.responses.filter { $0.key.isSuccess }
        var answerComponent: String?
        if let (status, entry) = successes.first {
            if let response = components[entry] {
                // An answer the document names (`$ref: '#/components/responses/…'`) is typed at
                // the component, once for every operation that answers it, and named after it.
                let component = Self.componentName(of: entry, in: "responses")
                let base =
                    component.map { JSONPointer.make(["components", "responses", $0]) }
                    ?? pointer + "/responses/\(JSONPointer.escape(status.rawValue))"
                for (type, contentEntry) in response.content {
                    let content = components[contentEntry]
                    let media = type.rawValue.lowercased()
                    let ownPointer =
                        pointer + "/responses/\(JSONPointer.escape(status.rawValue))/content/"
                        + JSONPointer.escape(type.rawValue) + "/schema"
                    if media.hasPrefix("text/event-stream") {
                        eventStream = .some(content?.itemSchema ?? content?.schema)
                        eventPointer = ownPointer
                    } else if case .none = answer {
                        if media.contains("json") {
                            answer = .json(content?.schema)
                            answerPointer = base + "/content/" + JSONPointer.escape(type.rawValue) + "/schema"
                            answerComponent = component
                        } else {
                            answer = .bytes(type.rawValue)
                        }
                    }
                }
            } else {
                problems.append(
                    Problem(
                        .skipped,
                        at: pointer + "/responses",
                        "its reference leads nowhere; the answer is read as bytes"
                    )
                )
                answer = .bytes("application/octet-stream")
            }
        }
        var read = APIOperation(
            method: method,
            template: template,
            fixedQuery: query,
            pointer: pointer,
            operationID: operation.operationId,
            summary: operation.summary,
            details: operation.description,
            isDeprecated: operation.deprecated,
            pathParameters: pathParameters,
            queryParameters: queryParameters,
            body: body,
            answer: answer,
            eventStream: eventStream
        )
        read.successStatuses = operation.responses.keys.filter(\.isSuccess).compactMap { Int($0.rawValue) }.sorted()
        read.documentedStatuses = operation.responses.keys.compactMap { Int($0.rawValue) }.sorted()
        read.errorBodies = statusErrorBodies
        read.answerPointer = answerPointer
        read.answerComponent = answerComponent
        read.eventPointer = eventPointer
        read.bodyPointer = pointer + "/requestBody"
        if let entry = operation.requestBody, let request = components[entry],
            let type = request.content.keys.first(where: { $0.rawValue.lowercased().contains("json") })
        {
            let component = Self.componentName(of: entry, in: "requestBodies")
            let base =
                component.map { JSONPointer.make(["components", "requestBodies", $0]) } ?? pointer + "/requestBody"
            read.bodyPointer = base + "/content/\(JSONPointer.escape(type.rawValue))/schema"
            read.bodyComponent = component
        }
        return read
    }

    /// The name of the component `entry` refers to in the document's own `components/kind`
    /// (`SingleArticleResponse` for `#/components/responses/SingleArticleResponse`), or `nil`
    /// for one written in place or elsewhere.
    static func componentName<Value>(of entry: Either<OpenAPI.Reference<Value>, Value>, in kind: String) -> String? {
        guard case .a(let reference) = entry else { return nil }
        let prefix = "#/components/\(kind)/"
        let text = reference.absoluteString
        guard text.hasPrefix(prefix) else { return nil }
        let name = JSONPointer.unescape(String(text.dropFirst(prefix.count)))
        return name.isEmpty || name.contains("/") ? nil : name
    }

    private static func body(of request: OpenAPI.Request, components: OpenAPI.Components) -> APIOperation.Body? {
        guard let (type, entry) = request.content.first else { return nil }
        let media = type.rawValue.lowercased()
        let schema = components[entry]?.schema
        if media.contains("json") {
            return schema.map(APIOperation.Body.json) ?? .other(type.rawValue)
        }
        if media.hasPrefix("multipart/form-data") { return .multipart(schema) }
        if let (jsonType, jsonEntry) = request.content.first(where: { $0.key.rawValue.lowercased().contains("json") }),
            let jsonSchema = components[jsonEntry]?.schema
        {
            _ = jsonType
            return .json(jsonSchema)
        }
        return .other(type.rawValue)
    }
}

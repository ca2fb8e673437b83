import OpenAPIKit

/// Writes the check that a YopuyHummingbird server of the declarations serves every operation
/// with each status the document gives it, and that a client of the same declarations decodes
/// each as declared: `ScaffoldedServerTests.swift`, for `--server-tests`.
///
/// Each operation is served on its shape with `router.answer`, whose handler answers the
/// document's statuses in turn (a success with a sample of its answer's schema; a failure with a
/// sample of the API's error body where the document gives that status the body
/// `ErrorBodyParser.api` reads, else without a body); the client calls the operation once for
/// each status, with a sample body where it sends one, and reads each failure's body as the
/// API's error type. The check is a function of the adapter (`everyStatus(through:)`); its test
/// runs it through URLSession. What the check cannot serve (an ID of several parts or segments, a
/// fixed query, an event stream, an answer or body that is not JSON) is named in it.
struct ServerCheckWriter {
    let module: String
    let title: String
    /// `@testable import Module`, or `import Module` for public declarations.
    let moduleImport: String
    /// The API's error body (``Scaffold``'s `ErrorBodyParser.api`): its type, reference and schema.
    var apiError: (type: String, reference: String, schema: JSONSchema)?

    /// How many routes go into one function, so that no function is slow to type-check.
    static let chunk = 25

    /// How many levels of a shape go into one expression.
    static let levelsAtOnce = 4

    /// One operation the check serves.
    private struct Served {
        var label: String
        /// The model the body is, which the server reads.
        var bodyType: String?
        /// The shape's levels, in path order.
        var shape: [String]
        var client: String
        var parameters: Int
        /// What the handler answers: the declaration's parse type for the verb.
        var value: String
        var body: String?
        var answer: String
        var statuses: [Int]
        /// The failure statuses answered with a sample of the API's error body, and that sample.
        var failing: [Int: String]
    }

    func file(routes: [Route], modeller: Modeller, samples: SampleJSON, header: String) -> GeneratedFile {
        var served: [Served] = []
        var left: [String] = []
        /// The routes served so far, as Hummingbird's router matches them, and their operations.
        var taken: [String: String] = [:]
        for route in routes {
            guard let steps = route.steps, let client = ResourceWriter.expression(route, modeller) else { continue }
            let operation = route.operation
            if let why = Self.unserved(route, steps) {
                left.append("\(operation.routeText): \(why)")
                continue
            }
            // Hummingbird's router tells no two routes apart that differ only in a trailing slash
            // or in their parameters' names, and stops at a second handler for one of them.
            let routerRoute = Self.routerRoute(operation)
            if let first = taken[routerRoute] {
                left.append("\(operation.routeText): Hummingbird's router does not tell it from \(first)")
                continue
            }
            guard case .verb(let declaration, let verb, let withID) = steps.last else { continue }
            let statuses = operation.documentedStatuses.filter { (200..<300).contains($0) || (400..<600).contains($0) }
            guard !statuses.isEmpty else {
                left.append("\(operation.routeText): the document gives it no status a server answers without more")
                continue
            }
            let records = steps.filter { if case .record = $0 { return true } else { return false } }.count
            let hasBody: Bool
            let bodyKey: String
            switch verb {
            case "create": (hasBody, bodyKey) = (true, "CreateBody")
            case "replace": (hasBody, bodyKey) = (true, "ReplaceBody")
            case "update": (hasBody, bodyKey) = (true, "UpdateBody")
            default: (hasBody, bodyKey) = (["POST", "PUT", "PATCH"].contains(declaration.method ?? ""), "Method")
            }
            var body: String?
            var bodyType: String?
            if hasBody {
                if let type = declaration.bodies[bodyKey], case .json(let schema)? = operation.body {
                    bodyType = type
                    body = "try Self.sample(\(Naming.literal(samples.text(schema))), as: \(type).self)"
                } else {
                    body = "Yopuy.RequestBody(Data(\"{}\".utf8), contentType: \"application/json\")"
                }
            }
            // An answer of no content is read as `NoContent`, which `{}` is.
            var answer = "{}"
            if case .json(let schema) = operation.answer { answer = samples.text(schema) }
            // The handler's answer is typed, which spares the type checker every shape's search.
            let value =
                verb == "list"
                ? declaration.collection ?? "AnyJSON"
                : declaration.answersNoContent ? "NoContent" : declaration.singular ?? "AnyJSON"
            var failing: [Int: String] = [:]
            if let apiError {
                for status in statuses where status >= 400 && operation.errorBodies[status] == apiError.reference {
                    failing[status] = samples.text(apiError.schema)
                }
            }
            taken[routerRoute] = operation.routeText
            served.append(
                Served(
                    label: operation.routeText,
                    bodyType: bodyType,
                    shape: steps.map(Self.shape),
                    client: client,
                    parameters: (records + (withID ? 1 : 0) > 0 ? 1 : 0) + (hasBody ? 1 : 0) + 2,
                    value: value,
                    body: body,
                    answer: answer,
                    statuses: statuses,
                    failing: failing
                )
            )
        }
        return GeneratedFile(path: "ScaffoldedServerTests.swift", contents: text(served, left, header))
    }

    /// `operation`'s method and path as Hummingbird's router matches them: without a trailing
    /// slash, each parameter the same.
    private static func routerRoute(_ operation: APIOperation) -> String {
        var path = operation.template
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            segment.hasPrefix("{") && segment.hasSuffix("}") ? "{}" : String(segment)
        }
        return "\(operation.method) \(segments.joined(separator: "/"))"
    }

    /// Why the check does not serve `route`, or `nil`.
    private static func unserved(_ route: Route, _ steps: [Step]) -> String? {
        let operation = route.operation
        if operation.method == "HEAD" { return "HEAD is answered by its GET" }
        if operation.fixedQuery != nil { return "its path carries a fixed query" }
        for step in steps {
            switch step {
            case .record(let declaration), .verb(let declaration, _, withID: true):
                if declaration.idParts.count != 1 || !["Int", "String"].contains(declaration.idParts[0].type) {
                    return "an ID of several parts or segments"
                }
            case .verb(let declaration, _, _) where declaration.streams == .events:
                return "an event stream"
            default: break
            }
        }
        if case .bytes = operation.answer { return "its answer is not JSON" }
        switch operation.body {
        case .multipart?, .other?: return "its body is not JSON"
        default: return nil
        }
    }

    /// A level of a shape: a parent without its ID, the last level's verb without its ID.
    private static func shape(_ step: Step) -> String {
        switch step {
        case .namespace(let declaration), .record(let declaration): "\(declaration.name).at"
        case .singleton(let declaration):
            declaration.capabilities.contains("IsShowable") ? "\(declaration.name).show" : "\(declaration.name).at"
        case .verb(let declaration, let verb, _): "\(declaration.name).\(verb)"
        }
    }

    /// The `failing:` argument of `answer` and `met`: each failure status and its error sample.
    private static func failing(_ failing: [Int: String]) -> String {
        guard !failing.isEmpty else { return "" }
        let entries = failing.sorted { $0.key < $1.key }.map { "\($0.key): \(Naming.literal($0.value))" }
        return ", failing: [" + entries.joined(separator: ", ") + "]"
    }

    private func text(_ served: [Served], _ left: [String], _ header: String) -> String {
        var readBodies: [String] = []
        for type in served.compactMap(\.bodyType) where !readBodies.contains(type) { readBodies.append(type) }
        var text = header
        text += "import Foundation\nimport Hummingbird\nimport HummingbirdTesting\nimport Synchronization\n"
        text += "import Testing\nimport Yopuy\nimport YopuyHummingbird\n"
        text += "import YopuyURLSession\n\n"
        text += moduleImport + "\n\n"
        text +=
            "/// A YopuyHummingbird server of the declarations of \(Naming.testComment(Naming.oneLine(title))),\n"
        text += "/// answering each operation with each status the document gives it, called through a client\n"
        text += "/// of the same declarations: each success decoded as declared, each failure its status.\n"
        for line in left {
            text += "///\n/// Not served: \(Naming.testComment(Naming.inline(line))).\n"
        }
        text += "@Suite(\"Scaffolded server\")\nstruct ScaffoldedServerTests {\n"
        guard !served.isEmpty else {
            text += "    // The check serves none of the document's operations: see above.\n}\n"
            return text
        }
        let total = served.map(\.statuses.count).reduce(0, +)
        let chunks = stride(from: 0, to: served.count, by: Self.chunk).map {
            Array(served[$0..<min($0 + Self.chunk, served.count)])
        }
        text += "    @Test(\"each operation answers each status the document gives it, and the client reads it\")\n"
        text += "    func everyStatus() async throws {\n"
        text += "        try await Self.everyStatus(through: URLSessionAdapter())\n    }\n\n"
        text += "    /// Serves every operation and calls each once for each of its statuses through `adapter`.\n"
        text += "    static func everyStatus<Adapter: HTTPAdapter>(through adapter: Adapter) async throws {\n"
        text += "        let router = Router()\n        let calls = Calls()\n"
        for index in chunks.indices { text += "        Self.serve\(index)(router, calls)\n" }
        text +=
            "        let app = Application(router: router, configuration: .init(address: .hostname(\"127.0.0.1\", port: 0)))\n"
        text += "        try await app.test(.live) { client in\n"
        text += "            let port = try #require(client.port)\n"
        text += "            let base = try #require(URL(string: \"http://127.0.0.1:\\(port)\"))\n"
        text +=
            (apiError == nil ? "            let " : "            var ")
            + "service = Service(adapter: adapter, URL: base)\n"
        if apiError != nil { text += "            service.errorBody = .api\n" }
        text += "            var met = 0\n"
        for index in chunks.indices { text += "            met += try await Self.call\(index)(service)\n" }
        text += "            #expect(met == \(total))\n        }\n    }\n"
        // The helpers; where the API has an error body, a failure answers it and the client reads it.
        var failWithBody = ""
        var readBody = ""
        if let apiError {
            failWithBody = """
                            if let body = failing[status] {
                                throw ResourceError(HTTPResponse.Status(code: status), try sample(body, as: \(apiError.type).self))
                            }

                """
            readBody = """
                            if let body = failing[status] {
                                // The body read as the API's error type, the same JSON as the sample.
                                let sent = try? sample(body, as: \(apiError.type).self)
                                let read = error.decodedBody(as: \(apiError.type).self)
                                #expect(read != nil, "\\(label): \\(status): the error body does not read as \(apiError.type)")
                                #expect(json(read) == json(sent), "\\(label): \\(status): the error body read is not the one sent")
                                guard read != nil, json(read) == json(sent) else { return false }
                            }

                """
        }
        text += """

                /// How many times each operation was called, so that its handler answers its statuses in turn.
                final class Calls: Sendable {
                    private let counts = Mutex<[Int: Int]>([:])

                    func next(_ operation: Int, of statuses: [Int]) -> Int {
                        counts.withLock { counts in
                            defer { counts[operation, default: 0] += 1 }
                            return statuses[counts[operation, default: 0] % statuses.count]
                        }
                    }
                }

                /// `json` read as `type`.
                static func sample<Value: Decodable>(_ json: String, as type: Value.Type = Value.self) throws -> Value {
                    try JSONDecoder().decode(Value.self, from: Data(json.utf8))
                }

                /// The answer of `status`: a success with `json` read as the answer's type (none for 204),
                /// a failure with its sample of the API's error body in `failing`, or without a body.
                static func answer<Value: Codable & Sendable>(
                    _ json: String,
                    _ status: Int,
                    failing: [Int: String] = [:]
                ) throws -> ResourceAnswer<Value> {
                    if status >= 400 {

            """
        text += failWithBody
        text += """
                        throw ResourceError<String?>(HTTPResponse.Status(code: status), nil)
                    }
                    if status == 204 { return ResourceAnswer(nil, status: .noContent) }
                    return ResourceAnswer(try sample(json), status: HTTPResponse.Status(code: status))
                }

                /// Whether a call answered `status`: a success read as declared, or a failure of that
                /// status whose body, where `failing` has one, reads as the API's error body.
                static func met<Value>(
                    _ status: Int,
                    _ label: String,
                    failing: [Int: String] = [:],
                    _ call: () async throws -> Yopuy.Response<Value>
                ) async -> Bool {
                    do {
                        let response = try await call()
                        #expect(response.status == status, "\\(label): \\(status)")
                        return response.status == status
                    } catch let error as YopuyError {
                        #expect(status >= 400 && error.status == status, "\\(label): \\(status): \\(error)")

            """
        text += readBody
        text += """
                        return status >= 400 && error.status == status
                    } catch {
                        Issue.record("\\(label): \\(status): \\(error)")
                        return false
                    }
                }

            """
        if apiError != nil {
            text += """

                    /// `value` as JSON with sorted keys, to compare what was sent with what was read.
                    static func json(_ value: (some Encodable)?) -> String? {
                        let encoder = JSONEncoder()
                        encoder.outputFormatting = .sortedKeys
                        return value.flatMap { try? encoder.encode($0) }.map { String(decoding: $0, as: UTF8.self) }
                    }

                """
        }
        var number = 0
        for (index, chunk) in chunks.enumerated() {
            text += "\n    private static func serve\(index)(_ router: Router<BasicRequestContext>, _ calls: Calls) {\n"
            var local = number
            for entry in chunk {
                local += 1
                let parameters = Array(repeating: "_", count: entry.parameters).joined(separator: ", ")
                let statuses = entry.statuses.map(String.init).joined(separator: ", ")
                // A shape of more than four levels is named in parts, each a `let` of its own, so
                // that each `/` is checked against a known type: a shape of nine levels in one
                // expression is more than the type checker can settle.
                var levels = entry.shape
                var previous: [String] = []
                var part = 0
                while levels.count + previous.count > Self.levelsAtOnce {
                    let taken = Self.levelsAtOnce - previous.count
                    let name = "shape\(local)Part\(part)"
                    text += "        let \(name) = \((previous + levels.prefix(taken)).joined(separator: " / "))\n"
                    levels.removeFirst(taken)
                    previous = [name]
                    part += 1
                }
                let shape = (previous + levels).joined(separator: " / ")
                text += "        router.answer(\(shape)) { (\(parameters)) -> ResourceAnswer<\(entry.value)> in\n"
                let failing = Self.failing(entry.failing)
                text +=
                    "            try answer(\(Naming.literal(entry.answer)), calls.next(\(local), of: [\(statuses)])\(failing))\n"
                text += "        }\n"
            }
            text += "    }\n"
            text +=
                "\n    private static func call\(index)<Adapter: HTTPAdapter>(_ service: Service<Adapter>) async throws -> Int {\n"
            text += "        var count = 0\n"
            for entry in chunk {
                number += 1
                let statuses = entry.statuses.map(String.init).joined(separator: ", ")
                let call =
                    entry.body.map { "service.call(\(entry.client), body: \($0))" } ?? "service.call(\(entry.client))"
                text += "        for status in [\(statuses)] {\n"
                let failing = Self.failing(entry.failing)
                text +=
                    "            if await met(status, \(Naming.literal(entry.label))\(failing), { try await \(call) }) { count += 1 }\n"
                text += "        }\n"
            }
            text += "        return count\n    }\n"
        }
        text += "}\n"
        if !readBodies.isEmpty {
            text += "\n// The bodies the server reads as the declarations type them.\n"
            for type in readBodies { text += "extension \(type): DecodesRequestBody {}\n" }
        }
        return text
    }
}

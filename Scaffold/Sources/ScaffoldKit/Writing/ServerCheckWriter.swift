/// Writes the check that a YopuyHummingbird server of the declarations serves every operation
/// with each status the document gives it, and that a client of the same declarations decodes
/// each as declared: `ScaffoldedServerTests.swift`, for `--server-tests`.
///
/// Each operation is served on its shape with `router.answer`, whose handler answers the
/// document's statuses in turn (a success with a sample of its answer's schema, a failure without
/// a body); the client calls the operation once for each status, through URLSession, with a
/// sample body where it sends one. What the check cannot serve (an ID of several parts or
/// segments, a fixed query, an event stream, an answer or body that is not JSON) is named in it.
struct ServerCheckWriter {
    let module: String
    let title: String
    /// `@testable import Module`, or `import Module` for public declarations.
    let moduleImport: String

    /// How many routes go into one function, so that no function is slow to type-check.
    static let chunk = 25

    /// One operation the check serves.
    private struct Served {
        var label: String
        /// The model the body is, which the server reads.
        var bodyType: String?
        var shape: String
        var client: String
        var parameters: Int
        /// What the handler answers: the declaration's parse type for the verb.
        var value: String
        var body: String?
        var answer: String
        var statuses: [Int]
    }

    func file(routes: [Route], modeller: Modeller, samples: SampleJSON, header: String) -> GeneratedFile {
        var served: [Served] = []
        var left: [String] = []
        for route in routes {
            guard let steps = route.steps, let client = ResourceWriter.expression(route, modeller) else { continue }
            let operation = route.operation
            if let why = Self.unserved(route, steps) {
                left.append("\(operation.routeText): \(why)")
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
            served.append(
                Served(
                    label: operation.routeText,
                    bodyType: bodyType,
                    shape: steps.map(Self.shape).joined(separator: " / "),
                    client: client,
                    parameters: (records + (withID ? 1 : 0) > 0 ? 1 : 0) + (hasBody ? 1 : 0) + 2,
                    value: value,
                    body: body,
                    answer: answer,
                    statuses: statuses
                )
            )
        }
        return GeneratedFile(path: "ScaffoldedServerTests.swift", contents: text(served, left, header))
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

    private func text(_ served: [Served], _ left: [String], _ header: String) -> String {
        var readBodies: [String] = []
        for type in served.compactMap(\.bodyType) where !readBodies.contains(type) { readBodies.append(type) }
        var text = header
        text += "import Foundation\nimport Hummingbird\nimport HummingbirdTesting\nimport Synchronization\n"
        text += "import Testing\nimport Yopuy\nimport YopuyHummingbird\n"
        text += "import YopuyURLSession\n\n"
        text += moduleImport + "\n\n"
        text +=
            "/// A YopuyHummingbird server of the declarations of \(title.replacingOccurrences(of: "\n", with: " ")),\n"
        text += "/// answering each operation with each status the document gives it, called through a client\n"
        text += "/// of the same declarations: each success decoded as declared, each failure its status.\n"
        for line in left {
            text += "///\n/// Not served: \(Naming.inline(line)).\n"
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
        text += "        let router = Router()\n        let calls = Calls()\n"
        for index in chunks.indices { text += "        Self.serve\(index)(router, calls)\n" }
        text +=
            "        let app = Application(router: router, configuration: .init(address: .hostname(\"127.0.0.1\", port: 0)))\n"
        text += "        try await app.test(.live) { client in\n"
        text += "            let port = try #require(client.port)\n"
        text += "            let base = try #require(URL(string: \"http://127.0.0.1:\\(port)\"))\n"
        text += "            let service = Service(adapter: URLSessionAdapter(), URL: base)\n"
        text += "            var met = 0\n"
        for index in chunks.indices { text += "            met += try await Self.call\(index)(service)\n" }
        text += "            #expect(met == \(total))\n        }\n    }\n"
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
                /// a failure without a body.
                static func answer<Value: Codable & Sendable>(_ json: String, _ status: Int) throws -> ResourceAnswer<Value> {
                    if status >= 400 { throw ResourceError<String?>(HTTPResponse.Status(code: status), nil) }
                    if status == 204 { return ResourceAnswer(nil, status: .noContent) }
                    return ResourceAnswer(try sample(json), status: HTTPResponse.Status(code: status))
                }

                /// Whether a call answered `status`: a success read as declared, or a failure of that status.
                static func met<Value>(_ status: Int, _ label: String, _ call: () async throws -> Yopuy.Response<Value>) async -> Bool {
                    do {
                        let response = try await call()
                        #expect(response.status == status, "\\(label): \\(status)")
                        return response.status == status
                    } catch let error as YopuyError {
                        #expect(status >= 400 && error.status == status, "\\(label): \\(status): \\(error)")
                        return status >= 400 && error.status == status
                    } catch {
                        Issue.record("\\(label): \\(status): \\(error)")
                        return false
                    }
                }

            """
        var number = 0
        for (index, chunk) in chunks.enumerated() {
            text += "\n    private static func serve\(index)(_ router: Router<BasicRequestContext>, _ calls: Calls) {\n"
            var local = number
            for entry in chunk {
                local += 1
                let parameters = Array(repeating: "_", count: entry.parameters).joined(separator: ", ")
                let statuses = entry.statuses.map(String.init).joined(separator: ", ")
                text += "        router.answer(\(entry.shape)) { (\(parameters)) -> ResourceAnswer<\(entry.value)> in\n"
                text +=
                    "            try answer(\(Naming.literal(entry.answer)), calls.next(\(local), of: [\(statuses)]))\n"
                text += "        }\n"
            }
            text += "    }\n"
            text +=
                "\n    private static func call\(index)(_ service: Service<URLSessionAdapter>) async throws -> Int {\n"
            text += "        var count = 0\n"
            for entry in chunk {
                number += 1
                let statuses = entry.statuses.map(String.init).joined(separator: ", ")
                let call =
                    entry.body.map { "service.call(\(entry.client), body: \($0))" } ?? "service.call(\(entry.client))"
                text += "        for status in [\(statuses)] {\n"
                text +=
                    "            if await met(status, \(Naming.literal(entry.label)), { try await \(call) }) { count += 1 }\n"
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

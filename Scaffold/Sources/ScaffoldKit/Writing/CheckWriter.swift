/// Writes the check that every operation is said: a Swift Testing suite that builds each
/// operation's path with sample IDs and compares its method and path with the document's.
struct CheckWriter {
    /// The module the declarations are in, imported `@testable`.
    let module: String
    let title: String

    /// How many routes go into one function, so that no function is slow to type-check.
    static let chunk = 50

    func file(routes: [Route], modeller: Modeller, header: String) -> GeneratedFile {
        let said = routes.filter { $0.steps != nil }
        var text = header
        text += "import Testing\nimport Yopuy\n\n@testable import \(module)\n\n"
        text +=
            "/// Every operation of \(Naming.testComment(Naming.oneLine(title))) that the scaffold said, built\n"
        text += "/// with sample IDs: its method and path must be the document's.\n"
        text += "@Suite(\"Scaffolded operations\")\nstruct ScaffoldedOperationTests {\n"
        // With nothing said there is nothing to check, and a test of nothing could not fail.
        guard !said.isEmpty else {
            text += "    // The scaffold said none of the document's operations: see its report.\n}\n"
            return GeneratedFile(path: "ScaffoldedOperationTests.swift", contents: text)
        }
        text += "    @Test(\"each path has the method and path of its operation in the document\")\n"
        text += "    func everyOperation() {\n"
        text += "        var built: [(route: String, method: String, path: String, expected: String)] = []\n"
        text += "        var answered: [(route: String, status: Int, documented: [Int])] = []\n"
        let chunks = stride(from: 0, to: said.count, by: Self.chunk).map {
            Array(said[$0..<min($0 + Self.chunk, said.count)])
        }
        for index in chunks.indices { text += "        Self.routes\(index)(&built, &answered)\n" }
        let heads = said.filter { !($0.steps?.last.map(isStream) ?? false) }.map(\.operation.heads.count).reduce(0, +)
        text += "        #expect(built.count == \(said.count + heads))\n"
        text += "        for entry in built {\n"
        text += "            #expect(\"\\(entry.method) \\(entry.path)\" == entry.expected, \"\\(entry.route)\")\n"
        text += "        }\n"
        text +=
            "        // The status a server of these declarations answers a success with is one the document gives.\n"
        text += "        for entry in answered {\n"
        text += "            #expect(entry.documented.contains(entry.status), \"\\(entry.route): \\(entry.status)\")\n"
        text += "        }\n    }\n"
        text += "\n    /// The status the declaration of `path` says its successes with the path's method have.\n"
        text +=
            "    private static func status<Resource, Kind, Method: RequestMethod>(_ path: Path<Resource, Kind, Method>) -> Int? {\n"
        text += "        (Resource.self as? any AnswersStatus.Type)?.answerStatus(for: path.method)\n"
        text += "    }\n"
        text += "\n    /// `HEAD`, for a path `service.head` takes: a `GET` path.\n"
        text += "    private static func head<Resource, Kind>(_ path: Path<Resource, Kind, GET>) -> String {\n"
        text += "        \"HEAD\"\n    }\n"
        var number = 0
        for (index, chunk) in chunks.enumerated() {
            text += "\n    private static func routes\(index)(\n"
            text += "        _ built: inout [(route: String, method: String, path: String, expected: String)],\n"
            text += "        _ answered: inout [(route: String, status: Int, documented: [Int])]\n    ) {\n"
            for route in chunk {
                guard let expression = ResourceWriter.expression(route, modeller) else { continue }
                let expected = route.expected
                let label =
                    route.operation.routeText
                    + (route.operation.eventStream != nil && route.steps?.last.map(isStream) == true ? " (events)" : "")
                number += 1
                let r = "r\(number)"
                text += "        let \(r) = \(expression)\n"
                let method = route.operation.method == "HEAD" ? "Self.head(\(r))" : "\(r).method.rawValue"
                text += "        built.append((\(Naming.literal(label)), \(method), \(path(route, r)), "
                text += "\(Naming.literal(expected + query(route)))))\n"
                if route.steps?.last.map(isStream) == true { continue }
                if route.operation.method != "HEAD", !route.operation.successStatuses.isEmpty,
                    case .verb(let declaration, let verb, _) = route.steps?.last,
                    ResourceWriter.statusIsSaid(verb, route.operation, declaration)
                {
                    let own = ResourceWriter.verbStatus(verb, route.operation, declaration)
                    let documented = route.operation.successStatuses.map(String.init).joined(separator: ", ")
                    text +=
                        "        answered.append((\(Naming.literal(label)), Self.status(\(r)) ?? \(own), [\(documented)]))\n"
                }
                for head in route.operation.heads {
                    let headExpected = "HEAD" + expected.drop { $0 != " " }
                    text += "        built.append((\(Naming.literal(head.routeText)), Self.head(\(r)), \(r).path, "
                    text += "\(Naming.literal(headExpected))))\n"
                }
            }
            text += "    }\n"
        }
        text += "}\n"
        return GeneratedFile(path: "ScaffoldedOperationTests.swift", contents: text)
    }

    /// The typed query builder that holds `route`'s fixed query and takes no argument, called:
    /// `Response.showQuery()`.
    private func fixedQueryBuilder(_ route: Route) -> String? {
        guard route.operation.fixedQuery != nil, !route.operation.queryParameters.contains(where: \.isRequired),
            case .verb(let declaration, _, _) = route.steps?.last,
            let name = ResourceWriter.builderNames(declaration)[ObjectIdentifier(route)]
        else { return nil }
        return "\(declaration.name).\(name)()"
    }

    /// The built path of `route` in the check: with its builder's query, when it has a fixed one.
    private func path(_ route: Route, _ variable: String) -> String {
        guard let builder = fixedQueryBuilder(route) else { return "\(variable).path" }
        return "\(variable).path + \"?\" + \(builder).encoded"
    }

    /// The document's fixed query of `route`, `?beta=true`, when the check builds it.
    private func query(_ route: Route) -> String {
        guard fixedQueryBuilder(route) != nil, let query = route.operation.fixedQuery else { return "" }
        return "?" + query
    }

    private func isStream(_ step: Step) -> Bool {
        if case .verb(let declaration, _, _) = step { return declaration.streams == .events }
        return false
    }
}

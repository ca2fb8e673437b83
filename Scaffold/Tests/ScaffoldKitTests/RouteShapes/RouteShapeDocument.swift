import Foundation
import PropertyBased

/// An OpenAPI document whose routes are generated as REST shapes, not only as names (#64): a tree
/// of levels one to six deep, each a collection with its records, a singleton or an action, each
/// with any set of the six methods (none at all included), answering a type shared by its level,
/// a type of the operation's own, a list, or nothing.
///
/// The shapes it makes, by level:
/// - a collection (`/items`) and its records (`/items/{id}`), each with any methods or none: a
///   collection without `GET`, records only written, records with no methods that only stand
///   before their children; the same collection with a trailing slash too (`/items/`);
/// - a singleton (`/items/{id}/follow`, `/settings`) with any methods or none: one that is only
///   created and deleted, one that is only read, one with no `GET` before its children;
/// - records with no literal before them: a parameter at the start of the path
///   (`/{realm}/users`, whose collection is `/`), right under a record (`/items/{id}/{version}`)
///   or under a singleton (`/settings/{key}`);
/// - an action: one method on a literal under a collection (`/items/search`), a record
///   (`/items/{id}/publish`) or a singleton (`/settings/reset`);
/// - literals that are prefixes of each other (`item`, `items`, `itemsArchive`), and now and then
///   an awkward literal of ``HostileDocument/segment(_:)``;
/// - path parameters of six types (string, integer, int64, number, boolean, uuid), named the way
///   real documents name them (`id`, `slug`, `username`, `{level}Id`), and now and then with an
///   awkward name of ``HostileDocument/name(_:)``.
///
/// Each operation of a level answers the level's type, a type of its own (the answers of `POST`
/// and `DELETE /follow` differ, which makes the scaffold split one of them into an action), a
/// list of the level's type, or nothing (`204`); with a success status of its own now and then
/// (`201`, `202`, or two of them for one answer), and with a set of failure statuses (#74), each
/// with the API's error body (`#/components/schemas/Problem`) or with none.
///
/// `json` writes it as a document; ``RouteShapeDocument/generator`` makes them.
struct RouteShapeDocument: Sendable, CustomStringConvertible {
    /// What an operation answers.
    enum Answer: Sendable, CaseIterable {
        /// The component schema every operation of the document shares.
        case shared
        /// An object schema of the operation's own, written inline.
        case own
        /// A list of the shared schema.
        case list
        /// Nothing: `204`.
        case none
    }

    /// One method of a level and what it answers.
    struct Method: Sendable {
        var name: String
        var answer: Answer
        /// The success statuses of an answer with a body (`[200]` unless drawn otherwise).
        var successes: [Int] = [200]
        /// The failure statuses, each with the API's error body or none.
        var failures: [Failure] = []
    }

    /// A failure status an operation documents.
    struct Failure: Sendable {
        var status: Int
        /// Whether its body is the API's error body, `Problem`.
        var body: Bool
    }

    /// A path parameter's name and schema type.
    struct Parameter: Sendable {
        var name: String
        /// `type`, and `format` when it has one: `integer/int64`, `string/uuid`.
        var type: String
    }

    /// One level of the tree.
    struct Level: Sendable {
        enum Kind: Sendable {
            case collection, singleton, action
        }

        var kind: Kind
        var literal: String
        /// The methods at the level's own literal: a collection's, a singleton's, an action's one.
        var methods: [Method]
        /// A collection's record: its parameter and its methods.
        var record: Parameter?
        var recordMethods: [Method] = []
        /// Levels under the literal (a collection's actions, a singleton's children).
        var under: [Level] = []
        /// Levels under a collection's record.
        var underRecord: [Level] = []
        /// Whether the collection's path is there with a trailing slash too.
        var trailingSlash = false
    }

    var version: String
    var levels: [Level]

    var description: String { json }

    // MARK: - Writing

    /// Every path with its parameters and methods, in the tree's order; a path met twice keeps
    /// its first methods.
    var paths: [(path: String, parameters: [Parameter], methods: [Method])] {
        var paths: [(path: String, parameters: [Parameter], methods: [Method])] = []
        func add(_ path: String, _ parameters: [Parameter], _ methods: [Method]) {
            guard !methods.isEmpty, !paths.contains(where: { $0.path == path }) else { return }
            paths.append((path, parameters, methods))
        }
        func walk(_ level: Level, prefix: String, parameters: [Parameter]) {
            // A collection without a literal is its parent's URL (`/` at the root), its records
            // a parameter right under it.
            let path = level.literal.isEmpty ? prefix : prefix + "/" + level.literal
            add(path.isEmpty ? "/" : path, parameters, level.methods)
            if level.trailingSlash && !level.literal.isEmpty { add(path + "/", parameters, level.methods) }
            for child in level.under { walk(child, prefix: path, parameters: parameters) }
            if let record = level.record {
                let recordPath = path + "/{" + record.name + "}"
                add(recordPath, parameters + [record], level.recordMethods)
                for child in level.underRecord { walk(child, prefix: recordPath, parameters: parameters + [record]) }
            }
        }
        for level in levels { walk(level, prefix: "", parameters: []) }
        return paths
    }

    /// The document as JSON, keys in a fixed order.
    var json: String {
        var number = 0
        var pathEntries: [(String, JSON)] = []
        for (path, parameters, methods) in paths {
            var entries: [(String, JSON)] = []
            for method in methods {
                number += 1
                entries.append((method.name, operationJSON(method, parameters: parameters, number: number)))
            }
            pathEntries.append((path, .object(entries)))
        }
        let problem: JSON = .object([
            ("type", .string("object")),
            ("required", .array([.string("message")])),
            (
                "properties",
                .object([
                    ("message", .object([("type", .string("string"))])),
                    ("code", .object([("type", .string("integer"))])),
                ])
            ),
        ])
        let failsWithBody = paths.contains { $0.methods.contains { $0.failures.contains(where: \.body) } }
        let shared: JSON = .object([
            ("type", .string("object")),
            (
                "properties",
                .object([
                    ("name", .object([("type", .string("string"))])), ("size", .object([("type", .string("integer"))])),
                ])
            ),
        ])
        return JSON.object([
            ("openapi", .string(version)),
            ("info", .object([("title", .string("Route shapes")), ("version", .string("1"))])),
            ("paths", .object(pathEntries)),
            (
                "components",
                .object([("schemas", .object([("Thing", shared)] + (failsWithBody ? [("Problem", problem)] : [])))])
            ),
        ]).text
    }

    private func operationJSON(_ method: Method, parameters: [Parameter], number: Int) -> JSON {
        var entries: [(String, JSON)] = [("operationId", .string("operation\(number)"))]
        if !parameters.isEmpty {
            entries.append(
                (
                    "parameters",
                    .array(
                        parameters.map { parameter in
                            let parts = parameter.type.split(separator: "/").map(String.init)
                            var schema: [(String, JSON)] = [("type", .string(parts[0]))]
                            if parts.count > 1 { schema.append(("format", .string(parts[1]))) }
                            return .object([
                                ("name", .string(parameter.name)), ("in", .string("path")), ("required", .bool(true)),
                                ("schema", .object(schema)),
                            ])
                        }
                    )
                )
            )
        }
        let thing = JSON.object([("$ref", .string("#/components/schemas/Thing"))])
        if ["post", "put", "patch"].contains(method.name) {
            entries.append(
                ("requestBody", .object([("content", .object([("application/json", .object([("schema", thing)]))]))]))
            )
        }
        let answer: JSON?
        switch method.answer {
        case .shared: answer = thing
        case .list: answer = .object([("type", .string("array")), ("items", thing)])
        case .own:
            answer = .object([
                ("type", .string("object")),
                ("properties", .object([("answer\(number)", .object([("type", .string("string"))]))])),
            ])
        case .none: answer = nil
        }
        var responses: [(String, JSON)] = []
        if let answer, method.name != "head" {
            for status in method.successes {
                responses.append(
                    (
                        "\(status)",
                        .object([
                            ("description", .string("the answer")),
                            ("content", .object([("application/json", .object([("schema", answer)]))])),
                        ])
                    )
                )
            }
        } else {
            let status = method.name == "head" ? "200" : "204"
            responses.append((status, .object([("description", .string("no body"))])))
        }
        let problem = JSON.object([("$ref", .string("#/components/schemas/Problem"))])
        for failure in method.failures where method.name != "head" {
            var entry: [(String, JSON)] = [("description", .string("a failure"))]
            if failure.body {
                entry.append(("content", .object([("application/json", .object([("schema", problem)]))])))
            }
            responses.append(("\(failure.status)", .object(entry)))
        }
        entries.append(("responses", .object(responses)))
        return .object(entries)
    }
}

extension RouteShapeDocument {
    static let methodNames = ["get", "head", "post", "put", "patch", "delete"]

    /// Literals that are prefixes of each other, and the ones real documents use for singletons.
    static let literals = [
        "item", "items", "itemsArchive", "follow", "favorite", "me", "status", "tags", "settings", "users", "user",
        "publish", "search", "reset",
    ]

    static let parameterTypes = ["string", "integer", "integer/int64", "number", "boolean", "string/uuid"]

    /// Documents of generated route shapes.
    static var generator: Generator<RouteShapeDocument, [RouteShapeDocument]> {
        Generator(run: { random in make(&random) }, shrink: { $0.smaller })
    }

    /// A new document: one to three levels at the root, each one to six deep.
    static func make(_ random: inout some RandomNumberGenerator) -> RouteShapeDocument {
        var levels: [Level] = []
        var used: Set<String> = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            levels.append(
                level(depth: 1, maxDepth: Int.random(in: 1...6, using: &random), parameters: [], used: &used, &random)
            )
        }
        return RouteShapeDocument(version: Bool.random(using: &random) ? "3.1.0" : "3.0.3", levels: levels)
    }

    static func level(
        depth: Int,
        maxDepth: Int,
        parameters: [String],
        used: inout Set<String>,
        _ random: inout some RandomNumberGenerator
    ) -> Level {
        let literal = self.literal(avoiding: &used, &random)
        let deeper = depth < maxDepth
        switch Int.random(in: 0..<5, using: &random) {
        case 0, 1:
            // Now and then records with no literal before them: `/{realm}/users` at the root,
            // `/items/{id}/{version}` under a record, `/settings/{key}` under a singleton.
            var literal = literal
            if !used.contains(""), Int.random(in: 0..<5, using: &random) == 0 {
                literal = ""
                used.insert("")
            }
            let name = parameterName(literal, avoiding: parameters, &random)
            var level = Level(
                kind: .collection,
                literal: literal,
                methods: methods(&random, from: ["get", "head", "post"]),
                record: Parameter(name: name, type: parameterTypes.randomElement(using: &random) ?? "string"),
                recordMethods: methods(&random, from: methodNames)
            )
            level.trailingSlash = Int.random(in: 0..<6, using: &random) == 0
            var inside: Set<String> = []
            if Int.random(in: 0..<3, using: &random) == 0 {
                level.under.append(action(avoiding: &inside, &random))
            }
            var underRecord: Set<String> = []
            if deeper {
                for _ in 0..<Int.random(in: 0...2, using: &random) {
                    level.underRecord.append(
                        self.level(
                            depth: depth + 1,
                            maxDepth: maxDepth,
                            parameters: parameters + [name],
                            used: &underRecord,
                            &random
                        )
                    )
                }
            }
            if level.recordMethods.isEmpty && level.underRecord.isEmpty {
                level.recordMethods = methods(&random, from: methodNames, atLeast: 1)
            }
            return level
        case 2, 3:
            var level = Level(kind: .singleton, literal: literal, methods: methods(&random, from: methodNames))
            var inside: Set<String> = []
            if deeper {
                for _ in 0..<Int.random(in: 0...2, using: &random) {
                    level.under.append(
                        self.level(depth: depth + 1, maxDepth: maxDepth, parameters: parameters, used: &inside, &random)
                    )
                }
            }
            if level.methods.isEmpty && level.under.isEmpty {
                level.methods = methods(&random, from: methodNames, atLeast: 1)
            }
            return level
        default:
            return action(literal: literal, &random)
        }
    }

    /// An action: one method on a literal.
    static func action(avoiding used: inout Set<String>, _ random: inout some RandomNumberGenerator) -> Level {
        action(literal: literal(avoiding: &used, &random), &random)
    }

    static func action(literal: String, _ random: inout some RandomNumberGenerator) -> Level {
        let method = ["post", "post", "get", "put", "delete"].randomElement(using: &random) ?? "post"
        return Level(kind: .action, literal: literal, methods: [self.method(method, &random)])
    }

    /// Some of `names`, each with an answer; none at times, unless `atLeast` says otherwise.
    static func methods(
        _ random: inout some RandomNumberGenerator,
        from names: [String],
        atLeast: Int = 0
    ) -> [Method] {
        var chosen = names.filter { _ in Bool.random(using: &random) }
        if chosen.count < atLeast, let name = names.randomElement(using: &random) { chosen.append(name) }
        return chosen.map { method($0, &random) }
    }

    static let failureStatuses = [400, 401, 403, 404, 409, 422, 429, 500, 503]

    /// A method with an answer, its success statuses and a set of failures.
    static func method(_ name: String, _ random: inout some RandomNumberGenerator) -> Method {
        var method = Method(name: name, answer: answer(&random))
        switch Int.random(in: 0..<8, using: &random) {
        case 0: method.successes = [201]
        case 1: method.successes = [202]
        case 2: method.successes = [200, 201]
        default: break
        }
        let failures = failureStatuses.filter { _ in Int.random(in: 0..<4, using: &random) == 0 }
        method.failures = failures.map { Failure(status: $0, body: Int.random(in: 0..<3, using: &random) > 0) }
        return method
    }

    static func answer(_ random: inout some RandomNumberGenerator) -> Answer {
        Answer.allCases.randomElement(using: &random) ?? .shared
    }

    /// A literal not used yet at its level: a common one, or now and then an awkward segment.
    static func literal(avoiding used: inout Set<String>, _ random: inout some RandomNumberGenerator) -> String {
        var candidate =
            Int.random(in: 0..<8, using: &random) == 0
            ? HostileDocument.segment(&random) : (literals.randomElement(using: &random) ?? "items")
        while used.contains(candidate) { candidate += "s" }
        used.insert(candidate)
        return candidate
    }

    /// A record's parameter name, not one of the path's others.
    static func parameterName(
        _ literal: String,
        avoiding taken: [String],
        _ random: inout some RandomNumberGenerator
    ) -> String {
        let word = literal.filter { $0.isLetter || $0.isNumber }
        var name =
            ["id", "slug", "username", "name", (word.isEmpty ? "level" : word) + "Id"].randomElement(using: &random)
            ?? "id"
        // Now and then an awkward name, as HostileDocument makes them (never `{`, `}`, `/`, `?`, `#`).
        if Int.random(in: 0..<6, using: &random) == 0 {
            let awkward = HostileDocument.name(&random)
            if !awkward.isEmpty && !awkward.contains(where: { "{}/?#".contains($0) }) { name = awkward }
        }
        while taken.contains(name) { name += "2" }
        return name
    }

    // MARK: - Shrinking

    /// Smaller documents: a root level fewer, a level's children fewer, methods fewer.
    var smaller: [RouteShapeDocument] {
        var smaller: [RouteShapeDocument] = []
        for index in levels.indices where levels.count > 1 {
            var copy = self
            copy.levels.remove(at: index)
            smaller.append(copy)
        }
        for (index, level) in levels.enumerated() {
            for fewer in Self.fewer(level) {
                var copy = self
                copy.levels[index] = fewer
                smaller.append(copy)
            }
        }
        return smaller
    }

    static func fewer(_ level: Level) -> [Level] {
        var smaller: [Level] = []
        for index in level.under.indices {
            var copy = level
            copy.under.remove(at: index)
            smaller.append(copy)
        }
        for index in level.underRecord.indices {
            var copy = level
            copy.underRecord.remove(at: index)
            smaller.append(copy)
        }
        for index in level.methods.indices where level.methods.count > 1 {
            var copy = level
            copy.methods.remove(at: index)
            smaller.append(copy)
        }
        for index in level.recordMethods.indices where level.recordMethods.count > 1 {
            var copy = level
            copy.recordMethods.remove(at: index)
            smaller.append(copy)
        }
        for (index, child) in level.underRecord.enumerated() {
            for fewer in Self.fewer(child) {
                var copy = level
                copy.underRecord[index] = fewer
                smaller.append(copy)
            }
        }
        for (index, child) in level.under.enumerated() {
            for fewer in Self.fewer(child) {
                var copy = level
                copy.under[index] = fewer
                smaller.append(copy)
            }
        }
        return smaller
    }
}

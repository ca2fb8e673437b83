/// Turns routes into Yopuy declarations, one per level of the API, as the README teaches:
///
/// - a literal followed by a `{parameter}` is a collection of records: a `RootResource` or a
///   `ChildResource` whose ID is that parameter, or a `CompositeID` of a run of parameters
///   (`/repos/{owner}/{repo}`), or a `SegmentedID` for a parameter that spans segments;
/// - GET on it lists, POST creates; GET, PUT, PATCH and DELETE on a record show, replace,
///   update and delete it; another verb is an action on the level's own URL (`path = ""`);
/// - a literal beside the records is a `CollectionAction` when nothing is below it, else a level
///   of its own whose path holds both literals (`"issues/comments"`);
/// - a literal that no parameter follows is a singleton when it is read, a namespace when it is
///   not; a plural leaf with only GET or POST is a list without records, and a leaf that is only
///   POSTed to under a record is a `RecordAction` (`/runs/{run_id}/cancel`);
/// - a parameter right under a record or a singleton is a resource of its own at `path = ""`, and
///   so is one at the start of a path (`/{realm}/users`), whose records `/` lists.
final class Modeller {
    let routes: [Route]
    let root = RouteNode("")
    private(set) var declarations: [Declaration] = []
    /// The Swift type each parameter name has, from the document, by name.
    private var parameterTypes: [String: String] = [:]
    /// Whether parameter types come from a document (else from the names, for a route list).
    private let typed: Bool

    static let verbOf = ["GET": "show", "PUT": "replace", "PATCH": "update", "DELETE": "delete", "POST": "create"]
    static let capabilityOf = [
        "GET": "IsShowable", "PUT": "IsReplaceable", "PATCH": "IsPatchable", "DELETE": "IsDeletable",
        "POST": "IsCreatable",
    ]
    /// Parameters whose names say "number" but whose values are strings, in GitHub's route list.
    static let stringIDs: Set<String> = [
        "client_id", "gist_id", "ghsa_id", "export_id", "network_configuration_id", "network_settings_id", "key_id",
    ]

    init(routes: [Route], typed: Bool) {
        self.routes = routes
        self.typed = typed
        for route in routes where route.unsayable == nil {
            var node = root
            for segment in route.segments {
                // A parameter with text in its segment (`{Sid}.json`, `thumbnail.{extension}`)
                // is a parameter level too: its ID is the whole segment.
                if segment.contains("{") {
                    if node.parameter == nil { node.parameter = RouteNode("{}") }
                    guard let parameter = node.parameter else { continue }
                    node = parameter
                    if !node.names.contains(segment) { node.names.append(segment) }
                    let bare = Self.bare(segment)
                    if let parameter = route.operation.pathParameters[bare], parameterTypes[bare] == nil {
                        parameterTypes[bare] = Self.swiftType(of: parameter)
                    }
                } else {
                    node = node.literal(segment)
                }
            }
            node.add(route)
        }
    }

    /// `{thread_id}` without its braces.
    static func bare(_ segment: String) -> String {
        String(segment.dropFirst().dropLast())
    }

    /// A path parameter's Swift type, from its schema.
    static func swiftType(of parameter: APIOperation.Parameter) -> String {
        if parameter.allowsReserved { return "SegmentedID" }
        switch parameter.schema?.value {
        case .integer: return "Int"
        default: return "String"
        }
    }

    // MARK: IDs

    /// The Swift type of a parameter level whose routes name it `names`.
    func typeOf(_ names: [String], literal: String) -> String {
        let bare = names.map(Self.bare)
        if bare.contains(where: { $0.contains("{") || $0.contains("}") }) { return "String" }
        if typed {
            let types = Set(bare.map { parameterTypes[$0] ?? "String" })
            return types.count == 1 ? (types.first ?? "String") : "String"
        }
        if bare == ["path"] || (bare == ["ref"] && ["ref", "refs", "matching-refs"].contains(literal)) {
            return "SegmentedID"
        }
        let numeric = bare.allSatisfy {
            ($0.hasSuffix("_id") || $0.hasSuffix("_number")) && !Self.stringIDs.contains($0)
        }
        return numeric ? "Int" : "String"
    }

    /// Gives `declaration` the ID of the run of parameters from `node`; answers the run's last node.
    func record(_ declaration: Declaration, _ node: RouteNode, literal: String) -> RouteNode {
        var run = [node]
        while let last = run.last, last.orderedRoutes.isEmpty, last.orderedLiterals.isEmpty, let next = last.parameter {
            run.append(next)
        }
        declaration.idParts = run.map { level in (Self.bare(level.names[0]), typeOf(level.names, literal: literal)) }
        declaration.run = run
        declaration.literal = literal
        declaration.firstIndex = depth(of: node)
        return run[run.count - 1]
    }

    /// The Swift arguments of the record's ID in `route`, and the values they put in its path.
    func arguments(_ declaration: Declaration, _ route: Route) -> String {
        var arguments: [String] = []
        for (offset, part) in declaration.idParts.enumerated() {
            let index = declaration.firstIndex + offset
            guard route.segments.indices.contains(index) else { continue }
            let segment = route.segments[index]
            let name = segment.replacingOccurrences(of: "{", with: "").replacingOccurrences(of: "}", with: "")
            let text: String
            let value: String
            switch part.type {
            case "Int":
                text = String(index + 1)
                value = text
            case "SegmentedID":
                text = name == "path" ? "docs/README.md" : "heads/main"
                value = Naming.literal(text)
            default:
                text = name
                value = Naming.literal(text)
            }
            if segment.filter({ $0 == "{" }).count > 1 {
                route.compromise = "\(segment) is one segment of two parameters: one String ID, not two typed parts"
            } else if !segment.hasPrefix("{") || !segment.hasSuffix("}") {
                route.compromise =
                    "\(segment) holds text beside its parameter: one String ID that is the whole segment, "
                    + "text included (\(Naming.literal(text)) here)"
            } else if typeOf([segment], literal: declaration.literal) != part.type {
                let others = declaration.run[offset].names.filter { $0 != segment }.joined(separator: ", ")
                route.compromise =
                    "\(segment) shares its level with \(others): one resource, one ID type, \(part.type) for both"
            }
            // What the wire carries: an ID is percent-encoded outside RFC 3986's unreserved
            // characters, a segmented one segment by segment.
            route.values[index] = text.split(separator: "/", omittingEmptySubsequences: false)
                .map { Self.encodedAsID(String($0)) }
                .joined(separator: part.type == "SegmentedID" ? "/" : "%2F")
            arguments.append(value)
        }
        return arguments.joined(separator: ", ")
    }

    /// `text` as Yopuy encodes an ID: every byte outside the unreserved characters as `%XX`.
    static func encodedAsID(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }

    // MARK: The walk

    @discardableResult
    func new(_ kind: Declaration.Kind, _ wanted: String, path: String, parent: Declaration?) -> Declaration {
        let declaration = Declaration(kind: kind, wanted: wanted, path: path, parent: parent)
        declarations.append(declaration)
        return declaration
    }

    func visit() {
        if let parameterNode = root.parameter {
            // Paths that start with a parameter (`/{realm}/users`): records right under the base
            // URL, at `path = ""`, which `/` lists and creates.
            let wanted = Naming.singular(Self.bare(parameterNode.names[0]))
            let records = new(.root, Naming.typeName(wanted), path: "", parent: nil)
            collectionVerbs(records, root, steps: [])
            self.records(records, parameterNode, steps: [], literal: "")
        } else if !root.orderedRoutes.isEmpty {
            let api = new(.singularRoot, "APIRoot", path: "", parent: nil)
            for (method, routes) in root.orderedRoutes {
                api.add(Self.capabilityOf[method] ?? "IsShowable")
                terminal(api, method, routes, steps: [], withID: false)
            }
        }
        for (literal, node) in root.orderedLiterals {
            self.literal(node, parent: nil, steps: [], prefix: [literal])
        }
    }

    /// Says `routes` (of `method`) with a verb of `declaration` after `steps`.
    func terminal(_ declaration: Declaration, _ method: String, _ routes: [Route], steps: [Step], withID: Bool) {
        for route in routes {
            var verb = Self.verbOf[method] ?? "show"
            if declaration.isAction {
                verb = "action"
            } else if method == "GET", declaration.isRecords, !withID {
                verb = "list"
            }
            route.steps = steps + [.verb(declaration, verb, withID: withID && !declaration.idParts.isEmpty)]
            declaration.operations.append((verb, route))
        }
    }

    func action(
        _ kind: Declaration.Kind,
        _ wanted: String,
        path: String,
        parent: Declaration?,
        method: String,
        target: Declaration? = nil
    ) -> Declaration {
        let declaration = new(kind, wanted, path: path, parent: parent)
        declaration.method = method
        declaration.target = target
        return declaration
    }

    private func levelKind(
        _ parent: Declaration?,
        _ rootKind: Declaration.Kind,
        _ childKind: Declaration.Kind
    )
        -> Declaration.Kind
    {
        parent == nil ? rootKind : childKind
    }

    func literal(_ node: RouteNode, parent: Declaration?, steps: [Step], prefix: [String]) {
        // An OData level (`accounts()`) is named and counted by its word.
        let literal = prefix[prefix.count - 1].replacingOccurrences(of: "()", with: "")
        let path = prefix.joined(separator: "/")
        if let parameterNode = node.parameter {
            let plural = Naming.isPlural(literal)
            if !node.orderedRoutes.isEmpty && !plural {
                // A level that is read itself, with records right under it: /user, /user/{account_id}.
                let holder = self.holder(node, parent: parent, steps: steps, path: path, literal: literal)
                let holderSteps = steps + [parentStep(holder)]
                let records = new(.child, Naming.singular(literal) + "ByID", path: "", parent: holder)
                self.records(records, parameterNode, steps: holderSteps, literal: literal)
                for (childLiteral, child) in node.orderedLiterals {
                    self.literal(child, parent: holder, steps: holderSteps, prefix: [childLiteral])
                }
                return
            }
            let wanted = prefix.map { Naming.typeName(Naming.singular($0.replacingOccurrences(of: "()", with: ""))) }
                .joined()
            let records = new(levelKind(parent, .root, .child), wanted, path: path, parent: parent)
            collectionVerbs(records, node, steps: steps)
            self.records(records, parameterNode, steps: steps, literal: literal)
            for (childLiteral, child) in node.orderedLiterals {
                if child.isLeaf {
                    let several = child.orderedRoutes.count > 1
                    for (method, routes) in child.orderedRoutes {
                        let wanted =
                            records.wanted + Naming.typeName(childLiteral)
                            + (several ? Naming.typeName(method.lowercased()) : "")
                        let action = self.action(
                            .collectionAction,
                            wanted,
                            path: childLiteral,
                            parent: nil,
                            method: method,
                            target: records
                        )
                        terminal(action, method, routes, steps: steps, withID: false)
                    }
                } else {
                    self.literal(child, parent: parent, steps: steps, prefix: prefix + [childLiteral])
                }
            }
            return
        }
        if !node.isLeaf {
            let holder = self.holder(node, parent: parent, steps: steps, path: path, literal: literal)
            let holderSteps = steps + [parentStep(holder)]
            for (childLiteral, child) in node.orderedLiterals {
                self.literal(child, parent: holder, steps: holderSteps, prefix: [childLiteral])
            }
            return
        }
        let methods = Set(node.orderedRoutes.map(\.0))
        if Naming.isPlural(literal) && methods.isSubset(of: ["GET", "POST"]) {
            let records = new(levelKind(parent, .root, .child), Naming.singular(literal), path: path, parent: parent)
            records.idParts = [("id", "String")]
            for (method, routes) in node.orderedRoutes {
                records.add(method == "GET" ? "IsListable" : "IsCreatable")
                terminal(records, method, routes, steps: steps, withID: false)
            }
            return
        }
        if methods == ["POST"], parent != nil, let routes = node.routes["POST"] {
            let action = self.action(.recordAction, literal, path: path, parent: parent, method: "POST")
            terminal(action, "POST", routes, steps: steps, withID: false)
            return
        }
        let singleton = new(levelKind(parent, .singularRoot, .singularChild), literal, path: path, parent: parent)
        for (method, routes) in node.orderedRoutes {
            singleton.add(Self.capabilityOf[method] ?? "IsShowable")
            terminal(singleton, method, routes, steps: steps, withID: false)
        }
    }

    /// Says the routes of a collection's own URL, `node`: GET lists, POST creates, another verb
    /// is an action on it.
    func collectionVerbs(_ records: Declaration, _ node: RouteNode, steps: [Step]) {
        for (method, routes) in node.orderedRoutes {
            if method == "GET" || method == "POST" {
                records.add(method == "GET" ? "IsListable" : "IsCreatable")
                terminal(records, method, routes, steps: steps, withID: false)
            } else {
                let action = self.action(
                    .collectionAction,
                    records.wanted + Naming.typeName(method.lowercased()),
                    path: "",
                    parent: nil,
                    method: method,
                    target: records
                )
                terminal(action, method, routes, steps: steps, withID: false)
            }
        }
    }

    /// A level with levels under it: a singleton if it is read, else a namespace and actions.
    func holder(_ node: RouteNode, parent: Declaration?, steps: [Step], path: String, literal: String) -> Declaration {
        if node.routes["GET"] != nil {
            let singleton = new(levelKind(parent, .singularRoot, .singularChild), literal, path: path, parent: parent)
            for (method, routes) in node.orderedRoutes {
                singleton.add(Self.capabilityOf[method] ?? "IsShowable")
                terminal(singleton, method, routes, steps: steps, withID: false)
            }
            return singleton
        }
        let namespace = new(
            levelKind(parent, .rootNamespace, .childNamespace),
            literal + "Namespace",
            path: path,
            parent: parent
        )
        for (method, routes) in node.orderedRoutes {
            let action = self.action(
                .recordAction,
                literal + Naming.typeName(method.lowercased()),
                path: "",
                parent: namespace,
                method: method
            )
            terminal(action, method, routes, steps: steps + [parentStep(namespace)], withID: false)
        }
        return namespace
    }

    func parentStep(_ declaration: Declaration) -> Step {
        declaration.isNamespace ? .namespace(declaration) : .singleton(declaration)
    }

    /// The records of `records`, from their first ID's node.
    func records(_ records: Declaration, _ node: RouteNode, steps: [Step], literal: String) {
        let last = record(records, node, literal: literal)
        for (method, routes) in last.orderedRoutes {
            if method == "POST" {
                let action = self.action(
                    .recordAction,
                    records.wanted + "Post",
                    path: "",
                    parent: records,
                    method: "POST"
                )
                records.add("IsAddressable")
                terminal(action, "POST", routes, steps: steps + [.record(records)], withID: false)
            } else {
                records.add(Self.capabilityOf[method] ?? "IsShowable")
                terminal(records, method, routes, steps: steps, withID: true)
            }
        }
        let childSteps = steps + [Step.record(records)]
        if let parameter = last.parameter {
            records.add("IsAddressable")
            let nested = new(.child, Naming.singular(Self.bare(parameter.names[0])), path: "", parent: records)
            self.records(nested, parameter, steps: childSteps, literal: literal)
        }
        for (childLiteral, child) in last.orderedLiterals {
            records.add("IsAddressable")
            self.literal(child, parent: records, steps: childSteps, prefix: [childLiteral])
        }
    }

    func depth(of target: RouteNode) -> Int {
        func walk(_ node: RouteNode, _ depth: Int) -> Int? {
            if node === target { return depth }
            for (_, child) in node.orderedLiterals {
                if let found = walk(child, depth + 1) { return found }
            }
            if let parameter = node.parameter { return walk(parameter, depth + 1) }
            return nil
        }
        return (walk(root, 0) ?? 1) - 1
    }
}

extension String {
    /// The string with `0`s before it up to `count` characters.
    fileprivate func leftPadded(to count: Int) -> String {
        String(repeating: "0", count: Swift.max(0, count - self.count)) + self
    }
}

extension ModelWriter {
    /// What the files need beyond the declarations: the final name of each declaration, the
    /// struct properties stored through `Indirect`, and the enums that are `indirect`.
    struct Layout {
        /// The final name of each declaration, by ``DeclarationID``.
        var names: [String]
        /// The properties stored through `Indirect`, by declaration and index.
        var boxed: Set<PropertyPosition> = []
        /// The enums of `oneOf` and `anyOf` that contain themselves.
        var indirect: Set<DeclarationID> = []
    }

    /// A property of a struct, by the struct's declaration and the property's index.
    struct PropertyPosition: Hashable {
        /// The struct.
        var declaration: DeclarationID
        /// The property's index in the struct.
        var index: Int
    }

    /// Names a nested declaration never takes: the standard library's and the support types'
    /// names that the generated code spells.
    static let nestedReserved: Set<String> = Naming.reservedTypes.union(supportNames)

    /// The layout of every declaration.
    func makeLayout() -> Layout {
        var layout = Layout(names: finalNames())
        let nodes = declarations.count
        var edges: [[DeclarationID]] = Array(repeating: [], count: nodes)
        for id in 0..<nodes {
            edges[id] = storedTypes(of: id).flatMap { storageTargets(of: $0, depth: 0) }
        }
        for component in Self.stronglyConnectedComponents(edges) where Self.isCycle(component, edges) {
            for id in component {
                if case .union = declarations[id].body { layout.indirect.insert(id) }
            }
        }
        var structEdges = edges
        for id in layout.indirect { structEdges[id] = [] }
        for component in Self.stronglyConnectedComponents(structEdges) where Self.isCycle(component, structEdges) {
            let members = Set(component)
            for id in component {
                guard case .structure(let properties, _) = declarations[id].body else { continue }
                for (index, property) in properties.enumerated()
                where storageTargets(of: property.type, depth: 0).contains(where: members.contains) {
                    layout.boxed.insert(PropertyPosition(declaration: id, index: index))
                }
            }
        }
        return layout
    }

    /// The types a declaration holds: a struct's properties, a union's payloads, an alias's type.
    func storedTypes(of id: DeclarationID) -> [ModelType] {
        switch declarations[id].body {
        case .structure(let properties, _): properties.map(\.type)
        case .union(let union): union.cases.compactMap(\.payload)
        case .alias(let type): [type]
        case .enumeration, .unread, .reading: []
        }
    }

    /// The structs and unions that a value of `type` stores inline (not through an array or a
    /// dictionary), looking through aliases.
    private func storageTargets(of type: ModelType, depth: Int) -> [DeclarationID] {
        guard depth < 64 else { return [] }
        switch type {
        case .optional(let wrapped):
            return storageTargets(of: wrapped, depth: depth + 1)
        case .declared(let id):
            switch declarations[id].body {
            case .alias(let target): return storageTargets(of: target, depth: depth + 1)
            case .structure, .union: return [id]
            case .enumeration, .unread, .reading: return []
            }
        case .string, .integer, .number, .boolean, .json, .array, .dictionary:
            return []
        }
    }

    /// Whether a strongly connected component is a cycle: more than one node, or one with an
    /// edge to itself.
    private static func isCycle(_ component: [Int], _ edges: [[Int]]) -> Bool {
        guard component.count == 1, let only = component.first else { return component.count > 1 }
        return edges[only].contains(only)
    }

    /// Tarjan's strongly connected components of a graph, without recursion.
    static func stronglyConnectedComponents(_ edges: [[Int]]) -> [[Int]] {
        let count = edges.count
        var index = Array(repeating: -1, count: count)
        var low = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var result: [[Int]] = []
        var counter = 0
        var work: [(node: Int, edge: Int)] = []
        for start in 0..<count where index[start] < 0 {
            index[start] = counter
            low[start] = counter
            counter += 1
            stack.append(start)
            onStack[start] = true
            work.append((start, 0))
            while let (node, edge) = work.last {
                if edge < edges[node].count {
                    work[work.count - 1].edge += 1
                    let next = edges[node][edge]
                    if index[next] < 0 {
                        index[next] = counter
                        low[next] = counter
                        counter += 1
                        stack.append(next)
                        onStack[next] = true
                        work.append((next, 0))
                    } else if onStack[next] {
                        low[node] = min(low[node], index[next])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last {
                    low[parent.node] = min(low[parent.node], low[node])
                }
                guard low[node] == index[node] else { continue }
                var component: [Int] = []
                while let top = stack.popLast() {
                    onStack[top] = false
                    component.append(top)
                    if top == node { break }
                }
                result.append(component)
            }
        }
        return result
    }

    // MARK: - Names

    /// The final name of every declaration: a top-level one keeps its name; a nested one takes
    /// its wished-for name, or the name of its parent before it (`PetType`), unless that shadows
    /// a type its top-level declaration uses, a standard type, a sibling or an enclosing type.
    func finalNames() -> [String] {
        var names = declarations.map(\.name)
        for root in topLevel where !declarations[root].children.isEmpty {
            var tree: [DeclarationID] = []
            var stack = [root]
            while let id = stack.popLast() {
                tree.append(id)
                stack += declarations[id].children
            }
            var avoided = Self.nestedReserved
            avoided.insert(names[root])
            for id in tree {
                for type in storedTypes(of: id) {
                    for referenced in type.declarations {
                        avoided.insert(declarations[self.root(of: referenced)].name)
                    }
                }
            }
            nameChildren(of: root, avoiding: avoided, names: &names)
        }
        return names
    }

    /// Names the declarations nested in `parent`, and theirs.
    private func nameChildren(of parent: DeclarationID, avoiding avoided: Set<String>, names: inout [String]) {
        var taken = avoided
        taken.insert(names[parent])
        let inner = taken
        for child in declarations[parent].children {
            let base = declarations[child].name
            let candidates = [base, names[parent] + base]
            var chosen = candidates.first { !taken.contains($0) }
            if chosen == nil {
                let last = names[parent] + base
                var number = 2
                while taken.contains("\(last)\(number)") { number += 1 }
                chosen = "\(last)\(number)"
            }
            let name = chosen ?? base
            names[child] = name
            taken.insert(name)
        }
        for child in declarations[parent].children where !declarations[child].children.isEmpty {
            nameChildren(of: child, avoiding: inner, names: &names)
        }
    }

    /// The top-level declaration that `id` is nested in, or `id`.
    func root(of id: DeclarationID) -> DeclarationID {
        var current = id
        while let parent = declarations[current].parent { current = parent }
        return current
    }

    /// How `type` is spelled inside the declaration `scope` (`nil`: at the top level), with the
    /// final names of the declarations.
    func spell(_ type: ModelType, from scope: DeclarationID?, names: [String]) -> String {
        spell(type, from: scope) { names[$0] }
    }

    /// How `type` is spelled inside the declaration `scope`, with `name` giving each
    /// declaration's final name.
    func spell(_ type: ModelType, from scope: DeclarationID?, name: (DeclarationID) -> String) -> String {
        switch type {
        case .string: "String"
        case .integer: "Int"
        case .number: "Double"
        case .boolean: "Bool"
        case .json: "AnyJSON"
        case .array(let element): "[\(spell(element, from: scope, name: name))]"
        case .dictionary(let value): "[String: \(spell(value, from: scope, name: name))]"
        case .optional(let wrapped): spell(wrapped, from: scope, name: name) + "?"
        case .declared(let id): reference(to: id, from: scope, name: name)
        }
    }

    /// The shortest qualified name of `id` that means `id` inside `scope`.
    private func reference(
        to id: DeclarationID,
        from scope: DeclarationID?,
        name: (DeclarationID) -> String
    ) -> String {
        var chain = [id]
        while let last = chain.last, let parent = declarations[last].parent { chain.append(parent) }
        chain.reverse()
        for start in stride(from: chain.count - 1, to: 0, by: -1)
        where resolve(name(chain[start]), from: scope, name: name) == chain[start] {
            return chain[start...].map(name).joined(separator: ".")
        }
        return chain.map(name).joined(separator: ".")
    }

    /// The declaration that `name` means inside `scope`, as Swift looks it up: the types nested
    /// in the scope and in the scopes around it, then the top-level ones.
    private func resolve(
        _ wanted: String,
        from scope: DeclarationID?,
        name: (DeclarationID) -> String
    ) -> DeclarationID? {
        var current = scope
        while let id = current {
            if let found = declarations[id].children.first(where: { name($0) == wanted }) { return found }
            current = declarations[id].parent
        }
        return topLevelByName[wanted]
    }

    // MARK: - Aliases

    /// Replaces, in a component alias that contains itself (`typealias Tree = [Tree]`, which
    /// Swift refuses), the inner reference by `AnyJSON`, and says so.
    mutating func breakRecursiveAliases() {
        for id in declarations.indices {
            guard case .alias(let target) = declarations[id].body, aliasReaches(id, from: target, depth: 0) else {
                continue
            }
            declarations[id].body = .alias(replacingReferences(to: id, in: target))
            let pointer = declarations[id].componentKey.map(JSONPointer.schema) ?? "#"
            report(
                .mended,
                at: pointer,
                "The schema contains itself only through arrays or references, which a Swift type alias cannot; "
                    + "the inner reference is a AnyJSON."
            )
        }
    }

    /// Whether `type`, or an alias it mentions, mentions `id`.
    private func aliasReaches(_ id: DeclarationID, from type: ModelType, depth: Int) -> Bool {
        guard depth < 64 else { return false }
        for mentioned in type.declarations {
            if mentioned == id { return true }
            if case .alias(let next) = declarations[mentioned].body,
                aliasReaches(id, from: next, depth: depth + 1)
            {
                return true
            }
        }
        return false
    }

    /// `type` with each reference to `id`, or to an alias that leads to it, replaced by `AnyJSON`.
    private func replacingReferences(to id: DeclarationID, in type: ModelType) -> ModelType {
        switch type {
        case .declared(let mentioned):
            if mentioned == id { return .json }
            if case .alias(let next) = declarations[mentioned].body, aliasReaches(id, from: next, depth: 0) {
                return .json
            }
            return type
        case .array(let element): return .array(replacingReferences(to: id, in: element))
        case .dictionary(let value): return .dictionary(replacingReferences(to: id, in: value))
        case .optional(let wrapped): return .optional(replacingReferences(to: id, in: wrapped))
        case .string, .integer, .number, .boolean, .json: return type
        }
    }
}

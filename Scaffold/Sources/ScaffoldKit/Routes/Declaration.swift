/// One Yopuy declaration the scaffold writes: a resource, a namespace or an action.
final class Declaration {
    enum Kind: String {
        case root, child, singularRoot, singularChild, rootNamespace, childNamespace, recordAction, collectionAction
    }

    var kind: Kind
    /// The name it wants, before names are given out.
    var wanted: String
    /// Its Swift name, once given.
    var name = ""
    /// Its `path`.
    var path: String
    var parent: Declaration?
    /// A collection action's target.
    var target: Declaration?
    /// `IsListable`, `IsShowable`, ... in the order found.
    private(set) var capabilities: [String] = []
    /// The ID's parts: the parameter's name and its Swift type.
    var idParts: [(name: String, type: String)] = []
    /// An action's method: `GET`, `POST`, ...
    var method: String?
    /// The nodes of the ID's run of parameters.
    var run: [RouteNode] = []
    /// The literal the records sit under.
    var literal = ""
    /// The index of the ID's first segment in its routes.
    var firstIndex = 0
    /// The routes this declaration ends, by verb (`show`, `list`, `create`, `action`, ...).
    var operations: [(verb: String, route: Route)] = []
    /// What its `parse` functions, bodies and kind are, decided after the walk.
    var singular: String?
    var collection: String?
    var answersNoContent = false
    var streams: StreamKind?
    var bodies: [String: String] = [:]
    /// Whether the declaration is an extra one that streams another operation's events.
    var isStreamVariant = false
    /// Whether the declaration is the model it answers, made a resource by an extension.
    var isModel = false

    enum StreamKind { case events }

    init(kind: Kind, wanted: String, path: String, parent: Declaration?) {
        self.kind = kind
        self.wanted = wanted
        self.path = path
        self.parent = parent
    }

    func add(_ capability: String) {
        if !capabilities.contains(capability) { capabilities.append(capability) }
    }

    func remove(_ capability: String) {
        capabilities.removeAll { $0 == capability }
    }

    var isNamespace: Bool { kind == .rootNamespace || kind == .childNamespace }
    var isAction: Bool { kind == .recordAction || kind == .collectionAction }
    var isRecords: Bool { kind == .root || kind == .child }
    var isSingleton: Bool { kind == .singularRoot || kind == .singularChild }

    /// The declaration above it: its parent, or a collection action's target.
    var above: Declaration? { parent ?? target }

    /// The declaration at the top of its tree.
    var treeRoot: Declaration { above?.treeRoot ?? self }

    var depth: Int { above.map { $0.depth + 1 } ?? 0 }

    /// The ID's Swift type: one part's, or `CompositeID<…>` of several.
    var idType: String? {
        if idParts.isEmpty { return nil }
        if idParts.count == 1 { return idParts[0].type }
        return "CompositeID<\(idParts.map(\.type).joined(separator: ", "))>"
    }
}

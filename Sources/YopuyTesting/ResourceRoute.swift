import Yopuy

/// What the in-memory backend knows of one resource type, from its declaration alone: where its
/// records live and which methods it accepts.
struct ResourceRoute: Sendable {
    enum Shape: Sendable {
        /// A collection with records under it: root or child resources.
        case collection
        /// One record at a constant path: singletons.
        case singleton
        /// An action on one record of the resource the pattern's last placeholder names.
        case recordAction(HTTPMethod)
        /// An action on the collection the pattern names, without its last segment.
        case collectionAction(HTTPMethod)
    }

    let name: String
    let type: ObjectIdentifier
    let shape: Shape
    /// The segments up to the resource's own path, `{id}` standing for any parent's ID:
    /// `posts/{id}/comments`.
    let pattern: [String]
    /// The pattern of the record this resource lives under, if any: `posts/{id}`.
    let parentPattern: [String]?
    let listable, showable, creatable, replaceable, patchable, deletable: Bool
    /// How an action whose paths stream frames its values: as server-sent events or as lines of
    /// JSON; `nil` for a resource or an action that answers one body.
    let framing: Framing?
    /// The resource's ``Yopuy/Resource/pathSuffix``, after the last segment of its paths.
    let pathSuffix: String
    /// The statuses the resource declares its successful answers have (``Yopuy/AnswersStatus``),
    /// by method.
    let answerStatuses: [HTTPMethod: Int]

    /// How a streamed answer frames its values.
    enum Framing: Sendable {
        case events
        case lines
    }

    static let placeholder = "{id}"

    init(_ resource: any Resource.Type) {
        name = String(describing: resource)
        type = ObjectIdentifier(resource)
        listable = resource is any IsListable.Type
        showable = resource is any IsShowable.Type
        creatable = resource is any IsCreatable.Type
        replaceable = resource is any IsReplaceable.Type
        patchable = resource is any IsPatchable.Type
        deletable = resource is any IsDeletable.Type
        var kind: (any PathKind.Type)?
        if let action = resource as? any RecordAction.Type {
            shape = .recordAction(Self.method(of: action))
            kind = Self.kind(of: action)
        } else if let action = resource as? any CollectionAction.Type {
            shape = .collectionAction(Self.method(of: action))
            kind = Self.kind(of: action)
        } else if resource is any SingularRootResource.Type || resource is any SingularChildResource.Type {
            shape = .singleton
        } else {
            shape = .collection
        }
        framing =
            switch kind {
            case is EventStreamPath.Type: .events
            case is JSONLinesPath.Type: .lines
            default: nil
            }
        pathSuffix = resource.pathSuffix
        // Every verb's method, and an action's own, which may be none of them.
        var methods: [HTTPMethod] = [.get, .post, .put, .patch, .delete]
        if case .recordAction(let method) = shape, !methods.contains(method) { methods.append(method) }
        if case .collectionAction(let method) = shape, !methods.contains(method) { methods.append(method) }
        answerStatuses =
            (resource as? any AnswersStatus.Type).map { declaring in
                methods.reduce(into: [:]) { statuses, method in statuses[method] = declaring.answerStatus(for: method) }
            } ?? [:]
        let parent = Self.recordPattern(ofParentOf: resource)
        parentPattern = parent
        pattern = (parent ?? []) + resource.encodedPathSegments
    }

    /// The pattern of one record of `resource`: its collection and a placeholder, or a
    /// singleton's own path.
    static func recordPattern(of resource: any Resource.Type) -> [String] {
        let own = (recordPattern(ofParentOf: resource) ?? []) + resource.encodedPathSegments
        let isSingleton = resource is any SingularRootResource.Type || resource is any SingularChildResource.Type
        return isSingleton ? own : own + [placeholder]
    }

    /// The pattern of the record `resource` lives under, if it lives under one.
    private static func recordPattern(ofParentOf resource: any Resource.Type) -> [String]? {
        if let nested = resource as? any NestedResource.Type {
            return recordPattern(of: parent(of: nested))
        }
        if let action = resource as? any CollectionAction.Type {
            let target = target(of: action)
            return (recordPattern(ofParentOf: target) ?? []) + target.encodedPathSegments
        }
        return nil
    }

    private static func parent<Nested: NestedResource>(of _: Nested.Type) -> any Resource.Type { Nested.Parent.self }

    private static func target<Action: CollectionAction>(of _: Action.Type) -> any Resource.Type { Action.Target.self }

    private static func method<Action: RecordAction>(of _: Action.Type) -> HTTPMethod { Action.Method.httpMethod }

    private static func method<Action: CollectionAction>(of _: Action.Type) -> HTTPMethod { Action.Method.httpMethod }

    private static func kind<Action: RecordAction>(of _: Action.Type) -> any PathKind.Type { Action.Kind.self }

    private static func kind<Action: CollectionAction>(of _: Action.Type) -> any PathKind.Type { Action.Kind.self }

    /// The methods this route accepts at a path of the given kind, for `Allow` headers.
    func allowed(onRecord: Bool) -> [HTTPMethod] {
        switch shape {
        case .recordAction(let method), .collectionAction(let method):
            return [method]
        case .singleton:
            return Self.offered([
                (showable, .get), (creatable, .post), (replaceable, .put), (patchable, .patch), (deletable, .delete),
            ])
        case .collection where onRecord:
            return Self.offered([(showable, .get), (replaceable, .put), (patchable, .patch), (deletable, .delete)])
        case .collection:
            return Self.offered([(listable, .get), (creatable, .post)])
        }
    }

    private static func offered(_ capabilities: [(offered: Bool, method: HTTPMethod)]) -> [HTTPMethod] {
        capabilities.filter(\.offered).map(\.method)
    }
}

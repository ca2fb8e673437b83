/// The template of a typed path: its literal segments as declared, and `{id}` where an ID goes.
///
/// `Post.show(1) / Comment.show(12)` and `Post.show(2) / Comment.show(99)` have the one template
/// `posts/{id}/comments/{id}`: what OpenTelemetry calls `url.template`, a name for a route that
/// does not grow with the IDs called. It is read from the path's type, and only when something
/// asks for it (``AdapterRequest/pathTemplate``): a call pays nothing for it otherwise.
///
/// An ID of several segments (a ``CompositeID``) is one `{id}`; a custom method that a static path
/// attaches with a colon (`":restart"`) follows the segment before it without a slash.
protocol TemplatedPath {
    /// The path's template, relative to the service's base URL: `posts/{id}/comments/{id}`.
    static var template: String { get }
}

extension Path: TemplatedPath {
    /// The path's template, relative to the service's base URL, with `{id}` where an ID goes:
    /// what ``AdapterRequest/pathTemplate`` says of the requests this path makes.
    ///
    /// ```swift
    /// (Post.show(1) / Comment.show(12)).template   // "posts/{id}/comments/{id}"
    /// Post.create.template                         // "posts"
    /// ```
    public var template: String { Self.template }

    static var template: String { bareTemplate + Resource.pathSuffix }

    /// The template without the resource's ``Resource/pathSuffix``.
    private static var bareTemplate: String {
        // Which builder made the path is in its kind and method: a create (POST) names the
        // collection, as a list does; show, replace, patch, delete and a parent name one record.
        guard Kind.self == SingularPath.self, !(Method.self is any CreatesRecord.Type) else {
            return Resource.collectionTemplate
        }
        return Resource.recordTemplate
    }
}

/// The methods whose singular path names a resource's collection rather than one of its records:
/// ``POST`` and ``POSTWith``, which create a record.
protocol CreatesRecord {}

extension POSTWith: CreatesRecord {}

extension Resource {
    /// The template of the collection, or of the singleton: the parent's record, then this
    /// resource's static path.
    package static var collectionTemplate: String {
        if let action = Self.self as? any CollectionAction.Type {
            return PathTemplateText.joined(targetTemplate(of: action), path)
        }
        guard let nested = Self.self as? any NestedResource.Type else {
            return PathTemplateText.joined("", path)
        }
        return PathTemplateText.joined(parentTemplate(of: nested), path)
    }

    /// The template of one record: the collection's, then `{id}` for a resource with IDs.
    package static var recordTemplate: String {
        guard Self.self is any IdentifiableResource.Type else {
            return collectionTemplate
        }
        return PathTemplateText.joined(collectionTemplate, "{id}")
    }
}

/// The record template of `resource`'s parent.
private func parentTemplate<Child: NestedResource>(of resource: Child.Type) -> String {
    Child.Parent.recordTemplate
}

/// The collection template of `action`'s target.
private func targetTemplate<Action: CollectionAction>(of action: Action.Type) -> String {
    Action.Target.collectionTemplate
}

/// The templates read so far, by path type: reading one takes some 10 000 instructions (casts
/// to the protocols that say how the path was built, and joining its pieces), reading it again
/// from here a few hundred, and a middleware that names each call's route (`MeasureCalls`,
/// `LogCalls`, `TraceCalls`) asks on every call. A program has as many entries as path types
/// it calls.
enum PathTemplates {
    private static let known = Locked<[ObjectIdentifier: String]>([:])

    /// The template of the path type `type`, or `nil` if it is not a typed path.
    static func template(of type: Any.Type) -> String? {
        let key = ObjectIdentifier(type)
        if let template = known.withLock({ $0[key] }) {
            return template
        }
        guard let template = (type as? any TemplatedPath.Type)?.template else {
            return nil
        }
        known.withLock { $0[key] = template }
        return template
    }
}

/// Joining the pieces of a template.
enum PathTemplateText {
    /// `head` and the segments of `tail` (a static path, or `{id}`), the way a route joins them:
    /// empty pieces dropped, a piece that starts with a colon attached without a slash.
    static func joined(_ head: String, _ tail: String) -> String {
        var text = head
        for piece in tail.split(separator: "/", omittingEmptySubsequences: true) {
            if !text.isEmpty, !piece.hasPrefix(":") {
                text += "/"
            }
            text += piece
        }
        return text
    }
}

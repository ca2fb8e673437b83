/// The value behind every path: its percent-encoded string and, if a segment cannot be sent,
/// why not.
///
/// Building a path never fails, so that `Post.show(id)` stays an expression; a bad segment is
/// remembered here and reported as a ``YopuyError`` when the path is used.
struct Route: Hashable, Sendable {
    /// Segments joined by `/`, each percent-encoded; no leading or trailing slash.
    private(set) var encoded: String

    /// Why this route cannot be sent, or `nil` when it can.
    private(set) var problem: String?

    /// The route of a resource's collection, from its static `path`.
    ///
    /// The static path may hold several literal segments (`"api/posts"`); empty pieces from
    /// leading, trailing or doubled slashes are dropped, and each piece is encoded like an ID.
    init(resourcePath: String, of resource: Any.Type) {
        encoded = ""
        problem = nil
        for piece in resourcePath.split(separator: "/", omittingEmptySubsequences: true) {
            append(segment: String(piece), describedAs: "the path of \(resource)")
        }
        if encoded.isEmpty, problem == nil {
            problem = "the path of \(resource) is \"\(resourcePath)\", which names no segment"
        }
    }

    /// This route with one more segment, made from an ID.
    func appending(id: some PathSegmentConvertible) -> Route {
        var route = self
        route.append(segment: id.pathSegment, describedAs: "an ID")
        return route
    }

    /// This route followed by another one.
    func appending(_ child: Route) -> Route {
        var route = self
        route.encoded += "/"
        route.encoded += child.encoded
        route.problem = problem ?? child.problem
        return route
    }

    /// The encoded string, or the error that says why it cannot be sent.
    func validated() throws(YopuyError) -> String {
        if let problem {
            throw YopuyError(code: .invalidPath, reason: problem, path: encoded)
        }
        return encoded
    }

    private mutating func append(segment raw: String, describedAs what: String) {
        if problem == nil {
            switch raw {
            case "":
                problem = "\(what) is empty, which would address the collection instead of one record"
            case ".", "..":
                problem = "\(what) is \"\(raw)\", a dot segment that would address a different resource"
            default:
                break
            }
        }
        if !encoded.isEmpty {
            encoded += "/"
        }
        encoded += PercentEncoding.segment(raw)
    }
}

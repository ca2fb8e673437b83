/// The value behind every path: its percent-encoded string and, if a segment cannot be sent,
/// why not.
///
/// Building a path never fails, so that `Post.show(id)` stays an expression; a bad segment is
/// remembered here and reported as a ``YopuyError`` when the path is used. The happy path is
/// cheap: a static path of plain segments is used as it is, and joining two routes allocates at
/// most the joined string.
struct Route: Hashable, Sendable {
    /// Where a segment came from, to explain a problem with it; described only if there is one.
    enum Source: Hashable, Sendable {
        case id
        case resourcePath(String)
    }

    /// Segments joined by `/`, each percent-encoded; no leading or trailing slash.
    private(set) var encoded: String

    /// Why this route cannot be sent, or `nil` when it can.
    private(set) var problem: Problem?

    /// A segment that cannot be sent, and where it came from.
    struct Problem: Hashable, Sendable {
        let segment: String
        let source: Source

        var description: String {
            let what: String
            switch source {
            case .id: what = "an ID"
            case .resourcePath(let resource): what = "the path of \(resource)"
            }
            switch segment {
            case "": return "\(what) is empty, which would address the collection instead of one record"
            case ".", "..": return "\(what) is \"\(segment)\", a dot segment that would address a different resource"
            default: return "\(what) is \"\(segment)\", which names no segment"
            }
        }
    }

    /// The route of a resource's collection, from its static `path`.
    ///
    /// The static path may hold several literal segments (`"api/posts"`); empty pieces from
    /// leading, trailing or doubled slashes are dropped, and each piece is encoded like an ID.
    init(resourcePath: String, of resource: Any.Type) {
        problem = nil
        if Self.isPlainSegment(resourcePath) {
            encoded = resourcePath
            return
        }
        encoded = ""
        let source = Source.resourcePath(String(describing: resource))
        for piece in resourcePath.split(separator: "/", omittingEmptySubsequences: true) {
            append(segment: String(piece), from: source)
        }
        if encoded.isEmpty, problem == nil {
            problem = Problem(segment: resourcePath, source: source)
        }
    }

    /// This route with one more segment, made from an ID.
    func appending(id: some PathSegmentConvertible) -> Route {
        var route = self
        route.append(segment: id.pathSegment, from: .id)
        return route
    }

    /// This route followed by another one.
    func appending(_ child: Route) -> Route {
        var route = self
        route.encoded = Self.join(encoded, child.encoded)
        route.problem = problem ?? child.problem
        return route
    }

    /// The encoded string, or the error that says why it cannot be sent.
    func validated() throws(YopuyError) -> String {
        if let problem {
            throw YopuyError(code: .invalidPath, reason: problem.description, path: encoded)
        }
        return encoded
    }

    private mutating func append(segment raw: String, from source: Source) {
        if problem == nil, raw.isEmpty || raw == "." || raw == ".." {
            problem = Problem(segment: raw, source: source)
        }
        let segment = PercentEncoding.segment(raw)
        encoded = encoded.isEmpty ? segment : Self.join(encoded, segment)
    }

    /// `head/tail`, allocating once at most.
    private static func join(_ head: String, _ tail: String) -> String {
        var joined = String()
        joined.reserveCapacity(head.utf8.count + 1 + tail.utf8.count)
        joined += head
        joined += "/"
        joined += tail
        return joined
    }

    /// Whether `text` is one non-empty segment of unreserved characters, and not a dot segment.
    private static func isPlainSegment(_ text: String) -> Bool {
        !text.isEmpty && text != "." && text != ".." && PercentEncoding.isUnreservedText(text)
    }
}

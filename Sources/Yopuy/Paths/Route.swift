/// The value behind every path: its percent-encoded string and, if a segment cannot be sent,
/// why not.
///
/// Building a path never fails, so that `Post.show(id)` stays an expression; a bad segment is
/// remembered here and reported as a ``YopuyError`` when the path is used. The happy path is
/// cheap: a static path of plain segments is used as it is, and joining two routes allocates at
/// most the joined string.
///
/// Building a route is inlinable, so that path builders are specialised in the caller's module
/// (`Benchmarks/` measures what that saves); splitting a static path of several segments and
/// explaining a problem are not.
@usableFromInline
struct Route: Hashable, Sendable {
    /// Where a segment came from, to explain a problem with it; described only if there is one.
    @usableFromInline
    enum Source: Hashable, Sendable {
        case id
        case resourcePath(String)
        /// A refusal's body: see ``Route/refused``.
        case refusal
    }

    /// Segments joined by `/`, each percent-encoded; no leading or trailing slash.
    @usableFromInline var encoded: String

    /// Why this route cannot be sent, or `nil` when it can.
    @usableFromInline var problem: Problem?

    /// A segment that cannot be sent, and where it came from.
    @usableFromInline
    struct Problem: Hashable, Sendable {
        let segment: String
        let source: Source

        @usableFromInline
        init(segment: String, source: Source) {
            self.segment = segment
            self.source = source
        }

        var description: String {
            let what: String
            switch source {
            case .id: what = "an ID"
            case .resourcePath(let resource): what = "the path of \(resource)"
            case .refusal:
                return "the path was built by a refusal (a type of your own conforming to IDRefusal or "
                    + "MisplacedPath), and such a path is never sent"
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
    @inlinable
    init(resourcePath: String, of resource: Any.Type) {
        if Self.isPlainSegment(resourcePath) {
            encoded = resourcePath
            problem = nil
        } else {
            self = Self(splitting: resourcePath, of: resource)
        }
    }

    /// The route of a static path that is not one plain segment.
    @usableFromInline
    init(splitting resourcePath: String, of resource: Any.Type) {
        encoded = ""
        problem = nil
        let source = Source.resourcePath(String(describing: resource))
        for piece in resourcePath.split(separator: "/", omittingEmptySubsequences: true) {
            append(segment: String(piece), from: source)
        }
        if encoded.isEmpty, problem == nil {
            problem = Problem(segment: resourcePath, source: source)
        }
    }

    /// This route with one more segment, made from an ID.
    @inlinable
    func appending(id: some PathSegmentConvertible) -> Route {
        var route = self
        if Self.isStandardInteger(id) {
            // Decimal digits and perhaps a minus sign: one plain segment, nothing to check.
            route.encoded = encoded.isEmpty ? id.pathSegment : Self.join(encoded, id.pathSegment)
        } else if let composite = id as? any MultipleSegments {
            let segments = composite.pathSegments
            if segments.isEmpty {
                route.append(segment: "", from: .id)  // an ID of no parts names no record
            }
            for segment in segments {
                route.append(segment: segment, from: .id)
            }
        } else {
            route.append(segment: id.pathSegment, from: .id)
        }
        return route
    }

    /// Whether `id` is one of the standard library's integers, whose decimal digits need no
    /// checking. Once specialised for a concrete ID type, the test costs nothing.
    @inlinable
    static func isStandardInteger(_ id: some PathSegmentConvertible) -> Bool {
        id is Int || id is Int64 || id is Int32 || id is UInt || id is UInt64 || id is UInt32
    }

    /// This route followed by another one.
    @inlinable
    func appending(_ child: Route) -> Route {
        var route = self
        route.encoded = Self.join(encoded, child.encoded)
        route.problem = problem ?? child.problem
        return route
    }

    /// The encoded string, or the error that says why it cannot be sent.
    /// This route, marked as one that is never sent: what the refusals (``IDRefusal``,
    /// ``MisplacedPath``) build, should a type conforming to their protocols make one callable.
    @usableFromInline
    var refused: Route {
        var route = self
        route.problem = Problem(segment: "", source: .refusal)
        return route
    }

    func validated() throws(YopuyError) -> String {
        if let problem {
            throw YopuyError(code: .invalidPath, reason: problem.description, path: encoded)
        }
        return encoded
    }

    @inlinable
    mutating func append(segment raw: String, from source: Source) {
        if problem == nil, Self.isEmptyOrDots(raw) {
            problem = Problem(segment: raw, source: source)
        }
        let segment = PercentEncoding.segment(raw)
        encoded = encoded.isEmpty ? segment : Self.join(encoded, segment)
    }

    /// `head/tail`, allocating once at most.
    @inlinable
    static func join(_ head: String, _ tail: String) -> String {
        let headCount = head.utf8.count
        let count = headCount + 1 + tail.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            _ = buffer.initialize(from: head.utf8)
            buffer[headCount] = UInt8(ascii: "/")
            _ = buffer[(headCount + 1)...].initialize(from: tail.utf8)
            return count
        }
    }

    /// `head`, `/`, `tail`, then `?` and a query unless it is empty: the query's text as it
    /// is, or `encoding` percent-encoded in place. One allocation: the string itself.
    static func join(_ head: String, _ tail: String, query: String, encoding: Query?) -> String {
        let headCount = head.utf8.count
        let queryCount = encoding?.encodedCount ?? query.utf8.count
        let count = headCount + 1 + tail.utf8.count + (queryCount == 0 ? 0 : 1 + queryCount)
        return String(unsafeUninitializedCapacity: count) { buffer in
            _ = buffer.initialize(from: head.utf8)
            buffer[headCount] = UInt8(ascii: "/")
            var index = buffer[(headCount + 1)...].initialize(from: tail.utf8).1
            guard queryCount > 0 else {
                return index
            }
            buffer[index] = UInt8(ascii: "?")
            index += 1
            if let encoding {
                return encoding.write(to: buffer, from: index)
            }
            return buffer[index...].initialize(from: query.utf8).1
        }
    }

    /// Whether `text` is one non-empty segment of unreserved characters, and not a dot segment.
    @inlinable
    static func isPlainSegment(_ text: String) -> Bool {
        !isEmptyOrDots(text) && PercentEncoding.isUnreservedText(text)
    }

    /// Whether `text` is empty, `.` or `..`: a segment that would address another resource.
    @inlinable
    static func isEmptyOrDots(_ text: String) -> Bool {
        text.utf8.count < 3 && text.utf8.allSatisfy { $0 == UInt8(ascii: ".") }
    }
}

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
        /// A resource's ``Resource/pathSuffix``.
        case pathSuffix(String)
        /// An ID that encodes itself (``EncodesPathSegment``).
        case encodedID
        /// A refusal's body: see ``Route/refused``.
        case refusal
    }

    /// Segments joined by `/`, each percent-encoded; no leading slash, and a trailing one only
    /// when ``next`` is ``Attachment/afterSlash``.
    @usableFromInline var encoded: String

    /// Why this route cannot be sent, or `nil` when it can.
    @usableFromInline var problem: Problem?

    /// How what comes next (an ID, a child) attaches to this route.
    @usableFromInline var next = Attachment.segment

    /// Whether this route attaches to the last segment of the one before it, instead of after a
    /// `/`: a custom method's colon (`:restart`), or the path suffix of a resource with no segment
    /// of its own (`.json` after its parent's `items`).
    @usableFromInline var leadsWithColon = false

    /// How many bytes at the end of ``encoded`` are a resource's ``Resource/pathSuffix``, which a
    /// child drops; 0 for none. Kept in the route, whose padding has room for it, so that
    /// composing a path reads one field instead of asking the parent's type.
    @usableFromInline var suffixCount: UInt16 = 0

    /// How the next piece of a path attaches to a route.
    @usableFromInline
    enum Attachment: UInt8, Hashable, Sendable {
        /// After a `/`: the common case, the only one the inlined code handles.
        case segment
        /// Right after the `/` the route already ends with: a static path's trailing slash.
        case afterSlash
        /// Inside parentheses at the end of the last segment: an OData key (`accounts(42)`),
        /// set by a static path that ends in `()`.
        case keyInParentheses
    }

    /// A segment that cannot be sent, and where it came from.
    ///
    /// A class, so that a route holds one reference for it: a route with one more field inline
    /// is copied through outlined value operations, which made composing a path cost 19% more
    /// instructions (`Benchmarks/`, compose-yopuy-*). Only a route that cannot be sent pays the
    /// allocation.
    @usableFromInline
    final class Problem: Hashable, Sendable {
        let segment: String
        let source: Source

        @usableFromInline
        init(segment: String, source: Source) {
            self.segment = segment
            self.source = source
        }

        @usableFromInline
        static func == (left: Problem, right: Problem) -> Bool {
            left.segment == right.segment && left.source == right.source
        }

        @usableFromInline
        func hash(into hasher: inout Hasher) {
            hasher.combine(segment)
            hasher.combine(source)
        }

        var description: String {
            let what: String
            switch source {
            case .id: what = "an ID"
            case .resourcePath(let resource): what = "the path of \(resource)"
            case .encodedID:
                let refusal =
                    switch segment {
                    case "": "it names no segment"
                    case _ where segment.utf8.contains(UInt8(ascii: "/")): "a \"/\" would end its segment"
                    case _ where Route.isDotSegment(literal: segment):
                        "a dot segment would address a different resource"
                    default: PercentEncoding.refusal(inLiteral: segment) ?? "it cannot be sent"
                    }
                return "an ID's own encoding is \"\(segment)\": \(refusal)"
            case .pathSuffix(let resource):
                let refusal =
                    segment.contains("/")
                    ? "a \"/\" would start another segment" : PercentEncoding.refusal(inLiteral: segment) ?? ""
                return "the path suffix of \(resource) is \"\(segment)\": \(refusal); a suffix goes after the last "
                    + "segment as written"
            case .refusal:
                return "the path was built by a refusal (a type of your own conforming to IDRefusal or "
                    + "MisplacedPath), and such a path is never sent"
            }
            switch segment {
            case "" where source == .id:
                return "\(what) is empty, which would address the collection instead of one record"
            case ":": return "\(what) names an empty custom method after its colon"
            case ".", "..": return "\(what) is \"\(segment)\", a dot segment that would address a different resource"
            case _ where source != .id && Route.isDotSegment(literal: String(segment.trimmingPrefix(":"))):
                return "\(what) has the segment \"\(segment)\", a dot segment that would address a different resource"
            default:
                if source != .id, let refusal = PercentEncoding.refusal(inLiteral: segment) {
                    return "\(what) has the segment \"\(segment)\": \(refusal); a declared path goes out as written"
                }
                return "\(what) is \"\(segment)\", which names no segment"
            }
        }
    }

    /// The route of a resource's collection, from its static `path`.
    ///
    /// The static path may hold several literal segments (`"api/posts"`); empty pieces from
    /// leading, trailing or doubled slashes are dropped, and each piece goes out as written
    /// (``PercentEncoding/literal(_:)``).
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
    ///
    /// A path that names no segment (`""`, `"/"`) adds none: the resource lives at its parent's
    /// URL, or at the base URL itself. A trailing slash is kept (`"blobs/uploads/"`); other
    /// empty pieces, from leading or doubled slashes, are dropped. A piece that starts with `:`
    /// is a custom method that attaches to the segment before it (`instances/i1:restart`,
    /// AIP-136); a last piece that ends in `()` takes the record's ID inside its parentheses
    /// (`accounts(42)`, OData).
    @usableFromInline
    init(splitting resourcePath: String, of resource: Any.Type) {
        encoded = ""
        problem = nil
        let source = Source.resourcePath(String(describing: resource))
        let pieces = resourcePath.split(separator: "/", omittingEmptySubsequences: true)
        for (index, piece) in pieces.enumerated() {
            var name = piece
            if index == pieces.count - 1, name.count > 2, name.hasSuffix("()") {
                name = name.dropLast(2)
                next = .keyInParentheses
            }
            if name.first == ":" {
                leadsWithColon = leadsWithColon || encoded.isEmpty
                append(customMethod: String(name.dropFirst()), from: source)
            } else {
                append(literal: String(name), from: source)
            }
        }
        if resourcePath.utf8.last == UInt8(ascii: "/"), !encoded.isEmpty, next == .segment {
            encoded += "/"
            next = .afterSlash
        }
    }

    /// This route with `suffix` written after its last segment, as a declared path is written
    /// (``PercentEncoding/literal(_:)``): a resource's ``Resource/pathSuffix`` (`.json`). A
    /// suffix with a `/` (which would start another segment), a `?`, a `#` or a `%` that starts
    /// no escape is the route's problem.
    @usableFromInline
    func suffixed(_ suffix: String, of resource: Any.Type) -> Route {
        var route = self
        // A resource of no segment of its own (`path = ""`) puts it after its parent's last
        // segment: `fixtures/items.json`, not `fixtures/items/.json`.
        route.leadsWithColon = leadsWithColon || encoded.isEmpty
        let written = PercentEncoding.literal(suffix)
        if route.problem == nil, written == nil || suffix.utf8.contains(UInt8(ascii: "/")) {
            route.problem = Problem(segment: suffix, source: .pathSuffix(String(describing: resource)))
        }
        let text = written ?? PercentEncoding.encoding(suffix)
        route.encoded += text
        route.suffixCount = UInt16(clamping: text.utf8.count)
        return route
    }

    /// This route without its suffix, once a child follows it: a path suffix goes only after
    /// the last segment of the whole path.
    func droppingSuffix() -> Route {
        var route = self
        route.encoded = String(Substring(encoded.utf8.dropLast(Int(suffixCount))))
        route.suffixCount = 0
        return route
    }

    /// Appends `:name`, as written, to the last segment: a custom method (AIP-136).
    mutating func append(customMethod name: String, from source: Source) {
        let written = PercentEncoding.literal(name)
        if problem == nil, written == nil || Self.isDotSegment(literal: name) {
            problem = Problem(segment: ":" + name, source: source)
        }
        encoded += ":" + (written ?? PercentEncoding.encoding(name))
    }

    /// Appends one literal segment of a declared path, as written
    /// (``PercentEncoding/literal(_:)``); the route's ``next`` is ``Attachment/segment``. A
    /// segment that a declared path cannot mean, or a dot segment, spelt with `%2E` too, is the
    /// route's problem.
    mutating func append(literal raw: String, from source: Source) {
        let written = PercentEncoding.literal(raw)
        if problem == nil, written == nil || Self.isDotSegment(literal: raw) {
            problem = Problem(segment: raw, source: source)
        }
        let segment = written ?? PercentEncoding.encoding(raw)
        encoded = encoded.isEmpty ? segment : Self.join(encoded, segment)
    }

    /// This route with one more segment, made from an ID.
    @inlinable
    func appending(id: some PathSegmentConvertible) -> Route {
        guard next == .segment else {
            return appending(unusualID: id)
        }
        var route = self
        if let (negative, magnitude) = Self.standardInteger(id) {
            // Decimal digits and perhaps a minus sign: one plain segment, nothing to check,
            // written straight into the joined string.
            route.encoded = Self.join(encoded, negative: negative, magnitude: magnitude)
        } else if let composite = id as? any MultipleSegments {
            let segments = composite.pathSegments
            if segments.isEmpty {
                route.append(segment: "", from: .id)  // an ID of no parts names no record
            }
            for segment in segments {
                route.append(segment: segment, from: .id)
            }
        } else if let own = id as? any EncodesPathSegment {
            route.append(encodedID: own.encodedPathSegment)
        } else {
            route.append(segment: id.pathSegment, from: .id)
        }
        return route
    }

    /// Appends the segment of an ID that encodes itself, as written
    /// (``PercentEncoding/literal(_:)``): a `/`, a `?`, a `#`, a `%` that starts no escape, an
    /// empty or a dot segment is the route's problem.
    @usableFromInline
    mutating func append(encodedID raw: String) {
        let segment = written(encodedID: raw)
        encoded = encoded.isEmpty ? segment : Self.join(encoded, segment)
    }

    /// An ID's own encoding as it goes on the wire; what cannot be one segment is the route's
    /// problem.
    mutating func written(encodedID raw: String) -> String {
        let written = raw.utf8.contains(UInt8(ascii: "/")) ? nil : PercentEncoding.literal(raw)
        if problem == nil, written == nil || raw.isEmpty || Self.isDotSegment(literal: raw) {
            problem = Problem(segment: raw, source: .encodedID)
        }
        return written ?? PercentEncoding.encoding(raw)
    }

    /// Appends an ID to a route whose ``next`` is not ``Attachment/segment``: after its trailing
    /// slash, or inside parentheses.
    @usableFromInline
    func appending(unusualID id: some PathSegmentConvertible) -> Route {
        var route = self
        if next == .afterSlash {
            route.encoded.removeLast()
            route.next = .segment
            return route.appending(id: id)
        }
        route.append(keyInParentheses: id)
        return route
    }

    /// Appends `(id)` to the last segment, each of a composite ID's parts percent-encoded and
    /// separated by commas: an OData key.
    mutating func append(keyInParentheses id: some PathSegmentConvertible) {
        next = .segment
        if let own = id as? any EncodesPathSegment {
            encoded += "(" + written(encodedID: own.encodedPathSegment) + ")"
            return
        }
        let parts = (id as? any MultipleSegments)?.pathSegments ?? [id.pathSegment]
        if parts.isEmpty, problem == nil {
            problem = Problem(segment: "", source: .id)
        }
        for part in parts where problem == nil && Self.isEmptyOrDots(part) {
            problem = Problem(segment: part, source: .id)
        }
        encoded += "(" + parts.map(PercentEncoding.segment).joined(separator: ",") + ")"
    }

    /// The sign and magnitude of `id` if it is one of the standard library's integers, whose
    /// decimal digits need no checking, or `nil`. Once specialised for a concrete ID type, the
    /// test costs nothing.
    @inlinable
    static func standardInteger(_ id: some PathSegmentConvertible) -> (Bool, UInt64)? {
        if let value = id as? Int { return (value < 0, UInt64(value.magnitude)) }
        if let value = id as? Int64 { return (value < 0, value.magnitude) }
        if let value = id as? Int32 { return (value < 0, UInt64(value.magnitude)) }
        if let value = id as? UInt { return (false, UInt64(value)) }
        if let value = id as? UInt64 { return (false, value) }
        if let value = id as? UInt32 { return (false, UInt64(value)) }
        return nil
    }

    /// This route followed by another one.
    ///
    /// A child that names no segment adds none; one that starts with `:`, a custom method,
    /// attaches to the last segment.
    @inlinable
    func appending(_ child: Route) -> Route {
        guard next == .segment, suffixCount == 0, !child.leadsWithColon, !encoded.isEmpty, !child.encoded.isEmpty
        else {
            return appending(unusualChild: child)
        }
        var route = child
        route.encoded = Self.join(encoded, child.encoded)
        route.problem = problem ?? child.problem
        route.leadsWithColon = leadsWithColon
        return route
    }

    /// This route followed by a child that names no segment, or attaches with a colon, or a
    /// route that ends with a slash or is empty itself.
    @usableFromInline
    func appending(unusualChild child: Route) -> Route {
        if suffixCount > 0 {
            // A parent's suffix (`.json`) goes: only the last segment of the whole path has one.
            return droppingSuffix().appending(child)
        }
        var route = self
        route.problem = problem ?? child.problem
        guard !child.encoded.isEmpty else {
            return route
        }
        if encoded.isEmpty {
            route.encoded = child.encoded
            route.leadsWithColon = child.leadsWithColon
        } else if child.leadsWithColon || next == .afterSlash {
            if child.leadsWithColon, next == .afterSlash {
                route.encoded.removeLast()
            }
            route.encoded += child.encoded
        } else {
            route.encoded = Self.join(encoded, child.encoded)
        }
        route.next = child.next
        route.suffixCount = child.suffixCount
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

    /// Appends one segment; the route's ``next`` is ``Attachment/segment``.
    @inlinable
    mutating func append(segment raw: String, from source: Source) {
        if problem == nil, Self.isEmptyOrDots(raw) {
            problem = Problem(segment: raw, source: source)
        }
        let segment = PercentEncoding.segment(raw)
        encoded = encoded.isEmpty ? segment : Self.join(encoded, segment)
    }

    /// `head/` (or nothing when `head` is empty) and an integer's decimal digits, allocating once
    /// at most: the digits are written in place, never made into a string of their own.
    @inlinable
    static func join(_ head: String, negative: Bool, magnitude: UInt64) -> String {
        let headCount = head.utf8.count
        let prefix = headCount == 0 ? 0 : headCount + 1
        let digits = DecimalDigits.count(negative: negative, magnitude: magnitude)
        let count = prefix + digits
        return String(unsafeUninitializedCapacity: count) { buffer in
            if prefix > 0 {
                _ = buffer.initialize(from: head.utf8)
                buffer[headCount] = UInt8(ascii: "/")
            }
            return DecimalDigits.write(
                negative: negative,
                magnitude: magnitude,
                to: buffer,
                from: prefix,
                count: digits
            )
        }
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
    /// is, or `encoding` percent-encoded in place. One allocation: the string itself, sized by
    /// the query's bound (``Query/encodedCountBound``) so that it is encoded in one pass.
    ///
    /// The `/` is left out when `tail` is empty (the base URL itself) or starts with `:` (a
    /// custom method on the base URL's last segment).
    static func join(_ head: String, _ tail: String, query: String, encoding: Query?) -> String {
        let headCount = head.utf8.count
        let attached = tail.isEmpty || tail.utf8.first == UInt8(ascii: ":")
        let slash = attached ? 0 : 1
        let queryCount = encoding?.encodedCountBound ?? query.utf8.count
        let count = headCount + slash + tail.utf8.count + (queryCount == 0 ? 0 : 1 + queryCount)
        return String(unsafeUninitializedCapacity: count) { buffer in
            _ = buffer.initialize(from: head.utf8)
            if slash == 1 {
                buffer[headCount] = UInt8(ascii: "/")
            }
            var index = buffer[(headCount + slash)...].initialize(from: tail.utf8).1
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

    /// Whether a declared segment is empty, `.` or `..` once its `%2E` triplets are read as the
    /// dots they stand for (RFC 3986, section 6.2.2.2): a server that decodes them would
    /// address another resource.
    static func isDotSegment(literal raw: String) -> Bool {
        var dots = 0
        var bytes = raw.utf8[...]
        while let byte = bytes.first {
            if byte == UInt8(ascii: ".") {
                bytes = bytes.dropFirst()
            } else if bytes.starts(with: "%2E".utf8) || bytes.starts(with: "%2e".utf8) {
                bytes = bytes.dropFirst(3)
            } else {
                return false
            }
            dots += 1
        }
        return dots < 3
    }

    /// Whether `text` is empty, `.` or `..`: a segment that would address another resource.
    @inlinable
    static func isEmptyOrDots(_ text: String) -> Bool {
        text.utf8.count < 3 && text.utf8.allSatisfy { $0 == UInt8(ascii: ".") }
    }
}

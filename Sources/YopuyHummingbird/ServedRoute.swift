#if Hummingbird
public import Hummingbird
public import HummingbirdCore
import Yopuy

/// A shape's route as Hummingbird's router matches it, and where each ID is found in a match.
@usableFromInline
struct ServedRoute: Sendable {
    /// Where one ID's segments are in a match.
    @usableFromInline
    enum Slot: Sendable {
        /// In the named parameters, one for each segment, in order.
        case parameters([String])
        /// In the router's catch-all (`**`): an ID of any number of segments.
        case rest
    }

    /// The route in Hummingbird's syntax: `posts/:id0/comments/:id1`.
    let routerPath: String

    /// The route as Yopuy prints a path's template: `posts/{id}/comments/{id}`.
    let template: String

    /// Where each ID is, in the order of the shape's IDs.
    @usableFromInline let slots: [Slot]

    /// Reads the route of a path built with placeholders (`Placeholder`), `encoded` as Yopuy
    /// sends it, for IDs of the types `idTypes`.
    ///
    /// - Throws: ``ServingError`` with code ``ServingError/Code/unservableRoute`` when
    ///   Hummingbird's router cannot tell the route's segments apart.
    init(encoded: String, idTypes: [Any.Type]) throws(ServingError) {
        var elements: [String] = []
        var described: [String] = []
        var parameters = Array(repeating: [String](), count: idTypes.count)
        var rest: Int?
        func refuse(_ reason: String) -> ServingError {
            ServingError(.unservableRoute, route: Self.readable(encoded), reason: reason)
        }
        for segment in encoded.split(separator: "/", omittingEmptySubsequences: true) {
            guard let marker = segment.firstRange(of: Placeholder.opening) else {
                if let pattern = Self.patternSyntax(in: segment) {
                    throw refuse("its segment \"\(segment)\" \(pattern) to Hummingbird's router")
                }
                elements.append(String(segment))
                described.append(String(segment))
                continue
            }
            let prefix = segment[..<marker.lowerBound]
            let fromMarker = segment[marker.upperBound...]
            guard let close = fromMarker.firstRange(of: "~~") else {
                throw refuse("a placeholder is cut")
            }
            let suffix = fromMarker[close.upperBound...]
            if !prefix.isEmpty, !suffix.isEmpty {
                throw refuse(
                    "an ID between \"\(prefix)\" and \"\(suffix)\" in one segment, which Hummingbird's router cannot capture"
                )
            }
            if suffix.contains(Placeholder.opening) {
                throw refuse("two IDs share the segment \"\(Self.readable(String(segment)))\"")
            }
            // The marker: `slot~~`, `slot~part~~` or `slot~rest~~`.
            let fields = fromMarker[..<close.lowerBound].split(separator: "~")
            guard let slotText = fields.first, let slot = Int(slotText), slot < idTypes.count else {
                throw refuse("a placeholder names no ID")
            }
            let name: String
            if fields.count == 2, fields[1] == "rest" {
                guard rest == nil else {
                    throw refuse("two IDs of any number of segments leave the router no way to tell them apart")
                }
                guard prefix.isEmpty, suffix.isEmpty else {
                    throw refuse("an ID of any number of segments shares a segment with \"\(prefix)\(suffix)\"")
                }
                rest = slot
                elements.append("**")
                described.append("{id}")
                continue
            } else if fields.count == 2 {
                name = "id\(slot)_\(fields[1])"
            } else {
                name = "id\(slot)"
            }
            parameters[slot].append(name)
            let part = fields.count == 2 ? Int(fields[1]) ?? 0 : 0
            switch (prefix.isEmpty, suffix.isEmpty) {
            case (true, true):
                elements.append(":" + name)
                if part == 0 {
                    described.append("{id}")
                }
            case (true, false):
                elements.append("{\(name)}\(suffix)")
                described.append("{id}\(suffix)")
            default:
                elements.append("\(prefix){\(name)}")
                described.append("\(prefix){id}")
            }
        }
        routerPath = elements.joined(separator: "/")
        template = described.joined(separator: "/")
        slots = parameters.indices.map { slot in slot == rest ? .rest : .parameters(parameters[slot]) }
    }

    /// What Hummingbird's router would read as a pattern in a literal segment, said in words, or
    /// `nil`.
    static func patternSyntax(in segment: Substring) -> String? {
        if segment.first == ":" || segment.first == "{" || segment.last == "}" {
            return "reads as a parameter"
        }
        if segment.first == "*" || segment.last == "*" {
            return "reads as a wildcard"
        }
        return nil
    }

    /// `encoded` with `{id}` where a placeholder is: for messages.
    static func readable(_ encoded: String) -> String {
        var text = ""
        var rest = Substring(encoded)
        while let marker = rest.firstRange(of: Placeholder.opening) {
            text += rest[..<marker.lowerBound]
            guard let close = rest[marker.upperBound...].firstRange(of: "~~") else {
                break
            }
            text += "{id}"
            rest = rest[close.upperBound...]
        }
        return text + rest
    }

    /// The segments of the ID of slot `slot` in a match, still percent-encoded.
    @usableFromInline
    func segments(of slot: Int, in parameters: Parameters) -> [Substring] {
        switch slots[slot] {
        case .rest:
            return parameters.getCatchAll()
        case .parameters(let names):
            return names.map { parameters[$0[...]] ?? "" }
        }
    }
}

extension ServedRoute {
    /// Where a route that cannot be matched is registered, answering the 500 that says why to
    /// what reaches it: a segment that is one whole ID as a served route names it (`:id0`, `**`
    /// for an ID of any number of segments), so that the two share the router's node; any other
    /// segment as literal text, its pattern characters percent-encoded.
    ///
    /// Never a wildcard beside a served route's parameter: Hummingbird's router checks, in a debug
    /// build, that no route hides another, and stops the server when one does (`Route
    /// /items/{id0} overrides /items/*`).
    static func fallbackPath(_ encoded: String) -> String {
        encoded.split(separator: "/").map { segment in
            if segment.hasPrefix(Placeholder.opening), segment.hasSuffix("~~") {
                let fields = segment.dropFirst(Placeholder.opening.count).dropLast(2).split(separator: "~")
                if fields.count == 1, Int(fields[0]) != nil { return ":id\(fields[0])" }
                if fields.count == 2, fields[1] == "rest" { return "**" }
                if fields.count == 2, Int(fields[0]) != nil, Int(fields[1]) != nil {
                    return ":id\(fields[0])_\(fields[1])"
                }
            }
            return segment.map { character in
                switch character {
                case ":": "%3A"
                case "{": "%7B"
                case "}": "%7D"
                case "*": "%2A"
                default: String(character)
                }
            }.joined()
        }.joined(separator: "/")
    }
}
#endif

import Foundation

/// One operation on its way to a Yopuy path expression.
final class Route {
    /// The operation's place in the document's order, from 1.
    let index: Int
    let operation: APIOperation
    /// The path's segments.
    let segments: [String]
    /// The sample value each parameter segment gets, by segment index.
    var values: [Int: String] = [:]
    /// The levels of the path expression, once said.
    var steps: [Step]?
    /// Why the expression says the route in a way a reader might not expect.
    var compromise: String?
    /// Why no Yopuy path can say the route, when the reason is known before the routes are
    /// modelled.
    let unsayable: String?
    /// The Swift types of the query parameters that are not `String`, `Int`, … but an enum the
    /// models declare (`[ListOrder]` for an array), by the parameter's name.
    var queryTypes: [String: String] = [:]

    /// The original segment each of ``segments`` comes from.
    let origins: [Int]
    /// The text taken off the end of the last segment, which the declaration that ends the route
    /// says as its `pathSuffix` (Twilio's `.json`); empty when none is.
    let suffix: String

    /// The route of `operation`, with `suffix` taken off its last segment when that segment ends
    /// with it and holds more.
    init(index: Int, operation: APIOperation, suffix: String = "") {
        self.index = index
        self.operation = operation
        var original = operation.segments
        if !suffix.isEmpty, let last = original.last, last.hasSuffix(suffix), last.count > suffix.count {
            original[original.count - 1] = String(last.dropLast(suffix.count))
            self.suffix = suffix
        } else {
            self.suffix = ""
        }
        (segments, origins) = Self.split(original)
        // A declared level that starts with `:` is a custom method, which Yopuy attaches to the
        // segment before it: `/a/:b` would go out as `/a:b`.
        unsayable = operation.segments.first { $0.hasPrefix(":") }.map { segment in
            "its segment `\(segment)` starts with a colon, which a Yopuy path reads as a custom method on "
                + "the segment before it (it would send `…\(segment)` without the `/`)"
        }
    }

    /// The suffix that a parameter carries at the end of some operation's path (`{Sid}.json`):
    /// an extension, a dot and letters or digits, the same wherever a parameter carries one.
    /// Such a route, and a literal that ends with it (`Calls.json`), is said by a resource with
    /// a `pathSuffix`, its ID typed and clean of the text. `nil` when no parameter carries one.
    static func parameterSuffix(of operations: [APIOperation]) -> String? {
        var found: Set<String> = []
        for operation in operations {
            guard let last = operation.segments.last, last.hasPrefix("{"), let close = last.firstIndex(of: "}"),
                last.filter({ $0 == "{" }).count == 1
            else { continue }
            let rest = last[last.index(after: close)...]
            guard rest.count > 1, rest.first == ".",
                rest.dropFirst().allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
            else { continue }
            found.insert(String(rest))
        }
        return found.count == 1 ? found.first : nil
    }

    /// The segments as Yopuy says them: a custom method after a colon (`{name}:cancel`,
    /// `instances:batchGet`) is a level of its own, `:cancel`, that Yopuy attaches to the one
    /// before; an OData key (`accounts({id})`) is a level `accounts()` and its parameter.
    static func split(_ original: [String]) -> (segments: [String], origins: [Int]) {
        var segments: [String] = []
        var origins: [Int] = []
        for (index, segment) in original.enumerated() {
            var parts = [segment]
            // A colon that ends its segment (`X:`) names no method: the segment is a literal as written.
            if segment.hasPrefix("{"), let close = segment.firstIndex(of: "}"),
                segment[segment.index(after: close)...].hasPrefix(":"), segment.filter({ $0 == "{" }).count == 1,
                !segment.hasSuffix(":")
            {
                parts = [String(segment[...close]), String(segment[segment.index(after: close)...])]
            } else if !segment.hasPrefix("{"), !segment.hasPrefix(":"), let colon = segment.firstIndex(of: ":"),
                !segment.contains("{"), !segment.hasSuffix(":")
            {
                parts = [String(segment[..<colon]), String(segment[colon...])]
            } else if !segment.hasPrefix("{"), segment.hasSuffix("})"), let open = segment.range(of: "({"),
                segment.filter({ $0 == "{" }).count == 1
            {
                let name = segment[..<open.lowerBound]
                let parameter = segment[segment.index(after: open.lowerBound)..<segment.index(before: segment.endIndex)]
                parts = [name + "()", String(parameter)]
            }
            segments += parts
            origins += Array(repeating: index, count: parts.count)
        }
        return (segments, origins)
    }

    /// `METHOD path` as the document says it, with each parameter's sample value.
    var expected: String {
        var original = operation.segments
        for (index, value) in values {
            guard segments.indices.contains(index) else { continue }
            let at = origins[index]
            original[at] = original[at].replacingOccurrences(of: segments[index], with: value)
        }
        return "\(operation.method) \(original.joined(separator: "/"))"
    }

    /// The method the declarations say it with: a `HEAD` operation is said by a `GET` path,
    /// which `service.head` takes.
    var method: String { operation.method == "HEAD" ? "GET" : operation.method }
}

/// One level of a path expression, rendered once every declaration has its name.
enum Step {
    /// A namespace as a parent: `Search.at`.
    case namespace(Declaration)
    /// A singleton as a parent: `User.show`.
    case singleton(Declaration)
    /// A record as a parent: `Repository.at("apple", "swift")`.
    case record(Declaration)
    /// The last level: a verb of a declaration, with the record's ID when `withID`.
    case verb(Declaration, String, withID: Bool)
}

/// A level of the route tree: a literal segment or a parameter.
final class RouteNode {
    let segment: String
    /// The literal children, in the order routes first name them.
    private(set) var literalOrder: [String] = []
    private(set) var literals: [String: RouteNode] = [:]
    var parameter: RouteNode?
    /// The parameter's names, in the order the routes give them.
    var names: [String] = []
    /// The routes that end here, by method, in the order they come.
    private(set) var methodOrder: [String] = []
    private(set) var routes: [String: [Route]] = [:]

    init(_ segment: String) {
        self.segment = segment
    }

    var isLeaf: Bool { literals.isEmpty && parameter == nil }

    /// The literal children in order.
    var orderedLiterals: [(String, RouteNode)] { literalOrder.compactMap { key in literals[key].map { (key, $0) } } }

    /// The routes in order, by method.
    var orderedRoutes: [(String, [Route])] { methodOrder.compactMap { key in routes[key].map { (key, $0) } } }

    func literal(_ segment: String) -> RouteNode {
        if let existing = literals[segment] { return existing }
        let node = RouteNode(segment)
        literals[segment] = node
        literalOrder.append(segment)
        return node
    }

    func add(_ route: Route) {
        if routes[route.method] == nil { methodOrder.append(route.method) }
        routes[route.method, default: []].append(route)
    }
}

/// An ID of several keys in one segment, each encoded on its own and joined by a separator
/// written as it is: a compound primary key, `a,b`.
///
/// ``CompositeID`` makes one segment of each part (`repos/apple/swift`). Some servers take a
/// record's keys in one segment instead: Datasette's compound primary keys go as `1,2` (each key
/// tilde-encoded, a comma between them), and a comma inside a key must be encoded so that the
/// server does not split there. `JoinedID` percent-encodes each part, as an ID is, unless the part
/// encodes itself (``EncodesPathSegment``), and writes the separator between them as it is:
///
/// ```swift
/// struct Edge: RootResource, IsShowable {
///     typealias ID = JoinedID<Int, String>
///     static let path = "edges"
///     let id: ID
///     static func parse(singular data: Data) throws -> Data { data }
/// }
///
/// let edge = Edge.show(JoinedID(1, "a,b"))   // GET edges/1,a%2Cb
/// ```
///
/// The separator is a comma unless you give another (`;`, `:`, `+`). The joined segment is
/// checked as an ``EncodesPathSegment``'s is: a separator with a `/`, a `?` or a `#`, or an ID
/// of no parts, makes the path fail with ``YopuyError/Code/invalidPath`` when it is used.
public struct JoinedID<each Part: PathSegmentConvertible>: EncodesPathSegment {
    /// The keys, in order.
    public let parts: (repeat each Part)

    /// What goes between two encoded parts, as it is.
    public let separator: String

    /// An ID of these keys, joined by commas.
    ///
    /// - Parameter part: The keys, in order.
    public init(_ part: repeat each Part) {
        parts = (repeat each part)
        separator = ","
    }

    /// An ID of these keys, joined by `separator`.
    ///
    /// - Parameters:
    ///   - part: The keys, in order.
    ///   - separator: What goes between them, as it is: `;`, `:`, `+`.
    public init(_ part: repeat each Part, separator: String) {
        parts = (repeat each part)
        self.separator = separator
    }

    /// Each part encoded (by itself when it can, else percent-encoded as an ID is), joined by
    /// the separator.
    public var encodedPathSegment: String {
        var encoded: [String] = []
        for part in repeat each parts {
            encoded.append(
                (part as? any EncodesPathSegment)?.encodedPathSegment ?? PercentEncoding.segment(part.pathSegment)
            )
        }
        return encoded.joined(separator: separator)
    }
}

extension JoinedID: Sendable where repeat each Part: Sendable {}

extension JoinedID: Equatable where repeat each Part: Equatable {
    /// Whether both have the same parts and separator.
    public static func == (left: JoinedID, right: JoinedID) -> Bool {
        guard left.separator == right.separator else {
            return false
        }
        for (one, other) in repeat (each left.parts, each right.parts) {
            guard one == other else {
                return false
            }
        }
        return true
    }
}

extension JoinedID: Hashable where repeat each Part: Hashable {
    /// Hashes the parts in order, and the separator.
    public func hash(into hasher: inout Hasher) {
        for part in repeat each parts {
            hasher.combine(part)
        }
        hasher.combine(separator)
    }
}

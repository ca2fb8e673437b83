/// An ID made of several segments in a row: the `{owner}/{repo}` of `/repos/{owner}/{repo}`.
///
/// Give a resource a composite `ID` and its builders take the parts in order, each checked by
/// the compiler and percent-encoded into exactly one segment of its own:
///
/// ```swift
/// struct Repository: RootResource, IsShowable, IsAddressable, DecodesJSON, Decodable {
///     typealias ID = CompositeID<String, String>   // owner, name
///     static let path = "repos"
///     let owner: String
///     let name: String
///     var id: ID { CompositeID(owner, name) }
/// }
///
/// let repo = Repository.show("apple", "swift")        // GET repos/apple/swift
/// let same = Repository.show(CompositeID("apple", "swift"))
/// ```
///
/// A wrong number of parts, or a part of the wrong type, does not compile. Each part is refused
/// when the path is used if it is empty, `.` or `..`, like any ID.
public struct CompositeID<each Part: PathSegmentConvertible>: PathSegmentConvertible {
    /// The parts, in path order.
    public let parts: (repeat each Part)

    /// Creates an ID from its parts, in path order.
    ///
    /// - Parameter part: The parts: `CompositeID("apple", "swift")`.
    @inlinable
    public init(_ part: repeat each Part) {
        parts = (repeat each part)
    }

    /// Each part's segment, in order, before percent-encoding.
    @inlinable
    public var pathSegments: [String] {
        var segments: [String] = []
        for part in repeat each parts {
            segments.append(part.pathSegment)
        }
        return segments
    }

    /// The parts' segments joined by `/`, for logs; paths use ``pathSegments``, one encoded
    /// segment per part.
    public var pathSegment: String { pathSegments.joined(separator: "/") }
}

extension CompositeID: Sendable where repeat each Part: Sendable {}

extension CompositeID: Equatable where repeat each Part: Equatable {
    /// Whether every part is equal to its counterpart.
    public static func == (left: CompositeID, right: CompositeID) -> Bool {
        for (one, other) in repeat (each left.parts, each right.parts) {
            guard one == other else {
                return false
            }
        }
        return true
    }
}

extension CompositeID: Hashable where repeat each Part: Hashable {
    /// Hashes every part, in order.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        for part in repeat each parts {
            hasher.combine(part)
        }
    }
}

/// The ID types whose value is several segments: ``CompositeID``, seen through a protocol so
/// that a path can ask any ID whether it is one.
@usableFromInline
protocol MultipleSegments {
    var pathSegments: [String] { get }
}

extension CompositeID: MultipleSegments {}

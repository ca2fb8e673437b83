/// An ID that spans a varying number of path segments: a container image's name
/// (`library/ubuntu`, `team/app/web`), a file's path in a repository, a Git ref
/// (`heads/feature/x`), an object-store key.
///
/// Each part becomes one percent-encoded segment of its own, so the `/` between parts stays a
/// `/` while a `/` inside a part is still `%2F`; further levels follow it as after any ID:
///
/// ```swift
/// struct Repository: RootResource, IsAddressable {
///     typealias ID = SegmentedID
///     static let path = "v2"
///     let id: SegmentedID
/// }
///
/// struct Manifest: ChildResource, IsShowable, DecodesJSON, Decodable {
///     typealias Parent = Repository
///     static let path = "manifests"
///     let id: String
/// }
///
/// let manifest = Repository.at("library/ubuntu") / Manifest.show("latest")
/// // GET v2/library/ubuntu/manifests/latest
/// let same = Repository.at(SegmentedID(["library", "ubuntu"])) / Manifest.show("latest")
/// ```
///
/// A part that is empty, `.` or `..` (`"a//b"`, `"../etc"`) makes the path invalid: the call
/// fails with ``YopuyError/Code/invalidPath`` before anything is sent. A plain `String` ID is
/// one segment, its `/` encoded as `%2F`; choose `SegmentedID` only where the API means the
/// slashes. For a fixed number of parts of their own types, use ``CompositeID``.
public struct SegmentedID: PathSegmentConvertible, Hashable, Sendable {
    /// The parts, in path order, before percent-encoding.
    public let parts: [String]

    /// Creates an ID from its parts, in path order; each becomes one segment.
    ///
    /// - Parameter parts: The parts: `["library", "ubuntu"]`.
    public init(_ parts: [String]) {
        self.parts = parts
    }

    /// Creates an ID by splitting `text` at each `/`: `"library/ubuntu"` has two parts.
    ///
    /// Empty parts are kept, so that `"a//b"` or a trailing `/` is refused when the path is used
    /// rather than quietly sent as another name.
    ///
    /// - Parameter text: The parts joined by `/`.
    public init(splitting text: String) {
        self.parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    }

    /// Each part's segment, in order, before percent-encoding.
    public var pathSegments: [String] { parts }

    /// The parts joined by `/`: `"library/ubuntu"`.
    public var pathSegment: String { parts.joined(separator: "/") }
}

extension SegmentedID: ExpressibleByStringLiteral {
    /// Creates an ID from a literal, split at each `/`: `"library/ubuntu"`.
    ///
    /// - Parameter value: The parts joined by `/`.
    public init(stringLiteral value: String) {
        self.init(splitting: value)
    }
}

extension SegmentedID: CustomStringConvertible {
    /// The parts joined by `/`: `"library/ubuntu"`.
    public var description: String { pathSegment }
}

extension SegmentedID: Codable {
    /// Decodes an ID from one string, split at each `/`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: The decoder's error if the value is not a string.
    public init(from decoder: any Decoder) throws {
        self.init(splitting: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the ID as one string, its parts joined by `/`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: The encoder's error.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(pathSegment)
    }
}

extension SegmentedID: MultipleSegments {}

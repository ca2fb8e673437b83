public import Yopuy

/// What names a manifest in a repository: a tag (`latest`, `v1.2`) or a digest.
///
/// ```swift
/// let byTag = Repository.at("team/app") / Manifest.show("v1")            // a literal is a tag
/// let byDigest = Repository.at("team/app") / Manifest.show(.digest(digest))
/// ```
public enum ManifestReference: Hashable, Sendable, PathSegmentConvertible, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// A tag: up to 128 letters, digits, `_`, `.` and `-`, not starting with `.` or `-`.
    case tag(String)
    /// A digest: the manifest's own bytes, hashed.
    case digest(Digest)

    /// Creates a tag reference from a literal.
    ///
    /// - Parameter value: The tag.
    public init(stringLiteral value: String) {
        self = .tag(value)
    }

    /// The tag, or the digest as `algorithm:encoded`.
    public var pathSegment: String { description }

    /// The tag, or the digest as `algorithm:encoded`.
    public var description: String {
        switch self {
        case .tag(let tag): tag
        case .digest(let digest): digest.description
        }
    }
}

public import Foundation

/// A manifest as a pull gave it: the bytes, which its digest names, and what they say.
public struct PulledManifest: Hashable, Sendable {
    /// The body, byte for byte.
    public let bytes: Data
    /// The bytes, decoded.
    public let manifest: ImageManifest

    /// The SHA-256 digest of ``bytes``.
    public var digest: Digest { .sha256(of: bytes) }
}

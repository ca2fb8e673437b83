public import Foundation

/// What an image manifest says about one blob it refers to: its media type, digest and size.
///
/// ```swift
/// let layer = Data("hello".utf8)
/// let descriptor = Descriptor(mediaType: Descriptor.layerMediaType, of: layer)
/// ```
public struct Descriptor: Codable, Hashable, Sendable {
    /// The media type of an OCI image configuration.
    public static let configMediaType = "application/vnd.oci.image.config.v1+json"
    /// The media type of an uncompressed OCI layer.
    public static let layerMediaType = "application/vnd.oci.image.layer.v1.tar"

    /// What the blob holds: ``configMediaType``, ``layerMediaType``.
    public var mediaType: String
    /// The blob's digest.
    public var digest: Digest
    /// The blob's size in bytes.
    public var size: Int

    /// Creates a descriptor from its fields.
    ///
    /// - Parameters:
    ///   - mediaType: What the blob holds.
    ///   - digest: The blob's digest.
    ///   - size: The blob's size in bytes.
    public init(mediaType: String, digest: Digest, size: Int) {
        self.mediaType = mediaType
        self.digest = digest
        self.size = size
    }
}

extension Descriptor {
    /// The descriptor of `blob`: its SHA-256 digest and its size.
    ///
    /// - Parameters:
    ///   - mediaType: What the blob holds.
    ///   - blob: The blob's bytes.
    public init(mediaType: String, of blob: Data) {
        self.init(mediaType: mediaType, digest: .sha256(of: blob), size: blob.count)
    }
}

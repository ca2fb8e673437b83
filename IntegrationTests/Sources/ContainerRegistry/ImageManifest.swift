public import Foundation

/// An OCI image manifest: the configuration blob and the layers of one image.
///
/// ```swift
/// let manifest = ImageManifest(
///     config: Descriptor(mediaType: Descriptor.configMediaType, of: config),
///     layers: [Descriptor(mediaType: Descriptor.layerMediaType, of: layer)]
/// )
/// ```
public struct ImageManifest: Codable, Hashable, Sendable {
    /// The media type of an OCI image manifest, sent as the `Content-Type` of a push and asked
    /// for in the `Accept` of a pull.
    public static let mediaType = "application/vnd.oci.image.manifest.v1+json"

    /// Always 2.
    public var schemaVersion: Int
    /// ``ImageManifest/mediaType``.
    public var mediaType: String
    /// The image's configuration.
    public var config: Descriptor
    /// The image's layers, in order.
    public var layers: [Descriptor]

    /// Creates a manifest of schema version 2 with the OCI media type.
    ///
    /// - Parameters:
    ///   - config: The configuration blob.
    ///   - layers: The layer blobs, in order.
    public init(config: Descriptor, layers: [Descriptor]) {
        self.schemaVersion = 2
        self.mediaType = Self.mediaType
        self.config = config
        self.layers = layers
    }

    /// The manifest as JSON, keys sorted: the exact bytes a push sends and its digest names.
    ///
    /// - Returns: The bytes.
    /// - Throws: The encoder's error.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

public import Foundation
public import Yopuy

/// A manifest ready to push: encoded once, so that the bytes sent are the bytes its digest
/// names, with its media type as the `Content-Type`.
///
/// ```swift
/// let body = try ManifestBody(manifest)
/// _ = try await service.call(Repository.at("team/app") / Manifest.replace("v1"), body: body)
/// body.digest   // what the registry answers in Docker-Content-Digest
/// ```
public struct ManifestBody: RequestBodyConvertible, Sendable {
    /// The encoded manifest.
    public let bytes: Data
    /// Its media type.
    public let mediaType: String

    /// Encodes `manifest`, keys sorted.
    ///
    /// - Parameter manifest: The manifest.
    /// - Throws: The encoder's error.
    public init(_ manifest: ImageManifest) throws {
        self.bytes = try manifest.encoded()
        self.mediaType = manifest.mediaType
    }

    /// The SHA-256 digest of ``bytes``: the manifest's name by content.
    public var digest: Digest { .sha256(of: bytes) }

    /// The bytes, with the manifest's media type.
    ///
    /// - Returns: The body.
    public func requestBody() -> RequestBody {
        RequestBody(bytes, contentType: mediaType)
    }
}

public import Foundation
public import Yopuy

/// A manifest of a repository, by tag or by digest: pushed with `PUT`, pulled with `GET`, asked
/// about with `HEAD`, deleted by digest.
///
/// ```swift
/// let app = Repository.at("team/app")
/// let body = try ManifestBody(manifest)
/// _ = try await service.call(app / Manifest.replace("v1"), body: body)      // PUT …/manifests/v1
/// let pulled = try await service.call(app / Manifest.show("v1")).value       // Accept: the OCI type
/// _ = try await service.call(app / Manifest.delete(.digest(body.digest)))   // DELETE …/manifests/sha256:…
/// ```
///
/// A pull must say in `Accept` which manifest types it reads: without
/// `application/vnd.oci.image.manifest.v1+json` there, Distribution 2.8 answers an OCI
/// manifest with `404 MANIFEST_UNKNOWN`. So every call to a manifest sends it: see ``headers``.
public struct Manifest: ChildResource, IsShowable, IsReplaceable, IsDeletable {
    /// A repository holds its manifests.
    public typealias Parent = Repository
    /// A push sends a manifest's exact bytes with its media type.
    public typealias ReplaceBody = ManifestBody

    /// `manifests`.
    public static let path = "manifests"

    /// `Accept: application/vnd.oci.image.manifest.v1+json`, on every call: the manifest type
    /// this client reads.
    public static let headers: HTTPHeaders = ["Accept": ImageManifest.mediaType]

    /// The tag or digest.
    public let id: ManifestReference

    /// Creates a manifest value by its reference.
    ///
    /// - Parameter id: The tag or digest.
    public init(id: ManifestReference) {
        self.id = id
    }

    /// Keeps the bytes, whose digest names the manifest, and decodes them.
    ///
    /// - Parameter data: The body.
    /// - Returns: The bytes and the manifest they hold.
    /// - Throws: `DecodingError` when they are not an OCI image manifest.
    public static func parse(singular data: Data) throws -> PulledManifest {
        PulledManifest(bytes: data, manifest: try JSONDecoder().decode(ImageManifest.self, from: data))
    }
}

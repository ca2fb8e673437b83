public import Foundation
public import Yopuy

/// A blob of a repository, named by its digest: a layer or an image configuration.
///
/// ```swift
/// let layer = Repository.at("team/app") / Blob.show(digest)
/// let bytes = try await service.call(layer).value          // GET team/app/blobs/sha256:…
/// let size = try await service.head(layer).headers["Content-Length"]
/// ```
///
/// Blobs are pushed through an upload (``BlobUpload``), never at their own path.
public struct Blob: ChildResource, IsShowable, IsDeletable {
    /// A repository holds its blobs.
    public typealias Parent = Repository

    /// `blobs`.
    public static let path = "blobs"

    /// The blob's digest.
    public let id: Digest

    /// Creates a blob value by its digest.
    ///
    /// - Parameter id: The digest.
    public init(id: Digest) {
        self.id = id
    }

    /// The bytes as they came: ``Registry`` checks them against the digest.
    ///
    /// - Parameter data: The body.
    /// - Returns: The same bytes.
    public static func parse(singular data: Data) -> Data { data }
}

public import Foundation
public import Yopuy

extension Registry {
    /// Pulls a blob and checks its bytes against its digest.
    ///
    /// ```swift
    /// let layer = try await registry.pullBlob(digest, from: "team/app")
    /// ```
    ///
    /// - Parameters:
    ///   - digest: The blob's digest.
    ///   - name: The repository.
    ///   - timeout: How long the call may take; the service's timeout if `nil`.
    /// - Returns: The bytes, which hash to `digest`.
    /// - Throws: ``Yopuy/YopuyError`` for a failed call (`404 BLOB_UNKNOWN`, a cancellation, …);
    ///   ``RegistryClientError/digestMismatch(expected:actual:)`` for other bytes.
    public func pullBlob(_ digest: Digest, from name: SegmentedID, timeout: Duration? = nil) async throws -> Data {
        let answer = try await service.call(Repository.at(name) / Blob.show(digest), timeout: timeout)
        guard digest.matches(answer.body) else {
            throw RegistryClientError.digestMismatch(expected: digest, actual: .sha256(of: answer.body))
        }
        return answer.body
    }

    /// Pulls a manifest by tag or digest, accepting OCI image manifests, and checks its bytes
    /// against the digest: the one asked for, or the registry's `Docker-Content-Digest`.
    ///
    /// ```swift
    /// let pulled = try await registry.pullManifest("v1", from: "team/app")
    /// pulled.manifest.layers.map(\.digest)
    /// ```
    ///
    /// - Parameters:
    ///   - reference: A tag or a digest.
    ///   - name: The repository.
    /// - Returns: The manifest's bytes and what they say.
    /// - Throws: ``Yopuy/YopuyError`` for a failed call (`404 MANIFEST_UNKNOWN`, a body that is not
    ///   a manifest, …); ``RegistryClientError`` for bytes that do not match their digest.
    public func pullManifest(_ reference: ManifestReference, from name: SegmentedID) async throws -> PulledManifest {
        let answer = try await service.call(Repository.at(name) / Manifest.show(reference))
        guard let pulled = answer.value else {
            throw RegistryClientError.emptyManifest
        }
        let expected: Digest?
        if case .digest(let digest) = reference {
            expected = digest
        } else {
            expected = answer.headers["Docker-Content-Digest"].flatMap(Digest.init)
        }
        guard let expected, expected == pulled.digest else {
            throw RegistryClientError.digestMismatch(expected: pulled.digest, actual: expected)
        }
        return pulled
    }

    /// Downloads the blob `digest` of `name` to `file`, in bounded memory, and checks the file's
    /// digest; a `resumable` download continues what a failed one kept, with `Range` and
    /// `If-Range` (the registry's `ETag` is the digest).
    ///
    /// - Parameters:
    ///   - digest: The blob's digest.
    ///   - name: The repository.
    ///   - file: Where the blob goes.
    ///   - resumable: Whether a failure keeps what arrived, and this download continues it.
    ///   - progress: Called with the bytes so far and the total.
    /// - Returns: The download.
    /// - Throws: ``Yopuy/YopuyError`` for a failed download; ``RegistryClientError`` when the
    ///   file's digest is not `digest` (the file is removed then).
    public func downloadBlob(
        _ digest: Digest,
        from name: SegmentedID,
        to file: URL,
        resumable: Bool = false,
        progress: ((TransferProgress) -> Void)? = nil
    ) async throws -> DownloadedFile {
        let download = try await service.download(
            Repository.at(name) / Blob.show(digest),
            to: file,
            resumable: resumable,
            progress: progress
        )
        let actual = try Digest.sha256(ofFileAt: file)
        guard actual == digest else {
            try? FileManager.default.removeItem(at: file)
            throw RegistryClientError.digestMismatch(expected: digest, actual: actual)
        }
        return download
    }
}

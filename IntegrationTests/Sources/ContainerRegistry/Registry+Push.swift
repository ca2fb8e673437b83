public import Foundation
public import Yopuy

extension Registry {
    /// Pushes a blob in one piece: `POST …/blobs/uploads/?digest=` with the bytes.
    ///
    /// A registry that takes a blob this way answers `201 Created`. One that does not (the
    /// Distribution registry 2.8 ignores the body and opens an upload) answers `202 Accepted`
    /// with the upload's `Location`, and the bytes go again in one `PUT ?digest=` there.
    ///
    /// ```swift
    /// let pushed = try await registry.pushBlob(Data("hello".utf8), to: "team/app")
    /// pushed.digest   // sha256:2cf24dba…
    /// ```
    ///
    /// - Parameters:
    ///   - data: The blob.
    ///   - name: The repository.
    /// - Returns: The confirmed digest, the blob's URL and how many requests it took.
    /// - Throws: ``Yopuy/YopuyError`` for a failed call (`DIGEST_INVALID`, `NAME_UNKNOWN`, …);
    ///   ``RegistryClientError`` when an answer lacks its `Location` or confirms another digest.
    public func pushBlob(_ data: Data, to name: SegmentedID) async throws -> BlobPush {
        let digest = Digest.sha256(of: data)
        let started = try await service.call(
            Repository.at(name) / BlobUpload.action,
            query: ["digest": digest],
            body: BlobBytes(data)
        )
        if started.status == 201 {
            return try Self.confirmed(digest, by: started, requests: 1)
        }
        let upload = try Self.location(of: started)
        let finished = try await service.follow(
            upload,
            as: UploadFinish.self,
            query: ["digest": digest],
            body: BlobBytes(data)
        )
        return try Self.confirmed(digest, by: finished, requests: 2)
    }

    /// Pushes the blob in the file at `file`, of any size, in bounded memory: its digest computed
    /// as the file is read, then an upload started and finished with one `PUT` whose body is
    /// the file, read as it is sent.
    ///
    /// - Parameters:
    ///   - file: The blob's file.
    ///   - name: The repository.
    /// - Returns: The blob's digest and where the registry keeps it.
    /// - Throws: ``Yopuy/YopuyError`` for a refused request; ``RegistryClientError`` when the
    ///   registry answers without a `Location` or confirms another digest.
    public func pushBlob(fromFile file: URL, to name: SegmentedID) async throws -> BlobPush {
        let digest = try Digest.sha256(ofFileAt: file)
        let upload = try Self.location(of: try await service.call(Repository.at(name) / BlobUpload.action))
        let finished = try await service.follow(
            upload,
            as: UploadFinish.self,
            query: ["digest": digest],
            body: BlobBytes(try BodySource.file(at: file))
        )
        return try Self.confirmed(digest, by: finished, requests: 2)
    }

    /// Pushes a blob in chunks: `POST …/blobs/uploads/`, then `PATCH` each chunk with its
    /// `Content-Range` at the `Location` the last answer gave, then `PUT ?digest=` at the last
    /// one.
    ///
    /// ```swift
    /// let pushed = try await registry.pushBlob(layer, to: "team/app", chunkSize: 64 * 1024)
    /// ```
    ///
    /// - Parameters:
    ///   - data: The blob.
    ///   - name: The repository.
    ///   - chunkSize: The most bytes per `PATCH`; at least 1.
    /// - Returns: The confirmed digest, the blob's URL and how many requests it took.
    /// - Throws: ``Yopuy/YopuyError`` for a failed call; ``RegistryClientError`` when an answer
    ///   lacks its `Location`, or confirms another digest or another range than was sent.
    public func pushBlob(_ data: Data, to name: SegmentedID, chunkSize: Int) async throws -> BlobPush {
        let digest = Digest.sha256(of: data)
        var next = try Self.location(of: try await service.call(Repository.at(name) / BlobUpload.action))
        var requests = 1
        var offset = 0
        while offset < data.count {
            let end = min(offset + max(chunkSize, 1), data.count)
            let chunk = data[(data.startIndex + offset)..<(data.startIndex + end)]
            let sent = try await service.follow(
                next,
                as: UploadChunk.self,
                headers: ["Content-Range": "\(offset)-\(end - 1)"],
                body: BlobBytes(Data(chunk))
            )
            next = try Self.location(of: sent)
            requests += 1
            offset = end
        }
        let finished = try await service.follow(next, as: UploadFinish.self, query: ["digest": digest])
        return try Self.confirmed(digest, by: finished, requests: requests + 1)
    }

    /// Pushes a manifest under a tag: `PUT …/manifests/{tag}`, its bytes with its media type.
    ///
    /// ```swift
    /// let digest = try await registry.pushManifest(manifest, to: "team/app", tag: "v1")
    /// ```
    ///
    /// - Parameters:
    ///   - manifest: The manifest; its blobs must be in the repository already.
    ///   - name: The repository.
    ///   - tag: The tag.
    /// - Returns: The manifest's digest, as the registry confirmed it.
    /// - Throws: ``Yopuy/YopuyError`` for a failed call (`MANIFEST_BLOB_UNKNOWN`, …);
    ///   ``RegistryClientError`` when the registry confirms another digest.
    public func pushManifest(_ manifest: ImageManifest, to name: SegmentedID, tag: String) async throws -> Digest {
        let body = try ManifestBody(manifest)
        let answer = try await service.call(Repository.at(name) / Manifest.replace(.tag(tag)), body: body)
        return try Self.confirmed(body.digest, by: answer, requests: 1).digest
    }

    /// The `Location` of an upload's answer.
    static func location<Value>(of answer: Response<Value>) throws(RegistryClientError) -> URL {
        guard let url = answer.location else {
            throw .missingLocation(status: answer.status)
        }
        return url
    }

    /// The push, once the answer's `Docker-Content-Digest` is `digest`.
    static func confirmed<Value>(
        _ digest: Digest,
        by answer: Response<Value>,
        requests: Int
    ) throws(RegistryClientError) -> BlobPush {
        let confirmed = answer.headers["Docker-Content-Digest"].flatMap(Digest.init)
        guard confirmed == digest else {
            throw .digestMismatch(expected: digest, actual: confirmed)
        }
        return BlobPush(digest: digest, location: answer.location, requests: requests)
    }
}

public import Yopuy

/// Ends an upload at the URL the registry handed back: `PUT ?digest=`, with the last bytes or
/// none. The registry checks the digest against everything uploaded and answers `201 Created`,
/// or `400` with `DIGEST_INVALID`.
///
/// ```swift
/// _ = try await service.follow(next, as: UploadFinish.self, query: ["digest": digest])
/// ```
public enum UploadFinish: LocationAction, AnswersNoContent {
    /// `PUT`, with the last bytes or without a body.
    public typealias Method = PUTWith<BlobBytes>
}

public import Yopuy

/// Sends one chunk of an upload at the URL the registry handed back: `PATCH`, with the chunk's
/// `Content-Range`. The registry answers `202 Accepted` with the URL for the next step in
/// `Location`.
///
/// ```swift
/// let sent = try await service.follow(
///     upload, as: UploadChunk.self,
///     headers: ["Content-Range": "0-65535"], body: BlobBytes(chunk)
/// )
/// let next = sent.location
/// ```
public enum UploadChunk: LocationAction, AnswersNoContent {
    /// `PATCH`, with a chunk's bytes.
    public typealias Method = PATCHWith<BlobBytes>
}

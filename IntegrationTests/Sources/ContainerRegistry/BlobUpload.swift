public import Yopuy

/// Starts a blob upload in a repository: `POST …/blobs/uploads/`.
///
/// With `?digest=` and the whole blob as its body, a registry may take the blob at once
/// (`201 Created`); otherwise, and without a body, it answers `202 Accepted` with the upload's
/// URL in `Location`, where ``UploadChunk`` and ``UploadFinish`` go on.
///
/// ```swift
/// let started = try await service.call(Repository.at("team/app") / BlobUpload.action)
/// let upload = started.location   // http://…/v2/team/app/blobs/uploads/<uuid>?_state=…
/// ```
public enum BlobUpload: RecordAction, AnswersNoContent {
    /// Uploads start in a repository.
    public typealias Parent = Repository
    /// `POST`, with a blob's bytes or without a body.
    public typealias Method = POSTWith<BlobBytes>

    /// `blobs/uploads/`, its trailing slash kept.
    public static let path = "blobs/uploads/"
}

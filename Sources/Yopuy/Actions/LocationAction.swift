/// What a call does at a URL the server handed back in a `Location` or `Content-Location`
/// header: its method, the body it takes and how its answer is parsed.
///
/// Some operations have no path of their own that a client could build: a container registry
/// answers `POST …/blobs/uploads/` with `202 Accepted` and a `Location`, and the upload goes on
/// at that URL, `PATCH` for each chunk and `PUT` to finish. Declare each step once, then run it
/// with ``Service/follow(_:as:query:headers:body:timeout:)``:
///
/// ```swift
/// enum UploadChunk: LocationAction, AnswersNoContent {
///     typealias Method = PATCH
/// }
///
/// enum UploadFinish: LocationAction, AnswersNoContent {
///     typealias Method = PUT
/// }
///
/// let started = try await service.call(Repository.at("library/ubuntu") / BlobUpload.action)
/// if let upload = started.location {
///     let octets = RequestBody(chunk, contentType: "application/octet-stream")
///     let sent = try await service.follow(upload, as: UploadChunk.self, body: octets)
///     if let finish = sent.location {
///         _ = try await service.follow(finish, as: UploadFinish.self, query: ["digest": digest])
///     }
/// }
/// ```
///
/// Its ``Resource/path`` is not used: the URL is the server's. A URL on another origin than the
/// service's base URL is refused, as a next page's is.
public protocol LocationAction: ParsesSingular {
    /// The HTTP method the call sends: ``GET``, ``POST``, ``PUT``, ``PATCH``, ``DELETE``, or one
    /// with a typed body such as ``POSTWith``.
    associatedtype Method: RequestMethod
}

extension LocationAction {
    /// Empty: a location action runs at the URL it is given, never at a path of its own.
    public static var path: String { "" }
}

public import Foundation
public import Yopuy

/// A blob's bytes, or a chunk of them, as a request body: `application/octet-stream`.
///
/// The only body that ``BlobUpload``, ``UploadChunk`` and ``UploadFinish`` take.
public struct BlobBytes: RequestBodyConvertible, Sendable {
    /// The bytes.
    public var data: Data

    /// Wraps bytes to send.
    ///
    /// - Parameter data: The bytes.
    public init(_ data: Data) {
        self.data = data
    }

    /// The bytes, as `application/octet-stream`.
    ///
    /// - Returns: The body.
    public func requestBody() -> RequestBody {
        RequestBody(data, contentType: "application/octet-stream")
    }
}

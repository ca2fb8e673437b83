public import Foundation
public import Yopuy

/// A blob's bytes, or a chunk of them, as a request body: `application/octet-stream`.
///
/// The only body that ``BlobUpload``, ``UploadChunk`` and ``UploadFinish`` take.
public struct BlobBytes: RequestBodyConvertible, Sendable {
    /// The bytes, when they are in memory.
    public var data: Data

    /// Where the bytes come from when they are not in memory: a file, sent as it is read.
    public var source: BodySource?

    /// Wraps bytes to send.
    ///
    /// - Parameter data: The bytes.
    public init(_ data: Data) {
        self.data = data
    }

    /// Bytes sent from a source as it is read: a file's, for a blob too large for memory.
    ///
    /// - Parameter source: Where the bytes come from.
    public init(_ source: BodySource) {
        self.data = Data()
        self.source = source
    }

    /// The bytes, as `application/octet-stream`.
    ///
    /// - Returns: The body.
    public func requestBody() -> RequestBody {
        guard let source else {
            return RequestBody(data, contentType: "application/octet-stream")
        }
        return RequestBody(source, contentType: "application/octet-stream")
    }
}

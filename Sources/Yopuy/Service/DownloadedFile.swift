#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A finished download: where the body is, how large it is, and the answer's status and
/// headers.
///
/// ```swift
/// let download = try await service.download(Post.list, to: URL(fileURLWithPath: "/tmp/posts.json"))
/// print(download.file.path, download.byteCount, download.headers["ETag"] ?? "")
/// ```
public struct DownloadedFile: Sendable {
    /// The file that holds the body: the destination the download was given.
    public let file: URL

    /// The body's size, in bytes.
    public let byteCount: Int64

    /// The status code, between 200 and 299.
    public let status: Int

    /// The response's header fields.
    public let headers: HTTPHeaders

    /// The URL that answered: the request's, or the last one a redirection led to.
    public let url: URL?

    /// How many times the request was sent: 1, unless a ``Retry`` middleware sent it again.
    public let attempts: Int

    init(file: URL, byteCount: Int64, answer: StreamedResponse) {
        self.file = file
        self.byteCount = byteCount
        self.status = answer.status
        self.headers = answer.headers
        self.url = answer.url
        self.attempts = answer.attempts
    }

    /// Where a download to `destination` writes the body while it arrives: beside it, its name
    /// followed by `.yopuy-partial`. The file is moved to `destination` once the body is
    /// complete; it stays here after a failure only when the download was asked to keep it.
    ///
    /// ```swift
    /// let partial = DownloadedFile.partialFile(for: URL(fileURLWithPath: "/tmp/layer.tar"))
    /// // file:///tmp/layer.tar.yopuy-partial
    /// ```
    ///
    /// - Parameter destination: The download's destination.
    /// - Returns: The partial file's URL.
    public static func partialFile(for destination: URL) -> URL {
        destination.deletingLastPathComponent().appendingPathComponent(destination.lastPathComponent + ".yopuy-partial")
    }
}

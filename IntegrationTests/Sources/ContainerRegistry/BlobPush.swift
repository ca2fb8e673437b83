public import Foundation

/// How a blob push went: the digest the registry confirmed, where it now serves the blob, and
/// how many requests it took.
public struct BlobPush: Hashable, Sendable {
    /// The blob's digest, as the registry confirmed it in `Docker-Content-Digest`.
    public let digest: Digest
    /// Where the registry serves the blob, from the last answer's `Location`.
    public let location: URL?
    /// How many requests the push sent: 1 when the registry took a monolithic `POST` at once,
    /// 2 when it answered it with an upload to finish (as Distribution 2.8 does), and one more
    /// per chunk in a chunked push.
    public let requests: Int
}

public import Yopuy

/// A repository: a name of one or more `/`-separated parts (`library/ubuntu`, `team/app/web`)
/// under which a registry keeps manifests, tags and blobs.
///
/// It adds no segment of its own: its name follows the base URL directly, each part its own
/// segment, and a part that is empty, `.` or `..` is refused before anything is sent.
///
/// ```swift
/// let app = Repository.at("team/app")
/// let latest = app / Manifest.show("latest")                   // GET team/app/manifests/latest
/// let layer = app / Blob.show(digest)                          // GET team/app/blobs/sha256:…
/// ```
public struct Repository: RootResource, IsAddressable {
    /// Names span segments: `team/app` is two.
    public typealias ID = SegmentedID

    /// None: the name follows the base URL.
    public static let path = ""

    /// The repository's name.
    public let id: SegmentedID

    /// Creates a repository value by its name.
    ///
    /// - Parameter id: The name: `"team/app"`.
    public init(id: SegmentedID) {
        self.id = id
    }
}

/// How far a transfer has got: the bytes moved so far and, when known, how many there are.
///
/// ```swift
/// let file = try await service.download(Post.list, to: URL(fileURLWithPath: "/tmp/posts.json")) { progress in
///     print("\(progress.completed) of \(progress.total.map(String.init) ?? "?") bytes")
/// }
/// ```
public struct TransferProgress: Hashable, Sendable {
    /// The bytes moved so far.
    public var completed: Int64

    /// How many bytes there are in all, when the answer says so (its `Content-Length`).
    public var total: Int64?

    /// Creates a progress report.
    ///
    /// - Parameters:
    ///   - completed: The bytes moved so far.
    ///   - total: How many there are in all, if known.
    public init(completed: Int64, total: Int64?) {
        self.completed = completed
        self.total = total
    }

    /// The part done, from 0 to 1, when the total is known.
    public var fractionCompleted: Double? {
        guard let total else {
            return nil
        }
        guard total > 0 else {
            return 1
        }
        return min(1, Double(completed) / Double(total))
    }
}

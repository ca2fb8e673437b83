/// What ``Registry`` finds wrong in an answer the registry gave with a success status.
public enum RegistryClientError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes that came back, or the digest the registry reported, are not the ones asked for.
    case digestMismatch(expected: Digest, actual: Digest?)
    /// An upload answer without the `Location` where the upload goes on.
    case missingLocation(status: Int)
    /// A manifest answer without a body.
    case emptyManifest

    /// What went wrong, in words.
    public var description: String {
        switch self {
        case .digestMismatch(let expected, let actual):
            "expected \(expected), got \(actual.map(\.description) ?? "no digest")"
        case .missingLocation(let status):
            "the registry answered \(status) without a Location to go on at"
        case .emptyManifest:
            "the registry answered a manifest without a body"
        }
    }
}

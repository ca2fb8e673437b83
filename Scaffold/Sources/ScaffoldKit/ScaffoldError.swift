import Foundation

/// Why the scaffold stopped: one error type, with what it was reading or writing.
public struct ScaffoldError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// The file could not be read.
        case unreadable
        /// The file is neither JSON nor YAML.
        case notJSONOrYAML
        /// The file is JSON or YAML, but not an OpenAPI document.
        case notOpenAPI
        /// The document's `openapi` version is one the scaffold does not read.
        case unsupportedVersion
        /// The document could not be read even after mending and skipping what it could.
        case undecodable
        /// A file the scaffold would write already exists; nothing was written.
        case wouldOverwrite
        /// Writing the output failed; nothing the scaffold wrote was left behind.
        case unwritable
    }

    /// What went wrong.
    public var reason: Reason
    /// The file or folder concerned.
    public var file: String
    /// What the scaffold found, in a sentence.
    public var detail: String

    /// An error about `file`.
    public init(_ reason: Reason, file: String, _ detail: String) {
        self.reason = reason
        self.file = file
        self.detail = detail
    }

    /// The file and the detail, in a line.
    public var description: String { "\(file): \(detail)" }
}

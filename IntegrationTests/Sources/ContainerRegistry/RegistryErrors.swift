/// The body of a registry's error answer: `{"errors": [{"code": "MANIFEST_UNKNOWN", "message": …}]}`.
///
/// ``Registry`` sets it as its service's error body, so that every ``Yopuy/YopuyError`` of an
/// unacceptable status carries it when the registry sent one:
///
/// ```swift
/// do {
///     _ = try await registry.pullManifest("team/app", "gone")
/// } catch let error as YopuyError {
///     let codes = (error.parsedBody as? RegistryErrors)?.codes   // ["MANIFEST_UNKNOWN"]
/// }
/// ```
///
/// The `detail` of each error differs by code and by registry (a string, an object, `null`),
/// so it is not read.
public struct RegistryErrors: Decodable, Hashable, Sendable, CustomStringConvertible {
    /// One error of the list.
    public struct Entry: Decodable, Hashable, Sendable {
        /// The error's code: `BLOB_UNKNOWN`, `DIGEST_INVALID`, `MANIFEST_UNKNOWN`,
        /// `NAME_INVALID`, `NAME_UNKNOWN`, `UNAUTHORIZED`, …
        public let code: String
        /// What the registry says about it, for people.
        public let message: String?
    }

    /// The errors, in the registry's order.
    public let errors: [Entry]

    /// The errors' codes, in order.
    public var codes: [String] { errors.map(\.code) }

    /// Each error as `CODE: message`, joined by `; `.
    public var description: String {
        errors.map { entry in entry.message.map { "\(entry.code): \($0)" } ?? entry.code }.joined(separator: "; ")
    }
}

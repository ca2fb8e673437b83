/// The one error Yopuy throws: what went wrong, and where.
///
/// Switch on ``code`` to decide what to do; read ``reason`` (or the error's description) to
/// tell a person. New codes may be added in later releases, so a `switch` over codes keeps a
/// `default` branch.
///
/// ```swift
/// do {
///     let path = try (Post.show("..")).validatedPath()
/// } catch let error as YopuyError where error.code == .invalidPath {
///     print(error)   // invalid path: segment ".." ...
/// }
/// ```
public struct YopuyError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure an error is.
    ///
    /// Codes compare with `==` and can be matched in a `switch` with `case .invalidPath:`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Base: String, Hashable, Sendable {
            case invalidPath = "invalid path"
        }

        private let base: Base

        private init(_ base: Base) {
            self.base = base
        }

        /// A path that cannot be sent as it is: an ID or a resource path that is empty, `.`
        /// or `..`, which would address a different resource than the one named.
        public static let invalidPath = Code(.invalidPath)

        /// A short name of the code, for example `"invalid path"`.
        public var description: String { base.rawValue }
    }

    /// What kind of failure this is.
    public let code: Code

    /// A sentence for people: what was wrong, with the offending value.
    public let reason: String

    /// The path involved, in its percent-encoded string form, where there is one.
    public let path: String?

    init(code: Code, reason: String, path: String?) {
        self.code = code
        self.reason = reason
        self.path = path
    }

    /// The code and reason, for example `invalid path: an ID is "..", ...`.
    public var description: String {
        "\(code): \(reason)"
    }
}

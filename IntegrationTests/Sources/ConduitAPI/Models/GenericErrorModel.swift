// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

internal import Foundation

/// `GenericErrorModel`, from the document.
public struct GenericErrorModel: Codable, Sendable {
    /// The document's `errors`.
    public var errors: Errors

    /// `Errors`, from the document.
    public struct Errors: Codable, Sendable {
        /// The document's `body`.
        public var body: [String]

        /// A value with each property given.
        public init(body: [String]) {
            self.body = body
        }
    }

    /// A value with each property given.
    public init(errors: Errors) {
        self.errors = errors
    }
}

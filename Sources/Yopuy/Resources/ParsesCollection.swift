#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A resource that can turn a response body into a ``Collection``.
///
/// ``IsListable`` requires it. The collection can be any type: `[Post]`, a custom collection,
/// or a page wrapper with a cursor.
public protocol ParsesCollection: Resource {
    /// The type a list response parses into, inferred from ``parse(collection:)``.
    associatedtype Collection

    /// Parses a list of records from a response body.
    ///
    /// - Parameter data: The response body, as the adapter received it.
    /// - Returns: The parsed collection.
    /// - Throws: Any error; it reaches the caller wrapped with the body that failed to parse.
    static func parse(collection data: Data) throws -> Collection
}

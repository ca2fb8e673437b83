#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A resource that can turn a response body into one ``Singular`` value.
///
/// Every capability whose paths answer with one record requires it: ``IsShowable``,
/// ``IsCreatable``, ``IsReplaceable``, ``IsPatchable``, ``IsDeletable``, and the custom actions.
/// Parse however you like; Yopuy never looks inside the bytes.
public protocol ParsesSingular: Resource {
    /// The type one record (or an action's result) parses into, inferred from
    /// ``parse(singular:)``.
    ///
    /// It can be any type: the resource itself, a separate model, or a wrapper.
    associatedtype Singular

    /// Parses one record (or an action's result) from a response body.
    ///
    /// - Parameter data: The response body, as the adapter received it.
    /// - Returns: The parsed value.
    /// - Throws: Any error; it reaches the caller wrapped with the body that failed to parse.
    static func parse(singular data: Data) throws -> Singular
}

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A resource whose collection can be read: `GET /posts`.
///
/// Adopting it adds `list`, which requires ``ParsesCollection/parse(collection:)``:
///
/// ```swift
/// Post.list                    // Path<Post, CollectionPath, GET>: GET posts
/// Post.show(1) / Comment.list  // Path<Comment, CollectionPath, GET>: GET posts/1/comments
/// ```
///
/// Singletons have no collection, so they get no `list`, and need no collection parser: a
/// singleton may adopt ``IsRESTful`` (or the original's `IsRESTFul`) with `parse(singular:)`
/// alone, as resources written for the original Yopuy do.
public protocol IsListable: ParsesCollection {}

// `list`, for each resource shape that has a collection, is declared in VerbPaths.swift, which
// .ci/verbs.py generates from its table of verbs.

// MARK: - Singletons

extension SingularRootResource where Self: IsListable {
    /// A singleton has no collection: this parser exists only so that a singleton can adopt
    /// ``IsRESTful``, and Yopuy never calls it, since a singleton has no `list` path.
    ///
    /// - Parameter data: Ignored.
    /// - Throws: Always, a ``YopuyError`` with code ``YopuyError/Code/parseFailure``.
    public static func parse(collection data: Data) throws -> Never {
        throw YopuyError.noCollection(of: Self.self)
    }
}

extension SingularChildResource where Self: IsListable {
    /// A singleton has no collection: this parser exists only so that a singleton can adopt
    /// ``IsRESTful``, and Yopuy never calls it, since a singleton has no `list` path.
    ///
    /// - Parameter data: Ignored.
    /// - Throws: Always, a ``YopuyError`` with code ``YopuyError/Code/parseFailure``.
    public static func parse(collection data: Data) throws -> Never {
        throw YopuyError.noCollection(of: Self.self)
    }
}

extension YopuyError {
    /// The error of a singleton's collection parser, which nothing should call.
    static func noCollection(of resource: Any.Type) -> YopuyError {
        YopuyError(code: .parseFailure, reason: "\(resource) is a singleton, which has no collection to parse")
    }
}

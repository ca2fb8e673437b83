/// A resource whose records can be created: `POST /posts`.
///
/// Adopting it adds `create`, which requires ``ParsesSingular/parse(singular:)`` for the
/// created record in the response:
///
/// ```swift
/// Post.create                    // Path<Post, SingularPath, POST>: POST posts
/// Post.show(1) / Comment.create  // POST posts/1/comments
/// Blog.create                    // a singleton: POST blog
/// ```
public protocol IsCreatable: ParsesSingular {
    /// What `create` sends: ``RequestBody`` unless the resource names its own type.
    ///
    /// Name it, and `create` takes a body of that type only; any other does not compile:
    ///
    /// ```swift
    /// struct NewIssue: EncodesJSON {
    ///     var title: String
    /// }
    ///
    /// struct Issue: RootResource, IsCreatable, DecodesJSON, Codable {
    ///     typealias CreateBody = NewIssue
    ///     static let path = "issues"
    ///     let id: Int
    /// }
    ///
    /// _ = try await service.call(Issue.create, body: NewIssue(title: "Crash"))
    /// // body: RequestBody.json(…) or a body of any other type: a compile error
    /// ```
    associatedtype CreateBody: RequestBodyConvertible = RequestBody
}

// `create`, for each resource shape, is declared in VerbPaths.swift, which .ci/verbs.py
// generates from its table of verbs.

/// A resource whose records can be changed in part: `PATCH /posts/1`.
///
/// Adopting it adds `update`, which requires ``ParsesSingular/parse(singular:)``:
///
/// ```swift
/// Post.update(1)   // Path<Post, SingularPath, PATCH>: PATCH posts/1
/// post.update      // the same, from a record
/// Blog.update      // a singleton: PATCH blog
/// ```
public protocol IsPatchable: ParsesSingular {
    /// What `update` sends: ``RequestBody`` unless the resource names its own type.
    ///
    /// Name it, and `update` takes a body of that type only; any other does not compile:
    ///
    /// ```swift
    /// struct IssueChange: EncodesJSON {
    ///     var title: String
    /// }
    ///
    /// struct Issue: RootResource, IsPatchable, DecodesJSON, Codable {
    ///     typealias UpdateBody = IssueChange
    ///     static let path = "issues"
    ///     let id: Int
    /// }
    ///
    /// _ = try await service.call(Issue.update(1), body: IssueChange(title: "Crash"))
    /// // body: RequestBody.json(…) or a body of any other type: a compile error
    /// ```
    associatedtype UpdateBody: RequestBodyConvertible = RequestBody
}

// `update`, for each resource shape, is declared in VerbPaths.swift, which .ci/verbs.py generates
// from its table of verbs.

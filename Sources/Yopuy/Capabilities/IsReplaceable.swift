/// A resource whose records can be replaced whole: `PUT /posts/1`.
///
/// Adopting it adds `replace`, which requires ``ParsesSingular/parse(singular:)``:
///
/// ```swift
/// Post.replace(1)   // Path<Post, SingularPath, PUT>: PUT posts/1
/// post.replace      // the same, from a record
/// Blog.replace      // a singleton: PUT blog
/// ```
public protocol IsReplaceable: ParsesSingular {
    /// What `replace` sends: ``RequestBody`` unless the resource names its own type.
    ///
    /// Name it, and `replace` takes a body of that type only; any other does not compile:
    ///
    /// ```swift
    /// struct IssueChange: EncodesJSON {
    ///     var title: String
    /// }
    ///
    /// struct Issue: RootResource, IsReplaceable, DecodesJSON, Codable {
    ///     typealias ReplaceBody = IssueChange
    ///     static let path = "issues"
    ///     let id: Int
    /// }
    ///
    /// _ = try await service.call(Issue.replace(1), body: IssueChange(title: "Crash"))
    /// // body: RequestBody.json(…) or a body of any other type: a compile error
    /// ```
    associatedtype ReplaceBody: RequestBodyConvertible = RequestBody
}

// `replace`, for each resource shape, is declared in VerbPaths.swift, which .ci/verbs.py generates
// from its table of verbs.

/// A resource whose records can be read one at a time: `GET /posts/1`.
///
/// Adopting it adds `show`, which requires ``ParsesSingular/parse(singular:)``. A path made by
/// `show` is also what a child path is appended under:
///
/// ```swift
/// Post.show(1)                    // Path<Post, SingularPath, GET>: GET posts/1
/// post.show                       // the same, from a record
/// Post.show(1) / Comment.show(2)  // GET posts/1/comments/2
/// Blog.show                       // a singleton: GET blog
/// ```
public protocol IsShowable: ParsesSingular {}

// `show`, for each resource shape, is declared in VerbPaths.swift, which .ci/verbs.py generates
// from its table of verbs.

/// A resource whose records can be removed: `DELETE /posts/1`.
///
/// Adopting it adds `delete`, which requires ``ParsesSingular/parse(singular:)`` for servers
/// that answer with the removed record (an empty answer is fine too):
///
/// ```swift
/// Post.delete(1)                                 // DELETE posts/1
/// post.delete                                    // the same, from a record
/// Post.show(1) / Comment.show(2) / Commenter.delete(3)
/// ```
public protocol IsDeletable: ParsesSingular {}

// `delete`, for each resource shape, is declared in VerbPaths.swift, which .ci/verbs.py generates
// from its table of verbs.

import Foundation
import HTTPTypes

/// The server's data, in memory, seeded with one post, one comment, one commenter.
actor BlogStore {
    var posts: [Int: PostRecord] = [1: PostRecord(id: 1, title: "Hello", body: "First post", published: false)]
    var comments: [Int: CommentRecord] = [1: CommentRecord(id: 1, postID: 1, body: "Nice", approved: false)]
    var commenters: [Int: [Int: CommenterRecord]] = [1: [1: CommenterRecord(id: 1, name: "Ada")]]
    var blog = BlogRecord(name: "Yopuy Blog", tagline: "Typed paths")
    var author = AuthorRecord(name: "Grace")
    var nextID = 100

    init() {}

    func newID() -> Int {
        nextID += 1
        return nextID
    }

    func post(_ id: Int) throws -> PostRecord {
        guard let post = posts[id] else {
            throw APIError.notFound("posts/\(id)")
        }
        return post
    }

    func comment(_ id: Int, on postID: Int) throws -> CommentRecord {
        _ = try post(postID)
        guard let comment = comments[id], comment.postID == postID else {
            throw APIError.notFound("comment \(id) of post \(postID)")
        }
        return comment
    }

    func listPosts(matching text: String?) -> [PostRecord] {
        posts.values.sorted { $0.id < $1.id }.filter { post in
            guard let text, !text.isEmpty else {
                return true
            }
            return post.title.localizedCaseInsensitiveContains(text) || post.body.localizedCaseInsensitiveContains(text)
        }
    }

    func save(_ post: PostRecord) throws -> PostRecord {
        guard !post.title.isEmpty else {
            throw APIError(.unprocessableContent, "title must not be empty")
        }
        posts[post.id] = post
        return post
    }

    func deletePost(_ id: Int) throws {
        _ = try post(id)
        posts[id] = nil
        comments = comments.filter { $0.value.postID != id }
    }

    func listComments(of postID: Int) throws -> [CommentRecord] {
        _ = try post(postID)
        return comments.values.filter { $0.postID == postID }.sorted { $0.id < $1.id }
    }

    func save(_ comment: CommentRecord) throws -> CommentRecord {
        _ = try post(comment.postID)
        guard !comment.body.isEmpty else {
            throw APIError(.unprocessableContent, "body must not be empty")
        }
        comments[comment.id] = comment
        return comment
    }

    func deleteComment(_ id: Int, on postID: Int) throws {
        _ = try comment(id, on: postID)
        comments[id] = nil
    }

    func commenters(of commentID: Int, on postID: Int) throws -> [Int: CommenterRecord] {
        _ = try comment(commentID, on: postID)
        return commenters[commentID] ?? [:]
    }

    func deleteCommenter(_ id: Int, of commentID: Int, on postID: Int) throws {
        guard try commenters(of: commentID, on: postID)[id] != nil else {
            throw APIError.notFound("commenter \(id)")
        }
        commenters[commentID]?[id] = nil
    }

    func setBlog(_ blog: BlogRecord) -> BlogRecord {
        self.blog = blog
        return blog
    }
}

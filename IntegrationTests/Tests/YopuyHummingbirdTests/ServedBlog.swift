import ExampleBlog
import Foundation
import Hummingbird
import Synchronization
import Yopuy
public import YopuyHummingbird

// BlogModel, the root's example API, served by YopuyHummingbird: a handler for every route its
// resources declare, each answering with what it received, so that a test sees what the client
// sent arrive typed at the handler and come back.

extension ArticleID: DecodesPathSegment {}

/// What the handlers received, one line a request: `Comment.update 3 -7 <body>`.
final class Received: Sendable {
    private let lines = Mutex<[String]>([])

    func record(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    /// The lines so far, and none after.
    func take() -> [String] {
        lines.withLock { lines in
            defer { lines = [] }
            return lines
        }
    }
}

/// How a test writes what a body held: its content type and its bytes in base 64.
func echo(_ body: Yopuy.RequestBody) -> String {
    "\(body.contentType) \(body.data.base64EncodedString())"
}

/// `count` posts, made one at a time as they are read: an answer of any length in bounded memory.
struct Posts: AsyncSequence, Sendable {
    let count: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var next = 0
        let count: Int

        mutating func next() async -> Post? {
            guard next < count else {
                return nil
            }
            defer { next += 1 }
            return Post(id: next, title: "post \(next)", body: String(repeating: "x", count: 100))
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(count: count) }
}

/// A router that serves every route of BlogModel, recording what each handler receives.
func servedBlogRouter(_ received: Received) -> Router<BasicRequestContext> {
    let router = Router()
    // Posts: every capability, a record action and a collection action.
    router.on(Post.list) { _, _ in
        received.record("Post.list")
        return [Post(id: 1, title: "one"), Post(id: 2, title: "two")]
    }
    router.on(Post.show) { id, _, _ in
        received.record("Post.show \(id)")
        return Post(id: id, title: "show")
    }
    router.on(Post.create) { body, _, _ in
        received.record("Post.create \(echo(body))")
        return Post(id: 0, title: echo(body))
    }
    router.on(Post.replace) { id, body, _, _ in
        received.record("Post.replace \(id) \(echo(body))")
        return Post(id: id, title: echo(body))
    }
    router.on(Post.update) { id, body, _, _ in
        received.record("Post.update \(id) \(echo(body))")
        return Post(id: id, title: echo(body))
    }
    router.on(Post.delete) { id, _, _ in
        received.record("Post.delete \(id)")
        return nil
    }
    router.on(Post.show / Post.Publish.action) { id, body, _, _ in
        received.record("Post.Publish \(id) \(echo(body))")
        return Post(id: id, title: "published", published: true)
    }
    router.on(Post.Search.action) { _, _ in
        received.record("Post.Search")
        return [Post(id: 3, title: "found")]
    }
    // The posts' changes as server-sent events, a ping among them; every post as JSON lines.
    // Each says in `count` how many to send, and sends them as a stream, one at a time.
    router.on(Post.Changes.action) { request, _ in
        let count = request.uri.queryParameters.get("count", as: Int.self) ?? 0
        received.record("Post.Changes \(count)")
        var events: [ServerSentEvent] = []
        for id in 0..<count {
            if id == 1 {
                events.append(ServerSentEvent(event: "ping", data: ""))
            }
            events.append(try ServerSentEvent(json: Post(id: id, title: "line\r\nbreak \(id)"), id: "\(id)"))
        }
        return AsyncStream { continuation in
            for event in events {
                continuation.yield(event)
            }
            continuation.finish()
        }
    }
    router.on(Post.Export.action) { request, _ in
        let count = request.uri.queryParameters.get("count", as: Int.self) ?? 0
        received.record("Post.Export \(count)")
        return Posts(count: count)
    }
    // Comments under a post, and their commenters under a comment.
    router.on(Post.show / Comment.list) { postID, _, _ in
        received.record("Comment.list \(postID)")
        return [Comment(id: 1, body: "\(postID)")]
    }
    router.on(Post.show / Comment.show) { ids, _, _ in
        received.record("Comment.show \(ids.0) \(ids.1)")
        return Comment(id: ids.1, body: "\(ids.0)")
    }
    router.on(Post.show / Comment.create) { postID, body, _, _ in
        received.record("Comment.create \(postID) \(echo(body))")
        return Comment(id: 0, body: echo(body))
    }
    router.on(Post.show / Comment.replace) { ids, body, _, _ in
        received.record("Comment.replace \(ids.0) \(ids.1) \(echo(body))")
        return Comment(id: ids.1, body: echo(body))
    }
    router.on(Post.show / Comment.update) { ids, body, _, _ in
        received.record("Comment.update \(ids.0) \(ids.1) \(echo(body))")
        return Comment(id: ids.1, body: echo(body))
    }
    router.on(Post.show / Comment.delete) { ids, _, _ in
        received.record("Comment.delete \(ids.0) \(ids.1)")
        return Comment(id: ids.1)
    }
    router.on(Post.show / Comment.show / Comment.Pin.action) { ids, body, _, _ in
        received.record("Comment.Pin \(ids.0) \(ids.1) \(echo(body))")
        return Comment(id: ids.1, body: "pinned")
    }
    router.on(Post.show / Comment.Recent.action) { postID, _, _ in
        received.record("Comment.Recent \(postID)")
        return [Comment(id: 9, body: "\(postID)")]
    }
    router.on(Post.show / Comment.show / Commenter.list) { ids, _, _ in
        received.record("Commenter.list \(ids.0) \(ids.1)")
        return [Commenter(id: 4)]
    }
    router.on(Post.show / Comment.show / Commenter.show) { ids, _, _ in
        received.record("Commenter.show \(ids.0) \(ids.1) \(ids.2)")
        return Commenter(id: ids.2)
    }
    router.on(Post.show / Comment.show / Commenter.delete) { ids, _, _ in
        received.record("Commenter.delete \(ids.0) \(ids.1) \(ids.2)")
        return nil
    }
    // The cover, a singleton under each post.
    router.on(Post.show / Cover.show) { postID, _, _ in
        received.record("Cover.show \(postID)")
        return Cover(url: "/covers/\(postID)")
    }
    // The blog, a root singleton, its author, its pages and its rebuild.
    router.on(Blog.show) { _, _ in
        received.record("Blog.show")
        return Blog(name: "show")
    }
    router.on(Blog.create) { body, _, _ in
        received.record("Blog.create \(echo(body))")
        return Blog(name: echo(body))
    }
    router.on(Blog.replace) { body, _, _ in
        received.record("Blog.replace \(echo(body))")
        return Blog(name: echo(body))
    }
    router.on(Blog.update) { body, _, _ in
        received.record("Blog.update \(echo(body))")
        return Blog(name: echo(body))
    }
    router.on(Blog.delete) { _, _ in
        received.record("Blog.delete")
        return nil
    }
    router.on(Blog.show / Blog.Rebuild.action) { body, _, _ in
        received.record("Blog.Rebuild \(echo(body))")
        return body.data
    }
    router.on(Blog.show / Author.show) { _, _ in
        received.record("Author.show")
        return Author(name: "show")
    }
    router.on(Blog.show / Author.create) { body, _, _ in
        received.record("Author.create \(echo(body))")
        return Author(name: echo(body))
    }
    router.on(Blog.show / Author.replace) { body, _, _ in
        received.record("Author.replace \(echo(body))")
        return Author(name: echo(body))
    }
    router.on(Blog.show / Author.update) { body, _, _ in
        received.record("Author.update \(echo(body))")
        return Author(name: echo(body))
    }
    router.on(Blog.show / Author.delete) { _, _ in
        received.record("Author.delete")
        return nil
    }
    router.on(Blog.show / Page.list) { _, _ in
        received.record("Page.list")
        return [Page(id: "about")]
    }
    router.on(Blog.show / Page.show) { id, _, _ in
        received.record("Page.show \(id)")
        return Page(id: id)
    }
    // Records of other ID types: UUIDs, an ID type of the user's own.
    router.on(Session.show) { id, _, _ in
        received.record("Session.show \(id)")
        return Session(id: id)
    }
    router.on(Session.delete) { id, _, _ in
        received.record("Session.delete \(id)")
        return nil
    }
    router.on(Article.show) { id, _, _ in
        received.record("Article.show \(id.rawValue)")
        return Article(id: id)
    }
    // Records with no GET of their own, named as parents.
    router.on(Org.at / Member.list) { orgID, _, _ in
        received.record("Member.list \(orgID)")
        return [orgID, 1]
    }
    router.on(Org.at / Team.at / TeamMember.list) { ids, _, _ in
        received.record("TeamMember.list \(ids.0) \(ids.1)")
        return [ids.0]
    }
    router.on(Org.at / Team.at / TeamMember.delete) { ids, _, _ in
        received.record("TeamMember.delete \(ids.0) \(ids.1) \(ids.2)")
        return ids.2
    }
    router.on(CommentByID.show) { id, _, _ in
        received.record("CommentByID.show \(id)")
        return Comment(id: id, body: "by id")
    }
    router.on(CommentByID.delete) { id, _, _ in
        received.record("CommentByID.delete \(id)")
        return nil
    }
    return router
}

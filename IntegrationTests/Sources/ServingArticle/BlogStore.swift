import ExampleBlog
import Foundation
import Hummingbird
import Synchronization
import Yopuy

/// The blog's storage that the examples of "Serving Your Resources" and of YopuyHummingbird's
/// documentation comments assume: posts and comments in memory.
final class BlogStore: Sendable {
    private struct Contents {
        var posts: [Int: Post] = [:]
        var comments: [Int: [Int: Comment]] = [:]
        var blog = Blog(name: "Yopuy")
    }

    private let contents = Mutex(Contents())

    func blog() -> Blog { contents.withLock { $0.blog } }

    func post(_ id: Int) -> Post? { contents.withLock { $0.posts[id] } }

    func posts() -> [Post] { contents.withLock { $0.posts.values.sorted { $0.id < $1.id } } }

    func addPost(from data: Data) throws -> Post {
        let title = String(decoding: data, as: UTF8.self)
        return contents.withLock { contents in
            let post = Post(id: (contents.posts.keys.max() ?? 0) + 1, title: title)
            contents.posts[post.id] = post
            return post
        }
    }

    func updatePost(_ id: Int, from data: Data) throws -> Post? {
        contents.withLock { contents in
            contents.posts[id]?.title = String(decoding: data, as: UTF8.self)
            return contents.posts[id]
        }
    }

    func comment(_ id: Int, on post: Int) -> Comment? { contents.withLock { $0.comments[post]?[id] } }

    func comments(on post: Int) -> [Comment] {
        contents.withLock { ($0.comments[post] ?? [:]).values.sorted { $0.id < $1.id } }
    }

    func addComment(to post: Int, from data: Data) throws -> Comment {
        contents.withLock { contents in
            let comment = Comment(
                id: (contents.comments[post]?.keys.max() ?? 0) + 1,
                body: String(decoding: data, as: UTF8.self)
            )
            contents.comments[post, default: [:]][comment.id] = comment
            return comment
        }
    }

    /// Every post, one at a time.
    func allPosts() -> AsyncStream<Post> {
        let posts = posts()
        return AsyncStream { continuation in
            for post in posts {
                continuation.yield(post)
            }
            continuation.finish()
        }
    }

    /// The posts as events, one a post.
    func changeEvents() -> AsyncThrowingStream<ServerSentEvent, any Error> {
        let posts = posts()
        return AsyncThrowingStream { continuation in
            for post in posts {
                continuation.yield(ServerSentEvent(data: post.title, id: "\(post.id)"))
            }
            continuation.finish()
        }
    }

    /// A post's cover image, in pieces.
    func coverChunks(of post: Int) -> AsyncStream<ByteBuffer> {
        AsyncStream { continuation in
            continuation.yield(ByteBuffer(string: "cover of \(post)"))
            continuation.finish()
        }
    }
}

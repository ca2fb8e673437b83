import BlogModel
import Yopuy
import YopuyTesting

/// An in-memory backend that behaves like `blog-server`: the same seed data, IDs from 101,
/// lists wrapped with their count, a `publish` action, and the posts as an event stream
/// (`changes`) and as JSON lines (`export`).
func inMemoryBlog() -> InMemoryBackend {
    let backend = InMemoryBackend(
        serving: [
            Post.self, Comment.self, Blog.self, Author.self, Post.Publish.self, Post.Changes.self, Post.Export.self,
        ],
        firstID: 101
    ) { records in
        ["items": .array(records), "count": .int(records.count)]
    }
    backend.insert(["name": "Yopuy Blog", "tagline": "Typed paths"], at: Blog.show)
    backend.insert(["name": "Grace"], at: Blog.show / Author.show)
    backend.insert(["id": 1, "title": "Hello", "body": "First post", "published": false], at: Post.show(1))
    backend.insert(["id": 1, "body": "Nice"], at: Post.show(1) / Comment.show(1))
    backend.handle(Post.Publish.self) { context in
        context.record["published"] = true
        return context.record
    }
    return backend
}

import BlogModel
import Testing
import Yopuy

@Suite("IsCreatable")
struct IsCreatableTests {
    @Test("creates in a root collection")
    func rootCreate() {
        let path = Post.create
        #expect(type(of: path) == Path<Post, SingularPath, POST>.self)
        #expect(path.path == "posts")
        #expect(path.method == .post)
    }

    @Test("creates in a child collection")
    func nestedCreate() {
        let path = Post.show(1) / Comment.create
        #expect(type(of: path) == Path<Comment, SingularPath, POST>.self)
        #expect(path.path == "posts/1/comments")
        #expect(path.description == "POST posts/1/comments")
    }

    @Test("creates singletons at the root and nested")
    func singletonCreate() {
        #expect(type(of: Blog.create) == Path<Blog, SingularPath, POST>.self)
        #expect(Blog.create.path == "blog")
        let author = Blog.show / Author.create
        #expect(type(of: author) == Path<Author, SingularPath, POST>.self)
        #expect(author.path == "blog/author")
    }
}

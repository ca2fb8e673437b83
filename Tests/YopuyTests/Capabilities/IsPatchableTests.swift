import BlogModel
import Testing
import Yopuy

@Suite("IsPatchable")
struct IsPatchableTests {
    @Test("updates a root record, from its type and from an instance")
    func rootUpdate() {
        let path = Post.update(1)
        #expect(type(of: path) == Path<Post, SingularPath, PATCH>.self)
        #expect(path.path == "posts/1")
        #expect(path.method == .patch)
        #expect(Post(id: 1).update == path)
    }

    @Test("updates a child record, from its type and from an instance")
    func nestedUpdate() {
        let path = Post.show(1) / Comment.update(2)
        #expect(type(of: path) == Path<Comment, SingularPath, PATCH>.self)
        #expect(path.path == "posts/1/comments/2")
        #expect(Post.show(1) / Comment(id: 2).update == path)
    }

    @Test("updates singletons at the root and nested")
    func singletonUpdate() {
        #expect(type(of: Blog.update) == Path<Blog, SingularPath, PATCH>.self)
        #expect(Blog().update.path == "blog")
        let author = Blog.show / Author.update
        #expect(type(of: author) == Path<Author, SingularPath, PATCH>.self)
        #expect(author == Blog.show / Author().update)
    }
}

import BlogModel
import Testing
import Yopuy

@Suite("IsReplaceable")
struct IsReplaceableTests {
    @Test("replaces a root record, from its type and from an instance")
    func rootReplace() {
        let path = Post.replace(1)
        #expect(type(of: path) == Path<Post, SingularPath, PUT>.self)
        #expect(path.path == "posts/1")
        #expect(path.method == .put)
        #expect(Post(id: 1).replace == path)
    }

    @Test("replaces a child record, from its type and from an instance")
    func nestedReplace() {
        let path = Post.show(1) / Comment.replace(2)
        #expect(type(of: path) == Path<Comment, SingularPath, PUT>.self)
        #expect(path.path == "posts/1/comments/2")
        #expect(Post.show(1) / Comment(id: 2).replace == path)
    }

    @Test("replaces singletons at the root and nested")
    func singletonReplace() {
        #expect(type(of: Blog.replace) == Path<Blog, SingularPath, PUT>.self)
        #expect(Blog().replace.path == "blog")
        let author = Blog.show / Author.replace
        #expect(type(of: author) == Path<Author, SingularPath, PUT>.self)
        #expect(author == Blog.show / Author().replace)
        #expect(author.path == "blog/author")
    }
}

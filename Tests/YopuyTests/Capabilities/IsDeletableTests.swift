import BlogModel
import Foundation
import Testing
import Yopuy

@Suite("IsDeletable")
struct IsDeletableTests {
    @Test("deletes a root record, from its type and from an instance")
    func rootDelete() {
        let path = Post.delete(1)
        #expect(type(of: path) == Path<Post, SingularPath, DELETE>.self)
        #expect(path.path == "posts/1")
        #expect(path.method == .delete)
        #expect(Post(id: 1).delete == path)
    }

    @Test("deletes three deep, as in the seed README")
    func seedExample() {
        let path = Post.show(1) / Comment.show(2) / Commenter.delete(1)
        #expect(type(of: path) == Path<Commenter, SingularPath, DELETE>.self)
        #expect(path.path == "posts/1/comments/2/commenter/1")
        #expect(path.description == "DELETE posts/1/comments/2/commenter/1")
        #expect(Post.show(1) / Comment.show(2) / Commenter(id: 1).delete == path)
    }

    @Test("deletes singletons at the root and nested")
    func singletonDelete() {
        #expect(type(of: Blog.delete) == Path<Blog, SingularPath, DELETE>.self)
        #expect(Blog().delete.path == "blog")
        let author = Blog.show / Author.delete
        #expect(type(of: author) == Path<Author, SingularPath, DELETE>.self)
        #expect(author == Blog.show / Author().delete)
    }

    @Test("deletes by UUID")
    func uuidDelete() {
        let id = UUID()
        #expect(Session.delete(id).path == "sessions/\(id.uuidString.lowercased())")
    }
}

import BlogModel
import Testing
import Yopuy

@Suite("IsRESTful")
struct IsRESTfulTests {
    @Test("the seed spelling IsRESTFul gives all six builders")
    func seedSpelling() {
        // Post adopts `IsRESTFul`; each line would not compile without its capability.
        #expect(Post.list.description == "GET posts")
        #expect(Post.show(1).description == "GET posts/1")
        #expect(Post.create.description == "POST posts")
        #expect(Post.replace(1).description == "PUT posts/1")
        #expect(Post.update(1).description == "PATCH posts/1")
        #expect(Post.delete(1).description == "DELETE posts/1")
    }

    @Test("the modern spelling IsRESTful gives all six builders to a child")
    func modernSpelling() {
        let post = Post.show(1)
        #expect((post / Comment.list).description == "GET posts/1/comments")
        #expect((post / Comment.show(2)).description == "GET posts/1/comments/2")
        #expect((post / Comment.create).description == "POST posts/1/comments")
        #expect((post / Comment.replace(2)).description == "PUT posts/1/comments/2")
        #expect((post / Comment.update(2)).description == "PATCH posts/1/comments/2")
        #expect((post / Comment.delete(2)).description == "DELETE posts/1/comments/2")
    }

}

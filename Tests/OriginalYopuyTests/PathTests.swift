import Testing
import Yopuy

// The original Yopuy's path tests, ported to Swift Testing: the type and the string of every
// builder of a root and a nested resource.

@Suite("Paths, as the original Yopuy tested them")
struct PathTests {
    @Test("root list") func rootList() {
        let path = Post.list
        #expect((path as Any) is Path<Post, CollectionPath, GET>)
        #expect(path.path == "posts")
    }

    @Test("root show") func rootShow() {
        let path = Post.show(1)
        #expect((path as Any) is Path<Post, SingularPath, GET>)
        #expect(path.path == "posts/1")
    }

    @Test("root create") func rootCreate() {
        let path = Post.create
        #expect((path as Any) is Path<Post, SingularPath, POST>)
        #expect(path.path == "posts")
    }

    @Test("root update") func rootUpdate() {
        let path = Post.update(2)
        #expect((path as Any) is Path<Post, SingularPath, PATCH>)
        #expect(path.path == "posts/2")
    }

    @Test("root replace") func rootReplace() {
        let path = Post.replace(2)
        #expect((path as Any) is Path<Post, SingularPath, PUT>)
        #expect(path.path == "posts/2")
    }

    @Test("root delete") func rootDelete() {
        let path = Post.delete(2)
        #expect((path as Any) is Path<Post, SingularPath, DELETE>)
        #expect(path.path == "posts/2")
    }

    @Test("nested list") func nestedList() {
        let path = Post.show(2) / Comment.list
        #expect((path as Any) is Path<Comment, CollectionPath, GET>)
        #expect(path.path == "posts/2/comments")
    }

    @Test("nested show") func nestedShow() {
        let path = Post.show(2) / Comment.show(12)
        #expect((path as Any) is Path<Comment, SingularPath, GET>)
        #expect(path.path == "posts/2/comments/12")
    }

    @Test("nested create") func nestedCreate() {
        let path = Post.show(2) / Comment.create
        #expect((path as Any) is Path<Comment, SingularPath, POST>)
        #expect(path.path == "posts/2/comments")
    }

    @Test("nested update") func nestedUpdate() {
        let path = Post.show(2) / Comment.update(19)
        #expect((path as Any) is Path<Comment, SingularPath, PATCH>)
        #expect(path.path == "posts/2/comments/19")
    }

    @Test("nested replace") func nestedReplace() {
        let path = Post.show(2) / Comment.replace(19)
        #expect((path as Any) is Path<Comment, SingularPath, PUT>)
        #expect(path.path == "posts/2/comments/19")
    }

    @Test("nested delete") func nestedDelete() {
        let path = Post.show(2) / Comment.delete(19)
        #expect((path as Any) is Path<Comment, SingularPath, DELETE>)
        #expect(path.path == "posts/2/comments/19")
    }

    @Test("the README's three levels") func readme() {
        let path = Post.show(1) / Comment.show(2) / Commenter.delete(1)
        #expect((path as Any) is Path<Commenter, SingularPath, DELETE>)
        #expect(path.path == "posts/1/comments/2/commenter/1")
    }
}

import BlogModel
import Testing
import Yopuy

@Suite("IsListable")
struct IsListableTests {
    @Test("lists a root collection")
    func rootList() {
        let path = Post.list
        #expect(type(of: path) == Path<Post, CollectionPath, GET>.self)
        #expect(path.path == "posts")
        #expect(path.method == .get)
    }

    @Test("lists a child collection two and three deep")
    func nestedList() {
        let comments = Post.show(1) / Comment.list
        #expect(type(of: comments) == Path<Comment, CollectionPath, GET>.self)
        #expect(comments.path == "posts/1/comments")

        let commenters = Post.show(1) / Comment.show(2) / Commenter.list
        #expect(type(of: commenters) == Path<Commenter, CollectionPath, GET>.self)
        #expect(commenters.path == "posts/1/comments/2/commenter")
    }

    @Test("lists a collection under a singleton")
    func listUnderSingleton() {
        let pages = Blog.show / Page.list
        #expect(type(of: pages) == Path<Page, CollectionPath, GET>.self)
        #expect(pages.path == "blog/pages")
    }

    @Test("a child list on its own is a child path that waits for its parent")
    func childListAlone() {
        let list = Comment.list
        #expect(type(of: list) == ChildPath<Comment, CollectionPath, GET, Post>.self)
        #expect(list.path == "comments")
    }
}

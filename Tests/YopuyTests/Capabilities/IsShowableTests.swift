import BlogModel
import Foundation
import Testing
import Yopuy

@Suite("IsShowable")
struct IsShowableTests {
    @Test("shows a root record, from its type and from an instance")
    func rootShow() {
        let path = Post.show(1)
        #expect(type(of: path) == Path<Post, SingularPath, GET>.self)
        #expect(path.path == "posts/1")
        #expect(path.method == .get)
        #expect(Post(id: 7).show == Post.show(7))
    }

    @Test("shows a child record two and three deep")
    func nestedShow() {
        let comment = Post.show(1) / Comment.show(12)
        #expect(type(of: comment) == Path<Comment, SingularPath, GET>.self)
        #expect(comment.path == "posts/1/comments/12")

        let commenter = Post.show(1) / Comment.show(2) / Commenter.show(3)
        #expect(type(of: commenter) == Path<Commenter, SingularPath, GET>.self)
        #expect(commenter.path == "posts/1/comments/2/commenter/3")
    }

    @Test("shows a child record from an instance")
    func childInstanceShow() {
        let show = Comment(id: 12).show
        #expect(type(of: show) == ChildPath<Comment, SingularPath, GET, Post>.self)
        #expect((Post(id: 1).show / show).path == "posts/1/comments/12")
    }

    @Test("shows singletons at the root and nested")
    func singletonShow() {
        #expect(type(of: Blog.show) == Path<Blog, SingularPath, GET>.self)
        #expect(Blog.show.path == "blog")
        #expect(Blog().show == Blog.show)

        let author = Blog.show / Author.show
        #expect(type(of: author) == Path<Author, SingularPath, GET>.self)
        #expect(author.path == "blog/author")
        #expect(Blog.show / Author().show == author)

        let cover = Post.show(1) / Cover.show
        #expect(type(of: cover) == Path<Cover, SingularPath, GET>.self)
        #expect(cover.path == "posts/1/cover")
    }

    @Test("takes String, UUID and user-defined IDs")
    func idTypes() throws {
        #expect((Blog.show / Page.show("about")).path == "blog/pages/about")
        let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(Session.show(uuid).path == "sessions/e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
        #expect(Article.show(ArticleID(rawValue: "hello-world")).path == "articles/hello-world")
    }
}

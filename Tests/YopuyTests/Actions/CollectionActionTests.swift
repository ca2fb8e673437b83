import BlogModel
import Testing
import Yopuy

@Suite("CollectionAction")
struct CollectionActionTests {
    @Test("runs an action on a root collection")
    func rootCollectionAction() {
        let search = Post.Search.action
        #expect(type(of: search) == Path<Post.Search, SingularPath, GET>.self)
        #expect(search.description == "GET posts/search")
        #expect(Post.Search.Singular.self == [Post].self)
    }

    @Test("runs an action on a child collection under its parent record")
    func childCollectionAction() {
        let recent = Post.show(1) / Comment.Recent.action
        #expect(type(of: recent) == Path<Comment.Recent, SingularPath, GET>.self)
        #expect(recent.description == "GET posts/1/comments/recent")
        #expect(type(of: Comment.Recent.action) == ChildPath<Comment.Recent, SingularPath, GET, Post>.self)
    }
}

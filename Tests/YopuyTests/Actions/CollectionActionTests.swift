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
        let search = Post.show(1) / Comment.Search.action
        #expect(type(of: search) == Path<Comment.Search, SingularPath, GET>.self)
        #expect(search.description == "GET posts/1/comments/search")
        #expect(type(of: Comment.Search.action) == ChildPath<Comment.Search, SingularPath, GET, Post>.self)
    }
}

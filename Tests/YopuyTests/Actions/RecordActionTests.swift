import BlogModel
import Testing
import Yopuy

@Suite("RecordAction")
struct RecordActionTests {
    @Test("runs an action on one root record with its own method and response type")
    func rootRecordAction() {
        let publish = Post.show(1) / Post.Publish.action
        #expect(type(of: publish) == Path<Post.Publish, SingularPath, POST>.self)
        #expect(publish.description == "POST posts/1/publish")
        #expect(Post.Publish.Singular.self == Post.self)
    }

    @Test("runs an action on a nested record")
    func nestedRecordAction() {
        let pin = Post.show(1) / Comment.show(2) / Comment.Pin.action
        #expect(type(of: pin) == Path<Comment.Pin, SingularPath, PUT>.self)
        #expect(pin.description == "PUT posts/1/comments/2/pin")
    }

    @Test("runs an action on a singleton")
    func singletonAction() {
        let rebuild = Blog.show / Blog.Rebuild.action
        #expect(type(of: rebuild) == Path<Blog.Rebuild, SingularPath, POST>.self)
        #expect(rebuild.description == "POST blog/rebuild")
    }

    @Test("an action alone is a child path waiting for its record")
    func actionAlone() {
        #expect(type(of: Post.Publish.action) == ChildPath<Post.Publish, SingularPath, POST, Post>.self)
        #expect(Post.Publish.action.description == "POST …/publish")
    }
}

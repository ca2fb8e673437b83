import Foundation
import Testing
import Yopuy

// The original Yopuy's singleton path tests, ported to Swift Testing: `Blog` and `Author` adopt
// `IsRESTFul` with only a singular parser, and every builder keeps its type and string.

@Suite("Singleton paths, as the original Yopuy tested them")
struct SingularPathTests {
    @Test("singular root show") func rootShow() {
        let path = Blog.show
        #expect((path as Any) is Path<Blog, SingularPath, GET>)
        #expect(path.path == "blog")
    }

    @Test("singular root create") func rootCreate() {
        let path = Blog.create
        #expect((path as Any) is Path<Blog, SingularPath, POST>)
        #expect(path.path == "blog")
    }

    @Test("singular root replace") func rootReplace() {
        let path = Blog.replace
        #expect((path as Any) is Path<Blog, SingularPath, PUT>)
        #expect(path.path == "blog")
    }

    @Test("singular root update") func rootUpdate() {
        let path = Blog.update
        #expect((path as Any) is Path<Blog, SingularPath, PATCH>)
        #expect(path.path == "blog")
    }

    @Test("singular root delete") func rootDelete() {
        let path = Blog.delete
        #expect((path as Any) is Path<Blog, SingularPath, DELETE>)
        #expect(path.path == "blog")
    }

    @Test("singular child show") func childShow() {
        let path = Blog.show / Author.show
        #expect((path as Any) is Path<Author, SingularPath, GET>)
        #expect(path.path == "blog/author")
    }

    @Test("singular child create") func childCreate() {
        let path = Blog.show / Author.create
        #expect((path as Any) is Path<Author, SingularPath, POST>)
        #expect(path.path == "blog/author")
    }

    @Test("singular child replace") func childReplace() {
        let path = Blog.show / Author.replace
        #expect((path as Any) is Path<Author, SingularPath, PUT>)
        #expect(path.path == "blog/author")
    }

    @Test("singular child update") func childUpdate() {
        let path = Blog.show / Author.update
        #expect((path as Any) is Path<Author, SingularPath, PATCH>)
        #expect(path.path == "blog/author")
    }

    @Test("singular child delete") func childDelete() {
        let path = Blog.show / Author.delete
        #expect((path as Any) is Path<Author, SingularPath, DELETE>)
        #expect(path.path == "blog/author")
    }

    @Test("a singleton's collection parser, which no path calls, throws rather than traps")
    func noCollection() {
        #expect(throws: YopuyError.self) { try Blog.parse(collection: Data()) }
        #expect(throws: YopuyError.self) { try Author.parse(collection: Data()) }
    }
}

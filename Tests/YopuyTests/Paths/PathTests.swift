import BlogModel
import Testing
import Yopuy

@Suite("Path")
struct PathTests {
    @Test("`/` is appending(_:) under another name")
    func operatorForwards() {
        #expect(Post.show(1) / Comment.show(2) == Post.show(1).appending(Comment.show(2)))
        #expect(
            Post.show(1) / Comment.show(2) / Commenter.delete(3)
                == Post.show(1).appending(Comment.show(2)).appending(Commenter.delete(3))
        )
    }

    @Test("composes to any depth, keeping the last child's resource, kind and method")
    func depth() {
        let path = Org.at(1) / Team.at("core") / TeamMember.list
        #expect(type(of: path) == Path<TeamMember, CollectionPath, GET>.self)
        #expect(path.path == "orgs/1/teams/core/members")
    }

    @Test("composes with ordinary division in the same expression")
    func withDivision() {
        let half = 1.0 / 2.0
        let path = Post.show(1) / Comment.show(2)
        let quarter = half / 2
        #expect(path.path == "posts/1/comments/2")
        #expect(quarter == 0.25)
    }

    @Test("describes itself as method and path, for logs")
    func description() {
        #expect((Post.show(1) / Comment.list).description == "GET posts/1/comments")
        #expect("\(Post.update(3))" == "PATCH posts/3")
        #expect(Org.at(1).description == "orgs/1")
    }

    @Test("equal paths are equal and hash alike; different ones are not")
    func equality() {
        #expect(Post.show(1) == Post.show(1))
        #expect(Post.show(1) != Post.show(2))
        #expect(Set([Post.show(1), Post.show(1), Post.show(2)]).count == 2)
    }

    @Test("a valid path validates to its string")
    func validates() throws {
        #expect(try (Post.show(1) / Comment.show(2)).validatedPath() == "posts/1/comments/2")
        #expect(try Blog.show.validatedPath() == "blog")
    }

    @Test("refuses an empty, `.` or `..` ID when used, with a typed error", arguments: ["", ".", ".."])
    func refusesBadSegments(id: String) {
        let path = Blog.show / Page.show(id)
        #expect(throws: YopuyError.self) { try path.validatedPath() }
        do {
            _ = try path.validatedPath()
        } catch {
            #expect(error.code == .invalidPath)
            #expect(error.path == path.path)
            #expect(error.reason.contains("an ID"))
        }
    }

    @Test("a bad segment deep in a composed path is still refused")
    func refusesDeepBadSegment() throws {
        let path = Org.at(1) / Team.at("..") / TeamMember.delete(7)
        let error = try #require(throws: YopuyError.self) { try path.validatedPath() }
        #expect(error.code == .invalidPath)
        #expect(error.path == "orgs/1/teams/../members/7")
        #expect(error.description.hasPrefix("invalid path: an ID is \"..\""))
    }

    @Test("never turns a dot ID into a different URL: it stays visible and refused")
    func dotIDIsNotResolved() {
        let path = Post.show(1) / Comment.show(2)
        let sneaky = Blog.show / Page.show("..")
        #expect(sneaky.path == "blog/pages/..")
        #expect(path.path == "posts/1/comments/2")
        #expect(throws: YopuyError.self) { try sneaky.validatedPath() }
    }
}

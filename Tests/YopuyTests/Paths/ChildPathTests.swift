import BlogModel
import Testing
import Yopuy

@Suite("ChildPath")
struct ChildPathTests {
    @Test("holds only the child's own segments until appended")
    func ownSegments() {
        #expect(Comment.show(12).path == "comments/12")
        #expect(Author.show.path == "author")
    }

    @Test("describes itself with an ellipsis for the parent")
    func description() {
        #expect(Comment.show(12).description == "GET …/comments/12")
        #expect(Commenter.delete(3).description == "DELETE …/commenter/3")
        #expect(Team.at("core").description == "…/teams/core")
    }

    @Test("equal child paths are equal")
    func equality() {
        #expect(Comment.show(1) == Comment.show(1))
        #expect(Comment.show(1) != Comment.show(2))
    }
}

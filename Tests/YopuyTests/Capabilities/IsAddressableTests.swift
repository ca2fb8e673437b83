import BlogModel
import Testing
import Yopuy

@Suite("IsAddressable")
struct IsAddressableTests {
    @Test("names an unreadable root record as a parent")
    func rootAddress() {
        let org = Org.at(1)
        #expect(type(of: org) == Path<Org, SingularPath, ParentOnly>.self)
        #expect(org.path == "orgs/1")
        #expect(org.description == "orgs/1")

        let members = Org.at(1) / Member.list
        #expect(type(of: members) == Path<Member, CollectionPath, GET>.self)
        #expect(members.description == "GET orgs/1/members")
    }

    @Test("names an unreadable child record as a parent")
    func nestedAddress() {
        let team = Org.at(1) / Team.at("core")
        #expect(type(of: team) == Path<Team, SingularPath, ParentOnly>.self)
        #expect(Team.at("core").description == "…/teams/core")

        let removal = Org.at(1) / Team.at("core") / TeamMember.delete(7)
        #expect(type(of: removal) == Path<TeamMember, SingularPath, DELETE>.self)
        #expect(removal.path == "orgs/1/teams/core/members/7")
    }
}

import BlogModel
import Foundation
import Testing
import Yopuy

@Suite("Path templates")
struct PathTemplateTests {
    /// Paths of every shape, each built from generated IDs, and the template each must have.
    static func paths(_ id: Int, _ name: String) -> [(template: String, expected: String)] {
        [
            (Post.list.template, "posts"),
            (Post.show(id).template, "posts/{id}"),
            (Post.create.template, "posts"),
            (Post.delete(id).template, "posts/{id}"),
            ((Post.show(id) / Comment.show(id)).template, "posts/{id}/comments/{id}"),
            ((Post.show(id) / Comment.list).template, "posts/{id}/comments"),
            ((Org.at(id) / Team.at(name) / TeamMember.delete(id)).template, "orgs/{id}/teams/{id}/members/{id}"),
            ((Post.show(id) / Comment.create).template, "posts/{id}/comments"),
            (
                (Post.show(id) / Comment.show(id) / Commenter.show(id)).template,
                "posts/{id}/comments/{id}/commenter/{id}"
            ),
            (Blog.show.template, "blog"),
            ((Blog.show / Blog.Rebuild.action).template, "blog/rebuild"),
            ((Post.show(id) / Post.Publish.action).template, "posts/{id}/publish"),
            (Post.Search.action.template, "posts/search"),
            ((Post.show(id) / Comment.show(id) / Comment.Pin.action).template, "posts/{id}/comments/{id}/pin"),
            ((Org.at(id) / Team.at(name) / TeamMember.list).template, "orgs/{id}/teams/{id}/members"),
        ]
    }

    @Test("a path's template holds no ID, whatever the IDs")
    func templates() {
        // Generated IDs, names with a slash, a query, a space and non-ASCII among them: the
        // template never holds one, and never changes with them.
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab/?#% .é{}")
        for _ in 0..<200 {
            let id = Int.random(in: .min ... .max, using: &generator)
            let name = String(
                (0..<Int.random(in: 1...8, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator) ?? "a"
                }
            )
            for (template, expected) in Self.paths(id, name) {
                #expect(template == expected)
            }
        }
    }

    @Test("a call hands the adapter its path's template")
    func calls() async throws {
        let shown = try await sentRequest { service in
            _ = try await service.call(Post.show(7) / Comment.show(9))
        }
        #expect(shown.pathTemplate == "posts/{id}/comments/{id}")
        let created = try await sentRequest { service in
            _ = try? await service.call(
                Post.create,
                body: RequestBody(Data("{}".utf8), contentType: "application/json")
            )
        }
        #expect(created.pathTemplate == "posts")
    }

    @Test("a request made from a URL has no template")
    func fromURL() async throws {
        let request = try await sentRequest { service in
            _ = try? await service.follow(try #require(URL(string: "http://api.test/v1/posts/9/next")), as: Next.self)
        }
        #expect(request.url.path == "/v1/posts/9/next")
        #expect(request.pathTemplate == nil)
        #expect(AdapterRequest(method: .get, url: try #require(URL(string: "http://x.test/"))).pathTemplate == nil)
    }
}

private enum Next: LocationAction {
    typealias Method = GET
    static func parse(singular data: Data) throws -> Post {
        try JSONDecoder().decode(Post.self, from: data)
    }
}

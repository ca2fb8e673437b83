// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

import ConduitAPI
import Testing
import Yopuy

/// Every operation of RealWorld Conduit API 1.1.0 that the scaffold said, built
/// with sample IDs: its method and path must be the document's.
@Suite("Scaffolded operations")
struct ScaffoldedOperationTests {
    @Test("each path has the method and path of its operation in the document")
    func everyOperation() {
        var built: [(route: String, method: String, path: String, expected: String)] = []
        var answered: [(route: String, status: Int, documented: [Int])] = []
        Self.routes0(&built, &answered)
        #expect(built.count == 19)
        for entry in built {
            #expect("\(entry.method) \(entry.path)" == entry.expected, "\(entry.route)")
        }
        // The status a server of these declarations answers a success with is one the document gives.
        for entry in answered {
            #expect(entry.documented.contains(entry.status), "\(entry.route): \(entry.status)")
        }
    }

    /// The status the declaration of `path` says its successes with the path's method have.
    private static func status<Resource, Kind, Method: RequestMethod>(_ path: Path<Resource, Kind, Method>) -> Int? {
        (Resource.self as? any AnswersStatus.Type)?.answerStatus(for: path.method)
    }

    /// `HEAD`, for a path `service.head` takes: a `GET` path.
    private static func head<Resource, Kind>(_ path: Path<Resource, Kind, GET>) -> String {
        "HEAD"
    }

    private static func routes0(
        _ built: inout [(route: String, method: String, path: String, expected: String)],
        _ answered: inout [(route: String, status: Int, documented: [Int])]
    ) {
        let r1 = Users.at / Login.action
        built.append(("POST /users/login", r1.method.rawValue, r1.path, "POST users/login"))
        answered.append(("POST /users/login", Self.status(r1) ?? 200, [200]))
        let r2 = Users.at / CreateUser.action
        built.append(("POST /users", r2.method.rawValue, r2.path, "POST users"))
        answered.append(("POST /users", Self.status(r2) ?? 200, [201]))
        let r3 = UserResource.show
        built.append(("GET /user", r3.method.rawValue, r3.path, "GET user"))
        answered.append(("GET /user", Self.status(r3) ?? 200, [200]))
        let r4 = UserResource.replace
        built.append(("PUT /user", r4.method.rawValue, r4.path, "PUT user"))
        answered.append(("PUT /user", Self.status(r4) ?? 200, [200]))
        let r5 = ProfileResource.show("username")
        built.append(("GET /profiles/{username}", r5.method.rawValue, r5.path, "GET profiles/username"))
        answered.append(("GET /profiles/{username}", Self.status(r5) ?? 200, [200]))
        let r6 = ProfileResource.at("username") / Follow.create
        built.append(("POST /profiles/{username}/follow", r6.method.rawValue, r6.path, "POST profiles/username/follow"))
        answered.append(("POST /profiles/{username}/follow", Self.status(r6) ?? 201, [200]))
        let r7 = ProfileResource.at("username") / Follow.delete
        built.append(
            ("DELETE /profiles/{username}/follow", r7.method.rawValue, r7.path, "DELETE profiles/username/follow")
        )
        answered.append(("DELETE /profiles/{username}/follow", Self.status(r7) ?? 200, [200]))
        let r8 = GetArticlesFeed.action
        built.append(("GET /articles/feed", r8.method.rawValue, r8.path, "GET articles/feed"))
        answered.append(("GET /articles/feed", Self.status(r8) ?? 200, [200]))
        let r9 = ArticleResource.list
        built.append(("GET /articles", r9.method.rawValue, r9.path, "GET articles"))
        answered.append(("GET /articles", Self.status(r9) ?? 200, [200]))
        let r10 = ArticleResource.create
        built.append(("POST /articles", r10.method.rawValue, r10.path, "POST articles"))
        answered.append(("POST /articles", Self.status(r10) ?? 201, [201]))
        let r11 = ArticleResource.show("slug")
        built.append(("GET /articles/{slug}", r11.method.rawValue, r11.path, "GET articles/slug"))
        answered.append(("GET /articles/{slug}", Self.status(r11) ?? 200, [200]))
        let r12 = ArticleResource.replace("slug")
        built.append(("PUT /articles/{slug}", r12.method.rawValue, r12.path, "PUT articles/slug"))
        answered.append(("PUT /articles/{slug}", Self.status(r12) ?? 200, [200]))
        let r13 = ArticleResource.at("slug") / DeleteArticle.action
        built.append(("DELETE /articles/{slug}", r13.method.rawValue, r13.path, "DELETE articles/slug"))
        answered.append(("DELETE /articles/{slug}", Self.status(r13) ?? 204, [204]))
        let r14 = ArticleResource.at("slug") / ArticleResourceComment.list
        built.append(("GET /articles/{slug}/comments", r14.method.rawValue, r14.path, "GET articles/slug/comments"))
        answered.append(("GET /articles/{slug}/comments", Self.status(r14) ?? 200, [200]))
        let r15 = ArticleResource.at("slug") / ArticleResourceComment.create
        built.append(("POST /articles/{slug}/comments", r15.method.rawValue, r15.path, "POST articles/slug/comments"))
        answered.append(("POST /articles/{slug}/comments", Self.status(r15) ?? 201, [200]))
        let r16 = ArticleResource.at("slug") / ArticleResourceComment.at(4) / DeleteArticleComment.action
        built.append(
            ("DELETE /articles/{slug}/comments/{id}", r16.method.rawValue, r16.path, "DELETE articles/slug/comments/4")
        )
        answered.append(("DELETE /articles/{slug}/comments/{id}", Self.status(r16) ?? 204, [204]))
        let r17 = ArticleResource.at("slug") / Favorite.create
        built.append(("POST /articles/{slug}/favorite", r17.method.rawValue, r17.path, "POST articles/slug/favorite"))
        answered.append(("POST /articles/{slug}/favorite", Self.status(r17) ?? 201, [200]))
        let r18 = ArticleResource.at("slug") / Favorite.delete
        built.append(
            ("DELETE /articles/{slug}/favorite", r18.method.rawValue, r18.path, "DELETE articles/slug/favorite")
        )
        answered.append(("DELETE /articles/{slug}/favorite", Self.status(r18) ?? 200, [200]))
        let r19 = TagResource.list
        built.append(("GET /tags", r19.method.rawValue, r19.path, "GET tags"))
        answered.append(("GET /tags", Self.status(r19) ?? 200, [200]))
    }
}

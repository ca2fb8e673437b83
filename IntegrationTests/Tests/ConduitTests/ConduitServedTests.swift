import ConduitAPI
import ConduitServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Yopuy
import YopuyAsyncHTTPClient
import YopuyHummingbird
import YopuyURLSession

/// RealWorld's Conduit document served whole from its scaffolded declarations, called through
/// both clients importing the same library: every operation answers each status the document
/// gives it (2xx, 401 and 422), decoded as declared, 422s in the document's GenericErrorModel and
/// 401s without a body, as the document gives them.
@Suite struct ConduitServedTests {
    enum Client: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case urlSession = "URLSession"
        case asyncHTTPClient = "AsyncHTTPClient"

        var testDescription: String { rawValue }

        func adapter() -> AnyHTTPAdapter {
            switch self {
            case .urlSession: AnyHTTPAdapter(URLSessionAdapter())
            case .asyncHTTPClient: AnyHTTPAdapter(AsyncHTTPClientAdapter())
            }
        }
    }

    /// A caller's token, as the API's setup sends it.
    struct Token: TokenProvider {
        let value: String
        func token() -> String { value }
        func refreshedToken(replacing rejected: String) -> String { rejected }
    }

    /// What each operation answered, by operationId: the statuses met.
    final class Met: @unchecked Sendable {
        var statuses: [String: Set<Int>] = [:]
    }

    /// The statuses the document gives each operation.
    static let documented: [String: Set<Int>] = [
        "Login": [200, 401, 422], "CreateUser": [201, 422], "GetCurrentUser": [200, 401, 422],
        "UpdateCurrentUser": [200, 401, 422], "GetProfileByUsername": [200, 401, 422],
        "FollowUserByUsername": [200, 401, 422], "UnfollowUserByUsername": [200, 401, 422],
        "GetArticlesFeed": [200, 401, 422], "GetArticles": [200, 401, 422], "CreateArticle": [201, 401, 422],
        "GetArticle": [200, 422], "UpdateArticle": [200, 401, 422], "DeleteArticle": [204, 401, 422],
        "GetArticleComments": [200, 401, 422], "CreateArticleComment": [200, 401, 422],
        "DeleteArticleComment": [204, 401, 422], "CreateArticleFavorite": [200, 401, 422],
        "DeleteArticleFavorite": [200, 401, 422], "GetTags": [200, 422],
    ]

    /// Calls `call` as `operation`, expecting `status`; for an error, its body must be the
    /// document's GenericErrorModel and name nothing of the server's own.
    static func expect<Value>(
        _ operation: String,
        _ status: Int,
        _ met: Met,
        _ said: String,
        _ call: () async throws -> Yopuy.Response<Value>
    ) async -> Value? {
        do {
            let response = try await call()
            #expect(response.status == status, "\(said): \(operation)")
            met.statuses[operation, default: []].insert(response.status)
            return response.value
        } catch let error as YopuyError {
            #expect(error.status == status, "\(said): \(operation): \(error)")
            if let answered = error.status { met.statuses[operation, default: []].insert(answered) }
            let text = String(decoding: error.body ?? Data(), as: UTF8.self)
            if status == 401 {
                // The document's 401 has no content.
                #expect(text.isEmpty, "\(said): \(operation): 401 with a body: \(text)")
            } else {
                let body = error.decodedBody(as: GenericErrorModel.self)
                #expect(body?.errors.body.isEmpty == false, "\(said): \(operation): the body is no GenericErrorModel")
            }
            #expect(!text.contains("postgres") && !text.contains("Error("), "\(said): \(operation): \(text)")
            if status == 401 { #expect(error.headers?["WWW-Authenticate"] == "Token", "\(said): \(operation)") }
            return nil
        } catch {
            Issue.record("\(said): \(operation): \(error)")
            return nil
        }
    }

    /// A name of generated text: letters, digits, spaces, slashes, percent signs and astral
    /// characters, so that IDs are encoded and slugs made of them.
    static func name(_ random: inout SeededGenerator) -> String {
        let pieces = ["a", "Z", "0", " ", "/", "%", "?", "#", "é", "日本", "😀", "-", ".", "+"]
        let text = (0..<Int.random(in: 2...8, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "a" }
        return "n" + text.joined()
    }

    @Test(arguments: Client.allCases) func everyOperationAnswersEachDocumentedStatus(_ client: Client) async throws {
        let seed = SeededGenerator.seed()
        var random = SeededGenerator(seed: seed)
        let store = ConduitStore()
        let router = ConduitServer.router(store: store)
        try router.checkRoutes(of: ConduitServer.resources)
        let (alice, bob) = (Self.name(&random), Self.name(&random) + "b")
        let (bio, title, tag, text) = (Self.name(&random), Self.name(&random), Self.name(&random), Self.name(&random))
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { http in
            let port = try #require(http.port)
            let base = try #require(URL(string: "http://127.0.0.1:\(port)"))
            let adapter = client.adapter()
            let anonymous = Service(adapter: adapter, URL: base)
            func signedIn(_ token: String) -> Service<AnyHTTPAdapter> {
                Service(adapter: AnyHTTPAdapter(adapter.with(API.token(Token(value: token)))), URL: base)
            }
            let met = Met()
            let said = "seed \(seed) (YOPUY_SEED)"
            let forged = signedIn("forged")

            // Users: register (201, then 422 for the name taken), log in (200, 401, 422).
            let registered = await Self.expect("CreateUser", 201, met, said) {
                try await anonymous.call(
                    Users.at / CreateUser.action,
                    body: NewUserRequest(user: NewUser(username: alice, email: "\(alice)@a", password: "pw"))
                )
            }
            _ = await Self.expect("CreateUser", 422, met, said) {
                try await anonymous.call(
                    Users.at / CreateUser.action,
                    body: NewUserRequest(user: NewUser(username: alice, email: "other@a", password: "pw"))
                )
            }
            #expect(registered?.user.username == alice, "\(said)")
            let bobUser = await Self.expect("CreateUser", 201, met, said) {
                try await anonymous.call(
                    Users.at / CreateUser.action,
                    body: NewUserRequest(user: NewUser(username: bob, email: "\(bob)@b", password: "pw"))
                )
            }
            let login = await Self.expect("Login", 200, met, said) {
                try await anonymous.call(
                    Users.at / Login.action,
                    body: LoginUserRequest(user: LoginUser(email: "\(alice)@a", password: "pw"))
                )
            }
            _ = await Self.expect("Login", 401, met, said) {
                try await anonymous.call(
                    Users.at / Login.action,
                    body: LoginUserRequest(user: LoginUser(email: "\(alice)@a", password: "no"))
                )
            }
            _ = await Self.expect("Login", 422, met, said) {
                try await anonymous.call(
                    Users.at / Login.action,
                    body: LoginUserRequest(user: LoginUser(email: "", password: ""))
                )
            }
            let me = signedIn(try #require(login?.user.token))
            let other = signedIn(try #require(bobUser?.user.token))

            // The current user: 200, 401 without a token, 422 for a taken name.
            #expect(
                await Self.expect("GetCurrentUser", 200, met, said) { try await me.call(UserResource.show) }?.user.email
                    == "\(alice)@a"
            )
            _ = await Self.expect("GetCurrentUser", 401, met, said) { try await anonymous.call(UserResource.show) }
            let updated = await Self.expect("UpdateCurrentUser", 200, met, said) {
                try await me.call(UserResource.replace, body: UpdateUserRequest(user: UpdateUser(bio: bio)))
            }
            #expect(updated?.user.bio == bio, "\(said)")
            _ = await Self.expect("UpdateCurrentUser", 422, met, said) {
                try await me.call(UserResource.replace, body: UpdateUserRequest(user: UpdateUser(username: bob)))
            }
            _ = await Self.expect("UpdateCurrentUser", 401, met, said) {
                try await forged.call(UserResource.replace, body: UpdateUserRequest(user: UpdateUser(bio: "x")))
            }

            // Profiles and follows.
            #expect(
                await Self.expect("GetProfileByUsername", 200, met, said) {
                    try await me.call(ProfileResource.show(bob))
                }?.profile.username == bob
            )
            _ = await Self.expect("GetProfileByUsername", 401, met, said) {
                try await forged.call(ProfileResource.show(bob))
            }
            _ = await Self.expect("GetProfileByUsername", 422, met, said) {
                try await me.call(ProfileResource.show(bob + "x"))
            }
            #expect(
                await Self.expect("FollowUserByUsername", 200, met, said) {
                    try await me.call(ProfileResource.at(bob) / Follow.create)
                }?.profile.following == true
            )
            _ = await Self.expect("FollowUserByUsername", 401, met, said) {
                try await anonymous.call(ProfileResource.at(bob) / Follow.create)
            }
            _ = await Self.expect("FollowUserByUsername", 422, met, said) {
                try await me.call(ProfileResource.at(alice) / Follow.create)
            }

            // Articles: written by bob, followed by alice, whose feed holds them.
            let written = await Self.expect("CreateArticle", 201, met, said) {
                try await other.call(
                    ArticleResource.create,
                    body: NewArticleRequest(
                        article: NewArticle(title: title, description: "d", body: "b", tagList: [tag])
                    )
                )
            }
            _ = await Self.expect("CreateArticle", 401, met, said) {
                try await anonymous.call(
                    ArticleResource.create,
                    body: NewArticleRequest(article: NewArticle(title: "t", description: "d", body: "b"))
                )
            }
            _ = await Self.expect("CreateArticle", 422, met, said) {
                try await other.call(
                    ArticleResource.create,
                    body: NewArticleRequest(article: NewArticle(title: "", description: "d", body: "b"))
                )
            }
            let slug = try #require(written?.article.slug)
            #expect(written?.article.title == title, "\(said)")
            let listed = await Self.expect("GetArticles", 200, met, said) {
                try await anonymous.call(
                    ArticleResource.list,
                    query: try Query(ArticleResource.ListParameters(tag: tag, author: bob))
                )
            }
            #expect(listed?.articles.map(\.slug) == [slug] && listed?.articlesCount == 1, "\(said)")
            _ = await Self.expect("GetArticles", 401, met, said) { try await forged.call(ArticleResource.list) }
            _ = await Self.expect("GetArticles", 422, met, said) {
                try await anonymous.call(
                    ArticleResource.list,
                    query: try Query(ArticleResource.ListParameters(limit: -1))
                )
            }
            #expect(
                await Self.expect("GetArticlesFeed", 200, met, said) { try await me.call(GetArticlesFeed.action) }?
                    .articles.map(\.slug) == [slug]
            )
            _ = await Self.expect("GetArticlesFeed", 401, met, said) {
                try await anonymous.call(GetArticlesFeed.action)
            }
            _ = await Self.expect("GetArticlesFeed", 422, met, said) {
                try await me.call(GetArticlesFeed.action, query: try Query(GetArticlesFeed.Parameters(offset: -1)))
            }
            #expect(
                await Self.expect("GetArticle", 200, met, said) { try await me.call(ArticleResource.show(slug)) }?
                    .article.author.following == true
            )
            _ = await Self.expect("GetArticle", 422, met, said) { try await me.call(ArticleResource.show(slug + "x")) }
            _ = await Self.expect("UpdateArticle", 200, met, said) {
                try await other.call(
                    ArticleResource.replace(slug),
                    body: UpdateArticleRequest(article: UpdateArticle(body: "b2"))
                )
            }
            _ = await Self.expect("UpdateArticle", 401, met, said) {
                try await anonymous.call(
                    ArticleResource.replace(slug),
                    body: UpdateArticleRequest(article: UpdateArticle(body: "x"))
                )
            }
            _ = await Self.expect("UpdateArticle", 422, met, said) {
                try await me.call(
                    ArticleResource.replace(slug),
                    body: UpdateArticleRequest(article: UpdateArticle(body: "x"))
                )
            }

            // Favourites, comments, tags.
            #expect(
                await Self.expect("CreateArticleFavorite", 200, met, said) {
                    try await me.call(ArticleResource.at(slug) / Favorite.create)
                }?.article.favoritesCount == 1
            )
            _ = await Self.expect("CreateArticleFavorite", 401, met, said) {
                try await anonymous.call(ArticleResource.at(slug) / Favorite.create)
            }
            _ = await Self.expect("CreateArticleFavorite", 422, met, said) {
                try await me.call(ArticleResource.at(slug + "x") / Favorite.create)
            }
            #expect(
                await Self.expect("DeleteArticleFavorite", 200, met, said) {
                    try await me.call(ArticleResource.at(slug) / Favorite.delete)
                }?.article.favorited == false
            )
            _ = await Self.expect("DeleteArticleFavorite", 401, met, said) {
                try await forged.call(ArticleResource.at(slug) / Favorite.delete)
            }
            _ = await Self.expect("DeleteArticleFavorite", 422, met, said) {
                try await me.call(ArticleResource.at(slug + "x") / Favorite.delete)
            }
            let comment = await Self.expect("CreateArticleComment", 200, met, said) {
                try await me.call(
                    ArticleResource.at(slug) / ArticleResourceComment.create,
                    body: NewCommentRequest(comment: NewComment(body: text))
                )
            }
            _ = await Self.expect("CreateArticleComment", 401, met, said) {
                try await anonymous.call(
                    ArticleResource.at(slug) / ArticleResourceComment.create,
                    body: NewCommentRequest(comment: NewComment(body: "x"))
                )
            }
            _ = await Self.expect("CreateArticleComment", 422, met, said) {
                try await me.call(
                    ArticleResource.at(slug) / ArticleResourceComment.create,
                    body: NewCommentRequest(comment: NewComment(body: ""))
                )
            }
            let commentID = try #require(comment?.comment.id)
            #expect(
                await Self.expect("GetArticleComments", 200, met, said) {
                    try await anonymous.call(ArticleResource.at(slug) / ArticleResourceComment.list)
                }?.comments.map(\.body) == [text]
            )
            _ = await Self.expect("GetArticleComments", 401, met, said) {
                try await forged.call(ArticleResource.at(slug) / ArticleResourceComment.list)
            }
            _ = await Self.expect("GetArticleComments", 422, met, said) {
                try await me.call(ArticleResource.at(slug + "x") / ArticleResourceComment.list)
            }
            _ = await Self.expect("DeleteArticleComment", 422, met, said) {
                try await other.call(
                    ArticleResource.at(slug) / ArticleResourceComment.at(commentID) / DeleteArticleComment.action
                )
            }
            _ = await Self.expect("DeleteArticleComment", 401, met, said) {
                try await anonymous.call(
                    ArticleResource.at(slug) / ArticleResourceComment.at(commentID) / DeleteArticleComment.action
                )
            }
            _ = await Self.expect("DeleteArticleComment", 204, met, said) {
                try await me.call(
                    ArticleResource.at(slug) / ArticleResourceComment.at(commentID) / DeleteArticleComment.action
                )
            }
            #expect(
                await Self.expect("GetTags", 200, met, said) { try await anonymous.call(TagResource.list) }?.tags == [
                    tag
                ]
            )
            _ = await Self.expect("DeleteArticle", 422, met, said) {
                try await me.call(ArticleResource.at(slug) / DeleteArticle.action)
            }
            _ = await Self.expect("DeleteArticle", 401, met, said) {
                try await anonymous.call(ArticleResource.at(slug) / DeleteArticle.action)
            }
            _ = await Self.expect("DeleteArticle", 204, met, said) {
                try await other.call(ArticleResource.at(slug) / DeleteArticle.action)
            }
            _ = await Self.expect("UnfollowUserByUsername", 200, met, said) {
                try await me.call(ProfileResource.at(bob) / Follow.delete)
            }
            _ = await Self.expect("UnfollowUserByUsername", 401, met, said) {
                try await anonymous.call(ProfileResource.at(bob) / Follow.delete)
            }
            _ = await Self.expect("UnfollowUserByUsername", 422, met, said) {
                try await me.call(ProfileResource.at(bob + "x") / Follow.delete)
            }

            // The document's "Unexpected error": the store fails inside, the server answers 422
            // in the API's shape and names nothing of its own.
            store.breakDown(true)
            _ = await Self.expect("GetTags", 422, met, said) { try await anonymous.call(TagResource.list) }
            _ = await Self.expect("GetCurrentUser", 422, met, said) { try await me.call(UserResource.show) }
            store.breakDown(false)

            for (operation, statuses) in Self.documented {
                #expect(
                    met.statuses[operation] == statuses,
                    "\(said): \(operation) answered \(met.statuses[operation] ?? [])"
                )
            }
        }
    }
}

/// A seeded generator (SplitMix64): a failing run says its seed, and `YOPUY_SEED` repeats it.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    static func seed() -> UInt64 {
        ProcessInfo.processInfo.environment["YOPUY_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: .min ... .max)
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

import ConduitAPI
public import Hummingbird
public import Yopuy
import YopuyHummingbird

/// RealWorld's Conduit API (Scaffold/Documents/realworld-conduit.yaml) served from the
/// declarations `yopuy-scaffold --access public` wrote for it into ConduitAPI, the library its
/// clients import too: every operation, each documented status, errors in the document's
/// `GenericErrorModel`, the typed query and the `Token` credential read as ConduitAPI declares
/// them. Nothing is read by name and no answer is written by hand.
public enum ConduitServer {
    /// A router that serves every operation of the document from `store`.
    public static func router(store: ConduitStore = ConduitStore()) -> Router<BasicRequestContext> {
        let router = Router()
        // The document answers every error it names 422 with a GenericErrorModel ("Unexpected
        // error"), an unreadable body and a failure of the server's own included, and 401
        // without a body; 401 carries the challenge of its `Token` scheme.
        router.add(
            middleware: APIErrorMiddleware { status, message in
                status == .unauthorized
                    ? ResourceError<GenericErrorModel?>(.unauthorized, nil)
                    : ResourceError(
                        status == .notFound ? status : .unprocessableContent,
                        GenericErrorModel(errors: .init(body: [message]))
                    )
            }
        )
        let signedIn = router.group().add(middleware: RequiresCredential<BasicRequestContext, API.TokenScheme>())

        // Users.
        router.on(Users.at / Login.action) { body, _, _ in
            UserResponse(user: try store.login(body.user))
        }
        router.on(Users.at / CreateUser.action) { body, _, _ in
            UserResponse(user: try store.register(body.user))
        }
        signedIn.on(UserResource.show) { request, _ in
            UserResponse(user: try store.user(try caller(request, store)))
        }
        signedIn.on(UserResource.replace) { body, request, _ in
            UserResponse(user: try store.update(try caller(request, store), body.user))
        }

        // Profiles.
        router.on(ProfileResource.show) { name, request, _ in
            ProfileResponse(profile: try store.profile(name, viewer: try viewer(request, store)))
        }
        signedIn.on(ProfileResource.show / Follow.create) { name, _, request, _ in
            ProfileResponse(profile: try store.follow(name, by: try caller(request, store), true))
        }
        signedIn.on(ProfileResource.show / Follow.delete) { name, request, _ in
            ProfileResponse(profile: try store.follow(name, by: try caller(request, store), false))
        }

        // Articles.
        router.on(ArticleResource.list) { request, _ in
            try store.articles(
                try request.query(as: ArticleResource.ListParameters.self),
                viewer: try viewer(request, store)
            )
        }
        signedIn.on(GetArticlesFeed.action) { request, _ in
            let parameters = try request.query(as: GetArticlesFeed.Parameters.self)
            return try store.articles(
                ArticleResource.ListParameters(offset: parameters.offset, limit: parameters.limit),
                viewer: try caller(request, store),
                feed: true
            )
        }
        signedIn.on(ArticleResource.create) { body, request, _ in
            SingleArticleResponse(article: try store.write(body.article, by: try caller(request, store)))
        }
        router.on(ArticleResource.show) { slug, request, _ in
            SingleArticleResponse(article: try store.article(slug, viewer: try viewer(request, store)))
        }
        signedIn.on(ArticleResource.replace) { slug, body, request, _ in
            SingleArticleResponse(article: try store.edit(slug, body.article, by: try caller(request, store)))
        }
        signedIn.on(ArticleResource.show / DeleteArticle.action) { slug, request, _ in
            try store.delete(slug, by: try caller(request, store))
            return NoContent()
        }

        // Comments and favourites.
        router.on(ArticleResource.show / ArticleResourceComment.list) { slug, request, _ in
            MultipleCommentsResponse(comments: try store.comments(slug, viewer: try viewer(request, store)))
        }
        signedIn.on(ArticleResource.show / ArticleResourceComment.create) { slug, body, request, _ in
            SingleCommentResponse(comment: try store.comment(body.comment, on: slug, by: try caller(request, store)))
        }
        signedIn.on(ArticleResource.show / ArticleResourceComment.at / DeleteArticleComment.action) {
            ids,
            request,
            _ in
            try store.deleteComment(ids.1, on: ids.0, by: try caller(request, store))
            return NoContent()
        }
        signedIn.on(ArticleResource.show / Favorite.create) { slug, _, request, _ in
            SingleArticleResponse(article: try store.favorite(slug, by: try caller(request, store), true))
        }
        signedIn.on(ArticleResource.show / Favorite.delete) { slug, request, _ in
            SingleArticleResponse(article: try store.favorite(slug, by: try caller(request, store), false))
        }

        // Tags.
        router.on(TagResource.list) { _, _ in
            TagsResponse(tags: try store.tags())
        }
        return router
    }

    /// Every resource of the document, for `checkRoutes(of:)`: each route they declare has a
    /// handler.
    public static let resources: [any Resource.Type] = [
        Users.self, Login.self, CreateUser.self, UserResource.self, ProfileResource.self, Follow.self,
        ArticleResource.self, GetArticlesFeed.self, DeleteArticle.self, ArticleResourceComment.self,
        DeleteArticleComment.self, Favorite.self, TagResource.self,
    ]

    /// The signed-in caller: its token is one the store gave, else 401.
    private static func caller(_ request: Request, _ store: ConduitStore) throws -> String {
        let token = try request.credential(API.TokenScheme.self).token
        guard let name = try store.caller(token) else { throw ConduitRefusal.unauthorized }
        return name
    }

    /// The caller of a route whose authentication is optional: none without a credential, 401
    /// for a token the store did not give.
    private static func viewer(_ request: Request, _ store: ConduitStore) throws -> String? {
        guard let credential = try? request.credential(API.TokenScheme.self) else { return nil }
        return try store.caller(credential.token)
    }
}

extension ConduitRefusal: HTTPResponseError {
    /// 401 with the `Token` challenge, or 422.
    var status: HTTPResponse.Status {
        switch self {
        case .unauthorized: .unauthorized
        case .invalid: .unprocessableContent
        }
    }

    /// The refusal as the document gives it: 401 without a body, 422 in its `GenericErrorModel`.
    func response(from request: Request, context: some RequestContext) throws -> Response {
        switch self {
        case .unauthorized:
            try ResourceError<GenericErrorModel?>(
                .unauthorized,
                nil,
                headerFields: [.wwwAuthenticate: API.TokenScheme.scheme]
            ).response(from: request, context: context)
        case .invalid(let message):
            try ResourceError(.unprocessableContent, GenericErrorModel(errors: .init(body: [message])))
                .response(from: request, context: context)
        }
    }
}

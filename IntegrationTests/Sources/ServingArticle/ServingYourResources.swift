// The examples of the article "Serving Your Resources", each as the article shows it, in the
// order it shows them: the root's CompileTests checks that this file holds each of them, and this
// package, which turns the trait Hummingbird on, compiles them.
import ExampleBlog
import Foundation
import Hummingbird
import Yopuy
import YopuyHummingbird

enum ServingYourResources {
    static func handlers() throws {
        let router = Router()
        let store = BlogStore()

        router.on(Post.list) { request, context in
            store.posts()  // [Post], as JSON
        }
        router.on(Post.show) { id, request, context in
            store.post(id)  // nil: 204 No Content
        }
        router.on(Post.create) { body, request, context in
            try store.addPost(from: body.data)  // 201 Created
        }
        router.on(Post.show / Comment.show) { ids, request, context in
            let (postID, commentID) = ids
            return store.comment(commentID, on: postID)
        }
        router.on(Post.show / Comment.create) { postID, body, request, context in
            try store.addComment(to: postID, from: body.data)
        }

        try ownIDs(router: router)
        errors(router: router, store: store)
        streams(router: router, store: store)
        try check(router: router)
    }

    static func ownIDs(router: Router<BasicRequestContext>) throws {
        struct TicketID: RawRepresentable, Hashable, Codable, PathSegmentConvertible, DecodesPathSegment {
            let rawValue: String
        }

        struct Ticket: RootResource, IsShowable, DecodesJSON, Codable {
            static let path = "tickets"
            let id: TicketID
        }

        router.on(Ticket.show) { id, request, context in
            Ticket(id: id)
        }
    }

    static func errors(router: Router<BasicRequestContext>, store: BlogStore) {
        struct APIMessage: Codable, Sendable {
            var message: String
        }

        router.on(Post.show / Comment.delete) { ids, request, context in
            guard store.comment(ids.1, on: ids.0) != nil else {
                throw ResourceError(.notFound, APIMessage(message: "no comment \(ids.1)"))
            }
            return nil
        }
        apiErrors(router: router)
        statuses(router: router)
    }

    static func apiErrors(router: Router<BasicRequestContext>) {
        struct APIErrors: Codable, Sendable {
            var errors: [String: [String]]
        }

        router.add(
            middleware: APIErrorMiddleware { status, message in
                // This API answers a body that does not read with 422.
                ResourceError(
                    status == .badRequest ? .unprocessableContent : status,
                    APIErrors(errors: ["body": [message]])
                )
            }
        )
    }

    static func statuses(router: Router<BasicRequestContext>) {
        router.on(Post.show / Post.Publish.action) { postID, body, request, context in
            NoContent()  // 202, no body
        }
        chosen(router: Router(), store: BlogStore())
    }

    static func chosen(router: Router<BasicRequestContext>, store: BlogStore) {
        router.answer(Post.create) { body, request, context in
            let post = try store.addPost(from: body.data)
            return ResourceAnswer(post, status: .created, headerFields: [.location: "/posts/\(post.id)"])
        }
    }

    static func streams(router: Router<BasicRequestContext>, store: BlogStore) {
        router.on(Post.Changes.action) { request, context in
            store.changeEvents()
        }
        router.on(Post.Export.action) { request, context in
            store.allPosts()
        }
        router.onResponse(Post.show / Cover.show) { postID, request, context in
            Response(status: .ok, body: ResponseBody(asyncSequence: store.coverChunks(of: postID)))
        }
    }

    static func check(router: Router<BasicRequestContext>) throws {
        let resources: [any Resource.Type] = [Post.self, Comment.self, Post.Changes.self, Post.Export.self]
        try router.checkRoutes(of: resources)
    }

    static func queries(store: BlogStore) {
        let router = Router()
        struct PostSearch: QueryParameters {
            var author: String?
            var limit: Int?
        }

        router.on(Post.list) { request, context in
            let search = try request.query(as: PostSearch.self)
            return store.posts().filter { search.author == nil || $0.title.contains(search.author ?? "") }
        }
    }

    enum ConduitToken: CredentialScheme {
        static let scheme = "Token"
    }

    static func credentials(store: BlogStore) {
        let router = Router()
        let signedIn = router.group()
            .add(
                middleware: RequiresCredential<BasicRequestContext, ConduitToken> { credential in
                    credential.token != "revoked"
                }
            )
        signedIn.on(Post.create) { body, request, context in
            try store.addPost(from: body.data)
        }
    }

    static func prefixed(store: BlogStore) throws {
        let router = Router()
        let api = router.group("v1")
        api.on(Post.show) { id, request, context in store.post(id) }
        try router.checkRoutes(of: [Post.self], under: "v1")
    }
}

extension Post {
    /// `POST posts/{id}/publish`: 202 Accepted, published later.
    enum Publish: RecordAction, AnswersNoContent, AnswersStatus {
        typealias Parent = Post
        typealias Method = POST
        static let path = "publish"

        static func answerStatus(for method: HTTPMethod) -> Int? { 202 }
    }
}

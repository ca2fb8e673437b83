// The examples of YopuyHummingbird's documentation comments, each as its comment shows it, in a
// function that gives it the values it assumes: the root's CompileTests checks that this folder
// holds each of them, and this package, which turns the trait Hummingbird on, compiles them.
import ExampleBlog
import Foundation
import Hummingbird
import Yopuy
import YopuyHummingbird

enum DecodesPathSegmentExamples {
    struct PostID: RawRepresentable, Hashable, PathSegmentConvertible, DecodesPathSegment {
        let rawValue: Int
    }
}

enum DecodesRequestBodyExamples {
    struct NewIssue: EncodesJSON, Decodable, DecodesRequestBody {
        var title: String
    }
}

enum RouteShapeExamples {
    static func shapes() {
        let path = Post.show(1) / Comment.show(12)  // a path: GET posts/1/comments/12
        let shape = Post.show / Comment.show  // its shape: GET posts/{id}/comments/{id}, IDs (Int, Int)
        let create = Post.show / Comment.create  // POST posts/{id}/comments, ID Int
        let page = Blog.show / Page.show  // GET blog/pages/{id}, ID String
        let fixed = Post.show(1) / Comment.list  // no ID left: a path, served as it is
        _ = (path, shape, create, page, fixed)
    }
}

enum RouterExamples {
    static func oneValue(router: Router<BasicRequestContext>, store: BlogStore) {
        router.on(Post.show / Comment.show) { ids, request, context in
            let (postID, commentID) = ids
            return store.comment(commentID, on: postID)  // nil: 204 No Content
        }
        router.on(Blog.show) { request, context in
            store.blog()
        }
        router.on(Post.show) { id, request, context in
            store.post(id)
        }
    }

    static func withBody(router: Router<BasicRequestContext>, store: BlogStore) {
        router.on(Post.show / Comment.create) { postID, body, request, context in
            try store.addComment(to: postID, from: body.data)
        }
        router.on(Post.create) { body, request, context in
            try store.addPost(from: body.data)  // 201 Created
        }
        router.on(Post.update) { id, body, request, context in
            try store.updatePost(id, from: body.data)
        }
    }

    static func lists(router: Router<BasicRequestContext>, store: BlogStore) {
        router.on(Post.show / Comment.list) { postID, request, context in
            store.comments(on: postID)
        }
        router.on(Post.list) { request, context in
            store.posts()
        }
    }

    static func streams(router: Router<BasicRequestContext>, store: BlogStore) {
        router.on(Post.Changes.action) { request, context in
            store.changeEvents()  // an AsyncSequence of ServerSentEvent
        }
        router.on(Post.Export.action) { request, context in
            store.allPosts()  // an AsyncSequence of Post, made as it is read
        }
        router.onResponse(Post.show / Cover.show) { postID, request, context in
            Response(
                status: .ok,
                headers: [.contentType: "image/png"],
                body: ResponseBody(asyncSequence: store.coverChunks(of: postID))  // ByteBuffers
            )
        }
    }

    static func event(post: Post) throws {
        let event = try ServerSentEvent(json: post, event: "change", id: "42")
        _ = event
    }
}

enum BodilessResourceErrorExamples {
    struct APIMessage: Codable, Sendable {
        var message: String
    }

    static func bodiless() -> ResourceError<APIMessage?> {
        let refusal = ResourceError<APIMessage?>(.unauthorized, nil, headerFields: [.wwwAuthenticate: "Token"])
        return refusal
    }
}

enum ResourceErrorExamples {
    static func notFound(router: Router<BasicRequestContext>, store: BlogStore) {
        struct APIMessage: Codable, Sendable {
            var message: String
        }

        router.on(Post.show) { id, request, context in
            guard let post = store.post(id) else {
                throw ResourceError(.notFound, APIMessage(message: "no post \(id)"))
            }
            return post
        }
    }
}

enum ResourceRoutesExamples {
    static func lists(router: Router<BasicRequestContext>) throws {
        for route in ResourceRoutes.declared(by: [Post.self, Comment.self]) {
            print(route)  // GET posts, GET posts/{id}, POST posts, …
        }
        print(router.servedRoutes)  // the same form, for every route of the router
        try router.checkRoutes(of: [Post.self, Comment.self])  // throws if one is not served
    }

    static func check(store: BlogStore) throws {
        let router = Router()
        router.on(Post.list) { request, context in store.posts() }
        try router.checkRoutes(of: [Post.self])
        // throws: unhandled routes: GET posts/{id} (Post.show), POST posts (Post.create), …
    }

    static func prefixed(router: Router<BasicRequestContext>, store: BlogStore) throws {
        let api = router.group("v1")
        api.on(Post.show) { id, request, context in store.post(id) }
        try router.checkRoutes(of: [Post.self], under: "v1")
    }

    static func error(router: Router<BasicRequestContext>) {
        do {
            try router.checkRoutes(of: [Post.self, Comment.self])
        } catch {
            print(error)
            // unhandled routes: 2 routes the client declares have no handler:
            // DELETE posts/{id}/comments/{id} (Comment.delete), PATCH posts/{id}/comments/{id} (Comment.update)
        }
    }
}

enum AnswerExamples {
    static func answers(router: Router<BasicRequestContext>, store: BlogStore) {
        router.answer(Post.create) { body, request, context in
            let post = try store.addPost(from: body.data)
            return ResourceAnswer(post, status: .created, headerFields: [.location: "/posts/\(post.id)"])
        }
        router.answer(Post.show / Comment.show) { ids, request, context in
            let (postID, commentID) = ids
            let comment = store.comment(commentID, on: postID)
            return ResourceAnswer(comment, headerFields: [.cacheControl: "max-age=60"])
        }
        router.answer(Post.show / Comment.create) { postID, body, request, context in
            let comment = try store.addComment(to: postID, from: body.data)
            return ResourceAnswer(
                comment,
                status: .created,
                headerFields: [.location: "/posts/\(postID)/comments/\(comment.id)"]
            )
        }
        router.answer(Post.show / Comment.list) { postID, request, context in
            ResourceAnswer(store.comments(on: postID), headerFields: [.cacheControl: "no-store"])
        }
    }
}

enum QueryExamples {
    static func search(router: Router<BasicRequestContext>, store: BlogStore) {
        struct PostSearch: QueryParameters {
            var author: String?
            var limit: Int?
        }

        router.on(Post.list) { request, context in
            let search = try request.query(as: PostSearch.self)
            return store.posts().filter { search.author == nil || $0.title.contains(search.author ?? "") }
        }
    }
}

enum CredentialExamples {
    enum ConduitToken: CredentialScheme {
        static let scheme = "Token"  // Authorization: Token <jwt>
    }

    static func reading(router: Router<BasicRequestContext>, store: BlogStore) {
        router.on(Post.create) { body, request, context in
            let credential = try request.credential(ConduitToken.self)
            guard credential.token != "revoked" else { throw HTTPError(.forbidden) }
            return try store.addPost(from: body.data)
        }
    }

    static func group(router: Router<BasicRequestContext>, store: BlogStore) {
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
}

import Foundation
import HTTPTypes
public import Hummingbird

/// What the client sends to create or replace a post.
struct PostInput: Decodable {
    var title: String
    var body: String
    var published: Bool?
}

/// What the client sends to change part of a post.
struct PostPatch: Decodable {
    var title: String?
    var body: String?
}

/// What the client sends to create or change a comment.
struct CommentInput: Decodable {
    var body: String
}

/// The blog REST API, over `store`:
///
/// - `GET|POST /posts`, `GET|PUT|PATCH|DELETE /posts/{id}`, `POST /posts/{id}/publish`,
///   `GET /posts/search?q=`
/// - `GET|POST /posts/{id}/comments`, `GET|PUT|PATCH|DELETE /posts/{id}/comments/{id}`,
///   `PUT /posts/{id}/comments/{id}/approval`
/// - `GET /posts/{id}/comments/{id}/commenter[/{id}]`, `DELETE …/commenter/{id}`
/// - `GET|PUT|PATCH /blog`, `GET /blog/author`
/// - `ANY /echo/**`: answers with the method, raw request target, headers and body it received
/// - `GET /slow?ms=N`: answers after N milliseconds (at most 30 000)
/// - `GET /numbers?page=P&per_page=N&total=T`: the numbers 1...T, N to a page, each page
///   linking to the next with `Link: <…>; rel="next"` (GitHub's way), on another host name
///   (`localhost`) when the query holds `away=1`
/// - `/flaky/…`, `/auth/…`, `/tagged/…`: routes that fail, expire tokens and serve entity tags
///   on purpose, for retries, token refresh and conditional requests (see
///   `addResilienceRoutes(to:)`)
/// - `GET /bulk/:bytes`, `PUT /bulk`: large bodies both ways, with ranges (see `addBulkRoutes(to:)`)
/// - `GET /posts/changes`, `GET /posts/export`: an event stream and newline-delimited JSON (see
///   `addStreamRoutes(to:)`)
///
/// Lists answer `{"items": [...], "count": n}`; errors answer `{"error": "..."}` with 400, 404
/// or 422, or on the routes that fail on purpose, with the status they were asked for.
public func blogRouter() -> Router<BasicRequestContext> {
    let store = BlogStore()
    let router = Router()
    addWitnessRoutes(to: router)
    addPostRoutes(to: router, store: store)
    addCommentRoutes(to: router, store: store)
    addBlogRoutes(to: router, store: store)
    addResilienceRoutes(to: router)
    addBulkRoutes(to: router)
    addStreamRoutes(to: router, store: store)
    return router
}

/// An application serving the blog API on `host:port`; port 0 lets the system choose.
public func blogApplication(
    host: String = "127.0.0.1",
    port: Int = 0,
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) -> some ApplicationProtocol {
    Application(
        router: blogRouter(),
        configuration: .init(address: .hostname(host, port: port), serverName: "yopuy-blog-server"),
        onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? port) }
    )
}

// MARK: - Routes

private func addWitnessRoutes(to router: Router<BasicRequestContext>) {
    for method: HTTPRequest.Method in [.get, .post, .put, .patch, .delete] {
        router.on("echo", method: method, use: echo)
        router.on("echo/**", method: method, use: echo)
    }
    router.get("numbers", use: numbers)
    router.get("slow") { request, _ in
        let milliseconds = min(Int(request.uri.queryParameters["ms"].map(String.init) ?? "") ?? 0, 30_000)
        try await Task.sleep(for: .milliseconds(milliseconds))
        return BlogRecord(name: "slow", tagline: "\(milliseconds) ms")
    }
}

/// Answers with what the request said on the wire.
@Sendable private func echo(_ request: Request, _ context: BasicRequestContext) async throws -> EchoRecord {
    var request = request
    let body = try await request.collectBody(upTo: 1 << 20)
    return EchoRecord(
        method: request.method.rawValue,
        target: request.uri.string,
        headers: request.headers.map { [$0.name.rawName, $0.value] },
        body: String(buffer: body)
    )
}

/// One page of the numbers 1...total, with a `Link` to the next page and the `Authorization`
/// header it came with.
@Sendable private func numbers(
    _ request: Request,
    _ context: BasicRequestContext
) async throws -> EditedResponse<
    NumbersRecord
> {
    let query = request.uri.queryParameters
    let page = max(1, Int(query["page"].map(String.init) ?? "") ?? 1)
    let perPage = max(1, Int(query["per_page"].map(String.init) ?? "") ?? 3)
    let total = max(0, Int(query["total"].map(String.init) ?? "") ?? 7)
    let away = query["away"] != nil
    let first = (page - 1) * perPage + 1
    let items = first <= total ? Array(first...min(total, first + perPage - 1)) : []
    var headers: HTTPFields = [:]
    if first + perPage <= total, let authority = request.head.authority {
        let host = away ? authority.replacingOccurrences(of: "127.0.0.1", with: "localhost") : authority
        let next = "http://\(host)/numbers?page=\(page + 1)&per_page=\(perPage)&total=\(total)\(away ? "&away=1" : "")"
        let last = "http://\(host)/numbers?page=\((total + perPage - 1) / perPage)&per_page=\(perPage)&total=\(total)"
        if let link = HTTPField.Name("Link") {
            headers[link] = "<\(next)>; rel=\"next\", <\(last)>; rel=\"last\""
        }
    }
    return EditedResponse(
        headers: headers,
        response: NumbersRecord(
            items: items,
            target: request.uri.string,
            authorization: request.headers[.authorization]
        )
    )
}

private func addPostRoutes(to router: Router<BasicRequestContext>, store: BlogStore) {
    let posts = router.group("posts")
    posts.get { _, _ in
        let items = await store.listPosts(matching: nil)
        return Page(items: items, count: items.count)
    }
    posts.get("search") { request, _ in
        let items = await store.listPosts(matching: request.uri.queryParameters["q"].map(String.init))
        return Page(items: items, count: items.count)
    }
    posts.post { request, context in
        let input = try await request.decode(as: PostInput.self, context: context)
        let post = PostRecord(id: await store.newID(), title: input.title, body: input.body, published: false)
        return EditedResponse(status: .created, response: try await store.save(post))
    }
    posts.get(":post") { _, context in
        try await store.post(context.id("post"))
    }
    posts.put(":post") { request, context in
        let id = try context.id("post")
        _ = try await store.post(id)
        let input = try await request.decode(as: PostInput.self, context: context)
        return try await store.save(
            PostRecord(id: id, title: input.title, body: input.body, published: input.published ?? false)
        )
    }
    posts.patch(":post") { request, context in
        var post = try await store.post(context.id("post"))
        let patch = try await request.decode(as: PostPatch.self, context: context)
        post.title = patch.title ?? post.title
        post.body = patch.body ?? post.body
        return try await store.save(post)
    }
    posts.delete(":post") { _, context in
        try await store.deletePost(context.id("post"))
        return Response(status: .noContent)
    }
    posts.post(":post/publish") { _, context in
        var post = try await store.post(context.id("post"))
        post.published = true
        return try await store.save(post)
    }
}

private func addCommentRoutes(to router: Router<BasicRequestContext>, store: BlogStore) {
    let comments = router.group("posts/:post/comments")
    comments.get { _, context in
        let items = try await store.listComments(of: context.id("post"))
        return Page(items: items, count: items.count)
    }
    comments.post { request, context in
        let postID = try context.id("post")
        let input = try await request.decode(as: CommentInput.self, context: context)
        let comment = CommentRecord(id: await store.newID(), postID: postID, body: input.body, approved: false)
        return EditedResponse(status: .created, response: try await store.save(comment))
    }
    comments.get(":comment") { _, context in
        try await store.comment(context.id("comment"), on: context.id("post"))
    }
    comments.put(":comment") { request, context in
        var comment = try await store.comment(context.id("comment"), on: context.id("post"))
        comment.body = try await request.decode(as: CommentInput.self, context: context).body
        return try await store.save(comment)
    }
    comments.patch(":comment") { request, context in
        var comment = try await store.comment(context.id("comment"), on: context.id("post"))
        comment.body = try await request.decode(as: CommentInput.self, context: context).body
        return try await store.save(comment)
    }
    comments.delete(":comment") { _, context in
        try await store.deleteComment(context.id("comment"), on: context.id("post"))
        return Response(status: .noContent)
    }
    comments.put(":comment/approval") { _, context in
        var comment = try await store.comment(context.id("comment"), on: context.id("post"))
        comment.approved = true
        return try await store.save(comment)
    }
    comments.get(":comment/commenter") { _, context in
        let items = try await store.commenters(of: context.id("comment"), on: context.id("post"))
            .values.sorted { $0.id < $1.id }
        return Page(items: items, count: items.count)
    }
    comments.get(":comment/commenter/:commenter") { _, context in
        let commenters = try await store.commenters(of: context.id("comment"), on: context.id("post"))
        let id = try context.id("commenter")
        guard let commenter = commenters[id] else {
            throw APIError.notFound("commenter \(id)")
        }
        return commenter
    }
    comments.delete(":comment/commenter/:commenter") { _, context in
        try await store.deleteCommenter(context.id("commenter"), of: context.id("comment"), on: context.id("post"))
        return Response(status: .noContent)
    }
}

private func addBlogRoutes(to router: Router<BasicRequestContext>, store: BlogStore) {
    router.get("blog") { _, _ in await store.blog }
    router.put("blog") { request, context in
        await store.setBlog(try await request.decode(as: BlogRecord.self, context: context))
    }
    router.patch("blog") { request, context in
        struct Patch: Decodable {
            var name: String?
            var tagline: String?
        }
        let patch = try await request.decode(as: Patch.self, context: context)
        var blog = await store.blog
        blog.name = patch.name ?? blog.name
        blog.tagline = patch.tagline ?? blog.tagline
        return await store.setBlog(blog)
    }
    router.get("blog/author") { _, _ in await store.author }
}

extension BasicRequestContext {
    /// The integer path parameter `name`, percent-decoded; 404 when it is not an integer, as
    /// no record has such an ID.
    func id(_ name: String) throws -> Int {
        let raw = try parameters.require(name)
        let text = raw.removingPercentEncoding ?? raw
        guard let id = Int(text) else {
            throw APIError.notFound("\(name) \(text)")
        }
        return id
    }
}

import BlogModel
import Foundation
import Yopuy

/// A short, scripted session of a blog client: every step prints its request and its outcome.
struct Session<Adapter: HTTPAdapter> {
    let service: Service<Adapter>
    private var step = 0

    init(service: Service<Adapter>) {
        self.service = service
    }

    /// Runs the session; returns whether every step went as planned.
    mutating func run() async -> Bool {
        let service = service
        var planned = true
        planned =
            await perform("Read the blog", expecting: .success) {
                let blog = try await service.call(Blog.show).value
                return "\(blog?.name ?? "?") — \(blog?.tagline ?? "?")"
            } && planned
        planned =
            await perform("Read its author, a singleton nested under the blog", expecting: .success) {
                "written by \(try await service.call(Blog.show / Author.show).value?.name ?? "?")"
            } && planned
        var created: Post?
        planned =
            await perform("Create a post", expecting: .success) {
                let draft = PostDraft(title: "Typed paths", body: "Paths that cannot be wrong")
                let response = try await service.call(Post.create, body: .json(draft))
                created = response.value
                return "\(response.status) \(describe(created))"
            } && planned
        guard let post = created else {
            return false
        }
        planned =
            await perform("List the posts", expecting: .success) {
                let posts = try await service.call(Post.list).value ?? []
                return "\(posts.count) posts: " + posts.map { describe($0) }.joined(separator: ", ")
            } && planned
        planned =
            await perform("Comment on it", expecting: .success) {
                let comment = try await service.call(post.show / Comment.create, body: .json(["body": "Well typed!"]))
                return "comment #\(comment.value?.id ?? 0): \(comment.value?.body ?? "")"
            } && planned
        planned =
            await perform("List its comments", expecting: .success) {
                let comments = try await service.call(post.show / Comment.list).value ?? []
                return "\(comments.count) comment(s): " + comments.map(\.body).joined(separator: ", ")
            } && planned
        planned =
            await perform("Publish it with a custom action", expecting: .success) {
                describe(try await service.call(post.show / Post.Publish.action).value)
            } && planned
        planned =
            await perform("Change its title", expecting: .success) {
                describe(try await service.call(post.update, body: .json(["title": "Typed paths, revised"])).value)
            } && planned
        planned =
            await perform("Delete it", expecting: .success) {
                let response = try await service.call(post.delete)
                return "\(response.status), \(response.isEmpty ? "no content" : "a body")"
            } && planned
        planned =
            await perform("Read it again: a deliberate error", expecting: .failure) {
                describe(try await service.call(post.show).value)
            } && planned
        planned = await streams() && planned
        return planned
    }

    /// The streaming steps: events and lines read as they arrive, and a transfer each way with
    /// a progress bar.
    private mutating func streams() async -> Bool {
        let service = service
        var planned = true
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yopuy-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        planned =
            await perform("Upload a long post from a file, with a progress bar", expecting: .success) {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let file = folder.appendingPathComponent("long-read.json")
                let text = String(repeating: "Typed paths cannot be wrong. ", count: 24_000)
                try JSONEncoder().encode(PostDraft(title: "A long read", body: text)).write(to: file)
                let bar = ProgressBar()
                let source = try BodySource.file(at: file).reportingProgress { bar.draw($0) }
                let created = try await service.call(
                    Post.create,
                    body: RequestBody(source, contentType: "application/json")
                )
                bar.finish()
                return "\(created.status) \(describe(created.value)), \(created.value?.body?.count ?? 0) characters"
            } && planned
        planned =
            await perform("Follow the changes feed: server-sent events, each parsed as a post", expecting: .success) {
                var titles: [String] = []
                for try await change in try await service.events(Post.Changes.action) {
                    titles.append("#\(change.id ?? "?") \(change.value.title)")
                }
                return "\(titles.count) event(s): " + titles.joined(separator: ", ")
            } && planned
        planned =
            await perform("Export every post as JSON lines, to a file, with a progress bar", expecting: .success) {
                let bar = ProgressBar()
                let saved = try await service.download(
                    Post.Export.action,
                    to: folder.appendingPathComponent("posts.jsonl")
                ) {
                    bar.draw($0)
                }
                bar.finish()
                let lines = try String(contentsOf: saved.file, encoding: .utf8).split(separator: "\n")
                return "\(lines.count) post(s), one a line, in \(saved.file.lastPathComponent)"
            } && planned
        return planned
    }

    private enum Expectation {
        case success, failure
    }

    private mutating func perform(
        _ title: String,
        expecting expectation: Expectation,
        _ body: () async throws -> String
    ) async -> Bool {
        step += 1
        print("\n\(step). \(title)")
        do {
            let outcome = try await body()
            print("   ✓ \(outcome)")
            return expectation == .success
        } catch let error as YopuyError {
            print("   ✗ \(summary(of: error))")
            return expectation == .failure
        } catch {
            print("   ✗ \(error)")
            return false
        }
    }
}

/// What failed, in the words a user needs: the error's code, the request's method and path, the
/// status the server answered and its own message, when its body has one:
/// `unacceptable status: GET /posts/101 answered 404 Not Found, “posts/101 not found”`.
func summary(of error: YopuyError) -> String {
    var text = "\(error.code)"
    if let request = error.request {
        text += ": \(request.method) \(request.url.path(percentEncoded: true))"
    }
    if let status = error.status {
        text += " answered \(status)"
        if let phrase = reasonPhrases[status] {
            text += " \(phrase)"
        }
    }
    if let message = error.decodedBody(as: ServerMessage.self)?.error {
        text += ", “\(message)”"
    } else if error.status == nil {
        text += ": \(error.reason)"
    }
    return text
}

/// The body the blog's servers answer a failure with: `{"error": "posts/9 not found"}`.
private struct ServerMessage: Decodable {
    var error: String
}

/// The reason phrases of the statuses a blog answers a failure with (RFC 9110, section 15).
private let reasonPhrases: [Int: String] = [
    400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
    409: "Conflict", 410: "Gone", 413: "Content Too Large", 415: "Unsupported Media Type",
    422: "Unprocessable Content", 429: "Too Many Requests", 500: "Internal Server Error", 501: "Not Implemented",
    502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout",
]

private func describe(_ post: Post?) -> String {
    guard let post else {
        return "nothing"
    }
    return "post #\(post.id) “\(post.title)” (\(post.published == true ? "published" : "draft"))"
}

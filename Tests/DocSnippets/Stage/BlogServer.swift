import Foundation
import Yopuy
import YopuyTesting

/// `https://api.example.com/v1`: the blog of the README and of "Getting Started", and the
/// completions of "Large Bodies and Live Streams".
enum BlogServer {
    /// The posts, by ID.
    static let posts: [Int: String] = [1: "Hello", 2: "Typed paths"]

    static let adapter = StubAdapter()
        .on(.get, "posts") { request in
            // Numbered pages: the first holds every post, the next ones none.
            let page = Int(Stage.parameter("page", of: request) ?? "1") ?? 1
            return .json(page == 1 ? list() : "[]").adding("X-Total-Count", "\(posts.count)")
        }
        .on(.head, "posts", StubResponse().adding("X-Total-Count", "\(posts.count)"))
        .on(.get, "posts/*") { request in
            guard let id = Int(request.url.lastPathComponent), let title = posts[id] else {
                return .json(#"{"message": "Not Found"}"#, status: 404)
            }
            return StubResponse.json(post(id, title)).adding("ETag", "\"post-\(id)\"")
        }
        .on(.post, "posts") { request in
            // A JSON post keeps its title; a form, a file or a CSV import gets one.
            let title = Stage.object(in: request)["title"] as? String ?? "Imported"
            return .json(post(3, title), status: 201)
        }
        .on(.get, "posts/*/comments", .json(#"[{"id": 12, "body": "Nice"}, {"id": 13, "body": "Thanks"}]"#))
        .on(.get, "posts/*/comments/*", .json(#"{"id": 12, "body": "Nice"}"#))
        .on(.get, "posts/feed") { request in
            // Server-sent events, each a post; after the one `Last-Event-ID` names.
            let events = posts.keys.sorted().map { id in
                ServerSentEvent(event: id == 1 ? "created" : "updated", data: post(id, posts[id] ?? ""), id: "\(id)")
            }
            let seen = request.headers["Last-Event-ID"].flatMap { Int($0) } ?? 0
            return .events(events.filter { (Int($0.id ?? "") ?? 0) > seen })
        }
        .on(.get, "tags", .json(#"[{"id": "swift", "name": "Swift"}, {"id": "rest", "name": "REST"}]"#))
        .on(.get, "timeline") { _ in
            .json(#"{"posts": \#(list()), "nextCursor": null}"#)
        }
        .on(.get, "repos/*/*/issues", .json(#"[{"id": 1}, {"id": 2}, {"id": 3}]"#))
        .on(.post, "repos/*/*/labels") { request in
            let name = Stage.object(in: request)["name"] as? String ?? ""
            return .json(Stage.json(["id": 208_045_946, "name": name]), status: 201)
        }
        .on(.post, "completions") { _ in
            .events(
                [#"{"text": "Hello"}"#, #"{"text": ", world"}"#, "[DONE]"].map { ServerSentEvent(data: $0) }
            )
        }

    private static func post(_ id: Int, _ title: String) -> String {
        Stage.json(["id": id, "title": title])
    }

    private static func list() -> String {
        "[" + posts.keys.sorted().map { post($0, posts[$0] ?? "") }.joined(separator: ", ") + "]"
    }
}

import Foundation
import Yopuy
import YopuyTesting

/// `https://api.github.com`, for "Modelling a Real API": the answers of GitHub's REST API that the
/// article reads, and GitHub's `404` with `{"message": "Not Found"}` for anything else.
enum GitHubServer {
    static let adapter = StubAdapter()
        .on(.get, "**") { request in
            request.url.path.isEmpty || request.url.path == "/"
                ? .json(#"{"current_user_url": "https://api.github.com/user"}"#) : notFound
        }
        .on(.head, "**") { request in
            request.url.path.isEmpty || request.url.path == "/"
                ? StubResponse(headers: ["X-GitHub-Media-Type": "github.v3; format=json"]) : notFound
        }
        .on(.get, "repos/apple/swift", .json(#"{"owner": "apple", "name": "swift"}"#))
        .on(.post, "repos/*/*/issues") { request in
            let title = Stage.object(in: request)["title"] as? String ?? ""
            return StubResponse.json(issue(1347, title: title), status: 201)
                .adding("Location", "https://api.github.com/repos/apple/swift/issues/1347")
        }
        .on(.get, "repos/*/*/issues/*") { request in
            .json(issue(Int(request.url.lastPathComponent) ?? 0, title: "Crash on launch"))
        }
        .on(.patch, "repos/*/*/issues/*") { request in
            .json(issue(Int(request.url.lastPathComponent) ?? 0, title: "Crash on launch"))
        }
        .on(.put, "repos/*/*/issues/*/lock", StubResponse(status: 204))
        .on(.get, "repos/*/*/issues") { request in
            // Two pages, linked as GitHub links them.
            guard Stage.parameter("page", of: request) == "2" else {
                return StubResponse.json("[\(issue(1, title: "Crash on launch")), \(issue(2, title: "Typo"))]")
                    .adding(
                        "Link",
                        #"<https://api.github.com/repos/apple/swift/issues?per_page=100&page=2>; rel="next""#
                    )
            }
            return .json("[\(issue(3, title: "Faster builds"))]")
        }
        .on(.get, "search/issues") { _ in
            .json(
                #"{"total_count": 1, "incomplete_results": false, "items": [\#(issue(1347, title: "Crash on launch"))]}"#
            )
        }
        .on(.get, "repos/*/*/actions/runs") { _ in
            .json(#"{"total_count": 1, "workflow_runs": [{"id": 30433642, "status": "completed"}]}"#)
        }
        .on(.post, "repos/*/*/statuses/*", .json(#"{"state": "success"}"#, status: 201))

    private static let notFound = StubResponse.json(
        #"{"message": "Not Found", "documentation_url": "https://docs.github.com/rest"}"#,
        status: 404
    )

    private static func issue(_ number: Int, title: String) -> String {
        Stage.json(["id": 1_000_000 + number, "number": number, "title": title, "state": "open"])
    }
}

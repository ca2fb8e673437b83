// The cost of YopuyHummingbird's routing beside a plain Hummingbird handler on the same route
// (Benchmarks/serving.sh builds this in release and runs it). Each route is served twice, by a
// handler of Hummingbird's own that reads its parameters and writes its JSON by hand, and by
// `router.on` on the resources' shape; requests go through the router's responder in-process
// (each request handed to the router's responder as the server hands it, without a socket), in rounds that alternate the two, and the
// median of the rounds' ratios is the cost. Exits 1 if a route costs more than 1.10 times.
import ExampleBlog
import Foundation
import Hummingbird
import Logging
import NIOConcurrencyHelpers
import NIOEmbedded
import Yopuy
import YopuyHummingbird

/// What each handler answers, written as the plain handler writes it.
func json(_ value: some Encodable) throws -> Response {
    let data = try JSONEncoder().encode(value)
    return Response(
        status: .ok,
        headers: [.contentType: "application/json"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: data))
    )
}

/// A route measured: its name, the request, and the two routers that serve it.
struct Workload {
    let name: String
    let uri: String
    let method: HTTPRequest.Method
    let body: ByteBuffer?
    let plain: Router<BasicRequestContext>
    let yopuy: Router<BasicRequestContext>
}

func workloads() -> [Workload] {
    let show = (Router(), Router())
    show.0.get("posts/:id") { _, context in
        let id = try context.parameters.require("id", as: Int.self)
        return try json(Post(id: id, title: "show"))
    }
    show.1.on(Post.show) { id, _, _ in Post(id: id, title: "show") }

    let nested = (Router(), Router())
    nested.0.get("posts/:post/comments/:comment/commenter/:commenter") { _, context in
        let post = try context.parameters.require("post", as: Int.self)
        let comment = try context.parameters.require("comment", as: Int.self)
        let commenter = try context.parameters.require("commenter", as: Int.self)
        return try json(Commenter(id: post &+ comment &+ commenter))
    }
    nested.1.on(Post.show / Comment.show / Commenter.show) { ids, _, _ in
        Commenter(id: ids.0 &+ ids.1 &+ ids.2)
    }

    let page = (Router(), Router())
    page.0.get("blog/pages/:page") { _, context in
        let raw = try context.parameters.require("page")
        guard let id = raw.removingPercentEncoding else {
            throw HTTPError(.notFound)
        }
        return try json(Page(id: id))
    }
    page.1.on(Blog.show / Page.show) { id, _, _ in Page(id: id) }

    let create = (Router(), Router())
    create.0.post("posts/:post/comments") { request, context in
        let post = try context.parameters.require("post", as: Int.self)
        var request = request
        let body = try await request.collectBody(upTo: context.maxUploadSize)
        return try json(Comment(id: post, body: String(buffer: body)))
    }
    create.1.on(Post.show / Comment.create) { postID, body, _, _ in
        Comment(id: postID, body: String(decoding: body.data, as: UTF8.self))
    }

    let raw = (Router(), Router())
    raw.0.get("posts/:id") { _, context in
        let id = try context.parameters.require("id", as: Int.self)
        return try json(Post(id: id, title: "show"))
    }
    raw.1.onResponse(Post.show) { id, _, _ in try json(Post(id: id, title: "show")) }

    return [
        Workload(name: "GET posts/{id}", uri: "/posts/42", method: .get, body: nil, plain: show.0, yopuy: show.1),
        Workload(
            name: "onResponse GET posts/{id}",
            uri: "/posts/42",
            method: .get,
            body: nil,
            plain: raw.0,
            yopuy: raw.1
        ),
        Workload(
            name: "GET posts/{id}/comments/{id}/commenter/{id}",
            uri: "/posts/1/comments/22/commenter/333",
            method: .get,
            body: nil,
            plain: nested.0,
            yopuy: nested.1
        ),
        Workload(
            name: "GET blog/pages/{id} (percent-encoded)",
            uri: "/blog/pages/a%2Fb%20c%C3%A9",
            method: .get,
            body: nil,
            plain: page.0,
            yopuy: page.1
        ),
        Workload(
            name: "POST posts/{id}/comments (a body)",
            uri: "/posts/7/comments",
            method: .post,
            body: ByteBuffer(string: String(repeating: "comment ", count: 16)),
            plain: create.0,
            yopuy: create.1
        ),
    ]
}

/// Collects a response's body, as a server writes it to its connection.
struct Collector: ResponseBodyWriter {
    let bytes = NIOLockedValueBox(0)

    func write(_ buffer: ByteBuffer) async throws {
        bytes.withLockedValue { $0 += buffer.readableBytes }
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}

/// The seconds `requests` requests to `router` take, each handed to its responder as Hummingbird's
/// server hands it (a request, a context), its answer's body written out: the router's work and
/// the handler's, without a socket.
func time(_ workload: Workload, _ router: Router<BasicRequestContext>, requests: Int) async throws -> Double {
    let responder = router.buildResponder()
    let context = BasicRequestContext(
        source: ApplicationRequestContextSource(channel: NIOAsyncTestingChannel(), logger: Logger(label: "benchmark"))
    )
    var headers = HTTPFields()
    if let body = workload.body {
        headers[.contentLength] = "\(body.readableBytes)"
        headers[.contentType] = "text/plain"
    }
    let head = HTTPRequest(
        method: workload.method,
        scheme: "http",
        authority: "localhost",
        path: workload.uri,
        headerFields: headers
    )
    let start = ContinuousClock.now
    for _ in 0..<requests {
        let request = Request(
            head: head,
            body: workload.body.map { RequestBody(buffer: $0) } ?? RequestBody(buffer: ByteBuffer())
        )
        let response = try await responder.respond(to: request, context: context)
        guard response.status == .ok || response.status == .created else {
            throw HTTPError(.internalServerError, message: "\(workload.name) answered \(response.status)")
        }
        try await response.body.write(Collector())
    }
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

let arguments = CommandLine.arguments
let requests = arguments.firstIndex(of: "--requests").flatMap { Int(arguments[$0 + 1]) } ?? 20_000
let rounds = arguments.firstIndex(of: "--rounds").flatMap { Int(arguments[$0 + 1]) } ?? 9
let limit = 1.10
// `--profile NAME plain|yopuy`: one workload, one side, for a profiler (valgrind --tool=callgrind).
if let index = arguments.firstIndex(of: "--profile"), index + 2 < arguments.count,
    let workload = workloads().first(where: { $0.name.hasPrefix(arguments[index + 1]) })
{
    _ = try await time(workload, arguments[index + 2] == "plain" ? workload.plain : workload.yopuy, requests: requests)
    exit(0)
}
var failed = false
print("| route | plain Hummingbird | YopuyHummingbird | ratio (median of \(rounds) rounds) |")
print("| --- | --- | --- | --- |")
for workload in workloads() {
    _ = try await time(workload, workload.plain, requests: requests / 10)
    _ = try await time(workload, workload.yopuy, requests: requests / 10)
    var ratios: [Double] = []
    var plainBest = Double.infinity
    var yopuyBest = Double.infinity
    for round in 0..<rounds {
        // Alternate which goes first, so that neither always runs on a warmer machine.
        let first = round.isMultiple(of: 2)
        let a = try await time(workload, first ? workload.plain : workload.yopuy, requests: requests)
        let b = try await time(workload, first ? workload.yopuy : workload.plain, requests: requests)
        let (plain, yopuy) = first ? (a, b) : (b, a)
        ratios.append(yopuy / plain)
        plainBest = min(plainBest, plain)
        yopuyBest = min(yopuyBest, yopuy)
    }
    let median = ratios.sorted()[ratios.count / 2]
    let perRequest = { (seconds: Double) in String(format: "%.2f µs", seconds / Double(requests) * 1e6) }
    print(
        "| \(workload.name) | \(perRequest(plainBest)) | \(perRequest(yopuyBest)) | \(String(format: "%.3f", median))x |"
    )
    if median > limit {
        failed = true
    }
}
if failed {
    print("serving: a route costs more than \(limit) times its plain Hummingbird handler")
    exit(1)
}

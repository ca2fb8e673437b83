// The cost of YopuyHummingbird's routing beside a plain Hummingbird handler on the same route,
// and beside the server swift-openapi-generator writes for it on swift-openapi-hummingbird, the
// alternative a user would pick (#74; Benchmarks/serving.sh builds this in release and runs it).
// Each route is served three times: by a handler of Hummingbird's own that reads its parameters
// and writes its JSON by hand, by `router.on` on the resources' shape, and by the generated
// server (Generated/, committed as the generator writes it from openapi.yaml);
// requests go through the router's responder in-process (each request handed to the router's
// responder as the server hands it, without a socket), in rounds that rotate which goes first,
// and the median of the rounds' ratios is the cost. Exits 1 if a route costs YopuyHummingbird
// more than 1.10 times its plain handler, or more than the generated server.
import ExampleBlog
import Foundation
import Hummingbird
import Logging
import NIOConcurrencyHelpers
import NIOEmbedded
import OpenAPIHummingbird
import OpenAPIRuntime
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

/// A route measured: its name, the request, and the three routers that serve it.
struct Workload {
    let name: String
    let uri: String
    let method: HTTPRequest.Method
    let body: ByteBuffer?
    let plain: Router<BasicRequestContext>
    let yopuy: Router<BasicRequestContext>
    let generated: Router<BasicRequestContext>
}

/// The handlers of the server swift-openapi-generator wrote for the same routes: each answers
/// what the other two answer.
struct GeneratedBlog: APIProtocol {
    func showPost(_ input: Operations.showPost.Input) async throws -> Operations.showPost.Output {
        .ok(.init(body: .json(.init(id: input.path.id, title: "show"))))
    }

    func showCommenter(_ input: Operations.showCommenter.Input) async throws -> Operations.showCommenter.Output {
        .ok(.init(body: .json(.init(id: input.path.post &+ input.path.comment &+ input.path.commenter))))
    }

    func showPage(_ input: Operations.showPage.Input) async throws -> Operations.showPage.Output {
        .ok(.init(body: .json(.init(id: input.path.id))))
    }

    func createComment(_ input: Operations.createComment.Input) async throws -> Operations.createComment.Output {
        guard case .plainText(let body) = input.body else {
            throw HTTPError(.unsupportedMediaType)
        }
        let text = try await String(collecting: body, upTo: 1 << 20)
        return .created(.init(body: .json(.init(id: input.path.post, body: text))))
    }
}

/// A router that serves the generated server's four routes.
func generatedRouter() throws -> Router<BasicRequestContext> {
    let router = Router()
    try GeneratedBlog().registerHandlers(on: router)
    return router
}

func workloads() throws -> [Workload] {
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
        Workload(
            name: "GET posts/{id}",
            uri: "/posts/42",
            method: .get,
            body: nil,
            plain: show.0,
            yopuy: show.1,
            generated: try generatedRouter()
        ),
        Workload(
            name: "onResponse GET posts/{id}",
            uri: "/posts/42",
            method: .get,
            body: nil,
            plain: raw.0,
            yopuy: raw.1,
            generated: try generatedRouter()
        ),
        Workload(
            name: "GET posts/{id}/comments/{id}/commenter/{id}",
            uri: "/posts/1/comments/22/commenter/333",
            method: .get,
            body: nil,
            plain: nested.0,
            yopuy: nested.1,
            generated: try generatedRouter()
        ),
        Workload(
            name: "GET blog/pages/{id} (percent-encoded)",
            uri: "/blog/pages/a%2Fb%20c%C3%A9",
            method: .get,
            body: nil,
            plain: page.0,
            yopuy: page.1,
            generated: try generatedRouter()
        ),
        Workload(
            name: "POST posts/{id}/comments (a body)",
            uri: "/posts/7/comments",
            method: .post,
            body: ByteBuffer(string: String(repeating: "comment ", count: 16)),
            plain: create.0,
            yopuy: create.1,
            generated: try generatedRouter()
        ),
    ]
}

/// Collects a response's body, as a server writes it to its connection.
struct Collector: ResponseBodyWriter {
    let bytes = NIOLockedValueBox(0)
    /// The body itself, when asked to keep it.
    let kept: NIOLockedValueBox<[UInt8]>?

    init(keeping: Bool = false) {
        kept = keeping ? NIOLockedValueBox([]) : nil
    }

    func write(_ buffer: ByteBuffer) async throws {
        bytes.withLockedValue { $0 += buffer.readableBytes }
        kept?.withLockedValue { $0 += buffer.readableBytesView }
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}

/// A context as Hummingbird's server gives a handler, without a channel of its own.
func makeContext() -> BasicRequestContext {
    BasicRequestContext(
        source: ApplicationRequestContextSource(channel: NIOAsyncTestingChannel(), logger: Logger(label: "benchmark"))
    )
}

extension Workload {
    /// The request's head: its method and path, and its body's length and type.
    var head: HTTPRequest {
        var headers = HTTPFields()
        if let body {
            headers[.contentLength] = "\(body.readableBytes)"
            headers[.contentType] = "text/plain"
        }
        return HTTPRequest(method: method, scheme: "http", authority: "localhost", path: uri, headerFields: headers)
    }

    /// A request of `head`, with the workload's body.
    func request(_ head: HTTPRequest) -> Request {
        Request(head: head, body: body.map { RequestBody(buffer: $0) } ?? RequestBody(buffer: ByteBuffer()))
    }
}

/// What `router` answers `workload`'s request, as JSON, for comparing the three sides' answers.
func answer(_ workload: Workload, _ router: Router<BasicRequestContext>) async throws -> NSObject {
    let response = try await router.buildResponder().respond(
        to: workload.request(workload.head),
        context: makeContext()
    )
    let collector = Collector(keeping: true)
    try await response.body.write(collector)
    let bytes = collector.kept?.withLockedValue { $0 } ?? []
    guard let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? NSObject else {
        throw HTTPError(.internalServerError, message: "\(workload.name) answered no JSON")
    }
    return object
}

/// The seconds `requests` requests to `router` take, each handed to its responder as Hummingbird's
/// server hands it (a request, a context), its answer's body written out: the router's work and
/// the handler's, without a socket.
func time(_ workload: Workload, _ router: Router<BasicRequestContext>, requests: Int) async throws -> Double {
    let responder = router.buildResponder()
    let context = makeContext()
    let head = workload.head
    let start = ContinuousClock.now
    for _ in 0..<requests {
        let response = try await responder.respond(to: workload.request(head), context: context)
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
// `--profile NAME plain|yopuy|generated`: one workload, one side, for a profiler (valgrind
// --tool=callgrind).
if let index = arguments.firstIndex(of: "--profile"), index + 2 < arguments.count,
    let workload = try workloads().first(where: { $0.name.hasPrefix(arguments[index + 1]) })
{
    let side = arguments[index + 2]
    let router = side == "plain" ? workload.plain : side == "generated" ? workload.generated : workload.yopuy
    _ = try await time(workload, router, requests: requests)
    exit(0)
}
var failed = false
print(
    "| route | plain Hummingbird | YopuyHummingbird | swift-openapi-generator | Yopuy / plain | Yopuy / generated |"
)
print("| --- | --- | --- | --- | --- | --- |")
for workload in try workloads() {
    let sides = [workload.plain, workload.yopuy, workload.generated]
    // The three answer the same JSON, or the comparison would not be of the same work.
    let answers = try await [answer(workload, sides[0]), answer(workload, sides[1]), answer(workload, sides[2])]
    guard answers[0].isEqual(answers[1]), answers[0].isEqual(answers[2]) else {
        print("serving: \(workload.name): the three servers answer differently: \(answers)")
        exit(1)
    }
    for router in sides {
        _ = try await time(workload, router, requests: requests / 10)
    }
    var overPlain: [Double] = []
    var overGenerated: [Double] = []
    var best = [Double](repeating: .infinity, count: sides.count)
    for round in 0..<rounds {
        // Rotate which goes first, so that none always runs on a warmer machine.
        var seconds = [Double](repeating: 0, count: sides.count)
        for step in 0..<sides.count {
            let side = (round + step) % sides.count
            seconds[side] = try await time(workload, sides[side], requests: requests)
            best[side] = min(best[side], seconds[side])
        }
        overPlain.append(seconds[1] / seconds[0])
        overGenerated.append(seconds[1] / seconds[2])
    }
    let median = { (ratios: [Double]) in ratios.sorted()[ratios.count / 2] }
    let perRequest = { (seconds: Double) in String(format: "%.2f µs", seconds / Double(requests) * 1e6) }
    let ratio = { (value: Double) in String(format: "%.3fx", value) }
    let columns = best.map(perRequest) + [ratio(median(overPlain)), ratio(median(overGenerated))]
    print("| \(workload.name) | " + columns.joined(separator: " | ") + " |")
    if median(overPlain) > limit || (workload.name.hasPrefix("onResponse") ? false : median(overGenerated) > 1) {
        failed = true
    }
}
if failed {
    print(
        "serving: a route costs YopuyHummingbird more than \(limit) times its plain Hummingbird handler, or more than the generated server"
    )
    exit(1)
}

// The examples of the article "Running on a Server" (Sources/Yopuy/Documentation.docc), as
// it shows them, in order: the root's CompileTests checks that this file holds each of them,
// and this package, which turns every trait on, compiles them.
import AsyncHTTPClient
import Foundation
import Logging
import Yopuy
import YopuyAsyncHTTPClient
import YopuyLogging
import YopuyMetrics
import YopuyTracing

struct Post: RootResource, IsRESTful, DecodesJSON, Codable {
    static let path = "posts"
    let id: Int
}

struct Comment: ChildResource, IsRESTful, DecodesJSON, Codable {
    typealias Parent = Post
    static let path = "comments"
    let id: Int
}

func upstream(at url: URL) -> Service<AsyncHTTPClientAdapter> {
    Service(adapter: AsyncHTTPClientAdapter(), URL: url)
}

func upstream(at url: URL, client: HTTPClient) -> Service<AsyncHTTPClientAdapter> {
    // A client of your own hands redirections back: Yopuy decides what each hop carries.
    Service(adapter: AsyncHTTPClientAdapter(client: client), URL: url)
}

func observedUpstream(at url: URL, logger: Logger) -> Service<some HTTPAdapter> {
    let adapter = AsyncHTTPClientAdapter()
        .with(LogCalls(logger: logger))
        .with(MeasureCalls())
        .with(TraceCalls())
    return Service(adapter: adapter, URL: url)
}

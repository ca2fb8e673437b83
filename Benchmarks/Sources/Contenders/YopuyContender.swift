package import Foundation
internal import Synchronization
package import Yopuy

// Yopuy's side: the article resource, four levels of nesting for composition, and an adapter
// that answers from memory with the fixture's bytes.

/// Articles, as a Yopuy resource: `GET /articles`, `GET /articles/{id}`.
package struct YopuyArticle: RootResource, IsListable, IsShowable, Sendable {
    package static let path = "articles"
    package let id: Int

    package static func parse(singular data: Data) throws -> Article {
        try JSONDecoder().decode(Article.self, from: data)
    }

    package static func parse(collection data: Data) throws -> [Article] {
        try JSONDecoder().decode([Article].self, from: data)
    }
}

extension YopuyArticle {
    /// The query10 workload's ten query items, as an application writes them on the call
    /// (`service.call(YopuyArticle.show(1), query: [...])`): inlined, so that the literal is
    /// built on every call, as it is at a call site.
    @inline(__always)
    package static var query10: Query {
        [
            "q": "type safety & costs", "page": 2, "per_page": 50, "sort": "-published_at", "tag": "swift/rest",
            "author": "Zoë Lovelace", "since": "2026-11-01T00:00:00Z", "draft": false, "lang": "en-GB",
            "fields": "id,title,summary",
        ]
    }

    /// The headers10 workload's ten header fields, set once on the service.
    package static var headers10: HTTPHeaders {
        HTTPHeaders(Fixture.headers10.map { HTTPHeaders.Field(name: $0.name, value: $0.value) })
    }
}

/// Four levels for path composition: posts, comments, commenters, reactions.
package enum Level1: RootResource, IsShowable {
    package static let path = "posts"
    package var id: Int { 0 }
    package static func parse(singular data: Data) throws -> Data { data }
}

package enum Level2: ChildResource, IsShowable {
    package typealias Parent = Level1
    package static let path = "comments"
    package var id: Int { 0 }
    package static func parse(singular data: Data) throws -> Data { data }
}

package enum Level3: ChildResource, IsShowable {
    package typealias Parent = Level2
    package static let path = "commenter"
    package var id: Int { 0 }
    package static func parse(singular data: Data) throws -> Data { data }
}

package enum Level4: ChildResource, IsDeletable {
    package typealias Parent = Level3
    package static let path = "reactions"
    package var id: Int { 0 }
    package static func parse(singular data: Data) throws -> Data { data }
}

/// Answers every request at once with the same bytes, as the other contenders' transports do.
package struct MemoryAdapter: HTTPAdapter {
    let body: Data

    package init(body: Data) {
        self.body = body
    }

    package func perform(
        _ method: HTTPMethod,
        request: AdapterRequest,
        callback: @escaping @Sendable (AdapterResponse) -> Void
    ) {
        callback(AdapterResponse(status: 200, body: body))
    }
}

/// Answers as `MemoryAdapter` does (with `headers`, if any), and keeps the last request it was
/// handed, so that a check outside the measured loops can see what reached the adapter.
package final class RecordingAdapter: HTTPAdapter {
    let body: Data
    let headers: HTTPHeaders
    /// The last request handed to ``perform(_:request:callback:)``, if any.
    let lastRequest = Mutex<AdapterRequest?>(nil)

    package init(body: Data, headers: HTTPHeaders = [:]) {
        self.body = body
        self.headers = headers
    }

    package func perform(
        _ method: HTTPMethod,
        request: AdapterRequest,
        callback: @escaping @Sendable (AdapterResponse) -> Void
    ) {
        lastRequest.withLock { $0 = request }
        callback(AdapterResponse(status: 200, headers: headers, body: body))
    }
}

/// The Yopuy service that makes `payload`'s calls through `adapter`: for headers10, with the
/// ten header fields set on it once.
func yopuyService<Adapter: HTTPAdapter>(_ adapter: Adapter, for payload: Payload) -> Service<Adapter> {
    var service = Service(adapter: adapter, URL: Fixture.baseURL)
    if payload == .headers10 {
        service.headers = YopuyArticle.headers10
    }
    return service
}

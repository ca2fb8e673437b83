package import Foundation
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

/// A Yopuy service whose adapter answers with `body`.
package func yopuyService(answering body: Data) -> Service<MemoryAdapter> {
    Service(adapter: MemoryAdapter(body: body), URL: Fixture.baseURL)
}

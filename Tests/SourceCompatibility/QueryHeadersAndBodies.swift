// Promise: a call's query, headers and body are written today as they were written at the API
// baseline (.ci/api-baseline) and before it, in the README and in users' code.
//
// `swift package diagnose-api-breaking-changes` compares declarations, not the spellings they
// allow: `Query`'s literal once went from `(String, QueryValue)` to
// `(String, any QueryValueConvertible)`, which broke `["q": .string(q)]` in users' code while
// every declaration stayed. This file holds such spellings; SourceCompatibilityTests
// type-checks it against this build, without errors or warnings. Add spellings; never remove
// one except with a migration note in CHANGELOG.md.

import Foundation
import Yopuy

func querySpellings(api: Service<some HTTPAdapter>) async throws {
    let q = "is:open label:bug"
    let page = 2
    let since = Date(timeIntervalSince1970: 0)
    let cursor: String? = nil

    // Before variables (issue 11): the literal's values were `QueryValue`s, cases with a dot.
    _ = try await api.call(Post.list, query: ["q": .string(q)])
    _ = try await api.call(Post.list, query: ["page": .int(page), "ratio": .double(0.5), "draft": .bool(false)])
    _ = try await api.call(Post.list, query: ["since": .date(since), "tag": .array(["swift", .string(q), 1])])
    _ = try await api.call(Post.list, query: ["q": .string(q), "page": 2, "tag": ["a", "b"]])

    // The baseline's README and DocC articles.
    var blogAPI = api
    blogAPI.query = ["api_version": 2]
    let searchText = "typed paths"
    let pageNumber = 2
    _ = try await blogAPI.call(Post.list, query: ["q": searchText, "page": pageNumber, "tag": ["swift", "rest"]])
    _ = try await api.call(Post.list, query: ["since": since, "tag": ["swift", "rest"], "draft": false])
    for try await page in api.pages(Post.list, query: ["per_page": 100]) {
        _ = page
    }
    _ = api.pages(Post.Search.action, query: ["q": "swift"], by: .pageNumber("page"))
    api.call(Post.list, query: ["page": 2]) { _ in }

    // The baseline's tests.
    _ = try await api.call(Post.list, query: ["q": q, "page": page, "cursor": cursor])
    _ = try await api.call(Post.list, query: ["q": "café & co", "n": -3, "x": 1.5, "none": [String]()])
    var query: Query = ["a": 1, "b": 2, "list": ["x", 1, true] as [QueryValue], "raw": QueryValue.int(7)]
    query["a"] = nil
    query["c"] = "x"
    query["since"] = .date(since)
    query["tag"] = ["swift", "rest"]
    query = query.merging(["b": 9, "d": true])
    query = Query([.init(name: "a", value: 1), .init(name: "b", value: .string(q))])
    if case .int(let current)? = query["a"] {
        _ = current
    }
    _ = query.encoded
    _ = query.pairs
}

func headerSpellings(api: Service<some HTTPAdapter>) async throws {
    var blogAPI = api
    blogAPI.headers["Authorization"] = "Bearer secret"
    blogAPI.timeout = .seconds(10)
    _ = try await blogAPI.call(Post.show(1), headers: ["accept": "text/plain", "X-Trace": "1"])
    _ = try await blogAPI.call(
        Post.create,
        headers: ["Idempotency-Key": UUID().uuidString],
        body: .json(Post(id: 0, title: "Hi"))
    )
    let none: HTTPHeaders = [:]
    _ = try await blogAPI.call(Post.list, headers: none)
}

func bodySpellings(api: Service<some HTTPAdapter>) async throws {
    _ = try await api.call(Post.create, body: .json(Post(id: 0, title: "Hello")))
    let csv = RequestBody(Data("id,title\n".utf8), contentType: "text/csv")
    _ = try await api.call(Post.create, body: csv, timeout: .seconds(60))
    let signIn = RequestBody.form(["username": "ada", "password": "p&ss w=rd"])
    _ = try await api.call(Post.create, body: signIn)
    _ = try await api.call(Post.create, body: .form(["q": .string("x"), "tag": ["a", "b"]]))
    let upload: MultipartForm = [
        .field("title", "Holiday"),
        .file("photo", filename: "beach.png", contentType: "image/png", data: Data([0x89, 0x50, 0x4E, 0x47])),
    ]
    _ = try await api.call(Post.create, body: .multipart(upload))
}

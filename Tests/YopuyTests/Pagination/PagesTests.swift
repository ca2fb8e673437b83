import BlogModel
import Foundation
import Testing
import Yopuy

/// A feed whose body names the cursor of the next page.
struct Feed: Decodable, Sendable {
    var items: [Int]
    var next: String?
}

/// `GET /feed`, a list whose pages are `Feed` values.
struct FeedItem: RootResource, IsListable {
    static let path = "feed"
    let id: Int
    static func parse(singular data: Data) throws -> Int { 0 }
    static func parse(collection data: Data) throws -> Feed { try JSONDecoder().decode(Feed.self, from: data) }
}

@Suite("Pages")
struct PagesTests {
    /// A server that answers each request with what `answer` says for its URL, and records the
    /// request targets and Authorization headers it saw.
    final class Server: Sendable {
        let seen = Recorder<String>()
        let answer: @Sendable (URL) -> AdapterResponse

        init(_ answer: @escaping @Sendable (URL) -> AdapterResponse) {
            self.answer = answer
        }

        var service: Service<FakeAdapter> {
            get throws {
                var service = try YopuyTests.service(
                    FakeAdapter { [self] request, callback in
                        seen.record("\(request.url.absoluteString) \(request.headers["Authorization"] ?? "-")")
                        callback(answer(request.url))
                    }
                )
                service.headers["Authorization"] = "Bearer t"
                return service
            }
        }
    }

    /// Posts `ids` as a JSON list, with a `Link` header when `link` is given.
    static func posts(_ ids: [Int], link: String? = nil) -> AdapterResponse {
        let body = "[" + ids.map { #"{"id":\#($0),"title":""}"# }.joined(separator: ",") + "]"
        return AdapterResponse(status: 200, headers: link.map { ["Link": $0] } ?? [:], body: Data(body.utf8))
    }

    /// The ids of every page, page by page, and the error that ended them, if any.
    static func walk(_ pages: Pages<[Post]>) async -> (ids: [[Int]], error: YopuyError?) {
        var ids: [[Int]] = []
        do {
            for try await page in pages {
                ids.append((page.value ?? []).map(\.id))
            }
            return (ids, nil)
        } catch {
            return (ids, error)
        }
    }

    @Test("follows Link rel=next, GitHub's way, with the service's headers on every page")
    func link() async throws {
        let server = Server { url in
            switch url.query ?? "" {
            case "per_page=2":
                Self.posts(
                    [1, 2],
                    link:
                        #"<http://api.test/v1/posts?page=2&per_page=2>; rel="next", <http://api.test/v1/posts?page=3&per_page=2>; rel="last""#
                )
            case "page=2&per_page=2":
                Self.posts([3, 4], link: #"<posts?page=3&per_page=2>; rel="next""#)
            default:
                Self.posts([5], link: #"<http://api.test/v1/posts?page=1&per_page=2>; rel="first""#)
            }
        }
        let (ids, error) = await Self.walk(try server.service.pages(Post.list, query: ["per_page": 2]))
        #expect(error == nil)
        #expect(ids == [[1, 2], [3, 4], [5]])
        #expect(
            server.seen.values == [
                "http://api.test/v1/posts?per_page=2 Bearer t",
                "http://api.test/v1/posts?page=2&per_page=2 Bearer t",
                "http://api.test/v1/posts?page=3&per_page=2 Bearer t",
            ]
        )
    }

    @Test(
        "reads Link fields as RFC 8288 writes them",
        arguments: [
            (#"<http://api.test/v1/posts?page=2>; rel="next""#, "posts?page=2"),
            (#"<posts?page=2>;rel=next"#, "posts?page=2"),
            (#"<../v1/posts?page=2>; REL="Next""#, "posts?page=2"),
            (#"<posts?a=1,2>; rel="prev", <posts?b=3,4>; title="a, \"b\"; c"; rel="last next""#, "posts?b=3,4"),
            (#"<posts?page=9>; rel="last", <posts?page=2>; rel="next"; type="application/json""#, "posts?page=2"),
            (#"<posts?page=1>; rel="prev""#, nil),
            (#"<posts?page=2>; rel="nextpage""#, nil),
            (#"posts?page=2; rel="next""#, nil),
            (#"<posts?page=2; rel="next""#, nil),
            ("", nil),
        ] as [(String, String?)]
    )
    func linkFields(field: String, next: String?) async throws {
        let server = Server { url in url.query == nil ? Self.posts([1], link: field) : Self.posts([2]) }
        let (ids, error) = await Self.walk(try server.service.pages(Post.list))
        #expect(error == nil)
        #expect(ids.count == (next == nil ? 1 : 2))
        #expect(server.seen.values.dropFirst().first == next.map { "http://api.test/v1/\($0) Bearer t" })
    }

    @Test("reads every Link field of an answer, not only the first")
    func severalLinkFields() async throws {
        let server = Server { url in
            guard url.query == nil else {
                return Self.posts([2])
            }
            var headers: HTTPHeaders = ["Link": #"<posts?page=9>; rel="last""#]
            headers.add("link", value: #"<posts?page=2>; rel="next""#)
            return AdapterResponse(status: 200, headers: headers, body: Data(#"[{"id":1,"title":""}]"#.utf8))
        }
        let (ids, error) = await Self.walk(try server.service.pages(Post.list))
        #expect(error == nil)
        #expect(ids == [[1], [2]])
    }

    @Test(
        "a next page on another origin is refused after the page before, and nothing is sent there",
        arguments: [
            "https://api.test/v1/posts?page=2",
            "http://evil.test/v1/posts?page=2",
            "http://api.test:8080/v1/posts?page=2",
            "http://user:pw@api.test/v1/posts?page=2",
            "//evil.test/v1/posts?page=2",
            "ftp://api.test/v1/posts",
        ]
    )
    func otherOrigin(next: String) async throws {
        let server = Server { _ in Self.posts([1], link: "<\(next)>; rel=next") }
        let (ids, error) = await Self.walk(try server.service.pages(Post.list))
        #expect(ids == [[1]])
        #expect(error?.code == .invalidURL)
        #expect(
            error?.reason.contains("nothing was sent") == true || error?.reason.contains("user information") == true
        )
        #expect(server.seen.values == ["http://api.test/v1/posts Bearer t"])
    }

    @Test("the same origin, however it is spelled, is followed")
    func sameOrigin() async throws {
        let server = Server { url in
            url.query == nil
                ? Self.posts([1], link: "<HTTP://API.test:80/v1/posts?page=2#top>; rel=\"next\"") : Self.posts([2])
        }
        let (ids, error) = await Self.walk(try server.service.pages(Post.list))
        #expect(error == nil)
        #expect(ids == [[1], [2]])
        #expect(server.seen.values.last?.hasSuffix("/v1/posts?page=2 Bearer t") == true)
        #expect(server.seen.values.last?.contains("#") == false)
    }

    @Test("page numbers go up until a page is empty, keeping the call's query")
    func pageNumber() async throws {
        let server = Server { url in
            let page = Int(url.query?.split(separator: "&").first { $0.hasPrefix("page=") }?.dropFirst(5) ?? "1") ?? 1
            return page <= 3 ? Self.posts([page * 10, page * 10 + 1]) : Self.posts([])
        }
        let service = try server.service
        let (ids, error) = await Self.walk(service.pages(Post.list, query: ["sort": "new"], by: .pageNumber("page")))
        #expect(error == nil)
        #expect(ids == [[10, 11], [20, 21], [30, 31], []])
        #expect(
            server.seen.values.map { $0.replacingOccurrences(of: "http://api.test/v1/", with: "") } == [
                "posts?sort=new Bearer t",
                "posts?sort=new&page=2 Bearer t",
                "posts?sort=new&page=3 Bearer t",
                "posts?sort=new&page=4 Bearer t",
            ]
        )
        let fromTwo = await Self.walk(service.pages(Post.list, query: ["page": 2], by: .pageNumber("page")))
        #expect(fromTwo.ids == [[20, 21], [30, 31], []])
        let zeroBased = await Self.walk(service.pages(Post.list, by: .pageNumber("page", first: 0)))
        #expect(zeroBased.ids.first == [10, 11])
        #expect(server.seen.values.contains("http://api.test/v1/posts?page=1 Bearer t"))
    }

    @Test("a cursor read from each page's body leads to the next")
    func cursor() async throws {
        let server = Server { url in
            let body: String
            switch url.query {
            case nil: body = #"{"items":[1,2],"next":"b c"}"#
            case "after=b%20c": body = #"{"items":[3],"next":"d"}"#
            default: body = #"{"items":[4],"next":null}"#
            }
            return AdapterResponse(status: 200, body: Data(body.utf8))
        }
        var items: [Int] = []
        for try await page in try server.service.pages(FeedItem.list, by: .cursor("after") { $0.value?.next }) {
            items += page.value?.items ?? []
        }
        #expect(items == [1, 2, 3, 4])
        #expect(
            server.seen.values.map { $0.replacingOccurrences(of: "http://api.test/v1/", with: "") } == [
                "feed Bearer t", "feed?after=b%20c Bearer t", "feed?after=d Bearer t",
            ]
        )
    }

    @Test("a search action's results page too")
    func action() async throws {
        let server = Server { url in (url.query ?? "").contains("page=2") ? Self.posts([]) : Self.posts([7]) }
        var pages = 0
        for try await page in try server.service.pages(Post.Search.action, query: ["q": "x"], by: .pageNumber("page")) {
            pages += 1
            #expect(page.status == 200)
        }
        #expect(pages == 2)
        #expect(server.seen.values.first == "http://api.test/v1/posts/search?q=x Bearer t")
    }

    @Test("iteration stops after maxPages, however many pages the server offers")
    func bounded() async throws {
        let server = Server { _ in Self.posts([1], link: "<posts?again>; rel=next") }
        let (ids, error) = await Self.walk(try server.service.pages(Post.list, maxPages: 5))
        #expect(error == nil)
        #expect(ids.count == 5)
        #expect(server.seen.values.count == 5)
        let none = await Self.walk(try server.service.pages(Post.list, maxPages: 0))
        #expect(none.ids.isEmpty)
        #expect(server.seen.values.count == 5)
    }

    @Test("failingAtMaxPages throws tooManyPages after the last page allowed, naming the next")
    func failingAtMaxPages() async throws {
        let server = Server { url in
            Self.posts([Int(url.query ?? "") ?? 0], link: "<posts?\((Int(url.query ?? "") ?? 0) + 1)>; rel=next")
        }
        let (ids, error) = await Self.walk(try server.service.pages(Post.list, maxPages: 3).failingAtMaxPages())
        #expect(ids == [[0], [1], [2]])
        #expect(server.seen.values.count == 3)
        #expect(error?.code == .tooManyPages)
        #expect(
            error?.reason == "the list has more than maxPages (3) pages; the next page is http://api.test/v1/posts?3"
        )
        #expect(error?.path == "http://api.test/v1/posts?3")

        let numbered = try server.service.pages(Post.list, by: .pageNumber("page"), maxPages: 1).failingAtMaxPages()
        var iterator = numbered.makeAsyncIterator()
        #expect(try await iterator.next() != nil)
        let thrown = await #expect(throws: YopuyError.self) { _ = try await iterator.next() }
        #expect(thrown?.reason == "the list has more than maxPages (1) pages; the next page is at ?page=2")
        #expect(iterator.isTruncated)
        #expect(try await iterator.next() == nil)
    }

    @Test("a list that ends within maxPages ends quietly, failing or not, and is not truncated")
    func endsWithinMaxPages() async throws {
        let server = Server { url in
            url.query == nil ? Self.posts([1], link: "<posts?2>; rel=next") : Self.posts([2])
        }
        for limit in [2, 3] {
            let (ids, error) = await Self.walk(try server.service.pages(Post.list, maxPages: limit).failingAtMaxPages())
            #expect(ids == [[1], [2]])
            #expect(error == nil)
            var iterator = try server.service.pages(Post.list, maxPages: limit).makeAsyncIterator()
            while try await iterator.next() != nil {
                #expect(!iterator.isTruncated)
            }
            #expect(!iterator.isTruncated)
        }
    }

    @Test("the iterator tells after the loop whether maxPages cut the list short")
    func truncatedIterator() async throws {
        let server = Server { _ in Self.posts([1], link: "<posts?again>; rel=next") }
        var iterator = try server.service.pages(Post.list, maxPages: 2).makeAsyncIterator()
        var count = 0
        while try await iterator.next() != nil {
            count += 1
            #expect(!iterator.isTruncated)
        }
        #expect(count == 2)
        #expect(iterator.isTruncated)
        #expect(try await iterator.next() == nil)
        #expect(server.seen.values.count == 2)
    }

    @Test("a failed page is thrown after the pages before it, and ends the sequence")
    func failure() async throws {
        let server = Server { url in
            url.query == nil ? Self.posts([1], link: "<posts?page=2>; rel=next") : AdapterResponse(status: 500)
        }
        let pages = try server.service.pages(Post.list)
        var iterator = pages.makeAsyncIterator()
        #expect(try await iterator.next()?.value?.map(\.id) == [1])
        let error = await #expect(throws: YopuyError.self) { try await iterator.next() }
        #expect(error?.code == .unacceptableStatus)
        #expect(error?.path == "http://api.test/v1/posts?page=2")
        #expect(try await iterator.next() == nil)
        #expect(server.seen.values.count == 2)
    }

    @Test("cancelling the iterating task cancels the page in flight")
    func cancellation() async throws {
        let adapter = HangingAdapter()
        let service = try service(adapter)
        let task = Task {
            var count = 0
            for try await _ in service.pages(Post.list) {
                count += 1
            }
            return count
        }
        while !adapter.hasStarted {
            await Task.yield()
        }
        task.cancel()
        let error = await #expect(throws: YopuyError.self) { try await task.value }
        #expect(error?.code == .cancelled)
        #expect(adapter.wasCancelled)
    }
}

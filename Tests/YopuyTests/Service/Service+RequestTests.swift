import BlogModel
import Foundation
import Testing
import Yopuy

@Suite("Service: the request handed to the adapter")
struct ServiceRequestTests {
    @Test("carries the path's method and full URL")
    func methodAndURL() async throws {
        let request = try await sentRequest { service in
            _ = try await service.call(Post.show(1) / Comment.update(12))
        }
        #expect(request.method == .patch)
        #expect(request.url.absoluteString == "http://api.test/v1/posts/1/comments/12")
        #expect(request.body == nil)
    }

    @Test("percent-encodes odd IDs into exactly one segment")
    func oddID() async throws {
        let request = try await sentRequest { service in
            _ = try await service.call(Blog.show / Page.show("a/b?c#d%e f"))
        }
        #expect(request.url.absoluteString == "http://api.test/v1/blog/pages/a%2Fb%3Fc%23d%25e%20f")
    }

    @Test("merges the service's query under the call's, the call winning by name")
    func queryMerging() async throws {
        let request = try await sentRequest { service in
            _ = try await service.call(Post.list, query: ["page": 2, "tag": ["swift", "rest api"]])
        } configure: { service in
            service.query = ["page": 1, "key": "k&=+"]
        }
        #expect(request.url.query(percentEncoded: true) == "page=2&key=k%26%3D%2B&tag=swift&tag=rest%20api")
        #expect(request.query["page"] == 2)
    }

    @Test("encodes query strings, numbers, booleans, dates and arrays once")
    func queryValues() async throws {
        let date = Date(timeIntervalSince1970: 1_795_000_000)
        let request = try await sentRequest { service in
            _ = try await service.call(
                Post.list,
                query: ["q": "café & co", "n": -3, "x": 1.5, "draft": false, "since": date, "none": [String]()]
            )
        }
        #expect(
            request.url.query(percentEncoded: true)
                == "q=caf%C3%A9%20%26%20co&n=-3&x=1.5&draft=false&since=2026-11-18T11%3A06%3A40Z"
        )
    }

    @Test("takes query values from variables, as a call writes them")
    func queryFromVariables() async throws {
        let q = "label:bug"
        let page = 3
        let cursor: String? = nil
        let request = try await sentRequest { service in
            _ = try await service.call(Post.list, query: ["q": q, "page": page, "cursor": cursor])
        }
        #expect(request.url.absoluteString == "http://api.test/v1/posts?q=label%3Abug&page=3")
    }

    @Test("takes query cases with a leading dot, as calls wrote them before variables came")
    func queryFromLeadingDotCases() async throws {
        let q = "label:bug"
        let alone = try await sentRequest { service in
            _ = try await service.call(Post.list, query: ["q": .string(q)])
        }
        #expect(alone.url.absoluteString == "http://api.test/v1/posts?q=label%3Abug")
        let mixed = try await sentRequest { service in
            _ = try await service.call(Post.list, query: ["q": .string(q), "page": .int(3), "tag": .array(["a", 1])])
        }
        #expect(mixed.url.absoluteString == "http://api.test/v1/posts?q=label%3Abug&page=3&tag=a&tag=1")
    }

    @Test(
        "writes the query into the URL as Query.encoded spells it, whatever its length and values",
        arguments: [1, 40, 2_000]
    )
    func queryInURL(repeats: Int) async throws {
        // Every kind of value, integers at their extremes, text that needs encoding (three bytes
        // for each byte: the worst case) and text that needs none; 2 000 repeats make the query
        // longer than the 4 KiB up to which its room is estimated instead of counted.
        let query: Query = [
            "text": .string(String(repeating: "é /", count: repeats)),
            "plain": .string(String(repeating: "a", count: repeats)),
            "low": .int(Int.min), "high": .int(Int.max), "zero": 0,
            "yes": true, "no": false, "ratio": 0.5, "at": Date(timeIntervalSince1970: 0),
            "list": .array(["x", -1, .array([])]), "none": [String](),
        ]
        let request = try await sentRequest { service in
            _ = try await service.call(Post.list, query: query)
        }
        #expect(request.url.absoluteString == "http://api.test/v1/posts?" + query.encoded)
        #expect(query.encoded.contains("&low=-9223372036854775808&high=9223372036854775807&zero=0&yes=true&no=false"))
        #expect(query.encoded.hasPrefix("text=" + String(repeating: "%C3%A9%20%2F", count: repeats)))
    }

    @Test("sends no question mark for an empty query")
    func noQuery() async throws {
        let request = try await sentRequest { service in
            _ = try await service.call(Post.list, query: ["tags": [String]()])
        }
        #expect(request.url.absoluteString == "http://api.test/v1/posts")
    }

    @Test("merges the service's headers under the call's, the call winning by name")
    func headerMerging() async throws {
        let request = try await sentRequest { service in
            _ = try await service.call(Post.show(1), headers: ["accept": "text/plain", "X-Trace": "1"])
        } configure: { service in
            service.headers = ["Accept": "application/json", "Authorization": "Bearer t"]
        }
        #expect(request.headers["Accept"] == "text/plain")
        #expect(request.headers["Authorization"] == "Bearer t")
        #expect(request.headers["x-trace"] == "1")
        #expect(request.headers.values(for: "accept") == ["text/plain"])
    }

    @Test("sends a body with its content type, unless the call sets one")
    func body() async throws {
        let request = try await sentRequest { service in
            _ = try await service.call(Post.create, body: RequestBody(Data("a,b".utf8), contentType: "text/csv"))
        }
        #expect(request.body == Data("a,b".utf8))
        #expect(request.headers["Content-Type"] == "text/csv")

        let overridden = try await sentRequest { service in
            _ = try await service.call(
                Post.create,
                headers: ["Content-Type": "text/csv; charset=utf-8"],
                body: RequestBody(Data("a,b".utf8), contentType: "text/csv")
            )
        }
        #expect(overridden.headers.values(for: "Content-Type") == ["text/csv; charset=utf-8"])
    }

    @Test("encodes an Encodable body as JSON when asked")
    func jsonBody() async throws {
        let request = try await sentRequest { service in
            _ = try await service.call(Post.create, body: .json(Post(id: 1, title: "Hi")))
        }
        let sent = try JSONDecoder().decode(Post.self, from: #require(request.body))
        #expect(sent == Post(id: 1, title: "Hi"))
        #expect(request.headers["Content-Type"] == "application/json")
    }

    @Test(
        "refuses header values with CR or LF, and names that are not tokens, before sending",
        arguments: [
            ("X-Evil", "a\r\nX-Injected: 1"), ("X-Evil", "a\nb"), ("X-Evil", "a\rb"), ("Bad Name", "x"), ("", "x"),
        ]
    )
    func badHeaders(name: String, value: String) async throws {
        let sent = Recorder<AdapterRequest>()
        let service = try service(FakeAdapter { request, _ in sent.record(request) })
        let error = try await #require(throws: YopuyError.self) {
            _ = try await service.call(Post.show(1), headers: HTTPHeaders([.init(name: name, value: value)]))
        }
        #expect(error.code == .invalidHeader)
        #expect(sent.values.isEmpty)
    }

    @Test(
        "refuses every control byte RFC 9110 keeps out of a field value, and edge whitespace",
        arguments: [
            "a\u{0}b", "a\u{1}b", "a\u{8}b", "a\u{B}b", "a\u{C}b", "a\u{1B}b", "a\u{1F}b", "a\u{7F}b",
            " leading", "trailing ", "\tleading", "trailing\t",
        ]
    )
    func controlBytes(value: String) async throws {
        let sent = Recorder<AdapterRequest>()
        let service = try service(FakeAdapter { request, _ in sent.record(request) })
        let error = try await #require(throws: YopuyError.self) {
            _ = try await service.call(Post.show(1), headers: ["X-Odd": value])
        }
        #expect(error.code == .invalidHeader)
        #expect(error.reason.contains("X-Odd"), "\(error.reason)")
        #expect(sent.values.isEmpty)
    }

    @Test(
        "sends every value RFC 9110 allows, as it is",
        arguments: ["", "a b", "a\tb", "caf\u{E9} \u{1F600}", "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"]
    )
    func allowedValues(value: String) async throws {
        let request = try await sentRequest { service in
            _ = try await service.call(Post.show(1), headers: ["X-Fine": value])
        }
        #expect(request.headers["X-Fine"] == value)
    }

    @Test("refuses a service default header with CR or LF too")
    func badDefaultHeader() async throws {
        var service = try service(FakeAdapter.answering(200, "{}"))
        service.headers["X-Evil"] = "a\r\nb"
        let error = try await #require(throws: YopuyError.self) { _ = try await service.call(Post.show(1)) }
        #expect(error.code == .invalidHeader)
    }

    @Test("a bad header replaced or removed no longer fails calls; one added after good ones does")
    func headersCheckedWhenSet() async throws {
        var service = try service(FakeAdapter.answering(200, #"{"id":1,"title":""}"#))
        service.headers = ["Accept": "application/json", "X-Evil": "a\nb", "X-Ok": "1"]
        await #expect(throws: YopuyError.self) { _ = try await service.call(Post.show(1)) }
        // The call's own field of the same name takes the bad one's place.
        _ = try await service.call(Post.show(1), headers: ["x-evil": "fine"])
        service.headers["X-EVIL"] = nil
        _ = try await service.call(Post.show(1))
        service.headers.add("X-Late", value: " padded")
        let late = try await #require(throws: YopuyError.self) { _ = try await service.call(Post.show(1)) }
        #expect(late.reason.contains("X-Late"))
        service.headers["x-late"] = "trimmed"
        _ = try await service.call(Post.show(1))
        let bad: HTTPHeaders = ["Bad Name": "x"]
        let merged = bad.merging(["X-A": "1"])
        await #expect(throws: YopuyError.self) { _ = try await service.call(Post.show(1), headers: merged) }
    }

    @Test("the service's query is sent the same whether the call adds to it or not")
    func serviceQueryEncodedOnce() async throws {
        let requests = Recorder<String>()
        var recording = try service(
            FakeAdapter { request, callback in
                requests.record(request.url.absoluteString)
                callback(AdapterResponse(status: 204))
            }
        )
        recording.query = ["key": "k/1", "page": 1]
        _ = try await recording.call(Post.show(1))
        _ = try await recording.call(Post.show(1), query: ["page": 2])
        recording.query["key"] = nil
        _ = try await recording.call(Post.show(1))
        #expect(
            requests.values == [
                "http://api.test/v1/posts/1?key=k%2F1&page=1",
                "http://api.test/v1/posts/1?key=k%2F1&page=2",
                "http://api.test/v1/posts/1?page=1",
            ]
        )
    }

    @Test("refuses a dot-segment ID without calling the adapter", arguments: ["", ".", ".."])
    func badPath(id: String) async throws {
        let sent = Recorder<AdapterRequest>()
        let service = try service(FakeAdapter { request, _ in sent.record(request) })
        let error = try await #require(throws: YopuyError.self) {
            _ = try await service.call(Blog.show / Page.show(id))
        }
        #expect(error.code == .invalidPath)
        #expect(sent.values.isEmpty)
    }

    @Test("passes the call's timeout, or the service's, to the adapter")
    func timeoutHint() async throws {
        let request = try await sentRequest { service in
            _ = try await service.call(Post.show(1), timeout: .seconds(3))
        } configure: { service in
            service.timeout = .seconds(30)
        }
        #expect(request.timeout == .seconds(3))
        let defaulted = try await sentRequest { service in
            _ = try await service.call(Post.show(1))
        } configure: { service in
            service.timeout = .seconds(30)
        }
        #expect(defaulted.timeout == .seconds(30))
    }
}

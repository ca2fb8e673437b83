import Foundation
import Testing
import Yopuy

@Suite("AdapterRequest.redirected(by:): what a redirection may carry")
struct AdapterRequestRedirectionTests {
    static let credentials: HTTPHeaders = [
        "Authorization": "Bearer secret",
        "Proxy-Authorization": "Basic secret",
        "Cookie": "session=secret",
        "x-api-key": "secret",
        "Accept": "application/json",
    ]

    /// A request to `url` with every kind of credential, `X-Api-Key` named as one.
    static func request(
        _ method: HTTPMethod = .get,
        _ url: String = "https://api.test/v1/items/1",
        body: String? = nil
    ) throws -> AdapterRequest {
        var headers = credentials
        if body != nil {
            headers["Content-Type"] = "application/json"
            headers["Content-Length"] = "2"
        }
        var request = AdapterRequest(
            method: method,
            url: try #require(URL(string: url)),
            headers: headers,
            body: body.map { Data($0.utf8) }
        )
        request.credentialHeaders = ["X-Api-Key"]
        return request
    }

    static func redirection(_ status: Int, to location: String) -> AdapterResponse {
        AdapterResponse(status: status, headers: ["Location": location], body: Data("moved".utf8))
    }

    @Test("an answer that is no redirection is the answer", arguments: [200, 300, 304, 305, 306, 399, 404])
    func notARedirection(status: Int) throws {
        let request = try Self.request()
        #expect(try request.redirected(by: Self.redirection(status, to: "/elsewhere")) == nil)
    }

    @Test("a redirection without a Location, or after an error, is the answer")
    func noLocation() throws {
        let request = try Self.request()
        #expect(try request.redirected(by: AdapterResponse(status: 302)) == nil)
        #expect(try request.redirected(by: AdapterResponse(status: 302, headers: ["Location": ""])) == nil)
        #expect(try request.redirected(by: AdapterResponse(error: URLError(.timedOut))) == nil)
    }

    @Test(
        "the Location is resolved against the request's URL, its fragment dropped",
        arguments: [
            ("/v2/items/1?x=1", "https://api.test/v2/items/1?x=1"),
            ("2", "https://api.test/v1/items/2"),
            ("../other", "https://api.test/v1/other"),
            ("https://api.test/moved#top", "https://api.test/moved"),
            ("//cdn.test/blob", "https://cdn.test/blob"),
        ]
    )
    func resolution(location: String, expected: String) throws {
        let next = try #require(try Self.request().redirected(by: Self.redirection(307, to: location)))
        #expect(next.url.absoluteString == expected)
    }

    @Test("the new request's query is the new URL's")
    func query() throws {
        let next = try #require(try Self.request().redirected(by: Self.redirection(302, to: "/search?q=a%20b&page=2")))
        #expect(next.query == ["q": "a b", "page": "2"])
    }

    @Test(
        "303 makes a GET without a body, as does a POST answered 301 or 302; 307 and 308 keep both",
        arguments: [
            (HTTPMethod.post, 301, HTTPMethod.get), (.post, 302, .get), (.post, 303, .get), (.post, 307, .post),
            (.post, 308, .post), (.put, 301, .put), (.put, 302, .put), (.put, 303, .get), (.delete, 303, .get),
            (.patch, 308, .patch), (.head, 303, .head), (.get, 303, .get),
        ]
    )
    func methodAndBody(method: HTTPMethod, status: Int, expected: HTTPMethod) throws {
        let request = try Self.request(method, body: method == .head || method == .get ? nil : "{}")
        let next = try #require(try request.redirected(by: Self.redirection(status, to: "/v1/items/2")))
        #expect(next.method == expected)
        if expected == method {
            #expect(next.body == request.body)
            #expect(next.headers["Content-Type"] == request.headers["Content-Type"])
        } else {
            #expect(next.body == nil)
            #expect(next.headers["Content-Type"] == nil)
            #expect(next.headers["Content-Length"] == nil)
        }
    }

    @Test(
        "on its own origin a redirection keeps every credential",
        arguments: ["/v2/x", "https://API.test/v2/x", "https://api.test:443/v2/x"]
    )
    func sameOrigin(location: String) throws {
        let request = try Self.request(.post, body: "{}")
        let next = try #require(try request.redirected(by: Self.redirection(307, to: location)))
        #expect(next.headers == request.headers)
        #expect(next.credentialHeaders == ["X-Api-Key"])
    }

    @Test(
        "to another origin a redirection carries no credential, named ones included, but the rest and the body",
        arguments: [
            "https://evil.test/v1/items/1",  // another host
            "https://api.test:8443/v1/items/1",  // another port
            "http://api.test/v1/items/1",  // https to http
            "https://127.0.0.2/v1/items/1",  // another address
        ]
    )
    func otherOrigin(location: String) throws {
        let request = try Self.request(.post, body: "{}")
        let next = try #require(try request.redirected(by: Self.redirection(307, to: location)))
        for field in ["Authorization", "Proxy-Authorization", "Cookie", "X-Api-Key"] {
            #expect(next.headers[field] == nil, "\(field) went to \(location)")
        }
        #expect(next.headers["Accept"] == "application/json")
        #expect(next.headers["Content-Type"] == "application/json")
        #expect(next.body == Data("{}".utf8))
        #expect(next.method == .post)
    }

    @Test("from http to https on the same host is another origin too")
    func upgrade() throws {
        let request = try Self.request(.get, "http://api.test/v1/items/1")
        let next = try #require(try request.redirected(by: Self.redirection(301, to: "https://api.test/v1/items/1")))
        #expect(next.headers["Authorization"] == nil)
    }

    @Test("a field is a credential by its name, in any case")
    func credentialNames() throws {
        let request = try Self.request()
        #expect(request.isCredential("authorization"))
        #expect(request.isCredential("COOKIE"))
        #expect(request.isCredential("X-API-KEY"))
        #expect(!request.isCredential("Accept"))
        #expect(!AdapterRequest(method: .get, url: request.url).isCredential("X-Api-Key"))
    }

    @Test(
        "a Location that cannot be followed is a typed error, carrying the redirection",
        arguments: ["ftp://files.test/x", "mailto:someone@test", "http://user:pw@api.test/x", "http:///x", "data:,x"]
    )
    func unusableLocation(location: String) throws {
        let error = try #require(throws: YopuyError.self) {
            _ = try Self.request().redirected(by: Self.redirection(302, to: location))
        }
        #expect(error.code == .invalidURL)
        #expect(error.status == 302)
        #expect(error.headers?["Location"] == location)
        #expect(error.body == Data("moved".utf8))
        #expect(error.reason.contains("was not followed"), "\(error.reason)")
    }

    @Test("a redirection policy says how far: the default is 20, none, or a limit of one's own")
    func policies() {
        #expect(Redirects.follow.limit == 20)
        #expect(Redirects.follow(limit: 3).limit == 3)
        #expect(Redirects.follow(limit: -4).limit == 0)
        #expect(Redirects.doNotFollow.limit == nil)
        #expect(Redirects.follow != Redirects.doNotFollow)
    }
}

import BlogModel
import Foundation
import Testing
import Yopuy

@testable import YopuyURLSession

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("URLSessionAdapter")
struct URLSessionAdapterTests {
    @Test("turns an adapter request into a URLRequest: method, URL, headers, body, timeout")
    func urlRequest() throws {
        var headers: HTTPHeaders = ["Content-Type": "application/json"]
        headers.add("X-Many", value: "1")
        let request = AdapterRequest(
            method: .patch,
            url: try #require(URL(string: "http://127.0.0.1:9/v1/posts/a%2Fb?tag=x&tag=y")),
            headers: headers,
            body: Data("{}".utf8),
            timeout: .milliseconds(1500)
        )
        let urlRequest = URLSessionAdapter.urlRequest(for: request)
        #expect(urlRequest.httpMethod == "PATCH")
        #expect(urlRequest.url?.absoluteString == "http://127.0.0.1:9/v1/posts/a%2Fb?tag=x&tag=y")
        #expect(urlRequest.value(forHTTPHeaderField: "content-type") == "application/json")
        #expect(urlRequest.value(forHTTPHeaderField: "X-Many") == "1")
        #expect(urlRequest.httpBody == Data("{}".utf8))
        #expect(urlRequest.timeoutInterval == 2)
    }

    @Test(
        "rounds the timeout up to whole seconds: URLSession on Linux drops fractions and would time out at once",
        arguments: [
            (Duration.milliseconds(200), 1.0), (.milliseconds(999), 1), (.seconds(1), 1), (.milliseconds(1001), 2),
            (.zero, 1), (.seconds(-3), 1), (.seconds(1_000_000_000), 1_000_000_000),
            (.seconds(Int64.max), 1_000_000_000),
            (Duration(secondsComponent: Int64.max, attosecondsComponent: 1), 1_000_000_000),
        ]
    )
    func timeoutRounding(timeout: Duration, interval: Double) throws {
        let request = AdapterRequest(
            method: .get,
            url: try #require(URL(string: "http://127.0.0.1:9/")),
            timeout: timeout
        )
        #expect(URLSessionAdapter.urlRequest(for: request).timeoutInterval == interval)
    }

    @Test("leaves URLSession's default timeout alone when the call sets none")
    func defaultTimeout() throws {
        let request = AdapterRequest(method: .get, url: try #require(URL(string: "http://127.0.0.1:9/")))
        #expect(
            URLSessionAdapter.urlRequest(for: request).timeoutInterval == URLRequest(url: request.url).timeoutInterval
        )
    }

    @Test("a refused connection is a transport error carrying the URLError")
    func refused() async throws {
        let service = try Service(adapter: URLSessionAdapter(), URL: #require(URL(string: "http://127.0.0.1:1")))
        let error = try await #require(throws: YopuyError.self) { _ = try await service.call(Post.list) }
        #expect(error.code == .transport)
        #expect(error.underlyingError is URLError)
    }

    @Test("a huge timeout reaches URLSession without a trap")
    func hugeTimeout() async throws {
        let service = try Service(adapter: URLSessionAdapter(), URL: #require(URL(string: "http://127.0.0.1:1")))
        let error = try await #require(throws: YopuyError.self) {
            _ = try await service.call(Post.list, timeout: .seconds(Int64.max))
        }
        #expect(error.code == .transport)
    }

    @Test(
        "an answer whose Content-Length fields disagree is refused, not read by the last of them",
        arguments: [
            ("5", true), ("5, 5", true), ("0", true), ("2, 5", false), ("5,2", false), ("", false), ("-1", false),
            ("12abc", false), ("5, ", false), (" 5 ,5", true),
        ]
    )
    func contentLength(value: String, accepted: Bool) throws {
        let url = try #require(URL(string: "http://127.0.0.1:9/"))
        let response = try #require(
            HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Length": value])
        )
        let answer = URLSessionAdapter.answer(Data("hello".utf8), response, nil, cancelled: false)
        switch answer {
        case .success(let adapterResponse):
            #expect(accepted, "\(value) was accepted")
            #expect(adapterResponse.body == Data("hello".utf8))
        case .failure(let error):
            #expect(!accepted, "\(value) was refused: \(error)")
            #expect((error as? URLError)?.code == .badServerResponse)
        }
    }
}

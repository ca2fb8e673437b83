import Foundation
import Yopuy

// A small typed API and an adapter that answers from a closure: what MeasureCalls is tried on.
// (YopuyLoggingTests holds the same file: a test target cannot import another's.)

/// Decodes `{"id": 1}`.
private func decode<Value: Decodable>(_ data: Data) throws -> Value {
    try JSONDecoder().decode(Value.self, from: data)
}

/// `/posts/{id}`.
struct Post: RootResource, IsRESTful, Decodable, Sendable {
    static let path = "posts"
    let id: Int

    static func parse(singular data: Data) throws -> Post { try decode(data) }
    static func parse(collection data: Data) throws -> [Post] { try decode(data) }
}

/// `/posts/{id}/comments/{id}`.
struct Comment: ChildResource, IsRESTful, Decodable, Sendable {
    typealias Parent = Post
    static let path = "comments"
    let id: Int

    static func parse(singular data: Data) throws -> Comment { try decode(data) }
    static func parse(collection data: Data) throws -> [Comment] { try decode(data) }
}

/// An adapter that answers each request with what `answer` returns or throws, streamed or not.
struct FakeAdapter: StreamingHTTPAdapter {
    let answer: @Sendable (AdapterRequest) async throws -> AdapterResponse

    init(_ answer: @escaping @Sendable (AdapterRequest) async throws -> AdapterResponse) {
        self.answer = answer
    }

    func streamedResponse(to request: AdapterRequest) async throws -> StreamedAdapterResponse {
        let response = try await answer(request)
        return StreamedAdapterResponse(
            status: response.status,
            headers: response.headers,
            body: BodyStream(response.body)
        )
    }
}

/// An error of the adapter's own: no answer.
struct Unreachable: Error {}

/// `{"id": 1}`.
func answer(id: Int, status: Int = 200) -> AdapterResponse {
    AdapterResponse(status: status, headers: ["Content-Type": "application/json"], body: Data(#"{"id":\#(id)}"#.utf8))
}

/// The base URL of the fake API.
func baseURL(_ text: String = "https://api.test/v1/") throws -> URL {
    guard let url = URL(string: text) else {
        throw Unreachable()
    }
    return url
}

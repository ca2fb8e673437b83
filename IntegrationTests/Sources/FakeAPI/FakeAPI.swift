package import Foundation
package import Yopuy

// A small typed API and an adapter that answers from a closure: what MeasureCalls and LogCalls
// are tried on (YopuyMetricsTests, YopuyLoggingTests).

/// Decodes `{"id": 1}`.
private func decode<Value: Decodable>(_ data: Data) throws -> Value {
    try JSONDecoder().decode(Value.self, from: data)
}

/// `/posts/{id}`.
package struct Post: RootResource, IsRESTful, Decodable, Sendable {
    package static let path = "posts"
    package let id: Int

    package static func parse(singular data: Data) throws -> Post { try decode(data) }
    package static func parse(collection data: Data) throws -> [Post] { try decode(data) }
}

/// `/posts/{id}/comments/{id}`.
package struct Comment: ChildResource, IsRESTful, Decodable, Sendable {
    package typealias Parent = Post
    package static let path = "comments"
    package let id: Int

    package static func parse(singular data: Data) throws -> Comment { try decode(data) }
    package static func parse(collection data: Data) throws -> [Comment] { try decode(data) }
}

/// An adapter that answers each request with what `answer` returns or throws, streamed or not.
package struct FakeAdapter: StreamingHTTPAdapter {
    package let answer: @Sendable (AdapterRequest) async throws -> AdapterResponse

    package init(_ answer: @escaping @Sendable (AdapterRequest) async throws -> AdapterResponse) {
        self.answer = answer
    }

    package func streamedResponse(to request: AdapterRequest) async throws -> StreamedAdapterResponse {
        let response = try await answer(request)
        return StreamedAdapterResponse(
            status: response.status,
            headers: response.headers,
            body: BodyStream(response.body)
        )
    }
}

/// A callback adapter that answers each request with what `answer` returns, on the thread that
/// sends it: through middleware that only observes, a callback call then runs with no task.
package struct CallbackAdapter: HTTPAdapter {
    package let answer: @Sendable (AdapterRequest) -> AdapterResponse

    package init(_ answer: @escaping @Sendable (AdapterRequest) -> AdapterResponse) {
        self.answer = answer
    }

    package func perform(
        _ method: HTTPMethod,
        request: AdapterRequest,
        callback: @escaping @Sendable (AdapterResponse) -> Void
    ) {
        callback(answer(request))
    }
}

/// The outcome of a callback call of `path` through `service`, awaited.
package func callbackCall<Adapter: HTTPAdapter, Resource: ParsesSingular>(
    _ path: Path<Resource, SingularPath, GET>,
    through service: Service<Adapter>
) async -> Result<Response<Resource.Singular>, YopuyError> where Resource.Singular: Sendable {
    await withCheckedContinuation { continuation in
        service.call(path) { continuation.resume(returning: $0) }
    }
}

/// An error of the adapter's own: no answer.
package struct Unreachable: Error {
    package init() {}
}

/// `{"id": 1}`.
package func answer(id: Int, status: Int = 200) -> AdapterResponse {
    AdapterResponse(status: status, headers: ["Content-Type": "application/json"], body: Data(#"{"id":\#(id)}"#.utf8))
}

/// The base URL of the fake API.
package func baseURL(_ text: String = "https://api.test/v1/") throws -> URL {
    guard let url = URL(string: text) else {
        throw Unreachable()
    }
    return url
}

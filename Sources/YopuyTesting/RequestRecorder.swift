import Foundation
public import Yopuy

/// Keeps every request that passes through an adapter, in order, for tests to assert on.
///
/// ```swift
/// let recorder = RequestRecorder()
/// let service = Service(adapter: stub.recording(into: recorder), URL: baseURL)
/// _ = try await service.call(Post.create, body: .json(draft))
/// #expect(recorder.requests.map(\.method) == [.post])
/// #expect(recorder.last?.bodyText == #"{"title":"Hello"}"#)
/// ```
public final class RequestRecorder: Sendable {
    private let storage = Locked<[AdapterRequest]>([])

    /// Creates an empty recorder.
    public init() {}

    /// Every request recorded, oldest first.
    public var requests: [AdapterRequest] { storage.withLock { $0 } }

    /// The latest request, if any.
    public var last: AdapterRequest? { requests.last }

    /// Forgets every request.
    public func removeAll() {
        storage.withLock { $0.removeAll() }
    }

    /// Adds a request.
    func record(_ request: AdapterRequest) {
        storage.withLock { $0.append(request) }
    }
}

/// The middleware behind ``Yopuy/HTTPAdapter/recording(into:)``.
public struct Recording: AdapterMiddleware {
    /// Where requests are kept.
    public let recorder: RequestRecorder

    /// Records the request, then sends it on.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - next: Sends it through the wrapped adapter.
    /// - Returns: The wrapped adapter's response.
    /// - Throws: The wrapped adapter's error.
    public func intercept(
        _ request: AdapterRequest,
        next: @Sendable (AdapterRequest) async throws -> AdapterResponse
    ) async throws -> AdapterResponse {
        recorder.record(request)
        return try await next(request)
    }
}

extension HTTPAdapter {
    /// This adapter, keeping every request it is given in `recorder`.
    ///
    /// - Parameter recorder: Where the requests are kept.
    /// - Returns: The recording adapter.
    public func recording(into recorder: RequestRecorder) -> WrappedAdapter<Self, Recording> {
        with(Recording(recorder: recorder))
    }
}

extension AdapterRequest {
    /// The body as UTF-8 text, if there is one.
    public var bodyText: String? {
        body.map { String(decoding: $0, as: UTF8.self) }
    }

    /// The body parsed as JSON, if there is one and it is JSON.
    public var bodyJSON: JSONValue? {
        body.flatMap { try? JSONValue(json: $0) }
    }

    /// The body decoded as JSON into `type`.
    ///
    /// - Parameter type: The type to decode.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError`, or an error if there is no body.
    public func decodedBody<Value: Decodable>(as type: Value.Type) throws -> Value {
        try JSONDecoder().decode(type, from: body ?? Data())
    }

    /// The URL's path, percent-encoded as on the wire: `/v1/posts/1`.
    public var path: String {
        url.path(percentEncoded: true)
    }
}

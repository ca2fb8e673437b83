import Foundation
import Synchronization
import Yopuy

/// An adapter that answers with a closure, for the tests that need no server.
struct FakeAdapter: AsyncHTTPAdapter {
    let answer: @Sendable (AdapterRequest) async throws -> AdapterResponse

    func response(to request: AdapterRequest) async throws -> AdapterResponse {
        try await answer(request)
    }
}

/// A callback adapter that answers with a closure, on the thread that sends: through middleware
/// that only observes, a callback call runs with no task.
struct CallbackAdapter: HTTPAdapter {
    let answer: @Sendable (AdapterRequest) -> AdapterResponse

    func perform(_ method: HTTPMethod, request: AdapterRequest, callback: @escaping @Sendable (AdapterResponse) -> Void)
    {
        callback(answer(request))
    }
}

/// Values recorded from any task, in the order they came.
final class Recorder<Value: Sendable>: Sendable {
    private let recorded = Mutex<[Value]>([])

    func record(_ value: Value) {
        recorded.withLock { $0.append(value) }
    }

    var values: [Value] { recorded.withLock { $0 } }
}

/// What an adapter throws when it cannot reach the server.
struct Unreachable: Error {}

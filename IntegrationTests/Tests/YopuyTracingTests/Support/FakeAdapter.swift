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

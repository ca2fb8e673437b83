import Foundation
public import Yopuy

/// An adapter that records each request and answers it at once with `204 No Content`.
///
/// It answers before `perform` returns, so a call through it finishes on the fuzzer's thread.
public struct RecordingAdapter: HTTPAdapter {
    private let log = RequestLog()

    /// An adapter that has recorded nothing yet.
    public init() {}

    /// The requests received, in order.
    public var requests: [AdapterRequest] { log.requests }

    /// Records the request and answers 204.
    public func perform(
        _ method: HTTPMethod,
        request: AdapterRequest,
        callback: @escaping @Sendable (AdapterResponse) -> Void
    ) {
        log.append(request)
        callback(AdapterResponse(status: 204))
    }
}

/// The requests a ``RecordingAdapter`` received, behind a lock.
private final class RequestLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [AdapterRequest] = []

    var requests: [AdapterRequest] {
        lock.withLock { recorded }
    }

    func append(_ request: AdapterRequest) {
        lock.withLock { recorded.append(request) }
    }
}

import Dispatch
import Foundation
public import Yopuy

/// Runs a call to its end on the calling thread and gives its outcome.
///
/// It uses the callback form of `call` and waits on a semaphore: with a ``RecordingAdapter``
/// the callback has already run when `call` returns; through a middleware, which is async, the
/// wait covers the task that runs it.
public func outcome<Adapter: HTTPAdapter, Resource: ParsesSingular, Method: RequestMethod>(
    of path: Path<Resource, SingularPath, Method>,
    on service: Service<Adapter>,
    query: Query = [:],
    headers: HTTPHeaders = [:],
    body: Method.Body? = nil
) -> Result<Void, YopuyError> where Resource.Singular: Sendable {
    let box = OutcomeBox()
    service.call(path, query: query, headers: headers, body: body) { result in
        box.settle(result.map { _ in })
    }
    return box.wait()
}

/// Stops the fuzzer with a crash report when a promise is broken.
public func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        fatalError(message())
    }
}

/// Stops the fuzzer unless `result` failed with a `YopuyError` of code `code`.
public func requireFailure(
    _ result: Result<Void, YopuyError>,
    _ code: YopuyError.Code,
    _ what: @autoclosure () -> String
) {
    switch result {
    case .success:
        fatalError("\(what()): expected \(code), but the call succeeded")
    case .failure(let error):
        require(error.code == code, "\(what()): expected \(code), got \(error)")
    }
}

/// The one request a call sent, checked against what the call had to do: refused with
/// `refusal` and nothing sent (then `nil`), or, when `refusal` is `nil`, a success that sent
/// exactly one request.
public func sentRequest(
    _ result: Result<Void, YopuyError>,
    _ requests: [AdapterRequest],
    refusedWith refusal: YopuyError.Code?,
    _ what: @autoclosure () -> String
) -> AdapterRequest? {
    if let refusal {
        requireFailure(result, refusal, what())
        require(requests.isEmpty, "\(what()): refused, yet sent \(requests)")
        return nil
    }
    guard case .success = result else {
        fatalError("\(what()) failed: \(result)")
    }
    require(requests.count == 1, "one call sent \(requests.count) requests")
    return requests[0]
}

/// The path of `request`'s URL after `http://fuzz.test/v1/` (``fuzzBase``), cut at each `/`.
public func segmentsAfterBase(of request: AdapterRequest) -> [[UInt8]] {
    let url = request.url.absoluteString
    let prefix = "http://fuzz.test/v1/"
    require(url.hasPrefix(prefix), "\(url) does not start with \(prefix)")
    return url.utf8.dropFirst(prefix.utf8.count).split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        .map(Array.init)
}

/// The outcome of one call, set once from any thread.
private final class OutcomeBox: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<Void, YopuyError>?

    func settle(_ result: Result<Void, YopuyError>) {
        let first = lock.withLock {
            defer { self.result = self.result ?? result }
            return self.result == nil
        }
        require(first, "a call's handler ran twice")
        done.signal()
    }

    func wait() -> Result<Void, YopuyError> {
        done.wait()
        return lock.withLock {
            guard let result else {
                fatalError("a call ended with no outcome")
            }
            return result
        }
    }
}

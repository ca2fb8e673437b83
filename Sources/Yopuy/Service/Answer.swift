#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An adapter's answer that passed the checks: no error, a status in 200..<300. Its body is
/// parsed next.
@usableFromInline
struct Answer: Sendable {
    /// What was sent.
    @usableFromInline let request: AdapterRequest

    /// What came back.
    @usableFromInline let response: AdapterResponse

    /// The encoded path, for errors.
    @usableFromInline let path: String

    /// The response with `value`, parsed from its body. Consuming, so that the response takes
    /// the answer's fields without copying them.
    @inlinable
    consuming func response<Value: Sendable>(with value: consuming Value?) -> Response<Value> {
        Response(
            value: value,
            status: response.status,
            headers: response.headers,
            body: response.body,
            attempts: response.attempts,
            isFromCache: response.isFromCache,
            url: response.url ?? request.url
        )
    }

    // Repeats by design (duplicates pairs this method with `response(with:)` above): the same
    // fields, taken from an answer that is borrowed instead of consumed. Each form is the cheaper
    // one where it is used: an async call owns its answer and moves the fields; a callback is
    // lent its outcome, and consuming the answer in it would copy the whole answer first
    // (`Benchmarks/`, some 700 instructions a callback call).

    /// The response with `value`, parsed from its body, its fields copied from the answer, which
    /// is borrowed: for a callback, whose outcome is lent to it.
    @inlinable
    func borrowedResponse<Value: Sendable>(with value: consuming Value?) -> Response<Value> {
        Response(
            value: value,
            status: response.status,
            headers: response.headers,
            body: response.body,
            attempts: response.attempts,
            isFromCache: response.isFromCache,
            url: response.url ?? request.url
        )
    }

    /// The error for a body that `parse` rejected; its reason names the missing key when the
    /// body was not in the resource's ``JSONEnvelope``.
    @usableFromInline
    func parseFailure(_ error: any Error) -> YopuyError {
        YopuyError(
            code: .parseFailure,
            reason: JSONEnvelope.reason(for: error) ?? "the response body could not be parsed",
            path: path,
            request: request,
            status: response.status,
            headers: response.headers,
            body: response.body,
            underlyingError: error,
            attempts: response.attempts
        )
    }
}

/// What a checked call holds before its body is parsed: the ``Answer``, or the first failure (the
/// request could not be formed, a cancellation, a timeout, the adapter's error, a status outside
/// 200..<300).
///
/// Not a `Result<Answer, YopuyError>`: ``YopuyError`` holds an `any Sendable`, so such a result
/// is a value that only the runtime's witnesses can copy, handed to every callback through memory
/// and copied whole to be switched over. A failure behind one reference keeps an outcome a plain
/// value that a callback reads in place (some 700 instructions a callback call, `Benchmarks/`);
/// only a failure pays for the box.
@usableFromInline
enum Outcome: Sendable {
    /// The answer, checked.
    case answered(Answer)
    /// The first failure.
    case failed(Failure)

    /// A failure's error, behind one reference.
    @usableFromInline
    final class Failure: Sendable {
        @usableFromInline let error: YopuyError

        init(_ error: YopuyError) {
            self.error = error
        }
    }

    /// The outcome of a call that failed with `error`.
    static func failure(_ error: YopuyError) -> Outcome {
        .failed(Failure(error))
    }

    /// The answer, or the failure's error thrown.
    consuming func get() throws(YopuyError) -> Answer {
        switch consume self {
        case .answered(let answer): return answer
        case .failed(let failure): throw failure.error
        }
    }
}

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
@usableFromInline
typealias Outcome = Result<Answer, YopuyError>

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension YopuyError {
    /// The error for a part of a streamed answer (an event, a line) that its parser rejected
    /// with `error`: ``Code/parseFailure``, its reason naming the missing key when the part was
    /// not in the resource's ``JSONEnvelope``, and the part's bytes as its body.
    ///
    /// - Parameters:
    ///   - part: What the part is, for the reason: `"an event"`, `"a line"`.
    ///   - body: The part's bytes.
    ///   - error: The parser's error.
    ///   - path: The path of the call that the stream answers.
    ///   - status: The stream's status.
    ///   - headers: The stream's headers.
    static func unparsed(
        _ part: String,
        body: Data,
        error: any Error,
        path: String,
        status: Int,
        headers: HTTPHeaders
    ) -> YopuyError {
        YopuyError(
            code: .parseFailure,
            reason: JSONEnvelope.reason(for: error) ?? "\(part) of the stream could not be parsed",
            path: path,
            status: status,
            headers: headers,
            body: body,
            underlyingError: error
        )
    }
}

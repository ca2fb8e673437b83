#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a call adds to the service's defaults.
@usableFromInline
struct CallOptions: Sendable {
    @usableFromInline var query: Query
    @usableFromInline var headers: HTTPHeaders
    /// The body as bytes, if the call has one and it could be encoded.
    @usableFromInline var body: RequestBody?
    /// Why the body could not become bytes; boxed, so that the options stay small in every
    /// call's frame.
    @usableFromInline var bodyFailure: (any Error)?
    @usableFromInline var timeout: Duration?

    /// Options whose body is turned into bytes now, in the caller's module; a failure is kept
    /// for ``Service/request(_:_:_:)`` to throw with the path.
    @inlinable
    init<Body: RequestBodyConvertible>(query: Query, headers: HTTPHeaders, body: Body?, timeout: Duration?) {
        self.query = query
        self.headers = headers
        self.timeout = timeout
        do {
            self.body = try body?.requestBody()
        } catch {
            self.body = nil
            self.bodyFailure = error
        }
    }

    /// The body encoding's failure as the call's error.
    func bodyError(path: String) -> YopuyError? {
        guard let bodyFailure else {
            return nil
        }
        if let error = bodyFailure as? YopuyError {
            return error.about(path: path)
        }
        return YopuyError(
            code: .invalidBody,
            reason: "the body could not be encoded",
            path: path,
            underlyingError: bodyFailure
        )
    }
}

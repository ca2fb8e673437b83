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
    @usableFromInline let body: RequestBody?
    /// Why the body could not become bytes; boxed, so that the options stay small in every
    /// call's frame.
    @usableFromInline let bodyFailure: (any Error)?
    @usableFromInline let timeout: Duration?
    /// The type of the typed path called, from which ``AdapterRequest/pathTemplate`` is read
    /// when asked for; `nil` for a request made from a URL (a `Location`, ``Service/follow``).
    @usableFromInline let pathType: Any.Type?

    /// Options whose body is turned into bytes now, in the caller's module; a failure is kept
    /// for ``Service/request(_:_:_:)`` to throw with the path.
    @inlinable
    init<Body: RequestBodyConvertible>(
        query: Query,
        headers: HTTPHeaders,
        body: Body?,
        timeout: Duration?,
        pathType: Any.Type? = nil
    ) {
        var requestBody: RequestBody?
        var bodyFailure: (any Error)?
        do {
            requestBody = try body?.requestBody()
        } catch {
            bodyFailure = error
        }
        self.init(
            query: query,
            headers: headers,
            body: requestBody,
            bodyFailure: bodyFailure,
            timeout: timeout,
            pathType: pathType
        )
    }

    @inlinable
    init(
        query: Query,
        headers: HTTPHeaders,
        body: RequestBody?,
        bodyFailure: (any Error)?,
        timeout: Duration?,
        pathType: Any.Type?
    ) {
        self.query = query
        self.headers = headers
        self.body = body
        self.bodyFailure = bodyFailure
        self.timeout = timeout
        self.pathType = pathType
    }

    /// The options of a call of `path`: the resource's own query and headers under the call's,
    /// and the path's type for ``AdapterRequest/pathTemplate``.
    @inlinable
    init<Resource, Kind, Method: RequestMethod>(
        _ path: Path<Resource, Kind, Method>,
        query: Query,
        headers: HTTPHeaders,
        body: Method.Body?,
        timeout: Duration?
    ) {
        self.init(
            query: Resource.query.under(query),
            headers: Resource.headers.under(headers),
            body: body,
            timeout: timeout,
            pathType: Path<Resource, Kind, Method>.self
        )
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

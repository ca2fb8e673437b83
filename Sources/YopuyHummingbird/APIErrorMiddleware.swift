#if Hummingbird
public import Hummingbird

/// Answers every failure of a route in the API's own error shape: an ID or a body that does not
/// read, a path no route serves, a request too large, and any error a handler throws that is not
/// an answer already. An error whose type Hummingbird or Foundation wrote never reaches a client:
/// one that is not an HTTP answer becomes a 500 whose message says nothing of it.
///
/// ```swift
/// struct APIErrors: Codable, Sendable {
///     var errors: [String: [String]]
/// }
///
/// router.add(
///     middleware: APIErrorMiddleware { status, message in
///         // This API answers a body that does not read with 422.
///         ResourceError(
///             status == .badRequest ? .unprocessableContent : status,
///             APIErrors(errors: ["body": [message]])
///         )
///     }
/// )
/// ```
///
/// Add it before the routes: it answers for those registered after it. A ``ResourceError`` a
/// handler throws is the API's shape already and is answered as it is, and so is any other
/// `HTTPResponseError` that is not Hummingbird's `HTTPError`: the types a server writes itself.
public struct APIErrorMiddleware<Context: RequestContext, Body: Encodable & Sendable>: RouterMiddleware {
    /// Makes the API's answer for a failure: its status, and a message in words that names the
    /// route and what did not read, safe to show a client.
    let answer: @Sendable (HTTPResponse.Status, String) -> ResourceError<Body>

    /// A middleware that answers failures with what `answer` makes of them.
    ///
    /// - Parameter answer: Makes the API's error for a status and a message: the status may be
    ///   another (a 422 for a 400), and the error may carry header fields.
    public init(_ answer: @escaping @Sendable (_ status: HTTPResponse.Status, _ message: String) -> ResourceError<Body>)
    {
        self.answer = answer
    }

    /// Runs the route, and answers what it throws in the API's shape.
    public func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError {
            var shaped = answer(error.status, error.body ?? error.status.reasonPhrase)
            for field in error.headers where shaped.headerFields[field.name] == nil {
                shaped.headerFields.append(field)
            }
            return try shaped.response(from: request, context: context)
        } catch let error as any HTTPResponseError {
            throw error
        } catch let error as CancellationError {
            throw error
        } catch {
            // Whatever it is, its text is the server's business.
            let shaped = answer(
                .internalServerError,
                "the server could not answer \(request.method) \(request.uri.path)"
            )
            return try shaped.response(from: request, context: context)
        }
    }
}
#endif

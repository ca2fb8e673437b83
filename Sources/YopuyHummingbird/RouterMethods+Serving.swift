#if Hummingbird
import Hummingbird
import Yopuy

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The engine of every `on` of this module: a shape's route registered with Hummingbird's router,
// its IDs read from each match, and the handler's answer written.

extension RouterMethods {
    /// Registers `respond` for the paths of `shape`: reads the IDs of each request, or answers
    /// 404 naming the route and the ID that is not one.
    ///
    /// A shape whose route Hummingbird's router cannot match is registered where it can be, and
    /// answers 500 with the reason; ``Router/checkRoutes(of:)`` names it at start-up.
    @discardableResult
    func serve<Resource, Kind, Method: RequestMethod, IDs>(
        _ shape: RouteShape<Resource, Kind, Method, IDs>,
        respond: @escaping @Sendable (IDs, Request, Context) async throws -> Response
    ) -> Self {
        let method = HTTPRequest.Method(Method.httpMethod.rawValue) ?? .get
        let encoded = shape.path.path
        let route: ServedRoute
        do {
            _ = try shape.path.validatedPath()
            route = try ServedRoute(encoded: encoded, idTypes: shape.reader.types)
        } catch {
            let reason = "\(error)"
            return on(RouterPath(ServedRoute.fallbackPath(encoded)), method: method) { _, _ -> Response in
                throw HTTPError(.internalServerError, message: "YopuyHummingbird cannot serve this route: \(reason)")
            }
        }
        let described = "\(Method.httpMethod) \(route.template)"
        let reader = shape.reader
        return on(RouterPath(route.routerPath), method: method) { request, context in
            let ids = try reader.read(route.segments(in: context.parameters), described)
            return try await respond(ids, request, context)
        }
    }
}

/// What reads a shape's IDs from the segments of a match: their types, and a function that
/// reads them into one value: nothing, one ID, or the tuple of the IDs in path order.
struct IDReader<IDs>: Sendable {
    /// The IDs' types, in order.
    let types: [Any.Type]

    /// Reads the IDs from the segments of each, for the route its second argument names.
    let read: @Sendable ([[Substring]], String) throws -> IDs

    fileprivate init(types: [Any.Type], read: @escaping @Sendable ([[Substring]], String) throws -> IDs) {
        self.types = types
        self.read = read
    }

    /// A reader of the IDs of this one, then one of type `type`, joined by `join`.
    func appending<ID: DecodesPathSegment, Joined>(
        _ type: ID.Type,
        _ join: @escaping @Sendable (IDs, ID) -> Joined
    ) -> IDReader<Joined> {
        let index = types.count
        let read = self.read
        return IDReader<Joined>(types: types + [ID.self]) { segments, route in
            join(try read(segments, route), try Self.id(ID.self, at: index, in: segments, route: route))
        }
    }

    /// The ID of slot `index`, or 404 naming `route` and the text that is not an ID of its type.
    fileprivate static func id<ID: DecodesPathSegment>(
        _ type: ID.Type,
        at index: Int,
        in segments: [[Substring]],
        route: String
    ) throws -> ID {
        guard let value = SegmentReading.value(ID.self, segments: segments[index]) else {
            let text = segments[index].joined(separator: "/")
            throw HTTPError(
                .notFound,
                message: "\(route): \"\(text)\" is not an ID of type \(SegmentReading.name(of: ID.self))"
            )
        }
        return value
    }
}

extension IDReader where IDs: DecodesPathSegment {
    /// A reader of one ID, of type `type`.
    init(_ type: IDs.Type) {
        self.init(types: [IDs.self]) { segments, route in try Self.id(IDs.self, at: 0, in: segments, route: route) }
    }
}

extension IDReader where IDs == Void {
    /// A reader of no ID: the route of a path served as it is.
    static var none: IDReader<Void> { IDReader(types: []) { _, _ in () } }
}

/// Answering with what a handler returns, in closures generic over the IDs' type: see
/// `serve(_:respond:)` for why not over their pack.
enum Answering {
    /// A responder that runs `handler` and writes its answer with `writer`.
    static func respond<IDs, Answer: Encodable & Sendable, Context: RequestContext>(
        _ handler: @escaping @Sendable (IDs, Request, Context) async throws -> Answer?,
        with writer: AnswerWriter
    ) -> @Sendable (IDs, Request, Context) async throws -> Response {
        { ids, request, context in try writer.response(try await handler(ids, request, context)) }
    }

    /// A responder that reads the request's body as `Body`, runs `handler` and writes its
    /// answer with `writer`.
    static func respond<IDs, Body: DecodesRequestBody, Answer: Encodable & Sendable, Context: RequestContext>(
        _ handler: @escaping @Sendable (IDs, Body, Request, Context) async throws -> Answer?,
        with writer: AnswerWriter,
        route: String
    ) -> @Sendable (IDs, Request, Context) async throws -> Response {
        { ids, request, context in
            let body = try await RequestReading.body(Body.self, of: request, context: context, route: route)
            return try writer.response(try await handler(ids, body, request, context))
        }
    }
}

/// Reading what a request carries besides its path.
enum RequestReading {
    /// The body of `request`, read as `Body`, or 400 naming the route and the reason.
    static func body<Body: DecodesRequestBody>(
        _ type: Body.Type,
        of request: Request,
        context: some RequestContext,
        route: @autoclosure () -> String
    ) async throws -> Body {
        var request = request
        let buffer = try await request.collectBody(upTo: context.maxUploadSize)
        let contentType = request.headers[.contentType] ?? ""
        let body = Yopuy.RequestBody(Data(buffer.readableBytesView), contentType: contentType)
        do {
            return try Body.decode(requestBody: body)
        } catch {
            throw HTTPError(.badRequest, message: "\(route()): the body is not a \(Body.self): \(error)")
        }
    }
}

extension ServedRoute {
    /// Where a route that cannot be matched is registered, so that its requests find the 500
    /// that says why: each segment with a placeholder or a pattern matched by any segment.
    static func fallbackPath(_ encoded: String) -> String {
        encoded.split(separator: "/").map { segment in
            if segment.contains(Placeholder.opening) {
                return segment.contains("~rest~~") ? "**" : "*"
            }
            return patternSyntax(in: segment) == nil ? String(segment) : "*"
        }.joined(separator: "/")
    }
}
#endif

#if Hummingbird
public import Hummingbird
import NIOFoundationEssentialsCompat
public import HummingbirdCore
public import Yopuy

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
    /// A shape whose route Hummingbird's router cannot match is registered where it hides no
    /// other route, answering 500 with the reason to what reaches it;
    /// ``Router/checkRoutes(of:under:)`` names it at start-up.
    @usableFromInline
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
        let read = shape.reader.bind(route)
        return on(RouterPath(route.routerPath), method: method) { request, context in
            let ids = try read(context.parameters, described)
            return try await respond(ids, request, context)
        }
    }
}

/// What reads a shape's IDs from a match: their types, and what reads them, once bound to the
/// shape's route, into one value: nothing, one ID, or the tuple of the IDs in path order.
///
/// How each ID is read (the parameter it is in, whether its type spans segments or encodes its
/// own) is settled when the route is registered, so that a request pays for reading its segments
/// and no more.
@usableFromInline
struct IDReader<IDs>: Sendable {
    /// Reads the IDs of a match from its parameters, for the route the second argument names.
    @usableFromInline typealias Read = @Sendable (Parameters, String) throws -> IDs

    /// The IDs' types, in order.
    @usableFromInline let types: [Any.Type]

    /// Makes the reading of the IDs for matches of a route.
    @usableFromInline let bind: @Sendable (ServedRoute) -> Read

    @usableFromInline
    init(types: [Any.Type], bind: @escaping @Sendable (ServedRoute) -> Read) {
        self.types = types
        self.bind = bind
    }

    /// A reader of the IDs of this one, then one of type `type`, joined by `join`.
    @inlinable
    func appending<ID: DecodesPathSegment, Joined>(
        _ type: ID.Type,
        _ join: @escaping @Sendable (IDs, ID) -> Joined
    ) -> IDReader<Joined> {
        let bind = self.bind
        let slot = types.count
        return IDReader<Joined>(types: types + [ID.self]) { route in
            let read = bind(route)
            let next = SlotReader(ID.self, slot: slot, of: route)
            return { parameters, described in
                join(try read(parameters, described), try next.read(parameters, described))
            }
        }
    }
}

extension IDReader where IDs: DecodesPathSegment {
    /// A reader of one ID, of type `type`.
    @inlinable
    init(_ type: IDs.Type) {
        self.init(types: [IDs.self]) { route in
            let reader = SlotReader(IDs.self, slot: 0, of: route)
            return { parameters, described in try reader.read(parameters, described) }
        }
    }
}

extension IDReader where IDs == Void {
    /// A reader of no ID: the route of a path served as it is.
    @inlinable
    static var none: IDReader<Void> { IDReader(types: []) { _ in { _, _ in () } } }
}

/// Reads the ID of one slot of a route's matches, in the way its type and the route need.
@usableFromInline
struct SlotReader<ID: DecodesPathSegment>: Sendable {
    /// Where the ID is.
    @usableFromInline
    enum Place: Sendable {
        /// In one parameter, which a type that writes its own segment reads as it came.
        case parameter(Substring, asWritten: Bool)
        /// In several segments, or the rest of the path: read by the type's own reading.
        case segments
    }

    @usableFromInline let place: Place
    @usableFromInline let slot: Int
    @usableFromInline let route: ServedRoute

    @usableFromInline
    init(_ type: ID.Type, slot: Int, of route: ServedRoute) {
        self.slot = slot
        self.route = route
        if !(ID.self is any SpansPathSegments.Type), case .parameters(let names) = route.slots[slot], names.count == 1 {
            place = .parameter(names[0][...], asWritten: ID.self is any EncodesPathSegment.Type)
        } else {
            place = .segments
        }
    }

    /// The ID in a match whose parameters are `parameters`, or 404 naming `described` and the
    /// text that is not an ID of its type.
    @inlinable
    func read(_ parameters: Parameters, _ described: String) throws -> ID {
        let value: ID?
        switch place {
        case .parameter(let name, let asWritten):
            value = SegmentReading.value(ID.self, encoded: parameters[name] ?? "", asWritten: asWritten)
        case .segments:
            value = SegmentReading.value(ID.self, segments: route.segments(of: slot, in: parameters))
        }
        guard let value else {
            let text = route.segments(of: slot, in: parameters).joined(separator: "/")
            throw HTTPError(
                .notFound,
                message: "\(described): \"\(text)\" is not an ID of type \(SegmentReading.name(of: ID.self))"
            )
        }
        return value
    }
}

/// Answering with what a handler returns, in closures generic over the IDs' type: see
/// `serve(_:respond:)` for why not over their pack.
@usableFromInline
enum Answering {
    /// A responder that runs `handler` and writes its answer with `writer`.
    @inlinable
    static func respond<IDs, Answer: WrittenAnswer, Context: RequestContext>(
        _ handler: @escaping @Sendable (IDs, Request, Context) async throws -> Answer,
        with writer: AnswerWriter
    ) -> @Sendable (IDs, Request, Context) async throws -> Response {
        { ids, request, context in try await handler(ids, request, context).written(by: writer) }
    }

    /// A responder that reads the request's body as `Body`, runs `handler` and writes its
    /// answer with `writer`.
    @inlinable
    static func respond<IDs, Body: DecodesRequestBody, Answer: WrittenAnswer, Context: RequestContext>(
        _ handler: @escaping @Sendable (IDs, Body, Request, Context) async throws -> Answer,
        with writer: AnswerWriter,
        route: String
    ) -> @Sendable (IDs, Request, Context) async throws -> Response {
        { ids, request, context in
            let body = try await RequestReading.body(Body.self, of: request, context: context, route: route)
            return try await handler(ids, body, request, context).written(by: writer)
        }
    }
}

/// What a handler returns: a value (`on`), or a ``ResourceAnswer`` (`answer`).
@usableFromInline
protocol WrittenAnswer: SendableMetatype {
    /// The answer, as `writer` writes it.
    func written(by writer: AnswerWriter) throws -> Response
}

extension Optional: WrittenAnswer where Wrapped: Encodable {
    /// The value, or nothing, as `writer` writes it.
    @inlinable
    func written(by writer: AnswerWriter) throws -> Response { try writer.response(self) }
}

extension ResourceAnswer: WrittenAnswer {
    /// The value with its status and fields, as `writer` writes them.
    @inlinable
    func written(by writer: AnswerWriter) throws -> Response { try writer.response(self) }
}

/// Reading what a request carries besides its path.
@usableFromInline
enum RequestReading {
    /// The body of `request`, read as `Body`, or 400 naming the route and, in words, what did
    /// not read (a decoder's types and coding paths are the server's business). An answer the
    /// type's reading throws (a ``ResourceError`` in the API's shape) is answered as it is.
    @inlinable
    static func body<Body: DecodesRequestBody>(
        _ type: Body.Type,
        of request: Request,
        context: some RequestContext,
        route: @autoclosure () -> String
    ) async throws -> Body {
        var request = request
        let buffer = try await request.collectBody(upTo: context.maxUploadSize)
        let body = requestBody(buffer, of: request)
        do {
            return try Body.decode(requestBody: body)
        } catch let answer as any HTTPResponseError {
            throw answer
        } catch {
            throw HTTPError(
                .badRequest,
                message:
                    "\(route()): the body is not a \(Body.self): \(DecodingFailure.words(for: error, whole: "the body"))"
            )
        }
    }

    /// The bytes of `buffer` and the content type `request` names, as a client sent them.
    @usableFromInline
    static func requestBody(_ buffer: ByteBuffer, of request: Request) -> Yopuy.RequestBody {
        // The first field of the name, as a request has one: HTTPFields' subscript joins every
        // field of a name, which cost a POST 7% of its time (Benchmarks/serving.sh).
        let contentType = request.headers.first { $0.name == .contentType }?.value ?? ""
        return Yopuy.RequestBody(Data(buffer: buffer, byteTransferStrategy: .noCopy), contentType: contentType)
    }
}
#endif

import Foundation
public import Yopuy

/// A fake REST server in memory: list, show, create, replace, update and delete over JSON
/// records, for every path your resources produce, nested ones included.
///
/// Tell it which resources it serves; it learns their paths, nesting and capabilities from their
/// declarations, assigns IDs, and answers as a real server would: `404` for a missing record or
/// parent, `405` (with `Allow`) for a verb a resource did not opt into, `400` for a body that is
/// not a JSON object.
///
/// ```swift
/// let backend = InMemoryBackend(serving: Post.self, Comment.self, Blog.self)
/// backend.insert(["name": "My blog"], at: Blog.show)
/// let service = Service(adapter: backend, URL: URL(string: "https://api.test")!)
///
/// let post = try await service.call(Post.create, body: .json(["title": "Hello"])).value   // id 1
/// let comments = try await service.call(Post.show(1) / Comment.list).value                // []
/// ```
///
/// Lists answer a JSON array unless you pass a `listEnvelope`. Custom actions answer through
/// handlers you register with `handle(_:_:)`. It matches the end of the
/// request's path, so it serves under any base URL. Of the query it reads only `page` and
/// `per_page`, to page lists.
///
/// It speaks HTTP as real servers do: a HEAD request is answered wherever a GET request is, with
/// the same status and headers (`Content-Length` included) and no body. It pages lists as GitHub does,
/// when the request asks with `?per_page=` or when ``pageSize`` is set, with a `Link` header of
/// absolute URLs (`rel="next"`, `"prev"`, `"first"`, `"last"`), so that `service.pages(_:)`
/// walks them. And it wraps its answers in a ``/Yopuy/JSONEnvelope`` when told, the way a
/// resource declares it:
///
/// ```swift
/// let paged = InMemoryBackend(serving: Post.self)
/// paged.pageSize = 2               // Link: <https://api.test/posts?page=2>; rel="next", …
/// paged.envelope = "data"          // {"data": {…}}, {"data": […]}
/// ```
///
/// It streams, for tests of a streaming client: a streamed call gets its answer in chunks of
/// ``chunkSize`` bytes; an answer to a GET request carries a strong `ETag` and `Accept-Ranges: bytes`, and
/// answers a `Range` with `206` (`416` past the end, the whole answer for another `If-Range`);
/// an action whose `Kind` is ``/Yopuy/EventStreamPath`` streams its collection's records (or
/// the array its handler returns) as events with IDs from 1, resuming after a `Last-Event-ID`,
/// and one whose `Kind` is ``/Yopuy/JSONLinesPath`` streams them as lines. A request body from
/// a ``/Yopuy/BodySource`` is read whole.
///
/// ```swift
/// let feed = InMemoryBackend(serving: Post.self, Post.Changes.self)
/// feed.chunkSize = 64
/// ```
public final class InMemoryBackend: HTTPAdapter, Sendable {
    /// An error a handler throws to answer with a status and a message: `{"error": message}`.
    public struct Failure: Error, Sendable {
        /// The status code.
        public let status: Int
        /// The message.
        public let message: String

        /// Creates a failure.
        ///
        /// - Parameters:
        ///   - status: The status code, such as 422.
        ///   - message: What went wrong.
        public init(status: Int, _ message: String) {
            self.status = status
            self.message = message
        }
    }

    /// What a handler of a ``/Yopuy/RecordAction`` sees: the record, which it may change, and the
    /// request.
    public struct RecordActionContext: Sendable {
        /// The record the action runs on; changes are saved.
        public var record: JSONValue
        /// The request.
        public let request: AdapterRequest
    }

    /// What a handler of a ``/Yopuy/CollectionAction`` sees: the collection's records and the
    /// request.
    public struct CollectionActionContext: Sendable {
        /// The records of the collection, oldest first.
        public let records: [JSONValue]
        /// The request.
        public let request: AdapterRequest

        /// The query's parameters, percent-decoded; the last value wins for repeated names.
        public var query: [String: String] {
            let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
        }
    }

    /// What a create hook sees: the new record, which it may change, the request, and the ID
    /// of the record the collection lives under.
    public struct CreateContext: Sendable {
        /// The record about to be stored, with its assigned `id`; changes are saved.
        public var record: JSONValue
        /// The request.
        public let request: AdapterRequest
        /// The ID of the parent record, for a nested collection: `101` in `posts/101/comments`.
        public let parentID: JSONValue?
    }

    typealias CreateHandler = @Sendable (inout CreateContext) throws -> Void
    typealias RecordHandler = @Sendable (inout RecordActionContext) throws -> JSONValue?
    typealias CollectionHandler = @Sendable (CollectionActionContext) throws -> JSONValue?

    private struct Stored: Sendable {
        var order: Int
        var value: JSONValue
    }

    private struct State: Sendable {
        var records: [String: Stored] = [:]
        var nextID: Int
        var nextOrder = 0
        var createHandlers: [ObjectIdentifier: CreateHandler] = [:]
        var recordHandlers: [ObjectIdentifier: RecordHandler] = [:]
        var collectionHandlers: [ObjectIdentifier: CollectionHandler] = [:]
        var pageSize: Int?
        var chunkSize = 16 << 10
        var singularEnvelope = JSONEnvelope.bare
        var collectionEnvelope = JSONEnvelope.bare
    }

    private let routes: [ResourceRoute]
    private let recordPatterns: Set<[String]>
    private let listEnvelope: @Sendable ([JSONValue]) -> JSONValue
    private let state: Locked<State>

    /// Creates a backend for the given resources, with no records.
    ///
    /// - Parameters:
    ///   - resources: Every resource type it serves: root and child resources, singletons and
    ///     actions. A parent that is not listed is not checked for existence.
    ///   - firstID: The first ID it assigns; each create takes the next one.
    ///   - listEnvelope: Wraps a list's records for the response; a plain array unless you say
    ///     otherwise, for example `{ ["items": .array($0), "count": .int($0.count)] }`.
    public init(
        serving resources: [any Resource.Type],
        firstID: Int = 1,
        listEnvelope: @escaping @Sendable ([JSONValue]) -> JSONValue = { .array($0) }
    ) {
        routes = resources.map(ResourceRoute.init)
        recordPatterns = Set(resources.map(ResourceRoute.recordPattern(of:)))
        self.listEnvelope = listEnvelope
        state = Locked(State(nextID: firstID))
    }

    /// Creates a backend for the given resources, with no records, assigning IDs from 1 and
    /// answering lists with plain arrays.
    ///
    /// - Parameter resources: Every resource type it serves.
    public convenience init(serving resources: any Resource.Type...) {
        self.init(serving: resources)
    }

    // MARK: - Answers

    /// How many records a page of a list holds when the request names no `per_page`; `nil`, the
    /// default (or a size below 1), answers whole lists unless the request asks for pages.
    ///
    /// A paged list answers the records of the request's `page` (1 unless it names one), and a
    /// `Link` header with the absolute URLs of the pages around it, as GitHub's API does:
    /// `next` and `last` before the last page, `first` and `prev` after the first. Each URL is the
    /// request's own with `page` set, so `per_page` and the other parameters are kept. A list
    /// that fits on one page has no `Link`.
    ///
    /// ```swift
    /// backend.pageSize = 2
    /// for try await page in service.pages(Post.list) {   // pages 1, 2, 3… of two posts
    ///     print(page.value?.count ?? 0)
    /// }
    /// ```
    public var pageSize: Int? {
        get { state.withLock { $0.pageSize } }
        set { state.withLock { $0.pageSize = newValue.flatMap { $0 > 0 ? $0 : nil } } }
    }

    /// How many bytes of an answer's body a streamed call gets in each chunk: 16 KiB unless you
    /// say otherwise (a size below 1 counts as 1).
    ///
    /// ```swift
    /// backend.chunkSize = 3   // a streamed answer arrives three bytes at a time
    /// for try await chunk in try await service.stream(Post.list).body {
    ///     print(chunk.count)
    /// }
    /// ```
    public var chunkSize: Int {
        get { state.withLock { $0.chunkSize } }
        set { state.withLock { $0.chunkSize = max(1, newValue) } }
    }

    /// Where the records sit in the answers, one record and lists alike, as a
    /// ``/Yopuy/DecodesJSON`` resource declares it; by default nowhere: the record is the whole
    /// body.
    ///
    /// Setting it sets ``InMemoryBackend/singularEnvelope`` and
    /// ``InMemoryBackend/collectionEnvelope``; reading it gives the first. A resource declaring `static let envelope: JSONEnvelope = "data"`
    /// reads the answers of a backend told `backend.envelope = "data"`:
    ///
    /// ```swift
    /// backend.envelope = "data"   // {"data": {"id": 1, …}}, {"data": [{…}, {…}]}
    /// ```
    public var envelope: JSONEnvelope {
        get { singularEnvelope }
        set {
            state.withLock { state in
                state.singularEnvelope = newValue
                state.collectionEnvelope = newValue
            }
        }
    }

    /// Where one record sits in an answer: to a read, a create, a replace or an update of a record
    /// or a singleton. Error bodies and the bodies of action handlers are never wrapped.
    ///
    /// ```swift
    /// backend.singularEnvelope = "post"   // {"post": {"id": 1, …}}
    /// ```
    public var singularEnvelope: JSONEnvelope {
        get { state.withLock { $0.singularEnvelope } }
        set { state.withLock { $0.singularEnvelope = newValue } }
    }

    /// Where a list sits in an answer: the `listEnvelope`'s value, a plain array unless the
    /// backend was made with another, is put at this path.
    ///
    /// ```swift
    /// backend.collectionEnvelope = "result.items"   // {"result": {"items": […]}}
    /// ```
    public var collectionEnvelope: JSONEnvelope {
        get { state.withLock { $0.collectionEnvelope } }
        set { state.withLock { $0.collectionEnvelope = newValue } }
    }

    // MARK: - Records

    /// Stores a record at a path to one record or singleton, replacing any there.
    ///
    /// ```swift
    /// backend.insert(["id": 1, "title": "Seeded"], at: Post.show(1))
    /// ```
    ///
    /// - Parameters:
    ///   - record: The record.
    ///   - path: Where it lives.
    public func insert<Resource, Method>(_ record: JSONValue, at path: Path<Resource, SingularPath, Method>) {
        let key = Self.key(of: path)
        state.withLock { state in
            state.records[key] = Stored(order: state.nextOrder, value: record)
            state.nextOrder += 1
        }
    }

    /// The record stored at a path, if any.
    ///
    /// - Parameter path: A path to one record or singleton.
    /// - Returns: The record.
    public func record<Resource, Method>(at path: Path<Resource, SingularPath, Method>) -> JSONValue? {
        let key = Self.key(of: path)
        return state.withLock { $0.records[key]?.value }
    }

    /// The records of a collection, oldest first.
    ///
    /// - Parameter path: A path to a collection.
    /// - Returns: The records.
    public func records<Resource, Method>(in path: Path<Resource, CollectionPath, Method>) -> [JSONValue] {
        let key = Self.key(of: path)
        return state.withLock { Self.children(of: key, in: $0) }
    }

    /// Where the records of `path` are kept: its path without the resource's suffix (`.json`),
    /// as ``match(_:)`` reads a request's.
    private static func key<Resource, Kind, Method>(of path: Path<Resource, Kind, Method>) -> String {
        let key = path.path
        return key.hasSuffix(Resource.pathSuffix) ? String(key.dropLast(Resource.pathSuffix.count)) : key
    }

    /// Runs `hook` on every record created in a collection of `resource` before it is stored,
    /// to fill in what a real server would: defaults, timestamps, the parent's ID.
    ///
    /// ```swift
    /// backend.onCreate(Comment.self) { context in
    ///     context.record["approved"] = false
    ///     context.record["postID"] = context.parentID
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - resource: A root or child resource among the served ones.
    ///   - hook: Changes the new record. Throw ``Failure`` to refuse it, say with 422.
    public func onCreate<Resource: IdentifiableResource>(
        _ resource: Resource.Type,
        _ hook: @escaping @Sendable (inout CreateContext) throws -> Void
    ) {
        state.withLock { $0.createHandlers[ObjectIdentifier(resource)] = hook }
    }

    // MARK: - Actions

    /// Answers a record action with `handler`, which may change the record and returns the
    /// response's body (`nil` for none).
    ///
    /// ```swift
    /// backend.handle(Post.Publish.self) { context in
    ///     context.record["published"] = true
    ///     return context.record
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - action: The action type; it must be among the served resources.
    ///   - handler: Runs the action. Throw ``Failure`` to answer an error.
    public func handle<Action: RecordAction>(
        _ action: Action.Type,
        _ handler: @escaping @Sendable (inout RecordActionContext) throws -> JSONValue?
    ) {
        state.withLock { $0.recordHandlers[ObjectIdentifier(action)] = handler }
    }

    /// Answers a collection action with `handler`, which returns the response's body (`nil` for
    /// none).
    ///
    /// ```swift
    /// backend.handle(Post.Search.self) { context in
    ///     let text = context.query["q"] ?? ""
    ///     return .array(context.records.filter { $0["title"]?.string?.contains(text) == true })
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - action: The action type; it must be among the served resources.
    ///   - handler: Runs the action. Throw ``Failure`` to answer an error.
    public func handle<Action: CollectionAction>(
        _ action: Action.Type,
        _ handler: @escaping @Sendable (CollectionActionContext) throws -> JSONValue?
    ) {
        state.withLock { $0.collectionHandlers[ObjectIdentifier(action)] = handler }
    }

    // MARK: - HTTPAdapter

    /// Answers the request at once, from memory.
    ///
    /// - Parameters:
    ///   - method: The request's method.
    ///   - request: The request.
    ///   - callback: Receives the answer.
    public func perform(
        _ method: HTTPMethod,
        request: AdapterRequest,
        callback: @escaping @Sendable (AdapterResponse) -> Void
    ) {
        callback(respond(to: request))
    }
}

// MARK: - Answering

extension InMemoryBackend {
    private struct Match {
        let route: ResourceRoute
        let onRecord: Bool
        let key: [String]
    }

    /// The answer to `request`; a `HEAD` has the answer of the `GET` to the same URL without its
    /// body. An answer with a body says its length, as a server's does.
    func respond(to request: AdapterRequest) -> AdapterResponse {
        var asked = request
        if request.method == .head {
            asked.method = .get
        }
        var response = answer(asked)
        if asked.method == .get, response.status == 200, !response.body.isEmpty {
            response = Self.servingRanges(response, to: request)
        }
        if response.status != 204 {
            response.headers["Content-Length"] = String(response.body.count)
        }
        if request.method == .head {
            response.body = Data()
        }
        return response
    }

    /// `response`, with a strong `ETag` of its bytes and `Accept-Ranges`, or the part of it
    /// that the request's `Range` asks for: a `206`, or a `416` past its end. An `If-Range` that
    /// is not the `ETag` gets the whole answer.
    private static func servingRanges(_ response: AdapterResponse, to request: AdapterRequest) -> AdapterResponse {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in response.body {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        var headers = response.headers
        headers["ETag"] = "\"\(String(hash, radix: 16))\""
        let served = StubResponse(status: 200, headers: headers, body: response.body).servingRanges().answering(request)
        var answer = AdapterResponse(status: served.status, headers: served.headers, body: served.body)
        answer.attempts = response.attempts
        return answer
    }

    private func answer(_ request: AdapterRequest) -> AdapterResponse {
        guard let match = match(request.segments) else {
            return Self.error(404, "no resource at \(request.path)")
        }
        let key = match.key.joined(separator: "/")
        let allowed = match.route.allowed(onRecord: match.onRecord)
        guard allowed.contains(request.method) else {
            var response = Self.error(405, "\(request.method) is not allowed on \(match.route.name)")
            response.headers["Allow"] = allowed.map(\.rawValue).joined(separator: ", ")
            return response
        }
        if let parentPattern = match.route.parentPattern, recordPatterns.contains(parentPattern) {
            let parentKey = match.key.prefix(parentPattern.count).joined(separator: "/")
            guard state.withLock({ $0.records[parentKey] }) != nil else {
                return Self.error(404, "\(parentKey) not found")
            }
        }
        do {
            var response: AdapterResponse
            switch match.route.shape {
            case .collection where match.onRecord:
                response = try record(request, key: key)
            case .collection:
                response = try collection(request, route: match.route, key: match.key)
            case .singleton:
                response = try singleton(request, key: key)
            case .recordAction:
                response = try recordAction(request, route: match.route, key: match.key)
            case .collectionAction:
                response = try collectionAction(request, route: match.route, key: match.key)
            }
            // The status the resource declares for a success (AnswersStatus), as its server answers.
            if (200...299).contains(response.status), let declared = match.route.answerStatuses[request.method],
                (200...299).contains(declared)
            {
                response.status = declared
                if declared == 204 {
                    response.body = Data()
                }
            }
            return response
        } catch let failure as Failure {
            return Self.error(failure.status, failure.message)
        } catch {
            return Self.error(500, "\(error)")
        }
    }

    /// The route whose pattern matches the end of `segments`, the longest and most literal one.
    private func match(_ segments: [String]) -> Match? {
        var best: (match: Match, score: (Int, Int))?
        for route in routes {
            // A resource's suffix (`.json`) ends its paths: the route matches without it.
            var segments = segments
            if !route.pathSuffix.isEmpty {
                guard let last = segments.last, last.hasSuffix(route.pathSuffix) else { continue }
                segments[segments.count - 1] = String(last.dropLast(route.pathSuffix.count))
            }
            var candidates: [(pattern: [String], onRecord: Bool)] = [(route.pattern, false)]
            if case .collection = route.shape {
                candidates.append((route.pattern + [ResourceRoute.placeholder], true))
            }
            for (pattern, onRecord) in candidates where pattern.count <= segments.count {
                let suffix = Array(segments.suffix(pattern.count))
                let fits = zip(pattern, suffix).allSatisfy { $0 == ResourceRoute.placeholder || $0 == $1 }
                let score = (pattern.count, pattern.filter { $0 != ResourceRoute.placeholder }.count)
                if fits, best.map({ score > $0.score }) ?? true {
                    best = (Match(route: route, onRecord: onRecord, key: suffix), score)
                }
            }
        }
        return best?.match
    }

    private func collection(
        _ request: AdapterRequest,
        route: ResourceRoute,
        key segments: [String]
    ) throws
        -> AdapterResponse
    {
        let key = segments.joined(separator: "/")
        if request.method == .get {
            let (records, pageSize, envelope) = state.withLock {
                (Self.children(of: key, in: $0), $0.pageSize, $0.collectionEnvelope)
            }
            let page = Self.page(of: records, for: request, pageSize: pageSize)
            var response = Self.json(200, Self.wrap(listEnvelope(page.records), in: envelope))
            if let link = page.link {
                response.headers["Link"] = link
            }
            return response
        }
        var record = try Self.object(in: request)
        let (id, hook) = state.withLock { state in
            defer { state.nextID += 1 }
            return (state.nextID, state.createHandlers[route.type])
        }
        record["id"] = .int(id)
        if let hook {
            let parentID = route.parentPattern.flatMap { $0.last == ResourceRoute.placeholder ? $0.count : nil }
                .map { segments[$0 - 1] }
                .map { Int($0).map(JSONValue.int) ?? .string($0.removingPercentEncoding ?? $0) }
            var context = CreateContext(record: record, request: request, parentID: parentID)
            try hook(&context)
            record = context.record
        }
        save(record, at: "\(key)/\(id)")
        var response = answer(201, record)
        response.headers["Location"] = "/\(key)/\(id)"
        return response
    }

    private func record(_ request: AdapterRequest, key: String) throws -> AdapterResponse {
        guard let existing = state.withLock({ $0.records[key]?.value }) else {
            throw Failure(status: 404, "\(key) not found")
        }
        switch request.method {
        case .get:
            return answer(200, existing)
        case .delete:
            remove(key)
            return AdapterResponse(status: 204)
        default:
            var record = try Self.object(in: request)
            if request.method == .patch, case .object(var members) = existing, case .object(let changes) = record {
                members.merge(changes) { _, new in new }
                record = .object(members)
            }
            record["id"] = existing["id"]
            save(record, at: key)
            return answer(200, record)
        }
    }

    private func singleton(_ request: AdapterRequest, key: String) throws -> AdapterResponse {
        let existing = state.withLock { $0.records[key]?.value }
        switch (request.method, existing) {
        case (.get, let record?):
            return answer(200, record)
        case (.delete, .some):
            remove(key)
            return AdapterResponse(status: 204)
        case (.post, .some):
            throw Failure(status: 409, "\(key) exists already")
        case (.post, nil):
            let record = try Self.object(in: request)
            save(record, at: key)
            return answer(201, record)
        case (.put, _):
            let record = try Self.object(in: request)
            save(record, at: key)
            return answer(200, record)
        case (.patch, .object(var members)?):
            guard case .object(let changes) = try Self.object(in: request) else {
                throw Failure(status: 400, "the body is not a JSON object")
            }
            members.merge(changes) { _, new in new }
            save(.object(members), at: key)
            return answer(200, .object(members))
        default:
            throw Failure(status: 404, "\(key) not found")
        }
    }

    private func recordAction(_ request: AdapterRequest, route: ResourceRoute, key: [String]) throws -> AdapterResponse
    {
        let recordKey = key.prefix(route.parentPattern?.count ?? 0).joined(separator: "/")
        let found = state.withLock { ($0.records[recordKey]?.value, $0.recordHandlers[route.type]) }
        guard let record = found.0 else {
            throw Failure(status: 404, "\(recordKey) not found")
        }
        guard let handler = found.1 else {
            throw Failure(status: 501, "no handler for \(route.name): call handle(_:_:) on the backend")
        }
        var context = RecordActionContext(record: record, request: request)
        let body = try handler(&context)
        if context.record != record {
            save(context.record, at: recordKey)
        }
        if let framing = route.framing {
            return Self.stream(body, framed: framing, for: request)
        }
        return body.map { Self.json(200, $0) } ?? AdapterResponse(status: 204)
    }

    private func collectionAction(
        _ request: AdapterRequest,
        route: ResourceRoute,
        key: [String]
    ) throws
        -> AdapterResponse
    {
        let collectionKey = key.dropLast(route.pattern.count - (route.parentPattern?.count ?? 0)).joined(separator: "/")
        let found = state.withLock { (Self.children(of: collectionKey, in: $0), $0.collectionHandlers[route.type]) }
        if let framing = route.framing {
            let values = try found.1.map { try $0(CollectionActionContext(records: found.0, request: request)) }
            return Self.stream(values ?? .array(found.0), framed: framing, for: request)
        }
        guard let handler = found.1 else {
            throw Failure(status: 501, "no handler for \(route.name): call handle(_:_:) on the backend")
        }
        let body = try handler(CollectionActionContext(records: found.0, request: request))
        return body.map { Self.json(200, $0) } ?? AdapterResponse(status: 204)
    }

    // MARK: - Storage

    private func save(_ record: JSONValue, at key: String) {
        state.withLock { state in
            let order = state.records[key]?.order ?? state.nextOrder
            state.nextOrder += 1
            state.records[key] = Stored(order: order, value: record)
        }
    }

    /// Removes a record and everything nested under it.
    private func remove(_ key: String) {
        state.withLock { state in
            state.records = state.records.filter { $0.key != key && !$0.key.hasPrefix(key + "/") }
        }
    }

    private static func children(of collection: String, in state: State) -> [JSONValue] {
        let depth = collection.split(separator: "/").count + 1
        return state.records
            .filter { $0.key.hasPrefix(collection + "/") && $0.key.split(separator: "/").count == depth }
            .sorted { $0.value.order < $1.value.order }
            .map(\.value.value)
    }

    private static func object(in request: AdapterRequest) throws -> JSONValue {
        guard let body = request.body, let value = try? JSONValue(json: body), case .object = value else {
            throw Failure(status: 400, "the body is not a JSON object")
        }
        return value
    }

    /// One record's answer, in the ``singularEnvelope``.
    private func answer(_ status: Int, _ record: JSONValue) -> AdapterResponse {
        Self.json(status, Self.wrap(record, in: singularEnvelope))
    }

    /// `value` at the envelope's path: `{"data": value}` for `"data"`, `value` for none.
    private static func wrap(_ value: JSONValue, in envelope: JSONEnvelope) -> JSONValue {
        envelope.keys.reversed().reduce(value) { inner, key in .object([key: inner]) }
    }

    /// The records of the page `request` asks for, and the `Link` header to the pages around
    /// it; all of them and no link when the list is not paged.
    private static func page(
        of records: [JSONValue],
        for request: AdapterRequest,
        pageSize: Int?
    ) -> (records: [JSONValue], link: String?) {
        guard var url = URLComponents(url: request.url, resolvingAgainstBaseURL: false) else {
            return (records, nil)
        }
        let items = url.percentEncodedQueryItems ?? []
        func number(_ name: String) -> Int? {
            items.last { $0.name == name }.flatMap { $0.value.flatMap { Int($0) } }.flatMap { $0 > 0 ? $0 : nil }
        }
        guard let size = number("per_page") ?? pageSize else {
            return (records, nil)
        }
        let page = number("page") ?? 1
        let pages = max(1, (records.count + size - 1) / size)
        let (start, overflow) = (page - 1).multipliedReportingOverflow(by: size)
        let slice = overflow ? [] : Array(records.dropFirst(start).prefix(size))
        func link(to number: Int, _ relation: String) -> String? {
            // The request's parameters in order, its first `page` set to the number (or one
            // added at the end), any other `page` dropped.
            let numbered = URLQueryItem(name: "page", value: String(number))
            var query: [URLQueryItem] = []
            for item in items where item.name != "page" || !query.contains(numbered) {
                query.append(item.name == "page" ? numbered : item)
            }
            if !query.contains(numbered) {
                query.append(numbered)
            }
            url.percentEncodedQueryItems = query
            return url.url.map { "<\($0.absoluteString)>; rel=\"\(relation)\"" }
        }
        var links: [String?] = []
        if page > 1 {
            links.append(link(to: page - 1, "prev"))
        }
        if page < pages {
            links += [link(to: page + 1, "next"), link(to: pages, "last")]
        }
        if page > 1 {
            links.append(link(to: 1, "first"))
        }
        let field = links.compactMap { $0 }.joined(separator: ", ")
        return (slice, field.isEmpty ? nil : field)
    }

    /// A streamed action's answer: each element of `values` (or `values` itself, if it is not an
    /// array) as a server-sent event, its ID its position from 1, after the request's
    /// `Last-Event-ID`; or as a line of JSON.
    private static func stream(
        _ values: JSONValue?,
        framed framing: ResourceRoute.Framing,
        for request: AdapterRequest
    )
        -> AdapterResponse
    {
        let items: [JSONValue]
        switch values {
        case nil: items = []
        case .array(let elements)?: items = elements
        case let value?: items = [value]
        }
        var body = Data()
        switch framing {
        case .events:
            let after = request.headers["Last-Event-ID"].flatMap { Int($0) } ?? 0
            for (offset, item) in items.enumerated() where offset + 1 > after {
                body.append(contentsOf: "id: \(offset + 1)\ndata: ".utf8)
                body.append(item.data)
                body.append(contentsOf: "\n\n".utf8)
            }
            return AdapterResponse(status: 200, headers: ["Content-Type": "text/event-stream"], body: body)
        case .lines:
            for item in items {
                body.append(item.data)
                body.append(0x0A)
            }
            return AdapterResponse(status: 200, headers: ["Content-Type": "application/x-ndjson"], body: body)
        }
    }

    private static func json(_ status: Int, _ value: JSONValue) -> AdapterResponse {
        AdapterResponse(status: status, headers: ["Content-Type": "application/json"], body: value.data)
    }

    private static func error(_ status: Int, _ message: String) -> AdapterResponse {
        json(status, ["error": .string(message)])
    }
}

// MARK: - Streaming

extension InMemoryBackend: StreamingHTTPAdapter {
    /// Answers the request as ``perform(_:request:callback:)`` does, after reading its
    /// ``/Yopuy/AdapterRequest/bodySource``, if it has one.
    ///
    /// - Parameter request: The request.
    /// - Returns: The answer.
    /// - Throws: The body source's error.
    public func response(to request: AdapterRequest) async throws -> AdapterResponse {
        respond(to: try await Self.reading(request))
    }

    /// Answers the request as ``perform(_:request:callback:)`` does, its body handed over in
    /// chunks of ``chunkSize`` bytes.
    ///
    /// - Parameter request: The request.
    /// - Returns: The answer, its body still to read.
    /// - Throws: The body source's error.
    public func streamedResponse(to request: AdapterRequest) async throws -> StreamedAdapterResponse {
        let answer = respond(to: try await Self.reading(request))
        var streamed = StreamedAdapterResponse(
            status: answer.status,
            headers: answer.headers,
            body: BodyStream(StubChunks(answer.body, size: chunkSize))
        )
        streamed.attempts = answer.attempts
        return streamed
    }

    /// `request`, its body source read into its body.
    private static func reading(_ request: AdapterRequest) async throws -> AdapterRequest {
        guard let source = request.bodySource else {
            return request
        }
        var read = request
        read.body = try await source.makeStream().collect(upTo: .max)
        read.bodySource = nil
        return read
    }
}

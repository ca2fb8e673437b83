#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A middleware that keeps the last answer to each `GET` that came with an `ETag`, asks the
/// server whether it changed (`If-None-Match`), and answers from the cache when the server says
/// `304 Not Modified`.
///
/// ```swift
/// let api = Service(adapter: URLSessionAdapter().with(ETagCache()), URL: baseURL)
/// let first = try await api.call(Post.show(1))    // 200, body from the server, kept
/// let again = try await api.call(Post.show(1))    // 304 on the wire, the same body
/// again.isFromCache                               // true: nothing was downloaded
/// ```
///
/// A `304` reaches the caller as the kept answer: its status (200), its headers updated with
/// the `304`'s, and its body; ``Response/isFromCache`` tells it apart. Answers are kept by URL,
/// and by the request headers their `Vary` header names; an answer with `Vary: *` or
/// `Cache-Control: no-store` is not kept. A `PUT`, `PATCH`, `DELETE` or `POST` that succeeds
/// forgets the answer kept for its URL. A request that sets its own `If-None-Match` passes
/// untouched.
///
/// The cache holds at most ``capacity`` answers and ``byteLimit`` bytes of bodies, forgetting
/// the least recently used first. Copies of the middleware share its cache. Keep one cache per
/// user: answers are not kept apart by credentials unless the server's `Vary` names them.
public struct ETagCache: AdapterMiddleware {
    /// The most answers kept.
    public let capacity: Int

    /// The most bytes of bodies kept, all answers together.
    public let byteLimit: Int

    private let store: Store

    /// Creates an empty cache.
    ///
    /// - Parameters:
    ///   - capacity: The most answers kept.
    ///   - byteLimit: The most bytes of bodies kept, all answers together; a larger body is
    ///     not kept.
    public init(capacity: Int = 256, byteLimit: Int = 8 * 1024 * 1024) {
        self.capacity = max(0, capacity)
        self.byteLimit = max(0, byteLimit)
        self.store = Store(capacity: self.capacity, byteLimit: self.byteLimit)
    }

    /// Makes a `GET` conditional when an answer for it is kept, and answers a `304` from the
    /// cache.
    ///
    /// - Parameters:
    ///   - request: The request on its way out.
    ///   - next: Sends it through the wrapped adapter.
    /// - Returns: The server's answer, or the kept one after a `304`.
    /// - Throws: The wrapped adapter's error.
    public func intercept(
        _ request: AdapterRequest,
        next: @Sendable (AdapterRequest) async throws -> AdapterResponse
    ) async throws -> AdapterResponse {
        let key = request.url.absoluteString
        guard request.method == .get, request.headers["If-None-Match"] == nil else {
            let response = try await next(request)
            if !request.method.isSafe, (200..<400).contains(response.status) {
                store.forget(key)
            }
            return response
        }
        let kept = store.answer(for: key, to: request.headers)
        var conditional = request
        if let kept {
            conditional.headers["If-None-Match"] = kept.etag
        }
        let response = try await next(conditional)
        if response.status == 304, let kept {
            var answer = AdapterResponse(
                status: kept.status,
                headers: kept.headers.merging(Self.updating(response.headers)),
                body: kept.body
            )
            answer.attempts = response.attempts
            answer.isFromCache = true
            store.keep(Entry(answer, etag: kept.etag, vary: kept.vary), for: key)
            return answer
        }
        if response.status == 200, !response.isStreamed, let entry = Entry(keeping: response, request: request) {
            store.keep(entry, for: key)
        } else if (200..<300).contains(response.status) {
            store.forget(key)
        }
        return response
    }
}

extension ETagCache {
    /// The fields of a `304` that update the kept answer's: all but those that describe the
    /// 304's own (empty) body, which RFC 9111, section 3.2, says a cache must not take.
    private static func updating(_ headers: HTTPHeaders) -> HTTPHeaders {
        let bodyFields = ["Content-Length", "Content-Encoding", "Content-Range", "Transfer-Encoding"]
        guard headers.contains(where: { field in bodyFields.contains { HTTPHeaders.sameName($0, field.name) } }) else {
            return headers
        }
        return HTTPHeaders(headers.filter { field in !bodyFields.contains { HTTPHeaders.sameName($0, field.name) } })
    }
}

extension HTTPMethod {
    /// Whether the method only reads (RFC 9110, section 9.2.1): `GET`, `HEAD`, `OPTIONS`, `TRACE`.
    fileprivate var isSafe: Bool {
        switch rawValue {
        case "GET", "HEAD", "OPTIONS", "TRACE": true
        default: false
        }
    }
}

/// One kept answer.
private struct Entry: Sendable {
    var status: Int
    var headers: HTTPHeaders
    var body: Data
    var etag: String
    /// The request headers that `Vary` names, with the values the answer was for.
    var vary: [HTTPHeaders.Field]

    init(_ response: AdapterResponse, etag: String, vary: [HTTPHeaders.Field]) {
        status = response.status
        headers = response.headers
        body = response.body
        self.etag = etag
        self.vary = vary
    }

    /// The entry for `response`, or `nil` if it must not be kept.
    init?(keeping response: AdapterResponse, request: AdapterRequest) {
        guard let etag = response.headers["ETag"], !etag.isEmpty else {
            return nil
        }
        if response.headers.values(for: "Cache-Control").contains(where: Self.saysNoStore) {
            return nil
        }
        var vary: [HTTPHeaders.Field] = []
        for value in response.headers.values(for: "Vary") {
            for name in value.split(separator: ",") {
                let name = name.trimmingSpaces
                if name == "*" {
                    return nil
                }
                vary.append(HTTPHeaders.Field(name: name, value: request.headers[name] ?? ""))
            }
        }
        self.init(response, etag: etag, vary: vary)
    }

    /// Whether a `Cache-Control` value holds the directive `no-store`, in any case: compared
    /// byte by byte, as the standard library's substring search costs far more on every answer.
    private static func saysNoStore(_ value: String) -> Bool {
        let directive = Array("no-store".utf8)
        let bytes = Array(value.utf8)
        guard bytes.count >= directive.count else {
            return false
        }
        let lowercase = { (byte: UInt8) in byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
        return (0...(bytes.count - directive.count)).contains { start in
            directive.indices.allSatisfy { lowercase(bytes[start + $0]) == directive[$0] }
        }
    }

    /// Whether the answer was for a request with these headers.
    func fits(_ headers: HTTPHeaders) -> Bool {
        vary.allSatisfy { (headers[$0.name] ?? "") == $0.value }
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}

/// The kept answers, least recently used first out.
private final class Store: Sendable {
    private struct State {
        var entries: [String: (entry: Entry, used: UInt64)] = [:]
        var bytes = 0
        var clock: UInt64 = 0
    }

    private let capacity: Int
    private let byteLimit: Int
    private let state = Locked(State())

    init(capacity: Int, byteLimit: Int) {
        self.capacity = capacity
        self.byteLimit = byteLimit
    }

    /// The answer kept for `key` that fits a request with `headers`; it counts as used.
    func answer(for key: String, to headers: HTTPHeaders) -> Entry? {
        state.withLock { state in
            guard let kept = state.entries[key], kept.entry.fits(headers) else {
                return nil
            }
            state.clock += 1
            state.entries[key]?.used = state.clock
            return kept.entry
        }
    }

    /// Keeps `entry` for `key`, forgetting the least recently used answers beyond the limits.
    func keep(_ entry: Entry, for key: String) {
        let capacity = capacity
        let byteLimit = byteLimit
        state.withLock { state in
            if let old = state.entries.removeValue(forKey: key) {
                state.bytes -= old.entry.body.count
            }
            guard capacity > 0, entry.body.count <= byteLimit else {
                return
            }
            state.clock += 1
            state.entries[key] = (entry, state.clock)
            state.bytes += entry.body.count
            while state.entries.count > capacity || state.bytes > byteLimit,
                let oldest = state.entries.min(by: { $0.value.used < $1.value.used })
            {
                state.entries.removeValue(forKey: oldest.key)
                state.bytes -= oldest.value.entry.body.count
            }
        }
    }

    /// Forgets the answer kept for `key`.
    func forget(_ key: String) {
        state.withLock { state in
            if let old = state.entries.removeValue(forKey: key) {
                state.bytes -= old.entry.body.count
            }
        }
    }
}

import Foundation
import HTTPTypes
import Hummingbird

/// Adds the routes that go wrong on purpose, so that the client's middleware meets real
/// failures on the wire. Each keeps count, so that tests can check what the server saw.
///
/// - `GET|PUT /flaky/{key}`, `POST /flaky/{key}/submit`: the first `failures` requests for `key`
///   are answered with `status` (503 unless the query says) and `{"error": "failure 1 of 2"}`,
///   the others with `{"key": …, "hits": n}`. With `retry_after=S` the failures carry
///   `Retry-After: S`; with `retry_at=S`, `Retry-After` as an HTTP date at least S seconds ahead.
///   Tests choose their own keys, so that they never share a count.
/// - `GET /flaky/{key}/hits`: the requests for `key` so far, this one not counted.
/// - `POST /auth/token`: a new token, `token-1`, `token-2`, …, which replaces all the others;
///   `401` once the session is revoked.
/// - `GET /auth/me`: `401` unless `Authorization: Bearer <the newest token>`, not expired.
/// - `POST /auth/expire`: expires the newest token. `POST /auth/revoke`: refuses new tokens.
/// - `GET /auth`: the session's counts: tokens issued and refused, requests accepted and
///   rejected.
/// - `GET /tagged/{key}`: the resource with a strong `ETag`, or `304 Not Modified` with no body
///   when `If-None-Match` names that tag. `PUT /tagged/{key}` with `{"text": …}` changes it, and
///   its tag.
/// - `GET /tagged/{key}/served`: the full answers and `304`s served for `key`, and how many of
///   the requests were conditional.
func addResilienceRoutes(to router: Router<BasicRequestContext>) {
    let store = ResilienceStore()
    addFlakyRoutes(to: router, store: store)
    addAuthRoutes(to: router, store: store)
    addTaggedRoutes(to: router, store: store)
}

private func addFlakyRoutes(to router: Router<BasicRequestContext>, store: ResilienceStore) {
    let flaky: @Sendable (Request, BasicRequestContext) async throws -> Response = { request, context in
        let key = try context.parameters.require("key")
        let hits = await store.hit(key)
        let query = request.uri.queryParameters
        let failures = query.get("failures", as: Int.self) ?? 0
        guard hits > failures else {
            let code = query.get("status", as: Int.self).flatMap { (400...599).contains($0) ? $0 : nil } ?? 503
            let error = APIError(HTTPResponse.Status(code: code), "failure \(hits) of \(failures)")
            var response = try error.response(from: request, context: context)
            if let seconds = query.get("retry_after", as: Int.self) {
                response.headers[.retryAfter] = String(seconds)
            } else if let seconds = query.get("retry_at", as: Int.self) {
                // Rounded up to a whole second, as an HTTP date has no fraction: never sooner.
                let date = (Date().timeIntervalSince1970 + Double(seconds)).rounded(.up)
                response.headers[.retryAfter] = httpDate(Date(timeIntervalSince1970: date))
            }
            return response
        }
        return try FlakyRecord(key: key, hits: hits).response(from: request, context: context)
    }
    router.get("flaky/:key", use: flaky)
    router.put("flaky/:key", use: flaky)
    router.post("flaky/:key/submit", use: flaky)
    router.get("flaky/:key/hits") { _, context in
        let key = try context.parameters.require("key")
        return FlakyRecord(key: key, hits: await store.hits(key))
    }
}

private func addAuthRoutes(to router: Router<BasicRequestContext>, store: ResilienceStore) {
    router.get("auth") { _, _ in await store.session }
    router.post("auth/token") { _, _ in
        guard let token = await store.issueToken() else {
            throw APIError(.unauthorized, "the session was revoked")
        }
        return TokenRecord(token: token)
    }
    router.get("auth/me") { request, context in
        let field = request.headers[.authorization] ?? ""
        let token = field.hasPrefix("Bearer ") ? String(field.dropFirst("Bearer ".count)) : nil
        guard await store.accepts(token), let token else {
            let error = APIError(.unauthorized, "the token is not good")
            var response = try error.response(from: request, context: context)
            response.headers[.wwwAuthenticate] = #"Bearer error="invalid_token""#
            return response
        }
        return try ProfileRecord(name: "Ada", token: token).response(from: request, context: context)
    }
    router.post("auth/expire") { _, _ in await store.expire() }
    router.post("auth/revoke") { _, _ in await store.revoke() }
}

private func addTaggedRoutes(to router: Router<BasicRequestContext>, store: ResilienceStore) {
    /// What a client sends to change a tagged resource.
    struct Draft: Decodable {
        var text: String
    }

    router.get("tagged/:key") { request, context in
        let conditions = request.headers[values: .ifNoneMatch]
        let (record, notModified) = await store.read(
            try context.parameters.require("key"),
            ifNoneMatch: conditions.isEmpty ? nil : conditions.joined(separator: ", ")
        )
        guard !notModified else {
            return Response(status: .notModified, headers: [.eTag: record.etag])
        }
        var response = try record.response(from: request, context: context)
        response.headers[.eTag] = record.etag
        return response
    }
    router.put("tagged/:key") { request, context in
        let text = try await request.decode(as: Draft.self, context: context).text
        let record = await store.write(try context.parameters.require("key"), text: text)
        return EditedResponse(headers: [.eTag: record.etag], response: record)
    }
    router.get("tagged/:key/served") { _, context in
        await store.served(try context.parameters.require("key"))
    }
}

/// `date` as an HTTP date (RFC 9110, section 5.6.7): `Sun, 06 Nov 1994 08:49:37 GMT`.
private func httpDate(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter.string(from: date)
}

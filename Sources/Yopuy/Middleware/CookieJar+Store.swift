#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension CookieJar {
    /// The cookies of a jar, kept and matched by the rules of RFC 6265 (sections 5.3 and 5.4),
    /// each kept to the origin that set it.
    struct Store: Sendable {
        /// The cookies, in the order they came.
        var cookies: [Cookie] = []

        /// When each cookie, by its place in ``cookies``, was last sent or set.
        var used: [Date] = []

        /// Takes the cookie `parsed` that the answer from `url`, of `origin`, set at `now`
        /// (RFC 6265, 5.3): ignored when its `Domain` is not the host or a parent of it, or is
        /// one label alone (`com`) other than the host, or when it is `Secure` and came over
        /// `http`. It replaces a cookie of the same origin, name, domain and path, keeping when
        /// that one came; set already expired, it only removes that one.
        mutating func set(_ parsed: Cookie.Parsed, from url: URL, origin: String, at now: Date) {
            guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: true),
                let host = parts.host?.lowercased(), !host.isEmpty
            else {
                return
            }
            if parsed.isSecure, parts.scheme?.lowercased() != "https" {
                return
            }
            let domain: String
            let isHostOnly: Bool
            if let named = parsed.domain, named != host {
                guard named.contains("."), Self.domain(host, matches: named) else {
                    return
                }
                domain = named
                isHostOnly = false
            } else {
                domain = host
                isHostOnly = true
            }
            let expires: Date?
            if let maxAge = parsed.maxAge {
                expires = maxAge <= 0 ? .distantPast : now.addingTimeInterval(Double(min(maxAge, 1 << 40)))
            } else {
                expires = parsed.expires
            }
            var cookie = Cookie(
                name: parsed.name,
                value: parsed.value,
                domain: domain,
                path: parsed.path ?? Self.defaultPath(of: parts.percentEncodedPath),
                expires: expires,
                isSecure: parsed.isSecure,
                isHostOnly: isHostOnly,
                isHTTPOnly: parsed.isHTTPOnly,
                origin: origin
            )
            cookie.created = now
            let old = cookies.firstIndex {
                $0.origin == origin && $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path
            }
            let isExpired = expires.map { $0 <= now } ?? false
            switch (old, isExpired) {
            case (let old?, false):
                cookie.created = cookies[old].created
                cookies[old] = cookie
                used[old] = now
            case (let old?, true):
                cookies.remove(at: old)
                used.remove(at: old)
            case (nil, false):
                cookies.append(cookie)
                used.append(now)
            case (nil, true):
                break
            }
        }

        /// The cookies to send to `url` at `now` (RFC 6265, 5.4), of its origin only: the longest
        /// paths first, then the oldest. Drops the cookies that have expired; `touching` marks
        /// those it returns as just used.
        mutating func matching(_ url: URL, at now: Date, touching: Bool) -> [Cookie] {
            removeExpired(at: now)
            guard let origin = CookieJar.origin(of: url),
                let parts = URLComponents(url: url, resolvingAgainstBaseURL: true),
                let host = parts.host?.lowercased()
            else {
                return []
            }
            let isSecure = parts.scheme?.lowercased() == "https"
            let path = parts.percentEncodedPath.isEmpty ? "/" : parts.percentEncodedPath
            let found = cookies.indices.filter { index in
                let cookie = cookies[index]
                return cookie.origin == origin
                    && (cookie.isHostOnly ? host == cookie.domain : Self.domain(host, matches: cookie.domain))
                    && Self.path(path, matches: cookie.path) && (isSecure || !cookie.isSecure)
            }
            if touching {
                for index in found {
                    used[index] = now
                }
            }
            // The longest paths first, then the oldest, then the first kept: one order, every time.
            return found.sorted { left, right in
                let (one, other) = (cookies[left], cookies[right])
                if one.path.utf8.count != other.path.utf8.count {
                    return one.path.utf8.count > other.path.utf8.count
                }
                return one.created != other.created ? one.created < other.created : left < right
            }
            .map { cookies[$0] }
        }

        /// Forgets the cookies that have expired at `now`.
        mutating func removeExpired(at now: Date) {
            guard cookies.contains(where: { $0.expires.map { $0 <= now } ?? false }) else {
                return
            }
            let kept = cookies.indices.filter { cookies[$0].expires.map { $0 > now } ?? true }
            cookies = kept.map { cookies[$0] }
            used = kept.map { used[$0] }
        }

        /// Forgets the least recently used cookies until no origin has more than `perOrigin`
        /// and all have at most `capacity`.
        mutating func trim(toAtMost capacity: Int, perOrigin: Int) {
            var counts: [String: Int] = [:]
            for cookie in cookies {
                counts[cookie.origin, default: 0] += 1
            }
            guard cookies.count > capacity || counts.values.contains(where: { $0 > perOrigin }) else {
                return
            }
            var dropped = Set<Int>()
            let byAge = cookies.indices.sorted { used[$0] < used[$1] }
            for index in byAge where counts[cookies[index].origin, default: 0] > perOrigin {
                counts[cookies[index].origin, default: 0] -= 1
                dropped.insert(index)
            }
            var count = cookies.count - dropped.count
            for index in byAge where count > capacity && !dropped.contains(index) {
                dropped.insert(index)
                count -= 1
            }
            let kept = cookies.indices.filter { !dropped.contains($0) }
            cookies = kept.map { cookies[$0] }
            used = kept.map { used[$0] }
        }

        /// Whether `host` domain-matches `domain` (RFC 6265, 5.1.3): the same, or a name under
        /// it, when `host` is a name and not an IP address.
        static func domain(_ host: String, matches domain: String) -> Bool {
            if host == domain {
                return true
            }
            let isAddress = host.contains(":") || host.split(separator: ".").allSatisfy { $0.allSatisfy(\.isNumber) }
            return !isAddress && host.hasSuffix("." + domain)
        }

        /// Whether `path` path-matches a cookie's `cookiePath` (RFC 6265, 5.1.4): the same, or
        /// under it as a folder.
        static func path(_ path: String, matches cookiePath: String) -> Bool {
            guard path.hasPrefix(cookiePath) else {
                return false
            }
            return path.utf8.count == cookiePath.utf8.count || cookiePath.hasSuffix("/")
                || path.utf8.dropFirst(cookiePath.utf8.count).first == UInt8(ascii: "/")
        }

        /// The folder of a request's path, where a cookie without `Path` goes (RFC 6265, 5.1.4):
        /// up to its last `/`, or `/`.
        static func defaultPath(of path: String) -> String {
            guard path.first == "/", let last = path.lastIndex(of: "/"), last != path.startIndex else {
                return "/"
            }
            return String(path[..<last])
        }
    }
}

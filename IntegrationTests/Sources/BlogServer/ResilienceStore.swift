import Foundation

/// What the resilience routes remember between requests: hits on each flaky key, the token
/// session, and each tagged resource with what was served for it.
actor ResilienceStore {
    /// How many times each flaky key was requested.
    private var hits: [String: Int] = [:]

    /// The token session: only the newest token is good, until it expires.
    private(set) var session = SessionRecord()

    /// Each tagged resource, created at version 1 the first time it is asked for.
    private var tagged: [String: TaggedRecord] = [:]

    /// What was served for each tagged resource.
    private var served: [String: ServedRecord] = [:]

    init() {}

    // MARK: - Flaky

    /// Counts one more request for `key`, and gives the count.
    func hit(_ key: String) -> Int {
        hits[key, default: 0] += 1
        return hits[key, default: 0]
    }

    /// How many times `key` was requested.
    func hits(_ key: String) -> Int {
        hits[key, default: 0]
    }

    // MARK: - Tokens

    /// A new token, which replaces all the others; `nil` once the session is revoked.
    func issueToken() -> String? {
        guard !session.revoked else {
            session.refused += 1
            return nil
        }
        session.issued += 1
        session.expired = false
        return "token-\(session.issued)"
    }

    /// Whether `token` is the newest one and has not expired; counts the answer either way.
    func accepts(_ token: String?) -> Bool {
        let good = !session.expired && session.issued > 0 && token == "token-\(session.issued)"
        if good {
            session.accepted += 1
        } else {
            session.rejected += 1
        }
        return good
    }

    /// Expires the newest token.
    func expire() -> SessionRecord {
        session.expired = true
        return session
    }

    /// Refuses every token request from now on.
    func revoke() -> SessionRecord {
        session.revoked = true
        return session
    }

    // MARK: - Tagged

    /// The tagged resource `key`, and whether `ifNoneMatch` names its current entity tag; counts
    /// what is served.
    func read(_ key: String, ifNoneMatch: String?) -> (record: TaggedRecord, notModified: Bool) {
        let record = tagged[key] ?? TaggedRecord(key: key, version: 1, text: "The first version of \(key).")
        tagged[key] = record
        let notModified = ifNoneMatch.map { Self.matches($0, record.etag) } ?? false
        served[key, default: ServedRecord()].conditional += ifNoneMatch == nil ? 0 : 1
        if notModified {
            served[key, default: ServedRecord()].notModified += 1
        } else {
            served[key, default: ServedRecord()].full += 1
        }
        return (record, notModified)
    }

    /// Replaces the text of the tagged resource `key`, giving it a new version and entity tag.
    func write(_ key: String, text: String) -> TaggedRecord {
        let version = (tagged[key]?.version ?? 0) + 1
        let record = TaggedRecord(key: key, version: version, text: text)
        tagged[key] = record
        return record
    }

    /// What was served for the tagged resource `key`.
    func served(_ key: String) -> ServedRecord {
        served[key] ?? ServedRecord()
    }

    /// Whether an `If-None-Match` field value names `etag`, by the weak comparison RFC 9110
    /// asks of it: `W/` prefixes do not count, `*` names any.
    private static func matches(_ field: String, _ etag: String) -> Bool {
        field.split(separator: ",").contains { candidate in
            var candidate = candidate.trimmingCharacters(in: .whitespaces)
            if candidate.hasPrefix("W/") {
                candidate.removeFirst(2)
            }
            return candidate == "*" || candidate == etag
        }
    }
}

internal import Foundation

/// The floor: what any client must do at least. Build the URL, decode the bytes.
package enum Floor {
    package static func article(_ id: Int) throws -> Article {
        guard let url = URL(string: Fixture.baseURL.absoluteString + "/articles/" + String(id)) else {
            throw URLError(.badURL)
        }
        return try decode(Article.self, for: url, from: Fixture.article)
    }

    package static func articles() throws -> [Article] {
        guard let url = URL(string: Fixture.baseURL.absoluteString + "/articles") else {
            throw URLError(.badURL)
        }
        return try decode([Article].self, for: url, from: Fixture.articles)
    }

    /// `GET articles/{id}` with ten query items: the URL built by hand, the bytes decoded.
    package static func articleWithQuery(_ id: Int) throws -> Article {
        try decode(Article.self, for: queryRequest(id), from: Fixture.article)
    }

    /// `GET articles/{id}` with the client's ten header fields set on the request, the bytes
    /// decoded.
    package static func articleWithHeaders(_ id: Int) throws -> Article {
        try decode(Article.self, for: headersRequest(id), from: Fixture.article)
    }

    /// The request of the query10 workload: base URL, path and ten query items written into one
    /// buffer, each text value through a hand percent-encoder; the names are the client's own
    /// constants and need none, and numbers and booleans are written as they are.
    static func queryRequest(_ id: Int) throws -> FloorRequest {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        bytes += Fixture.baseURL.absoluteString.utf8
        bytes += "/articles/".utf8
        bytes += String(id).utf8
        appendItem("q", encoding: "type safety & costs", to: &bytes, first: true)
        appendItem("page", String(2), to: &bytes)
        appendItem("per_page", String(50), to: &bytes)
        appendItem("sort", encoding: "-published_at", to: &bytes)
        appendItem("tag", encoding: "swift/rest", to: &bytes)
        appendItem("author", encoding: "Zoë Lovelace", to: &bytes)
        appendItem("since", encoding: "2026-11-01T00:00:00Z", to: &bytes)
        appendItem("draft", String(false), to: &bytes)
        appendItem("lang", encoding: "en-GB", to: &bytes)
        appendItem("fields", encoding: "id,title,summary", to: &bytes)
        guard let url = URL(string: String(decoding: bytes, as: UTF8.self)) else {
            throw URLError(.badURL)
        }
        return FloorRequest(url: url)
    }

    /// The request of the headers10 workload: the article's URL, and the ten header fields the
    /// client keeps set on the request one by one, as a hand-written client sets them on each
    /// `URLRequest`.
    static func headersRequest(_ id: Int) throws -> FloorRequest {
        guard let url = URL(string: Fixture.baseURL.absoluteString + "/articles/" + String(id)) else {
            throw URLError(.badURL)
        }
        var request = FloorRequest(url: url)
        let headers = Fixture.headers10
        request.headers.reserveCapacity(headers.count)
        for (name, value) in headers {
            request.setValue(value, for: name)
        }
        return request
    }

    private static func decode<Value: Decodable, Request>(
        _ type: Value.Type,
        for request: Request,
        from data: Data
    ) throws -> Value {
        withExtendedLifetime(request) {}
        return try JSONDecoder().decode(type, from: data)
    }

    /// Appends `?name=value` (`&name=value` after the first item); `value` needs no encoding.
    private static func appendItem(_ name: String, _ value: String, to bytes: inout [UInt8], first: Bool = false) {
        bytes.append(first ? UInt8(ascii: "?") : UInt8(ascii: "&"))
        bytes += name.utf8
        bytes.append(UInt8(ascii: "="))
        bytes += value.utf8
    }

    /// Appends `?name=value` (`&name=value` after the first item), `value` percent-encoded: every
    /// UTF-8 byte outside the unreserved set (`A-Z a-z 0-9 - . _ ~`) as `%XX`.
    private static func appendItem(
        _ name: String,
        encoding value: String,
        to bytes: inout [UInt8],
        first: Bool = false
    ) {
        bytes.append(first ? UInt8(ascii: "?") : UInt8(ascii: "&"))
        bytes += name.utf8
        bytes.append(UInt8(ascii: "="))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                bytes.append(byte)
            default:
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0x0F))
            }
        }
    }

    /// The upper-case hexadecimal digit of `nibble` (0 to 15).
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
    }
}

/// A request as a hand-written client holds it: the URL, and the header fields set on it.
struct FloorRequest: Sendable {
    /// The full URL, query included.
    var url: URL
    /// The header fields, in the order they were set.
    var headers: [(name: String, value: String)] = []

    init(url: URL) {
        self.url = url
    }

    /// Sets a header field. A client that sets each name once need not look for an earlier
    /// field of the same name, so this appends.
    mutating func setValue(_ value: String, for name: String) {
        headers.append((name, value))
    }
}

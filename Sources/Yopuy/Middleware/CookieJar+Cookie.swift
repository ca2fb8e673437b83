#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension CookieJar {
    /// A cookie that a server set and a ``CookieJar`` keeps: what `Set-Cookie` said, read by the
    /// rules of RFC 6265 (section 5.2), and the origin whose answer set it.
    ///
    /// ```swift
    /// for cookie in jar.cookies(for: URL(string: "https://api.example.com/v1/me")!) {
    ///     print(cookie.name, cookie.value, cookie.expires == nil ? "until the jar goes" : "until it expires")
    /// }
    /// ```
    public struct Cookie: Hashable, Sendable {
        /// The cookie's name, as the server wrote it.
        public var name: String

        /// The cookie's value, as the server wrote it.
        public var value: String

        /// The host the cookie is for, in lower case: the host that set it, or the domain its
        /// `Domain` attribute named (without a leading dot).
        public var domain: String

        /// The path the cookie is for: its `Path` attribute, or the folder of the request that set
        /// it (RFC 6265's default path).
        public var path: String

        /// When the cookie ends, from its `Max-Age` (which wins) or `Expires` attribute; `nil` for a
        /// cookie that lasts as long as its jar.
        public var expires: Date?

        /// Whether the cookie goes over `https` only (its `Secure` attribute).
        public var isSecure: Bool

        /// Whether the cookie goes to ``domain`` itself only, not to its subdomains: a cookie without
        /// a `Domain` attribute.
        public var isHostOnly: Bool

        /// Whether the server marked the cookie `HttpOnly`. A jar sends it as any other: the
        /// attribute keeps it from a browser's scripts.
        public var isHTTPOnly: Bool

        /// Scheme, host and port of the answer that set the cookie (`https://api.example.com:443`):
        /// the one origin that a ``CookieJar`` sends it to.
        public var origin: String

        /// When the jar took the cookie: of two cookies with paths of one length, the older goes
        /// first in a `Cookie` field.
        var created: Date

        /// Creates a cookie, as a jar keeps it.
        ///
        /// - Parameters:
        ///   - name: The name.
        ///   - value: The value.
        ///   - domain: The host it is for, in lower case.
        ///   - path: The path it is for, starting with `/`.
        ///   - expires: When it ends; `nil` for as long as its jar lasts.
        ///   - isSecure: Whether it goes over `https` only.
        ///   - isHostOnly: Whether it goes to `domain` itself only.
        ///   - isHTTPOnly: Whether the server marked it `HttpOnly`.
        ///   - origin: Scheme, host and port of the answer that set it.
        public init(
            name: String,
            value: String,
            domain: String,
            path: String = "/",
            expires: Date? = nil,
            isSecure: Bool = false,
            isHostOnly: Bool = true,
            isHTTPOnly: Bool = false,
            origin: String
        ) {
            self.name = name
            self.value = value
            self.domain = domain
            self.path = path
            self.expires = expires
            self.isSecure = isSecure
            self.isHostOnly = isHostOnly
            self.isHTTPOnly = isHTTPOnly
            self.origin = origin
            self.created = Date(timeIntervalSince1970: 0)
        }

        /// Two cookies are the same when everything a server said of them is: the time a jar took
        /// them aside.
        public static func == (left: Cookie, right: Cookie) -> Bool {
            left.name == right.name && left.value == right.value && left.domain == right.domain
                && left.path == right.path && left.expires == right.expires && left.isSecure == right.isSecure
                && left.isHostOnly == right.isHostOnly && left.isHTTPOnly == right.isHTTPOnly
                && left.origin == right.origin
        }

        /// Hashes what `==` compares.
        ///
        /// - Parameter hasher: The hasher.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(value)
            hasher.combine(domain)
            hasher.combine(path)
            hasher.combine(expires)
            hasher.combine(origin)
        }
    }

}

// MARK: - Reading Set-Cookie

extension CookieJar.Cookie {
    /// The most bytes of a name and value together (RFC 6265bis, 5.6): a longer cookie is
    /// ignored.
    static let longestPair = 4096

    /// The most bytes of an attribute's value (RFC 6265bis, 5.6): a longer attribute is ignored.
    static let longestAttribute = 1024

    /// What one `Set-Cookie` value says, before a jar decides where the cookie goes (RFC 6265,
    /// 5.2).
    struct Parsed: Equatable {
        var name: String
        var value: String
        /// `Expires`, if its date could be read.
        var expires: Date?
        /// `Max-Age`, in seconds, if it is a number.
        var maxAge: Int?
        /// `Domain`, lower case, without a leading dot, if it is not empty.
        var domain: String?
        /// `Path`, if it starts with `/`.
        var path: String?
        var isSecure = false
        var isHTTPOnly = false
    }

    /// Reads one `Set-Cookie` value as RFC 6265, section 5.2, says; `nil` for one a user agent
    /// ignores: without `=` before the first `;`, with an empty name, a control character in its
    /// name or value, or a name and value longer than 4 096 bytes together. Of each attribute,
    /// the last that can be read counts.
    static func parse(_ setCookie: String) -> Parsed? {
        var parts = setCookie.split(separator: ";", omittingEmptySubsequences: false)[...]
        guard let pair = parts.popFirst(), let equals = pair.firstIndex(of: "=") else {
            return nil
        }
        let name = trimmed(pair[..<equals])
        let value = trimmed(pair[pair.index(after: equals)...])
        guard !name.isEmpty, name.utf8.count + value.utf8.count <= longestPair,
            !(name + value).unicodeScalars.contains(where: isControl)
        else {
            return nil
        }
        var cookie = Parsed(name: name, value: value)
        for attribute in parts {
            let (key, argument): (Substring, String)
            if let equals = attribute.firstIndex(of: "=") {
                key = attribute[..<equals]
                argument = trimmed(attribute[attribute.index(after: equals)...])
            } else {
                key = attribute
                argument = ""
            }
            guard argument.utf8.count <= longestAttribute else {
                continue
            }
            switch trimmed(key).lowercased() {
            case "expires":
                if let date = CookieDate.parse(argument) {
                    cookie.expires = date
                }
            case "max-age":
                if let seconds = maxAge(argument) {
                    cookie.maxAge = seconds
                }
            case "domain":
                var domain = Substring(argument)
                if domain.first == "." {
                    domain = domain.dropFirst()
                }
                if !domain.isEmpty {
                    cookie.domain = domain.lowercased()
                }
            case "path":
                // RFC 6265 says a path not starting with `/` means the default path.
                cookie.path = argument.first == "/" ? argument : nil
            case "secure":
                cookie.isSecure = true
            case "httponly":
                cookie.isHTTPOnly = true
            default:
                break
            }
        }
        return cookie
    }

    /// `Max-Age`'s number of seconds, clamped to what a date can add, or `nil` when it is not
    /// one: digits, perhaps after a `-`.
    static func maxAge(_ text: String) -> Int? {
        var digits = Substring(text)
        let negative = digits.first == "-"
        if negative {
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
            return nil
        }
        // A number too long for an Int is as long as any: a century is longer than any jar.
        let magnitude = Int(digits) ?? Int.max
        return negative ? -magnitude : magnitude
    }

    /// Every cookie of the `Set-Cookie` fields `values`, where a client may have joined several
    /// fields into one with commas, as URLSession on Linux does: a comma followed by a name and
    /// `=` starts another cookie, one inside a date (`Expires=Wed, 21 Oct 2026 …`) does not.
    static func setCookies(in values: [String]) -> [String] {
        values.flatMap { value -> [String] in
            var cookies: [String] = []
            var start = value.startIndex
            var index = value.startIndex
            while let comma = value[index...].firstIndex(of: ",") {
                let rest = value[value.index(after: comma)...].drop { $0 == " " || $0 == "\t" }
                if let equals = rest.firstIndex(of: "="), !rest[..<equals].isEmpty,
                    !rest[..<equals].contains(where: { $0 == ";" || $0 == "," || $0 == " " || $0 == "\t" })
                {
                    cookies.append(String(value[start..<comma]))
                    start = rest.startIndex
                }
                index = value.index(after: comma)
            }
            cookies.append(String(value[start...]))
            return cookies
        }
    }

    /// The text without the spaces and tabs around it.
    private static func trimmed(_ text: Substring) -> String {
        var text = text
        while let first = text.first, first == " " || first == "\t" {
            text = text.dropFirst()
        }
        while let last = text.last, last == " " || last == "\t" {
            text = text.dropLast()
        }
        return String(text)
    }

    /// Whether `scalar` is a control character that RFC 6265bis refuses in a cookie (all but
    /// the tab).
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
    }
}

import Foundation
import Testing
import Yopuy

/// A resource whose declared path is the running test's: a task-local, so that tests running at
/// once each see their own.
private struct Declared: RootResource, IsShowable, IsListable {
    @TaskLocal static var declared = "declared"
    static var path: String { declared }
    let id: String
    static func parse(singular data: Data) throws -> Data { data }
    static func parse(collection data: Data) throws -> [Data] { [data] }
}

/// The path `Declared.list` sends when the resource declares `path`, or the error it gets.
private func sent(declaring path: String) -> Result<String, YopuyError> {
    Declared.$declared.withValue(path) {
        Result { () throws(YopuyError) in try Declared.list.validatedPath() }
    }
}

@Suite("Paths: a declared path goes on the wire as declared")
struct DeclaredPathTests {
    /// RFC 3986's `pchar` but for `%`: the unreserved set, the sub-delimiters, `:` and `@`.
    static let pathCharacters = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~" + "!$&'()*+,;=" + ":@"
    )

    @Test("every path character stays as it is, inside a segment and alone", arguments: pathCharacters)
    func pathCharacter(character: Character) throws {
        #expect(try sent(declaring: "users/a\(character)b").get() == "users/a\(character)b")
        if character != "." {
            // (A lone `.` is a dot segment, refused below; `:` alone is an empty custom method.)
            let alone = "users/x\(character)"
            #expect(try sent(declaring: alone).get() == alone)
        }
    }

    @Test("what real APIs declare goes out as declared, and IDs after it are encoded whole")
    func realSegments() throws {
        #expect(try sent(declaring: "users/@me").get() == "users/@me")
        #expect(
            try sent(declaring: "applications/@me/messages/@original").get() == "applications/@me/messages/@original"
        )
        #expect(try sent(declaring: "a:b").get() == "a:b")
        #expect(try sent(declaring: "x!$&'()*+,;=y").get() == "x!$&'()*+,;=y")
        #expect(try sent(declaring: "%40me").get() == "%40me", "a triplet is kept, not encoded again")
        #expect(try sent(declaring: "a%2Fb/c%2fd").get() == "a%2Fb/c%2fd", "an encoded slash splits nothing")
        let record = Declared.$declared.withValue("users/@me") { Declared.show("a/b@c") }
        #expect(try record.validatedPath() == "users/@me/a%2Fb%40c")
    }

    @Test(
        "a byte a URL never carries as it is is percent-encoded, as a browser writes it",
        arguments: [
            ("odd name", "odd%20name"), ("café", "caf%C3%A9"), ("a\"b", "a%22b"), ("<b>", "%3Cb%3E"),
            ("a\\b", "a%5Cb"), ("a^b", "a%5Eb"), ("a`b", "a%60b"), ("{id}", "%7Bid%7D"), ("a|b", "a%7Cb"),
            ("tab\there", "tab%09here"), ("del\u{7F}", "del%7F"), ("😀", "%F0%9F%98%80"),
        ]
    )
    func encoded(declared: String, wire: String) throws {
        #expect(try sent(declaring: declared).get() == wire)
    }

    @Test(
        "'?', '#', a '%' that starts no escape and a dot segment, '%2E' included, are refused when used",
        arguments: [
            ("responses?beta=true", "\"?\""), ("a#b", "\"#\""), ("100%", "\"%\""), ("%4", "\"%\""),
            ("%zz", "\"%\""), ("%2E", "dot segment"), ("a/%2e%2E/b", "dot segment"), (".%2E", "dot segment"),
            (":do?it", "\"?\""), (":%2E", "dot segment"),
        ]
    )
    func refused(declared: String, named: String) async throws {
        let error = try #require(throws: YopuyError.self) { try sent(declaring: declared).get() }
        #expect(error.code == .invalidPath)
        #expect(error.reason.contains("Declared"), "\(error.reason)")
        #expect(error.reason.contains(named), "\(error.reason)")
        // Refused before anything is sent.
        let requests = Recorder<AdapterRequest>()
        let service = try service(
            FakeAdapter { request, callback in
                requests.record(request)
                callback(AdapterResponse(status: 200, body: Data("[]".utf8)))
            }
        )
        let call = try await #require(throws: YopuyError.self) {
            try await Declared.$declared.withValue(declared) { try await service.call(Declared.list) }
        }
        #expect(call.code == .invalidPath)
        #expect(requests.values.isEmpty)
    }

    @Test("a custom method and an OData key keep their forms, their names as declared")
    func attachedForms() throws {
        let action = Declared.$declared.withValue("users/@me:do@once") { Declared.show("i 1") }
        #expect(try action.validatedPath() == "users/@me:do@once/i%201")
        let keyed = Declared.$declared.withValue("accounts@v2()") { Declared.show("a,b") }
        #expect(try keyed.validatedPath() == "accounts@v2(a%2Cb)")
    }

    /// Declared paths made from every ASCII byte and a few that are not, 3 000 of them from a
    /// fixed seed: each is refused exactly when it holds `?`, `#`, a `%` that starts no escape
    /// or a dot segment; otherwise it is sent as Foundation percent-encodes it, allowing
    /// `pchar` and `%` (an oracle that is not Yopuy's code), and it decodes to what was declared.
    @Test("generated declared paths: sent as written, or refused for the one reason there is")
    func generated() throws {
        var generator = SeededGenerator(seed: 0x5EED_48)
        let bytes = (0..<128).map { String(Unicode.Scalar(UInt8($0))) }
        let alphabet = bytes + ["é", "ß", "中", "😀", "%4", "%2E", "%2e", "%41"]
        let pieces = ["@me", ":", "(", ")", "%", "/", "//", ".", ".."]
        var allowed = CharacterSet(charactersIn: "!$&'()*+,;=:@%-._~")
        allowed.formUnion(CharacterSet(charactersIn: "a"..."z"))
        allowed.formUnion(CharacterSet(charactersIn: "A"..."Z"))
        allowed.formUnion(CharacterSet(charactersIn: "0"..."9"))
        var sentCount = 0
        for _ in 0..<3_000 {
            var declared = ""
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                declared +=
                    Bool.random(using: &generator)
                    ? alphabet[Int.random(in: alphabet.indices, using: &generator)]
                    : pieces[Int.random(in: pieces.indices, using: &generator)]
            }
            // Leave out what gives a path another shape (a custom method, an OData key, a
            // trailing slash), which the tests above cover.
            let segments = declared.split(separator: "/").map(String.init)
            if segments.isEmpty || segments.contains(where: { $0.hasPrefix(":") }) || declared.hasSuffix("/")
                || declared.hasSuffix("()")
            {
                continue
            }
            let result = sent(declaring: declared)
            let mustRefuse = segments.contains { segment in
                segment.contains("?") || segment.contains("#") || !Self.escapesAreWhole(segment)
                    || [".", ".."].contains(
                        segment.replacingOccurrences(of: "%2E", with: ".", options: .caseInsensitive)
                    )
            }
            switch result {
            case .failure(let error):
                #expect(mustRefuse, "\(declared.debugDescription) refused: \(error.reason)")
                #expect(error.code == .invalidPath)
            case .success(let wire):
                #expect(!mustRefuse, "\(declared.debugDescription) sent as \(wire)")
                let expected = segments.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? "" }
                #expect(wire == expected.joined(separator: "/"), "\(declared.debugDescription)")
                #expect(wire.removingPercentEncoding == segments.joined(separator: "/").removingPercentEncoding)
                sentCount += 1
            }
        }
        #expect(sentCount > 500, "too few generated paths were sendable to prove anything")
    }

    /// Whether every `%` in `segment` starts a `%XX` escape.
    static func escapesAreWhole(_ segment: String) -> Bool {
        let bytes = Array(segment.utf8)
        return bytes.indices.allSatisfy { index in
            bytes[index] != UInt8(ascii: "%")
                || (index + 2 < bytes.count && bytes[(index + 1)...(index + 2)].allSatisfy(\.isHexDigit))
        }
    }
}

extension UInt8 {
    /// Whether this is the ASCII of a hexadecimal digit.
    fileprivate var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
    }
}

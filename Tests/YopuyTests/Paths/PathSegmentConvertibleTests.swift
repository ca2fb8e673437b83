import BlogModel
import Foundation
import Testing
import Yopuy

@Suite("PathSegmentConvertible")
struct PathSegmentConvertibleTests {
    @Test(
        "an odd ID stays exactly one percent-encoded segment",
        arguments: [
            ("a/b?c#d%e f", "a%2Fb%3Fc%23d%25e%20f"),
            ("100%", "100%25"),
            ("a+b", "a%2Bb"),
            ("with space", "with%20space"),
            ("café", "caf%C3%A9"),
            ("🙂", "%F0%9F%99%82"),
            ("semi;colon,comma=eq&amp", "semi%3Bcolon%2Ccomma%3Deq%26amp"),
            ("a\r\nb", "a%0D%0Ab"),
            ("-._~AZaz09", "-._~AZaz09"),
            ("...", "..."),
            ("%2F", "%252F"),
        ]
    )
    func encodesOneSegment(raw: String, encoded: String) throws {
        let path = Blog.show / Page.show(raw)
        #expect(path.path == "blog/pages/\(encoded)")
        #expect(try path.validatedPath() == "blog/pages/\(encoded)")
        let segments = path.path.split(separator: "/", omittingEmptySubsequences: false)
        #expect(segments.count == 3)
        #expect(String(segments[2]).removingPercentEncoding == raw)
    }

    @Test("every ASCII byte but the unreserved ones is percent-encoded")
    func everyASCIIByte() {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
        for byte in UInt8(0)..<128 {
            let raw = "x" + String(UnicodeScalar(byte)) + "x"
            let expected = unreserved.contains(byte) ? raw : "x%" + hex(byte) + "x"
            #expect(Page.show(raw).path == "pages/\(expected)", "byte \(byte)")
        }
    }

    @Test("every byte of a character outside ASCII is percent-encoded, whichever its value")
    func everyNonASCIIByte() {
        // U+0080 to U+07FF give every continuation byte (0x80 to 0xBF) and the leads 0xC2 to
        // 0xDF; one character for each three- and four-byte lead, 0xE0 to 0xF4, gives the rest
        // of the bytes UTF-8 holds.
        let threeByteLeads = (0xE0...0xEF).map { max(0x1000 * ($0 - 0xE0), 0x0800) }
        let fourByteLeads = (0xF0...0xF4).map { max(0x40000 * ($0 - 0xF0), 0x10000) }
        var seen = Set<UInt8>()
        for value in Array(0x80...0x7FF) + threeByteLeads + fourByteLeads {
            guard let scalar = Unicode.Scalar(value) else {
                continue
            }
            let raw = String(Character(scalar))
            seen.formUnion(raw.utf8)
            let expected = raw.utf8.map { "%" + hex($0) }.joined()
            #expect(Page.show(raw).path == "pages/\(expected)", "U+\(String(value, radix: 16))")
            let query: Query = ["q": .string(raw)]
            #expect(query.encoded == "q=\(expected)", "U+\(String(value, radix: 16))")
        }
        #expect(seen == Set((0x80...0xBF).map(UInt8.init) + (0xC2...0xF4).map(UInt8.init)))
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }

    @Test("integer IDs compose into exact paths, short or long")
    func integerPaths() throws {
        #expect(Post.show(-12).path == "posts/-12")
        #expect(Post.show(0).path == "posts/0")
        let long = Post.show(Int.max) / Comment.show(Int.min) / Commenter.show(7)
        #expect(long.path == "posts/9223372036854775807/comments/-9223372036854775808/commenter/7")
        #expect(try long.validatedPath() == long.path)
    }

    @Test("an ID of each standard integer type is written in decimal, at its extremes too")
    func integerIDsInPaths() {
        #expect(Numbered<Int64>.show(.min).path == "numbered/-9223372036854775808")
        #expect(Numbered<Int64>.show(.max).path == "numbered/9223372036854775807")
        #expect(Numbered<Int32>.show(.min).path == "numbered/-2147483648")
        #expect(Numbered<UInt>.show(.max).path == "numbered/18446744073709551615")
        #expect(Numbered<UInt64>.show(.max).path == "numbered/18446744073709551615")
        #expect(Numbered<UInt32>.show(0).path == "numbered/0")
        #expect(Numbered<Int>.show(-1).path == "numbered/-1")
        #expect(Numbered<Int>.show(10).path == "numbered/10")
        #expect(Numbered<Int>.show(99).path == "numbered/99")
        #expect(Numbered<Int8>.show(-128).path == "numbered/-128")
        // A resource with no segment of its own: the ID is the whole path.
        #expect(Unnamed.show(1_234_567_890).path == "1234567890")
        #expect(Unnamed.show(-7).path == "-7")
    }

    @Test("every integer type is an ID in decimal")
    func integers() {
        #expect(Int(-12).pathSegment == "-12")
        #expect(Int8(7).pathSegment == "7")
        #expect(Int16(7).pathSegment == "7")
        #expect(Int32(7).pathSegment == "7")
        #expect(Int64.max.pathSegment == "9223372036854775807")
        #expect(UInt(7).pathSegment == "7")
        #expect(UInt8(255).pathSegment == "255")
        #expect(UInt16(7).pathSegment == "7")
        #expect(UInt32(7).pathSegment == "7")
        #expect(UInt64.max.pathSegment == "18446744073709551615")
    }

    @Test("strings, substrings and UUIDs are IDs")
    func textualIDs() throws {
        #expect("abc".pathSegment == "abc")
        #expect("abcdef".dropFirst(3).pathSegment == "def")
        let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(uuid.pathSegment == "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
    }

    @Test("a RawRepresentable ID uses its raw value's segment")
    func rawRepresentable() {
        #expect(ArticleID(rawValue: "a b").pathSegment == "a b")
        #expect(Article.show(ArticleID(rawValue: "a b")).path == "articles/a%20b")
    }
}

/// A resource whose ID is an integer of type `Number`.
private struct Numbered<Number: BinaryInteger & PathSegmentConvertible & Sendable>: RootResource, IsShowable {
    static var path: String { "numbered" }
    let id: Number
    static func parse(singular data: Data) throws -> Numbered { throw CocoaError(.coderInvalidValue) }
}

/// A resource at the base URL itself, addressed by its ID alone.
private struct Unnamed: RootResource, IsShowable {
    static let path = ""
    let id: Int
    static func parse(singular data: Data) throws -> Unnamed { throw CocoaError(.coderInvalidValue) }
}

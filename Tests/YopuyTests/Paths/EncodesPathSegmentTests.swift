import Foundation
import Testing
import Yopuy

/// A name in Datasette's tilde encoding: letters, digits, `_` and `-` as they are, a space as
/// `+`, any other byte as `~` and two hexadecimal digits.
private struct TildeEncoded: EncodesPathSegment, Hashable, Sendable {
    let name: String

    var encodedPathSegment: String {
        var written = ""
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                written.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: " "):
                written += "+"
            default:
                written += String(format: "~%02X", byte)
            }
        }
        return written
    }

    /// The name back from its encoding, as the server reads it.
    static func decoded(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var rest = Array(text.utf8)[...]
        while let byte = rest.popFirst() {
            if byte == UInt8(ascii: "+") {
                bytes.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "~") {
                guard rest.count >= 2, let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16)
                else { return nil }
                bytes.append(value)
                rest = rest.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(bytes: bytes, encoding: .utf8)
    }
}

/// An ID that hands over whatever text it is given as its encoding, to check what the route does.
private struct Verbatim: EncodesPathSegment, Hashable, Sendable {
    let encodedPathSegment: String
}

private struct Table: RootResource, IsShowable, IsAddressable {
    typealias ID = TildeEncoded
    static let path = "fixtures"
    let id: TildeEncoded
    static func parse(singular data: Data) throws -> Data { data }
}

private struct Raw: RootResource, IsShowable {
    typealias ID = Verbatim
    static let path = "raw"
    let id: Verbatim
    static func parse(singular data: Data) throws -> Data { data }
}

private struct TableRow: ChildResource, IsShowable {
    typealias Parent = Table
    typealias ID = JoinedID<TildeEncoded, TildeEncoded>
    static let path = ""
    static let pathSuffix = ".json"
    let id: ID
    static func parse(singular data: Data) throws -> Data { data }
}

private struct Edge: RootResource, IsShowable {
    typealias ID = JoinedID<Int, String>
    static let path = "edges"
    let id: ID
    static func parse(singular data: Data) throws -> Data { data }
}

private struct Account: RootResource, IsShowable {
    typealias ID = TildeEncoded
    static let path = "accounts()"
    let id: TildeEncoded
    static func parse(singular data: Data) throws -> Data { data }
}

@Suite("EncodesPathSegment and JoinedID: IDs that write their own segment")
struct EncodesPathSegmentTests {
    @Test("an ID's own encoding goes as written, a `+` and a `~` included")
    func asWritten() throws {
        #expect(Table.show(TildeEncoded(name: "a/b c.d")).path == "fixtures/a~2Fb+c~2Ed")
        #expect(try Table.show(TildeEncoded(name: "a/b c.d")).validatedPath() == "fixtures/a~2Fb+c~2Ed")
        #expect(Raw.show(Verbatim(encodedPathSegment: "a+b%2Fc:d@e")).path == "raw/a+b%2Fc:d@e")
        #expect(Account.show(TildeEncoded(name: "x y")).path == "accounts(x+y)")
    }

    @Test("a byte a URL never carries is percent-encoded; what would leave the segment is refused")
    func checked() throws {
        #expect(try Raw.show(Verbatim(encodedPathSegment: "a b")).validatedPath() == "raw/a%20b")
        for (text, reason) in [
            ("a/b", "a \"/\" would end its segment"), ("a?b", "\"?\" would start a query"),
            ("a#b", "\"#\" would start a fragment"), ("a%zz", "starts no %XX escape"), ("", "it names no segment"),
            (".", "a dot segment"), ("..", "a dot segment"), ("%2E%2e", "a dot segment"),
        ] {
            let error = try #require(throws: YopuyError.self, "\(text)") {
                try Raw.show(Verbatim(encodedPathSegment: text)).validatedPath()
            }
            #expect(error.code == .invalidPath)
            #expect(error.reason.contains("an ID's own encoding is \"\(text)\": "), "\(error.reason)")
            #expect(error.reason.contains(reason), "\(error.reason)")
        }
    }

    @Test("keys joined in one segment, each encoded on its own, the separator as it is")
    func joined() throws {
        #expect(Edge.show(JoinedID(1, "a,b")).path == "edges/1,a%2Cb")
        #expect(Edge.show(JoinedID(1, "x", separator: ";")).path == "edges/1;x")
        let row =
            Table.at(TildeEncoded(name: "my table"))
            / TableRow.show(JoinedID(TildeEncoded(name: "1,2"), TildeEncoded(name: "z")))
        #expect(row.path == "fixtures/my+table/1~2C2,z.json")
        let slashed = try #require(throws: YopuyError.self) {
            try Edge.show(JoinedID(1, "x", separator: "/")).validatedPath()
        }
        #expect(slashed.code == .invalidPath)
        #expect(JoinedID(1, "a") == JoinedID(1, "a"))
        #expect(JoinedID(1, "a") != JoinedID(1, "a", separator: ";"))
    }

    @Test("generated names of generated shapes: one segment each, read back whole by the server's decoding")
    func generated() throws {
        var random = SeededGenerator(seed: 0x5449_4C44_45)
        let pieces = ["a", "Z9", "_", "-", "/", ".", "..", " ", "+", ",", "~", "%", "%2F", "é", "?", "#", "~2F", "日本"]
        for _ in 0..<400 {
            let names = (0..<2).map { _ in
                (0..<Int.random(in: 1...5, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "a" }
                    .joined()
            }
            let path =
                Table.at(TildeEncoded(name: names[0]))
                / TableRow.show(JoinedID(TildeEncoded(name: names[0]), TildeEncoded(name: names[1])))
            let sent = try path.validatedPath()
            let segments = sent.split(separator: "/", omittingEmptySubsequences: false)
            #expect(segments.count == 3, "\(names): \(sent)")
            #expect(TildeEncoded.decoded(String(segments[1])) == names[0], "\(names): \(sent)")
            let keys = segments[2].dropLast(".json".count).split(separator: ",", omittingEmptySubsequences: false)
            #expect(keys.map { TildeEncoded.decoded(String($0)) } == names, "\(names): \(sent)")
        }
    }

    @Test("generated text handed over as an encoding: sent as one segment, or refused before anything is sent")
    func generatedVerbatim() {
        var random = SeededGenerator(seed: 0x5645_5242)
        let pieces = ["a", ".", "..", "/", "?", "#", "%", "%41", "%2e", " ", "+", "~", "é", ":", "@", "%G0"]
        for _ in 0..<400 {
            let text = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                pieces.randomElement(using: &random) ?? "a"
            }
            .joined()
            let sent = try? Raw.show(Verbatim(encodedPathSegment: text)).validatedPath()
            let bytes = Array(text.utf8)
            let badEscape = bytes.indices.contains { index in
                bytes[index] == UInt8(ascii: "%")
                    && !(index + 2 < bytes.count && bytes[index + 1].isHexDigit && bytes[index + 2].isHexDigit)
            }
            let dots = text.replacingOccurrences(of: "%2e", with: ".").replacingOccurrences(of: "%2E", with: ".")
            let refused =
                text.isEmpty || text.contains("/") || text.contains("?") || text.contains("#") || badEscape
                || dots == "." || dots == ".."
            #expect((sent == nil) == refused, "\(text): \(sent ?? "refused")")
            if let sent {
                #expect(sent.hasPrefix("raw/") && !sent.dropFirst(4).contains("/"), "\(text): \(sent)")
            }
        }
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}

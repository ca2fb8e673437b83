/// Percent-encoding (RFC 3986, section 2): Yopuy's one encoder, for IDs (``segment(_:)``),
/// for a query's names and values, and so a form body's (``Query/encoded`` counts with
/// ``count(_:)``, then writes with ``write(_:to:from:)``), and for the literal segments of a
/// resource's declared path (``literal(_:)``).
///
/// What comes from a value is encoded whole: every byte outside the unreserved set is written
/// as `%XX`, so that `/`, `?`, `#`, `&`, `=`, `+`, `%` and spaces stay inside their segment,
/// name or value. What a resource declares is written in URI syntax already and goes out as
/// written (``literal(_:)``). (The fuzz targets check both with code of their own,
/// `Fuzz/Sources/FuzzSupport/PercentEncoded.swift`, on purpose not this code.)
@usableFromInline
enum PercentEncoding {
    /// The segment with every byte outside the unreserved set (`A-Z a-z 0-9 - . _ ~`) written
    /// as `%XX` of its UTF-8 encoding, so that `/`, `?`, `#`, `%` and spaces stay inside it.
    @inlinable
    static func segment(_ raw: String) -> String {
        isUnreservedText(raw) ? raw : encoding(raw)
    }

    /// `raw` with every byte outside the unreserved set written as `%XX`.
    @usableFromInline
    static func encoding(_ raw: String) -> String {
        String(unsafeUninitializedCapacity: count(raw)) { buffer in
            write(raw, to: buffer, from: 0)
        }
    }

    /// The number of bytes `raw` takes once encoded.
    static func count(_ raw: String) -> Int {
        // Over the string's own bytes when it has them, as native strings do: a loop over a
        // buffer, several times cheaper than iterating the UTF-8 view byte by byte.
        raw.utf8.withContiguousStorageIfAvailable(count(of:)) ?? count(of: raw.utf8)
    }

    /// The number of bytes `bytes` take once encoded.
    private static func count(of bytes: some Sequence<UInt8>) -> Int {
        var count = 0
        for byte in bytes {
            count += isUnreserved(byte) ? 1 : 3
        }
        return count
    }

    /// Writes `raw` encoded into `buffer` from index `start`, which has room for
    /// `count(raw)` bytes, and returns the index after the last byte written.
    static func write(_ raw: String, to buffer: UnsafeMutableBufferPointer<UInt8>, from start: Int) -> Int {
        raw.utf8.withContiguousStorageIfAvailable { write($0, to: buffer, from: start) }
            ?? write(raw.utf8, to: buffer, from: start)
    }

    /// Writes `bytes` encoded into `buffer` from index `start`, as ``write(_:to:from:)`` does.
    private static func write(
        _ bytes: some Sequence<UInt8>,
        to buffer: UnsafeMutableBufferPointer<UInt8>,
        from start: Int
    ) -> Int {
        // The index stays within `buffer`, so it cannot overflow: wrapping arithmetic spares
        // every byte a check (some 3 instructions a byte, `Benchmarks/`).
        var index = start
        for byte in bytes {
            if isUnreserved(byte) {
                buffer[index] = byte
                index &+= 1
            } else {
                buffer[index] = UInt8(ascii: "%")
                buffer[index &+ 1] = hexDigit(byte >> 4)
                buffer[index &+ 2] = hexDigit(byte & 0x0F)
                index &+= 3
            }
        }
        return index
    }

    /// Whether every byte of `text` is unreserved, so that it needs no encoding.
    @inlinable
    static func isUnreservedText(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isUnreserved) }
            ?? text.utf8.allSatisfy(isUnreserved)
    }

    /// The uppercase hexadecimal digit of `nibble` (0 to 15).
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") - 10 + nibble
    }

    /// Whether `byte` is unreserved: `A-Z a-z 0-9 - . _ ~`.
    @inlinable
    static func isUnreserved(_ byte: UInt8) -> Bool {
        // One character per byte value, `1` where it is unreserved, a row per 16 values from
        // 0x00: a literal, so a constant in the binary. A byte costs one load and a compare,
        // where two 64-bit masks, a test for ASCII and a bit test took nine instructions
        // (`Benchmarks/`: query10, composition).
        let table: StaticString = """
            0000000000000000\
            0000000000000000\
            0000000000000110\
            1111111111000000\
            0111111111111111\
            1111111111100001\
            0111111111111111\
            1111111111100010\
            0000000000000000\
            0000000000000000\
            0000000000000000\
            0000000000000000\
            0000000000000000\
            0000000000000000\
            0000000000000000\
            0000000000000000
            """
        return table.utf8Start[Int(byte)] == UInt8(ascii: "1")
    }

    /// A literal segment of a resource's declared path as it goes on the wire, or `nil` when it
    /// holds a byte that a declared path cannot mean.
    ///
    /// RFC 3986's path characters (`pchar`: the unreserved set, the sub-delimiters
    /// `! $ & ' ( ) * + , ; =`, `:` and `@`) and `%XX` triplets stay as they are: a reserved
    /// character and its percent-encoding are not equivalent (section 2.2), and a server, a proxy
    /// or a signature (AWS SigV4 signs the path as sent) may tell `users/@me` from
    /// `users/%40me`. A space, a non-ASCII character and the other bytes a URL never carries as
    /// they are (controls, `"`, `<`, `>`, `\`, `^`, a backquote, `{`, `|`, `}`) are written as `%XX`
    /// of their UTF-8 bytes, as a browser writes them: they can mean nothing else. `?`, `#` and
    /// a `%` that starts no triplet give `nil`: each means something in a URL (a query, a
    /// fragment, an escape), and a path sent with it encoded would be another than the one meant.
    static func literal(_ raw: String) -> String? {
        if raw.utf8.allSatisfy(isPathCharacter) {
            return raw  // The common case, `api` or `@me`: nothing to check or write.
        }
        let bytes = Array(raw.utf8)
        var written: [UInt8] = []
        written.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "%"):
                guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else {
                    return nil
                }
                written += bytes[index...(index + 2)]
                index += 3
                continue
            case UInt8(ascii: "?"), UInt8(ascii: "#"):
                return nil
            case _ where isPathCharacter(byte):
                written.append(byte)
            default:
                written += [UInt8(ascii: "%"), hexDigit(byte >> 4), hexDigit(byte & 0x0F)]
            }
            index += 1
        }
        return String(decoding: written, as: UTF8.self)
    }

    /// What in a declared segment ``literal(_:)`` refuses, said for an error: the first `?`,
    /// `#` or `%` that starts no triplet, with what to write instead; `nil` if there is none.
    static func refusal(inLiteral raw: String) -> String? {
        let bytes = Array(raw.utf8)
        for (index, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "?"):
                return "\"?\" would start a query (give the call a query, or write %3F for the character)"
            case UInt8(ascii: "#"):
                return "\"#\" would start a fragment (write %23 for the character)"
            case UInt8(ascii: "%")
            where !(index + 2 < bytes.count && isHexDigit(bytes[index + 1]) && isHexDigit(bytes[index + 2])):
                return "a \"%\" starts no %XX escape (write %25 for the character)"
            default:
                continue
            }
        }
        return nil
    }

    /// Whether `byte` may stand as it is in a path segment: RFC 3986's `pchar` but for the `%`
    /// of a triplet (the unreserved set, the sub-delimiters, `:` and `@`).
    static func isPathCharacter(_ byte: UInt8) -> Bool {
        isUnreserved(byte) || "!$&'()*+,;=:@".utf8.contains(byte)
    }

    /// Whether `byte` is a hexadecimal digit, in either case.
    static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "F"),
            UInt8(ascii: "a")...UInt8(ascii: "f"):
            true
        default: false
        }
    }

    /// Whether two strings have the same UTF-8 bytes: how query and form names compare, so that
    /// `"é"` and `"e\u{301}"` stay two names. Lengths first, then `==` (strings of the same bytes
    /// are always equal, and short ASCII strings compare in one step), then the bytes.
    @usableFromInline
    static func sameBytes(_ left: String, _ right: String) -> Bool {
        guard left.utf8.count == right.utf8.count, left == right else {
            return false
        }
        let compared = left.utf8.withContiguousStorageIfAvailable { leftBytes in
            right.utf8.withContiguousStorageIfAvailable { rightBytes in
                leftBytes.elementsEqual(rightBytes)
            }
        }
        return (compared ?? nil) ?? left.utf8.elementsEqual(right.utf8)
    }
}

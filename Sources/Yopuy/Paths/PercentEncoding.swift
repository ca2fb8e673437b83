/// Percent-encoding (RFC 3986, section 2): Yopuy's one encoder, for path segments
/// (``segment(_:)``) and for a query's names and values, and so a form body's
/// (``Query/encoded`` counts with ``count(_:)``, then writes with ``write(_:to:from:)``).
///
/// Every byte outside the unreserved set is written as `%XX`, wherever it goes: `/`, `?`, `#`,
/// `&`, `=`, `+`, `%` and spaces stay inside their segment, name or value. (The fuzz targets
/// check it with a decoder of their own, `Fuzz/Sources/FuzzSupport/PercentEncoded.swift`, on
/// purpose not this code.)
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
        var index = start
        for byte in bytes {
            if isUnreserved(byte) {
                buffer[index] = byte
                index += 1
            } else {
                buffer[index] = UInt8(ascii: "%")
                buffer[index + 1] = hexDigit(byte >> 4)
                buffer[index + 2] = hexDigit(byte & 0x0F)
                index += 3
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

    @inlinable
    static func isUnreserved(_ byte: UInt8) -> Bool {
        // One bit per ASCII byte: A-Z a-z 0-9 - . _ ~
        let low: UInt64 = 0x03FF_6000_0000_0000  // 0-9 - .
        let high: UInt64 = 0x47FF_FFFE_87FF_FFFE  // A-Z _ a-z ~
        return byte < 128 && (byte < 64 ? low : high) >> (byte & 63) & 1 == 1
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

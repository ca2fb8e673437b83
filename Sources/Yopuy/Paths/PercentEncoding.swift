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
        var count = 0
        for byte in raw.utf8 {
            count += isUnreserved(byte) ? 1 : 3
        }
        return count
    }

    /// Writes `raw` encoded into `buffer` from index `start`, which has room for
    /// `count(raw)` bytes, and returns the index after the last byte written.
    static func write(_ raw: String, to buffer: UnsafeMutableBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        for byte in raw.utf8 {
            if isUnreserved(byte) {
                buffer[index] = byte
                index += 1
            } else {
                buffer[index] = UInt8(ascii: "%")
                buffer[index + 1] = hexDigits[Int(byte >> 4)]
                buffer[index + 2] = hexDigits[Int(byte & 0x0F)]
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

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    @inlinable
    static func isUnreserved(_ byte: UInt8) -> Bool {
        // One bit per ASCII byte: A-Z a-z 0-9 - . _ ~
        let low: UInt64 = 0x03FF_6000_0000_0000  // 0-9 - .
        let high: UInt64 = 0x47FF_FFFE_87FF_FFFE  // A-Z _ a-z ~
        return byte < 64 ? low >> byte & 1 == 1 : byte < 128 && high >> (byte - 64) & 1 == 1
    }
}

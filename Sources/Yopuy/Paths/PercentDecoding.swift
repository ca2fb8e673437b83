/// Reading the `%XX` escapes of a path segment or of a query's names and values: what a server
/// does with what ``PercentEncoding`` writes.
@usableFromInline
package enum PercentDecoding {
    /// `segment` with each `%XX` escape read as its byte, or `nil` if an escape is cut or not
    /// hexadecimal, or the bytes are not UTF-8: no client writes such a segment.
    @usableFromInline
    package static func text(_ segment: Substring) -> String? {
        guard segment.utf8.contains(UInt8(ascii: "%")) else {
            return String(segment)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(segment.utf8.count)
        var iterator = segment.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The value of one hexadecimal digit, or `nil`.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

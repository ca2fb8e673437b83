/// Percent-encoding of one path segment (RFC 3986, section 2).
enum PercentEncoding {
    /// The segment with every byte outside the unreserved set (`A-Z a-z 0-9 - . _ ~`) written
    /// as `%XX` of its UTF-8 encoding, so that `/`, `?`, `#`, `%` and spaces stay inside it.
    static func segment(_ raw: String) -> String {
        if isUnreservedText(raw) {
            return raw
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.utf8.count * 3)
        for byte in raw.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether every byte of `text` is unreserved, so that it needs no encoding.
    static func isUnreservedText(_ text: String) -> Bool {
        text.utf8.allSatisfy(isUnreserved)
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}

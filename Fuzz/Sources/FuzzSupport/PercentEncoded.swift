/// Checks text promised to be percent-encoded, and decodes it.
public enum PercentEncoded {
    /// The bytes `text` stands for, or `nil` unless it holds only unreserved bytes
    /// (`A-Z a-z 0-9 - . _ ~`) and `%XX` with two uppercase hexadecimal digits.
    public static func decode(_ text: some Collection<UInt8>) -> [UInt8]? {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(text.count)
        var iterator = text.makeIterator()
        while let byte = iterator.next() {
            if isUnreserved(byte) {
                decoded.append(byte)
                continue
            }
            guard byte == UInt8(ascii: "%"), let high = iterator.next().flatMap(hexValue),
                let low = iterator.next().flatMap(hexValue)
            else {
                return nil
            }
            decoded.append(high << 4 | low)
        }
        return decoded
    }

    /// Percent-encodes bytes the way Yopuy promises: each byte outside the unreserved set
    /// becomes `%XX`, uppercase.
    public static func encode(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        let digits = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        for byte in bytes {
            if isUnreserved(byte) {
                encoded.append(byte)
            } else {
                encoded += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            }
        }
        return encoded
    }

    /// A literal segment of a declared path as Yopuy promises to send it, or `nil` when it must
    /// be refused: RFC 3986's path characters (unreserved, `! $ & ' ( ) * + , ; =`, `:`, `@`)
    /// and `%XX` escapes (either case) as they are, any other byte `%XX` in uppercase; `?`, `#`
    /// or a `%` that starts no escape refused.
    public static func literal(_ bytes: [UInt8]) -> [UInt8]? {
        let subDelimiters = Array("!$&'()*+,;=:@".utf8)
        var sent: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
                return nil
            }
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, anyCaseHexValue(bytes[index + 1]) != nil,
                    anyCaseHexValue(bytes[index + 2]) != nil
                else {
                    return nil
                }
                sent += bytes[index..<index + 3]
                index += 3
                continue
            }
            sent += isUnreserved(byte) || subDelimiters.contains(byte) ? [byte] : encode([byte])
            index += 1
        }
        return sent
    }

    /// Whether a declared segment is `.` or `..` once each `%2E` or `%2e` is read as a dot (or
    /// is empty).
    public static func isDotSegment(_ bytes: [UInt8]) -> Bool {
        var dots = 0
        var rest = bytes[...]
        while !rest.isEmpty {
            if rest.first == UInt8(ascii: ".") {
                rest = rest.dropFirst()
            } else if rest.starts(with: "%2E".utf8) || rest.starts(with: "%2e".utf8) {
                rest = rest.dropFirst(3)
            } else {
                return false
            }
            dots += 1
        }
        return dots <= 2
    }

    /// Whether `byte` is one of `A-Z a-z 0-9 - . _ ~`, written out plainly rather than as
    /// Yopuy's bit masks.
    public static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static func anyCaseHexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: hexValue(byte)
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// The rule a header field must follow to be sent, as Yopuy documents it, written out
/// independently of Yopuy's own check.
public enum HeaderRule {
    /// Whether `name` is an HTTP token: one or more of `A-Z a-z 0-9 ! # $ % & ' * + - . ^ _ `` ` `` | ~`.
    public static func isToken(_ name: String) -> Bool {
        let symbols = Set("!#$%&'*+-.^_`|~".utf8)
        return !name.isEmpty && name.utf8.allSatisfy { PercentEncoded.isUnreserved($0) || symbols.contains($0) }
    }

    /// Whether `value` may be sent: no control byte but tab, and no space or tab at either end.
    public static func isValidValue(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        let hasControl = bytes.contains { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }
        let hasEdgeSpace = [bytes.first, bytes.last].compactMap(\.self).contains { $0 == 0x20 || $0 == 0x09 }
        return !hasControl && !hasEdgeSpace
    }
}

/// An ID that writes its own segment, already encoded: for a server with an escape of its own.
///
/// Yopuy percent-encodes whatever a ``PathSegmentConvertible`` ID hands it, which is what most
/// servers read. Some write special characters their own way: Datasette's "tilde encoding"
/// writes `/` as `~2F`, `.` as `~2E` and a space as `+`, and a `%2F` or a `%2B` means something
/// else to it. Such an ID type says how its segment goes on the wire, and Yopuy sends it as
/// written:
///
/// ```swift
/// /// A name in Datasette's tilde encoding: letters, digits, `_` and `-` as they are, a space
/// /// as `+`, any other byte as `~` and two hexadecimal digits.
/// struct TildeEncoded: EncodesPathSegment, Hashable, Sendable {
///     let name: String
///     var encodedPathSegment: String {
///         var written = ""
///         for byte in name.utf8 {
///             switch byte {
///             case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
///                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
///                 written.unicodeScalars.append(Unicode.Scalar(byte))
///             case UInt8(ascii: " "):
///                 written += "+"
///             default:
///                 written += (byte < 16 ? "~0" : "~") + String(byte, radix: 16, uppercase: true)
///             }
///         }
///         return written
///     }
/// }
/// ```
///
/// The segment is still checked, since it must stay one segment of the path the call means:
/// RFC 3986's path characters (letters, digits, `- . _ ~`, `! $ & ' ( ) * + , ; =`, `:` and
/// `@`) and `%XX` escapes go as written, and a byte a URL never carries as it is (a space, a
/// non-ASCII character) is percent-encoded; a `/`, a `?`, a `#`, a `%` that starts no escape, an
/// empty segment and a `.` or `..` one (`%2E` counts as a dot) make the path fail with
/// ``YopuyError/Code/invalidPath`` when it is used, before anything is sent.
///
/// To join several keys in one segment (`a,b`), each encoded on its own, see ``JoinedID``.
public protocol EncodesPathSegment: PathSegmentConvertible {
    /// The segment as it goes on the wire, encoded by the type itself.
    var encodedPathSegment: String { get }
}

extension EncodesPathSegment {
    /// The encoded segment: what the type sends, since it encodes itself.
    public var pathSegment: String { encodedPathSegment }
}

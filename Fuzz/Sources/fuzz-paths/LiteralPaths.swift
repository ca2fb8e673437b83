import Foundation
import FuzzSupport
import Yopuy

// A declared path from the input (`lit/` and field 1) before a text ID (field 0), when the
// selector's top bit is set. The declared path must go out as written: each literal segment's
// path characters and `%XX` escapes as they are and every other byte `%XX`, a `:name` attached
// to the segment before it, a last `name()` taking the ID in its parentheses, the ID encoded
// whole after it; a `?`, a `#`, a `%` that starts no escape, a dot segment (`%2E` included) or
// an empty, `.` or `..` ID refused with `.invalidPath` before anything is sent. The model below
// is FuzzSupport's, not Yopuy's encoder.

/// Sends `Literal.show(id)` with the declared path the input makes, and checks the URL sent.
func fuzzLiteralPath(_ input: FuzzInput, on service: Service<RecordingAdapter>) -> CInt {
    let declared = "lit/" + input.text(1)
    let id = input.text(0)
    Literal.declared = declared
    let result = outcome(of: Literal.show(id), on: service)
    let expected = expectedSegments(declared: declared, id: id)
    let what = "declared \(declared.debugDescription), ID \(id.debugDescription)"
    let refusal: YopuyError.Code? = expected == nil ? .invalidPath : nil
    // Checked first: a path that must be refused is refused, and nothing sent.
    guard let request = sentRequest(result, service.adapter.requests, refusedWith: refusal, what), let expected else {
        return 0
    }
    let url = request.url.absoluteString
    require(
        segmentsAfterBase(of: request) == expected,
        "\(what): sent \(url), expected " + expected.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/")
    )
    return 0
}

/// The segments after `/v1/` that `Literal.show(id)` must send when `Literal` declares
/// `declared`, or `nil` if the path must be refused. The declared path is split at `/` (as
/// `Character`s, as Swift splits it), its empty pieces dropped.
func expectedSegments(declared: String, id: String) -> [[UInt8]]? {
    let pieces = declared.split(separator: "/").map(String.init)
    var segments: [[UInt8]] = []
    var keyed = false
    for (index, whole) in pieces.enumerated() {
        var piece = whole
        if index == pieces.count - 1, piece.count > 2, piece.hasSuffix("()") {
            piece.removeLast(2)
            keyed = true
        }
        if piece.first == ":" {
            // A custom method: attached to the segment before it (`lit` at least).
            let name = Array(piece.utf8.dropFirst())
            guard !PercentEncoded.isDotSegment(name), let sent = PercentEncoded.literal(name), !segments.isEmpty
            else {
                return nil
            }
            segments[segments.count - 1] += [UInt8(ascii: ":")] + sent
        } else {
            let bytes = Array(piece.utf8)
            guard !PercentEncoded.isDotSegment(bytes), let sent = PercentEncoded.literal(bytes) else {
                return nil
            }
            segments.append(sent)
        }
    }
    guard !["", ".", ".."].contains(id), !segments.isEmpty else {
        return nil
    }
    let encodedID = PercentEncoded.encode(id.utf8)
    if keyed {
        segments[segments.count - 1] += [UInt8(ascii: "(")] + encodedID + [UInt8(ascii: ")")]
    } else {
        segments.append(encodedID)
    }
    return segments
}

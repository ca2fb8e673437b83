import Foundation
import FuzzSupport
import Yopuy

// Request bodies. The selector picks the kind:
//
// - bytes with a fuzzed content type, `RequestBody(_:contentType:)`: sent as they are, with the
//   content type as `Content-Type`, or refused with `.invalidHeader` if it is no valid value;
// - `RequestBody.form(_:)` of fuzzed names and values: the body is the pairs percent-encoded
//   like a query (only unreserved bytes and `%XX`), decoding to the texts given;
// - a `MultipartForm` of fuzzed names, filenames, content types, data and preferred boundary:
//   refused with `.invalidBody` if a part's content type holds a control byte or the boundary
//   breaks RFC 2046's rule, else sent with a boundary that occurs nowhere but in the delimiters,
//   and a body exactly as `MultipartForm` documents it.

/// libFuzzer's entry point: one input, one call.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    let adapter = RecordingAdapter()
    let service = Service(adapter: adapter, URL: fuzzBase)
    switch input.selector % 3 {
    case 0: checkRaw(input, service, adapter)
    case 1: checkForm(input, service, adapter)
    default: checkMultipart(input, service, adapter)
    }
    return 0
}

/// The one request sent by a call that succeeded.
private func sentRequest(
    _ result: Result<Void, YopuyError>,
    _ adapter: RecordingAdapter,
    _ what: String
)
    -> AdapterRequest
{
    guard case .success = result else {
        fatalError("\(what) failed: \(result)")
    }
    let requests = adapter.requests
    require(requests.count == 1, "one call sent \(requests.count) requests")
    return requests[0]
}

// MARK: - Bytes with a content type

private func checkRaw(_ input: FuzzInput, _ service: Service<RecordingAdapter>, _ adapter: RecordingAdapter) {
    let contentType = input.text(0)
    let data = Data(input.fields.dropFirst().joined(separator: [0xFF]))
    let result = outcome(of: Item.create, on: service, body: RequestBody(data, contentType: contentType))
    guard HeaderRule.isValidValue(contentType) else {
        requireFailure(result, .invalidHeader, "the content type \(String(reflecting: contentType))")
        require(adapter.requests.isEmpty, "a body with a refused content type was sent")
        return
    }
    let request = sentRequest(result, adapter, "a body of type \(String(reflecting: contentType))")
    require(request.body == data, "the body sent is not the body given")
    require(
        request.headers.values(for: "Content-Type").map { Array($0.utf8) } == [Array(contentType.utf8)],
        "the content type sent is \(request.headers.values(for: "Content-Type")), not \(contentType)"
    )
}

// MARK: - Forms

private func checkForm(_ input: FuzzInput, _ service: Service<RecordingAdapter>, _ adapter: RecordingAdapter) {
    var fields = Query()
    var expected: [(name: [UInt8], value: [UInt8])] = []
    for pair in 0..<(input.fields.count + 1) / 2 {
        let name = input.text(2 * pair)
        let value = input.text(2 * pair + 1)
        fields[name] = .string(value)
        if let index = expected.firstIndex(where: { $0.name.elementsEqual(name.utf8) }) {
            expected[index].value = Array(value.utf8)
        } else {
            expected.append((Array(name.utf8), Array(value.utf8)))
        }
    }
    let result = outcome(of: Item.create, on: service, body: .form(fields))
    let request = sentRequest(result, adapter, "a form")
    require(
        request.headers["Content-Type"] == "application/x-www-form-urlencoded",
        "a form was sent as \(String(describing: request.headers["Content-Type"]))"
    )
    let body = Array(request.body ?? Data())
    let pairs = body.isEmpty ? [] : body.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false)
    require(pairs.count == expected.count, "the form has \(pairs.count) fields, not \(expected.count)")
    for (pair, (name, value)) in zip(pairs, expected) {
        let halves = pair.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
        require(halves.count == 2, "a form field has no =: \(Array(pair))")
        require(PercentEncoded.decode(halves[0]) == name, "a form name does not decode to \(name)")
        require(PercentEncoded.decode(halves[1]) == value, "a form value does not decode to \(value)")
    }
}

// MARK: - Multipart forms

/// The bytes of `text` with `"`, CR and LF as `%22`, `%0D` and `%0A`, as `MultipartForm`
/// documents for names and filenames.
private func escaped(_ text: String) -> [UInt8] {
    text.utf8.flatMap { byte -> [UInt8] in
        switch byte {
        case 0x22: Array("%22".utf8)
        case 0x0D: Array("%0D".utf8)
        case 0x0A: Array("%0A".utf8)
        default: [byte]
        }
    }
}

/// A part's header lines, as `MultipartForm` documents them.
private func headerLines(of part: MultipartForm.Part) -> [UInt8] {
    var lines = Array("Content-Disposition: form-data; name=\"".utf8) + escaped(part.name) + [0x22]
    if let filename = part.filename {
        lines += Array("; filename=\"".utf8) + escaped(filename) + [0x22]
    }
    lines += [0x0D, 0x0A]
    if let contentType = part.contentType {
        lines += Array("Content-Type: \(contentType)\r\n".utf8)
    }
    return lines
}

/// Whether `text` is a boundary RFC 2046 allows: 1 to 70 of its characters, not ending in a space.
private func isBoundary(_ text: String) -> Bool {
    let allowed = Set("'()+_,-./:=? ".utf8)
    let bytes = Array(text.utf8)
    return (1...70).contains(bytes.count) && bytes.last != 0x20
        && bytes.allSatisfy { (PercentEncoded.isUnreserved($0) && $0 != UInt8(ascii: "~")) || allowed.contains($0) }
}

/// How many times `needle` occurs in `haystack`, overlaps counted.
private func occurrences(of needle: [UInt8], in haystack: [UInt8]) -> Int {
    guard !needle.isEmpty, haystack.count >= needle.count else {
        return 0
    }
    return (0...(haystack.count - needle.count)).count { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
}

private func checkMultipart(_ input: FuzzInput, _ service: Service<RecordingAdapter>, _ adapter: RecordingAdapter) {
    let preferred = input.flag(2) ? input.text(0) : nil
    var parts: [MultipartForm.Part] = []
    var field = preferred == nil ? 0 : 1
    while field < input.fields.count {
        let bits = input.fields[field].first ?? 0
        parts.append(
            MultipartForm.Part(
                name: input.text(field + 1),
                filename: bits & 1 == 1 ? input.text(field + 2) : nil,
                contentType: bits & 2 == 2 ? input.text(field + 3) : nil,
                data: Data(input.bytes(field + 4))
            )
        )
        field += 5
    }
    let form = MultipartForm(parts, boundary: preferred)
    let result = outcome(of: Upload.create, on: service, body: form)
    let hasControl = parts.contains { $0.contentType?.utf8.contains { $0 < 0x20 || $0 == 0x7F } ?? false }
    if hasControl || preferred.map(isBoundary) == false {
        requireFailure(result, .invalidBody, "the multipart form \(parts), boundary \(String(describing: preferred))")
        require(adapter.requests.isEmpty, "a refused multipart form was sent")
        return
    }
    let request = sentRequest(result, adapter, "a multipart form")
    let contentType = request.headers["Content-Type"] ?? ""
    let prefix = "multipart/form-data; boundary="
    require(contentType.hasPrefix(prefix), "a multipart form was sent as \(String(reflecting: contentType))")
    let boundary = String(contentType.dropFirst(prefix.count))
    require(isBoundary(boundary), "the boundary \(String(reflecting: boundary)) breaks RFC 2046")
    let needle = Array(boundary.utf8)
    let headers = parts.map(headerLines)
    for (index, (part, header)) in zip(parts, headers).enumerated() {
        require(
            occurrences(of: needle, in: Array(part.data)) == 0,
            "the boundary \(String(reflecting: boundary)) occurs in the data of part \(index)"
        )
        require(
            occurrences(of: needle, in: header) == 0,
            "the boundary \(String(reflecting: boundary)) occurs in the header of part \(index): "
                + String(reflecting: String(decoding: header, as: UTF8.self))
        )
    }
    if let preferred, !parts.contains(where: { occurrences(of: Array(preferred.utf8), in: Array($0.data)) > 0 }),
        !headers.contains(where: { occurrences(of: Array(preferred.utf8), in: $0) > 0 })
    {
        require(boundary == preferred, "the preferred boundary \(preferred) was replaced by \(boundary)")
    }
    var expected: [UInt8] = []
    for (part, header) in zip(parts, headers) {
        expected +=
            Array("--".utf8) + needle + [0x0D, 0x0A] + header + [0x0D, 0x0A] + Array(part.data) + [0x0D, 0x0A]
    }
    expected += Array("--".utf8) + needle + Array("--\r\n".utf8)
    let body = Array(request.body ?? Data())
    require(body == expected, "the multipart body is not what MultipartForm documents")
    // Parsed back: a reader looks for CRLF, "--" and the boundary, which must then occur exactly at
    // the delimiters, one before each part and the closing one, so that each part is found whole.
    let delimiter = Array("\r\n--".utf8) + needle
    require(
        occurrences(of: delimiter, in: [0x0D, 0x0A] + body) == parts.count + 1,
        "the multipart body holds a delimiter inside a part"
    )
}

import Foundation
import FuzzSupport
import Yopuy

// IDs into paths. The selector picks the path's shape: one text ID, a parent's and a child's,
// a composite ID of two texts, that under a composite child of three, a SegmentedID split from
// one text (each `/` a separator) before a literal level and a child's ID, or a SegmentedID of
// three texts taken whole (their `/` encoded). Each ID must become
// exactly one segment (each part of a composite ID one segment), percent-encoded with only
// unreserved bytes and `%XX`, decoding to the ID's UTF-8 bytes; an empty, `.` or `..` ID must
// be refused with `.invalidPath` before anything is sent. A selector of 128 or more declares a
// path instead (LiteralPaths.swift).

/// libFuzzer's entry point: one input, one call.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    let adapter = RecordingAdapter()
    let service = Service(adapter: adapter, URL: fuzzBase)
    if input.flag(7) {
        return fuzzLiteralPath(input, on: service)
    }
    let ids = (0..<5).map(input.text)
    let result: Result<Void, YopuyError>
    // The segments expected after /v1: the resources' paths and the IDs, not yet encoded.
    let expected: [(segment: String, isID: Bool)]
    switch input.selector % 6 {
    case 0:
        result = outcome(of: Item.show(ids[0]), on: service)
        expected = [("items", false), (ids[0], true)]
    case 1:
        result = outcome(of: Item.show(ids[0]) / Note.show(ids[1]), on: service)
        expected = [("items", false), (ids[0], true), ("notes", false), (ids[1], true)]
    case 2:
        result = outcome(of: Pair.show(CompositeID(ids[0], ids[1])), on: service)
        expected = [("pairs", false), (ids[0], true), (ids[1], true)]
    case 4:
        let name = SegmentedID(splitting: ids[0])
        result = outcome(of: Image.at(name) / Manifest.show(ids[1]), on: service)
        expected = [("images", false)] + name.parts.map { ($0, true) } + [("manifests", false), (ids[1], true)]
    case 5:
        result = outcome(of: Image.at(SegmentedID(Array(ids[0..<3]))) / Manifest.show(ids[3]), on: service)
        expected = [("images", false)] + ids[0..<3].map { ($0, true) } + [("manifests", false), (ids[3], true)]
    default:
        let path = Pair.show(CompositeID(ids[0], ids[1])) / Triple.show(CompositeID(ids[2], ids[3], ids[4]))
        result = outcome(of: path, on: service)
        expected = [
            ("pairs", false), (ids[0], true), (ids[1], true), ("triples", false), (ids[2], true), (ids[3], true),
            (ids[4], true),
        ]
    }
    let refused = expected.contains { $0.isID && ["", ".", ".."].contains($0.segment) }
    let what = "IDs \(expected.map(\.segment))"
    guard let request = sentRequest(result, adapter.requests, refusedWith: refused ? .invalidPath : nil, what) else {
        return 0
    }
    let url = request.url.absoluteString
    let segments = segmentsAfterBase(of: request)
    require(segments.count == expected.count, "\(url) has \(segments.count) segments, not \(expected.count)")
    for (segment, (raw, _)) in zip(segments, expected) {
        guard let decoded = PercentEncoded.decode(segment) else {
            fatalError("the segment \(String(decoding: segment, as: UTF8.self)) of \(url) is not percent-encoded")
        }
        require(decoded == Array(raw.utf8), "\(url): a segment decodes to \(decoded), not \(Array(raw.utf8))")
    }
    return 0
}

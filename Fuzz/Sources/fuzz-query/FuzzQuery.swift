import Foundation
import FuzzSupport
import Yopuy

// Query names and values. The fields alternate name, value, name, value…; the selector's low
// bits say which pairs go in the service's query and which in the call's, and which values are
// lists (their elements split at `0xFE`). The URL's query must be the pairs in order, a name
// set again keeping its first place with its last value, each name and value percent-encoded
// with only unreserved bytes and `%XX`, decoding to their UTF-8 bytes; the request's `query`
// must hold the same pairs.

/// One parameter as expected: its name, and the texts of its value.
private typealias Expected = (name: String, texts: [String])

/// Sets `name` in `expected` as `Query`'s documentation promises: in place if the name is there
/// (bytes compared), at the end if not.
private func set(_ name: String, _ texts: [String], in expected: inout [Expected]) {
    if let index = expected.firstIndex(where: { $0.name.utf8.elementsEqual(name.utf8) }) {
        expected[index].texts = texts
    } else {
        expected.append((name, texts))
    }
}

/// libFuzzer's entry point: one input, one call.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    let adapter = RecordingAdapter()
    var service = Service(adapter: adapter, URL: fuzzBase)
    var serviceQuery = Query()
    var callQuery = Query()
    var expectedService: [Expected] = []
    var expectedCall: [Expected] = []
    for pair in 0..<(input.fields.count + 1) / 2 {
        let name = input.text(2 * pair)
        let texts: [String]
        let value: QueryValue
        if input.flag(4 + pair % 4) {
            let elements = input.bytes(2 * pair + 1).split(separator: 0xFE, omittingEmptySubsequences: false)
            texts = elements.map { String(decoding: $0, as: UTF8.self) }
            value = .array(texts.map(QueryValue.string))
        } else {
            texts = [input.text(2 * pair + 1)]
            value = .string(texts[0])
        }
        if input.flag(pair % 4) {
            serviceQuery[name] = value
            set(name, texts, in: &expectedService)
        } else {
            callQuery[name] = value
            set(name, texts, in: &expectedCall)
        }
    }
    service.query = serviceQuery
    let result = outcome(of: Item.show("x"), on: service, query: callQuery)
    var expected = expectedService
    for (name, texts) in expectedCall {
        set(name, texts, in: &expected)
    }
    let pairs = expected.flatMap { parameter in parameter.texts.map { (parameter.name, $0) } }
    guard case .success = result else {
        fatalError("the query \(pairs) failed: \(result)")
    }
    let requests = adapter.requests
    require(requests.count == 1, "one call sent \(requests.count) requests")
    let request = requests[0]
    let sent = request.query.pairs
    require(
        sent.count == pairs.count && zip(sent, pairs).allSatisfy { $0 == $1 },
        "the request's query is \(sent), not \(pairs)"
    )
    let url = request.url.absoluteString
    let path = "http://fuzz.test/v1/items/x"
    if pairs.isEmpty {
        require(url == path, "\(url) is not \(path)")
        return 0
    }
    require(url.hasPrefix(path + "?"), "\(url) does not start with \(path)?")
    let fields = url.utf8.dropFirst(path.utf8.count + 1).split(
        separator: UInt8(ascii: "&"),
        omittingEmptySubsequences: false
    )
    require(fields.count == pairs.count, "\(url) has \(fields.count) parameters, not \(pairs.count)")
    for (field, (name, text)) in zip(fields, pairs) {
        let halves = field.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
        require(halves.count == 2, "the parameter \(String(decoding: field, as: UTF8.self)) has no =")
        require(
            PercentEncoded.decode(halves[0]) == Array(name.utf8),
            "the name of \(String(decoding: field, as: UTF8.self)) does not decode to \(Array(name.utf8))"
        )
        require(
            PercentEncoded.decode(halves[1]) == Array(text.utf8),
            "the value of \(String(decoding: field, as: UTF8.self)) does not decode to \(Array(text.utf8))"
        )
    }
    return 0
}

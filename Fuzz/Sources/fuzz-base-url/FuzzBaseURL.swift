import Foundation
import FuzzSupport
import Yopuy

// Base URLs. The input is one text, given to `URL(string:)`; when that parses, a service on it
// runs `GET items/x`. The call must either fail with `.invalidURL` and send nothing, or send a
// URL that is the base (less its trailing slashes) followed by `/items/x`, with the base's
// scheme and host, and its path as a prefix. `Service(adapter:validatingURL:)` must throw
// exactly when the call fails, with `.invalidURL`, and `baseURLError` must agree.

/// libFuzzer's entry point: one input, one call.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    guard let base = URL(string: text) else {
        return 0
    }
    let adapter = RecordingAdapter()
    let service = Service(adapter: adapter, URL: base)
    let result = outcome(of: Item.show("x"), on: service)
    let requests = adapter.requests
    let validated: YopuyError?
    do {
        _ = try Service(adapter: RecordingAdapter(), validatingURL: base)
        validated = nil
    } catch {
        validated = error
    }
    require(
        (validated == nil) == (service.baseURLError == nil),
        "validatingURL and baseURLError disagree on \(String(reflecting: text))"
    )
    if let validated {
        require(validated.code == .invalidURL, "validatingURL refused \(String(reflecting: text)) with \(validated)")
    }
    guard case .success = result else {
        requireFailure(result, .invalidURL, "the base \(String(reflecting: text))")
        require(requests.isEmpty, "a call on the refused base \(String(reflecting: text)) sent \(requests)")
        require(
            validated != nil,
            "validatingURL accepted \(String(reflecting: text)), but a call on it failed: \(result)"
        )
        return 0
    }
    require(validated == nil, "validatingURL refused \(String(reflecting: text)), but a call on it was sent")
    require(requests.count == 1, "one call sent \(requests.count) requests")
    let sent = requests[0].url
    var prefix = base.absoluteString
    while prefix.hasSuffix("/") {
        prefix.removeLast()
    }
    require(
        sent.absoluteString == prefix + "/items/x",
        "the base \(String(reflecting: text)) sent \(String(reflecting: sent.absoluteString))"
    )
    guard let baseParts = URLComponents(url: base, resolvingAgainstBaseURL: true),
        let sentParts = URLComponents(url: sent, resolvingAgainstBaseURL: true)
    else {
        fatalError(
            "the URL \(String(reflecting: sent.absoluteString)) sent for \(String(reflecting: text)) does not parse"
        )
    }
    require(
        sentParts.scheme == baseParts.scheme && sentParts.host == baseParts.host && sentParts.port == baseParts.port,
        "the base \(String(reflecting: text)) sent to another origin: \(String(reflecting: sent.absoluteString))"
    )
    var basePath = baseParts.percentEncodedPath
    while basePath.hasSuffix("/") {
        basePath.removeLast()
    }
    require(
        sentParts.percentEncodedPath == basePath + "/items/x",
        "the base \(String(reflecting: text)) sent the path \(String(reflecting: sentParts.percentEncodedPath))"
    )
    return 0
}

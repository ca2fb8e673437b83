public import Foundation

/// The base URL that the targets other than `fuzz-base-url` send every request against.
public let fuzzBase: URL = {
    guard let url = URL(string: "http://fuzz.test/v1") else {
        fatalError("the fuzz base URL does not parse")
    }
    return url
}()

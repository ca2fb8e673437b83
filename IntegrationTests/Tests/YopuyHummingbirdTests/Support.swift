import AsyncHTTPClient
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Yopuy
import YopuyAsyncHTTPClient
import YopuyURLSession

/// The HTTP clients a served API is called through.
enum Adapter: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case urlSession = "URLSession"
    case asyncHTTPClient = "AsyncHTTPClient"

    var testDescription: String { rawValue }

    /// A service at `base` through this client.
    func service(at base: URL) -> Service<AnyHTTPAdapter> {
        switch self {
        case .urlSession: Service(adapter: AnyHTTPAdapter(URLSessionAdapter()), URL: base)
        case .asyncHTTPClient: Service(adapter: AnyHTTPAdapter(AsyncHTTPClientAdapter()), URL: base)
        }
    }
}

/// Serves `router` on 127.0.0.1, on a port the system chooses, while `body` runs with its base
/// URL.
func serving<Value: Sendable>(
    _ router: Router<BasicRequestContext>,
    _ body: @Sendable (URL) async throws -> Value
) async throws -> Value {
    let app = Application(
        router: router,
        configuration: .init(address: .hostname("127.0.0.1", port: 0), serverName: "yopuy-hummingbird-tests")
    )
    return try await app.test(.live) { client in
        let port = try #require(client.port)
        return try await body(#require(URL(string: "http://127.0.0.1:\(port)")))
    }
}

/// SplitMix64: a small generator whose sequence a seed fixes, so that a failing run can be
/// repeated (`YOPUY_SEED`).
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// The seed of `YOPUY_SEED`, or a new one.
    static func seed() -> UInt64 {
        ProcessInfo.processInfo.environment["YOPUY_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: .min ... .max)
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Generated values of the kinds a path and a body hold.
extension SeededGenerator {
    /// Text made of pieces that a path must carry whole: separators, escapes, dots, spaces,
    /// letters outside ASCII; never empty, `.` or `..` unless `allowDots`.
    mutating func text(allowDots: Bool = false) -> String {
        let pieces = [
            "a", "Z", "0", "9", "-", "_", "~", ".", "/", "?", "#", "%", "%2F", "%25", " ", "+", ",", ";", "=", "&",
            ":", "@", "!", "$", "'", "(", ")", "*", "é", "日本", "😀", "\u{7F}", "\\", "\"", "<", ">", "[", "]",
            "{", "}", "|", "^", "`", "..",
        ]
        while true {
            let count = Int.random(in: 1...6, using: &self)
            let text = (0..<count).map { _ in pieces.randomElement(using: &self) ?? "a" }.joined()
            if allowDots || (text != "." && text != "..") {
                return text
            }
        }
    }

    /// Any integer, negative ones and the extremes among them.
    mutating func integer() -> Int {
        switch Int.random(in: 0..<4, using: &self) {
        case 0: [Int.min, Int.max, 0, -1].randomElement(using: &self) ?? 0
        case 1: Int.random(in: -1000...1000, using: &self)
        default: Int.random(in: .min ... .max, using: &self)
        }
    }

    /// A body of random bytes and a content type.
    mutating func body() -> Yopuy.RequestBody {
        let count = [0, 1, 7, 100, 5000].randomElement(using: &self) ?? 0
        let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &self) }
        let type =
            [
                "application/json", "application/octet-stream", "text/plain; charset=utf-8",
                "application/x-www-form-urlencoded",
            ]
            .randomElement(using: &self) ?? "application/octet-stream"
        return Yopuy.RequestBody(Data(bytes), contentType: type)
    }
}

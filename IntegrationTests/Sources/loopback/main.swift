import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import Yopuy
import YopuyAsyncHTTPClient
import YopuyURLSession

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Loopback: each adapter against its raw client, on a real server on 127.0.0.1 (blog-server,
// started and stopped by Benchmarks/loopback.sh). Every contender fetches and decodes
// GET /posts/1, first one request at a time, then 16 in flight. Reported, not gated: a shared
// machine's network stack is noisy. Resident memory growth is measured for the raw clients too, so that what
// URLSession itself keeps on Linux is not counted against the adapter.

struct Post: RootResource, IsShowable, DecodesJSON, Codable {
    static let path = "posts"
    let id: Int
    var title: String
}

enum Contender: String, CaseIterable {
    case rawURLSession = "raw URLSession"
    case urlSessionAdapter = "Yopuy + URLSessionAdapter"
    case rawAsyncHTTPClient = "raw AsyncHTTPClient"
    case asyncHTTPClientAdapter = "Yopuy + AsyncHTTPClientAdapter"
}

struct LoopbackError: Error, CustomStringConvertible {
    let description: String
}

/// Resident memory, in MiB, from /proc/self/statm.
func residentMiB() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
        let pages = text.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
    else {
        return 0
    }
    return pages * 4096 / 1_048_576
}

/// Fetches and decodes one post with `contender`.
nonisolated func fetch(_ contender: Contender, with clients: Clients) async throws {
    switch contender {
    case .rawURLSession:
        let (data, response) = try await URLSession.shared.data(for: URLRequest(url: try clients.post(1)))
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            throw LoopbackError(description: "unexpected status")
        }
        _ = try JSONDecoder().decode(Post.self, from: data)
    case .urlSessionAdapter:
        _ = try await clients.urlSession.call(Post.show(1)).value
    case .rawAsyncHTTPClient:
        let request = HTTPClientRequest(url: try clients.post(1).absoluteString)
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(30))
        guard response.status == .ok else {
            throw LoopbackError(description: "unexpected status")
        }
        let body = try await response.body.collect(upTo: 1 << 20)
        _ = try JSONDecoder().decode(Post.self, from: Data(body.readableBytesView))
    case .asyncHTTPClientAdapter:
        _ = try await clients.asyncHTTPClient.call(Post.show(1)).value
    }
}

/// What each contender calls with, made once, as an application would.
struct Clients: Sendable {
    /// The base URL, as text.
    let base: String
    let urlSession: Service<URLSessionAdapter>
    let asyncHTTPClient: Service<AsyncHTTPClientAdapter>

    init(base: URL) throws(YopuyError) {
        self.base = base.absoluteString
        urlSession = Service(adapter: URLSessionAdapter(), URL: base)
        asyncHTTPClient = Service(adapter: AsyncHTTPClientAdapter(), URL: base)
    }

    /// The URL of post `id`, built for each request as any client must (like the in-memory
    /// floor, Benchmarks/Sources/Contenders/FloorContender.swift).
    func post(_ id: Int) throws -> URL {
        guard let url = URL(string: base + "/posts/" + String(id)) else {
            throw LoopbackError(description: "bad base URL")
        }
        return url
    }
}

/// Requests per second for `count` requests, `inFlight` at a time.
nonisolated func requestsPerSecond(
    _ contender: Contender,
    clients: Clients,
    count: Int,
    inFlight: Int
) async throws -> Double {
    let start = ContinuousClock.now
    try await withThrowingTaskGroup(of: Void.self) { group in
        for worker in 0..<inFlight {
            group.addTask {
                for _ in stride(from: worker, to: count, by: inFlight) {
                    try await fetch(contender, with: clients)
                }
            }
        }
        try await group.waitForAll()
    }
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return Double(count) / seconds
}

let arguments = CommandLine.arguments
guard let index = arguments.firstIndex(of: "--base-url"), index + 1 < arguments.count,
    let base = URL(string: arguments[index + 1])
else {
    print("usage: loopback --base-url http://127.0.0.1:PORT [--requests N]")
    exit(2)
}
let count = arguments.firstIndex(of: "--requests").flatMap { Int(arguments[$0 + 1]) } ?? 2000
let clients = try Clients(base: base)

// Rounds alternate the contenders, so that drift in the machine or in a client's state hits
// them alike; each figure is the median round.
let rounds = 5
var sequentialRuns: [Contender: [Double]] = [:]
var concurrentRuns: [Contender: [Double]] = [:]
var memory: [Contender: Double] = [:]
for contender in Contender.allCases {
    _ = try await requestsPerSecond(contender, clients: clients, count: 200, inFlight: 4)  // warm up
}
for _ in 0..<rounds {
    for contender in Contender.allCases {
        let before = residentMiB()
        sequentialRuns[contender, default: []].append(
            try await requestsPerSecond(contender, clients: clients, count: count / rounds, inFlight: 1)
        )
        concurrentRuns[contender, default: []].append(
            try await requestsPerSecond(contender, clients: clients, count: count / rounds, inFlight: 16)
        )
        memory[contender, default: 0] += residentMiB() - before
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

var results: [Contender: (sequential: Double, concurrent: Double, memory: Double)] = [:]
for contender in Contender.allCases {
    results[contender] = (
        median(sequentialRuns[contender] ?? []), median(concurrentRuns[contender] ?? []), memory[contender] ?? 0
    )
}

/// `value` over `baseline`, one at a time and 16 in flight: `1.02× / 0.98×`.
func ratio(
    _ value: (sequential: Double, concurrent: Double, memory: Double),
    over baseline: (sequential: Double, concurrent: Double, memory: Double)
) -> String {
    String(format: "%.2f× / %.2f×", value.sequential / baseline.sequential, value.concurrent / baseline.concurrent)
}

print("| contender | requests/s, one at a time | requests/s, 16 in flight | ratio to raw | memory growth |")
print("| --- | --- | --- | --- | --- |")
for contender in Contender.allCases {
    guard let value = results[contender] else {
        continue
    }
    let raw: Contender? =
        switch contender {
        case .urlSessionAdapter: .rawURLSession
        case .asyncHTTPClientAdapter: .rawAsyncHTTPClient
        default: nil
        }
    print(
        String(
            format: "| %@ | %.0f | %.0f | %@ | %+.1f MiB |",
            contender.rawValue,
            value.sequential,
            value.concurrent,
            raw.flatMap { results[$0] }.map { ratio(value, over: $0) } ?? "—",
            value.memory
        )
    )
}
print("(medians of \(rounds) alternating rounds of \(count / rounds) requests each, after 200 to warm up)")

import Foundation
import Yopuy
import YopuyAsyncHTTPClient
import YopuyURLSession

// stress: Yopuy under fire against blog-server on 127.0.0.1 (IntegrationTests/run-stress.sh
// starts and stops it), through one HTTP client per run.
//
//     stress storm --base-url URL --client urlsession|asynchttpclient [--rounds 10] [--calls 1000]
//     stress load  --base-url URL --client urlsession|asynchttpclient [--requests 10000]
//     stress streams --base-url URL --client urlsession|asynchttpclient [--size 268435456]
//                    [--downloads 100] [--concurrent 20] [--slow-rate 16] [--slow-size 67108864]
//                    [--limit 32]
//     stress file --base-url URL --client urlsession|asynchttpclient [--size 1073741824] [--limit 64]
//                 [--lag-rate 128] [--small-calls 100] [--ratio 2] [--report-only]
//     stress chats --base-url URL --client urlsession|asynchttpclient [--streams 50] [--seconds 3]
//                  [--with-default]
//     stress registry --base-url REGISTRY --client urlsession|asynchttpclient [--size 268435456]
//                     [--rounds 2] [--limit 32] [--ratio 0.9] [--raw-delegate]
//     (all: [--in-flight 64] [--stall 20] [--middleware])
//
// storm: slow calls (GET /slow?ms=0…300), each ended at a random moment by `Task.cancel`, by
//   `CallHandle.cancel` or by its own timeout. Every call must end as a success, `.cancelled` or
//   `.timedOut`.
// load: creates `--requests` posts, then lists them back: none lost, none duplicated.
// streams: bodies of `--size` bytes pulled, downloaded and pushed, a slow reader, and cancelled
//   downloads, each with the growth of the peak memory (see `Stress.streams`). URLSession on
//   Linux hands a body over through one delegate queue, which falls behind a fast loopback: but
//   for the slow reader's, its rows are reported, not checked.
// file: one body of `--size` bytes downloaded to a file, then read by a reader that takes
//   `--lag-rate` MiB/s, each with the growth of the peak memory, at most `--limit` MiB (issues #50
//   and #63); `--small-calls` calls of 100 bytes beside each take at most `--ratio` times their
//   time alone; --report-only says both without checking them. The server answers GET /bulk/N
//   with N bytes, byte i being i % 251.
// chats: `--streams` server-sent event streams of `--seconds` each, all at once, through an
//   adapter made with `connectionsPerHost: --streams`, against one stream alone: at most 2x its
//   time (issue #50); --with-default measures the client's default per-host limit too.
// registry: a layer pushed to a container registry and pulled back, through Yopuy and through the
//   same client without it, its digest computed as it streams (see `Stress.registry`);
//   --raw-delegate: raw URLSession pushes through a session with a delegate, as the adapter does.
// --middleware: the client wrapped in the resilience stack a careful app uses (Authentication,
//   ETagCache, Retry), so that cancellation and load cross the middleware too.
//
// A watchdog thread ends the process with status 3 when no call has ended for --stall seconds.
// Prints one line per round and a summary with the peak resident memory; exits 1 when a check
// fails, 2 on bad arguments.

let arguments = Array(CommandLine.arguments.dropFirst())

func value(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else {
        return nil
    }
    return arguments[index + 1]
}

func number(_ name: String, default fallback: Int) -> Int {
    value(name).flatMap { Int($0) } ?? fallback
}

func usage() -> Never {
    say(
        """
        usage: stress storm|load|streams|file|chats|registry --base-url URL --client urlsession|asynchttpclient
                     [--rounds N] [--calls N] [--requests N] [--in-flight N] [--stall SECONDS]
                     [--size BYTES] [--downloads N] [--concurrent N] [--slow-rate MIB] [--slow-size BYTES]
                     [--limit MIB]
                     [--rounds N] [--ratio R] [--middleware]
        """
    )
    exit(2)
}

guard let mode = arguments.first, ["storm", "load", "streams", "file", "chats", "registry"].contains(mode),
    let base = value("--base-url").flatMap(URL.init(string:))
else {
    usage()
}
if mode == "chats" {
    let passed = await chats(
        client: value("--client") ?? "",
        base: base,
        streams: max(1, number("--streams", default: 50)),
        seconds: max(1, number("--seconds", default: 3)),
        withDefault: arguments.contains("--with-default")
    )
    exit(passed ? 0 : 1)
}
var adapter: AnyHTTPAdapter
switch value("--client") {
case "urlsession": adapter = AnyHTTPAdapter(URLSessionAdapter())
case "asynchttpclient": adapter = AnyHTTPAdapter(AsyncHTTPClientAdapter())
default: usage()
}
if arguments.contains("--middleware") {
    /// blog-server takes any token; the stack's work is what is under test.
    struct FixedTokens: TokenProvider {
        func token() async throws -> String { "stress" }
        func refreshedToken(replacing rejected: String) async throws -> String { "stress" }
    }
    adapter = AnyHTTPAdapter(
        adapter.with(Authentication(FixedTokens())).with(ETagCache()).with(Retry(delay: .milliseconds(10)))
    )
}
let stress = Stress(
    service: Service(adapter: adapter, URL: base),
    inFlight: max(1, number("--in-flight", default: 64)),
    watchdog: Watchdog(stall: number("--stall", default: 20))
)
let passed: Bool
if mode == "storm" {
    let tally = await stress.storm(rounds: number("--rounds", default: 10), calls: number("--calls", default: 1000))
    for what in tally.unexpected.prefix(10) {
        say("unexpected: \(what)")
    }
    passed = tally.unexpected.isEmpty
} else if mode == "streams" {
    passed = await stress.streams(
        size: number("--size", default: 256 << 20),
        downloads: number("--downloads", default: 100),
        concurrent: max(1, number("--concurrent", default: 20)),
        slowRate: max(1, number("--slow-rate", default: 16)),
        slowSize: max(1, number("--slow-size", default: 64 << 20)),
        limit: Double(number("--limit", default: 32)),
        checkingEveryRow: value("--client") != "urlsession"
    )
} else if mode == "file" {
    passed = await stress.largeFile(
        size: number("--size", default: 1 << 30),
        lagRate: max(1, number("--lag-rate", default: 128)),
        smallCalls: max(10, number("--small-calls", default: 100)),
        limit: Double(number("--limit", default: 64)),
        ratio: value("--ratio").flatMap { Double($0) } ?? 2,
        checking: !arguments.contains("--report-only")
    )
} else if mode == "registry" {
    passed = await stress.registry(
        size: number("--size", default: 256 << 20),
        client: value("--client") ?? "",
        rounds: number("--rounds", default: 2),
        limit: Double(number("--limit", default: 32)),
        ratio: value("--ratio").flatMap { Double($0) } ?? 0.9,
        rawDelegated: arguments.contains("--raw-delegate"),
        checkingMemory: value("--client") != "urlsession"
    )
} else {
    passed = await stress.load(count: number("--requests", default: 10_000))
}
exit(passed ? 0 : 1)

#if os(Linux)
import Foundation
import Testing
import Yopuy
import YopuyAsyncHTTPClient
import YopuyURLSession

/// `/fault/{fault}`: whatever the ``FaultServer`` makes of the request, as bytes.
struct Misbehaviour: RootResource, IsShowable {
    static let path = "fault"
    let id: String
    static func parse(singular data: Data) throws -> Data { data }
}

/// How one call ended, and when.
struct Ending: Sendable {
    /// The body's size on success, or the error's code.
    let result: Result<Int, YopuyError>
    let elapsed: Duration

    var code: YopuyError.Code? {
        if case .failure(let error) = result {
            return error.code
        }
        return nil
    }

    /// "success (2 bytes)" or the error's code.
    var summary: String {
        switch result {
        case .success(let size): "success (\(size) bytes)"
        case .failure(let error): "\(error.code)"
        }
    }

    /// Runs `call` and notes how it ended and how long it took.
    static func of(_ call: () async throws(YopuyError) -> Response<Data>) async -> Ending {
        let start = ContinuousClock.now
        do {
            let response = try await call()
            return Ending(result: .success(response.body.count), elapsed: ContinuousClock.now - start)
        } catch {
            return Ending(result: .failure(error), elapsed: ContinuousClock.now - start)
        }
    }
}

/// A server that closes connections mid-answer, stalls, answers garbage or sends 100 MiB,
/// through each client: every call must end, within its timeout, in a success or in a
/// `YopuyError` of the code the fault calls for; never a hang or a crash. A truncated body is
/// never a success.
@Suite("Faults on loopback: a server that misbehaves", .timeLimit(.minutes(3)))
struct FaultTests {
    /// How many calls each fault gets, all at once, through each client.
    static let calls = 10

    /// Every call's timeout.
    static let timeout: Duration = .seconds(2)

    /// How long after its timeout a call may take to end: the time to notice and unwind.
    static let grace: Duration = .seconds(2)

    /// What a fault may end in. `nil` stands for a success.
    static func allowed(_ fault: FaultServer.Fault) -> Set<YopuyError.Code?> {
        switch fault {
        case .closeAtOnce, .closeInHead, .closeInBody, .resetInBody, .closeInChunks, .garbage, .notHTTP,
            .badStatus, .badLength, .conflictingLengths, .badChunk:
            // No usable answer: the client must say so, not hand back a part of one.
            [.transport]
        case .stallAtOnce, .stallInHead, .stallInBody, .trickle:
            [.timedOut]
        case .hugeHead, .nulInHeader:
            // Clients differ on what they accept; either way the call ends at once, typed.
            [nil, .transport]
        case .hugeBody:
            [nil, .transport]
        }
    }

    /// Every client with every fault but the 100 MiB body (a test of its own), and but
    /// URLSession with a close inside the headers, which stops the process (`urlSessionCloseInHead`).
    static let cases: [(Client, FaultServer.Fault)] = Client.allCases.flatMap { client in
        FaultServer.Fault.allCases.compactMap { fault in
            fault == .hugeBody || (client == .urlSession && fault == .closeInHead) ? nil : (client, fault)
        }
    }

    @Test("each fault ends in a typed error, or a success, within the call's timeout", arguments: cases)
    func fault(client: Client, fault: FaultServer.Fault) async throws {
        try await withFaultServer { server in
            let service = try client.service(at: server.url)
            let endings = await withTaskGroup(of: Ending.self) { group in
                for number in 0..<Self.calls {
                    group.addTask {
                        await Ending.of { () async throws(YopuyError) in
                            try await service.call(
                                Misbehaviour.show(fault.rawValue),
                                query: ["n": number],
                                timeout: Self.timeout
                            )
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(endings.count == Self.calls)
            for ending in endings {
                #expect(Self.allowed(fault).contains(ending.code), "\(fault) ended in \(ending.summary)")
                #expect(ending.elapsed < Self.timeout + Self.grace, "\(fault) took \(ending.elapsed)")
            }
            // The client lets go of every connection that carried a request: the ones the server
            // closed, and the stalled ones, which it must close itself once a call is timed out.
            let released = await server.waitUntilReleased()
            #expect(released, "\(server.busyConnections) connections that carried a request are still open")
            if case .success(let size) = endings.first?.result, fault == .hugeHead || fault == .nulInHeader {
                #expect(size == 2, "the body after the odd header")
            }
            let outcomes = Dictionary(grouping: endings, by: \.summary).mapValues(\.count)
            let slowest = endings.map(\.elapsed).max() ?? .zero
            print(
                "fault \(fault.rawValue) through \(client.rawValue): \(outcomes.sorted { $0.key < $1.key }), slowest \(slowest)"
            )
        }
    }

    @Test("a body of 100 MiB arrives whole, or the adapter's size limit refuses it", arguments: Client.allCases)
    func hugeBody(client: Client) async throws {
        try await withFaultServer { server in
            let size = FaultServer.hugeBodySize
            let request = { (service: Service<AnyHTTPAdapter>) async -> Ending in
                await Ending.of { () async throws(YopuyError) in
                    try await service.call(Misbehaviour.show("huge-body"), timeout: .seconds(60))
                }
            }
            switch client {
            case .urlSession:
                let ending = await request(try client.service(at: server.url))
                #expect(ending.code == nil, "ended in \(ending.summary)")
                #expect(try ending.result.get() == size)
                print("fault huge-body through \(client.rawValue): \(ending.summary) in \(ending.elapsed)")
            case .asyncHTTPClient:
                // Its default limit is 16 MiB: the call fails at once, typed.
                let limited = await request(try client.service(at: server.url))
                #expect(limited.code == .transport, "ended in \(limited.summary)")
                let raised = Service(
                    adapter: AnyHTTPAdapter(AsyncHTTPClientAdapter(maximumBodySize: 128 << 20)),
                    URL: server.url
                )
                let whole = await request(raised)
                #expect(whole.code == nil, "ended in \(whole.summary)")
                #expect(try whole.result.get() == size)
                print(
                    "fault huge-body through \(client.rawValue): \(limited.summary) in \(limited.elapsed) at 16 MiB, "
                        + "\(whole.summary) in \(whole.elapsed) at 128 MiB"
                )
            }
        }
    }

    /// FoundationNetworking up to Swift 6.3 traps when a connection closes inside the answer's
    /// headers ("Transfer completed, but there's no response", swift-corelibs-foundation#5285,
    /// fixed upstream by #5286): no adapter can catch that. This test runs such a call in a
    /// child process and expects it to die so; when a toolchain brings the fix, it fails, and
    /// URLSession joins the other clients in ``fault(client:fault:)`` for this fault.
    @Test("URLSession on Linux stops the process when a server closes inside the headers (a Foundation defect)")
    func urlSessionCloseInHead() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let server = try FaultServer()
            let service = Service(adapter: URLSessionAdapter(), URL: server.url)
            for _ in 0..<10 {
                _ = try? await service.call(Misbehaviour.show("close-in-head"), timeout: .seconds(5))
            }
            server.stop()
        }
        let standardError = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(standardError.contains("Transfer completed, but there's no response"), "\(standardError)")
    }
}
#endif

#if os(Linux)
import Foundation
import Testing
import Yopuy

/// 1 000 calls, 64 at a time, each cancelled once the server holds its request (it never
/// answers): every one must end with `.cancelled`, and the client must close every connection,
/// so that nothing is left behind, on either side.
@Suite("Mid-flight cancellation: 1 000 calls, none left behind", .serialized, .timeLimit(.minutes(3)))
struct MidFlightCancellationTests {
    static let calls = 1_000
    static let inFlight = 64

    /// How a call of the run is cancelled: by its task, or by its `CallHandle`.
    static func cancelsTask(_ number: Int) -> Bool { number.isMultiple(of: 2) }

    @Test("every call cancelled mid-flight ends with .cancelled and closes its connection", arguments: Client.allCases)
    func cancellations(client: Client) async throws {
        try await withServer(.fault) { server in
            let service = try client.service(at: server.url)
            let start = ContinuousClock.now
            let endings = await withTaskGroup(of: [(Bool, Result<Int, YopuyError>?)].self) { group in
                for worker in 0..<Self.inFlight {
                    group.addTask {
                        var endings: [(Bool, Result<Int, YopuyError>?)] = []
                        for number in stride(from: worker, to: Self.calls, by: Self.inFlight) {
                            endings.append(await Self.cancelledCall(number, on: service, server: server))
                        }
                        return endings
                    }
                }
                return await group.reduce(into: []) { $0 += $1 }
            }
            let elapsed = ContinuousClock.now - start
            #expect(endings.count == Self.calls)
            let notArrived = endings.filter { !$0.0 }.count
            #expect(notArrived == 0, "\(notArrived) calls were cancelled before the server had their request")
            let others = endings.compactMap { ending -> String? in
                if case .failure(let error) = ending.1, error.code == .cancelled {
                    return nil
                }
                return ending.1.map { "\($0)" } ?? "no ending"
            }
            #expect(others.isEmpty, "\(others.count) calls did not end with .cancelled: \(others.prefix(5))")
            let released = await server.waitUntilReleased()
            #expect(released, "\(server.busyConnections) connections that carried a request are still open")
            print(
                "cancellation through \(client.rawValue): \(Self.calls - others.count) of \(Self.calls) cancelled "
                    + "mid-flight in \(elapsed), \(server.acceptedConnections) connections, "
                    + "\(server.busyConnections) of them left open (\(server.openConnections) with spares)"
            )
        }
    }

    /// Starts call `number`, waits until the server has its request, cancels it, and returns
    /// whether the request had arrived and how the call ended (`nil` if its handler never ran).
    static func cancelledCall(
        _ number: Int,
        on service: Service<AnyHTTPAdapter>,
        server: FaultServer
    ) async -> (Bool, Result<Int, YopuyError>?) {
        let path = Misbehaviour.show(FaultServer.Fault.stallAtOnce.rawValue)
        let query: Query = ["n": number]
        if cancelsTask(number) {
            let task = Task { () async -> Result<Int, YopuyError> in
                do throws(YopuyError) {
                    return .success(try await service.call(path, query: query).body.count)
                } catch {
                    return .failure(error)
                }
            }
            let arrived = await arrival(of: number, at: server)
            task.cancel()
            return (arrived, await task.value)
        }
        let (endings, continuation) = AsyncStream.makeStream(of: Result<Int, YopuyError>.self)
        let handle = service.call(path, query: query) { result in
            continuation.yield(result.map { $0.body.count })
            continuation.finish()
        }
        let arrived = await arrival(of: number, at: server)
        handle.cancel()
        var ending: Result<Int, YopuyError>?
        for await result in endings {
            ending = result
        }
        return (arrived, ending)
    }

    /// Waits until the server has read request `number`, for at most ``Patience/poll``; whether
    /// it has.
    static func arrival(of number: Int, at server: FaultServer) async -> Bool {
        let start = ContinuousClock.now
        while !server.hasArrived(number) {
            if ContinuousClock.now - start > Patience.poll {
                return false
            }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return true
    }
}
#endif

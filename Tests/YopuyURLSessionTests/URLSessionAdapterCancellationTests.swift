#if os(Linux)
import Dispatch
import Foundation
import Testing
import Yopuy
@testable import YopuyURLSession

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A cancelled call ends when it is cancelled, not when URLSession gets round to cancelling its
/// data task: with a hundred transfers on a session, that took a second on Linux, while every
/// body went on arriving.
@Suite("URLSessionAdapter: cancellation")
struct URLSessionAdapterCancellationTests {
    /// When the calling task is cancelled, relative to the data task's start.
    enum Moment: String, CaseIterable, Sendable {
        case beforeTheStart = "before the task starts"
        case midFlight = "while the server holds the answer open"
    }

    @Test(
        "a cancelled call ends at once, while URLSession has not yet cancelled its data task",
        arguments: Moment.allCases
    )
    func endsAtOnce(moment: Moment) async throws {
        try await withChallengeServer { server in
            // The call makes, starts and cancels its data task on this queue, which the test
            // holds back: before the start, or once the task runs.
            let held = DispatchQueue(label: "held back")
            if moment == .beforeTheStart {
                held.suspend()
            }
            let call = DataTaskCall(on: held)
            let session = URLSessionAdapter().session
            let request = URLRequest(url: server.url.appendingPathComponent("hold"))
            let (ready, signal) = AsyncStream.makeStream(of: Void.self)
            let waiting = Task {
                if moment == .beforeTheStart {
                    for await _ in ready {}
                }
                return try await call.run(request, in: session, resuming: DataTaskCall.Waiter.whole)
            }
            if moment == .midFlight {
                // Held back once the server has the request, so the task runs, however long the
                // machine takes to start it: held back earlier, the test would cancel before the
                // start and prove nothing about a transfer under way.
                await eventually { !server.authorizations.isEmpty }
                held.suspend()
            }
            waiting.cancel()
            signal.finish()

            let ending = await withTaskGroup(of: String.self) { group in
                group.addTask {
                    do {
                        let answer = try await waiting.value
                        return "answered \(answer.status)"
                    } catch is CancellationError {
                        return "cancelled"
                    } catch {
                        return "\(error)"
                    }
                }
                group.addTask {
                    // Waiting for URLSession instead would last until the queue is let go, after
                    // this: forever. The bound only ends a regression; nothing else is near it.
                    try? await Task.sleep(for: .seconds(30))
                    return "still waiting after 30 s"
                }
                let first = await group.next() ?? "no ending"
                // Let the queue cancel the task now, so that the waiter that lost the race ends.
                held.resume()
                group.cancelAll()
                return first
            }
            #expect(ending == "cancelled")
            #expect(call.isCancelled)
        }
    }
}
#endif

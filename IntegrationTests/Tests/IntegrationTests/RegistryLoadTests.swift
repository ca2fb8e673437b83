import ContainerRegistry
import Foundation
import Synchronization
import Testing
import Yopuy

/// The registry under load and faults, through each client: 200 distinct blobs pushed at once
/// and pulled at once, every byte checked against its digest; 100 pulls cancelled mid-flight,
/// after which the registry still answers. Each test prints its times and the test process's
/// peak resident memory while it ran (`VmHWM`, reset when it starts; other suites running at
/// the same time count too).
@Suite(
    "Container registry under load: 200 concurrent pushes and pulls, 100 cancelled pulls",
    .enabled(if: Registries.areRunning, Registries.skipped),
    .serialized,
    .timeLimit(.minutes(5))
)
struct RegistryLoadTests {
    static let blobs = 200
    static let cancellations = 100

    /// A blob no other test pushes: its number, a random tag, and 1 to 4 KiB of random bytes.
    static func blob(_ number: Int) -> Data {
        var bytes = Data("blob \(number) \(UUID().uuidString)\n".utf8)
        bytes += (0..<Int.random(in: 1_024...4_096)).map { _ in UInt8.random(in: 0...255) }
        return bytes
    }

    @Test(
        "200 distinct blobs pushed at once, then pulled at once: every digest verified, none lost",
        arguments: Client.allCases
    )
    func concurrentBlobs(client: Client) async throws {
        try await withServer(.registries) { registries in
            let registry = try client.registry(at: registries.open, timeout: .seconds(60))
            let name = SegmentedID(splitting: Registries.uniqueName("load-\(client)"))
            let blobs = (0..<Self.blobs).map(Self.blob)
            #expect(Set(blobs.map(Digest.sha256(of:))).count == Self.blobs)

            PeakMemory.reset()
            let resident = PeakMemory.resident
            let start = ContinuousClock.now
            let pushed = try await withThrowingTaskGroup(of: (Int, BlobPush).self) { group in
                for (number, blob) in blobs.enumerated() {
                    group.addTask { (number, try await registry.pushBlob(blob, to: name)) }
                }
                return try await group.reduce(into: [Int: BlobPush]()) { $0[$1.0] = $1.1 }
            }
            let pushing = ContinuousClock.now - start
            #expect(pushed.count == Self.blobs)
            #expect(pushed.allSatisfy { number, push in push.digest == .sha256(of: blobs[number]) })

            let pulling = ContinuousClock.now
            let pulled = try await withThrowingTaskGroup(of: (Int, Data).self) { group in
                for (number, push) in pushed {
                    group.addTask { (number, try await registry.pullBlob(push.digest, from: name)) }
                }
                return try await group.reduce(into: [Int: Data]()) { $0[$1.0] = $1.1 }
            }
            let elapsed = ContinuousClock.now - pulling
            #expect(pulled.count == Self.blobs)
            let lost = (0..<Self.blobs).filter { pulled[$0] != blobs[$0] }
            #expect(lost.isEmpty, "blobs that did not come back whole: \(lost)")
            print(
                "registry load through \(client.rawValue): \(Self.blobs) blobs pushed at once in \(pushing), "
                    + "pulled at once in \(elapsed), every digest verified; "
                    + "peak memory of the test process meanwhile: \(PeakMemory.current) "
                    + "(resident at the start: \(resident))"
            )
        }
    }

    @Test(
        "100 pulls cancelled mid-flight end cancelled or whole, and the registry answers the next call",
        arguments: Client.allCases
    )
    func cancelledPulls(client: Client) async throws {
        try await withServer(.registries) { registries in
            let registry = try client.registry(at: registries.open, timeout: .seconds(60))
            let name = SegmentedID(splitting: Registries.uniqueName("cancel-\(client)"))
            let large = Data((0..<(4 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 12) })
            let digest = try await registry.pushBlob(large, to: name, chunkSize: 1 << 20).digest

            let adapter = try client.service(at: registries.open).adapter
            PeakMemory.reset()
            let resident = PeakMemory.resident
            let start = ContinuousClock.now
            let endings = await withTaskGroup(of: String.self) { group in
                for number in 0..<Self.cancellations {
                    group.addTask {
                        // Cancelled 1 to 20 ms after its request reaches the HTTP client, from a
                        // dispatch timer, so that the moment does not wait for a free thread of
                        // the cooperative pool: while URLSessionAdapter blocked them (before
                        // c723657), a sleeping task woke when every pull had ended whole.
                        let canceller = Canceller()
                        let watched = Intercept { request, next in
                            DispatchQueue.global().asyncAfter(
                                deadline: .now() + .milliseconds(1 + number % 20),
                                execute: canceller.cancel
                            )
                            return try await next(request)
                        }
                        let registry = Registry(adapter: adapter.with(watched), url: registries.open)
                        let pull = Task { try await registry.pullBlob(digest, from: name) }
                        canceller.watch(pull)
                        switch await pull.result {
                        case .success(let bytes):
                            return bytes == large ? "whole" : "corrupt"
                        case .failure(let error as YopuyError) where error.code == .cancelled:
                            return "cancelled"
                        case .failure(let error):
                            return "\(error)"
                        }
                    }
                }
                return await group.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
            }
            let elapsed = ContinuousClock.now - start
            let cancelled = endings["cancelled", default: 0]
            let whole = endings["whole", default: 0]
            #expect(cancelled + whole == Self.cancellations, "other endings: \(endings)")
            #expect(cancelled > 0, "no pull was cancelled before it ended: \(endings)")

            #expect(try await registry.checkVersion() == "registry/2.0")
            #expect(try await registry.pullBlob(digest, from: name, timeout: Patience.answer) == large)
            print(
                "registry cancellation through \(client.rawValue): \(cancelled) of \(Self.cancellations) pulls "
                    + "of 4 MiB cancelled mid-flight, \(whole) ended whole first, in \(elapsed); the registry "
                    + "answered the next call; peak memory of the test process meanwhile: \(PeakMemory.current) "
                    + "(resident at the start: \(resident))"
            )
        }
    }
}

/// Cancels a task from any thread, once it has the task: a cancellation asked for before then
/// waits for it.
private final class Canceller: Sendable {
    private let state = Mutex<(task: Task<Data, any Error>?, isCancelled: Bool)>((nil, false))

    func watch(_ task: Task<Data, any Error>) {
        let cancelNow = state.withLock { state in
            state.task = task
            return state.isCancelled
        }
        if cancelNow {
            task.cancel()
        }
    }

    @Sendable func cancel() {
        state.withLock { state in
            state.isCancelled = true
            return state.task
        }?.cancel()
    }
}

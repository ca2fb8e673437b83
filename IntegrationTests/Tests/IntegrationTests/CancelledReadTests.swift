import Foundation
import Testing
import Yopuy

/// A read cut short by its task's cancellation ends by throwing, through each client, against
/// httpbin (#63). httpbin's `GET /stream/{n}` sends its n lines at once, so that the whole body
/// is usually in the client's hands before the reader is cancelled: through URLSession such a
/// loop used to read on to the end and finish as if nothing had happened. Generated cases: how
/// many lines, how the body is read (chunks, lines, a download to a file), after how much it is
/// cancelled, and by whom (the reading task itself, or another task).
@Suite("httpbin: a cancelled read throws, through each client")
struct CancelledReadIntegrationTests {
    enum Reading: CaseIterable {
        case chunks
        case lines
        case download
    }

    struct Case: CustomStringConvertible {
        var lines: Int
        var reading: Reading
        var cancelsItself: Bool
        /// The units (chunks or lines) read before the cancellation; for a download, the
        /// progress reports.
        var cancelAfter: Int

        var description: String {
            "\(lines) lines, \(reading), cancelled by \(cancelsItself ? "itself" : "another task") after \(cancelAfter)"
        }
    }

    /// What a read ended with.
    enum Outcome: Equatable {
        /// The loop or the download ended as if the body were whole, after reading this much
        /// beyond the cancellation (nil: the cancellation came after the body's end).
        case whole(cancelledEarly: Bool)
        case cancelled
        case other(String)
    }

    @Test("cancelled before the body's end, every way of reading throws", arguments: Client.allCases)
    func cancelledReads(client: Client) async throws {
        try await withServer(.httpbin) { base in
            let service = try client.service(at: base)
            var random = SystemRandomNumberGenerator()
            var seen: [Outcome] = []
            for _ in 0..<60 {
                let lines = Int.random(in: 2...100, using: &random)
                let reading = Reading.allCases.randomElement(using: &random) ?? .chunks
                let generated = Case(
                    lines: lines,
                    reading: reading,
                    cancelsItself: Bool.random(using: &random),
                    cancelAfter: Int.random(in: 0..<(reading == .lines ? lines - 1 : 2), using: &random)
                )
                let outcome = await Self.read(generated, service)
                seen.append(outcome)
                if case .whole(cancelledEarly: true) = outcome {
                    Issue.record("ended as if whole: \(generated)")
                }
                if case .other(let error) = outcome {
                    Issue.record("\(error): \(generated)")
                }
            }
            print("cancelled reads through \(client.rawValue): \(seen.filter { $0 == .cancelled }.count) of 60 threw")
            // Every read ended, and the server answers the next call.
            #expect(try await service.call(RandomBytes.show(10)).value?.count == 10)
        }
    }

    /// Reads the case's body in a task of its own, cancelled as the case says.
    static func read(_ generated: Case, _ service: Service<AnyHTTPAdapter>) async -> Outcome {
        let (reached, reachedContinuation) = AsyncStream<Void>.makeStream()
        let reader = Task { () -> Outcome in
            defer { reachedContinuation.finish() }
            // Whether the body's end had been read when the task was cancelled.
            var endRead = false
            func pause() async {
                if generated.cancelsItself {
                    withUnsafeCurrentTask { $0?.cancel() }
                } else {
                    reachedContinuation.yield()
                    while !Task.isCancelled {
                        await Task.yield()
                    }
                }
            }
            do {
                switch generated.reading {
                case .chunks, .lines:
                    let answer = try await service.stream(JSONStream.show(generated.lines))
                    var units = 0
                    if generated.cancelAfter == 0 { await pause() }
                    if generated.reading == .chunks {
                        for try await _ in answer.body {
                            units += 1
                            if units == generated.cancelAfter { await pause() }
                        }
                    } else {
                        for try await _ in answer.body.jsonLines() {
                            units += 1
                            if units == generated.cancelAfter { await pause() }
                        }
                        // Cancelled at or after the last line: the body is whole.
                        endRead = generated.cancelAfter >= generated.lines
                    }
                case .download:
                    let folder = FileManager.default.temporaryDirectory
                        .appendingPathComponent("yopuy-cancelled-\(UUID().uuidString)")
                    defer { try? FileManager.default.removeItem(at: folder) }
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    var reports = 0
                    _ = try await service.download(
                        JSONStream.show(generated.lines),
                        to: folder.appendingPathComponent("lines.json")
                    ) { progress in
                        reports += 1
                        if reports == generated.cancelAfter + 1, progress.completed > 0 {
                            withUnsafeCurrentTask { $0?.cancel() }
                        }
                    }
                }
                return .whole(cancelledEarly: !endRead && Task.isCancelled)
            } catch is CancellationError {
                return .cancelled
            } catch let error as YopuyError where error.code == .cancelled {
                return .cancelled
            } catch {
                return .other("\(error)")
            }
        }
        if !generated.cancelsItself, generated.reading != .download {
            var signals = reached.makeAsyncIterator()
            _ = await signals.next()
            reader.cancel()
        }
        return await reader.value
    }
}

import Foundation
import Testing
import Yopuy

/// A read cut short by its task's cancellation ends by throwing, never as a whole body (#63):
/// generated cases, each a source of the body, a way of reading it, a point where the read is
/// cancelled and who cancels it.
@Suite("A cancelled read throws, whatever the body's source and however it is read")
struct CancelledReadTests {
    /// Where the body's chunks come from.
    enum Source: CaseIterable {
        /// One chunk, in memory.
        case whole
        /// An `AsyncStream` that has every chunk and has ended.
        case finishedSequence
        /// An `AsyncStream` that has every chunk and has not ended: the transfer goes on.
        case openSequence
        /// `BodyStream.makeStream`'s channel, every chunk buffered and the body ended.
        case finishedChannel
        /// The channel, every chunk buffered and the transfer going on.
        case openChannel
    }

    /// How the caller reads the body.
    enum Reading: CaseIterable {
        case chunks
        case events
        case collect
    }

    /// Who cancels the reading task.
    enum Canceller: CaseIterable {
        /// The reading task itself, between two reads.
        case itself
        /// Another task, while the reader waits for it between two reads.
        case another
    }

    /// One generated case.
    struct Case: CustomStringConvertible {
        var source: Source
        var reading: Reading
        var canceller: Canceller
        /// The events the body holds, each `data: …` and a blank line.
        var events: [String]
        /// How many bytes each chunk holds, at most: an event may span chunks, a chunk events.
        var chunkSize: Int
        /// How many units (chunks or events; for `collect`, nothing) are read before the cancellation.
        var cancelAfter: Int

        var description: String {
            "\(source), \(reading), cancelled by \(canceller) after \(cancelAfter) of \(units.count), "
                + "\(events.count) events in chunks of \(chunkSize) bytes"
        }

        var text: String { events.map { "data: \($0)\n\n" }.joined() }

        var chunks: [Data] {
            let bytes = Array(text.utf8)
            guard source != .whole else {
                return [Data(bytes)]
            }
            return stride(from: 0, to: bytes.count, by: chunkSize).map {
                Data(bytes[$0..<min($0 + chunkSize, bytes.count)])
            }
        }

        /// What the reading delivers one by one.
        var units: [Int] {
            switch reading {
            case .chunks: Array(chunks.indices)
            case .events: Array(events.indices)
            case .collect: []
            }
        }

        static func generate(using random: inout SeededGenerator) -> Case {
            let events = (0..<Int.random(in: 1...8, using: &random)).map { index in
                String(repeating: "x", count: Int.random(in: 0...40, using: &random)) + "\(index)"
            }
            var generated = Case(
                source: Source.allCases.randomElement(using: &random) ?? .whole,
                reading: Reading.allCases.randomElement(using: &random) ?? .chunks,
                canceller: Canceller.allCases.randomElement(using: &random) ?? .itself,
                events: events,
                chunkSize: Int.random(in: 1...64, using: &random),
                cancelAfter: 0
            )
            // Cancelled before the last unit is read: the body is not whole yet.
            generated.cancelAfter = Int.random(in: 0..<max(1, generated.units.count), using: &random)
            return generated
        }

        func body() -> BodyStream {
            let chunks = self.chunks
            switch source {
            case .whole:
                return BodyStream(chunks[0])
            case .finishedSequence, .openSequence:
                let ends = source == .finishedSequence
                return BodyStream(
                    AsyncStream<Data> { continuation in
                        for chunk in chunks {
                            continuation.yield(chunk)
                        }
                        if ends {
                            continuation.finish()
                        }
                    }
                )
            case .finishedChannel, .openChannel:
                let (body, continuation) = BodyStream.makeStream()
                for chunk in chunks {
                    continuation.yield(chunk)
                }
                if source == .finishedChannel {
                    continuation.finish()
                }
                return body
            }
        }
    }

    /// What a read ended with.
    enum Outcome {
        case whole(units: Int)
        case cancellation
        case other(any Error)
    }

    @Test("cancelled before its last chunk or event, a read throws CancellationError", arguments: 0..<4)
    func cancelledReadThrows(batch: UInt64) async {
        var random = SeededGenerator(seed: 0x63_0000 + batch)
        for _ in 0..<100 {
            let generated = Case.generate(using: &random)
            let outcome = await Self.read(generated)
            switch outcome {
            case .cancellation:
                break
            case .whole(let units):
                Issue.record("ended as if whole after \(units) units: \(generated)")
            case .other(let error):
                Issue.record("threw \(error), not CancellationError: \(generated)")
            }
        }
    }

    /// Reads the case's body in a task of its own, cancelled as the case says.
    static func read(_ generated: Case) async -> Outcome {
        let (reached, reachedContinuation) = AsyncStream<Void>.makeStream()
        let reader = Task { () -> Outcome in
            // A reader that ends before its pause does not leave the canceller waiting.
            defer { reachedContinuation.finish() }
            var units = 0
            // Stops before the next read until the task is cancelled.
            func pause() async {
                switch generated.canceller {
                case .itself:
                    withUnsafeCurrentTask { $0?.cancel() }
                case .another:
                    reachedContinuation.yield()
                    while !Task.isCancelled {
                        await Task.yield()
                    }
                }
            }
            do {
                let body = generated.body()
                switch generated.reading {
                case .chunks:
                    if generated.cancelAfter == 0 { await pause() }
                    for try await _ in body {
                        units += 1
                        if units == generated.cancelAfter { await pause() }
                    }
                case .events:
                    if generated.cancelAfter == 0 { await pause() }
                    for try await _ in body.serverSentEvents() {
                        units += 1
                        if units == generated.cancelAfter { await pause() }
                    }
                case .collect:
                    await pause()
                    _ = try await body.collect(upTo: 1 << 20)
                }
                return .whole(units: units)
            } catch is CancellationError {
                return .cancellation
            } catch {
                return .other(error)
            }
        }
        if generated.canceller == .another {
            var signals = reached.makeAsyncIterator()
            _ = await signals.next()
            reader.cancel()
        }
        reachedContinuation.finish()
        return await reader.value
    }
}

import Foundation
import Testing
import Yopuy

/// The chunks of `body`, as text.
func chunks(of body: BodyStream) async throws -> [String] {
    var read: [String] = []
    for try await chunk in body {
        read.append(String(decoding: chunk, as: UTF8.self))
    }
    return read
}

@Suite("BodyStream: a body read once, as it arrives")
struct BodyStreamTests {
    @Test("a whole body is one chunk, an empty one none; a second iterator ends at once")
    func whole() async throws {
        let body = BodyStream(Data("hello".utf8))
        #expect(try await chunks(of: body) == ["hello"])
        #expect(try await chunks(of: body) == [])
        #expect(try await chunks(of: BodyStream(Data())) == [])
    }

    @Test("a sequence's chunks in order, the empty ones skipped")
    func sequence() async throws {
        let parts = [Data("a".utf8), Data(), Data("bc".utf8)]
        let body = BodyStream(
            AsyncStream { continuation in
                for part in parts {
                    continuation.yield(part)
                }
                continuation.finish()
            }
        )
        #expect(try await chunks(of: body) == ["a", "bc"])
    }

    @Test("a stream hands over what was yielded, then ends, or throws the producer's error after its chunks")
    func stream() async throws {
        let (body, continuation) = BodyStream.makeStream()
        continuation.yield(Data("one".utf8))
        continuation.yield(Data())
        continuation.yield(Data("two".utf8))
        continuation.finish()
        #expect(!continuation.yield(Data("late".utf8)))
        #expect(try await chunks(of: body) == ["one", "two"])

        let (failing, writer) = BodyStream.makeStream()
        writer.yield(Data("part".utf8))
        writer.finish(throwing: URLError(.networkConnectionLost))
        var iterator = failing.makeAsyncIterator()
        #expect(try await iterator.next() == Data("part".utf8))
        await #expect(throws: URLError.self) { _ = try await iterator.next() }
        #expect(try await iterator.next() == nil)
    }

    @Test("a reader waiting for a chunk gets it when it comes, from another thread")
    func waiting() async throws {
        let (body, continuation) = BodyStream.makeStream()
        let reading = Recorder<Void>()
        let reader = Task {
            reading.record(())
            return try await chunks(of: body)
        }
        // The chunk comes once the reader is on its way to wait for it, however late its task
        // starts: from there to its wait is one synchronous step, nothing a fixed pause could
        // promise on a loaded machine.
        await eventually { !reading.values.isEmpty }
        DispatchQueue.global().async {
            continuation.yield(Data("late".utf8))
            continuation.finish()
        }
        #expect(try await reader.value == ["late"])
    }

    @Test("past the buffer limit the producer is paused once, and resumed once the reader is down to half")
    func flowControl() async throws {
        let events = Recorder<String>()
        let (body, continuation) = BodyStream.makeStream(
            bufferLimit: 10,
            onPause: { events.record("pause") },
            onResume: { events.record("resume") }
        )
        for _ in 0..<4 {
            continuation.yield(Data(repeating: 1, count: 4))
        }
        #expect(events.values == ["pause"])
        var iterator = body.makeAsyncIterator()
        _ = try await iterator.next()
        #expect(events.values == ["pause"])
        _ = try await iterator.next()
        _ = try await iterator.next()
        #expect(events.values == ["pause", "resume"])
        continuation.finish()
    }

    @Test("a producer that cannot pause spills past the buffer limit to a file; the reader gets every byte, in order")
    func spill() async throws {
        let (body, continuation) = BodyStream.makeStream(bufferLimit: 10)
        let parts = ["abcd", "efgh", "ijkl", "mnop", "qrst"]
        for part in parts {
            #expect(continuation.yield(Data(part.utf8)))
        }
        var iterator = body.makeAsyncIterator()
        var read = ""
        for _ in 0..<4 {
            read += String(decoding: try #require(try await iterator.next()), as: UTF8.self)
        }
        #expect(read == "abcdefghijklmnopqrst")
        continuation.yield(Data("uv".utf8))
        continuation.yield(Data("wx".utf8))
        continuation.finish()
        while let chunk = try await iterator.next() {
            read += String(decoding: chunk, as: UTF8.self)
        }
        #expect(read == "abcdefghijklmnopqrstuvwx")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
        #expect(!leftovers.contains { $0.hasPrefix("yopuy-spill-") })
    }

    @Test("a spilled stream interleaves memory and file in order, whatever the reader's pace")
    func spillInterleaved() async throws {
        let (body, continuation) = BodyStream.makeStream(bufferLimit: 64)
        let expected = (0..<2_000).map { UInt8($0 % 251) }
        let producer = Task {
            for start in stride(from: 0, to: expected.count, by: 37) {
                continuation.yield(Data(expected[start..<min(start + 37, expected.count)]))
                if start.isMultiple(of: 370) {
                    try await Task.sleep(for: .milliseconds(1))
                }
            }
            continuation.finish()
        }
        var received: [UInt8] = []
        for try await chunk in body {
            received += chunk
            if received.count.isMultiple(of: 3) {
                await Task.yield()
            }
        }
        try await producer.value
        #expect(received == expected)
    }

    @Test(
        "a spill gathers parts a mebibyte at a time: generated part sizes and reader paces get every byte, in order",
        arguments: [UInt64(1), 2, 3, 4]
    )
    func spillGathered(seed: UInt64) async throws {
        var generator = SeededGenerator(seed: seed)
        // Parts of 1 byte to 300 KiB, about 5 MiB in all, so that the file is written several
        // times, read back, emptied and written again, around parts of every size.
        // Each part is cut from one pattern of period 251 where the bytes before it ended, so that
        // a part out of place or lost changes the bytes read. Cut, not computed byte by byte: this
        // test runs under AddressSanitizer too, beside timing tests that need the threads.
        let pattern = Data((0..<((300 << 10) + 251)).map { UInt8($0 % 251) })
        var made: [Data] = []
        var total = 0
        while total < 5 << 20 {
            let size =
                [1, 16 << 10, Int.random(in: 1...(300 << 10), using: &generator)].randomElement(using: &generator) ?? 1
            let start = total % 251
            made.append(Data(pattern[start..<(start + size)]))
            total += size
        }
        let parts = made
        let pauses = (0..<parts.count).map { _ in Int.random(in: 0..<6, using: &generator) }
        let (body, continuation) = BodyStream.makeStream(bufferLimit: Int.random(in: 1...(2 << 20), using: &generator))
        let producer = Task {
            for (part, pause) in zip(parts, pauses) {
                #expect(continuation.yield(part))
                if pause == 0 {
                    await Task.yield()
                }
            }
            continuation.finish()
        }
        var received = Data()
        var reads = 0
        for try await chunk in body {
            received.append(chunk)
            reads += 1
            if pauses[reads % pauses.count] < 2 {
                try await Task.sleep(for: .microseconds(50))
            }
        }
        await producer.value
        #expect(received.count == total)
        #expect(received == parts.reduce(into: Data()) { $0.append($1) })
    }

    @Test("dropping the body before its end stops the producer once and frees the buffer; after the end, not")
    func dropped() async throws {
        let stops = Recorder<String>()
        var made: BodyStream? = nil
        let continuation: BodyStream.Continuation
        (made, continuation) = BodyStream.makeStream(onTermination: { stops.record("stop") })
        continuation.yield(Data("unread".utf8))
        #expect(made != nil)
        made = nil
        #expect(stops.values == ["stop"])
        #expect(continuation.isTerminated)
        #expect(!continuation.yield(Data("more".utf8)))

        let (finished, writer) = BodyStream.makeStream(onTermination: { stops.record("finished") })
        writer.finish()
        _ = try await chunks(of: finished)
        #expect(stops.values == ["stop"])
    }

    @Test("cancelling the reading task ends its wait with CancellationError and stops the producer")
    func cancelled() async throws {
        let stops = Recorder<String>()
        let (body, continuation) = BodyStream.makeStream(onTermination: { stops.record("stop") })
        let reading = Recorder<Void>()
        let reader = Task {
            reading.record(())
            return try await chunks(of: body)
        }
        // Cancelled once it reads, not before its task even started, however late that is.
        await eventually { !reading.values.isEmpty }
        reader.cancel()
        await #expect(throws: CancellationError.self) { _ = try await reader.value }
        #expect(stops.values == ["stop"])
        #expect(!continuation.yield(Data("more".utf8)))
    }

    @Test("collect(upTo:) reads the whole body, or says it is too large")
    func collect() async throws {
        let (body, continuation) = BodyStream.makeStream()
        continuation.yield(Data("1234".utf8))
        continuation.yield(Data("5678".utf8))
        continuation.finish()
        let error = await #expect(throws: YopuyError.self) { _ = try await body.collect(upTo: 6) }
        #expect(error?.code == .bodyTooLarge)
        #expect(continuation.isTerminated)
        #expect(try await BodyStream(Data("1234".utf8)).collect(upTo: 4) == Data("1234".utf8))
    }
}

@Suite("TransferProgress")
struct TransferProgressTests {
    @Test("the fraction done, when the total is known")
    func fraction() {
        #expect(TransferProgress(completed: 5, total: 10).fractionCompleted == 0.5)
        #expect(TransferProgress(completed: 5, total: nil).fractionCompleted == nil)
        #expect(TransferProgress(completed: 0, total: 0).fractionCompleted == 1)
        #expect(TransferProgress(completed: 12, total: 10).fractionCompleted == 1)
    }
}

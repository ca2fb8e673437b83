import Dispatch
import Foundation
import FuzzSupport
import Synchronization
import Yopuy

// Live streams read from chunks that end anywhere. Bit 0 of the selector picks the decoder
// (`serverSentEvents()` or `jsonLines()`); the other bits seed the chunk sizes (1 to 9 bytes,
// so that cuts fall inside CRLFs and UTF-8 characters); the bytes after the selector are the
// stream, whole, any byte included. Checks:
//
// - read in chunks, the stream gives exactly what it gives read whole;
// - an event's type and data hold no CR, its type no LF either, its ID no NUL, CR or LF, and
//   there are no more events than empty lines;
// - a JSON line holds no CR or LF and is not blank.

/// libFuzzer's entry point: one input, one stream read twice.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let selector = bytes.first ?? 0
    let stream = Array(bytes.dropFirst())
    let cut = chunks(stream, seed: selector >> 1)
    if selector & 1 == 0 {
        let whole = read { try await events([stream[...]]) }
        require(read { try await events(cut) } == whole, "chunks read otherwise than the whole stream")
        if case .value(let events) = whole {
            checkEvents(events, in: stream)
        }
    } else {
        let whole = read { try await lines([stream[...]]) }
        require(read { try await lines(cut) } == whole, "chunks read otherwise than the whole stream")
        for line in whole.value ?? [] {
            require(!line.contains(0x0D) && !line.contains(0x0A), "a line holds a line end: \(line)")
            require(line.contains { $0 != 0x20 && $0 != 0x09 }, "a blank line was handed over")
        }
    }
    return 0
}

/// `stream` in chunks of 1 to 9 bytes, their sizes drawn from `seed`.
private func chunks(_ stream: [UInt8], seed: UInt8) -> [ArraySlice<UInt8>] {
    var state = UInt32(seed) &+ 1
    var chunks: [ArraySlice<UInt8>] = []
    var start = 0
    while start < stream.count {
        state = state &* 1_103_515_245 &+ 12_345
        let end = min(stream.count, start + Int(state >> 16) % 9 + 1)
        chunks.append(stream[start..<end])
        start = end
    }
    return chunks
}

private func events(_ chunks: [ArraySlice<UInt8>]) async throws -> [ServerSentEvent] {
    var events: [ServerSentEvent] = []
    for try await event in Chunks(chunks).serverSentEvents() {
        events.append(event)
    }
    return events
}

private func lines(_ chunks: [ArraySlice<UInt8>]) async throws -> [Data] {
    var lines: [Data] = []
    for try await line in Chunks(chunks).jsonLines() {
        lines.append(line)
    }
    return lines
}

/// The events read whole are what the standard allows.
private func checkEvents(_ events: [ServerSentEvent], in stream: [UInt8]) {
    var emptyLines = 0
    var previous: UInt8?
    for byte in stream {
        if (byte == 0x0A && previous != 0x0D) || byte == 0x0D {
            emptyLines += 1  // counts every line end: at least as many as empty lines
        }
        previous = byte
    }
    require(events.count <= emptyLines, "\(events.count) events from \(emptyLines) line ends")
    for event in events {
        require(!event.data.utf8.contains(0x0D), "an event's data holds a CR")
        require(!event.event.utf8.contains { $0 == 0x0D || $0 == 0x0A }, "an event's type holds a line end")
        require(!event.event.isEmpty, "an event without a type")
        require(
            !(event.id ?? "").utf8.contains { $0 == 0 || $0 == 0x0D || $0 == 0x0A },
            "an ID holds NUL or a line end"
        )
    }
}

/// Chunks handed over without suspending, so that reading them never waits.
private struct Chunks: AsyncSequence, Sendable {
    let chunks: [ArraySlice<UInt8>]

    init(_ chunks: [ArraySlice<UInt8>]) {
        self.chunks = chunks
    }

    struct AsyncIterator: AsyncIteratorProtocol {
        var rest: ArraySlice<ArraySlice<UInt8>>

        mutating func next() async -> ArraySlice<UInt8>? {
            rest.popFirst()
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(rest: chunks[...])
    }
}

/// What `work` gives, or why it failed (as text, to compare), waited for on this thread.
private func read<Value: Sendable & Equatable>(_ work: @escaping @Sendable () async throws -> Value) -> Outcome<Value> {
    let done = DispatchSemaphore(value: 0)
    let outcome = Mutex<Outcome<Value>?>(nil)
    Task {
        // The task keeps nothing of the value once it signals: what it read goes into `outcome`,
        // so that no chunk, line or event is still held when libFuzzer counts this input's
        // allocations, however late the task itself ends.
        var result: Outcome<Value>?
        do {
            result = .value(try await work())
        } catch {
            result = .failure(String(describing: error))
        }
        outcome.withLock { swap(&$0, &result) }
        done.signal()
    }
    done.wait()
    guard let result = outcome.withLock({ $0.take() }) else {
        fatalError("a read ended without an outcome")
    }
    return result
}

private enum Outcome<Value: Equatable & Sendable>: Equatable, Sendable {
    case value(Value)
    case failure(String)

    /// The value, if there is one.
    var value: Value? {
        guard case .value(let value) = self else {
            return nil
        }
        return value
    }
}

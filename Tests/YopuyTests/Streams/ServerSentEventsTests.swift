import Foundation
import Testing
import Yopuy

/// The events of `text`, handed over in `chunks` (byte counts; the rest in one last chunk).
func events(_ text: String, chunks sizes: [Int] = [], limit: Int = 16 << 20) async throws -> [ServerSentEvent] {
    try await events(Array(text.utf8), chunks: sizes, limit: limit)
}

/// The events of `bytes`, handed over in `chunks` (byte counts; the rest in one last chunk).
func events(_ bytes: [UInt8], chunks sizes: [Int] = [], limit: Int = 16 << 20) async throws -> [ServerSentEvent] {
    var collected: [ServerSentEvent] = []
    for try await event in split(bytes, sizes).async.serverSentEvents(maximumEventSize: limit) {
        collected.append(event)
    }
    return collected
}

/// `bytes` cut into chunks of `sizes`, the rest in one last chunk.
func split(_ bytes: [UInt8], _ sizes: [Int]) -> [ArraySlice<UInt8>] {
    var chunks: [ArraySlice<UInt8>] = []
    var start = 0
    for size in sizes {
        let end = min(start + size, bytes.count)
        chunks.append(bytes[start..<end])
        start = end
    }
    chunks.append(bytes[start...])
    return chunks
}

extension Array where Element: Sendable {
    /// The elements as an async sequence.
    var async: AsyncStream<Element> {
        AsyncStream { continuation in
            for element in self {
                continuation.yield(element)
            }
            continuation.finish()
        }
    }
}

@Suite("ServerSentEvents: text/event-stream, as the WHATWG standard reads it")
struct ServerSentEventsTests {
    @Test("data lines join with line feeds; an empty line dispatches")
    func dataLines() async throws {
        let read = try await events("data: YHOO\ndata: +2\ndata: 10\n\n")
        #expect(read == [ServerSentEvent(data: "YHOO\n+2\n10")])
    }

    @Test("comments are skipped, the last event ID outlives its event, an incomplete last event is dropped")
    func standardExample() async throws {
        let stream = ": test stream\n\ndata: first event\nid: 1\n\ndata:second event\nid\n\ndata:  third event\n"
        let read = try await events(stream)
        #expect(
            read == [
                ServerSentEvent(data: "first event", id: "1"),
                ServerSentEvent(data: "second event", id: ""),
            ]
        )
    }

    @Test("a data field without a value is an empty line of data; an event without data is not dispatched")
    func emptyData() async throws {
        let read = try await events("data\n\ndata\ndata\n\nevent: nothing\n\ndata:\n\ndata:")
        #expect(read.map(\.data) == ["", "\n", ""])
        #expect(read.map(\.event) == ["message", "message", "message"], "the type of an undispatched event is dropped")
    }

    @Test("one space after the colon is dropped, no more")
    func space() async throws {
        let read = try await events("data:test\n\ndata: test\n\ndata:  test\n\n")
        #expect(read.map(\.data) == ["test", "test", " test"])
    }

    @Test("event, id and retry fields; unknown fields and a field named without a colon")
    func fields() async throws {
        let stream =
            "event: add\nid: 7\nretry: 2500\ndata: one\nunknown: x\n\n"
            + "event:\ndata: two\nretry: soon\n\n"
            + "id: a\u{0}b\ndata: three\nretry: 99999999999999999999999\n\n"
        let read = try await events(stream)
        #expect(
            read == [
                ServerSentEvent(event: "add", data: "one", id: "7", retry: .milliseconds(2500)),
                ServerSentEvent(event: "message", data: "two", id: "7", retry: .milliseconds(2500)),
                ServerSentEvent(event: "message", data: "three", id: "7", retry: .milliseconds(2500)),
            ]
        )
    }

    @Test("lines end at LF, CR or CRLF, in any mix")
    func lineEnds() async throws {
        let read = try await events("data: a\r\ndata: b\rdata: c\n\r\ndata: d\r\r")
        #expect(read.map(\.data) == ["a\nb\nc", "d"])
    }

    @Test("a byte order mark at the start is skipped, and only there")
    func byteOrderMark() async throws {
        let read = try await events("\u{FEFF}data: a\n\ndata: \u{FEFF}b\n\n")
        #expect(read.map(\.data) == ["a", "\u{FEFF}b"])
        #expect(try await events("\u{FEFF}\u{FEFF}data: a\n\n").isEmpty, "a second one makes the field's name unknown")
    }

    @Test("bytes that are not UTF-8 are read with replacement characters")
    func invalidUTF8() async throws {
        let read = try await events(Array("data: a".utf8) + [0xFF, 0xC3] + Array("\n\n".utf8))
        #expect(read.map(\.data) == ["a\u{FFFD}\u{FFFD}"])
    }

    /// A stream with every kind of line end, multi-byte characters, a byte order mark and a
    /// comment: cut anywhere, it reads the same.
    static let mixed = Array(
        "\u{FEFF}: hi\r\nevent: é\r\ndata: naïve 🎉\r\nid: 42\r\n\r\ndata: b\rdata: c\n\ndata: end\r\n\r\n".utf8
    )

    @Test("a stream cut into chunks at any byte reads the same as whole")
    func anyCut() async throws {
        let whole = try await events(Self.mixed)
        #expect(whole.count == 3)
        #expect(whole.first == ServerSentEvent(event: "é", data: "naïve 🎉", id: "42"))
        for cut in 0...Self.mixed.count {
            let read = try await events(Self.mixed, chunks: [cut])
            #expect(read == whole, "cut at \(cut)")
        }
        for second in 1..<Self.mixed.count {
            let read = try await events(Self.mixed, chunks: [second, 1])
            #expect(read == whole, "cut at \(second) and \(second + 1)")
        }
        #expect(try await events(Self.mixed, chunks: Array(repeating: 1, count: Self.mixed.count)) == whole)
    }

    @Test("an event reaches the reader as soon as its empty line arrives, while the stream stays open")
    func live() async throws {
        let (chunks, continuation) = AsyncStream<[UInt8]>.makeStream()
        var iterator = chunks.serverSentEvents().makeAsyncIterator()
        continuation.yield(Array("data: first\n".utf8))
        continuation.yield(Array("\ndata: sec".utf8))
        #expect(try await iterator.next()?.data == "first")
        continuation.yield(Array("ond\n\n".utf8))
        #expect(try await iterator.next()?.data == "second")
        continuation.finish()
        #expect(try await iterator.next() == nil)
    }

    @Test("an event or a line longer than the limit fails the sequence with a typed error")
    func limit() async throws {
        let long = "data: " + String(repeating: "x", count: 100) + "\n\n"
        #expect(try await events(long, limit: 200).count == 1)
        let error = await #expect(throws: YopuyError.self) { _ = try await events(long, limit: 50) }
        #expect(error?.code == .parseFailure)
        let manyLines = String(repeating: "data: xxxxxxxxxx\n", count: 20)
        await #expect(throws: YopuyError.self) { _ = try await events(manyLines, chunks: [17, 17, 17], limit: 100) }
        let endless = String(repeating: "x", count: 300)
        await #expect(throws: YopuyError.self) { _ = try await events(endless, chunks: [100, 100], limit: 150) }
    }

    @Test("chunks of Data and of arrays read alike")
    func chunkTypes() async throws {
        let chunks = [Data("data: a\n".utf8), Data("\n".utf8)].async
        var read: [String] = []
        for try await event in chunks.serverSentEvents() {
            read.append(event.data)
        }
        #expect(read == ["a"])
    }
}

@Suite("JSONLines: newline-delimited JSON")
struct JSONLinesTests {
    /// The lines of `text` as strings, handed over in `chunks`.
    func lines(_ text: String, chunks sizes: [Int] = [], limit: Int = 16 << 20) async throws -> [String] {
        var read: [String] = []
        for try await line in split(Array(text.utf8), sizes).async.jsonLines(maximumLineSize: limit) {
            read.append(String(decoding: line, as: UTF8.self))
        }
        return read
    }

    @Test("each line is a record; blank lines are skipped; the last needs no line end")
    func records() async throws {
        #expect(
            try await lines("{\"a\":1}\n\n  \t\n{\"b\":2}\r\n{\"c\":3}") == ["{\"a\":1}", "{\"b\":2}", "{\"c\":3}"]
        )
        #expect(try await lines("").isEmpty)
        #expect(try await lines("\n\n").isEmpty)
    }

    @Test("a stream cut into chunks at any byte reads the same as whole")
    func anyCut() async throws {
        let text = "{\"name\":\"naïve 🎉\"}\r\n{\"id\":2}\n\n{\"id\":3}"
        let whole = try await lines(text)
        #expect(whole.count == 3)
        for cut in 0...text.utf8.count {
            #expect(try await lines(text, chunks: [cut]) == whole, "cut at \(cut)")
        }
    }

    @Test("lines decode with the caller's parser")
    func decode() async throws {
        struct Record: Decodable, Equatable {
            let id: Int
        }
        var records: [Record] = []
        for try await line in split(Array("{\"id\":1}\n{\"id\":2}\n".utf8), [5]).async.jsonLines() {
            records.append(try JSONDecoder().decode(Record.self, from: line))
        }
        #expect(records == [Record(id: 1), Record(id: 2)])
    }

    @Test("a line longer than the limit fails the sequence with a typed error")
    func limit() async throws {
        let error = await #expect(throws: YopuyError.self) {
            _ = try await lines(String(repeating: "x", count: 300), chunks: [100, 100], limit: 150)
        }
        #expect(error?.code == .parseFailure)
    }
}

/// Reads a `text/event-stream` chunk by chunk, as the WHATWG HTML standard's event-stream
/// interpretation does (9.2.6): lines end at CR, LF or CRLF; a leading byte order mark is
/// skipped; a line starting with `:` is a comment; `data`, `event`, `id` and `retry` fields fill
/// the event that an empty line dispatches; an event without data is not dispatched, and one the
/// stream ends in the middle of is dropped.
struct EventStreamParser: Sendable {
    private var lines = LineSplitter()

    /// Whether a line was read: only the first may start with a byte order mark.
    private var started = false

    /// The event's one data line, as text, until a second one arrives: most events have one,
    /// and it then goes from the chunk to its text in one copy.
    private var firstData: String?

    /// The event's data lines so far, each followed by a LF, once it has more than one.
    private var data: [UInt8] = []

    /// The bytes of the event's data so far.
    private var dataCount: Int { data.isEmpty ? firstData?.utf8.count ?? 0 : data.count }

    /// The event's type so far, if an `event` field set one.
    private var type: String?

    /// The last event ID buffer, which outlives each event.
    private var lastID: String?

    /// The last reconnection time a valid `retry` field asked for, whether an event was
    /// dispatched after it or not.
    private(set) var retry: Duration?

    /// The most bytes an event's data, or a line, may hold.
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// Reads `chunk`, appending the events it completes to `events`.
    ///
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/parseFailure`` when a line or an
    ///   event's data grows past ``limit``.
    mutating func consume(_ chunk: UnsafeBufferPointer<UInt8>, into events: inout [ServerSentEvent]) throws {
        var position = 0
        while let line = lines.next(in: chunk, from: &position) {
            switch line {
            case .chunk(let range):
                process(UnsafeBufferPointer(rebasing: chunk[range]), into: &events)
            case .joined:
                var joined = LineSplitter()
                swap(&joined, &lines)
                joined.joined.withUnsafeBufferPointer { process($0, into: &events) }
                swap(&joined, &lines)
            }
            guard dataCount <= limit else {
                throw Self.tooLong(limit)
            }
        }
        guard lines.pendingCount <= limit else {
            throw Self.tooLong(limit)
        }
    }

    private static func tooLong(_ limit: Int) -> YopuyError {
        YopuyError(code: .parseFailure, reason: "the event stream sent an event or a line of more than \(limit) bytes")
    }

    /// Reads one line.
    private mutating func process(_ line: UnsafeBufferPointer<UInt8>, into events: inout [ServerSentEvent]) {
        var line = line[...]
        if !started {
            started = true
            if line.starts(with: [0xEF, 0xBB, 0xBF]) {
                line = line.dropFirst(3)
            }
        }
        guard let first = line.first else {
            dispatch(into: &events)
            return
        }
        if first == UInt8(ascii: ":") {
            return
        }
        let field: Slice<UnsafeBufferPointer<UInt8>>
        var value: Slice<UnsafeBufferPointer<UInt8>>
        if let colon = line.firstIndex(of: UInt8(ascii: ":")) {
            field = line[..<colon]
            value = line[(colon + 1)...]
            if value.first == UInt8(ascii: " ") {
                value = value.dropFirst()
            }
        } else {
            field = line
            value = line[line.endIndex...]
        }
        switch field.count {
        case 4 where field.elementsEqual("data".utf8):
            if let first = firstData {
                if data.isEmpty {
                    data.append(contentsOf: first.utf8)
                    data.append(0x0A)
                }
                data.append(contentsOf: value)
                data.append(0x0A)
            } else {
                firstData = String(decoding: value, as: UTF8.self)
            }
        case 5 where field.elementsEqual("event".utf8):
            type = String(decoding: value, as: UTF8.self)
        case 2 where field.elementsEqual("id".utf8):
            if !value.contains(0) {
                lastID = String(decoding: value, as: UTF8.self)
            }
        case 5 where field.elementsEqual("retry".utf8):
            if let milliseconds = Self.digits(value) {
                retry = .milliseconds(milliseconds)
            }
        default:
            break
        }
    }

    /// `bytes` as a number, if they are ASCII digits only and the number fits.
    private static func digits(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int64? {
        guard !bytes.isEmpty else {
            return nil
        }
        var number: Int64 = 0
        for byte in bytes {
            guard (0x30...0x39).contains(byte) else {
                return nil
            }
            let (times, overflowed) = number.multipliedReportingOverflow(by: 10)
            let (sum, overflowedAgain) = times.addingReportingOverflow(Int64(byte - 0x30))
            guard !overflowed, !overflowedAgain else {
                return nil
            }
            number = sum
        }
        return number
    }

    /// Dispatches the event read so far, if it has data, and starts the next.
    private mutating func dispatch(into events: inout [ServerSentEvent]) {
        defer {
            data.removeAll(keepingCapacity: true)
            firstData = nil
            type = nil
        }
        guard let first = firstData else {
            return
        }
        let text =
            data.isEmpty ? first : data.withUnsafeBufferPointer { String(decoding: $0.dropLast(), as: UTF8.self) }
        let type = self.type.flatMap { $0.isEmpty ? nil : $0 } ?? "message"
        events.append(ServerSentEvent(event: type, data: text, id: lastID, retry: retry))
    }
}

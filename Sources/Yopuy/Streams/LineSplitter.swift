/// Splits a stream of bytes into lines ending at CR, LF or CRLF, wherever its chunks begin and
/// end: a line split between two chunks is one line, and so is a CRLF split between them.
///
/// A line that lies in one chunk is handed over where it lies, without a copy; only the start of
/// a line whose end is in a later chunk is kept, in ``joined``.
struct LineSplitter: Sendable {
    /// Where ``next(in:from:)`` found a line.
    enum Line {
        /// In the chunk, at these indices.
        case chunk(Range<Int>)
        /// In ``joined``: its start came with earlier chunks.
        case joined
    }

    /// The line that spans chunks, when ``next(in:from:)`` says ``Line/joined``; before that,
    /// the start of a line whose end has not come yet.
    private(set) var joined: [UInt8] = []

    /// Whether ``joined`` was handed over, and is to be emptied before the next line.
    private var handedOver = false

    /// Whether the last byte was a CR, so that a LF first in the next chunk ends no line.
    private var afterCR = false

    /// The next complete line of `chunk` from `position`, without its end, moving `position`
    /// past the end; `nil` once the rest of the chunk holds no line end, the rest kept for the
    /// next chunk.
    ///
    /// - Parameters:
    ///   - chunk: The bytes that arrived.
    ///   - position: Where to look from; moved past what was read.
    /// - Returns: Where the line is, or `nil` when the chunk is read.
    mutating func next(in chunk: UnsafeBufferPointer<UInt8>, from position: inout Int) -> Line? {
        if handedOver {
            joined.removeAll(keepingCapacity: true)
            handedOver = false
        }
        let count = chunk.count
        if afterCR, position < count {
            afterCR = false
            if chunk[position] == 0x0A {
                position += 1
            }
        }
        let start = position
        var index = position
        while index < count {
            let byte = chunk[index]
            if byte == 0x0A || byte == 0x0D {
                position = index + 1
                if byte == 0x0D {
                    if position == count {
                        afterCR = true
                    } else if chunk[position] == 0x0A {
                        position += 1
                    }
                }
                if joined.isEmpty {
                    return .chunk(start..<index)
                }
                joined.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[start..<index]))
                handedOver = true
                return .joined
            }
            index += 1
        }
        joined.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[start..<count]))
        position = count
        return nil
    }

    /// How many bytes of a line whose end has not come yet are kept.
    var pendingCount: Int {
        handedOver ? 0 : joined.count
    }

    /// The start of a line that no line end closed, at the end of the stream; `nil` when there is
    /// none.
    mutating func finish() -> [UInt8]? {
        defer {
            joined = []
            handedOver = false
        }
        return handedOver || joined.isEmpty ? nil : joined
    }
}

extension Collection<UInt8> {
    /// Calls `body` with the bytes in contiguous memory: their own storage where they have one,
    /// else a copy.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try withContiguousStorageIfAvailable(body) {
            return result
        }
        return try Array(self).withUnsafeBufferPointer(body)
    }
}

/// Integers written as decimal digits straight into a buffer, never made into a string of their
/// own: how integer IDs join a path and integer values join a query.
@usableFromInline
enum DecimalDigits {
    /// The number of bytes `magnitude` takes in decimal, with a leading `-` if `negative`.
    @inlinable
    static func count(negative: Bool, magnitude: UInt64) -> Int {
        var digits = 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        return negative ? digits + 1 : digits
    }

    /// Writes `magnitude` in decimal, after a `-` if `negative`, into `buffer` from `start`, which
    /// has room for `count(negative:magnitude:)` bytes; returns the index after the last one.
    @inlinable
    static func write(
        negative: Bool,
        magnitude: UInt64,
        to buffer: UnsafeMutableBufferPointer<UInt8>,
        from start: Int
    ) -> Int {
        write(
            negative: negative,
            magnitude: magnitude,
            to: buffer,
            from: start,
            count: count(negative: negative, magnitude: magnitude)
        )
    }

    /// Writes `magnitude` as ``write(negative:magnitude:to:from:)`` does, for a caller that knows
    /// its `count(negative:magnitude:)` already: a path joined with an ID counts its digits to
    /// size the string (`Benchmarks/`, compose-yopuy-*).
    @inlinable
    static func write(
        negative: Bool,
        magnitude: UInt64,
        to buffer: UnsafeMutableBufferPointer<UInt8>,
        from start: Int,
        count: Int
    ) -> Int {
        let end = start + count
        if negative {
            buffer[start] = UInt8(ascii: "-")
        }
        var value = magnitude
        var index = end
        repeat {
            index -= 1
            buffer[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10)
            value /= 10
        } while value > 0
        return end
    }
}

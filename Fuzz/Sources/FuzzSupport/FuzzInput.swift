/// A fuzzer's bytes, cut into fields.
///
/// The first byte chooses what a target does with the rest (which resource, which place for a
/// header, which kind of body); the rest is split at every `0xFF` byte, which no UTF-8 text
/// holds, so that each field can be any text, control bytes and NUL included.
public struct FuzzInput {
    /// The first byte, or 0 for an empty input.
    public let selector: UInt8

    /// The bytes after the first, split at each `0xFF`.
    public let fields: [[UInt8]]

    /// Reads the bytes libFuzzer hands to `LLVMFuzzerTestOneInput`.
    public init(_ start: UnsafeRawPointer, _ count: Int) {
        let bytes = UnsafeRawBufferPointer(start: start, count: count)
        selector = bytes.first ?? 0
        fields = bytes.dropFirst().split(separator: 0xFF, omittingEmptySubsequences: false).map(Array.init)
    }

    /// The field at `index` as bytes, or none if there are fewer fields.
    public func bytes(_ index: Int) -> [UInt8] {
        index < fields.count ? fields[index] : []
    }

    /// The field at `index` as text (ill-formed UTF-8 repaired, as `String(decoding:as:)` does).
    public func text(_ index: Int) -> String {
        String(decoding: bytes(index), as: UTF8.self)
    }

    /// Whether bit `bit` of the selector is set.
    public func flag(_ bit: Int) -> Bool {
        selector >> bit & 1 == 1
    }
}

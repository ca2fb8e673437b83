public import Foundation

/// SHA-256 (FIPS 180-4), fed in pieces: the content digests of the container registry's blobs
/// and manifests, and of the layers the stress tool moves.
///
/// ```swift
/// var hash = SHA256()
/// hash.update(data: Data("hel".utf8))
/// hash.update(data: Data("lo".utf8))
/// hash.finalize()   // 2c f2 4d ba 5f b0 a3 0e 26 e8 3b 2a c5 b9 e2 9e …
/// ```
///
/// Written here so that IntegrationTests need not build swift-crypto, and with it a second copy
/// of BoringSSL beside swift-nio-ssl's (#62). Its target is optimised even in a debug build:
/// the stress tool hashes 128 MiB layers. `SHA256Tests` holds it to FIPS 180-4's examples and to
/// Python's `hashlib` on generated inputs. The documentation's stage has a one-shot SHA-256 of its
/// own (Tests/DocSnippets/Stage/SHA256.swift, the same round constants): that stage compiles with
/// nothing but the root's modules, and this package's cannot be one of them.
public struct SHA256: Sendable {
    /// The hash so far, H0 to H7.
    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    /// The bytes of a block not yet complete: fewer than 64.
    private var pending: [UInt8] = []
    /// The bytes fed so far.
    private var count: UInt64 = 0

    /// A hash of no bytes yet.
    public init() {}

    /// Feeds `data`, after all that was fed before.
    ///
    /// - Parameter data: The next bytes.
    public mutating func update(data: Data) {
        data.withUnsafeBytes { update(bytes: $0) }
    }

    /// Feeds the bytes in `bytes`, after all that was fed before.
    ///
    /// - Parameter bytes: The next bytes.
    public mutating func update(bytes: UnsafeRawBufferPointer) {
        count &+= UInt64(bytes.count)
        var rest = bytes[...]
        if !pending.isEmpty {
            let taken = min(64 - pending.count, rest.count)
            pending.append(contentsOf: rest.prefix(taken))
            rest = rest.dropFirst(taken)
            guard pending.count == 64 else {
                return
            }
            pending.withUnsafeBytes { compress($0[...]) }
            pending.removeAll(keepingCapacity: true)
        }
        while rest.count >= 64 {
            compress(rest.prefix(64))
            rest = rest.dropFirst(64)
        }
        pending.append(contentsOf: rest)
    }

    /// The hash of every byte fed: 32 bytes.
    ///
    /// - Returns: The digest, most significant byte first.
    public func finalize() -> [UInt8] {
        var copy = self
        let bits = count &* 8
        var tail: [UInt8] = [0x80]
        tail.append(contentsOf: repeatElement(0, count: (55 &- pending.count) & 63))
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
        }
        tail.withUnsafeBytes { copy.update(bytes: $0) }
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in copy.state {
            digest.append(contentsOf: [
                UInt8(truncatingIfNeeded: word >> 24), UInt8(truncatingIfNeeded: word >> 16),
                UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word),
            ])
        }
        return digest
    }

    /// The hash of `data`, in one piece.
    ///
    /// - Parameter data: The bytes.
    /// - Returns: The digest: 32 bytes.
    public static func hash(data: Data) -> [UInt8] {
        var hash = SHA256()
        hash.update(data: data)
        return hash.finalize()
    }

    /// Mixes one 64-byte block into the state.
    private mutating func compress(_ block: Slice<UnsafeRawBufferPointer>) {
        let constants = Self.constants
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
            for index in 0..<16 {
                let offset = block.startIndex + index * 4
                schedule[index] =
                    UInt32(block[offset]) << 24 | UInt32(block[offset + 1]) << 16 | UInt32(block[offset + 2]) << 8
                    | UInt32(block[offset + 3])
            }
            for index in 16..<64 {
                let early = schedule[index - 15]
                let late = schedule[index - 2]
                let sigma0 = rotate(early, 7) ^ rotate(early, 18) ^ (early >> 3)
                let sigma1 = rotate(late, 17) ^ rotate(late, 19) ^ (late >> 10)
                schedule[index] = schedule[index - 16] &+ sigma0 &+ schedule[index - 7] &+ sigma1
            }
            var a = state[0]
            var b = state[1]
            var c = state[2]
            var d = state[3]
            var e = state[4]
            var f = state[5]
            var g = state[6]
            var h = state[7]
            for index in 0..<64 {
                let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
                let choice = (e & f) ^ (~e & g)
                let first = h &+ sum1 &+ choice &+ constants[index] &+ schedule[index]
                let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
                let majority = (a & b) ^ (a & c) ^ (b & c)
                let second = sum0 &+ majority
                h = g
                g = f
                f = e
                e = d &+ first
                d = c
                c = b
                b = a
                a = first &+ second
            }
            state[0] &+= a
            state[1] &+= b
            state[2] &+= c
            state[3] &+= d
            state[4] &+= e
            state[5] &+= f
            state[6] &+= g
            state[7] &+= h
        }
    }

    private func rotate(_ word: UInt32, _ bits: UInt32) -> UInt32 {
        (word >> bits) | (word << (32 - bits))
    }

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let constants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}

import Foundation
import Hashing
import Testing

/// The SHA-256 the registry's digests use (Sources/Hashing), written here instead of building
/// swift-crypto: FIPS 180-4's examples, and generated inputs fed in generated pieces against
/// Python's `hashlib`, which no one here wrote.
@Suite("SHA-256")
struct SHA256Tests {
    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()
    }

    @Test("FIPS 180-4's examples: one block, two blocks, a million a's fed in thousands")
    func publishedExamples() {
        #expect(
            Self.hex(SHA256.hash(data: Data("abc".utf8)))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        )
        #expect(
            Self.hex(SHA256.hash(data: Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        )
        var hash = SHA256()
        let thousand = Data(repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 {
            hash.update(data: thousand)
        }
        #expect(Self.hex(hash.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        #expect(Self.hex(SHA256().finalize()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test("generated inputs of every length around a block's padding, fed in generated pieces, hash as hashlib's")
    func generatedAgainstHashlib() throws {
        var generator = SystemRandomNumberGenerator()
        // Every length up to three blocks, where the padding's edges are (55, 56, 63, 64…), then
        // longer ones; each split at random points, some pieces empty.
        let lengths = Array(0...192) + (0..<40).map { _ in Int.random(in: 193...5000, using: &generator) }
        var inputs: [Data] = []
        var ours: [String] = []
        for length in lengths {
            let bytes = Data((0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) })
            var hash = SHA256()
            var start = 0
            while start < length {
                let end = min(length, start + Int.random(in: 0...130, using: &generator))
                hash.update(data: bytes[start..<end])
                start = end
            }
            inputs.append(bytes)
            ours.append(Self.hex(hash.finalize()))
        }
        let theirs = try Self.hashlib(inputs)
        #expect(theirs.count == inputs.count)
        for (index, (mine, python)) in zip(ours, theirs).enumerated() where mine != python {
            let input = inputs[index]
            Issue.record("\(input.count) bytes \(input.base64EncodedString()): \(mine), hashlib \(python)")
        }
    }

    /// Each input's SHA-256 by CPython's hashlib, one base64 line in and one hexadecimal line out.
    static func hashlib(_ inputs: [Data]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import base64, hashlib, sys\nfor line in sys.stdin: "
                + "print(hashlib.sha256(base64.b64decode(line.strip())).hexdigest())",
        ]
        // The inputs from a file: a pipe this process wrote into could fill before Python reads it.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("yopuy-sha256-\(UUID().uuidString)")
        try Data(inputs.map { $0.base64EncodedString() + "\n" }.joined().utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let output = Pipe()
        process.standardInput = try FileHandle(forReadingFrom: file)
        process.standardOutput = output
        try process.run()
        let answer = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: answer, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}

import Foundation
import Testing
import Yopuy

/// The chunks of `text`'s bytes cut at `cuts`.
private func chunks(_ bytes: [UInt8], cutAt cuts: [Int]) -> AsyncStream<[UInt8]> {
    AsyncStream { continuation in
        var start = 0
        for cut in cuts.sorted() + [bytes.count] where cut >= start {
            continuation.yield(Array(bytes[start..<cut]))
            start = cut
        }
        continuation.finish()
    }
}

@Suite("textLines: the lines of any text, as they arrive")
struct TextLinesTests {
    @Test("CSV lines, blank ones kept, ends of every kind, a character cut between chunks")
    func csv() async throws {
        let bytes = Array("id,name\n1,Zoë\r\n\n2,日本\r3,last".utf8)
        var lines: [String] = []
        for try await line in chunks(bytes, cutAt: [3, 13, 14, 22, 23]).textLines() {
            lines.append(line)
        }
        #expect(lines == ["id,name", "1,Zoë", "", "2,日本", "3,last"])
    }

    @Test("generated texts of generated line shapes, cut at generated places: the lines a reader expects")
    func generated() async throws {
        var random = SeededGenerator(seed: 0x5445_5854)
        let words = ["a", "id,name", " ", "\t", "é", "日本", "\"q\"", ",", ""]
        let ends = ["\n", "\r\n", "\r"]
        for _ in 0..<300 {
            let count = Int.random(in: 0...6, using: &random)
            var expected: [String] = []
            var text = ""
            var lastEnded = true
            var previousEnd = ""
            for index in 0..<count {
                let line = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                    words.randomElement(using: &random) ?? "a"
                }
                .joined()
                expected.append(line)
                text += line
                lastEnded = index < count - 1 || Bool.random(using: &random)
                if lastEnded {
                    var end = ends.randomElement(using: &random) ?? "\n"
                    // A CR, an empty line and an LF are one CRLF: text cannot tell them apart.
                    if previousEnd == "\r", line.isEmpty, end == "\n" { end = "\r\n" }
                    text += end
                    previousEnd = end
                }
            }
            // A last line with no end and no text is no line: no byte says it is there.
            if expected.last == "", !lastEnded {
                expected.removeLast()
            }
            let bytes = Array(text.utf8)
            let cuts = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                Int.random(in: 0...bytes.count, using: &random)
            }
            var lines: [String] = []
            for try await line in chunks(bytes, cutAt: cuts).textLines() {
                lines.append(line)
            }
            #expect(lines == expected, "\(text.debugDescription) cut at \(cuts.sorted())")
        }
    }

    @Test("a line past the limit fails the sequence, naming text")
    func limit() async throws {
        let error = try await #require(throws: YopuyError.self) {
            for try await _ in chunks(Array("short\n0123456789abc\n".utf8), cutAt: [4]).textLines(maximumLineSize: 8) {}
        }
        #expect(error.code == .parseFailure)
        #expect(error.reason == "the text stream sent a line of more than 8 bytes")
    }
}

import Foundation
import Testing

@testable import ScaffoldKit

@Suite("Writing the output without overwriting anything")
struct OutputFolderTests {
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("files are written under their folders")
    func writes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try OutputFolder.write(
            [GeneratedFile(path: "Models/Pet.swift", contents: "struct Pet {}\n")],
            to: folder.path
        )
        let text = try String(contentsOf: folder.appendingPathComponent("Models/Pet.swift"), encoding: .utf8)
        #expect(text == "struct Pet {}\n")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(left == ["Models"])
    }

    @Test("a file that exists is never overwritten, and nothing else is written")
    func refusesToOverwrite() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let mine = folder.appendingPathComponent("Pet.swift")
        try Data("// mine\n".utf8).write(to: mine)
        #expect(throws: ScaffoldError.self) {
            try OutputFolder.write(
                [
                    GeneratedFile(path: "Owner.swift", contents: "struct Owner {}\n"),
                    GeneratedFile(path: "Pet.swift", contents: "struct Pet {}\n"),
                ],
                to: folder.path
            )
        }
        #expect(try String(contentsOf: mine, encoding: .utf8) == "// mine\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Pet.swift"])
    }
}

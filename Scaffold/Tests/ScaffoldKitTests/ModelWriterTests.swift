import Foundation
import OpenAPIKit
import Testing

@testable import ScaffoldKit

/// Documents for the model tests: small inline ones, and OpenAI's description.
enum ModelDocuments {
    /// A 3.1 document with `schemas` as its component schemas (JSON text of an object).
    static func document(schemas: String) throws -> OpenAPI.Document {
        let text = #"{"openapi": "3.1.0", "info": {"title": "T", "version": "1"}, "paths": {}, "components": {"schemas": "#
            + schemas + "}}"
        return try JSONDecoder().decode(OpenAPI.Document.self, from: Data(text.utf8))
    }

    /// The models of a document with `schemas`, and the registry after them.
    static func writer(schemas: String) throws -> ModelWriter {
        var names = NameRegistry()
        return ModelWriter(document: try document(schemas: schemas), names: &names)
    }

    /// OpenAI's description, from `OPENAI_OPENAPI` or `/tmp/oai/openai.json`, or decompressed
    /// from `/work/shared/apis/openai-openapi.json.xz`; `nil` when none is there.
    static func openAIData() -> Data? {
        let environment = ProcessInfo.processInfo.environment
        for path in [environment["OPENAI_OPENAPI"], "/tmp/oai/openai.json"].compactMap({ $0 }) {
            if let data = FileManager.default.contents(atPath: path) { return data }
        }
        let compressed = "/work/shared/apis/openai-openapi.json.xz"
        guard FileManager.default.fileExists(atPath: compressed) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xz", "-dc", compressed]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }

    /// OpenAI's description, with the two things OpenAIKit refuses taken out: boolean
    /// `exclusiveMinimum`/`exclusiveMaximum` (3.0's spelling) and integer bounds beyond `Int64`.
    static func openAI() throws -> OpenAPI.Document? {
        guard let data = openAIData() else { return nil }
        let tree = mended(try JSONSerialization.jsonObject(with: data))
        let json = try JSONSerialization.data(withJSONObject: tree)
        return try JSONDecoder().decode(OpenAPI.Document.self, from: json)
    }

    /// `value` without boolean exclusive bounds and without integer bounds beyond `Int64`.
    private static func mended(_ value: Any) -> Any {
        if let array = value as? [Any] { return array.map(mended) }
        guard var object = value as? [String: Any] else { return value }
        for key in ["exclusiveMinimum", "exclusiveMaximum"] {
            if object[key] is Bool { object[key] = nil }
        }
        for key in ["maximum", "minimum"] {
            if let number = object[key] as? NSNumber, abs(number.doubleValue) >= 9.2e18 { object[key] = nil }
        }
        return object.mapValues(mended)
    }
}

@Suite("Models from OpenAI's description")
struct ModelWriterOpenAITests {
    /// Writes the models of OpenAI's description into `$MODELS_OUT` (for check-models.sh).
    @Test(
        "writes OpenAI's models for the compile check",
        .enabled(if: ProcessInfo.processInfo.environment["MODELS_OUT"] != nil)
    )
    func export() throws {
        let folder = try #require(ProcessInfo.processInfo.environment["MODELS_OUT"])
        let document = try #require(try ModelDocuments.openAI())
        let start = ContinuousClock.now
        var names = NameRegistry()
        let writer = ModelWriter(document: document, names: &names)
        let files = writer.files()
        let elapsed = ContinuousClock.now - start
        for file in files {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try Data(file.contents.utf8).write(to: url)
        }
        var report = "files: \(files.count)\nseconds: \(elapsed)\n"
        for problem in writer.problems {
            report += problem.description + "\n"
        }
        try Data(report.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent("report.txt"))
    }
}

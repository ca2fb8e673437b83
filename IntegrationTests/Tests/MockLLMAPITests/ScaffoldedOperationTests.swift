// Scaffolded by yopuy-scaffold from Mock LLM Server 0.1.0; yours to edit.

import Testing
import Yopuy

@testable import MockLLMAPI

/// Every operation of Mock LLM Server 0.1.0 that the scaffold said, built
/// with sample IDs: its method and path must be the document's.
@Suite("Scaffolded operations")
struct ScaffoldedOperationTests {
    @Test("each path has the method and path of its operation in the document")
    func everyOperation() {
        var built: [(route: String, method: String, path: String, expected: String)] = []
        Self.routes0(&built)
        #expect(built.count == 4)
        for entry in built {
            #expect("\(entry.method) \(entry.path)" == entry.expected, "\(entry.route)")
        }
    }

    private static func routes0(
        _ built: inout [(route: String, method: String, path: String, expected: String)]
    ) {
        let r1 = Provider.list
        built.append(("GET /providers", r1.method.rawValue, r1.path, "GET providers"))
        let r2 = Model.list
        built.append(("GET /models", r2.method.rawValue, r2.path, "GET models"))
        let r3 = V1.at / Chat.at / Completion.create
        built.append(("POST /v1/chat/completions", r3.method.rawValue, r3.path, "POST v1/chat/completions"))
        let r4 = V1.at / Message.create
        built.append(("POST /v1/messages", r4.method.rawValue, r4.path, "POST v1/messages"))
    }
}

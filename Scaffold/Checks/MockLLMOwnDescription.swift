// Copied by check-scaffold.sh into the tests of the client that yopuy-scaffold wrote from the
// OpenAPI description mockllm (PyPI) publishes at /openapi.json while it runs: that client,
// called as written against the same server. Skipped when MOCKLLM_URL is not set.
import Foundation
import Testing
import Yopuy
import YopuyURLSession

@testable import MockLLM

@Suite(
    "mockllm's own description, scaffolded and called",
    .enabled(if: ProcessInfo.processInfo.environment["MOCKLLM_URL"] != nil, "MOCKLLM_URL is not set")
)
struct MockLLMOwnDescription {
    /// The server's root: its description's paths start there (`/models`, `/v1/chat/completions`).
    private func service() throws -> Service<URLSessionAdapter> {
        let v1 = try #require(ProcessInfo.processInfo.environment["MOCKLLM_URL"].flatMap(URL.init(string:)))
        return Service(adapter: URLSessionAdapter(), URL: v1.deletingLastPathComponent())
    }

    @Test("GET /models and GET /providers answer the free-form objects the description promises")
    func lists() async throws {
        let models = try #require(try await service().call(Model.list).value)
        guard case .array(let names)? = models["models"] else {
            Issue.record("no list of models: \(models)")
            return
        }
        #expect(names.contains(.string("gpt-4")))
        let providers = try #require(try await service().call(Provider.list).value)
        #expect(providers["openai"] != nil)
    }

    @Test("POST /v1/chat/completions answers any JSON, as its description says")
    func completion() async throws {
        let body = try RequestBody.json(
            ["model": "gpt-4o", "messages": [["role": "user", "content": "Say hello"]]] as JSONValue
        )
        let answer = try await service().call(V1.at / Chat.at / Completion.create, body: body)
        guard case .object(let completion)? = answer.value else {
            Issue.record("not an object: \(String(describing: answer.value))")
            return
        }
        #expect(completion["object"] == .string("chat.completion"))
    }
}

import Foundation
import Testing
import Yopuy
import YopuyAsyncHTTPClient
import YopuyURLSession

@testable import MockLLMAPI

/// The client `yopuy-scaffold` wrote from the OpenAPI description mockllm (PyPI) publishes, kept
/// in Sources/MockLLMAPI as a user keeps it, called as written against that server through both
/// adapters. run-tests.sh serves mockllm on 127.0.0.1 and stops it.
@Suite(
    "mockllm's own description, scaffolded, kept and called",
    .enabled(if: ProcessInfo.processInfo.environment["MOCKLLM_URL"] != nil, "MOCKLLM_URL is not set: run run-tests.sh")
)
struct MockLLMAPITests {
    /// The two adapters, each with a service at mockllm's root: its description's paths start
    /// there (`/models`, `/v1/chat/completions`), above the `v1/` of `MOCKLLM_URL`.
    enum Client: String, CaseIterable, Sendable {
        case urlSession = "URLSession"
        case asyncHTTPClient = "AsyncHTTPClient"

        func service() throws -> Service<AnyHTTPAdapter> {
            let v1 = try #require(ProcessInfo.processInfo.environment["MOCKLLM_URL"].flatMap(URL.init(string:)))
            let root = v1.deletingLastPathComponent()
            return switch self {
            case .urlSession: Service(adapter: AnyHTTPAdapter(URLSessionAdapter()), URL: root)
            case .asyncHTTPClient: Service(adapter: AnyHTTPAdapter(AsyncHTTPClientAdapter()), URL: root)
            }
        }
    }

    @Test(
        "GET /models and GET /providers answer the free-form objects the description promises",
        arguments: Client.allCases
    )
    func lists(client: Client) async throws {
        let service = try client.service()
        let models = try #require(try await service.call(Model.list).value)
        guard case .array(let names)? = models["models"] else {
            Issue.record("no list of models: \(models)")
            return
        }
        #expect(names.contains(.string("gpt-4")))
        let providers = try #require(try await service.call(Provider.list).value)
        #expect(providers["openai"] != nil)
    }

    @Test(
        "POST /v1/chat/completions answers the completion, as any JSON, as its description says",
        arguments: Client.allCases
    )
    func completion(client: Client) async throws {
        let request: JSONValue = ["model": "gpt-4o", "messages": [["role": "user", "content": "Say hello"]]]
        let answer = try await client.service().call(
            V1.at / Chat.at / Completion.create,
            body: try RequestBody.json(request)
        )
        guard case .object(let completion)? = answer.value else {
            Issue.record("not an object: \(String(describing: answer.value))")
            return
        }
        #expect(completion["object"] == .string("chat.completion"))
        guard case .array(let choices)? = completion["choices"], case .object(let choice)? = choices.first,
            case .object(let message)? = choice["message"]
        else {
            Issue.record("no message in \(completion)")
            return
        }
        #expect(message["role"] == .string("assistant"))
        #expect(message["content"] != nil)
    }
}

// Copied by check-scaffold.sh into the scaffolded OpenAI client's tests: the client that
// yopuy-scaffold wrote from OpenAI's published description, called as written against mockllm
// (PyPI), an OpenAI-compatible server no one here wrote. Skipped when MOCKLLM_URL is not set.
import Foundation
import Testing
import Yopuy
import YopuyURLSession

@testable import OpenAI

@Suite(
    "The scaffolded OpenAI client against mockllm",
    .enabled(if: ProcessInfo.processInfo.environment["MOCKLLM_URL"] != nil, "MOCKLLM_URL is not set")
)
struct OpenAIAgainstMockLLM {
    private func service() throws -> Service<URLSessionAdapter> {
        let base = try #require(ProcessInfo.processInfo.environment["MOCKLLM_URL"].flatMap(URL.init(string:)))
        return Service(adapter: URLSessionAdapter(), URL: base)
    }

    private func request(stream: Bool) -> CreateChatCompletionRequest {
        CreateChatCompletionRequest(
            messages: [.user(ChatCompletionRequestUserMessage(content: .textContent("Say hello")))],
            model: ModelIdsShared(rawValue: "gpt-4o"),
            stream: stream
        )
    }

    @Test("a chat completion: the typed request is sent, the typed answer read")
    func completion() async throws {
        let answer = try await service().call(Chat.at / ChatCompletion.create, body: request(stream: false))
        let completion = try #require(answer.value)
        #expect(completion.object == "chat.completion")
        #expect(completion.choices.first?.message.content == "Hello from a server no one here wrote.")
    }

    @Test("a chat completion streamed: typed chunks, [DONE] skipped")
    func streamed() async throws {
        let stream = try await service().events(
            Chat.at / CreateChatCompletionStream.action,
            body: request(stream: true)
        )
        var text = ""
        for try await event in stream {
            #expect(event.value.object == "chat.completion.chunk")
            text += event.value.choices.first?.delta.content ?? ""
        }
        #expect(text == "Hello from a server no one here wrote.")
    }
}

import Foundation
import Testing
import Yopuy

/// mockllm's OpenAI chat completions, `POST /v1/chat/completions`: with `"stream": true`, a
/// `text/event-stream` of completion chunks, each a JSON object in one `data` field, ended by
/// `data: [DONE]`.
enum Chat: RootNamespace {
    static let path = "chat"

    struct Request: EncodesJSON {
        struct Message: Encodable, Sendable {
            var role: String
            var content: String
        }

        var model = "gpt-4o"
        var messages: [Message]
        var stream = true
    }

    struct Chunk: Decodable, Sendable {
        struct Choice: Decodable, Sendable {
            struct Delta: Decodable, Sendable {
                var content: String?
            }

            var delta: Delta
            var finishReason: String?

            enum CodingKeys: String, CodingKey {
                case delta
                case finishReason = "finish_reason"
            }
        }

        var object: String
        var choices: [Choice]
    }

    /// The completion, streamed: each event a chunk; `[DONE]` ends the stream and is no chunk.
    enum Completions: CollectionAction {
        typealias Target = Chat
        typealias Method = POSTWith<Request>
        typealias Kind = EventStreamPath
        static let path = "completions"
        static func parse(singular data: Data) throws -> Chunk { try JSONDecoder().decode(Chunk.self, from: data) }
        static func parse(event: ServerSentEvent) throws -> Chunk? {
            event.data == "[DONE]" ? nil : try parse(singular: Data(event.data.utf8))
        }
    }
}

/// A server no one here wrote that streams server-sent events: mockllm, from PyPI, which
/// run-tests.sh installs and serves.
@Suite(
    "mockllm: a chat completion streamed as typed events",
    .enabled(if: ProcessInfo.processInfo.environment["MOCKLLM_URL"] != nil, "MOCKLLM_URL is not set: run run-tests.sh")
)
struct MockLLMTests {
    @Test("the tokens arrive as parsed chunks, [DONE] skipped by the resource's parser", arguments: Client.allCases)
    func completion(client: Client) async throws {
        let base = try #require(ProcessInfo.processInfo.environment["MOCKLLM_URL"].flatMap(URL.init(string:)))
        let service = try client.service(at: base)
        let request = Chat.Request(messages: [.init(role: "user", content: "Say hello")])
        let stream = try await service.events(Chat.Completions.action, body: request)
        #expect(stream.headers["Content-Type"]?.hasPrefix("text/event-stream") == true)
        var text = ""
        var chunks: [Chat.Chunk] = []
        for try await event in stream {
            chunks.append(event.value)
            text += event.value.choices.first?.delta.content ?? ""
        }
        #expect(text == "Hello from a server no one here wrote.")
        #expect(chunks.allSatisfy { $0.object == "chat.completion.chunk" })
        #expect(chunks.last?.choices.first?.finishReason == "stop")
        #expect(chunks.count > text.count / 2)
    }
}

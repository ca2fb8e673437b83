import Foundation
import Testing
import Yopuy

// The original README's request code, as written: a service made without `try`, and a callback.

@Suite("The original README's service")
struct ServiceTests {
    @Test("Service(adapter:URL:) without try, and a call with a callback")
    func readme() async throws {
        let url = try #require(URL(string: "https://api.example.com"))
        let service = Service(adapter: YourFancyAdapter(), URL: url)
        let comment = Post.show(1) / Comment.show(12)
        let result = await withCheckedContinuation { continuation in
            service.call(comment) { result in
                continuation.resume(returning: result)
            }
        }
        #expect(try result.get().value?.id == 20)
    }
}

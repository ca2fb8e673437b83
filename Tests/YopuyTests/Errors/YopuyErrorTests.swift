import BlogModel
import Testing
import Yopuy

@Suite("YopuyError")
struct YopuyErrorTests {
    @Test("carries its code, reason and path, and describes itself")
    func context() throws {
        let path = Blog.show / Page.show("")
        let error = try #require(throws: YopuyError.self) { try path.validatedPath() }
        #expect(error.code == .invalidPath)
        #expect(error.path == "blog/pages/")
        #expect(error.reason == "an ID is empty, which would address the collection instead of one record")
        #expect(error.description == "invalid path: \(error.reason)")
    }

    @Test("codes can be matched in a switch")
    func switchOnCode() throws {
        let error = try #require(throws: YopuyError.self) { try (Blog.show / Page.show(".")).validatedPath() }
        switch error.code {
        case .invalidPath:
            #expect(error.code.description == "invalid path")
        default:
            Issue.record("unexpected code \(error.code)")
        }
    }
}

import Testing
import Yopuy

@Suite("HTTPMethod")
struct HTTPMethodTests {
    @Test("each marker carries the method it sends")
    func markers() {
        #expect(GET.httpMethod == .get)
        #expect(POST.httpMethod == .post)
        #expect(PUT.httpMethod == .put)
        #expect(PATCH.httpMethod == .patch)
        #expect(DELETE.httpMethod == .delete)
    }

    @Test("methods are their wire names")
    func wireNames() {
        #expect(
            [HTTPMethod.get, .post, .put, .patch, .delete].map(\.rawValue) == ["GET", "POST", "PUT", "PATCH", "DELETE"]
        )
        #expect(HTTPMethod(rawValue: "OPTIONS").description == "OPTIONS")
        #expect(HTTPMethod(rawValue: "GET") == .get)
    }
}

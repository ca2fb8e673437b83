import BlogModel
import Foundation
import Testing
import Yopuy

@Suite("Form bodies")
struct RequestBodyFormTests {
    @Test("fields are encoded as a query is, with their content type")
    func encodedLikeTheQuery() {
        let fields: Query = ["name": "Ada Lovelace", "note": "a&b=c+d%e", "city": "Zürich", "tag": ["x", "y"]]
        let body = RequestBody.form(fields)
        #expect(body.contentType == "application/x-www-form-urlencoded")
        #expect(
            String(decoding: body.data, as: UTF8.self)
                == "name=Ada%20Lovelace&note=a%26b%3Dc%2Bd%25e&city=Z%C3%BCrich&tag=x&tag=y"
        )
        #expect(body.data == Data(fields.encoded.utf8))
    }

    @Test("a form is sent as the body of a call, with its Content-Type")
    func sent() async throws {
        let request = try await sentRequest { api in
            _ = try await api.call(Post.create, body: .form(["title": "Hi there"]))
        }
        #expect(request.headers["Content-Type"] == "application/x-www-form-urlencoded")
        #expect(request.body == Data("title=Hi%20there".utf8))
    }

    @Test("an empty form is an empty body")
    func empty() {
        #expect(RequestBody.form([:]).data.isEmpty)
    }
}

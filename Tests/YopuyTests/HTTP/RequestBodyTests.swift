import Foundation
import Testing
import Yopuy

@Suite("RequestBody")
struct RequestBodyTests {
    @Test("holds bytes and their content type")
    func bytes() {
        let body = RequestBody(Data([1, 2, 3]), contentType: "application/octet-stream")
        #expect(body.data == Data([1, 2, 3]))
        #expect(body.contentType == "application/octet-stream")
    }

    @Test("encodes JSON with the given encoder")
    func json() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let body = try RequestBody.json(["b": 1, "a": 2], encoder: encoder)
        #expect(String(decoding: body.data, as: UTF8.self) == #"{"a":2,"b":1}"#)
        #expect(body.contentType == "application/json")
    }

    @Test("an unencodable value is a typed error")
    func unencodable() throws {
        let error = try #require(throws: YopuyError.self) { try RequestBody.json(Double.nan) }
        #expect(error.code == .invalidBody)
        #expect(error.underlyingError is EncodingError)
    }
}

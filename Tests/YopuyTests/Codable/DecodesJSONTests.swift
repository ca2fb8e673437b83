import Foundation
import Testing
import Yopuy

/// A resource that opts in to JSON and writes no parser.
private struct Note: RootResource, IsRESTful, DecodesJSON, Codable, Equatable {
    static let path = "notes"
    let id: Int
    var text: String
}

/// A resource with a configured decoder.
private struct Event: RootResource, IsShowable, DecodesJSON, Codable {
    static let path = "events"
    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
    let id: Int
    let startsAt: Date
}

@Suite("DecodesJSON")
struct DecodesJSONTests {
    @Test("gives a Decodable resource both parsers")
    func defaults() async throws {
        #expect(Note.Singular.self == Note.self)
        #expect(Note.Collection.self == [Note].self)
        let service = try service(FakeAdapter.answering(200, #"[{"id": 1, "text": "a"}]"#))
        #expect(try await service.call(Note.list).value == [Note(id: 1, text: "a")])
        #expect(try Note.parse(singular: Data(#"{"id": 2, "text": "b"}"#.utf8)) == Note(id: 2, text: "b"))
    }

    @Test("uses the resource's own decoder when it has one")
    func customDecoder() throws {
        let event = try Event.parse(singular: Data(#"{"id": 1, "starts_at": "1970-01-01T00:00:10Z"}"#.utf8))
        #expect(event.startsAt == Date(timeIntervalSince1970: 10))
    }

    @Test("a decoding error is a parse failure with the body")
    func failure() async throws {
        let service = try service(FakeAdapter.answering(200, #"{"id": "x"}"#))
        let error = try await #require(throws: YopuyError.self) { _ = try await service.call(Note.show(1)) }
        #expect(error.code == .parseFailure)
        #expect(error.underlyingError is DecodingError)
    }
}

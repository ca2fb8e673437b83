import Foundation
import Testing
import Yopuy

/// Records in `{"data": …}`, one record and a list alike.
private struct Invoice: RootResource, IsRESTful, DecodesJSON, Codable, Equatable {
    static let path = "invoices"
    static let envelope: JSONEnvelope = "data"
    let id: Int
    var total: Int
}

/// One record in `{"receipt": …}`, a list in `{"result": {"items": […]}}`.
private struct Receipt: RootResource, IsRESTful, DecodesJSON, Codable, Equatable {
    static let path = "receipts"
    static let singularEnvelope: JSONEnvelope = "receipt"
    static let collectionEnvelope: JSONEnvelope = "result.items"
    let id: Int
}

/// An envelope for lists only: one record is the whole body.
private struct Order: RootResource, IsRESTful, DecodesJSON, Codable, Equatable {
    static let path = "orders"
    static var collectionEnvelope: JSONEnvelope { "items" }
    let id: Int
}

/// An envelope, and a parser of its own that wins over the default one.
private struct Legacy: RootResource, IsShowable, DecodesJSON, Codable, Equatable {
    static let path = "legacy"
    static let envelope: JSONEnvelope = "data"
    let id: Int
    static func parse(singular data: Data) throws -> Legacy { Legacy(id: 42) }
}

@Suite("JSONEnvelope")
struct JSONEnvelopeTests {
    @Test("is a key path written from the outside in, or bare")
    func keys() {
        let nested: JSONEnvelope = "result.items"
        #expect(nested.keys == ["result", "items"])
        #expect(nested.path == "result.items")
        #expect("\(nested)" == "result.items")
        #expect(JSONEnvelope("data") == "data")
        #expect(JSONEnvelope.bare.isBare)
        #expect(JSONEnvelope.bare.keys.isEmpty)
        #expect(!nested.isBare)
    }

    @Test("one declaration unwraps one record and a list, skipping what is beside them")
    func oneDeclaration() async throws {
        #expect(
            try Invoice.parse(singular: Data(#"{"data": {"id": 1, "total": 9}, "meta": {"v": [1, 2]}}"#.utf8))
                == Invoice(id: 1, total: 9)
        )
        let list = #"{"links": {"next": null}, "data": [{"id": 1, "total": 2}, {"id": 2, "total": 3}]}"#
        let service = try service(FakeAdapter.answering(200, list))
        #expect(try await service.call(Invoice.list).value == [Invoice(id: 1, total: 2), Invoice(id: 2, total: 3)])
    }

    @Test("singular and collection envelopes may differ, and a path reaches into nested objects")
    func differentEnvelopes() throws {
        #expect(try Receipt.parse(singular: Data(#"{"receipt": {"id": 7}}"#.utf8)) == Receipt(id: 7))
        let list = #"{"result": {"total": 2, "items": [{"id": 1}, {"id": 2}]}, "ok": true}"#
        #expect(try Receipt.parse(collection: Data(list.utf8)) == [Receipt(id: 1), Receipt(id: 2)])
        #expect(try Order.parse(singular: Data(#"{"id": 3}"#.utf8)) == Order(id: 3))
        #expect(try Order.parse(collection: Data(#"{"items": [{"id": 3}], "total": 1}"#.utf8)) == [Order(id: 3)])
    }

    @Test("a resource without an envelope parses the whole body, as before")
    func bareByDefault() throws {
        struct Plain: RootResource, IsRESTful, DecodesJSON, Codable, Equatable {
            static let path = "plain"
            let id: Int
        }
        #expect(Plain.envelope.isBare && Plain.singularEnvelope.isBare && Plain.collectionEnvelope.isBare)
        #expect(try Plain.parse(collection: Data(#"[{"id": 1}]"#.utf8)) == [Plain(id: 1)])
        #expect(throws: DecodingError.self) { try Plain.parse(singular: Data(#"{"data": {"id": 1}}"#.utf8)) }
    }

    @Test("a parser of the resource's own wins over the envelope")
    func ownParser() throws {
        #expect(try Legacy.parse(singular: Data(#"{"id": 1}"#.utf8)) == Legacy(id: 42))
        #expect(try Legacy.parse(singular: Data("not JSON".utf8)) == Legacy(id: 42))
    }

    @Test("a missing key is a parse failure whose reason names it")
    func missingKey() async throws {
        let service = try service(FakeAdapter.answering(200, #"{"id": 1, "total": 9}"#))
        let error = try await #require(throws: YopuyError.self) { _ = try await service.call(Invoice.show(1)) }
        #expect(error.code == .parseFailure)
        #expect(error.reason == #"the response body has no "data" (the resource's envelope)"#)
        #expect("\(error)".contains(#""data""#))
        #expect(error.body == Data(#"{"id": 1, "total": 9}"#.utf8))
        guard case DecodingError.keyNotFound(let key, _)? = error.underlyingError else {
            Issue.record("expected keyNotFound, got \(String(describing: error.underlyingError))")
            return
        }
        #expect(key.stringValue == "data")
    }

    @Test("a missing key deep in the path is named with the keys before it")
    func missingNestedKey() async throws {
        let inner = try await #require(throws: YopuyError.self) {
            _ = try await service(FakeAdapter.answering(200, #"{"result": {"total": 0}}"#)).call(Receipt.list)
        }
        #expect(inner.code == .parseFailure)
        #expect(inner.reason == #"the response body has no "result.items" (the resource's envelope)"#)
        let outer = try await #require(throws: YopuyError.self) {
            _ = try await service(FakeAdapter.answering(200, #"{"items": []}"#)).call(Receipt.list)
        }
        #expect(outer.reason == #"the response body has no "result" (the resource's envelope is "result.items")"#)
    }

    @Test("a record that does not decode inside its envelope fails as any decoding error does")
    func badRecord() async throws {
        let error = try await #require(throws: YopuyError.self) {
            _ = try await service(FakeAdapter.answering(200, #"{"data": {"id": 1}}"#)).call(Invoice.show(1))
        }
        #expect(error.code == .parseFailure)
        #expect(error.reason == "the response body could not be parsed")
        guard case DecodingError.keyNotFound(let key, let context)? = error.underlyingError else {
            Issue.record("expected keyNotFound, got \(String(describing: error.underlyingError))")
            return
        }
        #expect(key.stringValue == "total")
        #expect(context.codingPath.map(\.stringValue) == ["data"])
        let notAnObject = try await #require(throws: YopuyError.self) {
            _ = try await service(FakeAdapter.answering(200, "[]")).call(Invoice.show(1))
        }
        #expect(notAnObject.code == .parseFailure)
        #expect(notAnObject.underlyingError is DecodingError)
    }

    @Test("an empty body is still an empty response, not a missing envelope")
    func emptyBody() async throws {
        let response = try await service(FakeAdapter.answering(204)).call(Invoice.delete(1))
        #expect(response.value == nil)
    }
}
